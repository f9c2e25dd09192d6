// Shared pieces of the photo tests: real images made with sharp, the browser's upload protocol (direct-upload,
// then the multipart POST of inputs + file), and a look at what is on disk.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { LightMyRequestResponse } from 'fastify';
import type { TestClient, TestServer } from '../../support/serverHarness';
import { searchTextOf } from '../../../server/photos/repo';
import { tagsFromTitle } from '../../../src/lib/shared/validators';
import type { PhotoJson } from '../../../src/lib/shared/photos';

export async function makeImage(format: 'jpeg' | 'png' | 'webp' | 'avif' | 'gif', width = 640, height = 480): Promise<Buffer> {
  const base = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 40 } } });
  return base.toFormat(format).toBuffer();
}

export interface UploadForm {
  url: string;
  inputs: Record<string, string>;
  /** The key to register the upload with. */
  key: string;
}

/** A multipart body as a browser's FormData makes it: the inputs in order, then the file last. */
export function multipartBody(inputs: Record<string, string>, file: { data: Buffer; filename: string; contentType: string } | null): { body: Buffer; contentType: string } {
  const boundary = `----pixloomtest${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(inputs)) chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (file) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`), file.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export async function directUpload(client: TestClient, contentType: string, filename = 'photo.jpg', bucket = 'photos'): Promise<UploadForm> {
  const res = await client.call<UploadForm>('direct-upload', { bucket, content_type: contentType, filename });
  if (res.status !== 200 || !res.body.data) throw new Error(`direct-upload failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** POSTs an upload form to the local storage endpoint, with no cookies or CSRF token (none are needed). */
export async function postForm(server: TestServer, form: Pick<UploadForm, 'url' | 'inputs'>, data: Buffer | null, fileContentType = 'application/octet-stream', inputs = form.inputs): Promise<LightMyRequestResponse> {
  const { body, contentType } = multipartBody(inputs, data ? { data, filename: 'upload.bin', contentType: fileContentType } : null);
  return server.app.inject({ method: 'POST', url: form.url, headers: { 'content-type': contentType }, payload: body });
}

export function xmlField(xml: string, name: string): string | undefined {
  return new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml)?.[1];
}

/** Uploads an image through the whole protocol and registers it; returns photo/add's answer. */
export async function addPhoto(server: TestServer, client: TestClient, data: Buffer, contentType: string, fields: Record<string, string> = {}, filename = 'holiday_photo.jpg') {
  const form = await directUpload(client, contentType, filename);
  const posted = await postForm(server, form, data, contentType);
  if (posted.statusCode !== 201) throw new Error(`upload failed: ${posted.statusCode} ${posted.body}`);
  const res = await client.call<PhotoJson>('photo/add', { key: form.inputs.key ?? '', ...fields });
  if (res.status !== 200 || !res.body.data) throw new Error(`photo/add failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

export type { PhotoJson };

/** Every file under a folder, as paths relative to it (empty when the folder does not exist). */
export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  const walk = (d: string, prefix: string): void => {
    for (const name of readdirSync(d)) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path, `${prefix}${name}/`);
      else out.push(`${prefix}${name}`);
    }
  };
  walk(dir, '');
  return out.sort();
}

let tiny: Promise<Buffer> | undefined;

/** A photo row straight in the database, with a small real PNG in storage (for paging and search tests). */
export async function insertPhoto(server: TestServer, userId: string, options: { title: string; isPublic?: boolean; kind?: 'photo' | 'layer'; createdAt?: number }): Promise<number> {
  tiny ??= makeImage('png', 60, 40);
  const key = `photos/${randomBytes(1).toString('hex')}/${randomBytes(16).toString('hex')}.png`;
  await server.services.storage.put(key, await tiny, 'image/png');
  const tags = tagsFromTitle(options.title);
  const now = options.createdAt ?? Date.now();
  const row = await server.services.db
    .insertInto('photos')
    .values({
      user_id: userId,
      kind: options.kind ?? 'photo',
      storage_key: key,
      owner_key: randomBytes(8).toString('hex'),
      title: options.title,
      tags: tags.join(' '),
      search_text: searchTextOf(options.title, tags),
      is_public: options.isPublic ? 1 : 0,
      format: 'png',
      width: 60,
      height: 40,
      bytes: 100,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
