// The photo-service (Google Photos Picker) and social-network album calls of spec account-content §7
// "Third-party imports". The picker variant has its own path prefix: google-photos-picker/…
//   token-status → {connected}                  new-session → {tkn, picker_url, poll_interval}
//   session (tkn) → {media_items_set, poll_interval}
//   list-all-media (tkn, next_page) → {data: items (45 a page), next_page}
//   get-media-item (tkn, id) → item             disconnect → the tokens are deleted
//   social/albums → albums with their first 100 photos and next_page; social/album-photos (album_id, next_page)
//   social/disconnect
// Image bytes come through the server (routes.ts, under /img/imports/): the browser never gets a token or a provider's file URL.
import { z } from 'zod';
import { defineCall, withFields, type CallDefinition } from '../../api/types';
import { ApiError } from '../../api/errors';
import { noInput } from '../../api/input';
import type { Services } from '../../services';
import type { ImportsCore } from '../core';
import { FacebookGraph, isGraphId, SOCIAL_THUMB_HEIGHT, type SocialPhoto } from './facebook';
import { GooglePhotosPicker, type PickedItem } from './googlePhotos';
import type { Authorized, ProviderHttpOptions } from './providerHttp';

/** Spec §9: the photo service shows 45 images a page. */
export const PHOTO_SERVICE_PAGE_SIZE = 45;
/**
 * Under the image route's /img/ (its own, more specific routes): the editor opens /img/ paths from a link
 * (?photo=/img/…) with the user's cookie, like the user's own photos.
 */
export const GOOGLE_PHOTOS_MEDIA_PATH = '/img/imports/google-photos';
export const SOCIAL_PHOTO_PATH = '/img/imports/social';

const tkn = z.string({ error: 'invalid_session' }).regex(/^[\w.-]{1,200}$/, 'invalid_session');
const pageToken = z.string().regex(/^[\w.~+/=-]{1,1000}$/, 'invalid_page').optional();

/** A picked item as the app gets it (spec §3 "Photo-service item"): its files through the server. */
export interface PhotoServiceItemJson {
  id: string;
  filename: string;
  mimeType: string;
  width: number;
  height: number;
  /** The original file; add ?w=&h= for a fitted copy (the thumbnails). */
  imageURL: string;
}

export interface SocialImageJson {
  id: string;
  imageURL: string;
  thumbURL: string;
  width: number;
  height: number;
}

/**
 * The picked items' baseUrls by user, session and item, kept for the media route (a baseUrl lives 60 minutes;
 * kept 50). Another instance, or an evicted entry, lists the session again.
 */
export class PickedItemCache {
  private readonly entries = new Map<string, { item: PickedItem; expires: number }>();
  constructor(private readonly max = 20_000, private readonly ttlMs = 50 * 60_000) {}

  private key(userId: string, sessionId: string, itemId: string): string {
    return `${userId}\u0000${sessionId}\u0000${itemId}`;
  }

