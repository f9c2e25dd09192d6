// The one outbox (src/lib/outbox): changes made offline reach the server in the order they were made, a folder
// made offline gets the server's id everywhere, a change whose answer was lost is applied once when it is sent
// again (its X-Request-Id is kept), a refusal is kept for the user to see, and two tabs draining at once send
// each change once. The server is a double that applies a request id once, as the real one does.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { openDb, type PixloomDb } from '../../src/lib/db/db';
import { drainOutbox, type OutboxAnswer } from '../../src/lib/outbox/drain';
import { enqueueChange, discardEntry, ownerEntries, retryEntry } from '../../src/lib/outbox/outbox';
import type { OutboxEntry } from '../../src/lib/outbox/types';
import { newClientFolderId } from '../../src/features/projects/folderApi';
import { MAX_REPLAY_ATTEMPTS } from '../../src/lib/shared/swProtocol';

const ALICE = 'alice@example.com';
const BOB = 'bob@example.com';

/** One exclusive lock per name, as navigator.locks gives across tabs and the worker. */
function lockManager(): Pick<LockManager, 'request'> {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request: ((name: string, callback: () => Promise<unknown>) => {
      const before = tails.get(name) ?? Promise.resolve();
      const run = before.then(() => callback());
      tails.set(name, run.catch(() => undefined));
      return run;
    }) as LockManager['request'],
  };
}

interface Folder {
  id: number;
  name: string;
}

/** The api server: folders and photos, a request id applied once per owner, "network" when told to fail. */
function createServer() {
  let nextFolder = 100;
  const folders: Folder[] = [];
  const projectFolder = new Map<string, number>();
  const titles = new Map<string, string>([['p1', 'Beach']]);
  const applied = new Map<string, OutboxAnswer>();
  const received: { call: string; requestId: string; owner: string }[] = [];
  const state = { down: false, loseNextReply: false, refuse: new Set<string>() };
  function apply(entry: OutboxEntry): OutboxAnswer {
    const p = entry.payload;
    switch (entry.call) {
      case 'photo/projects/folder/add': {
        const folder = { id: nextFolder++, name: p.name! };
        folders.push(folder);
        return { status: 200, body: { data: { folderId: folder.id, name: folder.name } } };
      }
      case 'photo/projects/folder/update': {
        const folder = folders.find((f) => f.id === Number(p.folder));
        if (!folder) return { status: 404, code: 'folder_not_found', message: 'No such folder.' };
        folder.name = p.name!;
        return { status: 200, body: { data: 'success' } };
      }
      case 'photo/projects/set-folder': {
        const id = Number(p.folder);
        if (!folders.some((f) => f.id === id)) return { status: 404, code: 'folder_not_found', message: 'No such folder.' };
        for (const project of p.projects!.split(',')) projectFolder.set(project, id);
        return { status: 200, body: { data: 'success' } };
      }
      case 'photo/update-image-info': {
        if (!titles.has(p.imgId!)) return { status: 404, code: 'image_not_found', message: 'The photo is gone.' };
        titles.set(p.imgId!, p.title!);
        return { status: 200, body: { data: 'success', message: '1' } };
      }
      default:
        return { status: 404, code: 'unknown_call' };
    }
  }
  async function send(entry: OutboxEntry): Promise<OutboxAnswer> {
    if (state.down) throw new TypeError('Failed to fetch');
    received.push({ call: entry.call, requestId: entry.requestId, owner: entry.owner });
    const key = `${entry.owner}\n${entry.requestId}`;
    let answer = applied.get(key);
    if (!answer) {
      answer = state.refuse.has(entry.call) ? { status: 409, code: 'photo_deleted', message: 'Deleted on another device.' } : apply(entry);
      applied.set(key, answer);
    }
    // Applied, but the reply never arrives.
    if (state.loseNextReply) {
      state.loseNextReply = false;
      throw new TypeError('Failed to fetch');
    }
    return answer;
  }
  return { folders, projectFolder, titles, received, state, send };
}

let database: PixloomDb;
let n = 0;
beforeEach(async () => {
  database = openDb(`outbox-test-${++n}`);
  await database.open();
});

const label = { key: 'sync_change_generic', params: {} };

