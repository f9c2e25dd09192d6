// The cloud drive import (issue 19; spec account-content §7 "Third-party imports": cloud drive) through
// Google Drive v3's REST API (its base is IMPORT_GOOGLE_DRIVE_API, a local fake in the tests), with the
// user's token from the OAuth core (withAccessToken; no usable token answers no_access_token):
//
//   drive/get-token      whether the user's drive is connected (no_access_token otherwise: authorise)
//   drive/assets         parent, folders, sharedWithMe, isNested, next_page → {files, nextPageToken}:
//                        files.list with q "'<parent>' in parents and trashed = false" (or "sharedWithMe"
//                        at the top of "shared with me"), folders or images by mimeType, 45 images a page
//   drive/download-file  file_id, mimeType, getOnlyFileInfo → the file's item (an image only)
//   drive/create-folder  title, folder_id → the new folder's item
//   drive/upload-file    image_url (the key of the user's own direct upload to the photos bucket), file_name,
//                        folder_id → the new file's item (files.create, uploadType=multipart)
//   drive/disconnect     revokes and deletes the tokens
//
//   GET /imports/drive/file/:id        the image's bytes (files.get alt=media), for the editor to open
//   GET /imports/drive/thumbnail/:id   its thumbnail (the thumbnailLink's image)
//
// The browser never sees the token: items carry the two routes above as their links.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { defineCall, type CallDefinition } from '../api/types';
import { ApiError, notLoggedIn } from '../api/errors';
import { noInput } from '../api/input';
import { errorBody } from '../http/errors';
import { isSafeKey } from '../adapters/storage';
import { StorageError } from '../adapters/storage/errors';
import { inspectImage, MIME_OF } from '../storage/inspect';
import { findUpload } from '../storage/uploads';
import type { Services } from '../services';
import {
  DRIVE_FOLDER_MIME,
  DRIVE_FOLDER_NAME_MAX,
  DRIVE_FOLDER_PAGE_SIZE,
  DRIVE_ID_PATTERN,
  DRIVE_PAGE_SIZE,
  DRIVE_ROOT,
  driveFileUrl,
  driveThumbnailUrl,
  isDriveImageMime,
  type DriveAssetsJson,
  type DriveItemJson,
} from '../../src/lib/shared/drive';

const FILE_FIELDS = 'id,name,mimeType,thumbnailLink,webContentLink,imageMediaMetadata(width,height),size';
const THUMB_CACHE_MAX = 5000;
const THUMB_CACHE_MS = 30 * 60_000;

interface DriveFile {
  id?: unknown;
  name?: unknown;
  mimeType?: unknown;
  thumbnailLink?: unknown;
  imageMediaMetadata?: { width?: unknown; height?: unknown };
  size?: unknown;
}

const flag = (code: string) => z.enum(['0', '1', 'true', 'false'], { error: code }).optional().transform((v) => v === '1' || v === 'true');
const driveId = (code: string) => z.string({ error: code }).regex(DRIVE_ID_PATTERN, code);

const assetsInput = z.object({
  parent: driveId('invalid_folder_id').optional(),
  folders: flag('invalid_input'),
  sharedWithMe: flag('invalid_input'),
  isNested: flag('invalid_input'),
  next_page: z.string({ error: 'invalid_page_token' }).max(2000, 'invalid_page_token').regex(/^[\w\-.~=+/]*$/, 'invalid_page_token').optional(),
});

const downloadInput = z.object({
  file_id: driveId('invalid_file_id'),
  mimeType: z.string().max(200, 'invalid_input').optional(),
  getOnlyFileInfo: flag('invalid_input'),
});

const createFolderInput = z.object({
  title: z
    .string({ error: 'invalid_folder_name' })
    .transform((s) => s.trim().replace(/^[.\\]+/, ''))
    .pipe(z.string().min(1, 'invalid_folder_name').max(DRIVE_FOLDER_NAME_MAX, 'invalid_folder_name')),
  folder_id: driveId('invalid_folder_id').optional(),
});

const uploadInput = z.object({
  image_url: z.string({ error: 'image_missing' }).min(1, 'image_missing').max(400, 'image_missing'),
  file_name: z
    .string({ error: 'invalid_file_name' })
    .transform((s) => [...s.trim().replace(/^[.\\]+/, '')].filter((c) => c.charCodeAt(0) >= 32 && c !== '\\' && c !== '/').join(''))
    .pipe(z.string().min(1, 'invalid_file_name').max(DRIVE_FOLDER_NAME_MAX, 'invalid_file_name')),
  folder_id: driveId('invalid_folder_id').optional(),
});

