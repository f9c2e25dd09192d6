// The one outbox against the real server (issue 18, Done when): the connection is cut after the server applied
// a queued change but before its reply arrived — for every change of a folder made offline, renamed and given
// two projects — and the replays (same X-Request-Id) leave exactly one result: one folder with the new name
// holding both projects. An upload kept on the device (issue 18: its file, then photo/add) whose every reply is
// lost — the storage form's, the file's and the registration's — ends as one photo, and its file leaves the
// device; one the server refuses keeps its file until the user discards it. Also: another user's session never
// applies a user's queued change.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type PixloomDb } from '../../../src/lib/db/db';
import { drainOutbox, sendChange } from '../../../src/lib/outbox/drain';
import { discardEntry, enqueueChange, ownerEntries } from '../../../src/lib/outbox/outbox';
import { sendUpload } from '../../../src/lib/outbox/upload';
import type { PhotoJson } from '../../../src/lib/shared/photos';
import { makeImage } from '../photos/helpers';
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
    let headers = (init.headers ?? {}) as Record<string, string>;
    let payload: string | Buffer = String(init.body);
    if (init.body instanceof FormData) {
      // The storage form, encoded as the browser would (multipart with its boundary).
      const encoded = new Request('http://device.invalid/', { method: 'POST', body: init.body });
      headers = { ...headers, 'content-type': encoded.headers.get('content-type') ?? '' };
      payload = Buffer.from(await encoded.arrayBuffer());
    }
    const response = await client.request({ method: 'POST', url, headers, payload });
    applied.push(`${url} ${response.statusCode}`);
    // The storage POST carries no request id: `storage` loses its reply once.
    const id = headers['x-request-id'] ?? (url.includes('/api/') ? '' : 'storage');
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

  const myPhotos = async (user: TestUser) => (await user.client.call<PhotoJson[]>('photo/me', { start: 0, end: 50, type: 'all' })).body.data ?? [];

  /** A file kept on the device and its upload queued, as the page does offline (src/lib/outbox/page.ts keepUpload). */
  async function keepUpload(user: TestUser, bytes: Buffer, filename: string, title: string): Promise<OutboxEntry> {
    const fileId = crypto.randomUUID();
    await database.uploadFiles.put({ id: fileId, owner: user.email, name: filename, type: 'image/jpeg', bytes: new Uint8Array(bytes).buffer, createdAt: Date.now() });
    return enqueueChange(database, {
      owner: user.email,
      call: 'photo/add',
      payload: { title, type: 'photo' },
      requestId: fileId,
      label: { key: 'offline_change_photo_upload', params: { title } },
      upload: { fileId, filename, contentType: 'image/jpeg', size: bytes.length, round: 1 },
    });
  }

  it('delivers an upload kept offline once, though every reply was lost, and then lets its file go', async () => {
    const entry = await keepUpload(alice, await makeImage('jpeg', 64, 48), 'train.jpg', 'On the train');
    const formId = `${entry.requestId}-f1`;
    const lose = new Set([formId, 'storage', entry.requestId]);
    const net = network(alice.client, lose);
    const csrf = await alice.client.csrf();
    const drain = () => drainOutbox({ db: database, owner: alice.email, send: (e: OutboxEntry) => (e.upload ? sendUpload(e, { db: database, csrf, fetcher: net.fetcher }) : sendChange(e, csrf, net.fetcher)) });
    // The form's reply is lost, then the file's, then the registration's: each time the drain stops, and the
    // next one goes on from the last step the device knows of (the same request ids).
    expect(await drain()).toBe('offline');
    expect(await drain()).toBe('offline');
    expect(await drain()).toBe('offline');
    expect(await drain()).toBe('drained');
    expect(lose.size).toBe(0);
    const photos = (await myPhotos(alice)).filter((p) => p.title === 'On the train');
    expect(photos).toHaveLength(1);
    expect(photos[0]).toMatchObject({ width: 64, height: 48, isPublic: 0 });
    expect(await ownerEntries(database, alice.email)).toEqual([]);
    expect(await database.uploadFiles.get(entry.upload!.fileId)).toBeUndefined();
  });

  it('keeps a refused upload and its file for the user to see, until discarded', async () => {
    // Not an image, whatever its name says: the storage refuses the bytes.
    const entry = await keepUpload(alice, Buffer.from('these are not the bytes of a photo'), 'notes.jpg', 'Notes');
    const net = network(alice.client, new Set());
    const csrf = await alice.client.csrf();
    expect(await drainOutbox({ db: database, owner: alice.email, send: (e) => sendUpload(e, { db: database, csrf, fetcher: net.fetcher }) })).toBe('drained');
    const [refused] = await ownerEntries(database, alice.email);
    expect(refused).toMatchObject({ state: 'refused', refusal: { kind: 'refused' } });
    expect(refused!.refusal!.code).not.toBe('');
    expect(await database.uploadFiles.get(entry.upload!.fileId)).toBeDefined();
    expect((await myPhotos(alice)).map((p) => p.title)).not.toContain('Notes');
    await discardEntry(database, alice.email, refused!.seq!);
    expect(await ownerEntries(database, alice.email)).toEqual([]);
    expect(await database.uploadFiles.get(entry.upload!.fileId)).toBeUndefined();
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
