import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import sharp from 'sharp';
import { startTestServer, testDatabases, TestClient, type TestServer } from '../../support/serverHarness';
import { createTestUser, type TestUser } from '../../support/users';
import { encodeBa } from '../../../src/lib/shared/validators';
import { filesUnder } from '../photos/helpers';
import { createProject, makeImage, photoDocument, save, saveWithThumbnail, sha256, uploadAsset, type ProjectJson } from './helpers';

interface Loaded extends ProjectJson {
  document: { operations: { type: string; params: Record<string, unknown> }[]; layers: { kind: string; imageId?: string }[] };
  assets: Record<string, { hash: string; url: string; type: string; width: number; height: number; bytes: number }>;
  unchanged?: true;
}

describe.each(testDatabases)('projects (photo/projects/*) on %s', (kind) => {
  let server: TestServer;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    server = await startTestServer(kind);
    alice = await createTestUser(server, { nick: 'alice' });
    bob = await createTestUser(server, { nick: 'bob' });
  });
  afterAll(async () => server.close());

  const load = (client: TestClient, id: string, revision?: number) => client.call<Loaded>('photo/projects/load', revision === undefined ? { id } : { id, revision });
  const list = (client: TestClient, payload: Record<string, string | number> = { all: 1 }) => client.call<ProjectJson[]>('photo/projects/get', payload);

  describe('save, load and list', () => {
    it('saves a new project under the id the page made, at revision 1, and lists it with the spec’s fields', async () => {
      const { id, project } = await createProject(server, alice.client, { name: 'Beach day' });
      expect(project).toMatchObject({ id, templateid: id, filename: 'Beach day', revision: 1, width: 64, height: 48, folderId: 0, project_type: 'editor', conflictOf: null });
      expect(new Date(project.creationDate).getTime()).toBe(project.date);
      const res = await list(alice.client);
      expect(res.status).toBe(200);
      expect(res.body.data?.find((p) => p.id === id)).toMatchObject({ filename: 'Beach day', revision: 1 });
      expect((res.body as { total?: number }).total).toBe(res.body.data?.length);
    });

    it('loads the document and serves its image through storage to the owner', async () => {
      const image = await makeImage('png', 64, 48);
      const { id } = await createProject(server, alice.client, { image });
      const res = await load(alice.client, id);
      expect(res.status).toBe(200);
      expect(res.body.data?.document.operations[0]).toMatchObject({ type: 'brightness', params: { amount: 20 } });
      const asset = res.body.data?.assets.img_1;
      expect(asset).toMatchObject({ hash: sha256(image), type: 'image/png', width: 64, height: 48, bytes: image.length });
      expect(asset?.url).toMatch(/^\/project-files\/projects\/[0-9a-f]{2}\/[0-9a-f-]{36}\.png$/);
      const file = await alice.client.request({ method: 'GET', url: asset?.url ?? '' });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      expect(file.headers['cache-control']).toContain('private');
      expect(Buffer.compare(file.rawPayload, image)).toBe(0);
    });

    it('saves a new revision on top of the one it was based on, naming a known image by its hash alone', async () => {
      const { id, hash } = await createProject(server, alice.client);
      const res = await save(alice.client, { id, document: photoDocument('img_1', 70), baseRevision: 1, assets: { img_1: { hash } } });
      expect(res.status).toBe(200);
      expect(res.body.data?.revision).toBe(2);
      expect((await load(alice.client, id)).body.data?.document.operations[0]?.params.amount).toBe(70);
    });

    it('answers unchanged when the page already has the revision', async () => {
      const { id } = await createProject(server, alice.client);
      const res = await load(alice.client, id, 1);
      expect(res.body.data).toEqual({ id, revision: 1, unchanged: true });
    });

    it('lists newest change first, pages with start and end, and searches names', async () => {
      const user = await createTestUser(server);
      const ids: string[] = [];
      for (const name of ['Red sunset', 'Blue lake', 'Red car']) ids.push((await createProject(server, user.client, { name })).id);
      const all = await list(user.client);
      expect(all.body.data?.map((p) => p.filename)).toEqual(['Red car', 'Blue lake', 'Red sunset']);
      const page = await list(user.client, { start: 1, end: 2 });
      expect(page.body.data?.map((p) => p.filename)).toEqual(['Blue lake']);
      expect((page.body as { total?: number }).total).toBe(3);
      const found = await list(user.client, { all: 1, keyword: 'red' });
      expect(found.body.data?.map((p) => p.filename)).toEqual(['Red car', 'Red sunset']);
      expect((found.body as { total?: number }).total).toBe(2);
      const bad = await list(user.client, { start: 5, end: 5 });
      expect(bad.status).toBe(400);
      expect(bad.body.error?.code).toBe('invalid_page_range');
    });

    it('keeps the thumbnail as a small WebP served to the owner', async () => {
      const { id, hash } = await createProject(server, alice.client);
      const big = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3366cc' } }).png().toBuffer();
      const res = await saveWithThumbnail(alice.client, { id, document: photoDocument('img_1', 40), baseRevision: 1, assets: { img_1: { hash } } }, big);
      expect(res.status).toBe(200);
      const url = res.body.data?.thumburl ?? '';
      expect(url).toMatch(/^\/project-files\/project-thumbs\//);
      const thumb = await alice.client.request({ method: 'GET', url });
      expect(thumb.headers['content-type']).toBe('image/webp');
      const meta = await sharp(thumb.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([400, 267]);
    });
  });

  describe('a save based on an older revision keeps both versions', () => {
    it('leaves the server’s version untouched and stores the late save as a conflict copy', async () => {
      const { id, hash } = await createProject(server, alice.client, { name: 'Portrait' });
      const first = await save(alice.client, { id, document: photoDocument('img_1', 50), baseRevision: 1, assets: { img_1: { hash } } });
      expect(first.body.data?.revision).toBe(2);
      const late = await save(alice.client, { id, name: 'Portrait', document: photoDocument('img_1', -50), baseRevision: 1, assets: { img_1: { hash } } });
      expect(late.status).toBe(200);
      const copy = late.body.data!;
      expect(copy).toMatchObject({ conflict: true, revision: 1, original: { id, revision: 2 }, conflictOf: id, filename: 'Portrait (conflict copy)', baseName: 'Portrait' });
      expect(copy.id).not.toBe(id);

      expect((await load(alice.client, id)).body.data?.document.operations[0]?.params.amount).toBe(50);
      expect((await load(alice.client, copy.id)).body.data?.document.operations[0]?.params.amount).toBe(-50);
      const names = (await list(alice.client)).body.data?.map((p) => p.filename);
      expect(names).toContain('Portrait');
      expect(names).toContain('Portrait (conflict copy)');
    });

    it('is no conflict when the late save holds exactly what the server has', async () => {
      const { id, hash } = await createProject(server, alice.client);
      const doc = photoDocument('img_1', 90);
      await save(alice.client, { id, document: doc, baseRevision: 1, assets: { img_1: { hash } } });
      const again = await save(alice.client, { id, document: doc, baseRevision: 1, assets: { img_1: { hash } } });
      expect(again.body.data).toMatchObject({ id, revision: 2 });
      expect(again.body.data?.conflict).toBeUndefined();
    });

    it('builds a save on a revision its page never heard back about, and only on one its page made', async () => {
      const { id, hash } = await createProject(server, alice.client);
      const lost = randomUUID();
      expect((await save(alice.client, { id, document: photoDocument('img_1', 10), baseRevision: 1, assets: { img_1: { hash } } }, lost)).body.data?.revision).toBe(2);
      // The page still thinks it is at revision 1; its next save names the save whose answer it lost.
      const next = await save(alice.client, { id, document: photoDocument('img_1', 20), baseRevision: 1, assets: { img_1: { hash } }, afterRequests: [randomUUID(), lost] }, randomUUID());
      expect(next.body.data).toMatchObject({ id, revision: 3 });
      expect(next.body.data?.conflict).toBeUndefined();
      // Naming a save that did not make the current revision (revision 3 came from another request) is a conflict as before.
      const stale = await save(alice.client, { id, document: photoDocument('img_1', 30), baseRevision: 1, assets: { img_1: { hash } }, afterRequests: [lost] }, randomUUID());
      expect(stale.body.data).toMatchObject({ conflict: true, original: { id, revision: 3 } });
      expect((await load(alice.client, id)).body.data?.document.operations[0]?.params.amount).toBe(20);
    });

    it('takes a new thumbnail for unchanged content without a new revision', async () => {
      const { id, hash } = await createProject(server, alice.client);
      const doc = photoDocument('img_1', 15);
      await save(alice.client, { id, document: doc, baseRevision: 1, assets: { img_1: { hash } } });
      const res = await saveWithThumbnail(alice.client, { id, document: doc, baseRevision: 2, assets: { img_1: { hash } } }, await makeImage('png', 90, 60));
      expect(res.body.data).toMatchObject({ id, revision: 2 });
      expect(res.body.data?.thumburl).toMatch(/^\/project-files\/project-thumbs\//);
      expect((await alice.client.request({ method: 'GET', url: res.body.data?.thumburl ?? '' })).statusCode).toBe(200);
      // And once more: the newer thumbnail replaces the older one.
      const again = await saveWithThumbnail(alice.client, { id, document: doc, baseRevision: 2, assets: { img_1: { hash } } }, await makeImage('png', 60, 90));
      expect(again.body.data?.revision).toBe(2);
      expect(again.body.data?.thumburl).not.toBe(res.body.data?.thumburl);
      expect((await alice.client.request({ method: 'GET', url: res.body.data?.thumburl ?? '' })).statusCode).toBe(404);
    });

    it('recreates a project deleted elsewhere rather than lose the edit', async () => {
      const { id, hash } = await createProject(server, alice.client);
      await alice.client.call('photo/projects/delete', { template: id });
      const res = await save(alice.client, { id, document: photoDocument('img_1', 30), baseRevision: 1, assets: { img_1: { hash } } });
      expect(res.body.data).toMatchObject({ id, revision: 1 });
    });
  });

  describe('only owners read and change their projects', () => {
    it('answers project_not_found to another user for every call, and lists nothing of someone else', async () => {
      const { id, hash } = await createProject(server, alice.client);
      const asBob = [
        await load(bob.client, id),
        await save(bob.client, { id, document: photoDocument(), baseRevision: 1, assets: { img_1: { hash } } }),
        await bob.client.call('photo/projects/delete', { template: id }),
        await bob.client.call('photo/projects/update', { project: id, filename: encodeBa('Mine now') }),
      ];
      for (const res of asBob) {
        expect(res.status).toBe(404);
        expect(res.body.error?.code).toBe('project_not_found');
      }
      expect((await list(bob.client)).body.data?.some((p) => p.id === id)).toBe(false);
      expect((await load(alice.client, id)).body.data?.filename).toBe('Beach day');
    });

    it('serves a project’s files to nobody but the owner', async () => {
      const { id } = await createProject(server, alice.client);
      const url = (await load(alice.client, id)).body.data?.assets.img_1?.url ?? '';
      expect((await bob.client.request({ method: 'GET', url })).statusCode).toBe(404);
      expect((await new TestClient(server).request({ method: 'GET', url })).statusCode).toBe(404);
    });

    it('does not let another user claim an upload or name an image by a hash they never uploaded', async () => {
      const image = await makeImage('png', 30, 30);
      const key = await uploadAsset(server, alice.client, image);
      const res = await save(bob.client, { id: randomUUID(), document: photoDocument(), baseRevision: 0, assets: { img_1: { hash: sha256(image), key } } });
      expect(res.status).toBe(409);
      expect(res.body.error).toMatchObject({ code: 'missing_assets', missing: ['img_1'] });
    });

    it('asks a visitor to sign in', async () => {
      const res = await new TestClient(server).call('photo/projects/get', { all: 1 });
      expect(res.status).toBe(401);
      expect(res.body.error?.code).toBe('not_logged_in');
    });
  });

  describe('bad input gets a specific code and changes nothing', () => {
    const cases: [string, Record<string, string>, number, string][] = [
      ['a project id that is not a UUID', { id: 'abc', document: '{}', base_revision: '0' }, 400, 'invalid_project_id'],
      ['a missing base revision', { document: '{}' }, 400, 'invalid_revision'],
      ['a document that is not JSON', { document: '{oops', base_revision: '0' }, 400, 'invalid_document'],
      ['a document of a newer app', { document: JSON.stringify({ ...photoDocument(), version: 99 }), base_revision: '0' }, 400, 'unsupported_document_version'],
      ['an unknown project type', { project_type: 'video', document: '{}', base_revision: '0' }, 400, 'invalid_project_type'],
      ['an asset list that is not a map of hashes', { document: JSON.stringify(photoDocument()), base_revision: '0', assets: '{"img_1":{"hash":"xyz"}}' }, 400, 'invalid_assets'],
      ['an image the save does not name', { document: JSON.stringify(photoDocument()), base_revision: '0', assets: '{}' }, 409, 'missing_assets'],
      ['a list of earlier requests that are not request ids', { document: JSON.stringify(photoDocument()), base_revision: '0', after_requests: 'abc,<script>' }, 400, 'invalid_request_id'],
      ['a name that is only dots', { document: JSON.stringify(photoDocument()), base_revision: '0', filename: encodeBa('...') }, 400, 'invalid_project_name'],
    ];
    it.each(cases)('%s', async (_label, payload, status, code) => {
      const user = await createTestUser(server);
      const res = await user.client.call('photo/projects/save', payload);
      expect(res.status).toBe(status);
      expect(res.body.error?.code).toBe(code);
      expect((await list(user.client)).body.data).toEqual([]);
    });

    it('refuses a document over 512 KiB with document_too_large', async () => {
      const doc = { ...photoDocument(), layers: [...photoDocument().layers, { kind: 'text', text: 'x'.repeat(600 * 1024) }] };
      const res = await saveWithThumbnail(alice.client, { id: randomUUID(), document: JSON.stringify(doc), baseRevision: 0 }, await makeImage('png', 20, 20));
      expect(res.status).toBe(413);
      expect(res.body.error?.code).toBe('document_too_large');
    });

    it('names the images the server lacks, and takes the save once they are uploaded', async () => {
      const image = await makeImage('webp', 40, 40);
      const hash = sha256(image);
      const id = randomUUID();
      const first = await save(alice.client, { id, document: photoDocument(), baseRevision: 0, assets: { img_1: { hash } } });
      expect(first.status).toBe(409);
      expect(first.body.error).toMatchObject({ code: 'missing_assets', missing: ['img_1'] });
      const key = await uploadAsset(server, alice.client, image, 'image/webp');
      const second = await save(alice.client, { id, document: photoDocument(), baseRevision: 0, assets: { img_1: { hash, key } } });
      expect(second.body.data?.revision).toBe(1);
    });

    it('refuses and deletes an upload whose bytes do not match the hash', async () => {
      const image = await makeImage('png', 20, 20);
      const key = await uploadAsset(server, alice.client, image);
      const res = await save(alice.client, { id: randomUUID(), document: photoDocument(), baseRevision: 0, assets: { img_1: { hash: sha256(Buffer.from('something else')), key } } });
      expect(res.status).toBe(400);
      expect(res.body.error?.code).toBe('asset_hash_mismatch');
      expect(filesUnder(join(server.dataDir, 'storage')).some((f) => key.endsWith(f.split('/').pop() ?? '-'))).toBe(false);
    });

    it('refuses a thumbnail that is not an image', async () => {
      const { id, hash } = await createProject(server, alice.client);
      const res = await saveWithThumbnail(alice.client, { id, document: photoDocument('img_1', 10), baseRevision: 1, assets: { img_1: { hash } } }, Buffer.from('not an image'), 'image/png');
      expect(res.status).toBe(400);
      expect(res.body.error?.code).toBe('invalid_thumbnail');
      expect((await load(alice.client, id)).body.data?.revision).toBe(1);
    });
  });

  describe('a repeated request is applied once', () => {
    it('answers a replayed X-Request-Id with the stored answer and saves one revision', async () => {
      const { id, hash } = await createProject(server, alice.client);
      const requestId = randomUUID();
      const fields = { id, document: photoDocument('img_1', 60), baseRevision: 1, assets: { img_1: { hash } } };
      const first = await save(alice.client, fields, requestId);
      const replay = await save(alice.client, fields, requestId);
      expect(first.body.data?.revision).toBe(2);
      expect(replay.response.headers['x-idempotent-replay']).toBe('true');
      expect(replay.body).toEqual(first.body);
      expect((await load(alice.client, id)).body.data?.revision).toBe(2);
    });
  });

  describe('rename (photo/projects/update)', () => {
    it('takes a URI-escaped, base64-encoded name, strips leading dots and answers success', async () => {
      const { id } = await createProject(server, alice.client);
      const res = await alice.client.call('photo/projects/update', { project: id, filename: encodeBa('..Été à Paris') });
      expect(res.body).toMatchObject({ data: 'success', message: '1', filename: 'Été à Paris' });
      expect((await load(alice.client, id)).body.data?.filename).toBe('Été à Paris');
    });

    it('refuses a name another project has (any case) with duplicate_project_name', async () => {
      const user = await createTestUser(server);
      await createProject(server, user.client, { name: 'Holiday' });
      const { id } = await createProject(server, user.client, { name: 'Other' });
      const res = await user.client.call('photo/projects/update', { project: id, filename: encodeBa('HOLIDAY') });
      expect(res.status).toBe(409);
      expect(res.body.error?.code).toBe('duplicate_project_name');
      expect((await load(user.client, id)).body.data?.filename).toBe('Other');
    });

    it('refuses an empty or too long name with invalid_project_name', async () => {
      const { id } = await createProject(server, alice.client);
      for (const name of ['   ', 'x'.repeat(101)]) {
        const res = await alice.client.call('photo/projects/update', { project: id, filename: encodeBa(name) });
        expect(res.body.error?.code).toBe('invalid_project_name');
      }
      expect((await alice.client.call('photo/projects/update', { project: id, filename: '%%%' })).body.error?.code).toBe('invalid_project_name');
    });
  });
});
