// Copy and paste of the designer's selected layers through the device clipboard (clipboardStore.ts):
// a copy takes the pictures' bytes from the open project's assets (written out first), or, for a picture
// not saved yet, from the engine; a paste loads the pictures into the engine under fresh ids, keeps them as
// the target project's assets and adds the layers on top as one undo step, selected.
import { clipOf, pasteLayers, readClipLayers } from '../../../../lib/shared/designer/clipboard';
import { COPY_OFFSET } from '../../../../lib/shared/designer/arrange';
import { newDesignerDocument } from '../../../../lib/shared/designer/document';
import { newId } from '../../../../lib/shared/editor/ids';
import type { EditorDocument, ImageLayer } from '../../../../lib/shared/editor/types';
import { ANONYMOUS, db } from '../../../../lib/db/db';
import { report } from '../../../../lib/report';
import { createStore, type Store } from '../../../../lib/store';
import { signedInEmail } from '../../../../lib/user';
import { assetRowId, autosaveState, flushProject } from '../../../projects';
import type { EditorController } from '../../state/editorController';
import { selectedIdsOf, selectionPatch } from '../../state/selection';
import { commitStep } from '../../panels/layers/commitLayers';
import { readClip, storeClip, type ClipImage } from './clipboardStore';

/** Whose clipboard it is: the signed-in user's, or the visitor's (as projects are owned). */
const currentOwner = (): string => signedInEmail() ?? ANONYMOUS;

/** Counts the copies made on this page, so what shows the Paste button asks again after each. */
export const clipboardCopies: Store<number> = createStore(0);

/** Keeps a pasted picture's bytes with the project, with the document that first uses it. */
export type PasteAssetSink = (imageId: string, blob: Blob, document: EditorDocument) => void;

const sinks = new WeakMap<EditorController, PasteAssetSink>();

/** Where pasted pictures of `editor` are kept (the layers panel registers the project's store); returns the unregistration. */
export function setPasteAssetSink(editor: EditorController, sink: PasteAssetSink): () => void {
  sinks.set(editor, sink);
  return () => {
    if (sinks.get(editor) === sink) sinks.delete(editor);
  };
}

/** The picture of an image layer as the engine holds it, when the project has no bytes for it (yet). */
async function renderedPicture(editor: EditorController, layer: ImageLayer): Promise<Blob> {
  const { width, height } = layer;
  const alone: ImageLayer = { id: 'picture', kind: 'image', name: '', imageId: layer.imageId, width, height, opacity: 1, visible: true, blendMode: 'normal', locked: false, transform: { x: width / 2, y: height / 2, scaleX: 1, scaleY: 1, rotation: 0 } };
  const doc: EditorDocument = { ...newDesignerDocument({ format: 'custom', width, height }, '#00000000'), layers: [alone] };
  return (await editor.exportImage(doc, { type: 'image/png' }, {})).blob;
}

async function pictureBytes(editor: EditorController, doc: EditorDocument, imageIds: readonly string[], project: string | null): Promise<ClipImage[]> {
  const found = new Map<string, ClipImage>();
  if (project && imageIds.length > 0) {
    try {
      await flushProject(project);
      const rows = await db().projectAssets.bulkGet(imageIds.map((id) => assetRowId(project, id)));
      for (const row of rows) if (row) found.set(row.assetId ?? row.id, { imageId: row.assetId ?? row.id, type: row.type, bytes: row.bytes });
    } catch (error) {
      report('warning', 'designer copy could not read the project pictures', { error: String(error) });
    }
  }
  for (const imageId of imageIds) {
    if (found.has(imageId)) continue;
    const layer = doc.layers.find((l): l is ImageLayer => l.kind === 'image' && l.imageId === imageId);
    if (!layer) continue;
    const blob = await renderedPicture(editor, layer);
    found.set(imageId, { imageId, type: blob.type || 'image/png', bytes: await new Response(blob).arrayBuffer() });
  }
  return [...found.values()];
}

/** Copies the layers `ids` (the selection by default) to the device clipboard; false when nothing was copied. */
export async function copyLayers(editor: EditorController, ids: readonly string[] = selectedIdsOf(editor.ui.get())): Promise<boolean> {
  const doc = editor.document;
  const clip = doc ? clipOf(doc, ids) : null;
  if (!doc || !clip) return false;
  const source = autosaveState.get().projectId;
  const images = await pictureBytes(editor, doc, clip.imageIds, source);
  await storeClip({ owner: currentOwner(), clipId: newId('clip'), source, layers: clip.layers, images, copiedAt: Date.now() });
  pastes = { clipId: '', count: 0 };
  clipboardCopies.set((n) => n + 1);
  return true;
}

/** Whether the owner has layers to paste. */
export async function hasCopiedLayers(): Promise<boolean> {
  return (await readClip(currentOwner())) !== null;
}

/** How often the present copy was pasted into the design it came from (each paste lands a step further). */
let pastes = { clipId: '', count: 0 };

/** Pastes the owner's copied layers into the open design; false when there was nothing (or nothing fitted). */
export async function pasteCopiedLayers(editor: EditorController, keepAsset?: PasteAssetSink): Promise<boolean> {
  const row = await readClip(currentOwner());
  const start = editor.document;
  if (!row || !start) return false;
  const layers = readClipLayers(row.layers, start);
  const wanted = new Set(layers.flatMap((l) => (l.kind === 'image' ? [l.imageId] : [])));
  const images = new Map<string, string>();
  const blobs = new Map<string, Blob>();
  for (const image of row.images) {
    if (!wanted.has(image.imageId) || images.has(image.imageId)) continue;
    const id = newId('img');
    const blob = new Blob([image.bytes], { type: image.type });
    try {
      await editor.loadImage(id, blob);
      images.set(image.imageId, id);
      blobs.set(id, blob);
    } catch (error) {
      report('warning', 'designer paste could not load a picture', { error: String(error) });
    }
  }
  // The design may have moved on while the pictures loaded: paste into what it is now.
  const doc = editor.document;
  if (!doc) return false;
  const same = row.source !== null && row.source === autosaveState.get().projectId;
  if (pastes.clipId !== row.clipId) pastes = { clipId: row.clipId, count: 0 };
  const offset = same ? COPY_OFFSET * (pastes.count + 1) : 0;
  const pasted = pasteLayers(doc, layers, { images, offset });
  if (pasted.ids.length === 0) return false;
  if (same) pastes.count += 1;
  const sink = keepAsset ?? sinks.get(editor);
  for (const [id, blob] of blobs) sink?.(id, blob, pasted.document);
  commitStep(editor, () => pasted.document);
  editor.setUi(selectionPatch(pasted.ids));
  return true;
}
