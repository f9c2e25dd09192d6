// photo/ calls (spec account-content §7 "Galleries and photos") plus photo/add and photo/get, which the spec
// leaves to us, and the image route every image URL goes through (/img/{key}?width&height&fit&auto).
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { defineCall, withFields, type CallDefinition } from '../api/types';
import { ApiError } from '../api/errors';
import type { Services } from '../services';
import { GALLERY_PAGE_SIZE, LIBRARY_API_BATCH, PHOTO_TITLE_MAX } from '../../src/lib/shared/constants';
import { cleanPhotoTitle, isValidPhotoTitle, tagsFromTitle } from '../../src/lib/shared/validators';
import { isSafeKey } from '../adapters/storage';
import { parsePhotoId, type ParsedPhotoId } from './ids';
import { countOwn, findUserByNick, getPhoto, getPhotos, isMailVerified, isShared, listOwn, listPublicOfUser, setPublic, setTitle, type PhotoRow } from './repo';
import { presentLibraryImage, presentPhoto } from './present';
import { registerUpload } from './register';
import { deletePhotoRows } from './remove';
import { imageRoute } from './imageRoute';
import { exploreIndexFor } from './exploreIndex';
import { hasReported, reportCalls } from './reports';

const offset = z.string().regex(/^\d{1,9}$/, 'invalid_page_range').transform(Number);
const pageFields = { start: offset.optional(), end: offset.optional() };
const keyword = z.string().max(500).optional();

/** start and end are indexes ([start, end)); a page holds at most 100 (spec §9). */
function page(start = 0, end = start + GALLERY_PAGE_SIZE): { offset: number; limit: number } {
  if (end <= start) throw new ApiError('invalid_page_range', 400, 'end must be greater than start.');
  return { offset: start, limit: Math.min(GALLERY_PAGE_SIZE, end - start) };
}

const photoNotFound = (): ApiError => new ApiError('photo_not_found', 404, 'There is no such photo.');

function parseId(value: string): ParsedPhotoId {
  const parsed = parsePhotoId(value);
  if (!parsed) throw new ApiError('invalid_photo_id', 400, `"${value.slice(0, 60)}" is not a photo id.`);
  return parsed;
}

/**
 * A photo the signed-in user may change. Another user's public photo is not_owner; another user's private
 * photo is photo_not_found, exactly like a photo that does not exist, so its existence does not leak.
 */
function checkOwner(row: PhotoRow | undefined, parsed: ParsedPhotoId, userId: string): PhotoRow {
  if (!row || (parsed.kind !== undefined && parsed.kind !== row.kind)) throw photoNotFound();
  if (row.user_id !== userId) {
    if (row.is_public === 1 && row.kind === 'photo') throw new ApiError('not_owner', 403, 'Only the owner can change this photo.');
    throw photoNotFound();
  }
  if (parsed.key !== undefined && parsed.key !== row.owner_key) throw photoNotFound();
  return row;
}

const updateInput = z.object({
  imgId: z.string().max(100),
  title: z.string().max(1000).optional(),
  tags: z.string().max(2000).optional(),
  isPublic: z.enum(['0', '1'], { message: 'invalid_visibility' }).optional(),
});