const positive = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.round(value) : 0);

function itemOf(file: DriveFile): DriveItemJson | null {
  if (typeof file.id !== 'string' || !DRIVE_ID_PATTERN.test(file.id) || typeof file.mimeType !== 'string') return null;
  const isFolder = file.mimeType === DRIVE_FOLDER_MIME;
  if (!isFolder && !isDriveImageMime(file.mimeType)) return null;
  return {
    id: file.id,
    name: typeof file.name === 'string' ? file.name : '',
    mimeType: file.mimeType,
    thumbnailLink: isFolder ? '' : driveThumbnailUrl(file.id),
    webContentLink: isFolder ? '' : driveFileUrl(file.id),
    width: positive(file.imageMediaMetadata?.width),
    height: positive(file.imageMediaMetadata?.height),
  };
}

/** Drive's answer as JSON, or the error a user understands. */
async function driveJson<T>(response: Response): Promise<T> {
  if (response.status === 404) throw new ApiError('file_not_found', 404, 'The file is not in the drive any more.');
  if (response.status === 403 || response.status === 400) throw new ApiError('unable_download_file', 400, 'The drive refused the request.');
  if (!response.ok) throw new ApiError('provider_unavailable', 502, 'The drive cannot be reached. Try again later.');
  try {
    return (await response.json()) as T;
  } catch {
    throw new ApiError('invalid_response', 502, 'The drive answered something unexpected.');
  }
}

const connectors = new WeakMap<Services, DriveConnector>();

/** The one drive connector of a server (its calls and routes share the thumbnail links it keeps). */
export function driveConnectorOf(services: Services): DriveConnector {
  let found = connectors.get(services);
  if (!found) {
    found = driveConnector(services);
    connectors.set(services, found);
  }
  return found;
}