async function offlineFolderJourney(): Promise<number> {
  const clientId = newClientFolderId();
  await database.folders.put({ id: `${ALICE}/${clientId}`, owner: ALICE, folderId: clientId, name: 'Trip' });
  for (const id of ['a', 'b']) {
    await database.projects.put({ id, owner: ALICE, name: id, section: 'editor', document: {}, baseRevision: 3, dirty: false, folderId: 0, width: 1, height: 1, createdAt: 1, updatedAt: 1 });
  }
  await enqueueChange(database, { owner: ALICE, call: 'photo/projects/folder/add', payload: { name: 'Trip' }, label, effect: { kind: 'folder-created', clientId } });
  await enqueueChange(database, { owner: ALICE, call: 'photo/projects/folder/update', payload: { folder: String(clientId), name: 'Trip 2023' }, label, idFields: ['folder'] });
  await database.projects.where('id').anyOf(['a', 'b']).modify({ folderId: clientId });
  await enqueueChange(database, { owner: ALICE, call: 'photo/projects/set-folder', payload: { folder: String(clientId), projects: 'a,b' }, label, idFields: ['folder'], needsProjects: ['a', 'b'] });
  return clientId;
}

describe('the outbox', () => {
  it('delivers a folder made, renamed and filled offline as one renamed folder holding both projects', async () => {
    const server = createServer();
    const clientId = await offlineFolderJourney();
    expect(await drainOutbox({ db: database, send: server.send, owner: ALICE, locks: lockManager() })).toBe('drained');
    expect(server.folders).toEqual([{ id: 100, name: 'Trip 2023' }]);
    expect(server.projectFolder.get('a')).toBe(100);
    expect(server.projectFolder.get('b')).toBe(100);
    expect(server.received.map((r) => r.call)).toEqual(['photo/projects/folder/add', 'photo/projects/folder/update', 'photo/projects/set-folder']);
    // The client id is gone from the device: the folder row and the projects use the server's.
    expect(await database.folders.get(`${ALICE}/${clientId}`)).toBeUndefined();
    expect((await database.folders.get(`${ALICE}/100`))?.folderId).toBe(100);
    expect((await database.projects.bulkGet(['a', 'b'])).map((p) => p?.folderId)).toEqual([100, 100]);
    expect(await ownerEntries(database, ALICE)).toEqual([]);
  });

  it('stops at the first change it cannot send and keeps the order for the next drain', async () => {
    const server = createServer();
    await offlineFolderJourney();
    server.state.down = true;
    expect(await drainOutbox({ db: database, send: server.send, owner: ALICE, locks: lockManager() })).toBe('offline');
    expect((await ownerEntries(database, ALICE)).map((e) => e.call)).toEqual(['photo/projects/folder/add', 'photo/projects/folder/update', 'photo/projects/set-folder']);
    server.state.down = false;
    expect(await drainOutbox({ db: database, send: server.send, owner: ALICE, locks: lockManager() })).toBe('drained');
    expect(server.folders).toEqual([{ id: 100, name: 'Trip 2023' }]);
  });

  it('a change whose reply was lost is sent again with the same X-Request-Id and applied once', async () => {
    const server = createServer();
    await offlineFolderJourney();
    server.state.loseNextReply = true;
    expect(await drainOutbox({ db: database, send: server.send, owner: ALICE, locks: lockManager() })).toBe('offline');
    expect(server.folders).toHaveLength(1);
    expect(await drainOutbox({ db: database, send: server.send, owner: ALICE, locks: lockManager() })).toBe('drained');
    expect(server.folders).toEqual([{ id: 100, name: 'Trip 2023' }]);
    const adds = server.received.filter((r) => r.call === 'photo/projects/folder/add');
    expect(adds).toHaveLength(2);
    expect(adds[0]!.requestId).toBe(adds[1]!.requestId);
  });

  it('two tabs draining at once send each change once', async () => {
    const server = createServer();
    await offlineFolderJourney();
    const locks = lockManager();
    const tabs = await Promise.all([drainOutbox({ db: database, send: server.send, owner: ALICE, locks }), drainOutbox({ db: openDb(database.name), send: server.send, owner: ALICE, locks })]);
    expect(tabs).toEqual(['drained', 'drained']);
    expect(server.received.map((r) => r.call)).toEqual(['photo/projects/folder/add', 'photo/projects/folder/update', 'photo/projects/set-folder']);
    expect(server.folders).toEqual([{ id: 100, name: 'Trip 2023' }]);
  });

  it('keeps a refused change with its reason, goes on with the next, and lets the user retry or discard it', async () => {
    const server = createServer();
    server.state.refuse.add('photo/update-image-info');
    await enqueueChange(database, { owner: ALICE, call: 'photo/update-image-info', payload: { imgId: 'p1', title: 'Beach 2023' }, label: { key: 'sync_change_photo_rename', params: { from: 'Beach', to: 'Beach 2023' } } });
    await enqueueChange(database, { owner: ALICE, call: 'photo/projects/folder/add', payload: { name: 'Later' }, label });
    expect(await drainOutbox({ db: database, send: server.send, owner: ALICE, locks: lockManager() })).toBe('drained');
    const [kept] = await ownerEntries(database, ALICE);
    expect(kept).toMatchObject({ call: 'photo/update-image-info', state: 'refused', refusal: { kind: 'refused', status: 409, code: 'photo_deleted' }, label: { params: { to: 'Beach 2023' } } });
    expect(server.folders.map((f) => f.name)).toEqual(['Later']);

    // Retry: sent again with the same id, the server answers as it did (it applied nothing); discard drops it.
    await retryEntry(database, ALICE, kept!.seq!);
    expect((await ownerEntries(database, ALICE))[0]?.state).toBe('waiting');
    await drainOutbox({ db: database, send: server.send, owner: ALICE, locks: lockManager() });
    expect((await ownerEntries(database, ALICE))[0]?.refusal?.code).toBe('photo_deleted');
    expect(server.titles.get('p1')).toBe('Beach');
    await discardEntry(database, ALICE, kept!.seq!);
    expect(await ownerEntries(database, ALICE)).toEqual([]);
  });

  it('takes a 403 with a code of its own as a refusal, and a stale CSRF token as "not now"', async () => {
    await enqueueChange(database, { owner: ALICE, call: 'photo/update-image-info', payload: { imgId: '1-k', isPublic: '1' }, label });
    const stale = async (): Promise<OutboxAnswer> => ({ status: 403, code: 'invalid_token' });
    expect(await drainOutbox({ db: database, send: stale, owner: ALICE, locks: lockManager() })).toBe('later');
    const unverified = async (): Promise<OutboxAnswer> => ({ status: 403, code: 'email_not_verified', message: 'Verify your email address first.' });
    expect(await drainOutbox({ db: database, send: unverified, owner: ALICE, locks: lockManager() })).toBe('drained');
    expect((await ownerEntries(database, ALICE))[0]).toMatchObject({ state: 'refused', refusal: { code: 'email_not_verified' } });
  });

  it('sets aside a change the server keeps answering "not now", visible as stuck', async () => {
    await enqueueChange(database, { owner: ALICE, call: 'photo/projects/folder/add', payload: { name: 'X' }, label });
    const send = async (): Promise<OutboxAnswer> => ({ status: 503, code: 'unavailable' });
    for (let i = 0; i < MAX_REPLAY_ATTEMPTS - 1; i += 1) expect(await drainOutbox({ db: database, send, owner: ALICE, locks: lockManager() })).toBe('later');
    expect(await drainOutbox({ db: database, send, owner: ALICE, locks: lockManager() })).toBe('drained');
    expect((await ownerEntries(database, ALICE))[0]).toMatchObject({ state: 'refused', attempts: MAX_REPLAY_ATTEMPTS, refusal: { kind: 'stuck', status: 503 } });
  });

  it("sends only the signed-in user's changes, and stops without a refusal when the session is someone else's", async () => {
    const server = createServer();
    await enqueueChange(database, { owner: BOB, call: 'photo/projects/folder/add', payload: { name: 'Bob' }, label });
    await enqueueChange(database, { owner: ALICE, call: 'photo/projects/folder/add', payload: { name: 'Alice' }, label });
    await drainOutbox({ db: database, send: server.send, owner: ALICE, locks: lockManager() });
    expect(server.received.map((r) => r.owner)).toEqual([ALICE]);
    // The worker knows no user: Bob's change goes first, the server says another user is signed in.
    const wrongUser = async (): Promise<OutboxAnswer> => ({ status: 409, code: 'wrong_user' });
    expect(await drainOutbox({ db: database, send: wrongUser, locks: lockManager() })).toBe('later');
    expect((await ownerEntries(database, BOB))[0]).toMatchObject({ state: 'waiting', attempts: 0 });
  });

  it('waits for a project made offline to reach the server before moving it', async () => {
    const server = createServer();
    await database.projects.put({ id: 'new', owner: ALICE, name: 'n', section: 'editor', document: {}, baseRevision: 0, dirty: true, folderId: 0, width: 1, height: 1, createdAt: 1, updatedAt: 1 });
    await enqueueChange(database, { owner: ALICE, call: 'photo/projects/folder/add', payload: { name: 'F' }, label });
    await enqueueChange(database, { owner: ALICE, call: 'photo/projects/set-folder', payload: { folder: '100', projects: 'new' }, label, needsProjects: ['new'] });
    expect(await drainOutbox({ db: database, send: server.send, owner: ALICE, locks: lockManager() })).toBe('later');
    expect(server.received.map((r) => r.call)).toEqual(['photo/projects/folder/add']);
    const pushProjects = async (ids: string[]): Promise<void> => void (await database.projects.where('id').anyOf(ids).modify({ baseRevision: 1, dirty: false }));
    expect(await drainOutbox({ db: database, send: server.send, owner: ALICE, locks: lockManager(), pushProjects })).toBe('drained');
    expect(server.projectFolder.get('new')).toBe(100);
  });
});
