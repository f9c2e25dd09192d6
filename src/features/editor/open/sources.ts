// Where a picture can come from besides the user's own files: the shipped samples (public/samples, CC0 and
// public domain; a deep link names one with ?image=<name>), a photo of the user's (?photo=/img/…, same
// origin, sent with the user's cookie) and the image library. All are fetched through the request layer.
import { request } from '../../../lib/request';

import { SAMPLES, type Sample } from '../../../lib/shared/samples';

export { SAMPLES, type Sample };

export function sampleById(id: string): Sample | null {
  const key = id.toLowerCase().replace(/-/g, '_');
  return SAMPLES.find((s) => s.id === key || s.file.replace(/\.\w+$/, '') === key) ?? null;
}

export function sampleUrl(sample: Sample): string {
  return `/samples/${sample.file}`;
}

/** Fetches a same-origin image as a Blob (samples, the user's photos, library images). */
export async function fetchImage(url: string, signal?: AbortSignal): Promise<Blob> {
  return (await request<Blob>(url, { responseType: 'blob', signal })).value;
}

/** A readable name for a picture from its address (the last path segment). */
export function nameFromUrl(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  const last = path.split('/').filter(Boolean).pop() ?? '';
  try {
    return decodeURIComponent(last) || 'photo';
  } catch {
    return last || 'photo';
  }
}

/** The picture's name: its title with the address's extension (the project drops it), else from the address. */
export function pictureName(url: string, title?: string): string {
  if (!title) return nameFromUrl(url);
  const ext = /\.([a-z0-9]{2,5})$/i.exec(nameFromUrl(url))?.[0] ?? '.jpg';
  return `${title}${ext}`;
}
