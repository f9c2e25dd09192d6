// A local fake of the Facebook Graph API (the parts the social-network albums use), in the real API's shapes:
//   GET /v19.0/me/permissions                       → {data: [{permission, status: 'granted'|'declined'}]}
//   GET /v19.0/me/albums?fields=id,name,photos.limit(N){id,images}&limit=  → {data: Album[], paging}
//   GET /v19.0/{album-id}/photos?fields=id,images&limit=&after=            → {data: Photo[], paging: {cursors, next?}}
//   GET /cdn/{file}?w=  (the CDN the images' `source` URLs point at; public, like scontent.*.fbcdn.net)
// The token comes as `Authorization: Bearer` or `access_token=` (both work on the real Graph API); a missing or
// unknown one gets OAuthException code 190. `paging.next` is a full URL that carries the access token, as on
// the real API. Photos are the samples in public/samples, resized on the fly.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { PICKER_SAMPLE_FILES } from './googlePhotosPicker';

const SAMPLES_DIR = join(import.meta.dirname, '..', '..', 'public', 'samples');
export const GRAPH_VERSION = 'v19.0';

export interface FakeAlbum {
  id: string;
  name: string;
  photos: { id: string; file: string; width: number; height: number }[];
}

export interface FacebookGraphOptions {
  /** The account a token belongs to, or null when it is not valid (default: any non-empty token is its own account). */
  tokenOwner?: (token: string) => string | null | Promise<string | null>;
  /** Permissions an account declined at the consent screen (e.g. {alice: ['user_photos']}). */
  declined?: Record<string, string[]>;
  /** Albums and their photo counts (default: Profile pictures 3, Holidays 130, Timeline photos 12). */
  albums?: { name: string; photoCount: number }[];
  /** A fixed port (the e2e tests start the app server first, pointed at it); default a free one. */
  port?: number;
}

export interface RunningFacebookGraph {
  /** The API base (IMPORT_FACEBOOK_GRAPH_API): http://127.0.0.1:<port>/v19.0. */
  url: string;
  origin: string;
  albums: FakeAlbum[];
  declined: Map<string, Set<string>>;
  requests: { method: string; path: string }[];
  close(): Promise<void>;
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
  res.end(JSON.stringify(body));
}

function oauthError(res: ServerResponse, message: string): void {
  sendJson(res, 400, { error: { message, type: 'OAuthException', code: 190, fbtrace_id: 'AfakeTrace' } });
}

