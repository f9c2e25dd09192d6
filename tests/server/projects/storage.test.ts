import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { startTestServer, testDatabases, type TestServer } from '../../support/serverHarness';
import { createTestUser } from '../../support/users';
import { filesUnder } from '../photos/helpers';
import { removeUnusedAssets } from '../../../server/projects/assets';
import { ASSET_GRACE_MS } from '../../../server/projects/save';
import { createProject, makeImage, photoDocument, save, saveWithThumbnail, sha256 } from './helpers';

describe.each(testDatabases)('project files in storage on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => server.close());

  const stored = (prefix: string): string[] => filesUnder(join(server.dataDir, 'storage')).filter((f) => f.startsWith(`${prefix}/`));
  const keyOf = (url: string): string => url.replace('/project-files/', '');

  it('keeps the document, the images and the thumbnail in storage, one document per project', async () => {
    const user = await createTestUser(server);
    const docsBefore = stored('project-docs').length;
    const { id, hash } = await createProject(server, user.client);
    expect(stored('project-docs')).toHaveLength(docsBefore + 1);
    const res = await saveWithThumbnail(user.client, { id, document: photoDocument('img_1', 5), baseRevision: 1, assets: { img_1: { hash } } }, await makeImage('png', 100, 80));
    expect(res.body.data?.revision).toBe(2);
    // The new revision replaced the old document file rather than piling up.
    expect(stored('project-docs')).toHaveLength(docsBefore + 1);
    expect(stored('project-thumbs')).toContain(keyOf(res.body.data?.thumburl ?? ''));
  });

  it('stores an image once for all the user’s projects that show it', async () => {
    const user = await createTestUser(server);
    const image = await makeImage('png', 33, 33);
    const before = stored('projects').length;
    const { hash } = await createProject(server, user.client, { image });
    const second = await save(user.client, { id: randomUUID(), document: photoDocument(), baseRevision: 0, assets: { img_1: { hash } } });
    expect(second.body.data?.revision).toBe(1);
    expect(stored('projects')).toHaveLength(before + 1);
  });

  it('deletes a project’s row, document and thumbnail; its images go once no project has named them for a while', async () => {
    const user = await createTestUser(server);
    const image = await makeImage('png', 44, 44);
    const { id, hash } = await createProject(server, user.client, { image });
    const thumbed = await saveWithThumbnail(user.client, { id, document: photoDocument('img_1', 9), baseRevision: 1, assets: { img_1: { hash } } }, await makeImage('png', 50, 50));
    const thumbKey = keyOf(thumbed.body.data?.thumburl ?? '');
    const loaded = await user.client.call<{ assets: Record<string, { url: string }> }>('photo/projects/load', { id });
    const imageKey = keyOf(loaded.body.data?.assets.img_1?.url ?? '');
    const docs = stored('project-docs').length;

    const res = await user.client.call('photo/projects/delete', { template: id });
    expect(res.body).toMatchObject({ data: 'success', message: '1' });
    expect((await user.client.call('photo/projects/load', { id })).body.error?.code).toBe('project_not_found');
    expect(stored('project-docs')).toHaveLength(docs - 1);
    expect(stored('project-thumbs')).not.toContain(thumbKey);
    // A save in flight may still name the image for a few minutes; after that it goes.
    expect(stored('projects')).toContain(imageKey);
    expect(await removeUnusedAssets(server.services, user.id, ASSET_GRACE_MS, Date.now() + ASSET_GRACE_MS + 1000)).toBe(1);
    expect(stored('projects')).not.toContain(imageKey);
    expect(sha256(image)).toBe(hash);
  });

  it('the projects remover deletes all of a user’s projects and files, and nobody else’s', async () => {
    const leaving = await createTestUser(server);
    const staying = await createTestUser(server);
    await createProject(server, leaving.client, { image: await makeImage('png', 21, 21) });
    await createProject(server, leaving.client, { image: await makeImage('png', 22, 22) });
    const kept = await createProject(server, staying.client, { image: await makeImage('png', 23, 23) });
    const remover = server.services.userDataRemovers.find((r) => r.name === 'projects');
    expect(remover).toBeDefined();
    const leavingId = leaving.id;
    const docs = (await server.services.db.selectFrom('projects').select('doc_key').where('user_id', '=', leavingId).execute()).map((r) => r.doc_key);
    const images = (await server.services.db.selectFrom('project_assets').select('storage_key').where('user_id', '=', leavingId).execute()).map((r) => r.storage_key);
    expect([docs.length, images.length]).toEqual([2, 2]);
    await remover?.remove(leavingId);
    const files = filesUnder(join(server.dataDir, 'storage'));
    for (const key of [...docs, ...images]) expect(files).not.toContain(key);
    expect(await server.services.db.selectFrom('projects').select('id').where('user_id', '=', leavingId).execute()).toEqual([]);
    expect(await server.services.db.selectFrom('project_assets').select('hash').where('user_id', '=', leavingId).execute()).toEqual([]);
    const stillThere = await staying.client.call<{ revision: number }>('photo/projects/load', { id: kept.id });
    expect(stillThere.body.data?.revision).toBe(1);
  });
});
