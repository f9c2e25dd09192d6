// A username changed offline (issue 18): My Account queues auth/update-username in the one outbox
// (src/features/account/accountCalls.ts changeUsername) and shows the cleaned name at once. Against the real
// server: delivered once though its reply was lost, the server keeping the very name the page showed; a name
// another user took meanwhile is refused with the server's code and reason (the sync panel shows them, the page
// puts the old name back), the account keeps its one change, and the next change in the queue still goes.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type PixloomDb } from '../../../src/lib/db/db';
import { drainOutbox, sendChange } from '../../../src/lib/outbox/drain';
import { enqueueChange, ownerEntries } from '../../../src/lib/outbox/outbox';
import type { OutboxEntry } from '../../../src/lib/outbox/types';
import { usernameAsKept } from '../../../src/features/account/accountCalls';
import { startTestServer, testDatabases, type TestClient, type TestServer } from '../../support/serverHarness';
import { createTestUser, type TestUser } from '../../support/users';

/** fetch as the page's would reach the server; a request id in `lose` loses its reply once, after the server answered. */
function network(client: TestClient, lose: Set<string>) {
  const sent: string[] = [];
  const fetcher = (async (url: string, init: RequestInit) => {
    const headers = (init.headers ?? {}) as Record<string, string>;
    const response = await client.request({ method: 'POST', url, headers, payload: String(init.body) });
    sent.push(`${url} ${response.statusCode}`);
    const id = headers['x-request-id'] ?? '';
    if (lose.has(id)) {
      lose.delete(id);
      throw new TypeError('Failed to fetch');
    }
    return new Response(response.body, { status: response.statusCode, headers: { 'content-type': String(response.headers['content-type'] ?? '') } });
  }) as typeof fetch;
  return { fetcher, sent };
}

interface Status {
  username?: string;
  can_change_user_name?: boolean;
}

describe.each(testDatabases)('a username changed offline, on %s', (kind) => {
  let server: TestServer;
  let database: PixloomDb;

  beforeAll(async () => {
    server = await startTestServer(kind);
    database = openDb(`username-${kind}`);
    await database.open();
  });
  afterAll(async () => {
    database.close();
    await server.close();
  });

  const status = async (user: TestUser): Promise<Status> => (await user.client.call<Status>('auth/status', {})).body.data ?? {};
  /** What the page queues (changeUsername): the typed name, and the cleaned one and the old one for the sync panel. */
  const queueRename = (user: TestUser, typed: string, previous: string) =>
    enqueueChange(database, { owner: user.email, call: 'auth/update-username', payload: { newName: typed }, label: { key: 'offline_change_username', params: { name: usernameAsKept(typed), previous } } });
  const drainFor = async (user: TestUser, lose = new Set<string>()) => {
    const net = network(user.client, lose);
    const csrf = await user.client.csrf();
    return { net, drain: () => drainOutbox({ db: database, owner: user.email, send: (entry: OutboxEntry) => sendChange(entry, csrf, net.fetcher) }) };
  };

  it('is delivered once though its reply was lost, under the name the page showed', async () => {
    const anna = await createTestUser(server);
    const typed = ` Anna on the train ${Date.now().toString(36)}! `;
    const entry = await queueRename(anna, typed, anna.nick);
    const { net, drain } = await drainFor(anna, new Set([entry.requestId]));
    expect(await drain()).toBe('offline');
    expect(await drain()).toBe('drained');
    expect(net.sent).toEqual(['/api/auth/update-username/ 200', '/api/auth/update-username/ 200']);
    expect(await ownerEntries(database, anna.email)).toEqual([]);
    // The replay was answered from the first time (same request id), not refused as a second change.
    expect(await status(anna)).toMatchObject({ username: usernameAsKept(typed), can_change_user_name: false });
    expect(usernameAsKept(typed)).toMatch(/^Annaonthetrain[0-9a-z]+$/);
  });

  it('a name taken meanwhile is refused with the server’s reason; the account keeps its change and the queue goes on', async () => {
    const anna = await createTestUser(server);
    const ben = await createTestUser(server);
    const wanted = `Lighthouse_${Date.now().toString(36)}`;
    const refused = await queueRename(anna, wanted, anna.nick);
    const next = await enqueueChange(database, { owner: anna.email, call: 'auth/update-email-pref', payload: { em: 'effects', is_: '1' }, label: { key: 'offline_change_newsletter_off', params: {} } });
    // While Anna was offline, Ben took the name.
    expect((await ben.client.call('auth/update-username', { newName: wanted })).status).toBe(200);

    const { net, drain } = await drainFor(anna);
    expect(await drain()).toBe('drained');
    expect(net.sent).toEqual(['/api/auth/update-username/ 409', '/api/auth/update-email-pref/ 200']);
    const left = await ownerEntries(database, anna.email);
    expect(left.map((e) => e.seq)).toEqual([refused.seq]);
    expect(left[0]).toMatchObject({ state: 'refused', refusal: { kind: 'refused', code: 'username_taken', message: 'This username is taken.' }, label: { params: { previous: anna.nick } } });
    expect(left.some((e) => e.seq === next.seq)).toBe(false);
    // Nothing changed on Anna's account: her old name, and the one change still hers to make.
    expect(await status(anna)).toMatchObject({ username: anna.nick, can_change_user_name: true });
  });
});
