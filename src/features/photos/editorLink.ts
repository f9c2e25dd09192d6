// "Open in the editor" (spec account-content §2 My Photos): a link to the photo editor that names the image
// to open in the query parameter `photo`, e.g. /create/?photo=%2Fimg%2Fphotos%2Fab%2F….jpg. The value is
// always a same-origin image-route path, so the editor can fetch it with the user's cookie (private
// photos included) and a crafted link cannot make it load another site's image.
import { createPath } from '../../lib/shared/routes';
import type { SiteLanguage } from '../../lib/shared/languages';

export const EDITOR_PHOTO_PARAM = 'photo';
const IMAGE_PATH = /^\/img\/[A-Za-z0-9/_.-]{1,300}$/;

/** The image-route path of a url (query and origin dropped), or null when it is not one. */
export function imagePathOf(url: string): string | null {
  const path = (url.startsWith('/') ? url : safePathname(url)).split(/[?#]/)[0] ?? '';
  return IMAGE_PATH.test(path) && !path.includes('..') ? path : null;
}

function safePathname(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return '';
  }
}

export function editorLinkForImage(lang: SiteLanguage, imageUrl: string): string {
  const path = imagePathOf(imageUrl);
  const base = createPath(lang, 'editor');
  return path ? `${base}?${EDITOR_PHOTO_PARAM}=${encodeURIComponent(path)}` : base;
}

/** For the editor: the image a create route's query asks to open, or null. */
export function photoToOpen(search: string): string | null {
  const value = new URLSearchParams(search).get(EDITOR_PHOTO_PARAM);
  return value ? imagePathOf(value) : null;
}
