// A local fake of the Google Drive v3 REST API for the drive import's tests (server/imports/drive.ts). It
// answers the requests the connector makes in the real API's shape, for a small folder tree of the
// shipped sample photos (public/samples), behind the bearer tokens of the fake authorization server:
//
//   GET  /drive/v3/files?q=…&pageSize=…&pageToken=…&fields=…   files.list: q is a conjunction of
//        '<id>' in parents | sharedWithMe | trashed = false | mimeType = '…' | mimeType != '…' |
//        mimeType contains '…' (anything else answers 400 invalidQuery, as Google does); fields filters
//        nextPageToken and files(…) members
//   GET  /drive/v3/files/<id>?fields=…                          files.get (metadata)
//   GET  /drive/v3/files/<id>?alt=media                         the file's bytes
//   POST /drive/v3/files                                        files.create of a folder (JSON body)
//   POST /upload/drive/v3/files?uploadType=multipart            files.create of a file (multipart/related:
//        the JSON metadata, then the media)
//   GET  /thumbnails/<id>                                       the thumbnailLink's image (220 px), bearer too
//
// The tree: root holds "Holidays" (3 photos), "Family" (2 photos and the folder "2024" with 1 photo),
// "Many" (50 photos, for paging), 2 photos, a PDF and a trashed photo; shared with the user: the folder
// "Shared album" (2 photos) and 1 photo.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import type { FakeOAuthServer } from './oauthServer';

export const FOLDER_MIME = 'application/vnd.google-apps.folder';
const SAMPLES = resolve(import.meta.dirname, '../../public/samples');

export interface FakeDriveFile {
  id: string;
  name: string;
  mimeType: string;
  parents: string[];
  trashed: boolean;
  sharedWithMe: boolean;
  /** The sample file's bytes (images and the PDF); none for folders. */
  data?: Buffer;
  width?: number;
  height?: number;
}

export interface FakeDrive {
  url: string;
  /** IMPORT_GOOGLE_DRIVE_API for the app server. */
  apiBase: string;
  files: Map<string, FakeDriveFile>;
  /** The id of a file or folder by its name (first match). */
  idOf(name: string): string;
  /** How many API requests each path got (for assertions). */
  requests: string[];
  close(): Promise<void>;
}

const newId = (): string => randomBytes(16).toString('base64url').replace(/[^A-Za-z0-9]/g, 'x').slice(0, 28);

function googleError(response: ServerResponse, code: number, reason: string, message: string): void {
  response.writeHead(code, { 'content-type': 'application/json; charset=UTF-8' });
  response.end(JSON.stringify({ error: { code, message, errors: [{ message, domain: 'global', reason }], status: code === 401 ? 'UNAUTHENTICATED' : code === 404 ? 'NOT_FOUND' : 'INVALID_ARGUMENT' } }));
}

