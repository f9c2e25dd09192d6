// The background remover's result, kept non-destructive: the model's subject coverage becomes a greyscale
// picture (a project asset) that the photo's layer mask shows through an image part stretched over the
// layer's box — the mask starts hidden and the part adds the subject. The photo itself is untouched, so the
// masks UI (keep / erase strokes, refine edge, feather, invert) keeps working on it, and undo is one step.
import { addMask, newMask, type ImageMaskPart, type LayerMask } from '../../../../lib/shared/editor/masks';
import type { EditorDocument, ImageLayer } from '../../../../lib/shared/editor/types';
import type { EditorController } from '../../state/editorController';
import { commitWithPicture, layerSourcePixels, loadPicture, targetImageLayer, type KeptPicture } from '../shared/pixels';
import { subjectOf } from './backdrop';
import { runToolJob, sendPixels, type Coverage, type Pixels } from '../shared/toolsWorker';

/** The layer's axis-aligned box on the canvas (document pixels), and whether its picture is mirrored. */
export interface LayerBox {
  x: number;
  y: number;
  width: number;
  height: number;
  flipX: boolean;
  flipY: boolean;
}

/** Where the layer's picture lies on the canvas (rotation is not followed: the box is upright). */
export function layerBox(layer: ImageLayer): LayerBox {
  const { x, y, scaleX, scaleY } = layer.transform;
  const width = layer.width * Math.abs(scaleX);
  const height = layer.height * Math.abs(scaleY);
  return { x: x - width / 2, y: y - height / 2, width, height, flipX: scaleX < 0, flipY: scaleY < 0 };
}

/**
 * A coverage as an opaque greyscale picture (what the mask part reads: its red channel), mirrored when the
 * layer is, so the picture lines up with the layer as drawn on the canvas.
 */
export function coverageToPixels(coverage: Coverage, flipX = false, flipY = false): Pixels {
  const { width, height } = coverage;
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    const sy = flipY ? height - 1 - y : y;
    for (let x = 0; x < width; x++) {
      const v = coverage.data[sy * width + (flipX ? width - 1 - x : x)] as number;
      const o = (y * width + x) * 4;
      data[o] = v;
      data[o + 1] = v;
      data[o + 2] = v;
      data[o + 3] = 255;
    }
  }
  return { width, height, data };
}

/** A refine radius that suits the picture: about one percent of its longer side (2 … 12 document pixels). */
export function defaultRefineRadius(box: { width: number; height: number }): number {
  return Math.max(2, Math.min(12, Math.round(Math.max(box.width, box.height) / 100)));
}

/** The mask a subject picture makes: hidden everywhere but where the picture says subject, edge refined. */
export function subjectMask(imageId: string, box: LayerBox, refineRadius = defaultRefineRadius(box)): LayerMask {
  const part: ImageMaskPart = { type: 'image', imageId, x: box.x, y: box.y, width: box.width, height: box.height, mode: 'add' };
  const mask = newMask('hide', [part]);
  return refineRadius > 0 ? { ...mask, refine: { radius: refineRadius, strength: 1 } } : mask;
}

/** The document with the layer masked to its subject (replacing any mask it had); null when it cannot be. */
export function withSubjectMask(doc: EditorDocument, layerId: string, imageId: string): EditorDocument | null {
  const layer = doc.layers.find((l): l is ImageLayer => l.id === layerId && l.kind === 'image');
  if (!layer || layer.locked) return null;
  return addMask(doc, layerId, subjectMask(imageId, layerBox(layer)));
}

/** Commits the subject picture (already loaded in the engine) as the layer's mask: one undo step. */
export function commitSubjectMask(editor: EditorController, layerId: string, picture: KeptPicture): boolean {
  const doc = editor.document;
  const next = doc ? withSubjectMask(doc, layerId, picture.imageId) : null;
  if (!next) return false;
  commitWithPicture(editor, next, picture);
  return true;
}

/**
 * Finds the subject of the photo layer with the on-device model (tools worker) and masks the layer to it.
 * The id of the layer it masked, or null (no photo, or the layer went away meanwhile).
 */
export async function removeBackground(editor: EditorController, signal: AbortSignal, onProgress: (fraction: number) => void): Promise<string | null> {
  const doc = editor.document;
  const layer = doc ? subjectOf(doc, targetImageLayer(editor, doc)) : null;
  if (!layer) return null;
  const pixels = await layerSourcePixels(editor, layer);
  onProgress(0.05);
  const coverage = await runToolJob((api, progress) => api.segmentSubject(sendPixels(pixels), progress), { signal, onProgress: (f) => onProgress(0.05 + f * 0.85) });
  if (signal.aborted) return null;
  const box = layerBox(layer);
  const picture = await loadPicture(editor, coverageToPixels(coverage, box.flipX, box.flipY));
  onProgress(0.95);
  if (signal.aborted) return null;
  return commitSubjectMask(editor, layer.id, picture) ? layer.id : null;
}