export async function startFacebookGraph(options: FacebookGraphOptions = {}): Promise<RunningFacebookGraph> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const base = `${origin}/${GRAPH_VERSION}`;
  const tokenOwner = options.tokenOwner ?? ((token: string) => token || null);
  const declined = new Map(Object.entries(options.declined ?? {}).map(([k, v]) => [k, new Set(v)]));
  const requests: RunningFacebookGraph['requests'] = [];

  const facts = new Map<string, { width: number; height: number }>();
  for (const file of PICKER_SAMPLE_FILES) {
    const meta = await sharp(join(SAMPLES_DIR, file)).metadata();
    facts.set(file, { width: meta.width ?? 1, height: meta.height ?? 1 });
  }
  let nextId = 10_000_000;
  const albums: FakeAlbum[] = (options.albums ?? [
    { name: 'Profile pictures', photoCount: 3 },
    { name: 'Holidays', photoCount: 130 },
    { name: 'Timeline photos', photoCount: 12 },
  ]).map((a) => ({
    id: String(nextId++),
    name: a.name,
    photos: Array.from({ length: a.photoCount }, (_, i) => {
      const file = PICKER_SAMPLE_FILES[i % PICKER_SAMPLE_FILES.length]!;
      return { id: String(nextId++), file, ...facts.get(file)! };
    }),
  }));
  const albumById = new Map(albums.map((a) => [a.id, a]));

  const photoJson = (p: FakeAlbum['photos'][number]) => {
    // The real `images` array: several renditions, largest first.
    const widths = [p.width, Math.min(p.width, 720), Math.min(p.width, 320)].filter((w, i, all) => all.indexOf(w) === i);
    return {
      id: p.id,
      images: widths.map((w) => ({ width: w, height: Math.round((p.height * w) / p.width), source: `${origin}/cdn/${p.file}?w=${w}&oh=${p.id}` })),
    };
  };

  function page<T>(items: T[], limit: number, after: string | null, nextUrl: (after: string) => string) {
    const start = after ? Number(Buffer.from(after, 'base64').toString('utf8')) : 0;
    const slice = items.slice(start, start + limit);
    const end = start + slice.length;
    const cursors = { before: Buffer.from(String(start)).toString('base64'), after: Buffer.from(String(Math.max(start, end - 1) + 1)).toString('base64') };
    return { data: slice, paging: { cursors, ...(end < items.length ? { next: nextUrl(cursors.after) } : {}) } };
  }

  /** `photos.limit(25){id,images}` in a fields list: whether photos are asked for, and their limit. */
  function photosField(fields: string): number | null {
    const match = /(?:^|,)photos(?:\.limit\((\d+)\))?/.exec(fields);
    if (!match) return null;
    return Math.min(100, Number(match[1] ?? 25));
  }

  const renditions = new Map<string, Promise<Buffer>>();

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const u = new URL(req.url ?? '/', origin);
    requests.push({ method: req.method ?? 'GET', path: `${u.pathname}${u.search.replace(/access_token=[^&]+/, 'access_token=…')}` });
    const cdn = /^\/cdn\/([\w.-]+)$/.exec(u.pathname);
    if (cdn) {
      const file = cdn[1]!;
      if (!(PICKER_SAMPLE_FILES as readonly string[]).includes(file)) return void res.writeHead(404).end();
      const width = Number(u.searchParams.get('w')) || undefined;
      // Each rendition is made once, as a CDN keeps its files: a page of thumbnails asks for the same few
      // sample files many times, and resizing each again kept this process (the Playwright worker) busy
      // long enough for the app server's calls to the Graph API to run out of time on a loaded machine.
      const key = `${file}@${width ?? 'full'}`;
      let rendition = renditions.get(key);
      if (!rendition) {
        rendition = sharp(readFileSync(join(SAMPLES_DIR, file))).resize({ width, withoutEnlargement: true }).jpeg().toBuffer();
        renditions.set(key, rendition);
        rendition.catch(() => renditions.delete(key));
      }
      const data = await rendition;
      res.writeHead(200, { 'content-type': 'image/jpeg' }).end(data);
      return;
    }
    const bearer = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
    const token = bearer ?? u.searchParams.get('access_token') ?? '';
    const account = token ? await tokenOwner(token) : null;
    if (!account) return oauthError(res, 'Invalid OAuth access token - Cannot parse access token');
    const path = u.pathname.startsWith(`/${GRAPH_VERSION}/`) ? u.pathname.slice(GRAPH_VERSION.length + 1) : u.pathname;
    const limit = Math.min(100, Math.max(1, Number(u.searchParams.get('limit') ?? 25) || 25));
    const after = u.searchParams.get('after');
    const fields = u.searchParams.get('fields') ?? '';
    const refusedPhotos = declined.get(account)?.has('user_photos') ?? false;

    if (path === '/me/permissions') {
      return sendJson(res, 200, {
        data: ['public_profile', 'user_photos'].map((permission) => ({ permission, status: declined.get(account)?.has(permission) ? 'declined' : 'granted' })),
      });
    }
    if (path === '/me/albums') {
      // Without user_photos the real API answers an empty list, not an error.
      const list = refusedPhotos ? [] : albums;
      const photoLimit = photosField(fields);
      const answer = page(list, limit, after, (a) => `${base}/me/albums?fields=${encodeURIComponent(fields)}&limit=${limit}&access_token=${token}&after=${a}`);
      return sendJson(res, 200, {
        ...answer,
        data: answer.data.map((album) => ({
          id: album.id,
          name: album.name,
          ...(photoLimit ? { photos: page(album.photos.map(photoJson), photoLimit, null, (a) => `${base}/${album.id}/photos?fields=id,images&limit=${photoLimit}&access_token=${token}&after=${a}`) } : {}),
        })),
      });
    }
    const albumPhotos = /^\/(\d+)\/photos$/.exec(path);
    if (albumPhotos) {
      const album = albumById.get(albumPhotos[1]!);
      if (!album || refusedPhotos) return sendJson(res, 400, { error: { message: 'Unsupported get request.', type: 'GraphMethodException', code: 100 } });
      return sendJson(res, 200, page(album.photos.map(photoJson), limit, after, (a) => `${base}/${album.id}/photos?fields=id,images&limit=${limit}&access_token=${token}&after=${a}`));
    }
    const photo = /^\/(\d+)$/.exec(path);
    if (photo && !refusedPhotos) {
      const found = albums.flatMap((a) => a.photos).find((p) => p.id === photo[1]);
      if (found) return sendJson(res, 200, photoJson(found));
    }
    sendJson(res, 400, { error: { message: 'Unsupported get request.', type: 'GraphMethodException', code: 100 } });
  }

  server.on('request', (req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { error: { message: String(error), type: 'FacebookApiException', code: 1 } });
      else res.end();
    });
  });
  return { url: base, origin, albums, declined, requests, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