/** The members `fields` asks of each file: files(a,b,c(d)) → a, b, c; '*' or none → all. */
function fileFields(fields: string | null): Set<string> | null {
  if (!fields || fields === '*') return null;
  const inner = /files\(([^]*)\)/.exec(fields)?.[1] ?? fields;
  const names = new Set<string>();
  let depth = 0;
  let current = '';
  for (const ch of inner) {
    if (ch === '(') depth++;
    if (ch === ')') depth--;
    if (ch === ',' && depth === 0) {
      names.add(current.trim().replace(/\(.*$/, ''));
      current = '';
    } else current += ch;
  }
  if (current.trim()) names.add(current.trim().replace(/\(.*$/, ''));
  return names;
}

type Term = (file: FakeDriveFile) => boolean;

/** q as Google reads the terms the connector uses; null for a query it would refuse. */
function parseQuery(q: string): Term[] | null {
  const terms: Term[] = [];
  for (const raw of q.split(/\s+and\s+/i)) {
    const part = raw.trim();
    let m: RegExpExecArray | null;
    if ((m = /^'((?:[^'\\]|\\.)*)'\s+in\s+parents$/i.exec(part))) {
      const id = m[1]!.replace(/\\(.)/g, '$1');
      terms.push((f) => f.parents.includes(id));
    } else if (/^sharedWithMe$/i.test(part) || /^sharedWithMe\s*=\s*true$/i.test(part)) terms.push((f) => f.sharedWithMe);
    else if (/^trashed\s*=\s*false$/i.test(part)) terms.push((f) => !f.trashed);
    else if (/^trashed\s*=\s*true$/i.test(part)) terms.push((f) => f.trashed);
    else if ((m = /^mimeType\s*(=|!=)\s*'([^']*)'$/.exec(part))) {
      const [, op, value] = m;
      terms.push(op === '=' ? (f) => f.mimeType === value : (f) => f.mimeType !== value);
    } else if ((m = /^mimeType\s+contains\s+'([^']*)'$/.exec(part))) {
      const value = m[1]!;
      terms.push((f) => f.mimeType.includes(value));
    } else return null;
  }
  return terms;
}

