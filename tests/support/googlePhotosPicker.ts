// A local fake of the Google Photos Picker API (https://developers.google.com/photos/picker/reference/rest),
// for the photo-service connector's server tests and the e2e spec. It speaks the real API's shapes:
//   POST   /v1/sessions                         → PickingSession {id, pickerUri, pollingConfig, expireTime, mediaItemsSet}
//   GET    /v1/sessions/{id}                    → PickingSession
//   DELETE /v1/sessions/{id}                    → {}
//   GET    /v1/mediaItems?sessionId&pageSize&pageToken → {mediaItems: PickedMediaItem[], nextPageToken?}
//          (400 FAILED_PRECONDITION until the user has picked: mediaItemsSet false)
//   GET    {baseUrl}=w{W}-h{H} | =d             → the image bytes (needs the same bearer token, like the real one)
// Errors are Google's JSON error {error: {code, message, status}}. A session belongs to the account of the
// token that created it; another account's token gets 404 NOT_FOUND, a missing or unknown token 401.
// The picker page (the pickerUri) lists the account's library with checkboxes and a "Done" button; with the
// real API's `/autoclose` suffix it closes its window after the pick. Tests may also pick in code (pick()).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

const SAMPLES_DIR = join(import.meta.dirname, '..', '..', 'public', 'samples');

export const PICKER_SAMPLE_FILES = ['astronaut.png', 'brick.png', 'camera.png', 'chelsea.png', 'coffee.png', 'grass.png', 'gravel.png', 'horse.png', 'hubble_deep_field.jpg', 'rocket.jpg'] as const;

export interface FakeMediaItem {
  id: string;
  file: string;
  filename: string;
  mimeType: string;
  width: number;
  height: number;
  createTime: string;
}

interface Session {
  id: string;
  owner: string;
  picked: string[];
  mediaItemsSet: boolean;
  deleted: boolean;
}

export interface GooglePhotosPickerOptions {
  /** The account a bearer token belongs to, or null when the token is not valid (default: any non-empty token is its own account). */
  tokenOwner?: (token: string) => string | null | Promise<string | null>;
  /** How many photos each account's library holds (the samples over and over; default 60, more than one page of 45). */
  photoCount?: number;
  /** A fixed port (e2e: the app server is started pointing at it first); default a free one. */
  port?: number;
}

export interface RunningPhotosPicker {
  /** The API base (IMPORT_GOOGLE_PHOTOS_API): http://127.0.0.1:<port>/v1. */
  url: string;
  origin: string;
  library: FakeMediaItem[];
  /** Picks items in a session as the user would on the picker page (all of the library when ids are not given). */
  pick(sessionId: string, ids?: string[]): void;
  /** Every request the API answered: method, path with query, and the Authorization header. */
  requests: { method: string; path: string; authorization: string | undefined }[];
  sessions: Map<string, Session>;
  close(): Promise<void>;
}

const sizes = new Map<string, { width: number; height: number; mimeType: string }>();
async function sampleFacts(file: string): Promise<{ width: number; height: number; mimeType: string }> {
  const known = sizes.get(file);
  if (known) return known;
  const meta = await sharp(join(SAMPLES_DIR, file)).metadata();
  const facts = { width: meta.width ?? 1, height: meta.height ?? 1, mimeType: file.endsWith('.png') ? 'image/png' : 'image/jpeg' };
  sizes.set(file, facts);
  return facts;
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
  res.end(JSON.stringify(body));
}

