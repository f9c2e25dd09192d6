// The special tools' ways in and out of the document (issue 17). A tool reads pixels — one image layer's own
// picture, or the whole rendered document — runs its algorithm (the tools worker), and commits the result
// as ONE history step, so undo, the history panel, before/after (the compare button shows the step before)
// and export at full resolution work as for any other edit:
//   - swapLayerImage: the layer shows a new picture (kept as a project asset, like merge down) — its own
//     operations, mask, placement stay; the old picture stays in the project for undo;
//   - replaceWithPicture: the document becomes one picture (tools that work on the flattened result,
//     e.g. upscale, content-aware expand).
import { newId } from '../../../../lib/shared/editor/ids';
import type { EditorDocument, ImageLayer, Layer } from '../../../../lib/shared/editor/types';
import { createPhotoDocument } from '../../../../lib/shared/editor/edits';
import type { EditorController } from '../../state/editorController';
import type { Pixels } from './toolsWorker';

/** Where a new picture made by a tool is kept (the project's assets); set by the editor page. */
export type AssetSink = (imageId: string, blob: Blob, doc: EditorDocument) => void;
const sinks = new WeakMap<EditorController, AssetSink>();

/** Sets where the editor's tool results are kept; returns the undo of it (for an effect's cleanup). */
export function setToolAssetSink(editor: EditorController, sink: AssetSink): () => void {
  sinks.set(editor, sink);
  return () => {
    if (sinks.get(editor) === sink) sinks.delete(editor);
  };
}

/** The image layer a tool works on: the selected one, else the lowest image layer (the photo). */
export function targetImageLayer(editor: EditorController, doc: EditorDocument | null = editor.document): ImageLayer | null {
  if (!doc) return null;
  const ui = editor.ui.get();
  const chosen = doc.layers.find((l): l is ImageLayer => l.kind === 'image' && (l.id === ui.editLayerId || l.id === ui.selectedLayerId));
  return chosen ?? doc.layers.find((l): l is ImageLayer => l.kind === 'image') ?? null;
}

/** A document of the layer's own picture alone, upright, uncut, at its own size, without its edits. */
export function layerSourceDocument(doc: EditorDocument, layer: ImageLayer): EditorDocument {
  const { clip: _clip, frame: _frame, operations: _ops, mask: _mask, shapeMask: _shape, ...rest } = layer;
  const photo: ImageLayer = { ...rest, opacity: 1, visible: true, blendMode: 'normal', transform: { x: layer.width / 2, y: layer.height / 2, scaleX: 1, scaleY: 1, rotation: 0 } };
  return { version: doc.version, section: 'editor', canvas: { width: layer.width, height: layer.height, background: '#00000000' }, layers: [photo], operations: [] };
}

/** The layer's own picture as straight RGBA at its full size. */
export async function layerSourcePixels(editor: EditorController, layer: ImageLayer): Promise<Pixels> {
  const doc = editor.document;
  if (!doc) throw new Error('no_document');
  const result = await editor.renderPixels(layerSourceDocument(doc, layer), { width: layer.width, height: layer.height });
  return { width: result.width, height: result.height, data: result.data };
}

/** The whole document rendered at its full output size, straight RGBA. */
export async function documentPixels(editor: EditorController): Promise<Pixels> {
  const doc = editor.document;
  if (!doc) throw new Error('no_document');
  const result = await editor.renderPixels(doc, {});
  return { width: result.width, height: result.height, data: result.data };
}

/** Pixels as a PNG (lossless, alpha kept): what a tool's result is stored as. */
export async function pixelsToPng(pixels: Pixels): Promise<Blob> {
  const canvas = new OffscreenCanvas(pixels.width, pixels.height);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no_2d_context');
  ctx.putImageData(new ImageData(new Uint8ClampedArray(pixels.data), pixels.width, pixels.height), 0, 0);
  return canvas.convertToBlob({ type: 'image/png' });
}

export interface KeptPicture {
  imageId: string;
  width: number;
  height: number;
  blob: Blob;
}

/** Loads a tool's result into the engine as a new picture (PNG); commit it with commitWithPicture. */
export async function loadPicture(editor: EditorController, pixels: Pixels): Promise<KeptPicture> {
  const blob = await pixelsToPng(pixels);
  const imageId = newId('img');
  const info = await editor.loadImage(imageId, blob);
  return { imageId, width: info.width, height: info.height, blob };
}

/** Commits `next` (which uses `picture`) as one undo step, the picture saved with it in the project. */
export function commitWithPicture(editor: EditorController, next: EditorDocument, picture: KeptPicture): void {
  sinks.get(editor)?.(picture.imageId, picture.blob, next);
  commitOne(editor, next);
}

function commitOne(editor: EditorController, next: EditorDocument): void {
  editor.seal();
  editor.commit(next);
  editor.seal();
}

/**
 * The layer shows `pixels` instead of its picture, in one undo step. A picture of another size keeps the
 * layer's place and size on the canvas (its scale changes by the inverse ratio). False when the layer is gone.
 */
export async function swapLayerImage(editor: EditorController, layerId: string, pixels: Pixels): Promise<boolean> {
  if (!editor.document) return false;
  const kept = await loadPicture(editor, pixels);
  const doc = editor.document;
  const layer = doc?.layers.find((l): l is ImageLayer => l.id === layerId && l.kind === 'image');
  if (!doc || !layer) return false;
  const sx = layer.width / kept.width;
  const sy = layer.height / kept.height;
  const next: Layer = { ...layer, imageId: kept.imageId, width: kept.width, height: kept.height, transform: { ...layer.transform, scaleX: layer.transform.scaleX * sx, scaleY: layer.transform.scaleY * sy } };
  commitWithPicture(editor, { ...doc, layers: doc.layers.map((l) => (l.id === layerId ? next : l)) }, kept);
  return true;
}

/** The document becomes the one picture `pixels` (the canvas its size), in one undo step. */
export async function replaceWithPicture(editor: EditorController, pixels: Pixels): Promise<boolean> {
  if (!editor.document) return false;
  const kept = await loadPicture(editor, pixels);
  const doc = editor.document;
  if (!doc) return false;
  const next = createPhotoDocument({ imageId: kept.imageId, width: kept.width, height: kept.height });
  commitWithPicture(editor, { ...next, section: doc.section }, kept);
  return true;
}