export async function startFakeDrive(oauth: Pick<FakeOAuthServer, 'verify'>, options: { port?: number } = {}): Promise<FakeDrive> {
  const files = new Map<string, FakeDriveFile>();
  const requests: string[] = [];
  const samples = new Map<string, { data: Buffer; width: number; height: number; mimeType: string }>();
  const sample = async (file: string) => {
    let found = samples.get(file);
    if (!found) {
      const data = readFileSync(join(SAMPLES, file));
      const meta = await sharp(data).metadata();
      found = { data, width: meta.width ?? 0, height: meta.height ?? 0, mimeType: file.endsWith('.png') ? 'image/png' : 'image/jpeg' };
      samples.set(file, found);
    }
    return found;
  };
  const folder = (name: string, parent: string | null, shared = false): string => {
    const id = newId();
    files.set(id, { id, name, mimeType: FOLDER_MIME, parents: parent ? [parent] : [], trashed: false, sharedWithMe: shared });
    return id;
  };
  const photo = async (file: string, parent: string | null, name = file, extra: Partial<FakeDriveFile> = {}): Promise<string> => {
    const s = await sample(file);
    const id = newId();
    files.set(id, { id, name, mimeType: s.mimeType, parents: parent ? [parent] : [], trashed: false, sharedWithMe: false, data: s.data, width: s.width, height: s.height, ...extra });
    return id;
  };
  const root = 'root';
  const holidays = folder('Holidays', root);
  await photo('coffee.png', holidays, 'Coffee in Lisbon.png');
  await photo('rocket.jpg', holidays, 'Rocket launch.jpg');
  await photo('gravel.png', holidays, 'Beach gravel.png');
  const family = folder('Family', root);
  await photo('chelsea.png', family, 'Chelsea the cat.png');
  await photo('horse.png', family, 'Horse.png');
  const year = folder('2024', family);
  await photo('astronaut.png', year, 'Astronaut.png');
  const many = folder('Many', root);
  const names = ['brick.png', 'grass.png', 'camera.png', 'horse.png', 'rocket.jpg'];
  for (let i = 1; i <= 50; i++) await photo(names[i % names.length]!, many, `Photo ${String(i).padStart(2, '0')}${names[i % names.length]!.slice(-4)}`);
  await photo('camera.png', root, 'Camera.png');
  await photo('hubble_deep_field.jpg', root, 'Hubble deep field.jpg');
  const pdf = newId();
  files.set(pdf, { id: pdf, name: 'Notes.pdf', mimeType: 'application/pdf', parents: [root], trashed: false, sharedWithMe: false, data: Buffer.from('%PDF-1.4\n%fake\n') });
  await photo('brick.png', root, 'Deleted brick.png', { trashed: true });
  const shared = folder('Shared album', null, true);
  await photo('grass.png', shared, 'Grass.png');
  await photo('coffee.png', shared, 'Shared coffee.png');
  await photo('rocket.jpg', null, 'Rocket from a friend.jpg', { sharedWithMe: true });

  let base = '';
  const present = (file: FakeDriveFile, wanted: Set<string> | null): Record<string, unknown> => {
    const full: Record<string, unknown> = {
      kind: 'drive#file',
      id: file.id,
      name: file.name,
      mimeType: file.mimeType,
      parents: file.parents,
      trashed: file.trashed,
      ...(file.mimeType.startsWith('image/')
        ? {
            thumbnailLink: `${base}/thumbnails/${file.id}?sz=s220`,
            webContentLink: `${base}/uc?id=${file.id}&export=download`,
            imageMediaMetadata: { width: file.width, height: file.height },
          }
        : {}),
      ...(file.data ? { size: String(file.data.length) } : {}),
    };
    if (!wanted) return full;
    return Object.fromEntries(Object.entries(full).filter(([key]) => wanted.has(key)));
  };

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const url = new URL(request.url ?? '/', base);
    requests.push(`${request.method} ${url.pathname}`);
    if (!oauth.verify(request.headers.authorization)) return googleError(response, 401, 'authError', 'Request had invalid authentication credentials.');

    const thumb = /^\/thumbnails\/([\w-]+)$/.exec(url.pathname);
    if (request.method === 'GET' && thumb) {
      const file = files.get(thumb[1]!);
      if (!file?.data || !file.mimeType.startsWith('image/')) return googleError(response, 404, 'notFound', 'Not found');
      const small = await sharp(file.data).resize(220, 220, { fit: 'inside' }).jpeg({ quality: 80 }).toBuffer();
      response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': small.length });
      response.end(small);
      return;
    }

    if (url.pathname === '/drive/v3/files' && request.method === 'GET') {
      const terms = parseQuery(url.searchParams.get('q') ?? 'trashed = false');
      if (!terms) return googleError(response, 400, 'invalid', 'Invalid Value');
      const pageSize = Math.min(1000, Math.max(1, Number(url.searchParams.get('pageSize') ?? 100) || 100));
      const offset = url.searchParams.get('pageToken') ? Number(Buffer.from(url.searchParams.get('pageToken')!, 'base64url').toString('utf8')) : 0;
      if (!Number.isInteger(offset) || offset < 0) return googleError(response, 400, 'invalid', 'Invalid Value');
      const matching = [...files.values()].filter((f) => terms.every((t) => t(f))).sort((a, b) => a.name.localeCompare(b.name));
      const page = matching.slice(offset, offset + pageSize);
      const next = offset + pageSize < matching.length ? Buffer.from(String(offset + pageSize)).toString('base64url') : undefined;
      const wanted = fileFields(url.searchParams.get('fields'));
      const body: Record<string, unknown> = { kind: 'drive#fileList', incompleteSearch: false, files: page.map((f) => present(f, wanted)) };
      if (next) body.nextPageToken = next;
      response.writeHead(200, { 'content-type': 'application/json; charset=UTF-8' });
      response.end(JSON.stringify(body));
      return;
    }

    if (url.pathname === '/drive/v3/files' && request.method === 'POST') {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      let body: { name?: unknown; mimeType?: unknown; parents?: unknown };
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as typeof body;
      } catch {
        return googleError(response, 400, 'parseError', 'Parse Error');
      }
      if (typeof body.name !== 'string' || body.mimeType !== FOLDER_MIME) return googleError(response, 400, 'invalid', 'Only folders can be created here.');
      const parents = Array.isArray(body.parents) ? body.parents.filter((p): p is string => typeof p === 'string') : ['root'];
      if (parents.some((p) => p !== 'root' && files.get(p)?.mimeType !== FOLDER_MIME)) return googleError(response, 404, 'notFound', `File not found: ${parents[0]}.`);
      const id = folder(body.name, parents[0] ?? 'root');
      response.writeHead(200, { 'content-type': 'application/json; charset=UTF-8' });
      response.end(JSON.stringify(present(files.get(id)!, fileFields(url.searchParams.get('fields')))));
      return;
    }

    if (url.pathname === '/upload/drive/v3/files' && request.method === 'POST') {
      if (url.searchParams.get('uploadType') !== 'multipart') return googleError(response, 400, 'invalid', 'Invalid uploadType');
      const boundary = /boundary=("?)([^";]+)\1/.exec(request.headers['content-type'] ?? '')?.[2];
      if (!/^multipart\/related/i.test(request.headers['content-type'] ?? '') || !boundary) return googleError(response, 400, 'badContent', 'Bad content type');
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const raw = Buffer.concat(chunks);
      const parts: Buffer[] = [];
      const delimiter = Buffer.from(`--${boundary}`);
      let at = raw.indexOf(delimiter);
      while (at !== -1) {
        const start = at + delimiter.length;
        if (raw.subarray(start, start + 2).toString() === '--') break;
        const next = raw.indexOf(delimiter, start);
        if (next === -1) break;
        parts.push(raw.subarray(start + 2, next - 2));
        at = next;
      }
      const bodyOf = (part: Buffer): Buffer => part.subarray(part.indexOf('\r\n\r\n') + 4);
      if (parts.length !== 2) return googleError(response, 400, 'badContent', 'Expected metadata and media');
      let meta: { name?: unknown; mimeType?: unknown; parents?: unknown };
      try {
        meta = JSON.parse(bodyOf(parts[0]!).toString('utf8')) as typeof meta;
      } catch {
        return googleError(response, 400, 'parseError', 'Parse Error');
      }
      const parent = Array.isArray(meta.parents) && typeof meta.parents[0] === 'string' ? meta.parents[0] : 'root';
      if (parent !== 'root' && files.get(parent)?.mimeType !== FOLDER_MIME) return googleError(response, 404, 'notFound', `File not found: ${parent}.`);
      const data = Buffer.from(bodyOf(parts[1]!));
      const info = await sharp(data).metadata().catch(() => null);
      const id = newId();
      files.set(id, { id, name: typeof meta.name === 'string' ? meta.name : 'Untitled', mimeType: typeof meta.mimeType === 'string' ? meta.mimeType : 'application/octet-stream', parents: [parent], trashed: false, sharedWithMe: false, data, width: info?.width, height: info?.height });
      response.writeHead(200, { 'content-type': 'application/json; charset=UTF-8' });
      response.end(JSON.stringify(present(files.get(id)!, fileFields(url.searchParams.get('fields')))));
      return;
    }

    const one = /^\/drive\/v3\/files\/([\w-]+)$/.exec(url.pathname);
    if (one && request.method === 'GET') {
      const file = files.get(one[1]!);
      if (!file) return googleError(response, 404, 'notFound', `File not found: ${one[1]}.`);
      if (url.searchParams.get('alt') === 'media') {
        if (!file.data) return googleError(response, 403, 'fileNotDownloadable', 'Only files with binary content can be downloaded.');
        response.writeHead(200, { 'content-type': file.mimeType, 'content-length': file.data.length });
        response.end(file.data);
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json; charset=UTF-8' });
      response.end(JSON.stringify(present(file, fileFields(url.searchParams.get('fields')))));
      return;
    }
    googleError(response, 404, 'notFound', 'Not Found');
  };

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500);
      response.end(String(error));
    });
  });
  await new Promise<void>((ready) => server.listen(options.port ?? 0, '127.0.0.1', ready));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    apiBase: `${base}/drive/v3`,
    files,
    idOf(name) {
      const found = [...files.values()].find((f) => f.name === name);
      if (!found) throw new Error(`no file named ${name}`);
      return found.id;
    },
    requests,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
