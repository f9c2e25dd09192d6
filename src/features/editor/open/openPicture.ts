// Opening a picture in the editor: checked (HEIC and non-images refused, naming the file), decoded by the
// browser with its EXIF orientation applied, handed to the engine (which scales it down past the device's
// largest size and says so), and made the document.
import { createPhotoDocument } from '../../../lib/shared/editor/edits';
import { newId } from '../../../lib/shared/editor/ids';
import type { EditorController, PictureSource } from '../state/editorController';
import { checkImageFile, type FileProblem } from './imageFile';

export type OpenProblem = FileProblem | 'decode' | 'too_large' | 'fetch';

export class OpenError extends Error {
  constructor(
    readonly problem: OpenProblem,
    readonly fileName: string,
  ) {
    super(`${problem}: ${fileName}`);
    this.name = 'OpenError';
  }
}

/** The message key for a problem; each takes {{name}}. */
export const OPEN_PROBLEM_KEYS: Readonly<Record<OpenProblem, string>> = {
  heic: 'eui_error_heic',
  not_image: 'eui_error_not_image',
  empty: 'eui_error_empty_file',
  decode: 'eui_error_decode',
  // The worker's `image_too_large` (workers/editor/engine.ts, DecodeError): more pixels than the device decodes.
  too_large: 'eui_error_too_large',
  fetch: 'eui_error_fetch',
};

/** Loads the picture into the engine; the caller makes it the document (or a project's asset). */
export async function loadPicture(editor: EditorController, blob: Blob, name: string, imageId = newId('img')): Promise<PictureSource> {
  const problem = await checkImageFile(blob, name);
  if (problem) throw new OpenError(problem, name);
  let info;
  try {
    info = await editor.loadImage(imageId, blob);
  } catch (error) {
    // createImageBitmap refuses what the browser cannot decode (AVIF on an old browser, a broken file),
    // and the worker what has more pixels than this device can hold (image_too_large, with the limit).
    throw new OpenError(String(error instanceof Error ? error.message : error).startsWith('image_too_large') ? 'too_large' : 'decode', name);
  }
  return { name, imageId, width: info.width, height: info.height, originalWidth: info.originalWidth, originalHeight: info.originalHeight, scaledDown: info.scaledDown };
}

/** Opens a picture as a new document (the engine frees the previous one's pixels; its project keeps them). */
export async function openPicture(editor: EditorController, blob: Blob, name: string): Promise<PictureSource> {
  const source = await loadPicture(editor, blob, name);
  editor.load(createPhotoDocument({ imageId: source.imageId, width: source.width, height: source.height }), source);
  return source;
}
