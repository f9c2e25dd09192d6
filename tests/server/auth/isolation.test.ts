import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabases, TestClient, type TestServer } from '../../support/serverHarness';
import { registerUser, type TestUser } from '../../support/accounts';
import { keyOfLink, latestMail } from '../../support/mailbox';
import { encodeBa } from '../../../src/lib/shared/validators';
import { encodeSettingsPayload } from '../../../src/lib/shared/settings';

type Data = Record<string, unknown>;

describe.each(testDatabases)('one user cannot read or change another user\'s data on %s', (kind) => {
  let server: TestServer;
  let a: TestUser;
  let b: TestUser;

  beforeAll(async () => {
    server = await startTestServer(kind);
    a = await registerUser(server);
    b = await registerUser(server);
    await a.client.call('auth/update-user-options', { data: encodeSettingsPayload({ theme_color: 'dark', dismissed_messages: ['a-only'] }) });
  });
  afterAll(async () => server.close());

  async function snapshotOfA() {
    const db = server.services.db;
    const user = await db.selectFrom('users').selectAll().where('email', '=', a.email).executeTakeFirstOrThrow();
    const sessions = await db.selectFrom('sessions').select(['device_key', 'expires_at']).where('user_id', '=', user.id).orderBy('device_key').execute();
    const { login_date: _ld, ...rest } = user;
    return { user: rest, sessions };
  }

  it('keeps A untouched whatever B does with A\'s keys, devices, name and email', async () => {
    const before = await snapshotOfA();

    // Status and options answer B's own data only.
    expect((await b.client.call<Data>('auth/status')).body.data?.email).toBe(b.email);
    expect((await b.client.call<Data>('auth/get-user-options')).body.data).toEqual({});
    await b.client.call('auth/update-user-options', { data: encodeSettingsPayload({ theme_color: 'light' }) });

    // A's devices cannot be revoked by B.
    const aDevices = (await a.client.call<{ id: string }[]>('auth/devices')).body.data!;
    const bDevices = (await b.client.call<{ id: string }[]>('auth/devices')).body.data!;
    expect(bDevices.map((d) => d.id)).not.toContain(aDevices[0]!.id);
    const revoke = await b.client.call('auth/devices', { device_key: aDevices[0]!.id });
    expect(revoke.status).toBe(404);
    expect(revoke.body.error?.code).toBe('device_not_found');

    // A's mailed keys do nothing in B's session.
    await a.client.call('auth/send-verify-email');
    const verifyKey = keyOfLink(latestMail(server.dataDir, a.email, 'verify_email')?.link);
    expect((await b.client.call('auth/verify-email', { mv: verifyKey })).body.error?.code).toBe('invalid_key');
    await a.client.call('auth/close-account-request');
    const closeKey = keyOfLink(latestMail(server.dataDir, a.email, 'close_account')?.link);
    expect((await b.client.call('auth/close-account-key-control', { closeKey })).body.error?.code).toBe('invalid_key');
    expect((await b.client.call('auth/close-account', { closeKey })).body.error?.code).toBe('invalid_key');

    // A's name and address stay A's.
    expect((await b.client.call('auth/update-username', { newName: String(a.data.user_name) })).body.error?.code).toBe('username_taken');
    expect((await b.client.call('auth/update-email', { e: a.email, ea: a.email, paBa: encodeBa(b.password) })).body.error?.code).toBe('invalid_email');
    // Claiming to be A in the header gets B nowhere.
    const claim = await b.client.call('auth/update-user-options', { data: encodeSettingsPayload({ guides: 'no' }) }, { headers: { 'x-user-email': a.email } });
    expect(claim.body.error?.code).toBe('wrong_user');
    // B's close-account status knows nothing of A.
    expect((await b.client.call('auth/close-account-status')).body.error?.code).toBe('closure_not_found');

    const after = await snapshotOfA();
    expect(after).toEqual(before);
    expect((await a.client.call<Data>('auth/get-user-options')).body.data).toEqual({ theme_color: 'dark', dismissed_messages: ['a-only'] });
    // A's keys still work for A.
    expect((await a.client.call('auth/verify-email', { mv: verifyKey })).body).toEqual({ data: 'success' });
    expect((await a.client.call('auth/close-account-key-control', { closeKey })).body).toEqual({ data: 'success' });
  });

  it('closing B\'s account deletes nothing of A', async () => {
    const before = await snapshotOfA();
    const c = await registerUser(server);
    await c.client.call('auth/close-account-request');
    const key = keyOfLink(latestMail(server.dataDir, c.email, 'close_account')?.link);
    expect((await c.client.call('auth/close-account', { closeKey: key })).body).toEqual({ data: 'success' });
    for (let i = 0; i < 500; i++) {
      const res = await c.client.call<{ isFinished: number }>('auth/close-account-status');
      if (res.body.data?.isFinished === 1) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await server.services.db.selectFrom('users').select('id').where('email', '=', c.email).executeTakeFirst()).toBeUndefined();
    expect(await snapshotOfA()).toEqual(before);
    expect((await a.client.call<Data>('auth/status')).body.data?.email).toBe(a.email);
    expect((await new TestClient(server).call('auth/login', { userEmail: a.email, userPassBa: encodeBa(a.password) })).status).toBe(200);
  });
});