function googleError(res: ServerResponse, code: number, status: string, message: string): void {
  sendJson(res, code, { error: { code, message, status } });
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function startGooglePhotosPicker(options: GooglePhotosPickerOptions = {}): Promise<RunningPhotosPicker> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const tokenOwner = options.tokenOwner ?? ((token: string) => token || null);
  const library: FakeMediaItem[] = [];
  const count = options.photoCount ?? 60;
  for (let i = 0; i < count; i++) {
    const file = PICKER_SAMPLE_FILES[i % PICKER_SAMPLE_FILES.length]!;
    const facts = await sampleFacts(file);
    const [stem, ext] = file.split('.') as [string, string];
    library.push({
      id: `AF1Qip${String(i).padStart(4, '0')}${randomBytes(4).toString('hex')}`,
      file,
      filename: i < PICKER_SAMPLE_FILES.length ? file : `${stem}-${i}.${ext}`,
      mimeType: facts.mimeType,
      width: facts.width,
      height: facts.height,
      createTime: new Date(Date.UTC(2026, 0, 1) + i * 86_400_000).toISOString(),
    });
  }
  const byId = new Map(library.map((item) => [item.id, item]));
  const sessions = new Map<string, Session>();
  const requests: RunningPhotosPicker['requests'] = [];

  const sessionJson = (s: Session) => ({
    id: s.id,
    pickerUri: `${url}/picker/${s.id}`,
    pollingConfig: { pollInterval: '1s', timeoutIn: '1800s' },
    expireTime: new Date(Date.now() + 3_600_000).toISOString(),
    mediaItemsSet: s.mediaItemsSet,
  });
  const itemJson = (item: FakeMediaItem) => ({
    id: item.id,
    createTime: item.createTime,
    type: 'PHOTO',
    mediaFile: {
      baseUrl: `${url}/lh3/${item.id}`,
      mimeType: item.mimeType,
      filename: item.filename,
      mediaFileMetadata: { width: item.width, height: item.height, cameraMake: 'Pixloom', cameraModel: 'Fake' },
    },
  });

  const pick = (sessionId: string, ids?: string[]): void => {
    const session = sessions.get(sessionId);
    if (!session || session.deleted) throw new Error(`no picking session ${sessionId}`);
    session.picked = (ids ?? library.map((i) => i.id)).filter((id) => byId.has(id));
    session.mediaItemsSet = true;
  };

  async function owner(req: IncomingMessage): Promise<string | null> {
    const header = req.headers.authorization ?? '';
    const match = /^Bearer (\S+)$/.exec(header);
    return match ? tokenOwner(match[1]!) : null;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const u = new URL(req.url ?? '/', url);
    const method = req.method ?? 'GET';
    requests.push({ method, path: `${u.pathname}${u.search}`, authorization: req.headers.authorization });

    // The picker page: what the user sees in the popup. No token here (the real one has the user's Google sign-in).
    const pickerMatch = /^\/picker\/([^/]+?)(\/autoclose)?$/.exec(u.pathname);
    if (pickerMatch) {
      const session = sessions.get(pickerMatch[1]!);
      if (!session || session.deleted) {
        res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' }).end('<!doctype html><title>Google Photos</title><p>This link has expired.</p>');
        return;
      }
      const autoclose = Boolean(pickerMatch[2]);
      if (method === 'POST') {
        const form = new URLSearchParams(await readBody(req));
        pick(session.id, form.getAll('item'));
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(`<!doctype html><title>Google Photos</title><p data-testid="picker-done">Done. You can close this window.</p>${autoclose ? '<script>window.close()</script>' : ''}`);
        return;
      }
      const rows = library
        .map((item, i) => `<li><label><input type="checkbox" name="item" value="${item.id}" data-index="${i}"> ${escapeHtml(item.filename)}</label></li>`)
        .join('');
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><title>Google Photos</title><h1>Select photos</h1><form method="post"><ul>${rows}</ul><button type="submit">Done</button></form>`);
      return;
    }

    const account = await owner(req);
    if (!account) return googleError(res, 401, 'UNAUTHENTICATED', 'Request had invalid authentication credentials.');

    // Media bytes: baseUrl plus =w{W}-h{H} (fits inside the box, like the real one) or =d (the original).
    const mediaMatch = /^\/lh3\/([^/=]+)(?:=(.*))?$/.exec(u.pathname);
    if (mediaMatch && method === 'GET') {
      const item = byId.get(mediaMatch[1]!);
      const pickedByAccount = [...sessions.values()].some((s) => s.owner === account && s.picked.includes(mediaMatch[1]!));
      if (!item || !pickedByAccount) return googleError(res, 403, 'PERMISSION_DENIED', 'The caller does not have permission.');
      const suffix = mediaMatch[2] ?? '';
      const data = readFileSync(join(SAMPLES_DIR, item.file));
      const size = /^w(\d+)-h(\d+)(?:-c)?$/.exec(suffix);
      if (size) {
        const resized = await sharp(data).resize(Number(size[1]), Number(size[2]), { fit: 'inside', withoutEnlargement: true }).jpeg().toBuffer();
        res.writeHead(200, { 'content-type': 'image/jpeg' }).end(resized);
        return;
      }
      if (suffix === 'd') {
        res.writeHead(200, { 'content-type': item.mimeType }).end(data);
        return;
      }
      return googleError(res, 400, 'INVALID_ARGUMENT', 'Add =w{width}-h{height} or =d to the base URL.');
    }

    if (u.pathname === '/v1/sessions' && method === 'POST') {
      const session: Session = { id: randomBytes(12).toString('hex'), owner: account, picked: [], mediaItemsSet: false, deleted: false };
      sessions.set(session.id, session);
      return sendJson(res, 200, sessionJson(session));
    }
    const sessionMatch = /^\/v1\/sessions\/([^/]+)$/.exec(u.pathname);
    if (sessionMatch) {
      const session = sessions.get(sessionMatch[1]!);
      if (!session || session.deleted || session.owner !== account) return googleError(res, 404, 'NOT_FOUND', 'Requested entity was not found.');
      if (method === 'GET') return sendJson(res, 200, sessionJson(session));
      if (method === 'DELETE') {
        session.deleted = true;
        return sendJson(res, 200, {});
      }
    }
    if (u.pathname === '/v1/mediaItems' && method === 'GET') {
      const session = sessions.get(u.searchParams.get('sessionId') ?? '');
      if (!session || session.deleted || session.owner !== account) return googleError(res, 404, 'NOT_FOUND', 'Requested entity was not found.');
      if (!session.mediaItemsSet) return googleError(res, 400, 'FAILED_PRECONDITION', 'The user has not picked any media items yet.');
      const pageSize = Math.min(100, Math.max(1, Number(u.searchParams.get('pageSize') ?? 25) || 25));
      const token = u.searchParams.get('pageToken');
      const start = token ? Number(Buffer.from(token, 'base64url').toString('utf8').replace('offset:', '')) : 0;
      if (!Number.isInteger(start) || start < 0) return googleError(res, 400, 'INVALID_ARGUMENT', 'Invalid page token.');
      const ids = session.picked.slice(start, start + pageSize);
      const end = start + ids.length;
      return sendJson(res, 200, {
        mediaItems: ids.map((id) => itemJson(byId.get(id)!)),
        ...(end < session.picked.length ? { nextPageToken: Buffer.from(`offset:${end}`).toString('base64url') } : {}),
      });
    }
    googleError(res, 404, 'NOT_FOUND', 'Not found.');
  }

  server.on('request', (req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) googleError(res, 500, 'INTERNAL', String(error));
      else res.end();
    });
  });
  return {
    url: `${url}/v1`,
    origin: url,
    library,
    pick,
    requests,
    sessions,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
