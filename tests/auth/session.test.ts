// @vitest-environment jsdom
// The session module (spec shell-auth-platform §4.3, §4.5): auth/status at start fills currentUser and the
// stored latest-user email; X-User-Email follows the user; the session is re-checked every hour, when
// another tab changes the stored email, and when a call answers a session code.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const askDialog = vi.fn(async () => false);
const acknowledgeDialog = vi.fn(async () => undefined);

vi.mock('../../src/app/dialogs/dialogs', () => ({ askDialog: (...a: unknown[]) => askDialog(...(a as [])), acknowledgeDialog: (...a: unknown[]) => acknowledgeDialog(...(a as [])) }));

const HOUR = 3600_000;
const NOW = Date.UTC(2026, 10, 21, 12);
const EMAIL_KEY = 'pixloom.latestUserEmail';

function data(email: string, fields: Record<string, unknown> = {}) {
  return { email, user_name: email.split('@')[0], luk: `luk-${email}`, pl: '0', subscription_status: 'free', register_date: NOW - 40 * 24 * HOUR, language: 'en', ...fields };
}

/** A fake of the server behind fetch: auth/status answers whoever `server.user` is; user-only calls need one. */
const server: { user: ReturnType<typeof data> | null; calls: { call: string; email: string | null; body: string }[] } = { user: null, calls: [] };

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

async function fakeFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const url = new URL(String(input), 'http://localhost');
  const call = url.pathname.replace(/^\/api\/|\/$/g, '');
  const headers = new Headers(init.headers);
  server.calls.push({ call, email: headers.get('x-user-email'), body: String(init.body ?? '') });
  if (call === 'auth/status') return json(200, { data: server.user ?? { email: null } });
  if (call === 'auth/devices') return server.user ? json(200, { data: [] }) : json(401, { error: { code: 'not_logged_in', message: 'You are not signed in.' } });
  return json(200, { data: 'success' });
}

const statusCalls = (): number => server.calls.filter((c) => c.call === 'auth/status').length;

let stop: (() => void) | undefined;

async function start() {
  const session = await import('../../src/features/auth/session');
  const userModule = await import('../../src/lib/user');
  const request = await import('../../src/lib/request');
  stop = session.startSession();
  await vi.waitFor(() => expect(userModule.currentUser.get()).not.toBeUndefined());
  return { session, currentUser: userModule.currentUser, request };
}

function otherTabStores(email: string | null): void {
  window.dispatchEvent(new StorageEvent('storage', { key: EMAIL_KEY, newValue: email === null ? null : JSON.stringify(email) }));
}

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers({ now: NOW, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  localStorage.clear();
  server.user = null;
  server.calls = [];
  vi.stubGlobal('fetch', vi.fn(fakeFetch));
});

afterEach(() => {
  stop?.();
  stop = undefined;
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('start', () => {
  it('loads auth/status into currentUser, remembers the email, and sends it as X-User-Email', async () => {
    server.user = data('alice@example.com');
    const { currentUser, request } = await start();
    expect(currentUser.get()?.email).toBe('alice@example.com');
    expect(JSON.parse(localStorage.getItem(EMAIL_KEY) ?? 'null')).toBe('alice@example.com');
    expect(request.currentUserEmail()).toBe('alice@example.com');
    await request.apiCall('auth/devices');
    expect(server.calls.at(-1)).toMatchObject({ call: 'auth/devices', email: 'alice@example.com' });
  });

  it('knows a visitor as null and sends no email', async () => {
    const { currentUser, request } = await start();
    expect(currentUser.get()).toBeNull();
    expect(request.currentUserEmail()).toBeNull();
  });

  it('starts offline with the user it last knew', async () => {
    localStorage.setItem('pixloom.latestUser', JSON.stringify(data('offline@example.com')));
    vi.stubGlobal('fetch', vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }));
    const { currentUser } = await start();
    expect(currentUser.get()?.email).toBe('offline@example.com');
  });
});

