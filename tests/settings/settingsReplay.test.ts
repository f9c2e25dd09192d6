// Settings changes that waited in the one outbox (src/lib/outbox; src/lib/settings/sync.ts): the service
// worker's drain is the change's one server round trip — the change settles on the device in that drain and
// the page sends nothing more — a refused change is kept for the user and gets the server's values back, and
// another device's changes still arrive. The network and the server are test doubles; the server counts
// every request that reaches it.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../src/lib/db/db';
import { cancelScheduledSync, syncSettings, updateSetting } from '../../src/lib/settings/settingsStore';
import { settleSettingsChange, syncAndRefresh } from '../../src/lib/settings/sync';
import { HEADER } from '../../src/lib/shared/api';
import { drainOutbox, sendChange } from '../../src/lib/outbox/drain';
import type { OutboxEntry } from '../../src/lib/outbox/types';
import { decodeSettingsPayload, validateSettings } from '../../src/lib/shared/settings';
import { currentUser, type User } from '../../src/lib/user';

const EMAIL = 'maria@example.com';

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string;
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

/** The api server: stores settings, applies a request id once, refuses a change with nothing valid in it. */
function createServer() {
  const settings: Record<string, unknown> = {};
  const answered = new Map<string, { status: number; body: unknown }>();
  const requests: Call[] = [];
  function handle(call: Call): Response {
    requests.push(call);
    if (call.url.startsWith('/api/auth/get-user-options/')) return json(200, { data: { ...settings } });
    const requestId = call.headers[HEADER.requestId] ?? '';
    const stored = answered.get(requestId);
    if (stored) return json(stored.status, stored.body, { 'x-idempotent-replay': 'true' });
    const data = decodeSettingsPayload(new URLSearchParams(call.body).get('data') ?? '');
    const { valid } = validateSettings(data);
    const answer = Object.keys(valid).length ? { status: 200, body: { data: 'success' } } : { status: 400, body: { error: { code: 'no_valid_settings', message: 'No valid settings provided' } } };
    if (answer.status === 200) Object.assign(settings, valid);
    answered.set(requestId, answer);
    return json(answer.status, answer.body);
  }
  return { settings, requests, handle };
}

/**
 * The network between the page (and the service worker) and the server: down, a request fails as fetch does.
 * The worker's Background Sync drains the one outbox (src/lib/outbox) with no page's help: its drain knows no
 * user and each drained change settles on the device through its effect (the worker's code path,
 * sw/queue/outbox.ts), reported here as delivered or refused.
 */
function createWorker(server: ReturnType<typeof createServer>) {
  const state = { online: true };
  const reports: { requestId: string; outcome: 'delivered' | 'refused' }[] = [];
  function fetchThrough(call: Call): Response {
    if (!state.online) throw new TypeError('Failed to fetch');
    return server.handle(call);
  }
  async function replay(): Promise<void> {
    await drainOutbox({
      db: db(),
      send: (entry) => sendChange(entry, 'token'),
      onSettled: (entry, outcome) => {
        if (outcome !== 'retry') reports.push({ requestId: entry.requestId, outcome });
      },
    });
    // What the page does when it sees a refused settings change (src/features/offline/startLater.ts).
    for (const report of reports.filter((r) => r.outcome === 'refused')) await settleSettingsChange(report.requestId, 'refused');
  }
  const queue = async (): Promise<OutboxEntry[]> => (await db().outbox.toArray()).filter((e) => e.state === 'waiting');
  return { state, reports, fetchThrough, replay, queue };
}

let server: ReturnType<typeof createServer>;
let worker: ReturnType<typeof createWorker>;

function signIn(): void {
  currentUser.set({ email: EMAIL } as User);
}

async function pending(): Promise<string[] | undefined> {
  return (await db().settings.get(EMAIL))?.pending;
}

beforeEach(async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  server = createServer();
  worker = createWorker(server);
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) =>
    worker.fetchThrough({ url, method: init.method ?? 'GET', headers: { ...(init.headers as Record<string, string>) }, body: String(init.body ?? '') }),
  );
  await db().settings.clear();
  await db().outbox.clear();
  await db().featureFrequencies.clear();
  signIn();
});

