// The S3 storage adapter against s3rver, a real S3-compatible server on this machine: presigned POST forms
// posted by fetch as a browser does, object reads for derivatives, and the byte checks photo/add must do
// because S3 cannot. s3rver does not enforce POST policies (size range, content type); real S3 does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import S3rver from 's3rver';
import sharp from 'sharp';
import { startTestServer, testDatabases, type TestServer } from '../../support/serverHarness';
import { createTestUser, type TestUser } from '../../support/users';
import { directUpload, makeImage, xmlField, type PhotoJson, type UploadForm } from './helpers';

const BUCKET = 'pixloom-test';
const LIMIT = 100_000;

async function postToS3(form: UploadForm, data: Buffer, contentType: string): Promise<Response> {
  const body = new FormData();
  for (const [name, value] of Object.entries(form.inputs)) body.append(name, value);
  body.append('file', new Blob([new Uint8Array(data)], { type: contentType }), 'upload');
  return fetch(form.url, { method: 'POST', body });
}

describe.each(testDatabases)('S3 storage (s3rver) on %s', (kind) => {
  let s3: S3rver;
  let s3Dir: string;
  let endpoint: string;
  let server: TestServer;
  let user: TestUser;

  beforeAll(async () => {
    s3Dir = mkdtempSync(join(tmpdir(), 'pixloom-s3-'));
    s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Dir, configureBuckets: [{ name: BUCKET }] });
    const { port } = await s3.run();
    endpoint = `http://127.0.0.1:${port}`;
    server = await startTestServer(kind, { storageUrl: `s3://${BUCKET}?endpoint=${encodeURIComponent(endpoint)}&region=us-east-1&prefix=site1`, uploadLimitBytes: LIMIT }, { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' });
    user = await createTestUser(server, { nick: 'cloudy' });
  });
  afterAll(async () => {
    await server.close();
    await s3.close();
    rmSync(s3Dir, { recursive: true, force: true });
  });

  it('hands out a presigned POST to the bucket and lets the page post to it (CSP connect-src)', async () => {
    const form = await directUpload(user.client, 'image/jpeg', 'sky.jpg');
    expect(form.url).toBe(`${endpoint}/${BUCKET}`);
    expect(form.inputs).toMatchObject({ key: expect.stringMatching(/^site1\/photos\/[0-9a-f]{2}\/[0-9a-f-]{36}\.jpg$/), 'Content-Type': 'image/jpeg', success_action_status: '201' });
    expect(Object.keys(form.inputs)).toEqual(expect.arrayContaining(['Policy', 'X-Amz-Signature', 'X-Amz-Credential', 'X-Amz-Algorithm', 'X-Amz-Date']));
    const policy = JSON.parse(Buffer.from(form.inputs.Policy ?? '', 'base64').toString()) as { conditions: unknown[] };
    expect(policy.conditions).toContainEqual(['content-length-range', 1, LIMIT]);
    const csp = String((await user.client.request({ method: 'GET', url: '/offline-test/' })).headers['content-security-policy']);
    expect(csp).toMatch(new RegExp(`connect-src [^;]*${endpoint.replace(/[.:/]/g, '\\$&')}`));
  });

  it('uploads to S3, registers the photo after checking its bytes, and serves derivatives read from S3', async () => {
    const form = await directUpload(user.client, 'image/jpeg', 'sky.jpg');
    const res = await postToS3(form, await makeImage('jpeg', 500, 300), 'image/jpeg');
    expect(res.status).toBe(201);
    const xml = await res.text();
    expect(xmlField(xml, 'Key')).toBe(form.inputs.key);
    // photo/add takes the Key of the XML answer (prefix and all) as well as the key direct-upload gave.
    const key = form.key;
    expect(key).toBe((form.inputs.key ?? '').replace(/^site1\//, ''));
    const added = await user.client.call<PhotoJson>('photo/add', { key: xmlField(xml, 'Key') ?? '' });
    expect(added.body.data).toMatchObject({ title: 'sky', width: 500, height: 300, isPublic: 0 });
    const image = await user.client.request({ method: 'GET', url: `${added.body.data?.url}?width=100&auto=webp`, headers: { accept: 'image/webp' } });
    expect(image.statusCode).toBe(200);
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 100, 60]);

    const del = await user.client.call('photo/delete-image', { imgIds: added.body.data?.id ?? '' });
    expect(del.body.data).toBe('success');
    expect(await server.services.storage.head(key)).toBeNull();
  });

  it('refuses a non-image and a forged content type at registration and deletes them from the bucket', async () => {
    for (const [contentType, data, code] of [
      ['image/png', Buffer.from('<html><script>alert(1)</script></html>'), 'invalid_image'],
      ['image/jpeg', await makeImage('png'), 'content_type_mismatch'],
    ] as const) {
      const form = await directUpload(user.client, contentType);
      expect((await postToS3(form, data, contentType)).status).toBe(201);
      const key = form.key;
      expect(await server.services.storage.exists(key)).toBe(true);
      const added = await user.client.call('photo/add', { key });
      expect(added.status).toBe(400);
      expect(added.body.error?.code).toBe(code);
      expect(await server.services.storage.exists(key)).toBe(false);
    }
  });

  it('refuses at registration an object larger than its form allowed (S3 enforces it at upload too)', async () => {
    const form = await directUpload(user.client, 'image/png');
    // Noise does not compress: well over the 100 kB limit of this server.
    const noise = await sharp(randomBytes(300 * 300 * 3), { raw: { width: 300, height: 300, channels: 3 } }).png().toBuffer();
    expect(noise.length).toBeGreaterThan(LIMIT);
    await postToS3(form, noise, 'image/png');
    const added = await user.client.call('photo/add', { key: form.key });
    expect(added.status).toBe(413);
    expect(added.body.error?.code).toBe('file_too_large');
    expect(await server.services.storage.exists(form.key)).toBe(false);
  });
});
