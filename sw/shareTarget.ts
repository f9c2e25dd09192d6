/// <reference lib="webworker" />
// The share target (manifest share_target: POST multipart to /share-target/ with the file field `image`;
// spec §2.2). The worker keeps the image in Dexie first and then sends the app to the create route with the
// hash use-shared-pwa-image; the page picks the image up from Dexie and removes it. Storing before
// redirecting avoids posting a message to a page that is not there yet (OFFLINE-NOTES.md).
import { db, isQuotaError } from '../src/lib/db/db';
import { LANG_COOKIE } from '../src/lib/shared/api';
import { isSiteLanguage } from '../src/lib/shared/languages';
import { createPath } from '../src/lib/shared/routes';
import { SHARE_ERROR_PARAM, SHARE_TARGET_FIELD, SHARED_IMAGE_HASH, SHARED_IMAGE_MAX_BYTES, type ShareError } from '../src/lib/shared/swProtocol';
import { readCookie } from './cookies';

declare const self: ServiceWorkerGlobalScope;

/** Shared images nobody picked up are removed after a day. */
const SHARED_IMAGE_TTL_MS = 24 * 60 * 60 * 1000;

async function targetUrl(error?: ShareError): Promise<string> {
  const lang = await readCookie(LANG_COOKIE);
  const path = createPath(isSiteLanguage(lang) ? lang : 'en', 'editor');
  const query = error ? `?${SHARE_ERROR_PARAM}=${error}` : '';
  return new URL(`${path}${query}#${SHARED_IMAGE_HASH}`, self.location.origin).href;
}

function isImageFile(value: FormDataEntryValue): value is File {
  return typeof value !== 'string' && (value.type.startsWith('image/') || /\.(jpe?g|png|webp|avif|gif)$/i.test(value.name));
}

async function store(file: File): Promise<ShareError | undefined> {
  if (file.size > SHARED_IMAGE_MAX_BYTES) return 'too_large';
  try {
    const bytes = await file.arrayBuffer();
    const table = db().sharedImages;
    await table.where('receivedAt').below(Date.now() - SHARED_IMAGE_TTL_MS).delete();
    await table.put({ id: crypto.randomUUID(), name: file.name || 'shared-image', type: file.type || 'image/*', bytes, receivedAt: Date.now() });
    return undefined;
  } catch (error) {
    if (isQuotaError(error)) return 'storage_full';
    throw error;
  }
}

export async function handleShareTarget(request: Request): Promise<Response> {
  let error: ShareError | undefined;
  try {
    const form = await request.formData();
    const file = form.getAll(SHARE_TARGET_FIELD).find(isImageFile) ?? [...form.values()].find(isImageFile);
    error = file ? await store(file) : 'no_image';
  } catch {
    error = 'no_image';
  }
  // 303: the app opens with a GET, and a reload does not post the image again.
  return Response.redirect(await targetUrl(error), 303);
}
