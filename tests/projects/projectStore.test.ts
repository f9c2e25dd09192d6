// @vitest-environment jsdom
// The projects store on fake-indexeddb, its network wired to a real server (tests/projects/pageServer.ts):
// throttled autosave and flush, the fully-autosaved state, dirty → synced, the second device, conflicts,
// offline retries without loss, a full device.
import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import sharp from 'sharp';
import { startTestServer, type TestServer } from '../support/serverHarness';
import { insertTestUser, signInAs } from '../support/users';
import { connectPage, type PageNetwork } from './pageServer';
import { db } from '../../src/lib/db/db';
import { SESSION_COOKIE } from '../../src/lib/shared/api';
import { addOperation, createPhotoDocument, type EditorDocument } from '../../src/lib/shared/editor';
import { appSectionState } from '../../src/app/routing/appState';
import { LOCAL_KEYS } from '../../src/lib/localStore';
import { autosaveState, createProject, deleteProject, flushProject, lastProjectId, listProjects, loadProject, ProjectError, renameProject, saveProject } from '../../src/features/projects/projectStore';
import { resetAutosave, startAutosaveLifecycle } from '../../src/features/projects/autosave';
import { resetSync, startSync, syncNow } from '../../src/features/projects/sync';
import { resetProjectState } from '../../src/features/projects/state';
import { setSyncHooks } from '../../src/features/projects/syncHooks';
import { currentUser } from '../../src/lib/user';
import { orientationOf } from '../../src/features/projects/managerView';

let server: TestServer;
let network: PageNetwork;
let picture: Blob;
let pictureBytes: Buffer;

const wait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean | Promise<boolean>, ms = 3000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await wait(10);
  }
}

function edited(doc: EditorDocument, amount: number): EditorDocument {
  return addOperation(doc, 'brightness', { amount }).document;
}

function brightness(doc: unknown): number | undefined {
  const ops = (doc as EditorDocument).operations.filter((o) => o.type === 'brightness');
  return ops.at(-1)?.params.amount as number | undefined;
}

async function signIn(): Promise<{ id: string; email: string; client: Awaited<ReturnType<typeof signInAs>> }> {
  const user = await insertTestUser(server);
  const client = await signInAs(server, user.id);
  network.signIn(client.cookies.get(SESSION_COOKIE) ?? '', user.email);
  return { id: user.id, email: user.email, client };
}

async function newPhotoProject(): Promise<{ id: string; doc: EditorDocument }> {
  const doc = createPhotoDocument({ imageId: 'img_1', width: 80, height: 60 });
  const id = await createProject({ section: 'editor', document: doc, assets: { img_1: picture }, name: 'Harbour' });
  return { id, doc };
}

beforeAll(async () => {
  server = await startTestServer('sqlite');
  pictureBytes = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#2a6f97' } }).png().toBuffer();
  picture = new Blob([new Uint8Array(pictureBytes)], { type: 'image/png' });
});
afterAll(async () => server.close());