afterEach(() => {
  cancelScheduledSync();
  currentUser.set(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a settings change delivered by the worker’s drain of the outbox', () => {
  it('costs one server round trip: the drain; the page settles it without a request', async () => {
    worker.state.online = false;
    await updateSetting('autosave', 'no');
    expect(await syncSettings()).toBe('queued');
    expect(await worker.queue()).toHaveLength(1);
    expect(server.requests).toHaveLength(0);

    worker.state.online = true;
    await worker.replay();

    expect(worker.reports).toEqual([{ requestId: worker.reports[0]!.requestId, outcome: 'delivered' }]);
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.url).toBe('/api/auth/update-user-options/');
    expect(server.settings).toEqual({ autosave: 'no' });
    expect(await pending()).toEqual([]);
    // Nothing is left to send: a later sync does not go to the server again.
    expect(await syncSettings()).toBe('nothing');
    expect(server.requests).toHaveLength(1);
  });

  it('costs one round trip per change when several waited', async () => {
    worker.state.online = false;
    await updateSetting('autosave', 'no');
    expect(await syncSettings()).toBe('queued');
    await updateSetting('guides', 'no');
    expect(await syncSettings()).toBe('queued');
    expect(await worker.queue()).toHaveLength(2);

    worker.state.online = true;
    await worker.replay();

    expect(worker.reports.map((r) => r.outcome)).toEqual(['delivered', 'delivered']);
    expect(server.requests).toHaveLength(2);
    expect(server.settings).toEqual({ autosave: 'no', guides: 'no' });
    expect(await pending()).toEqual([]);
  });

  it('keeps a value changed again after the change was queued pending, to be sent on its own', async () => {
    worker.state.online = false;
    await updateSetting('autosave', 'no');
    await syncSettings();
    await updateSetting('autosave', 'ask');

    worker.state.online = true;
    await worker.replay();

    expect(server.requests).toHaveLength(1);
    expect(await pending()).toEqual(['autosave']);
    expect(await syncSettings()).toBe('synced');
    expect(server.settings).toEqual({ autosave: 'ask' });
    expect(await pending()).toEqual([]);
  });

  it('names what it holds for the sync panel, and travels with its X-Request-Id and owner', async () => {
    worker.state.online = false;
    await updateSetting('autosave', 'no');
    await updateSetting('snapping', 'no');
    await syncSettings();
    const [entry] = await worker.queue();
    expect(entry?.label).toEqual({ key: 'settings', params: { keys: 'autosave,snapping' } });
    worker.state.online = true;
    await worker.replay();
    expect(server.requests[0]?.headers[HEADER.requestId]).toBe(entry?.requestId);
    expect(server.requests[0]?.headers[HEADER.userEmail]).toBe(EMAIL);
  });
});

describe('a settings change the server refused on replay', () => {
  it('settles, and the server’s values come back', async () => {
    server.settings.autosave = 'ask';
    await db().settings.put({ owner: EMAIL, values: { autosave: 'ask' }, pending: [], updatedAt: 1 });
    worker.state.online = false;
    await updateSetting('autosave', 'no');
    expect(await syncSettings()).toBe('queued');
    // The server will not take it (as if another rule refused it there).
    const original = server.handle;
    worker.state.online = true;
    const refuse = vi.fn((call: Call) => {
      server.requests.push(call);
      return json(400, { error: { code: 'no_valid_settings', message: 'No valid settings provided' } });
    });
    server.handle = (call: Call) => (call.url.startsWith('/api/auth/update-user-options/') ? refuse(call) : original(call));
    await worker.replay();

    expect(worker.reports.map((r) => r.outcome)).toEqual(['refused']);
    expect(await pending()).toEqual([]);
    // Not silently dropped: the refused change stays in the outbox with its reason, for the sync panel.
    expect((await db().outbox.toArray()).map((e) => [e.state, e.refusal?.code])).toEqual([['refused', 'no_valid_settings']]);
    expect((await db().settings.get(EMAIL))?.values).toEqual({ autosave: 'ask' });
    expect(server.requests.map((r) => r.url.replace(/\?.*$/, ''))).toEqual(['/api/auth/update-user-options/', '/api/auth/get-user-options/']);
  });
});

describe('another device’s settings', () => {
  it('arrive when the connection returns, after this device’s waiting change went first, once', async () => {
    worker.state.online = false;
    await updateSetting('autosave', 'no');
    await syncSettings();
    server.settings.autosave = 'ask';
    server.settings.guides = 'no';

    worker.state.online = true;
    await syncAndRefresh();

    expect((await db().settings.get(EMAIL))?.values).toEqual({ autosave: 'no', guides: 'no' });
    expect(await pending()).toEqual([]);
    expect(server.settings).toEqual({ autosave: 'no', guides: 'no' });
    // The worker's Background Sync finds nothing left: the change reached the server once.
    await worker.replay();
    expect(server.requests.filter((r) => r.url.startsWith('/api/auth/update-user-options/'))).toHaveLength(1);
  });
});
