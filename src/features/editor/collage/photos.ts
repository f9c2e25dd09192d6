// Photos into a collage's cells: each picture is handed to the engine at its full size (the export draws
// cells from it), placed by `addPhotos` (the empty cells in order, or the given cell), kept with the project
// as an asset (so the collage reopens offline and after a reload), and committed as one undo step for the
// lot. The project's asset store is registered per editor by the screen that owns the project
// (PhotoEditor), so the canvas and the panels can add photos with the editor alone.
import { addPhotos } from '../../../lib/shared/collage/document';
import type { EditorDocument } from '../../../lib/shared/editor/types';
import type { TFunction } from 'i18next';
import { notify } from '../../../app/notifications/notifications';
import { report } from '../../../lib/report';
import { loadPicture, OPEN_PROBLEM_KEYS, OpenError } from '../open/openPicture';
import type { EditorController } from '../state/editorController';

/** Keeps a photo's bytes with the project, together with the document that first uses it. */
export type CollageAssetSink = (imageId: string, blob: Blob, document: EditorDocument) => void;

const sinks = new WeakMap<EditorController, CollageAssetSink>();

/** The project's asset store for `editor`'s photos; returns the unregistration. */
export function setCollageAssetSink(editor: EditorController, sink: CollageAssetSink): () => void {
  sinks.set(editor, sink);
  return () => {
    if (sinks.get(editor) === sink) sinks.delete(editor);
  };
}

const fileName = (blob: Blob, index: number): string => (blob instanceof File && blob.name ? blob.name : `photo-${index + 1}.jpg`);

/**
 * Adds the pictures to the collage: the empty cells in order, or `cell` (its photo replaced) for the first
 * one. Pictures that cannot be read are skipped; the first problem is thrown after the others are in.
 */
export async function addCollageFiles(editor: EditorController, files: readonly File[] | readonly Blob[], cell?: number): Promise<void> {
  const loaded: Array<{ imageId: string; width: number; height: number; name: string; blob: Blob }> = [];
  let problem: unknown = null;
  for (const [index, blob] of files.entries()) {
    try {
      const source = await loadPicture(editor, blob, fileName(blob, index));
      loaded.push({ imageId: source.imageId, width: source.width, height: source.height, name: source.name, blob });
    } catch (error) {
      problem ??= error;
    }
  }
  const doc = editor.document;
  if (doc && loaded.length > 0) {
    const next = addPhotos(
      doc,
      loaded.map(({ imageId, width, height, name }) => ({ imageId, width, height, name })),
      cell,
    );
    const sink = sinks.get(editor);
    for (const photo of loaded) sink?.(photo.imageId, photo.blob, next);
    editor.seal();
    editor.commit(next);
    editor.seal();
  }
  if (problem) throw problem;
}

/** Opens the file picker (several photos at once) and adds what is chosen; resolves when they are in. */
export function pickCollagePhotos(editor: EditorController, cell?: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = 'image/*,.heic,.heif,.avif,.webp';
    input.multiple = cell === undefined;
    input.hidden = true;
    input.dataset.testid = 'collage-file-input';
    const done = (): void => input.remove();
    input.addEventListener('change', () => {
      const files = Array.from(input.files ?? []);
      done();
      addCollageFiles(editor, files, cell).then(resolve, reject);
    });
    input.addEventListener('cancel', () => {
      done();
      resolve();
    });
    document.body.append(input);
    input.click();
  });
}

/** Tells the user why a photo did not go in (named `name` when the error does not name it). */
export function notifyPhotoProblem(error: unknown, name: string, t: TFunction): void {
  if (!(error instanceof OpenError)) report('warning', 'collage photo not added', { error: String(error) });
  const problem = error instanceof OpenError ? error : new OpenError('fetch', name);
  notify({ message: t(OPEN_PROBLEM_KEYS[problem.problem], { name: problem.fileName }), type: 'error' });
}