describe('re-checks', () => {
  it('when another tab changes the stored email: a different user is wrong_user', async () => {
    server.user = data('alice@example.com');
    await start();
    server.user = data('bob@example.com');
    otherTabStores('bob@example.com');
    await vi.waitFor(() => expect(acknowledgeDialog).toHaveBeenCalledWith(expect.objectContaining({ contentKey: 'auth_wrong_user', values: { email: 'bob@example.com' } })));
  });

  it('when another tab signs out: not_logged_in logs out here and asks to refresh', async () => {
    server.user = data('alice@example.com');
    const { currentUser } = await start();
    server.user = null;
    localStorage.removeItem(EMAIL_KEY);
    otherTabStores(null);
    await vi.waitFor(() => expect(acknowledgeDialog).toHaveBeenCalledWith(expect.objectContaining({ contentKey: 'acknowledge_session_expired' })));
    expect(currentUser.get()).toBeNull();
  });

  it('when another tab signs in while this one is a visitor: offers to continue as that user', async () => {
    const { currentUser } = await start();
    server.user = data('carol@example.com');
    askDialog.mockResolvedValueOnce(true);
    otherTabStores('carol@example.com');
    await vi.waitFor(() => expect(currentUser.get()?.email).toBe('carol@example.com'));
    expect(askDialog).toHaveBeenCalledWith(expect.objectContaining({ contentKey: 'auth_already_logged_in', values: { email: 'carol@example.com' } }));
  });

  it('every hour', async () => {
    server.user = data('alice@example.com');
    await start();
    expect(statusCalls()).toBe(1);
    // Waiting for the first status moved the fake clock a little (vi.waitFor advances it).
    const started = Date.now() - NOW;
    await vi.advanceTimersByTimeAsync(HOUR - 1 - started);
    expect(statusCalls()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(statusCalls()).toBe(2);
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(statusCalls()).toBe(3);
    expect(acknowledgeDialog).not.toHaveBeenCalled();
  });

  it('when a call answers a session code', async () => {
    server.user = data('alice@example.com');
    const { request } = await start();
    server.user = null;
    // Any area's call now answers not_logged_in: the request layer reports it and the session is checked.
    await expect(request.apiCall('auth/devices')).rejects.toMatchObject({ code: 'not_logged_in' });
    await vi.waitFor(() => expect(acknowledgeDialog).toHaveBeenCalledWith(expect.objectContaining({ contentKey: 'acknowledge_session_expired' })));
    expect(request.currentUserEmail()).toBeNull();
  });

  it('not while suspended (a sign-in flow changing the session on purpose)', async () => {
    server.user = data('alice@example.com');
    const { session } = await start();
    const resume = session.suspendSessionChecks();
    server.user = data('bob@example.com');
    otherTabStores('bob@example.com');
    await vi.advanceTimersByTimeAsync(10);
    expect(acknowledgeDialog).not.toHaveBeenCalled();
    resume();
  });
});

describe('Plus derivation in the page', () => {
  it('a user registered an hour ago is Plus (trialing) until the day is over', async () => {
    server.user = data('new@example.com', { register_date: NOW - HOUR });
    const { currentUser } = await start();
    expect(currentUser.get()).toMatchObject({ pl: '1', subscription_status: 'trialing' });
    await vi.advanceTimersByTimeAsync(23 * HOUR + 1);
    expect(currentUser.get()).toMatchObject({ pl: '0', subscription_status: 'free' });
  });
});

describe('language', () => {
  it('tells the server when the signed-in user switches language', async () => {
    server.user = data('alice@example.com');
    const { currentUser } = await start();
    const { currentLanguage } = await import('../../src/app/language/language');
    currentLanguage.set('fr');
    // It goes through the outbox (src/lib/outbox), whose modules load on first use: a cold load takes a while.
    await vi.waitFor(() => expect(server.calls.find((c) => c.call === 'auth/update-language')?.body).toContain('lang=fr'), { timeout: 15_000 });
    expect(currentUser.get()?.language).toBe('fr');
  });
});