  put(userId: string, sessionId: string, item: PickedItem): void {
    const key = this.key(userId, sessionId, item.id);
    this.entries.delete(key);
    this.entries.set(key, { item, expires: Date.now() + this.ttlMs });
    while (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
  }

  get(userId: string, sessionId: string, itemId: string): PickedItem | undefined {
    const entry = this.entries.get(this.key(userId, sessionId, itemId));
    if (!entry) return undefined;
    if (entry.expires < Date.now()) {
      this.entries.delete(this.key(userId, sessionId, itemId));
      return undefined;
    }
    return entry.item;
  }

  forgetUser(userId: string): void {
    for (const key of this.entries.keys()) if (key.startsWith(`${userId}\u0000`)) this.entries.delete(key);
  }
}

export interface PhotoImports {
  core: ImportsCore;
  /** Null when the photo service's provider is not configured (its calls answer provider_not_configured). */
  picker: GooglePhotosPicker | null;
  graph: FacebookGraph | null;
  cache: PickedItemCache;
}

export function createPhotoImports(services: Services): PhotoImports {
  const { photoImports, imageProxy } = services.config;
  const core = services.imports;
  const http: ProviderHttpOptions = { timeoutMs: imageProxy.timeoutMs, maxBytes: imageProxy.maxBytes, allowHttp: photoImports.allowHttp };
  return {
    core,
    picker: core.isConfigured('photos') ? new GooglePhotosPicker({ ...http, apiBase: core.apiBase('photos', 'photos'), mediaHosts: photoImports.googlePhotosMediaHosts }) : null,
    graph: core.isConfigured('facebook') ? new FacebookGraph({ ...http, apiBase: core.apiBase('facebook', 'graph'), cdnHosts: photoImports.facebookCdnHosts }) : null,
    cache: new PickedItemCache(),
  };
}

const perServices = new WeakMap<Services, PhotoImports>();

/** The one PhotoImports of an app (its calls and its image routes share the picked items' cache). */
export function photoImportsOf(services: Services): PhotoImports {
  let imports = perServices.get(services);
  if (!imports) {
    imports = createPhotoImports(services);
    perServices.set(services, imports);
  }
  return imports;
}

function notConfigured(): ApiError {
  return new ApiError('provider_not_configured', 404, 'This import is not available.');
}

/** The photo service for a user: its connector and the user's token (never another user's: by session only). */
export function pickerFor(imports: PhotoImports, userId: string): { picker: GooglePhotosPicker; auth: Authorized } {
  if (!imports.picker) throw notConfigured();
  return { picker: imports.picker, auth: (fetchFn) => imports.core.withAccessToken(userId, 'photos', fetchFn) };
}

export function graphFor(imports: PhotoImports, userId: string): { graph: FacebookGraph; auth: Authorized } {
  if (!imports.graph) throw notConfigured();
  return { graph: imports.graph, auth: (fetchFn) => imports.core.withAccessToken(userId, 'facebook', fetchFn) };
}

export function itemJson(sessionId: string, item: PickedItem): PhotoServiceItemJson {
  const imageURL = `${GOOGLE_PHOTOS_MEDIA_PATH}/${encodeURIComponent(sessionId)}/${encodeURIComponent(item.id)}`;
  return { id: item.id, filename: item.filename, mimeType: item.mimeType, width: item.width, height: item.height, imageURL };
}

export function socialImageJson(photo: SocialPhoto): SocialImageJson {
  const largest = photo.images[0]!;
  const thumb = FacebookGraph.rendition(photo, SOCIAL_THUMB_HEIGHT);
  const imageURL = `${SOCIAL_PHOTO_PATH}/${encodeURIComponent(photo.id)}`;
  return {
    id: photo.id,
    imageURL,
    thumbURL: `${imageURL}?h=${thumb.height}`,
    width: largest.width,
    height: largest.height,
  };
}

/** An item of a session, from the cache or by listing the session again (at most 20 pages of 100). */
export async function findPicked(imports: PhotoImports, userId: string, sessionId: string, itemId: string): Promise<PickedItem> {
  const cached = imports.cache.get(userId, sessionId, itemId);
  if (cached) return cached;
  const { picker, auth } = pickerFor(imports, userId);
  let next: string | null = null;
  for (let i = 0; i < 20; i++) {
    const page = await picker.listPicked(auth, sessionId, next, 100);
    for (const item of page.items) imports.cache.put(userId, sessionId, item);
    const found = page.items.find((item) => item.id === itemId);
    if (found) return found;
    next = page.nextPageToken;
    if (!next) break;
  }
  throw new ApiError('media_item_not_found', 404, 'This photo is not among the photos you picked.');
}

export function photoImportCalls(imports: PhotoImports): CallDefinition<never>[] {
  const { core, cache } = imports;

  const tokenStatus = defineCall({
    name: 'google-photos-picker/token-status',
    auth: 'user',
    input: noInput,
    handler: async (_input, ctx) => {
      if (!imports.picker) throw notConfigured();
      return { connected: await core.hasToken(ctx.auth!.userId, 'photos') };
    },
  });

  const newSession = defineCall({
    name: 'google-photos-picker/new-session',
    auth: 'user',
    input: noInput,
    idempotent: false,
    handler: async (_input, ctx) => {
      const { picker, auth } = pickerFor(imports, ctx.auth!.userId);
      const session = await picker.createSession(auth);
      // `/autoclose` closes Google's picker window once the user is done (the documented suffix).
      return { tkn: session.id, picker_url: `${session.pickerUri.replace(/\/+$/, '')}/autoclose`, poll_interval: session.pollIntervalMs };
    },
  });

  const session = defineCall({
    name: 'google-photos-picker/session',
    auth: 'user',
    input: z.object({ tkn }),
    handler: async (input, ctx) => {
      const { picker, auth } = pickerFor(imports, ctx.auth!.userId);
      const s = await picker.getSession(auth, input.tkn);
      return { media_items_set: s.mediaItemsSet, poll_interval: s.pollIntervalMs };
    },
  });

  const listAllMedia = defineCall({
    name: 'google-photos-picker/list-all-media',
    auth: 'user',
    input: z.object({ tkn, next_page: pageToken }),
    handler: async (input, ctx) => {
      const userId = ctx.auth!.userId;
      const { picker, auth } = pickerFor(imports, userId);
      const page = await picker.listPicked(auth, input.tkn, input.next_page ?? null, PHOTO_SERVICE_PAGE_SIZE);
      for (const item of page.items) cache.put(userId, input.tkn, item);
      return withFields(page.items.map((item) => itemJson(input.tkn, item)), { next_page: page.nextPageToken });
    },
  });

  const getMediaItem = defineCall({
    name: 'google-photos-picker/get-media-item',
    auth: 'user',
    input: z.object({ tkn, id: z.string({ error: 'invalid_id' }).regex(/^[\w-]{1,300}$/, 'invalid_id') }),
    handler: async (input, ctx) => {
      const userId = ctx.auth!.userId;
      return itemJson(input.tkn, await findPicked(imports, userId, input.tkn, input.id));
    },
  });

  const disconnect = defineCall({
    name: 'google-photos-picker/disconnect',
    auth: 'user',
    input: noInput,
    idempotent: false,
    handler: async (_input, ctx) => {
      if (!imports.picker) throw notConfigured();
      await core.disconnect(ctx.auth!.userId, 'photos');
      cache.forgetUser(ctx.auth!.userId);
      return { disconnected: true };
    },
  });

  const albums = defineCall({
    name: 'social/albums',
    auth: 'user',
    input: noInput,
    handler: async (_input, ctx) => {
      const { graph, auth } = graphFor(imports, ctx.auth!.userId);
      const list = await graph.albums(auth);
      return list.map((album) => ({ id: album.id, name: album.name, images: album.photos.map(socialImageJson), next_page: album.next }));
    },
  });

  const albumPhotos = defineCall({
    name: 'social/album-photos',
    auth: 'user',
    input: z.object({
      album_id: z.string({ error: 'invalid_album' }).refine(isGraphId, 'invalid_album'),
      next_page: z.string().regex(/^[\w=+/-]{1,500}$/, 'invalid_page').optional(),
    }),
    handler: async (input, ctx) => {
      const { graph, auth } = graphFor(imports, ctx.auth!.userId);
      const page = await graph.albumPhotos(auth, input.album_id, input.next_page ?? null);
      return { images: page.photos.map(socialImageJson), next_page: page.next };
    },
  });

  const socialDisconnect = defineCall({
    name: 'social/disconnect',
    auth: 'user',
    input: noInput,
    idempotent: false,
    handler: async (_input, ctx) => {
      if (!imports.graph) throw notConfigured();
      await core.disconnect(ctx.auth!.userId, 'facebook');
      return { disconnected: true };
    },
  });

  return [tokenStatus, newSession, session, listAllMedia, getMediaItem, disconnect, albums, albumPhotos, socialDisconnect] as CallDefinition<never>[];
}
