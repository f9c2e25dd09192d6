// @vitest-environment jsdom
// A design's own fonts (issue 16) sync with its project like its images: through the real projects store on
// fake-indexeddb and a real server, the font a text layer uses reaches a second device; a font this device
// does not have never blocks the save.
import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { startTestServer, type TestServer } from '../support/serverHarness';
import { insertTestUser, signInAs } from '../support/users';
import { connectPage, type PageNetwork } from './pageServer';
import { db } from '../../src/lib/db/db';
import { SESSION_COOKIE } from '../../src/lib/shared/api';
import { addTextLayer, createPhotoDocument } from '../../src/lib/shared/editor';
import { createProject, flushProject, loadProject } from '../../src/features/projects/projectStore';
import { resetAutosave } from '../../src/features/projects/autosave';
import { resetSync, syncNow } from '../../src/features/projects/sync';
import { resetProjectState } from '../../src/features/projects/state';
import { currentUser } from '../../src/lib/user';
import { fontAssetId } from '../../src/lib/userFonts/file';
import { keepUserFont } from '../../src/lib/userFonts/store';

let server: TestServer;
let network: PageNetwork;
let picture: Blob;
const fontBytes = readFileSync(join(process.cwd(), 'node_modules/@fontsource/caveat/files/caveat-latin-400-normal.woff2'));

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

describe('a design’s own fonts', () => {
  it('go to the server with the design and come down on a second device', async () => {
    const user = await insertTestUser(server);
    const client = await signInAs(server, user.id);
    network.signIn(client.cookies.get(SESSION_COOKIE) ?? '', user.email);
    const bytes = new Uint8Array(fontBytes).buffer;
    const id = await fontAssetId(bytes);
    await keepUserFont(user.email, { id, family: 'My Own Hand', type: 'font/woff2', bytes });

    let doc = createPhotoDocument({ imageId: 'img_1', width: 80, height: 60 });
    doc = addTextLayer(doc, { text: 'Hello', fontFamily: 'My Own Hand' }).document;
    // A family this device has no file for: left out, and the save still goes through.
    doc = addTextLayer(doc, { text: 'World', fontFamily: 'Nowhere Sans' }).document;
    const projectId = await createProject({ section: 'editor', document: doc, assets: { img_1: picture }, name: 'Poster' });
    await flushProject(projectId);
    await syncNow();
    expect(await db().projects.get(projectId)).toMatchObject({ dirty: false, syncError: null });
    expect(await db().projectAssets.get(`${projectId}/${id}`)).toMatchObject({ synced: true });

    // A second device: an empty database, the same account.
    await db().projects.clear();
    await db().projectAssets.clear();
    resetProjectState();
    const loaded = await loadProject(projectId);
    expect(Object.keys(loaded?.assets ?? {}).sort()).toEqual([id, 'img_1'].sort());
    const font = await db().projectAssets.get(`${projectId}/${id}`);
    expect(font?.type).toBe('font/woff2');
    expect(Buffer.compare(Buffer.from(font?.bytes ?? new ArrayBuffer(0)), fontBytes)).toBe(0);
  });
});
