// "Open in the editor" (spec account-content §2 My Photos): a link to the photo editor that names the image
// to open in the query parameter `photo`, e.g. /create/?photo=%2Fimg%2Fphotos%2Fab%2F….jpg. The value is
// always a same-origin image-route path, so the editor can fetch it with the user's cookie (private
// photos included) and a crafted link cannot make it load another site's image.
import { createPath } from '../../lib/shared/routes';
import type { SiteLanguage } from '../../lib/shared/languages';

export const EDITOR_PHOTO_PARAM = 'photo';
/** The photo's title, which names the project the editor makes of it (not the storage id in its path). */
export const EDITOR_TITLE_PARAM = 'title';
const MAX_TITLE = 200;
/** The image route, or an imported file served through the server for its user (`/imports/drive/file/<id>`). */
const IMAGE_PATH = /^\/(?:img\/[A-Za-z0-9/_.-]{1,300}|imports\/[a-z]{1,20}\/file\/[A-Za-z0-9_-]{1,200})$/;

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

export function editorLinkForImage(lang: SiteLanguage, imageUrl: string, title?: string | null): string {
  const path = imagePathOf(imageUrl);
  const base = createPath(lang, 'editor');
  if (!path) return base;
  const query = new URLSearchParams({ [EDITOR_PHOTO_PARAM]: path });
  const named = title?.trim().slice(0, MAX_TITLE);
  if (named) query.set(EDITOR_TITLE_PARAM, named);
  return `${base}?${query.toString().replace(/\+/g, '%20')}`;
}

/** For the editor: the title a create route's query gives the photo it opens, or null. */
export function photoTitleToOpen(search: string): string | null {
  const value = new URLSearchParams(search).get(EDITOR_TITLE_PARAM)?.trim().slice(0, MAX_TITLE);
  return value || null;
}

/** For the editor: the image a create route's query asks to open, or null. */
export function photoToOpen(search: string): string | null {
  const value = new URLSearchParams(search).get(EDITOR_PHOTO_PARAM);
  return value ? imagePathOf(value) : null;
}
