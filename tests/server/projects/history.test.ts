// The undo history saved inside a project's document (issue 14): the server keeps a sound one, drops a bad
// one without failing the save, and sends it back on load, so a second device can undo the first's steps.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { startTestServer, testDatabases, type TestServer } from '../../support/serverHarness';
import { createTestUser, type TestUser } from '../../support/users';
import { applyTool, type EditorDocument } from '../../../src/lib/shared/editor';
import { commit, createHistory, historyStates } from '../../../src/lib/shared/editor/history';
import { encodeHistory, readSavedHistory } from '../../../src/lib/shared/editor/savedHistory';
import { historyOf } from '../../../src/lib/shared/editor/savedHistoryFit';
import { makeImage, photoDocument, save, sha256, uploadAsset } from './helpers';

describe.each(testDatabases)('a project’s saved undo history on %s', (kind) => {
  let server: TestServer;
  let alice: TestUser;
  let asset: { hash: string; key: string };

  beforeAll(async () => {
    server = await startTestServer(kind);
    alice = await createTestUser(server, { nick: 'alice' });
    const image = await makeImage('png', 64, 48);
    asset = { hash: sha256(image), key: await uploadAsset(server, alice.client, image) };
  });
  afterAll(async () => server.close());

  function threeSteps(): { present: EditorDocument; states: EditorDocument[]; saved: unknown } {
    let doc = photoDocument();
    let history = createHistory(doc);
    for (const [type, amount] of [['contrast', 30], ['warmth', -20], ['sepia', 60]] as const) {
      doc = applyTool(doc, type, { amount }).document;
      history = commit(history, doc);
    }
    return { present: doc, states: historyStates(history), saved: encodeHistory(history) };
  }

  async function saveAndLoad(document: string): Promise<{ status: number; stored: unknown }> {
    const id = randomUUID();
    const res = await save(alice.client, { id, name: 'History', document, baseRevision: 0, assets: { img_1: asset } });
    if (res.status !== 200) return { status: res.status, stored: null };
    const loaded = await alice.client.call<{ document: unknown }>('photo/projects/load', { id });
    return { status: res.status, stored: loaded.body.data?.document };
  }

  it('keeps the history with the document and sends it back on load', async () => {
    const { present, states, saved } = threeSteps();
    const { status, stored } = await saveAndLoad(JSON.stringify({ ...present, history: saved }));
    expect(status).toBe(200);
    const read = readSavedHistory(historyOf(stored), present);
    expect(read.dropped).toBe(false);
    expect(JSON.parse(JSON.stringify(historyStates(read.history)))).toEqual(JSON.parse(JSON.stringify(states)));
  });

  it('saves a document whose history is damaged, without the history', async () => {
    const { present } = threeSteps();
    const { status, stored } = await saveAndLoad(JSON.stringify({ ...present, history: { v: 1, past: [[['+', '/__proto__/x', 1]]], future: [] } }));
    expect(status).toBe(200);
    expect(historyOf(stored)).toBeUndefined();
    expect(stored).toMatchObject({ operations: present.operations });
  });

  it('saves a document without a history as before', async () => {
    const { present } = threeSteps();
    const { status, stored } = await saveAndLoad(JSON.stringify(present));
    expect(status).toBe(200);
    expect(historyOf(stored)).toBeUndefined();
  });
});