export function photoCalls(services: Services): CallDefinition<never>[] {
  const { db } = services;

  // Also GET get/photo/explore: the same page, kept by browsers and the service worker for EXPLORE_CACHE_MS
  // (a visitor's view is everyone's; a signed-in viewer's, with their keys, is private).
  const explore = defineCall({
    name: 'photo/explore',
    idempotent: false,
    read: { maxAgeSeconds: Math.floor(services.config.exploreCacheMs / 1000) },
    input: z.object({ ...pageFields, keyword }),
    handler: (input, ctx) => exploreIndexFor(db, services.config.exploreCacheMs).page(page(input.start, input.end), input.keyword, ctx.auth?.userId),
  });

  const gallery = defineCall({
    name: 'photo/gallery',
    idempotent: false,
    input: z.object({ ...pageFields, user_nick: z.string().min(1, 'user_does_not_exist').max(200) }),
    handler: async (input, ctx) => {
      const user = await findUserByNick(db, input.user_nick.trim());
      if (!user) throw new ApiError('user_does_not_exist', 404, 'There is no user with this name.');
      return (await listPublicOfUser(db, user.id, page(input.start, input.end))).map((row) => presentPhoto(row, ctx.auth?.userId));
    },
  });

  const me = defineCall({
    name: 'photo/me',
    auth: 'user',
    idempotent: false,
    input: z.object({ ...pageFields, keyword, type: z.enum(['all', 'public', 'private'], { message: 'invalid_photo_type' }).optional() }),
    handler: async (input, ctx) => {
      const userId = ctx.auth!.userId;
      const rows = await listOwn(db, userId, 'photo', page(input.start, input.end), { visibility: input.type ?? 'all', keyword: input.keyword });
      return rows.map((row) => presentPhoto(row, userId));
    },
  });

  const get = defineCall({
    name: 'photo/get',
    idempotent: false,
    input: z.object({ imgId: z.string().max(100) }),
    handler: async (input, ctx) => {
      const parsed = parseId(input.imgId);
      const row = await getPhoto(db, parsed.id);
      const viewer = ctx.auth?.userId;
      if (!row || (parsed.kind !== undefined && parsed.kind !== row.kind)) throw photoNotFound();
      if (row.user_id !== viewer && !isShared(row)) throw photoNotFound();
      const photo = presentPhoto(row, viewer);
      // The page's report button reads "Reported" after a reload too.
      if (viewer && viewer !== row.user_id && (await hasReported(db, viewer, row.id))) return { ...photo, reported: 1 };
      return photo;
    },
  });

  const add = defineCall({
    name: 'photo/add',
    auth: 'user',
    input: z.object({
      key: z.string().max(400),
      title: z.string().max(1000).optional(),
      type: z.enum(['photo', 'layer'], { message: 'invalid_photo_type' }).optional(),
    }),
    handler: async (input, ctx) => {
      // The Key of the upload's XML answer, or the key direct-upload answered: both name the same upload.
      const key = services.storage.keyFromUpload(input.key);
      if (!isSafeKey(key)) throw new ApiError('invalid_storage_key', 400, 'The storage key is not valid.');
      const row = await registerUpload(services, ctx.auth!.userId, { key, title: input.title, kind: input.type ?? 'photo' });
      return presentPhoto(row, ctx.auth!.userId);
    },
  });

  const update = defineCall({
    name: 'photo/update-image-info',
    auth: 'user',
    input: updateInput,
    handler: async (input, ctx) => {
      const userId = ctx.auth!.userId;
      const parsed = parseId(input.imgId);
      const row = checkOwner(await getPhoto(db, parsed.id), parsed, userId);

      if (input.isPublic !== undefined) {
        if (row.kind !== 'photo') throw new ApiError('invalid_photo_id', 400, 'Only photos can be made public.');
        const makePublic = input.isPublic === '1';
        if (makePublic && !(await isMailVerified(db, userId))) {
          throw new ApiError('email_not_verified', 403, 'Verify your email address before you make photos public.');
        }
        await setPublic(db, row.id, makePublic);
        return withFields('success', { message: '1', isPublic: makePublic ? 1 : 0 });
      }

      if (input.title === undefined || !isValidPhotoTitle(input.title)) {
        throw new ApiError('invalid_photo_title', 400, `A photo title has 1 to ${PHOTO_TITLE_MAX} characters.`);
      }
      // Tags always come from the title's #words (spec §4); the client's own list is not trusted.
      const title = cleanPhotoTitle(input.title);
      const tags = tagsFromTitle(title);
      await setTitle(db, row.id, title, tags);
      return withFields('success', { message: '1', title, tags });
    },
  });

  const remove = defineCall({
    name: 'photo/delete-image',
    auth: 'user',
    input: z.object({ imgIds: z.string().min(1, 'invalid_photo_id').max(4000) }),
    handler: async (input, ctx) => {
      const userId = ctx.auth!.userId;
      const parsed = input.imgIds.split(',').map((s) => s.trim()).filter(Boolean).map(parseId);
      if (parsed.length === 0) throw new ApiError('invalid_photo_id', 400, 'No photo ids were given.');
      if (parsed.length > GALLERY_PAGE_SIZE) throw new ApiError('too_many_photos', 400, `Delete at most ${GALLERY_PAGE_SIZE} photos at once.`);
      const rows = new Map((await getPhotos(db, parsed.map((p) => p.id))).map((r) => [r.id, r]));
      // Every id is checked before anything is deleted: one bad id changes nothing.
      const owned = parsed.map((p) => checkOwner(rows.get(p.id), p, userId));
      const unique = [...new Map(owned.map((r) => [r.id, r])).values()];
      await deletePhotoRows(services, unique);
      return withFields('success', { message: '1', deleted: unique.map((r) => r.id) });
    },
  });

  const library = defineCall({
    name: 'photo/library-images',
    auth: 'user',
    idempotent: false,
    input: z.object({ start_images: offset.optional(), start_layers: offset.optional(), end: offset.optional() }),
    handler: async (input, ctx) => {
      const userId = ctx.auth!.userId;
      const startImages = input.start_images ?? 0;
      const startLayers = input.start_layers ?? 0;
      const limit = Math.min(LIBRARY_API_BATCH, input.end ?? LIBRARY_API_BATCH);
      if (limit < 1) throw new ApiError('invalid_page_range', 400, 'end must be at least 1.');
      const [photos, layers, photoCount, layerCount] = await Promise.all([
        listOwn(db, userId, 'photo', { offset: startImages, limit }),
        listOwn(db, userId, 'layer', { offset: startLayers, limit }),
        countOwn(db, userId, 'photo'),
        countOwn(db, userId, 'layer'),
      ]);
      // One batch of both lists, newest first; the next batch starts where each list was left.
      const merged = [...photos, ...layers].sort((a, b) => b.created_at - a.created_at || b.id - a.id).slice(0, limit);
      const takenPhotos = merged.filter((r) => r.kind === 'photo').length;
      return withFields(merged.map(presentLibraryImage), {
        total: photoCount + layerCount,
        start_images: startImages + takenPhotos,
        start_layers: startLayers + merged.length - takenPhotos,
      });
    },
  });

  return [explore, gallery, me, get, add, update, remove, library, ...reportCalls(services)] as CallDefinition<never>[];
}

/** The non-api routes of this area: the image route. */
export async function photoRoutes(app: FastifyInstance, { services }: { services: Services }): Promise<void> {
  await app.register(imageRoute, { services });
}
