// On SQLite the server remembers session lookups between requests (server/accounts/sessions.ts) for as long
// as nothing is written to the database. What a user does must still count at once everywhere: here each
// browser asks auth/status first (so its session is remembered), then something changes — on this instance,
// on a second instance on the same database file, or by a write outside the server — and the very next
// request sees it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { encodeBa } from '../../../src/lib/shared/validators';
import { startTestServer, type TestServer, TestClient } from '../../support/serverHarness';
import { registerUser, signInUser } from '../../support/accounts';

/** The same browser (its cookies) talking to another instance. */
function sameBrowser(client: TestClient, to: TestServer): TestClient {
  const moved = new TestClient(to);
  for (const [name, value] of client.cookies) moved.cookies.set(name, value);
  return moved;
}

async function statusOf(client: TestClient): Promise<Record<string, unknown> | undefined> {
  return (await client.call<Record<string, unknown>>('auth/status')).body.data;
}

describe('remembered sessions on SQLite', () => {
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    a = await startTestServer('sqlite');
    // A second instance on the first one's database file, as two processes behind a load balancer.
    b = await startTestServer('sqlite', { databaseUrl: `sqlite://${join(a.dataDir, 'test.db')}` });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('signs out at once on an instance that had just served the session, when the other instance signs it out', async () => {
    const user = await registerUser(a);
    expect((await statusOf(user.client))?.email).toBe(user.email);
    expect((await statusOf(user.client))?.email).toBe(user.email);
    expect((await sameBrowser(user.client, b).call('auth/sign-out')).body).toEqual({ data: 'success' });
    expect(await statusOf(user.client)).toEqual({ email: null });
  });

  it('signs the other devices out at once after a password change on either instance', async () => {
    const user = await registerUser(a);
    const otherOnA = await signInUser(a, user.email, user.password);
    const otherOnB = sameBrowser(otherOnA, b);
    expect((await statusOf(otherOnA))?.email).toBe(user.email);
    expect((await statusOf(otherOnB))?.email).toBe(user.email);
    const res = await sameBrowser(user.client, b).call('auth/update-pwd', { npBa: encodeBa('next password'), npaBa: encodeBa('next password'), opBa: encodeBa(user.password) });
    expect(res.body).toEqual({ data: 'success' });
    expect(await statusOf(otherOnA)).toEqual({ email: null });
    expect(await statusOf(otherOnB)).toEqual({ email: null });
    expect((await statusOf(user.client))?.email).toBe(user.email);
  });

  it('answers the user data changed on the other instance, not the remembered one', async () => {
    const user = await registerUser(a);
    expect((await statusOf(user.client))?.language).not.toBe('ja');
    expect((await sameBrowser(user.client, b).call('auth/update-language', { lang: 'ja' })).body).toEqual({ data: 'success' });
    expect((await statusOf(user.client))?.language).toBe('ja');
  });

  it('answers the user data changed on the same instance at once (its own write, counted before it runs)', async () => {
    const user = await registerUser(a);
    expect((await statusOf(user.client))?.language).not.toBe('ko');
    expect((await user.client.call('auth/update-language', { lang: 'ko' })).body).toEqual({ data: 'success' });
    expect((await statusOf(user.client))?.language).toBe('ko');
  });

  it('sees a session deleted by a write outside the server (another connection to the file)', async () => {
    const user = await registerUser(a);
    expect((await statusOf(user.client))?.email).toBe(user.email);
    const outside = new SQLite(join(a.dataDir, 'test.db'));
    try {
      outside.prepare('delete from sessions where user_id = (select id from users where email = ?)').run(user.email);
    } finally {
      outside.close();
    }
    expect(await statusOf(user.client)).toEqual({ email: null });
  });

  it('signs out on the same instance at once, and a second sign-out is not_logged_in', async () => {
    const user = await registerUser(a);
    const other = await signInUser(a, user.email, user.password);
    expect((await statusOf(user.client))?.email).toBe(user.email);
    // The cookie the browser held, sent again after the sign-out (the sign-out clears it in the browser).
    const stale = sameBrowser(user.client, a);
    expect((await user.client.call('auth/sign-out')).body).toEqual({ data: 'success' });
    expect(await statusOf(stale)).toEqual({ email: null });
    expect((await stale.call('auth/sign-out')).body.error?.code).toBe('not_logged_in');
    // The same user's other device is a different session: still signed in.
    expect((await statusOf(other))?.email).toBe(user.email);
  });

  it('does not mix up two users whose sessions are both remembered', async () => {
    const first = await registerUser(a);
    const second = await registerUser(a);
    for (let i = 0; i < 3; i++) {
      expect((await statusOf(first.client))?.email).toBe(first.email);
      expect((await statusOf(second.client))?.email).toBe(second.email);
    }
  });
});
