import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { startTestServer, testDatabases, TestClient, type TestServer } from '../../support/serverHarness';
import { createTestUser, type TestUser } from '../../support/users';
import { addPhoto, directUpload, filesUnder, makeImage, postForm, xmlField, type PhotoJson } from './helpers';
import type { LocalStorage } from '../../../server/adapters/storage/local';

const LIMIT = 200 * 1024;

describe.each(testDatabases)('uploads to local storage on %s', (kind) => {
  let server: TestServer;
  let alice: TestUser;
  let bob: TestUser;
  let storageDir: string;

  beforeAll(async () => {
    server = await startTestServer(kind, { uploadLimitBytes: LIMIT, uploadMaxPixels: 4_000_000 });
    alice = await createTestUser(server, { nick: 'alice' });
    bob = await createTestUser(server, { nick: 'bob' });
    storageDir = join(server.dataDir, 'storage');
  });
  afterAll(async () => server.close());

  /** Files under storage, apart from the ones already there before a refused upload. */
  const storedFiles = (): string[] => filesUnder(storageDir);

  describe('direct-upload', () => {
    it('hands a signed-in user a form for the local endpoint: url and inputs with key, content type, policy and signature', async () => {
      const form = await directUpload(alice.client, 'image/jpeg', 'beach.jpg');
      expect(form.url).toBe('/storage/upload/');
      expect(Object.keys(form.inputs)).toEqual(['bucket', 'key', 'Content-Type', 'success_action_status', 'policy', 'x-signature']);
      expect(form.inputs.key).toMatch(/^photos\/[0-9a-f]{2}\/[0-9a-f-]{36}\.jpg$/);
      expect(form.key).toBe(form.inputs.key);
      expect(form.inputs['Content-Type']).toBe('image/jpeg');
      const policy = JSON.parse(Buffer.from(form.inputs.policy ?? '', 'base64').toString()) as { expiration: string; conditions: unknown[] };
      expect(Date.parse(policy.expiration)).toBeGreaterThan(Date.now());
      expect(policy.conditions).toContainEqual(['content-length-range', 1, LIMIT]);
    });

    it('refuses a visitor for the photos bucket with not_logged_in', async () => {
      const res = await new TestClient(server).call('direct-upload', { bucket: 'photos', content_type: 'image/png' });
      expect(res.status).toBe(401);
      expect(res.body.error?.code).toBe('not_logged_in');
    });

    it('refuses an unknown bucket and a content type the bucket does not take', async () => {
      const bucket = await alice.client.call('direct-upload', { bucket: 'secrets', content_type: 'image/png' });
      expect(bucket.status).toBe(400);
      expect(bucket.body.error?.code).toBe('invalid_bucket');
      const type = await alice.client.call('direct-upload', { bucket: 'photos', content_type: 'text/html' });
      expect(type.status).toBe(415);
      expect(type.body.error?.code).toBe('unsupported_format');
    });

    it('refuses HEIC photos with unsupported_format and a message that says what to do', async () => {
      const res = await alice.client.call('direct-upload', { bucket: 'photos', content_type: 'image/heic', filename: 'IMG_0001.HEIC' });
      expect(res.status).toBe(415);
      expect(res.body.error?.code).toBe('unsupported_format');
      expect(res.body.error?.message).toMatch(/HEIC.*JPEG/);
    });

    it('gives visitors a form for support attachments', async () => {
      const form = await directUpload(new TestClient(server), 'application/pdf', 'receipt.pdf', 'attachments');
      expect(form.inputs.key).toMatch(/^attachments\/.+\.pdf$/);
    });
  });

  describe('POST /storage/upload/', () => {
    it('stores a real image and answers 201 with S3-style XML: Location, Bucket, Key, ETag', async () => {
      const image = await makeImage('jpeg');
      const form = await directUpload(alice.client, 'image/jpeg');
      const res = await postForm(server, form, image, 'image/jpeg');
      expect(res.statusCode).toBe(201);
      expect(res.headers['content-type']).toMatch(/^application\/xml/);
      const key = form.inputs.key ?? '';
      expect(xmlField(res.body, 'Key')).toBe(key);
      expect(xmlField(res.body, 'Bucket')).toBe('pixloom');
      expect(xmlField(res.body, 'Location')).toMatch(new RegExp(`^http://[^/]+/img/${key}$`));
      expect(xmlField(res.body, 'ETag')).toMatch(/^&quot;[0-9a-f]{32}&quot;$/);
      expect(storedFiles()).toContain(key);
    });

    it('refuses a file that is not an image with invalid_image and leaves no file', async () => {
      const before = storedFiles();
      const form = await directUpload(alice.client, 'image/png', 'notes.png');
      const res = await postForm(server, form, Buffer.from('these are my notes, not a picture\n'.repeat(20)), 'image/png');
      expect(res.statusCode).toBe(400);
      expect(xmlField(res.body, 'Code')).toBe('invalid_image');
      expect(storedFiles()).toEqual(before);
    });

    it('refuses a forged content type (PNG bytes sent as image/jpeg) with content_type_mismatch and leaves no file', async () => {
      const before = storedFiles();
      const form = await directUpload(alice.client, 'image/jpeg', 'fake.jpg');
      const res = await postForm(server, form, await makeImage('png'), 'image/jpeg');
      expect(res.statusCode).toBe(400);
      expect(xmlField(res.body, 'Code')).toBe('content_type_mismatch');
      expect(storedFiles()).toEqual(before);
    });

    it('refuses HTML dressed as an image with invalid_image', async () => {
      const before = storedFiles();
      const form = await directUpload(alice.client, 'image/gif', 'x.gif');
      const res = await postForm(server, form, Buffer.from('GIF89a<script>alert(1)</script>'), 'image/gif');
      expect(res.statusCode).toBe(400);
      expect(xmlField(res.body, 'Code')).toBe('invalid_image');
      expect(storedFiles()).toEqual(before);
    });

    it('refuses a file over the size limit with 413 file_too_large and leaves no file', async () => {
      const before = storedFiles();
      const form = await directUpload(alice.client, 'image/png', 'huge.png');
      const big = Buffer.concat([await makeImage('png'), Buffer.alloc(LIMIT + 1024, 7)]);
      const res = await postForm(server, form, big, 'image/png');
      expect(res.statusCode).toBe(413);
      expect(xmlField(res.body, 'Code')).toBe('file_too_large');
      expect(storedFiles()).toEqual(before);
    });

    it('refuses an image with more pixels than allowed with image_too_large', async () => {
      const before = storedFiles();
      const form = await directUpload(alice.client, 'image/png', 'wide.png');
      const res = await postForm(server, form, await makeImage('png', 2100, 2000), 'image/png');
      expect(res.statusCode).toBe(413);
      expect(xmlField(res.body, 'Code')).toBe('image_too_large');
      expect(storedFiles()).toEqual(before);
    });

    it('refuses a truncated image whose header still looks right', async () => {
      const before = storedFiles();
      const whole = await makeImage('jpeg', 800, 600);
      const form = await directUpload(alice.client, 'image/jpeg', 'cut.jpg');
      const res = await postForm(server, form, whole.subarray(0, Math.floor(whole.length / 2)), 'image/jpeg');
      expect(res.statusCode).toBe(400);
      expect(xmlField(res.body, 'Code')).toBe('invalid_image');
      expect(storedFiles()).toEqual(before);
    });

    it('refuses a form whose signature or fields were changed', async () => {
      const before = storedFiles();
      const form = await directUpload(alice.client, 'image/jpeg');
      const image = await makeImage('jpeg');
      const forgedSignature = await postForm(server, form, image, 'image/jpeg', { ...form.inputs, 'x-signature': '0'.repeat(64) });
      expect(forgedSignature.statusCode).toBe(403);
      expect(xmlField(forgedSignature.body, 'Code')).toBe('invalid_signature');
      const otherKey = await postForm(server, form, image, 'image/jpeg', { ...form.inputs, key: 'photos/00/somebody-elses.jpg' });
      expect(otherKey.statusCode).toBe(403);
      expect(xmlField(otherKey.body, 'Code')).toBe('policy_mismatch');
      const otherType = await postForm(server, form, await makeImage('png'), 'image/png', { ...form.inputs, 'Content-Type': 'image/png' });
      expect(otherType.statusCode).toBe(403);
      expect(xmlField(otherType.body, 'Code')).toBe('policy_mismatch');
      expect(storedFiles()).toEqual(before);
    });

    it('refuses an expired form with upload_expired', async () => {
      const storage = server.services.storage as LocalStorage;
      const form = await storage.presignPost(`photos/ab/${randomUUID()}.jpg`, { contentType: 'image/jpeg', maxBytes: LIMIT, expiresIn: -1 });
      const res = await postForm(server, form, await makeImage('jpeg'), 'image/jpeg');
      expect(res.statusCode).toBe(403);
      expect(xmlField(res.body, 'Code')).toBe('upload_expired');
    });

    it('refuses a form without a file with missing_file', async () => {
      const form = await directUpload(alice.client, 'image/jpeg');
      const res = await postForm(server, form, null);
      expect(res.statusCode).toBe(400);
      expect(xmlField(res.body, 'Code')).toBe('missing_file');
    });

    it('never overwrites a stored upload when its form is posted again', async () => {
      const form = await directUpload(alice.client, 'image/jpeg');
      const first = await makeImage('jpeg', 300, 200);
      expect((await postForm(server, form, first, 'image/jpeg')).statusCode).toBe(201);
      const again = await postForm(server, form, await makeImage('jpeg', 100, 100), 'image/jpeg');
      expect(again.statusCode).toBe(409);
      expect(xmlField(again.body, 'Code')).toBe('key_exists');
      expect(await server.services.storage.get(form.inputs.key ?? '')).toEqual(first);
    });

    it('leaves no temporary files behind', async () => {
      expect(filesUnder(join(storageDir, '.tmp'))).toEqual([]);
    });
  });

  describe('support attachments', () => {
    it('takes a visitor’s real PDF and refuses a file that only claims to be one (invalid_file), 8 MB at most', async () => {
      const visitor = new TestClient(server);
      const form = await directUpload(visitor, 'application/pdf', 'receipt.pdf', 'attachments');
      const policy = JSON.parse(Buffer.from(form.inputs.policy ?? '', 'base64').toString()) as { conditions: unknown[] };
      expect(policy.conditions).toContainEqual(['content-length-range', 1, Math.min(8 * 1024 * 1024, LIMIT)]);
      const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
      expect((await postForm(server, form, pdf, 'application/pdf')).statusCode).toBe(201);
      const before = storedFiles();
      const fake = await directUpload(visitor, 'application/pdf', 'virus.pdf', 'attachments');
      const res = await postForm(server, fake, Buffer.from('MZ\x90\x00 this is an executable'), 'application/pdf');
      expect(res.statusCode).toBe(400);
      expect(xmlField(res.body, 'Code')).toBe('invalid_file');
      expect(storedFiles()).toEqual(before);
    });

    it('never registers an attachment as a photo', async () => {
      const form = await directUpload(alice.client, 'image/png', 'screenshot.png', 'attachments');
      expect((await postForm(server, form, await makeImage('png'), 'image/png')).statusCode).toBe(201);
      const res = await alice.client.call('photo/add', { key: form.key });
      expect(res.body.error?.code).toBe('upload_not_found');
    });
  });

  describe('photo/add', () => {
    it('registers an upload as a private photo of its uploader with its size, a title from the file name and the owner key', async () => {
      const photo = await addPhoto(server, alice.client, await makeImage('png', 320, 200), 'image/png', {}, 'Summer_at the lake.png');
      expect(photo).toMatchObject({ nick: 'alice', title: 'Summer at the lake', isPublic: 0, width: 320, height: 200 });
      expect(photo.id).toMatch(/^pixloom_photo_\d+$/);
      expect(photo.url).toMatch(/^\/img\/photos\/.+\.png$/);
      expect(photo.key).toMatch(/^[0-9a-f]{16}$/);
      const mine = await alice.client.call<PhotoJson[]>('photo/me', { type: 'private' });
      expect(mine.body.data?.map((p) => p.id)).toContain(photo.id);
    });

    it('takes a title with #tags', async () => {
      const photo = await addPhoto(server, alice.client, await makeImage('webp'), 'image/webp', { title: '  ..Sunset over the bay #sea #Sunset' });
      expect(photo.title).toBe('Sunset over the bay #sea #Sunset');
      expect(photo.tags).toEqual(['sea', 'sunset']);
    });

    it('refuses to register another user’s upload, and an upload that never arrived, with upload_not_found', async () => {
      const form = await directUpload(alice.client, 'image/jpeg');
      const theft = await bob.client.call('photo/add', { key: form.inputs.key ?? '' });
      expect(theft.status).toBe(404);
      expect(theft.body.error?.code).toBe('upload_not_found');
      const early = await alice.client.call('photo/add', { key: form.inputs.key ?? '' });
      expect(early.status).toBe(404);
      expect(early.body.error?.code).toBe('upload_not_found');
    });

    it('answers a repeated request (same X-Request-Id) with the same photo, registered once', async () => {
      const form = await directUpload(alice.client, 'image/jpeg');
      await postForm(server, form, await makeImage('jpeg'), 'image/jpeg');
      const requestId = randomUUID();
      const first = await alice.client.call<PhotoJson>('photo/add', { key: form.inputs.key ?? '' }, { requestId });
      const replay = await alice.client.call<PhotoJson>('photo/add', { key: form.inputs.key ?? '' }, { requestId });
      expect(replay.response.headers['x-idempotent-replay']).toBe('true');
      expect(replay.body).toEqual(first.body);
      const count = await server.services.db.selectFrom('photos').select(({ fn }) => fn.countAll<number>().as('n')).where('storage_key', '=', form.inputs.key ?? '').executeTakeFirst();
      expect(Number(count?.n)).toBe(1);
    });

    it('refuses a bad title and a bad key with their codes', async () => {
      const form = await directUpload(alice.client, 'image/jpeg');
      await postForm(server, form, await makeImage('jpeg'), 'image/jpeg');
      const title = await alice.client.call('photo/add', { key: form.inputs.key ?? '', title: 'x'.repeat(101) });
      expect(title.status).toBe(400);
      expect(title.body.error?.code).toBe('invalid_photo_title');
      const key = await alice.client.call('photo/add', { key: '../../etc/passwd' });
      expect(key.status).toBe(400);
      expect(key.body.error?.code).toBe('invalid_storage_key');
    });
  });

  describe('through a real HTTP connection, as a browser posts it', () => {
    it('uploads with fetch and FormData (inputs in order, file last) and registers the photo', async () => {
      const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
      const form = await directUpload(alice.client, 'image/jpeg', 'from-browser.jpg');
      const body = new FormData();
      for (const [name, value] of Object.entries(form.inputs)) body.append(name, value);
      body.append('file', new Blob([new Uint8Array(await makeImage('jpeg', 400, 300))], { type: 'image/jpeg' }), 'from-browser.jpg');
      const res = await fetch(new URL(form.url, address), { method: 'POST', body });
      expect(res.status).toBe(201);
      const xml = await res.text();
      expect(xmlField(xml, 'Key')).toBe(form.inputs.key);
      const added = await alice.client.call<PhotoJson>('photo/add', { key: form.inputs.key ?? '' });
      expect(added.body.data).toMatchObject({ title: 'from-browser', width: 400, height: 300 });

      const tooBig = await directUpload(alice.client, 'image/png');
      const bigBody = new FormData();
      for (const [name, value] of Object.entries(tooBig.inputs)) bigBody.append(name, value);
      bigBody.append('file', new Blob([new Uint8Array(LIMIT * 3).fill(1)], { type: 'image/png' }), 'big.png');
      const refused = await fetch(new URL(tooBig.url, address), { method: 'POST', body: bigBody });
      expect(refused.status).toBe(413);
      expect(xmlField(await refused.text(), 'Code')).toBe('file_too_large');
      expect(storedFiles()).not.toContain(tooBig.inputs.key);
    });
  });
});
