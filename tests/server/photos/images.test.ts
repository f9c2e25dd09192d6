import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import sharp from 'sharp';
import { startTestServer, testDatabases, TestClient, type TestServer } from '../../support/serverHarness';
import { createTestUser, type TestUser } from '../../support/users';
import { addPhoto, directUpload, filesUnder, makeImage, postForm, type PhotoJson } from './helpers';

const YEAR = 'max-age=31536000, immutable';

describe.each(testDatabases)('image derivatives on %s', (kind) => {
  let server: TestServer;
  let visitor: TestClient;
  let owner: TestUser;
  let stranger: TestUser;
  let publicPhoto: PhotoJson;
  let privatePhoto: PhotoJson;

  const get = (client: TestClient, url: string, accept = 'image/*,*/*;q=0.8', headers: Record<string, string> = {}) => client.request({ method: 'GET', url, headers: { accept, ...headers } });

  beforeAll(async () => {
    server = await startTestServer(kind);
    visitor = new TestClient(server);
    owner = await createTestUser(server, { nick: 'painter' });
    stranger = await createTestUser(server, { nick: 'stranger' });
    publicPhoto = await addPhoto(server, owner.client, await makeImage('jpeg', 640, 480), 'image/jpeg', { title: 'Public' });
    await owner.client.call('photo/update-image-info', { imgId: publicPhoto.id, isPublic: '1' });
    privatePhoto = await addPhoto(server, owner.client, await makeImage('png', 500, 400), 'image/png', { title: 'Private' });
  });
  afterAll(async () => server.close());

  describe('sizes', () => {
    it('fits an image inside the bounds, keeping its aspect ratio', async () => {
      const res = await get(visitor, `${publicPhoto.url}?width=300&height=300&fit=bounds`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 300, 225]);
    });

    it('crops to 1:1 when fit is crop', async () => {
      for (const query of ['width=200&height=200&fit=crop', 'width=200&fit=crop']) {
        const meta = await sharp((await get(visitor, `${publicPhoto.url}?${query}`)).rawPayload).metadata();
        expect([meta.width, meta.height]).toEqual([200, 200]);
      }
    });

    it('rounds sizes up to multiples of 50 and never enlarges', async () => {
      const rounded = await sharp((await get(visitor, `${publicPhoto.url}?width=108`)).rawPayload).metadata();
      expect([rounded.width, rounded.height]).toEqual([150, 113]);
      const large = await sharp((await get(visitor, `${publicPhoto.url}?width=2000&height=2000&fit=crop`)).rawPayload).metadata();
      expect([large.width, large.height]).toEqual([480, 480]);
    });

    it('refuses sizes and fits it does not know with invalid_size and invalid_fit', async () => {
      const size = await get(visitor, `${publicPhoto.url}?width=-5`);
      expect(size.statusCode).toBe(400);
      expect(size.json().error.code).toBe('invalid_image_size');
      const fit = await get(visitor, `${publicPhoto.url}?width=100&fit=stretch`);
      expect(fit.statusCode).toBe(400);
      expect(fit.json().error.code).toBe('invalid_image_fit');
    });
  });

  describe('formats', () => {
    it('answers AVIF when auto allows it and the browser accepts it, else WebP, else the original format', async () => {
      const url = `${publicPhoto.url}?width=200&auto=avif,webp`;
      const avif = await get(visitor, url, 'image/avif,image/webp,image/*,*/*;q=0.8');
      expect(avif.headers['content-type']).toBe('image/avif');
      expect((await sharp(avif.rawPayload).metadata()).compression).toBe('av1');
      expect(avif.headers.vary).toMatch(/Accept/);
      const webp = await get(visitor, url, 'image/webp,*/*');
      expect(webp.headers['content-type']).toBe('image/webp');
      expect((await sharp(webp.rawPayload).metadata()).format).toBe('webp');
      const plain = await get(visitor, url, '*/*');
      expect(plain.headers['content-type']).toBe('image/jpeg');
      expect(plain.headers.vary).toMatch(/Accept/);
    });

    it('does not answer AVIF when auto does not ask for it, and then does not vary by Accept', async () => {
      const res = await get(visitor, `${publicPhoto.url}?width=200`, 'image/avif,image/webp,*/*');
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers.vary ?? '').not.toMatch(/Accept/);
    });

    it('keeps PNG as PNG', async () => {
      const res = await get(owner.client, `${privatePhoto.url}?width=100`);
      expect(res.headers['content-type']).toBe('image/png');
      expect((await sharp(res.rawPayload).metadata()).width).toBe(100);
    });

    it('keeps a GIF animated when it is fitted in bounds, also as WebP', async () => {
      const frames = await Promise.all(['#f00', '#0f0', '#00f'].map((c) => sharp({ create: { width: 120, height: 80, channels: 3, background: c } }).png().toBuffer()));
      const gif = await sharp(frames, { join: { animated: true } }).gif().toBuffer();
      const photo = await addPhoto(server, owner.client, gif, 'image/gif');
      const asGif = await sharp((await get(owner.client, `${photo.url}?width=50`)).rawPayload).metadata();
      expect([asGif.format, asGif.pages, asGif.width]).toEqual(['gif', 3, 50]);
      const asWebp = await sharp((await get(owner.client, `${photo.url}?width=50&auto=webp`, 'image/webp')).rawPayload).metadata();
      expect([asWebp.format, asWebp.pages, asWebp.width]).toEqual(['webp', 3, 50]);
      const square = await sharp((await get(owner.client, `${photo.url}?width=50&fit=crop`)).rawPayload).metadata();
      expect([square.width, square.height]).toEqual([50, 50]);
    });

    it('turns an AVIF original into JPEG for a browser that accepts neither AVIF nor WebP', async () => {
      const photo = await addPhoto(server, owner.client, await makeImage('avif', 300, 200), 'image/avif');
      const res = await get(owner.client, photo.url, 'image/png,image/jpeg');
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect((await sharp(res.rawPayload).metadata()).width).toBe(300);
    });
  });

  describe('caching', () => {
    it('caches for a year with a strong ETag and answers If-None-Match with 304', async () => {
      const url = `${publicPhoto.url}?width=250&fit=crop`;
      const first = await get(visitor, url);
      expect(first.headers['cache-control']).toBe(`public, ${YEAR}`);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[^"]+"$/);
      const again = await get(visitor, url, 'image/*', { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
    });

    it('keeps derivatives on disk: a second request is served from the cache', async () => {
      const photo = await addPhoto(server, owner.client, await makeImage('jpeg', 400, 400), 'image/jpeg');
      const url = `${photo.url}?width=150&height=150&fit=crop`;
      const first = await get(owner.client, url);
      expect(first.statusCode).toBe(200);
      expect(filesUnder(join(server.dataDir, 'cache', 'img')).some((f) => f.endsWith('w150-h150-crop.jpeg'))).toBe(true);
      // Without the original, only the cache can answer.
      await server.services.storage.delete(photo.url.replace('/img/', ''));
      const second = await get(owner.client, url);
      expect(second.statusCode).toBe(200);
      expect(second.rawPayload).toEqual(first.rawPayload);
    });

    it('answers HEAD with the headers and no body', async () => {
      const res = await visitor.request({ method: 'HEAD', url: `${publicPhoto.url}?width=100` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.rawPayload.length).toBe(0);
    });
  });

  describe('who sees what', () => {
    it('serves a private photo to its owner only, privately cached; others get 404', async () => {
      const mine = await get(owner.client, `${privatePhoto.url}?width=100`);
      expect(mine.statusCode).toBe(200);
      expect(mine.headers['cache-control']).toBe(`private, ${YEAR}`);
      expect((await get(visitor, `${privatePhoto.url}?width=100`)).statusCode).toBe(404);
      expect((await get(stranger.client, privatePhoto.url)).statusCode).toBe(404);
    });

    it('shows an upload that is not registered yet to its uploader only', async () => {
      const form = await directUpload(owner.client, 'image/jpeg');
      await postForm(server, form, await makeImage('jpeg', 120, 80), 'image/jpeg');
      const url = `/img/${form.inputs.key}`;
      expect((await get(owner.client, url)).statusCode).toBe(200);
      expect((await get(stranger.client, url)).statusCode).toBe(404);
    });

    it('answers 404 to keys that try to leave the storage folder', async () => {
      for (const url of ['/img/photos/..%2F..%2Fsecret', '/img/photos/%2E%2E/%2E%2E/secret', '/img/.tmp/x.part', '/img/photos/a\\b.png']) {
        expect((await get(visitor, url)).statusCode).toBe(404);
      }
    });

    it('serves the shipped samples to everyone, resized', async () => {
      const res = await get(visitor, '/img/samples/astronaut.png?width=100&height=100&fit=crop&auto=avif,webp', 'image/webp');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe(`public, ${YEAR}`);
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 100, 100]);
    });

    it('sets no cookie on an answer shared caches may keep', async () => {
      const res = await new TestClient(server).request({ method: 'GET', url: `${publicPhoto.url}?width=100` });
      expect(res.headers['cache-control']).toMatch(/^public/);
      expect(res.headers['set-cookie']).toBeUndefined();
    });

    it('lets a same-origin page show the image (CORP same-origin, img-src self)', async () => {
      const res = await get(visitor, `${publicPhoto.url}?width=100`);
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    });
  });

  describe('what is stripped', () => {
    it('applies EXIF orientation and removes metadata, even at full size', async () => {
      const raw = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#336699' } })
        .jpeg()
        .withMetadata({ orientation: 6 })
        .withExif({ IFD0: { Copyright: 'Jane Doe' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 0/1' } })
        .toBuffer();
      expect((await sharp(raw).metadata()).exif?.toString('latin1')).toContain('Jane Doe');
      const photo = await addPhoto(server, owner.client, raw, 'image/jpeg');
      expect([photo.width, photo.height]).toEqual([200, 300]);
      const full = await sharp((await get(owner.client, photo.url)).rawPayload).metadata();
      expect([full.width, full.height, full.exif, full.orientation]).toEqual([200, 300, undefined, undefined]);
      const small = await sharp((await get(owner.client, `${photo.url}?width=100`)).rawPayload).metadata();
      expect([small.width, small.height]).toEqual([100, 150]);
    });
  });
});