function driveConnector(services: Services) {
  const { imports } = services;
  const thumbLinks = new Map<string, { link: string; at: number }>();
  const api = (): string => imports.apiBase('drive', 'drive');
  const authorized = (token: string, init: RequestInit = {}): RequestInit => ({ ...init, headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${token}` } });

  const rememberThumb = (userId: string, file: DriveFile): void => {
    if (typeof file.id !== 'string' || typeof file.thumbnailLink !== 'string') return;
    // Scoped to its owner: one user's links are never served to another.
    const key = `${userId}\n${file.id}`;
    thumbLinks.delete(key);
    thumbLinks.set(key, { link: file.thumbnailLink, at: Date.now() });
    if (thumbLinks.size > THUMB_CACHE_MAX) thumbLinks.delete(thumbLinks.keys().next().value!);
  };

  async function list(userId: string, input: z.output<typeof assetsInput>): Promise<DriveAssetsJson> {
    const parent = input.parent ?? DRIVE_ROOT;
    const where = input.sharedWithMe && !input.isNested ? ['sharedWithMe', 'trashed = false'] : [`'${parent}' in parents`, 'trashed = false'];
    where.push(input.folders ? `mimeType = '${DRIVE_FOLDER_MIME}'` : "mimeType contains 'image/'");
    const params = new URLSearchParams({
      q: where.join(' and '),
      pageSize: String(input.folders ? DRIVE_FOLDER_PAGE_SIZE : DRIVE_PAGE_SIZE),
      fields: `nextPageToken,files(${FILE_FIELDS})`,
      orderBy: input.folders ? 'name' : 'modifiedTime desc',
      includeItemsFromAllDrives: 'true',
      supportsAllDrives: 'true',
    });
    if (input.next_page) params.set('pageToken', input.next_page);
    const response = await imports.withAccessToken(userId, 'drive', (token) => fetch(`${api()}/files?${params}`, authorized(token)));
    const body = await driveJson<{ files?: unknown; nextPageToken?: unknown }>(response);
    if (!Array.isArray(body.files)) throw new ApiError('invalid_response', 502, 'The drive answered something unexpected.');
    const files: DriveItemJson[] = [];
    for (const raw of body.files as DriveFile[]) {
      const item = itemOf(raw);
      // Folders when folders were asked, images otherwise (spec §5: drive items must be image types).
      if (!item || (item.mimeType === DRIVE_FOLDER_MIME) !== input.folders) continue;
      rememberThumb(userId, raw);
      files.push(item);
    }
    return { files, nextPageToken: typeof body.nextPageToken === 'string' && body.nextPageToken ? body.nextPageToken : null };
  }

  async function fileInfo(userId: string, fileId: string): Promise<DriveFile> {
    const response = await imports.withAccessToken(userId, 'drive', (token) => fetch(`${api()}/files/${fileId}?fields=${encodeURIComponent(FILE_FIELDS)}&supportsAllDrives=true`, authorized(token)));
    const file = await driveJson<DriveFile>(response);
    rememberThumb(userId, file);
    return file;
  }

  /** The thumbnail link may be sent the token only when it is the drive's own (its API host or Google's image hosts). */
  function mayCarryToken(link: URL): boolean {
    const apiOrigin = new URL(api()).origin;
    if (link.origin === apiOrigin) return true;
    return link.protocol === 'https:' && (link.hostname.endsWith('.googleusercontent.com') || link.hostname.endsWith('.google.com'));
  }

  async function thumbnail(userId: string, fileId: string): Promise<Response> {
    const key = `${userId}\n${fileId}`;
    let cached = thumbLinks.get(key);
    if (!cached || cached.at + THUMB_CACHE_MS < Date.now()) {
      const file = await fileInfo(userId, fileId);
      if (typeof file.mimeType !== 'string' || !isDriveImageMime(file.mimeType)) throw new ApiError('unable_download_file', 400, 'This file is not an image.');
      cached = thumbLinks.get(key);
    }
    let link: URL | null = null;
    try {
      link = cached ? new URL(cached.link) : null;
    } catch {
      link = null;
    }
    if (!link || !mayCarryToken(link)) return media(userId, fileId);
    const target = link;
    return imports.withAccessToken(userId, 'drive', (token) => fetch(target, { ...authorized(token), redirect: 'error' }));
  }

  function media(userId: string, fileId: string): Promise<Response> {
    return imports.withAccessToken(userId, 'drive', (token) => fetch(`${api()}/files/${fileId}?alt=media&supportsAllDrives=true`, authorized(token)));
  }

  const calls: CallDefinition<never>[] = [
    defineCall({
      name: 'drive/get-token',
      auth: 'user',
      input: noInput,
      idempotent: false,
      async handler(_input, ctx) {
        if (!imports.isConfigured('drive')) throw new ApiError('provider_not_configured', 404, 'The drive import is not set up on this server.');
        if (!(await imports.hasToken(ctx.auth!.userId, 'drive'))) throw new ApiError('no_access_token', 401, 'Connect your drive first.');
        return { connected: true };
      },
    }),
    defineCall({
      name: 'drive/assets',
      auth: 'user',
      input: assetsInput,
      idempotent: false,
      handler: (input, ctx) => list(ctx.auth!.userId, input),
    }),
    defineCall({
      name: 'drive/download-file',
      auth: 'user',
      input: downloadInput,
      idempotent: false,
      async handler(input, ctx) {
        const file = await fileInfo(ctx.auth!.userId, input.file_id);
        const item = itemOf(file);
        if (!item || item.mimeType === DRIVE_FOLDER_MIME) throw new ApiError('unable_download_file', 400, 'Only images can be opened from the drive.');
        const size = typeof file.size === 'string' ? Number(file.size) : 0;
        if (size > services.config.imageProxy.maxBytes) throw new ApiError('file_size_is_large', 413, 'The image is too large to open.');
        return { ...item, size };
      },
    }),
    defineCall({
      name: 'drive/create-folder',
      auth: 'user',
      input: createFolderInput,
      async handler(input, ctx) {
        const body = JSON.stringify({ name: input.title, mimeType: DRIVE_FOLDER_MIME, parents: [input.folder_id ?? DRIVE_ROOT] });
        const response = await imports.withAccessToken(ctx.auth!.userId, 'drive', (token) =>
          fetch(`${api()}/files?fields=${encodeURIComponent(FILE_FIELDS)}&supportsAllDrives=true`, authorized(token, { method: 'POST', body, headers: { 'content-type': 'application/json' } })),
        );
        const item = itemOf(await driveJson<DriveFile>(response));
        if (!item) throw new ApiError('invalid_response', 502, 'The drive answered something unexpected.');
        return item;
      },
    }),
    defineCall({
      name: 'drive/upload-file',
      auth: 'user',
      input: uploadInput,
      async handler(input, ctx) {
        const { db, storage, config } = services;
        // The picture: the user's own upload to the photos bucket, checked by its bytes.
        const key = storage.keyFromUpload(input.image_url);
        const upload = isSafeKey(key) ? await findUpload(db, key) : undefined;
        if (!upload || upload.user_id !== ctx.auth!.userId || upload.bucket !== 'photos') throw new ApiError('image_missing', 404, 'Upload the picture first.');
        const data = await storage.get(key);
        if (!data) throw new ApiError('image_missing', 404, 'Upload the picture first.');
        let mimeType: string;
        try {
          mimeType = MIME_OF[(await inspectImage(data, upload.content_type, config.uploadMaxPixels)).format];
        } catch (error) {
          if (error instanceof StorageError) throw new ApiError(error.code, error.status, error.message);
          throw error;
        }
        const boundary = `pixloom-${ctx.requestId ?? Date.now().toString(36)}`.replace(/[^\w-]/g, '');
        const metadata = JSON.stringify({ name: input.file_name, mimeType, parents: [input.folder_id ?? DRIVE_ROOT] });
        const body = Buffer.concat([
          Buffer.from(`--${boundary}\r\ncontent-type: application/json; charset=UTF-8\r\n\r\n${metadata}\r\n--${boundary}\r\ncontent-type: ${mimeType}\r\n\r\n`),
          data,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]);
        const uploadBase = api().replace(/\/drive\/v3$/, '/upload/drive/v3');
        const response = await imports.withAccessToken(ctx.auth!.userId, 'drive', (token) =>
          fetch(`${uploadBase}/files?uploadType=multipart&fields=${encodeURIComponent(FILE_FIELDS)}&supportsAllDrives=true`, authorized(token, { method: 'POST', body, headers: { 'content-type': `multipart/related; boundary=${boundary}` } })),
        );
        const item = itemOf(await driveJson<DriveFile>(response));
        if (!item) throw new ApiError('invalid_response', 502, 'The drive answered something unexpected.');
        return item;
      },
    }),
    defineCall({
      name: 'drive/disconnect',
      auth: 'user',
      input: noInput,
      async handler(_input, ctx) {
        if (!imports.isConfigured('drive')) throw new ApiError('provider_not_configured', 404, 'The drive import is not set up on this server.');
        await imports.disconnect(ctx.auth!.userId, 'drive');
        const prefix = `${ctx.auth!.userId}\n`;
        for (const key of [...thumbLinks.keys()]) if (key.startsWith(prefix)) thumbLinks.delete(key);
        return 'success';
      },
    }),
  ] as CallDefinition<never>[];

  return { calls, media, thumbnail };
}

export type DriveConnector = ReturnType<typeof driveConnector>;

/** Sends a drive image to the browser: images only, at most the size limit, never cached by shared caches. */
async function sendImage(reply: FastifyReply, upstream: Response, maxBytes: number): Promise<FastifyReply> {
  if (upstream.status === 404) {
    await upstream.body?.cancel();
    return reply.code(404).send(errorBody('file_not_found', 'The file is not in the drive any more.'));
  }
  const type = (upstream.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (!upstream.ok || !isDriveImageMime(type)) {
    await upstream.body?.cancel();
    return reply.code(upstream.ok ? 415 : 502).send(errorBody('unable_download_file', 'The file could not be downloaded as an image.'));
  }
  const declared = Number(upstream.headers.get('content-length') ?? 0);
  if (declared > maxBytes) {
    await upstream.body?.cancel();
    return reply.code(413).send(errorBody('file_size_is_large', 'The image is too large to open.'));
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of upstream.body ?? []) {
    total += (chunk as Uint8Array).byteLength;
    if (total > maxBytes) return reply.code(413).send(errorBody('file_size_is_large', 'The image is too large to open.'));
    chunks.push(chunk as Uint8Array);
  }
  return reply
    .type(type)
    .header('cache-control', 'private, max-age=600')
    .header('vary', 'Cookie')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(Buffer.concat(chunks));
}

export async function driveRoutes(app: FastifyInstance, { services }: { services: Services }): Promise<void> {
  const drive = driveConnectorOf(services);
  const serve = (kind: 'file' | 'thumbnail') => async (request: FastifyRequest, reply: FastifyReply) => {
    const id = (request.params as { id: string }).id;
    if (!DRIVE_ID_PATTERN.test(id)) return reply.code(400).send(errorBody('invalid_file_id', 'This is not a drive file id.'));
    if (!services.imports.isConfigured('drive')) return reply.code(404).send(errorBody('provider_not_configured', 'The drive import is not set up on this server.'));
    const auth = await services.sessions.resolve(request);
    if (!auth) {
      const error = notLoggedIn();
      return reply.code(error.status).send(errorBody(error.code, error.message));
    }
    try {
      const upstream = kind === 'file' ? await drive.media(auth.userId, id) : await drive.thumbnail(auth.userId, id);
      return await sendImage(reply, upstream, services.config.imageProxy.maxBytes);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return reply.code(error.status).send(errorBody(error.code, error.message));
    }
  };
  app.get('/imports/drive/file/:id', serve('file'));
  app.get('/imports/drive/thumbnail/:id', serve('thumbnail'));
}
