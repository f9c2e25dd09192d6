// Settings changes that waited in the service worker's queue (src/lib/settings/sync.ts): the worker's replay
// is the change's one server round trip — the page settles the change from the worker's report and sends
// nothing more — a refused change gets the server's values back, and another device's changes still arrive.
// The worker and the server are test doubles; the server counts every request that reaches it.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../src/lib/db/db';
import { cancelScheduledSync, syncSettings, updateSetting } from '../../src/lib/settings/settingsStore';
import { settleSettingsChange, syncAndRefresh } from '../../src/lib/settings/sync';
import { HEADER } from '../../src/lib/shared/api';
import { decideReplay, errorCodeOf } from '../../src/lib/shared/retryPolicy';
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
 * The service worker: a queueable mutation that cannot reach the server, or that finds changes waiting,
 * goes to the back of the queue (once per request id) and is answered "queued"; a replay sends the waiting
 * changes in order and reports each one delivered or refused, as its broadcast does.
 */
function createWorker(server: ReturnType<typeof createServer>) {
  const queue: Call[] = [];
  const state = { online: true };
  const reports: { requestId: string; outcome: 'delivered' | 'refused' }[] = [];
  function fetchThrough(call: Call): Response {
    const queueable = call.headers[HEADER.queueable] === '1';
    if (queueable && (!state.online || queue.length > 0)) {
      if (!queue.some((waiting) => waiting.headers[HEADER.requestId] === call.headers[HEADER.requestId])) queue.push(call);
      return json(202, { data: { queued: true } }, { [HEADER.queued]: '1' });
    }
    if (!state.online) throw new TypeError('Failed to fetch');
    return server.handle(call);
  }
  async function replay(): Promise<void> {
    while (queue.length > 0) {
      const call = queue.shift()!;
      const response = server.handle(call);
      const { code } = response.ok ? { code: '' } : errorCodeOf(await response.json());
      const decision = decideReplay(response.status, code);
      if (decision === 'retry') {
        queue.unshift(call);
        return;
      }
      const requestId = call.headers[HEADER.requestId] ?? '';
      reports.push({ requestId, outcome: decision });
      // What the page does when the worker's broadcast arrives (src/features/offline/start.ts).
      await settleSettingsChange(requestId, decision);
    }
  }
  return { queue, state, reports, fetchThrough, replay };
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
  await db().featureFrequencies.clear();
  signIn();
});

afterEach(() => {
  cancelScheduledSync();
  currentUser.set(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a settings change delivered by the worker’s replay', () => {
  it('costs one server round trip: the replay; the page settles it without a request', async () => {
    worker.state.online = false;
    await updateSetting('autosave', 'no');
    expect(await syncSettings()).toBe('queued');
    expect(worker.queue).toHaveLength(1);
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
    expect(worker.queue).toHaveLength(2);

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

  it('names what it holds for the queue, which knows no call in particular', async () => {
    worker.state.online = false;
    await updateSetting('autosave', 'no');
    await updateSetting('snapping', 'no');
    await syncSettings();
    expect(worker.queue[0]?.headers[HEADER.changeKeys]).toBe('autosave,snapping');
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
    expect((await db().settings.get(EMAIL))?.values).toEqual({ autosave: 'ask' });
    expect(server.requests.map((r) => r.url.replace(/\?.*$/, ''))).toEqual(['/api/auth/update-user-options/', '/api/auth/get-user-options/']);
  });
});

describe('another device’s settings', () => {
  it('arrive when the connection returns, while this device’s change still waits in the queue', async () => {
    worker.state.online = false;
    await updateSetting('autosave', 'no');
    await syncSettings();
    server.settings.autosave = 'ask';
    server.settings.guides = 'no';

    worker.state.online = true;
    await syncAndRefresh();

    expect((await db().settings.get(EMAIL))?.values).toEqual({ autosave: 'no', guides: 'no' });
    expect(await pending()).toEqual(['autosave']);
    await worker.replay();
    expect(server.settings).toEqual({ autosave: 'no', guides: 'no' });
    expect(await pending()).toEqual([]);
  });
});
