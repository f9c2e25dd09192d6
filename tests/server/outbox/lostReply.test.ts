// The one outbox against the real server (issue 18, Done when): the connection is cut after the server applied
// a queued change but before its reply arrived — for every change of a folder made offline, renamed and given
// two projects — and the replays (same X-Request-Id) leave exactly one result: one folder with the new name
// holding both projects. Also: another user's session never applies a user's queued change.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type PixloomDb } from '../../../src/lib/db/db';
import { drainOutbox, sendChange } from '../../../src/lib/outbox/drain';
import { enqueueChange, ownerEntries } from '../../../src/lib/outbox/outbox';
import type { OutboxEntry } from '../../../src/lib/outbox/types';
import { newClientFolderId } from '../../../src/features/projects/folderApi';
import { encodeBa } from '../../../src/lib/shared/validators';
import { startTestServer, testDatabases, type TestClient, type TestServer } from '../../support/serverHarness';
import { createTestUser, type TestUser } from '../../support/users';
import { createProject, type ProjectJson } from '../projects/helpers';

/** fetch as the page's would reach the server: through the client's cookies; `lose` drops a reply after the server answered. */
function network(client: TestClient, lose: Set<string>) {
  const applied: string[] = [];
  const fetcher = (async (url: string, init: RequestInit) => {
    const headers = init.headers as Record<string, string>;
    const response = await client.request({ method: 'POST', url, headers, payload: String(init.body) });
    applied.push(`${url} ${response.statusCode}`);
    const id = headers['x-request-id'] ?? '';
    if (lose.has(id)) {
      lose.delete(id);
      throw new TypeError('Failed to fetch');
    }
    return new Response(response.body, { status: response.statusCode, headers: { 'content-type': String(response.headers['content-type'] ?? '') } });
  }) as typeof fetch;
  return { fetcher, applied };
}

describe.each(testDatabases)('queued changes whose replies were lost, on %s', (kind) => {
  let server: TestServer;
  let alice: TestUser;
  let bob: TestUser;
  let database: PixloomDb;

  beforeAll(async () => {
    server = await startTestServer(kind);
    alice = await createTestUser(server);
    bob = await createTestUser(server);
    database = openDb(`lost-reply-${kind}`);
    await database.open();
  });
  afterAll(async () => {
    database.close();
    await server.close();
  });

  const folders = async (user: TestUser) => (await user.client.call<{ folderId: number; name: string; projects: number }[]>('photo/projects/folder/get', {})).body.data ?? [];
  const projects = async (user: TestUser) => (await user.client.call<ProjectJson[]>('photo/projects/get', { all: 1 })).body.data ?? [];

  it('leaves one renamed folder holding both projects, each change applied once', async () => {
    const a = await createProject(server, alice.client, { name: 'Mum' });
    const b = await createProject(server, alice.client, { name: 'Dad' });
    const clientId = newClientFolderId();
    const label = { key: 'offline_change_folder_create', params: { name: 'Trip' } };
    // Offline: made, renamed, filled — in the outbox in that order, naming the folder by its client id.
    const made = await enqueueChange(database, { owner: alice.email, call: 'photo/projects/folder/add', payload: { name: encodeBa('Trip') }, label, effect: { kind: 'folder-created', clientId } });
    const renamed = await enqueueChange(database, { owner: alice.email, call: 'photo/projects/folder/update', payload: { folder: String(clientId), name: encodeBa('Trip 2023') }, label, idFields: ['folder'] });
    const moved = await enqueueChange(database, { owner: alice.email, call: 'photo/projects/set-folder', payload: { folder: String(clientId), projects: `${a.id},${b.id}` }, label, idFields: ['folder'] });

    // Every reply is lost once, after the server applied the change.
    const lose = new Set([made.requestId, renamed.requestId, moved.requestId]);
    const net = network(alice.client, lose);
    const csrf = await alice.client.csrf();
    const drain = () => drainOutbox({ db: database, owner: alice.email, send: (entry: OutboxEntry) => sendChange(entry, csrf, net.fetcher) });
    expect(await drain()).toBe('offline');
    expect(await drain()).toBe('offline');
    expect(await drain()).toBe('offline');
    expect(await drain()).toBe('drained');
    expect(net.applied).toHaveLength(6);
    expect(await ownerEntries(database, alice.email)).toEqual([]);

    const mine = await folders(alice);
    expect(mine.map((f) => [f.name, f.projects])).toEqual([['Trip 2023', 2]]);
    const folderId = mine[0]!.folderId;
    expect((await projects(alice)).filter((p) => p.folderId === folderId).map((p) => p.id).sort()).toEqual([a.id, b.id].sort());
  });

  it("is never applied under another user's session: it waits for its owner", async () => {
    await enqueueChange(database, { owner: alice.email, call: 'photo/projects/folder/add', payload: { name: encodeBa('Only Alice') }, label: { key: 'offline_change_folder_create', params: { name: 'Only Alice' } } });
    const net = network(bob.client, new Set());
    // The worker knows no user: it sends Alice's change with Bob's session in the browser.
    const csrf = await bob.client.csrf();
    expect(await drainOutbox({ db: database, send: (entry) => sendChange(entry, csrf, net.fetcher) })).toBe('later');
    expect((await folders(bob)).map((f) => f.name)).not.toContain('Only Alice');
    expect((await ownerEntries(database, alice.email)).map((e) => e.state)).toEqual(['waiting']);
  });
});
