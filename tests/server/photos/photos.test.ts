import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { startTestServer, testDatabases, TestClient, type TestServer } from '../../support/serverHarness';
import { createTestUser, type TestUser } from '../../support/users';
import { addPhoto, filesUnder, insertPhoto, makeImage, type PhotoJson } from './helpers';

interface LibraryAnswer {
  data: { id: string; type: string; date: number; imageURL: string; isTransparent: boolean; thumbURL: string; thumbWidth: number; thumbHeight: number; title: string }[];
  total: number;
  start_images: number;
  start_layers: number;
}

describe.each(testDatabases)('photo calls on %s', (kind) => {
  let server: TestServer;
  let visitor: TestClient;
  let owner: TestUser;
  let other: TestUser;
  let unverified: TestUser;
  const t0 = Date.UTC(2024, 0, 1);

  beforeAll(async () => {
    server = await startTestServer(kind);
    visitor = new TestClient(server);
    owner = await createTestUser(server, { nick: 'Marta' });
    other = await createTestUser(server, { nick: 'ollie' });
    unverified = await createTestUser(server, { nick: 'newbie', verified: false });
    // 105 public photos of Marta, newest last, and a few private ones.
    for (let i = 0; i < 105; i++) await insertPhoto(server, owner.id, { title: `Street ${i}${i % 10 === 0 ? ' #night' : ''}`, isPublic: true, createdAt: t0 + i * 1000 });
    await insertPhoto(server, owner.id, { title: 'Secret garden #flowers', isPublic: false, createdAt: t0 + 200_000 });
    await insertPhoto(server, other.id, { title: 'Ollie by the sea #Beach', isPublic: true, createdAt: t0 + 300_000 });
  });
  afterAll(async () => server.close());

  describe('photo/explore', () => {
    it('pages public photos 100 at a time, newest first, as an array of photos', async () => {
      const first = await visitor.call<PhotoJson[]>('photo/explore', { start: 0, end: 100 });
      expect(first.status).toBe(200);
      expect(Array.isArray(first.body.data)).toBe(true);
      expect(first.body.data).toHaveLength(100);
      expect(first.body.data?.[0]).toMatchObject({ nick: 'ollie', title: 'Ollie by the sea #Beach', isPublic: 1 });
      expect(first.body.data?.[1]?.title).toBe('Street 104');
      const second = await visitor.call<PhotoJson[]>('photo/explore', { start: 100, end: 200 });
      expect(second.body.data).toHaveLength(6);
      expect(second.body.data?.at(-1)?.title).toBe('Street 0 #night');
      const ids = new Set([...(first.body.data ?? []), ...(second.body.data ?? [])].map((p) => p.id));
      expect(ids.size).toBe(106);
    });

    it('never shows private photos, and shows the owner key to nobody but the owner', async () => {
      const all = await visitor.call<PhotoJson[]>('photo/explore', { start: 0, end: 100, keyword: 'garden' });
      expect(all.body.data).toEqual([]);
      const asVisitor = await visitor.call<PhotoJson[]>('photo/explore', { keyword: 'sea' });
      expect(asVisitor.body.data?.[0]?.key).toBeUndefined();
      const asOwner = await other.client.call<PhotoJson[]>('photo/explore', { keyword: 'sea' });
      expect(asOwner.body.data?.[0]?.key).toMatch(/^[0-9a-f]{16}$/);
    });

    it('finds photos by a word of the title or a #tag, case-insensitively, with the search cleaned', async () => {
      const byTag = await visitor.call<PhotoJson[]>('photo/explore', { keyword: '#night' });
      expect(byTag.body.data?.map((p) => p.title).sort()).toEqual(['Street 0 #night', 'Street 10 #night', 'Street 100 #night', 'Street 20 #night', 'Street 30 #night', 'Street 40 #night', 'Street 50 #night', 'Street 60 #night', 'Street 70 #night', 'Street 80 #night', 'Street 90 #night'].sort());
      const byWord = await visitor.call<PhotoJson[]>('photo/explore', { keyword: '  BEACH  "ollie" ' });
      expect(byWord.body.data?.map((p) => p.title)).toEqual(['Ollie by the sea #Beach']);
      const wildcard = await visitor.call<PhotoJson[]>('photo/explore', { keyword: '%' });
      expect(wildcard.body.data).toHaveLength(100);
      const underscore = await visitor.call<PhotoJson[]>('photo/explore', { keyword: 'street_1' });
      expect(underscore.body.data).toEqual([]);
    });

    it('refuses a page whose end is not after its start with invalid_range', async () => {
      const res = await visitor.call('photo/explore', { start: 50, end: 50 });
      expect(res.status).toBe(400);
      expect(res.body.error?.code).toBe('invalid_page_range');
    });
  });

  describe('photo/gallery', () => {
    it('lists one user’s public photos by nick (any case)', async () => {
      const res = await visitor.call<PhotoJson[]>('photo/gallery', { start: 0, end: 100, user_nick: 'marta' });
      expect(res.body.data).toHaveLength(100);
      expect(res.body.data?.every((p) => p.nick === 'Marta' && p.isPublic === 1)).toBe(true);
    });

    it('answers an unknown nick with 404 user_does_not_exist', async () => {
      const res = await visitor.call('photo/gallery', { start: 0, end: 100, user_nick: 'nobody-here' });
      expect(res.status).toBe(404);
      expect(res.body.error?.code).toBe('user_does_not_exist');
    });
  });

  describe('photo/me', () => {
    it('needs a signed-in user', async () => {
      const res = await visitor.call('photo/me', { start: 0, end: 100 });
      expect(res.status).toBe(401);
      expect(res.body.error?.code).toBe('not_logged_in');
    });

    it('filters own photos by type all, public or private, and by keyword', async () => {
      const priv = await owner.client.call<PhotoJson[]>('photo/me', { start: 0, end: 100, type: 'private' });
      expect(priv.body.data?.map((p) => p.title)).toEqual(['Secret garden #flowers']);
      expect(priv.body.data?.[0]?.key).toMatch(/^[0-9a-f]{16}$/);
      const all = await owner.client.call<PhotoJson[]>('photo/me', { start: 100, end: 200, type: 'all' });
      expect(all.body.data).toHaveLength(6);
      const pub = await owner.client.call<PhotoJson[]>('photo/me', { start: 100, end: 200, type: 'public' });
      expect(pub.body.data).toHaveLength(5);
      const found = await owner.client.call<PhotoJson[]>('photo/me', { keyword: 'flowers' });
      expect(found.body.data).toHaveLength(1);
      const bad = await owner.client.call('photo/me', { type: 'shared' });
      expect(bad.body.error?.code).toBe('invalid_photo_type');
    });
  });

  describe('photo/update-image-info', () => {
    it('renames an own photo: tags come from the #words, the answer is data success, message 1 and the title', async () => {
      const photo = await addPhoto(server, owner.client, await makeImage('jpeg'), 'image/jpeg');
      const res = await owner.client.call('photo/update-image-info', { imgId: photo.id, title: '  Night market #Food #street #food', tags: 'ignored' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ data: 'success', message: '1', title: 'Night market #Food #street #food', tags: ['food', 'street'] });
      const found = await owner.client.call<PhotoJson[]>('photo/me', { keyword: '#street' });
      expect(found.body.data?.map((p) => p.id)).toEqual([photo.id]);
    });

    it('refuses an empty or too long title with invalid_title', async () => {
      const photo = await addPhoto(server, owner.client, await makeImage('jpeg'), 'image/jpeg');
      for (const title of ['   ', '...', 'x'.repeat(101)]) {
        const res = await owner.client.call('photo/update-image-info', { imgId: photo.id, title });
        expect(res.status).toBe(400);
        expect(res.body.error?.code).toBe('invalid_photo_title');
      }
    });

    it('makes a photo public and private again with imgId = id plus key', async () => {
      const photo = await addPhoto(server, owner.client, await makeImage('jpeg'), 'image/jpeg', { title: 'Toggle me #toggle' });
      const on = await owner.client.call('photo/update-image-info', { imgId: `${photo.id}-${photo.key}`, isPublic: '1' });
      expect(on.body).toEqual({ data: 'success', message: '1', isPublic: 1 });
      expect((await visitor.call<PhotoJson[]>('photo/explore', { keyword: 'toggle' })).body.data?.map((p) => p.id)).toEqual([photo.id]);
      const off = await owner.client.call('photo/update-image-info', { imgId: photo.id, isPublic: '0' });
      expect(off.body).toEqual({ data: 'success', message: '1', isPublic: 0 });
      expect((await visitor.call<PhotoJson[]>('photo/explore', { keyword: 'toggle' })).body.data).toEqual([]);
      const wrongKey = await owner.client.call('photo/update-image-info', { imgId: `${photo.id}-0000000000000000`, isPublic: '1' });
      expect(wrongKey.body.error?.code).toBe('photo_not_found');
    });

    it('refuses to make a photo public for a user whose email is not verified: 403 email_not_verified', async () => {
      const photo = await addPhoto(server, unverified.client, await makeImage('png'), 'image/png');
      const res = await unverified.client.call('photo/update-image-info', { imgId: photo.id, isPublic: '1' });
      expect(res.status).toBe(403);
      expect(res.body.error?.code).toBe('email_not_verified');
      const mine = await unverified.client.call<PhotoJson[]>('photo/me', { type: 'public' });
      expect(mine.body.data).toEqual([]);
      await server.services.db.updateTable('users').set({ mail_verified: 1 }).where('id', '=', unverified.id).execute();
      const after = await unverified.client.call('photo/update-image-info', { imgId: photo.id, isPublic: '1' });
      expect(after.body.data).toBe('success');
    });
  });

  describe('only owners change their photos', () => {
    it('answers not_owner for another user’s public photo and changes nothing', async () => {
      const [victim] = (await visitor.call<PhotoJson[]>('photo/gallery', { user_nick: 'ollie' })).body.data ?? [];
      expect(victim).toBeDefined();
      const id = victim?.id ?? '';
      const rename = await owner.client.call('photo/update-image-info', { imgId: id, title: 'Mine now' });
      expect(rename.status).toBe(403);
      expect(rename.body.error?.code).toBe('not_owner');
      const toggle = await owner.client.call('photo/update-image-info', { imgId: id, isPublic: '0' });
      expect(toggle.body.error?.code).toBe('not_owner');
      const del = await owner.client.call('photo/delete-image', { imgIds: id });
      expect(del.body.error?.code).toBe('not_owner');
      const still = await visitor.call<PhotoJson[]>('photo/gallery', { user_nick: 'ollie' });
      expect(still.body.data?.[0]).toMatchObject({ id, title: 'Ollie by the sea #Beach', isPublic: 1 });
    });

    it('answers photo_not_found for another user’s private photo, exactly as for a photo that does not exist', async () => {
      const secret = await addPhoto(server, other.client, await makeImage('jpeg'), 'image/jpeg', { title: 'Private diary' });
      const attempts = [
        await owner.client.call('photo/update-image-info', { imgId: secret.id, title: 'x' }),
        await owner.client.call('photo/update-image-info', { imgId: secret.id, isPublic: '1' }),
        await owner.client.call('photo/delete-image', { imgIds: secret.id }),
        await owner.client.call('photo/get', { imgId: secret.id }),
      ];
      const missing = await owner.client.call('photo/update-image-info', { imgId: 'pixloom_photo_999999', title: 'x' });
      for (const res of attempts) {
        expect(res.status).toBe(404);
        expect(res.body.error).toEqual(missing.body.error);
      }
      expect((await other.client.call<PhotoJson>('photo/get', { imgId: secret.id })).body.data?.title).toBe('Private diary');
    });

    it('deletes nothing when one of several ids is not the user’s', async () => {
      const mine = await addPhoto(server, owner.client, await makeImage('jpeg'), 'image/jpeg', { title: 'Keep me safe' });
      const theirs = (await visitor.call<PhotoJson[]>('photo/gallery', { user_nick: 'ollie' })).body.data?.[0]?.id ?? '';
      const res = await owner.client.call('photo/delete-image', { imgIds: `${mine.id},${theirs}` });
      expect(res.status).toBe(403);
      expect((await owner.client.call<PhotoJson>('photo/get', { imgId: mine.id })).body.data?.title).toBe('Keep me safe');
    });
  });

  describe('photo/delete-image', () => {
    it('deletes own photos (prefixed or bare ids), their files and cached derivatives, and they are gone everywhere', async () => {
      const a = await addPhoto(server, owner.client, await makeImage('jpeg'), 'image/jpeg', { title: 'Delete A #gone' });
      const b = await addPhoto(server, owner.client, await makeImage('png'), 'image/png', { title: 'Delete B #gone' });
      await owner.client.call('photo/update-image-info', { imgId: a.id, isPublic: '1' });
      const thumb = await visitor.request({ method: 'GET', url: `${a.url}?width=100&height=100&fit=crop` });
      expect(thumb.statusCode).toBe(200);
      const keyA = a.url.replace('/img/', '');
      const keyB = b.url.replace('/img/', '');
      expect(filesUnder(join(server.dataDir, 'storage'))).toEqual(expect.arrayContaining([keyA, keyB]));
      const cacheBefore = filesUnder(join(server.dataDir, 'cache')).length;
      expect(cacheBefore).toBeGreaterThan(0);

      const res = await owner.client.call('photo/delete-image/', { imgIds: `${a.id}, ${b.id.replace('pixloom_photo_', '')}` });
      expect(res.body).toMatchObject({ data: 'success', message: '1' });
      expect(filesUnder(join(server.dataDir, 'storage'))).not.toEqual(expect.arrayContaining([keyA]));
      expect(filesUnder(join(server.dataDir, 'storage'))).not.toEqual(expect.arrayContaining([keyB]));
      expect(filesUnder(join(server.dataDir, 'cache')).length).toBe(cacheBefore - 1);
      expect((await visitor.call<PhotoJson[]>('photo/explore', { keyword: '#gone' })).body.data).toEqual([]);
      expect((await owner.client.call<PhotoJson[]>('photo/me', { keyword: '#gone' })).body.data).toEqual([]);
      expect((await visitor.request({ method: 'GET', url: `${a.url}?width=100&height=100&fit=crop` })).statusCode).toBe(404);
      expect((await owner.client.call('photo/get', { imgId: a.id })).body.error?.code).toBe('photo_not_found');
    });

    it('refuses ids that are not photo ids with invalid_id', async () => {
      const res = await owner.client.call('photo/delete-image', { imgIds: 'drop table photos' });
      expect(res.status).toBe(400);
      expect(res.body.error?.code).toBe('invalid_photo_id');
    });
  });

  describe('photo/get', () => {
    it('gives a public photo to anyone for the photo modal', async () => {
      const [first] = (await visitor.call<PhotoJson[]>('photo/explore', {})).body.data ?? [];
      const res = await visitor.call<PhotoJson>('photo/get', { imgId: first?.id ?? '' });
      expect(res.body.data).toEqual(first);
    });
  });

  describe('photo/library-images', () => {
    it('needs a signed-in user', async () => {
      const res = await visitor.call('photo/library-images', { start_images: 0, start_layers: 0, end: 100 });
      expect(res.body.error?.code).toBe('not_logged_in');
    });

    it('answers data, total, start_images and start_layers; empty data for a user with no images', async () => {
      const fresh = await createTestUser(server);
      const res = await fresh.client.call('photo/library-images', { start_images: 0, start_layers: 0, end: 100 });
      expect(res.body).toEqual({ data: [], total: 0, start_images: 0, start_layers: 0 });
    });

    it('pages photos and layers together, newest first, and tells where the next batch starts', async () => {
      const user = await createTestUser(server);
      for (let i = 0; i < 70; i++) await insertPhoto(server, user.id, { title: `photo ${i}`, createdAt: t0 + i * 2000 });
      for (let i = 0; i < 40; i++) await insertPhoto(server, user.id, { title: `layer ${i}`, kind: 'layer', createdAt: t0 + (i + 30) * 2000 + 1000 });
      const first = (await user.client.call('photo/library-images', { start_images: 0, start_layers: 0, end: 100 })).body as unknown as LibraryAnswer;
      expect(first.total).toBe(110);
      expect(first.data).toHaveLength(100);
      expect(first.data[0]).toMatchObject({ id: expect.stringMatching(/^pixloom_layer_\d+$/), type: 'own-layer', title: 'layer 39' });
      expect(first.data[1]).toMatchObject({ id: expect.stringMatching(/^pixloom_photo_\d+$/), type: 'own-photo', title: 'photo 69', isTransparent: true, thumbWidth: 200, thumbHeight: 200 });
      expect(first.data[1]?.thumbURL).toBe(`${first.data[1]?.imageURL}?width=200&height=200&fit=crop&auto=avif,webp`);
      // The 10 oldest are photos 0–9: this batch took 60 photos and all 40 layers.
      expect([first.start_images, first.start_layers]).toEqual([60, 40]);
      const second = (await user.client.call('photo/library-images', { start_images: first.start_images, start_layers: first.start_layers, end: 100 })).body as unknown as LibraryAnswer;
      expect(second.data).toHaveLength(10);
      expect(second.start_images).toBe(70);
      expect(second.start_layers).toBe(40);
      const ids = new Set([...first.data, ...second.data].map((d) => d.id));
      expect(ids.size).toBe(110);
      // Layers never show in galleries or My Photos.
      expect((await user.client.call<PhotoJson[]>('photo/me', { keyword: 'layer' })).body.data).toEqual([]);
    });
  });

  describe('closing an account', () => {
    it('hides the gallery, Explore entries and images of an account whose closure has started', async () => {
      const user = await createTestUser(server, { nick: 'closing_soon' });
      const photo = await addPhoto(server, user.client, await makeImage('jpeg'), 'image/jpeg', { title: 'Farewell #bye' });
      await user.client.call('photo/update-image-info', { imgId: photo.id, isPublic: '1' });
      expect((await visitor.call<PhotoJson[]>('photo/explore', { keyword: '#bye' })).body.data).toHaveLength(1);
      await server.services.db.updateTable('users').set({ closing_at: Date.now() }).where('id', '=', user.id).execute();
      expect((await visitor.call<PhotoJson[]>('photo/explore', { keyword: '#bye' })).body.data).toEqual([]);
      expect((await visitor.call('photo/gallery', { user_nick: 'closing_soon' })).body.error?.code).toBe('user_does_not_exist');
      expect((await visitor.call('photo/get', { imgId: photo.id })).body.error?.code).toBe('photo_not_found');
      expect((await visitor.request({ method: 'GET', url: photo.url })).statusCode).toBe(404);
    });

    it('the photos remover deletes all of a user’s photos, layers and files', async () => {
      const user = await createTestUser(server, { nick: 'leaving' });
      const photo = await addPhoto(server, user.client, await makeImage('jpeg'), 'image/jpeg');
      await insertPhoto(server, user.id, { title: 'a layer', kind: 'layer' });
      const remover = server.services.userDataRemovers.find((r) => r.name === 'photos');
      expect(remover).toBeDefined();
      await remover?.remove(user.id);
      const left = await server.services.db.selectFrom('photos').select('id').where('user_id', '=', user.id).execute();
      expect(left).toEqual([]);
      expect(filesUnder(join(server.dataDir, 'storage'))).not.toContain(photo.url.replace('/img/', ''));
    });
  });
});
