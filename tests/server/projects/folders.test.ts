import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabases, type TestServer } from '../../support/serverHarness';
import { createTestUser, type TestUser } from '../../support/users';
import { encodeBa } from '../../../src/lib/shared/validators';
import { createProject, type ProjectJson } from './helpers';

interface Folder {
  folderId: number;
  name: string;
  projects: number;
}

describe.each(testDatabases)('project folders (photo/projects/folder/*) on %s', (kind) => {
  let server: TestServer;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    server = await startTestServer(kind);
    alice = await createTestUser(server);
    bob = await createTestUser(server);
  });
  afterAll(async () => server.close());

  const folders = async (user: TestUser) => (await user.client.call<Folder[]>('photo/projects/folder/get', {})).body.data ?? [];
  const addFolder = (user: TestUser, name: string) => user.client.call<{ folderId: number; name: string }>('photo/projects/folder/add', { name: encodeBa(name) });
  const projects = async (user: TestUser) => (await user.client.call<ProjectJson[]>('photo/projects/get', { all: 1 })).body.data ?? [];

  it('adds a folder from its encoded name (cleaned) and lists it with its project count', async () => {
    const res = await addFolder(alice, '  ..Travel 2024 ');
    expect(res.body.data).toEqual({ folderId: expect.any(Number), name: 'Travel 2024' });
    expect(await folders(alice)).toContainEqual({ folderId: res.body.data?.folderId, name: 'Travel 2024', projects: 0 });
    expect((await addFolder(alice, 'travel 2024')).body.error?.code).toBe('duplicate_folder_name');
    expect((await addFolder(alice, '')).body.error?.code).toBe('invalid_folder_name');
    expect((await addFolder(alice, 'x'.repeat(101))).body.error?.code).toBe('invalid_folder_name');
  });

  it('moves projects into a folder and back to unsorted; one bad id moves nothing', async () => {
    const folder = (await addFolder(alice, 'Family')).body.data!.folderId;
    const a = await createProject(server, alice.client, { name: 'Mum' });
    const b = await createProject(server, alice.client, { name: 'Dad' });
    const moved = await alice.client.call('photo/projects/set-folder', { folder, projects: `${a.id},${b.id}` });
    expect(moved.body).toMatchObject({ data: 'success', folderId: folder });
    expect((await projects(alice)).filter((p) => p.folderId === folder).map((p) => p.id).sort()).toEqual([a.id, b.id].sort());
    expect((await folders(alice)).find((f) => f.folderId === folder)?.projects).toBe(2);

    const bobs = await createProject(server, bob.client);
    const refused = await alice.client.call('photo/projects/set-folder', { folder: 'not_set', projects: `${a.id},${bobs.id}` });
    expect(refused.body.error?.code).toBe('project_not_found');
    expect((await projects(alice)).find((p) => p.id === a.id)?.folderId).toBe(folder);

    await alice.client.call('photo/projects/set-folder', { folder: 'not_set', projects: a.id });
    expect((await projects(alice)).find((p) => p.id === a.id)?.folderId).toBe(0);
  });

  it('renames a folder; another user’s folder is folder_not_found', async () => {
    const folder = (await addFolder(alice, 'Old name')).body.data!.folderId;
    const res = await alice.client.call('photo/projects/folder/update', { folder, name: encodeBa('New name') });
    expect(res.body).toMatchObject({ data: 'success', name: 'New name' });
    expect((await folders(alice)).find((f) => f.folderId === folder)?.name).toBe('New name');
    for (const call of ['photo/projects/folder/update', 'photo/projects/folder/delete']) {
      const other = await bob.client.call(call, { folder, name: encodeBa('Mine') });
      expect(other.status).toBe(404);
      expect(other.body.error?.code).toBe('folder_not_found');
    }
    expect((await bob.client.call('photo/projects/set-folder', { folder, projects: (await createProject(server, bob.client)).id })).body.error?.code).toBe('folder_not_found');
  });

  it('deletes a folder keeping its projects (unsorted), or with them', async () => {
    const keep = (await addFolder(alice, 'Keep')).body.data!.folderId;
    const drop = (await addFolder(alice, 'Drop')).body.data!.folderId;
    const kept = await createProject(server, alice.client, { name: 'Kept' });
    const dropped = await createProject(server, alice.client, { name: 'Dropped' });
    await alice.client.call('photo/projects/set-folder', { folder: keep, projects: kept.id });
    await alice.client.call('photo/projects/set-folder', { folder: drop, projects: dropped.id });

    expect((await alice.client.call('photo/projects/folder/delete', { folder: keep, is_delete_projects: '0' })).body.data).toBe('success');
    expect((await projects(alice)).find((p) => p.id === kept.id)?.folderId).toBe(0);
    await alice.client.call('photo/projects/folder/delete', { folder: drop, is_delete_projects: '1' });
    expect((await projects(alice)).some((p) => p.id === dropped.id)).toBe(false);
    expect((await folders(alice)).map((f) => f.folderId)).not.toContain(drop);
  });
});
