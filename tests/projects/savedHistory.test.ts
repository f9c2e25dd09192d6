// @vitest-environment jsdom
// The undo history saved with a project (issue 14), through the real projects store on fake-indexeddb and a
// real server: it survives a reload, reaches a second device, and a project from before has none.
import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import sharp from 'sharp';
import { startTestServer, type TestServer } from '../support/serverHarness';
import { insertTestUser, signInAs } from '../support/users';
import { connectPage, type PageNetwork } from './pageServer';
import { db } from '../../src/lib/db/db';
import { SESSION_COOKIE } from '../../src/lib/shared/api';
import { addImageLayer, applyTool, createPhotoDocument, removeLayer, type EditorDocument } from '../../src/lib/shared/editor';
import { commit, createHistory, historyStates, undo, type History } from '../../src/lib/shared/editor/history';
import { encodeHistory, readSavedHistory } from '../../src/lib/shared/editor/savedHistory';
import { createProject, flushProject, loadProject, saveProject } from '../../src/features/projects/projectStore';
import { resetAutosave } from '../../src/features/projects/autosave';
import { resetSync, syncNow } from '../../src/features/projects/sync';
import { resetProjectState } from '../../src/features/projects/state';
import { currentUser } from '../../src/lib/user';

let server: TestServer;
let network: PageNetwork;
let picture: Blob;

/** A new project and three edits on it, each saved with the history so far, the last one undone. */
async function editedProject(): Promise<{ id: string; history: History }> {
  let doc: EditorDocument = createPhotoDocument({ imageId: 'img_1', width: 80, height: 60 });
  const id = await createProject({ section: 'editor', document: doc, assets: { img_1: picture }, name: 'Harbour' });
  let history = createHistory(doc);
  for (const [type, amount] of [['brightness', 25], ['contrast', -30], ['vintage', 80]] as const) {
    doc = applyTool(doc, type, { amount }).document;
    history = commit(history, doc);
    saveProject(id, doc, undefined, { history: encodeHistory(history) });
  }
  history = undo(history);
  saveProject(id, history.present, undefined, { history: encodeHistory(history) });
  await flushProject(id);
  return { id, history };
}

const plain = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

function readBack(loaded: Awaited<ReturnType<typeof loadProject>>): History {
  if (!loaded) throw new Error('project not loaded');
  const read = readSavedHistory(loaded.history, loaded.document);
  expect(read.dropped).toBe(false);
  return read.history;
}

beforeAll(async () => {
  server = await startTestServer('sqlite');
  const bytes = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#2a6f97' } }).png().toBuffer();
  picture = new Blob([new Uint8Array(bytes)], { type: 'image/png' });
});
afterAll(async () => server.close());

beforeEach(async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  network = connectPage(server);
  await fetch('/offline-test/?nocache=1');
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

describe('a project’s undo history', () => {
  it('survives a reload: past and future come back from the device', async () => {
    const { id, history } = await editedProject();
    resetAutosave();
    resetProjectState();
    const back = readBack(await loadProject(id));
    expect(back.past).toHaveLength(2);
    expect(back.future).toHaveLength(1);
    expect(plain(historyStates(back))).toEqual(plain(historyStates(history)));
  });

  it('reaches a second device through the server, which can undo the first device’s steps', async () => {
    const user = await insertTestUser(server);
    const client = await signInAs(server, user.id);
    network.signIn(client.cookies.get(SESSION_COOKIE) ?? '', user.email);
    const { id, history } = await editedProject();
    await syncNow();
    expect(await db().projects.get(id)).toMatchObject({ dirty: false });
    // A second device: an empty database, the same account.
    await db().projects.clear();
    await db().projectAssets.clear();
    resetProjectState();
    let back = readBack(await loadProject(id));
    expect(plain(historyStates(back))).toEqual(plain(historyStates(history)));
    while (back.past.length) back = undo(back);
    expect(back.present.operations).toEqual([]);
  });

  it('takes the pictures only undo steps show to the second device (a layer added, then removed)', async () => {
    const user = await insertTestUser(server);
    const client = await signInAs(server, user.id);
    network.signIn(client.cookies.get(SESSION_COOKIE) ?? '', user.email);
    const first = createPhotoDocument({ imageId: 'img_1', width: 80, height: 60 });
    const id = await createProject({ section: 'editor', document: first, assets: { img_1: picture, img_2: picture } });
    const layered = addImageLayer(first, { imageId: 'img_2', width: 80, height: 60 });
    const removed = removeLayer(layered.document, layered.id);
    const history = commit(commit(createHistory(first), layered.document), removed);
    saveProject(id, removed, undefined, { history: encodeHistory(history) });
    await flushProject(id);
    await syncNow();
    expect(await db().projects.get(id)).toMatchObject({ dirty: false });
    await db().projects.clear();
    await db().projectAssets.clear();
    resetProjectState();
    const back = readBack(await loadProject(id));
    expect(undo(back).present.layers.map((l) => (l.kind === 'image' ? l.imageId : l.id))).toEqual(['img_1', 'img_2']);
    const assetIds = (await db().projectAssets.where('projectId').equals(id).toArray()).map((a) => a.assetId).sort();
    expect(assetIds).toEqual(['img_1', 'img_2']);
  });

  it('is empty for a project saved before histories were kept', async () => {
    const doc = createPhotoDocument({ imageId: 'img_1', width: 80, height: 60 });
    const id = await createProject({ section: 'editor', document: applyTool(doc, 'hue', { amount: 40 }).document, assets: { img_1: picture } });
    const row = await db().projects.get(id);
    expect(row && 'history' in row && row.history !== undefined).toBe(false);
    const loaded = await loadProject(id);
    const read = readSavedHistory(loaded?.history, loaded!.document);
    expect(read).toMatchObject({ dropped: false, history: { past: [], future: [] } });
  });

  it('goes when a save comes without one (its steps would not lead to the new document)', async () => {
    const { id, history } = await editedProject();
    saveProject(id, applyTool(history.present, 'blur', { amount: 10 }).document);
    await flushProject(id);
    const loaded = await loadProject(id);
    expect(loaded?.history).toBeUndefined();
  });
});
