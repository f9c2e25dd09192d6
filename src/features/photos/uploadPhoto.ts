// The one way a file becomes a photo of the signed-in user (My Photos, the image library, and the editor's
// "save to My Photos"): spec shell-auth-platform §7 direct-upload (a ticket, then the multipart POST to the
// storage url with progress, answered by XML with Location and Key), then photo/add registers the upload.
import { apiCall, ApiError, directUpload, INVALID_RESPONSE, type Progress } from '../../lib/request';
import { restorePhoto, type Photo } from './photo';
import { emitPhotoEvent } from './photoEvents';

export const PHOTO_BUCKET = 'photos';

/** What the photos bucket takes (the server checks the bytes again). HEIC is refused with its own hint. */
export const ACCEPTED_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif', 'image/heif'] as const;
export const PHOTO_FILE_ACCEPT = `${ACCEPTED_PHOTO_TYPES.join(',')},image/heic,.jpg,.jpeg,.png,.webp,.avif,.gif,.heic,.heif`;

export type UploadPhase = 'uploading' | 'registering';

export interface UploadPhotoOptions {
  /** Defaults to the server's: the file name without its extension. */
  title?: string;
  /** `layer`: a cut-out or layer saved for the library; `photo` (default) shows in My Photos. */
  type?: 'photo' | 'layer';
  /** Bytes sent so far; `fraction` is 0..1 (0 while the size is unknown). */
  onProgress?: (progress: Progress & { fraction: number; phase: UploadPhase }) => void;
  signal?: AbortSignal;
  /** A name for a Blob that is not a File (the editor's export). */
  filename?: string;
}

/** Best guess of a file's type when the browser gives none (some systems leave .heic and .avif untyped). */
export function photoContentType(file: Blob & { name?: string }): string {
  if (file.type) return file.type.toLowerCase();
  const ext = /\.([a-z0-9]{1,5})$/i.exec(file.name ?? '')?.[1]?.toLowerCase();
  const byExt: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', avif: 'image/avif', gif: 'image/gif', heic: 'image/heic', heif: 'image/heif' };
  return (ext && byExt[ext]) || '';
}

/** Uploads and registers one image; resolves with the new (private) photo and tells every open list. */
export async function uploadPhoto(file: Blob, options: UploadPhotoOptions = {}): Promise<Photo> {
  const type = photoContentType(file as Blob & { name?: string });
  const typed = type && type !== file.type ? new Blob([file], { type }) : file;
  const filename = options.filename ?? (file instanceof File ? file.name : undefined);
  const report = options.onProgress;
  const uploaded = await directUpload(typed, {
    bucket: PHOTO_BUCKET,
    filename,
    signal: options.signal,
    onProgress: report ? (p) => report({ ...p, fraction: p.total > 0 ? Math.min(1, p.loaded / p.total) : 0, phase: 'uploading' }) : undefined,
  });
  report?.({ loaded: file.size, total: file.size, fraction: 1, phase: 'registering' });
  const answer = await apiCall('photo/add', {
    key: uploaded.name,
    ...(options.title ? { title: options.title } : {}),
    ...(options.type ? { type: options.type } : {}),
  }, { signal: options.signal });
  const photo = restorePhoto(answer);
  if (!photo) throw new ApiError(INVALID_RESPONSE, 'The new photo is incomplete.');
  emitPhotoEvent({ type: 'added', photo });
  return photo;
}