beforeEach(async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  network = connectPage(server);
  // The page's own load: its answer sets the csrftoken cookie, as the app shell's does.
  await fetch('/offline-test/?nocache=1');
  network.calls.length = 0;
  currentUser.set(null);
  resetAutosave();
  resetSync();
  resetProjectState();
  await db().projects.clear();
  await db().projectAssets.clear();
  localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('autosave to the device', () => {
  it('writes a burst of edits at most every 500 ms, the last edit always landing', async () => {
    const { id, doc } = await newPhotoProject();
    const writes: number[] = [];
    const onWrite = (): void => void writes.push(Date.now());
    db().projects.hook('updating', onWrite);
    db().projects.hook('creating', onWrite);
    try {
      const started = Date.now();
      for (let i = 1; i <= 30; i++) {
        saveProject(id, edited(doc, i));
        await wait(25);
      }
      await flushProject(id);
      expect(writes.length).toBeGreaterThanOrEqual(2);
      expect(writes.length).toBeLessThanOrEqual(Math.ceil((Date.now() - started) / 500) + 1);
      for (let i = 1; i < writes.length - 1; i++) expect(writes[i]! - writes[i - 1]!).toBeGreaterThanOrEqual(450);
      expect(brightness((await db().projects.get(id))?.document)).toBe(30);
    } finally {
      db().projects.hook('updating').unsubscribe(onWrite);
      db().projects.hook('creating').unsubscribe(onWrite);
    }
  });

  it('is not fully autosaved while an edit waits, and is once it is written (the shell’s flag too)', async () => {
    const { id, doc } = await newPhotoProject();
    expect(autosaveState.get()).toMatchObject({ projectId: id, fullyAutosaved: true });
    saveProject(id, edited(doc, 5));
    expect(autosaveState.get().fullyAutosaved).toBe(false);
    expect(appSectionState.get().fullyAutosaved).toBe(false);
    await until(() => autosaveState.get().fullyAutosaved);
    expect(appSectionState.get().fullyAutosaved).toBe(true);
    expect(brightness((await db().projects.get(id))?.document)).toBe(5);
  });

  it('writes at once on flush, and when the page is hidden', async () => {
    const { id, doc } = await newPhotoProject();
    saveProject(id, edited(doc, 1));
    await until(() => autosaveState.get().fullyAutosaved);
    saveProject(id, edited(doc, 2));
    const before = Date.now();
    await flushProject(id);
    expect(Date.now() - before).toBeLessThan(450);
    expect(brightness((await db().projects.get(id))?.document)).toBe(2);

    const stop = startAutosaveLifecycle();
    try {
      saveProject(id, edited(doc, 3));
      window.dispatchEvent(new Event('pagehide'));
      await until(async () => brightness((await db().projects.get(id))?.document) === 3, 400);
    } finally {
      stop();
    }
  });

  it('keeps the project over a reload: the document and its picture come back from the device', async () => {
    const { id, doc } = await newPhotoProject();
    saveProject(id, edited(doc, 42));
    await flushProject(id);
    // A reload: nothing in memory survives, the database does.
    resetAutosave();
    resetProjectState();
    expect(await lastProjectId()).toBe(id);
    const loaded = await loadProject(id);
    expect(loaded?.project.name).toBe('Harbour');
    expect(brightness(loaded?.document)).toBe(42);
    const bytes = Buffer.from(await loaded!.assets.img_1!.arrayBuffer());
    expect(bytes.equals(pictureBytes)).toBe(true);
    expect(JSON.parse(localStorage.getItem(LOCAL_KEYS.lastSection) ?? 'null')).toMatchObject({ section: 'editor', projectId: id });
  });

  it('keeps the work in memory and says so when the device is full, then saves it when it can', async () => {
    const { id, doc } = await newPhotoProject();
    const quota = Object.assign(new Error('The quota has been exceeded.'), { name: 'QuotaExceededError' });
    const put = vi.spyOn(db().projects, 'put').mockRejectedValueOnce(quota);
    saveProject(id, edited(doc, 7));
    await until(() => autosaveState.get().error !== null);
    expect(autosaveState.get()).toMatchObject({ fullyAutosaved: false, error: 'projects_error_storage_full' });
    put.mockRestore();
    saveProject(id, edited(doc, 8));
    await until(() => autosaveState.get().fullyAutosaved);
    expect(autosaveState.get().error).toBeNull();
    expect(brightness((await db().projects.get(id))?.document)).toBe(8);
  });

  it('keeps a visitor’s project on the device only', async () => {
    const { id } = await newPhotoProject();
    await syncNow();
    expect(network.calls).toEqual([]);
    expect((await db().projects.get(id))?.dirty).toBe(true);
    expect((await listProjects()).map((p) => p.id)).toEqual([id]);
  });
});

describe('sync to the account', () => {
  it('saves a signed-in user’s project to the server, then the row is clean; unchanged images are not uploaded again', async () => {
    const user = await signIn();
    const { id, doc } = await newPhotoProject();
    await syncNow();
    const row = await db().projects.get(id);
    expect(row).toMatchObject({ dirty: false, baseRevision: 1 });
    const remote = await user.client.call<{ filename: string; revision: number; document: unknown }>('photo/projects/load', { id });
    expect(remote.body.data).toMatchObject({ filename: 'Harbour', revision: 1 });
    expect(network.calls.filter((c) => c.includes('direct-upload'))).toHaveLength(1);

    saveProject(id, edited(doc, 12));
    await flushProject(id);
    await syncNow();
    expect((await db().projects.get(id))).toMatchObject({ dirty: false, baseRevision: 2 });
    expect(network.calls.filter((c) => c.includes('direct-upload'))).toHaveLength(1);
    expect(brightness((await user.client.call<{ document: unknown }>('photo/projects/load', { id })).body.data?.document)).toBe(12);
  });

  it('opens the project on a second device, with its picture, from the server', async () => {
    await signIn();
    const { id, doc } = await newPhotoProject();
    saveProject(id, edited(doc, 33));
    await flushProject(id);
    await syncNow();
    // A second device: an empty database, the same account.
    await db().projects.clear();
    await db().projectAssets.clear();
    resetProjectState();
    const listed = await listProjects();
    expect(listed).toEqual([expect.objectContaining({ id, baseName: 'Harbour', local: false, remote: true })]);
    const loaded = await loadProject(id);
    expect(brightness(loaded?.document)).toBe(33);
    expect(Buffer.from(await loaded!.assets.img_1!.arrayBuffer()).equals(pictureBytes)).toBe(true);
    // One save reached the server (the edit went with the first one): the device is at its revision.
    expect((await db().projects.get(id))).toMatchObject({ dirty: false, baseRevision: 1 });
  });

  it('lists a project at its cropped size: a square crop of a landscape is square on the device, on the server and in the shape filter (issue 14)', async () => {
    const user = await signIn();
    const { id, doc } = await newPhotoProject();
    // 80 × 60 cropped to its middle 60 × 60.
    const square = addOperation(doc, 'crop', { x: 10 / 80, y: 0, width: 60 / 80, height: 1, ratio: '1:1' }).document;
    saveProject(id, square);
    await flushProject(id);
    expect(await db().projects.get(id)).toMatchObject({ width: 60, height: 60 });
    const listed = (await listProjects()).find((p) => p.id === id);
    expect(listed && orientationOf(listed)).toBe('square');
    await syncNow();
    const remote = await user.client.call<Array<{ id: string; width: unknown; height: unknown }>>('photo/projects/get', { all: 1 });
    const mine = remote.body.data?.find((p) => p.id === id);
    expect(mine && [Number(mine.width), Number(mine.height)]).toEqual([60, 60]);
  });

  it('shows a second device the newer revision when it opens a copy it already had', async () => {
    const user = await signIn();
    const { id } = await newPhotoProject();
    await syncNow();
    const remote = await user.client.call<{ document: EditorDocument; assets: Record<string, { hash: string }> }>('photo/projects/load', { id });
    const other = edited(remote.body.data!.document, 77);
    const saved = await user.client.call('photo/projects/save', { id, document: JSON.stringify(other), base_revision: 1, assets: JSON.stringify({ img_1: { hash: remote.body.data!.assets.img_1!.hash } }) });
    expect(saved.status).toBe(200);
    const loaded = await loadProject(id);
    expect(brightness(loaded?.document)).toBe(77);
    expect(loaded?.project.baseRevision).toBe(2);
  });

  it('keeps offline edits and delivers them when the connection returns', async () => {
    const user = await signIn();
    const { id, doc } = await newPhotoProject();
    await syncNow();
    network.offline = true;
    saveProject(id, edited(doc, 64));
    await flushProject(id);
    await syncNow();
    expect((await db().projects.get(id))).toMatchObject({ dirty: true, baseRevision: 1 });
    expect(brightness((await db().projects.get(id))?.document)).toBe(64);
    network.offline = false;
    const stop = startSync();
    try {
      // The connection returns: the browser's online event starts the sync.
      window.dispatchEvent(new Event('online'));
      await until(async () => (await db().projects.get(id))?.dirty === false);
    } finally {
      stop();
    }
    expect((await db().projects.get(id))).toMatchObject({ dirty: false, baseRevision: 2 });
    expect(brightness((await user.client.call<{ document: unknown }>('photo/projects/load', { id })).body.data?.document)).toBe(64);
  });

  it('keeps both versions when another device saved first: the server’s under the original, ours as a conflict copy', async () => {
    const user = await signIn();
    const conflicts: unknown[] = [];
    setSyncHooks({ conflict: (c) => void conflicts.push(c) });
    const { id, doc } = await newPhotoProject();
    await syncNow();
    const remote = await user.client.call<{ document: EditorDocument; assets: Record<string, { hash: string }> }>('photo/projects/load', { id });
    await user.client.call('photo/projects/save', { id, document: JSON.stringify(edited(remote.body.data!.document, -40)), base_revision: 1, assets: JSON.stringify({ img_1: { hash: remote.body.data!.assets.img_1!.hash } }) });

    saveProject(id, edited(doc, 40));
    await flushProject(id);
    await syncNow();

    const { conflict, projectId } = autosaveState.get();
    expect(conflict?.originalId).toBe(id);
    expect(projectId).toBe(conflict?.copyId);
    expect(conflicts).toEqual([conflict]);
    const copyId = conflict!.copyId;
    expect(brightness((await db().projects.get(copyId))?.document)).toBe(40);
    await until(async () => brightness((await db().projects.get(id))?.document) === -40);
    const list = await listProjects();
    expect(list.find((p) => p.id === copyId)).toMatchObject({ baseName: 'Harbour', conflictOf: id });
    expect(list.find((p) => p.id === id)).toMatchObject({ baseName: 'Harbour', conflictOf: null });

    // Edits addressed to the original go on in the copy; the server's version stays untouched.
    saveProject(id, edited(doc, 41));
    await flushProject(id);
    await syncNow();
    expect(brightness((await db().projects.get(copyId))?.document)).toBe(41);
    expect(brightness((await user.client.call<{ document: unknown }>('photo/projects/load', { id })).body.data?.document)).toBe(-40);
    expect(brightness((await user.client.call<{ document: unknown }>('photo/projects/load', { id: copyId })).body.data?.document)).toBe(41);

    // Opening the other version works on it again: its edits go to it, the copy stays as it is.
    const reopened = await loadProject(id);
    expect(brightness(reopened?.document)).toBe(-40);
    expect(autosaveState.get()).toMatchObject({ projectId: id, conflict: null });
    saveProject(id, edited(reopened!.document, -45));
    await flushProject(id);
    expect(brightness((await db().projects.get(id))?.document)).toBe(-45);
    expect(brightness((await db().projects.get(copyId))?.document)).toBe(41);
  });

  /** A synced project, then an edit (brightness 70) the server saves as revision 2 while its answer is lost. */
  async function saveWithLostAnswer() {
    const user = await signIn();
    const conflicts: unknown[] = [];
    setSyncHooks({ conflict: (c) => void conflicts.push(c) });
    const { id, doc } = await newPhotoProject();
    await syncNow();
    saveProject(id, edited(doc, 70));
    await flushProject(id);
    network.loseAnswerOf.add('POST /api/photo/projects/save/');
    await syncNow();
    return { user, conflicts, id, doc };
  }

  /** The reload: the page's memory is gone, the device's rows stay. */
  async function reloadAndSync(): Promise<void> {
    resetSync();
    resetProjectState();
    await syncNow();
  }

  it('sends a save whose answer was lost to a reload again: applied once, no conflict copy', async () => {
    const { user, conflicts, id } = await saveWithLostAnswer();
    expect((await db().projects.get(id))).toMatchObject({ dirty: true, baseRevision: 1 });
    expect((await user.client.call<{ revision: number }>('photo/projects/load', { id })).body.data?.revision).toBe(2);
    await reloadAndSync();
    expect(conflicts).toEqual([]);
    expect(autosaveState.get().conflict ?? null).toBeNull();
    expect((await db().projects.get(id))).toMatchObject({ dirty: false, baseRevision: 2 });
    expect((await listProjects()).filter((p) => p.conflictOf === id)).toEqual([]);
    const remote = await user.client.call<{ revision: number; document: unknown }>('photo/projects/load', { id });
    expect(remote.body.data?.revision).toBe(2);
    expect(brightness(remote.body.data?.document)).toBe(70);
  });

  it('applies an edit made after a save whose answer was lost to a reload on top of that save, without a conflict copy', async () => {
    const { user, conflicts, id, doc } = await saveWithLostAnswer();
    // The user edits again before the reload.
    saveProject(id, edited(doc, 75));
    await flushProject(id);
    expect(await db().projects.get(id)).toMatchObject({ dirty: true, baseRevision: 1 });
    await reloadAndSync();
    expect(conflicts).toEqual([]);
    expect((await listProjects()).filter((p) => p.conflictOf === id)).toEqual([]);
    expect(await db().projects.get(id)).toMatchObject({ dirty: false, baseRevision: 3, sending: null });
    const remote = await user.client.call<{ revision: number; document: unknown }>('photo/projects/load', { id });
    expect(remote.body.data?.revision).toBe(3);
    expect(brightness(remote.body.data?.document)).toBe(75);
  });

  it('still keeps both versions when another device saved after the lost answer', async () => {
    const { user, conflicts, id, doc } = await saveWithLostAnswer();
    // Another device builds revision 3 on revision 2; this device's next edit must not overwrite it.
    const remote = await user.client.call<{ document: EditorDocument; assets: Record<string, { hash: string }> }>('photo/projects/load', { id });
    await user.client.call('photo/projects/save', { id, document: JSON.stringify(edited(remote.body.data!.document, -40)), base_revision: 2, assets: JSON.stringify({ img_1: { hash: remote.body.data!.assets.img_1!.hash } }) });
    saveProject(id, edited(doc, 75));
    await flushProject(id);
    await reloadAndSync();
    expect(conflicts).toHaveLength(1);
    expect(brightness((await user.client.call<{ document: unknown }>('photo/projects/load', { id })).body.data?.document)).toBe(-40);
  });

  it('keeps an edit made while a save was on its way, and sends it next', async () => {
    const user = await signIn();
    const { id, doc } = await newPhotoProject();
    network.beforeCall = async (call) => {
      if (!call.endsWith('/photo/projects/save/')) return;
      network.beforeCall = null;
      saveProject(id, edited(doc, 90));
      await flushProject(id);
    };
    await syncNow();
    expect((await db().projects.get(id))).toMatchObject({ dirty: true, baseRevision: 1 });
    await syncNow();
    expect((await db().projects.get(id))).toMatchObject({ dirty: false, baseRevision: 2 });
    expect(brightness((await user.client.call<{ document: unknown }>('photo/projects/load', { id })).body.data?.document)).toBe(90);
  });

  it('shows a refused change and keeps it on the device', async () => {
    await signIn();
    const refused: string[] = [];
    setSyncHooks({ refused: (_id, code) => void refused.push(code) });
    const { id } = await newPhotoProject();
    // A document the server cannot take: an image layer with no picture behind it.
    const broken = createPhotoDocument({ imageId: 'img_gone', width: 10, height: 10 });
    saveProject(id, broken);
    await flushProject(id);
    await syncNow();
    expect(refused).toEqual(['missing_assets']);
    expect((await db().projects.get(id))).toMatchObject({ dirty: true, syncError: 'missing_assets' });
  });

  it('deletes on the server too, and renames with the spec’s rules', async () => {
    const user = await signIn();
    const first = await newPhotoProject();
    const second = await newPhotoProject();
    await syncNow();
    await expect(renameProject(second.id, 'harbour')).rejects.toEqual(new ProjectError('duplicate_project_name'));
    await expect(renameProject(second.id, '  ')).rejects.toEqual(new ProjectError('invalid_project_name'));
    // Names made the same by the first save's default are allowed; a rename must differ.
    await renameProject(second.id, '..Sunset');
    await syncNow();
    expect((await user.client.call<{ filename: string }>('photo/projects/load', { id: second.id })).body.data?.filename).toBe('Sunset');

    await deleteProject(first.id);
    await syncNow();
    expect(await db().projects.get(first.id)).toBeUndefined();
    expect((await user.client.call('photo/projects/load', { id: first.id })).body.error?.code).toBe('project_not_found');
    expect((await listProjects()).map((p) => p.id)).toEqual([second.id]);
  });

  it('brings a visitor’s projects into the account that signs in', async () => {
    const { id } = await newPhotoProject();
    const user = await signIn();
    const { adoptAnonymousProjects } = await import('../../src/features/projects/localProjects');
    expect(await adoptAnonymousProjects(user.email)).toBe(1);
    await syncNow();
    expect((await user.client.call<{ revision: number }>('photo/projects/load', { id })).body.data?.revision).toBe(1);
  });
});
