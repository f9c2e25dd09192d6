// Photos into a design (issue 16): each picture is handed to the engine at its full size, placed as an
// image layer (several at once step down and right; a drop places them where it happened), kept with the
// project as an asset (so the design reopens offline and after a reload) and committed as one undo step
// for the lot, then selected. A template's photo is replaced in place (designEdits.replacePhoto), and a
// photo can become the canvas's background. The project's asset store is registered per editor by the
// screen that owns the project (PhotoEditor), as collage/photos.ts does for the collage maker.
import type { EditorDocument } from '../../../lib/shared/editor/types';
import { loadPicture } from '../open/openPicture';
import type { EditorController } from '../state/editorController';
import { selectionPatch } from '../state/selection';
import { placePhoto, replacePhoto, setBackgroundPhoto, type PlacedImage } from './panels/designEdits';

/** Keeps a photo's bytes with the project, together with the document that first uses it. */
export type DesignerAssetSink = (imageId: string, blob: Blob, document: EditorDocument) => void;

const sinks = new WeakMap<EditorController, DesignerAssetSink>();

/** The project's asset store for `editor`'s photos; returns the unregistration. */
export function setDesignerAssetSink(editor: EditorController, sink: DesignerAssetSink): () => void {
  sinks.set(editor, sink);
  return () => {
    if (sinks.get(editor) === sink) sinks.delete(editor);
  };
}

/** The project's asset store registered for `editor` (null: the design has no project). */
export function designerAssetSink(editor: EditorController): DesignerAssetSink | null {
  return sinks.get(editor) ?? null;
}

const fileName = (blob: Blob, index: number): string => (blob instanceof File && blob.name ? blob.name : `photo-${index + 1}.jpg`);
const layerName = (name: string): string => name.replace(/\.[a-z0-9]{2,5}$/i, '');

interface Loaded extends PlacedImage {
  blob: Blob;
}

/** Loads the pictures into the engine; those that cannot be read are skipped, the first problem kept. */
async function loadAll(editor: EditorController, files: readonly Blob[]): Promise<{ loaded: Loaded[]; problem: unknown }> {
  const loaded: Loaded[] = [];
  let problem: unknown = null;
  for (const [index, blob] of files.entries()) {
    try {
      const source = await loadPicture(editor, blob, fileName(blob, index));
      loaded.push({ imageId: source.imageId, width: source.width, height: source.height, name: layerName(source.name), blob });
    } catch (error) {
      problem ??= error;
    }
  }
  return { loaded, problem };
}

/** Commits `next` as one undo step after handing the new pictures' bytes to the project. */
function commitWithAssets(editor: EditorController, next: EditorDocument, loaded: readonly Loaded[]): void {
  const sink = sinks.get(editor);
  for (const photo of loaded) sink?.(photo.imageId, photo.blob, next);
  editor.seal();
  editor.commit(next);
  editor.seal();
}

/**
 * Adds the pictures as photo layers on top (centred, or around `at` in document pixels) and selects
 * them. Pictures that cannot be read are skipped; the first problem is thrown after the others are in.
 * Resolves with the new layers' ids.
 */
export async function addDesignerPhotos(editor: EditorController, files: readonly File[] | readonly Blob[], at?: { x: number; y: number }): Promise<string[]> {
  const { loaded, problem } = await loadAll(editor, files);
  const doc = editor.document;
  const ids: string[] = [];
  if (doc && loaded.length > 0) {
    let next = doc;
    for (const [index, photo] of loaded.entries()) {
      const placed = placePhoto(next, photo, at, index);
      if (placed.document === next) break;
      next = placed.document;
      ids.push(placed.id);
    }
    if (ids.length > 0) {
      commitWithAssets(editor, next, loaded);
      editor.setUi(selectionPatch(ids));
    }
  }
  if (problem) throw problem;
  return ids;
}

/**
 * Puts another picture in a photo's place: same place and box, the new picture covering it (cropped like
 * object-fit: cover), frame shape and id kept. One undo step; the photo is selected. Resolves with its id.
 */
export async function replaceDesignerPhoto(editor: EditorController, layerId: string, file: Blob): Promise<string> {
  const { loaded, problem } = await loadAll(editor, [file]);
  if (problem) throw problem;
  const photo = loaded[0];
  const doc = editor.document;
  if (!doc || !photo) return layerId;
  const replaced = replacePhoto(doc, layerId, photo);
  if (replaced.document === doc) return layerId;
  commitWithAssets(editor, replaced.document, loaded);
  editor.setUi(selectionPatch([replaced.id]));
  return replaced.id;
}

/** Makes the picture the canvas's background (a locked bottom layer covering it, named `name`). */
export async function setDesignerBackgroundPhoto(editor: EditorController, file: Blob, name: string): Promise<void> {
  const { loaded, problem } = await loadAll(editor, [file]);
  if (problem) throw problem;
  const photo = loaded[0];
  const doc = editor.document;
  if (!doc || !photo) return;
  const placed = setBackgroundPhoto(doc, photo, name);
  if (placed.document !== doc) commitWithAssets(editor, placed.document, loaded);
}

/** Opens the device's file picker (several photos when `multiple`); resolves with the chosen files ([] when cancelled). */
export function chooseFiles(multiple: boolean): Promise<File[]> {
  return new Promise((resolve) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = 'image/*,.heic,.heif,.avif,.webp';
    input.multiple = multiple;
    input.hidden = true;
    input.dataset.testid = 'designer-file-input';
    input.addEventListener('change', () => {
      const files = Array.from(input.files ?? []);
      input.remove();
      resolve(files);
    });
    input.addEventListener('cancel', () => {
      input.remove();
      resolve([]);
    });
    document.body.append(input);
    input.click();
  });
}
