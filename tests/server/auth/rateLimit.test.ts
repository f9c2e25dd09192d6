import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabases, TestClient, type TestServer } from '../../support/serverHarness';
import { registerUser, uniqueEmail } from '../../support/accounts';
import { encodeBa } from '../../../src/lib/shared/validators';
import { loadAccountsConfig, RATE_LIMIT_DEFAULTS } from '../../../server/accounts/config';

/** A form POST from a given client address (app.inject's remoteAddress). */
async function postFrom(server: TestServer, ip: string, call: string, payload: Record<string, string>) {
  const form = new URLSearchParams(payload).toString();
  const res = await server.app.inject({
    method: 'POST',
    url: `/api/${call}/`,
    remoteAddress: ip,
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: 'csrftoken=t0ken', 'x-csrf-token': 't0ken' },
    payload: form,
  });
  return { status: res.statusCode, body: res.json() as { data?: unknown; error?: { code: string; retry_after?: number } } };
}

describe.each(testDatabases)('rate limits on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind, {}, {
      RATE_LIMIT_LOGIN_IP: '4/900',
      RATE_LIMIT_LOGIN_ACCOUNT: '2/900',
      RATE_LIMIT_LOGIN_ACCOUNT_IP: '2/900',
      RATE_LIMIT_REGISTER_ACCOUNT: '2/600',
      RATE_LIMIT_FORGET_IP: '3/900',
      RATE_LIMIT_FORGET_ACCOUNT: '2/900',
      RATE_LIMIT_KEY_IP: '3/900',
      RATE_LIMIT_MAIL_ACCOUNT: '2/900',
      RATE_LIMIT_FEEDBACK_IP: '2/900',
    });
  });
  afterAll(async () => server.close());

  it('limits sign-in attempts per address and answers too_many_attempts with retry_after', async () => {
    const ip = '198.51.100.1';
    for (let i = 0; i < 4; i++) {
      const res = await postFrom(server, ip, 'auth/login', { userEmail: uniqueEmail(), userPassBa: encodeBa('whatever') });
      expect(res.body.error?.code).toBe('invalid_email');
    }
    const blocked = await postFrom(server, ip, 'auth/login', { userEmail: uniqueEmail(), userPassBa: encodeBa('whatever') });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error?.code).toBe('too_many_attempts');
    expect(blocked.body.error?.retry_after).toBeGreaterThan(800);
    expect(blocked.body.error?.retry_after).toBeLessThanOrEqual(900);
    // Another address is not affected.
    expect((await postFrom(server, '198.51.100.2', 'auth/login', { userEmail: uniqueEmail(), userPassBa: encodeBa('whatever') })).body.error?.code).toBe('invalid_email');
  });

  it('stops one address guessing at an account until the window passes, never the owner at another address', async () => {
    const user = await registerUser(server);
    await postFrom(server, '203.0.113.1', 'auth/login', { userEmail: user.email, userPassBa: encodeBa('wrong-1') });
    await postFrom(server, '203.0.113.1', 'auth/login', { userEmail: user.email, userPassBa: encodeBa('wrong-2') });
    const stopped = await postFrom(server, '203.0.113.1', 'auth/login', { userEmail: user.email, userPassBa: encodeBa(user.password) });
    expect(stopped.status).toBe(429);
    expect(stopped.body.error?.code).toBe('too_many_attempts');
    // Wrong passwords from more addresses than the account limit: the owner still signs in from a new one.
    for (const ip of ['203.0.113.2', '203.0.113.3', '203.0.113.5']) await postFrom(server, ip, 'auth/login', { userEmail: user.email, userPassBa: encodeBa('wrong') });
    expect((await postFrom(server, '203.0.113.3', 'auth/login', { userEmail: user.email, userPassBa: encodeBa(user.password) })).status).toBe(200);
    // Fifteen minutes later the guessing address may try again.
    await server.services.db.updateTable('rate_limit_hits').set((eb) => ({ created_at: eb('created_at', '-', 901_000) })).where('bucket', '=', `LOGIN_ACCOUNT_IP:${user.email}|203.0.113.1`).execute();
    const later = await postFrom(server, '203.0.113.1', 'auth/login', { userEmail: user.email, userPassBa: encodeBa(user.password) });
    expect(later.status).toBe(200);
  });

  it('forgets the failures of an account once it signs in', async () => {
    const user = await registerUser(server);
    await postFrom(server, '203.0.113.10', 'auth/login', { userEmail: user.email, userPassBa: encodeBa('wrong-1') });
    expect((await postFrom(server, '203.0.113.10', 'auth/login', { userEmail: user.email, userPassBa: encodeBa(user.password) })).status).toBe(200);
    await postFrom(server, '203.0.113.11', 'auth/login', { userEmail: user.email, userPassBa: encodeBa('wrong-2') });
    expect((await postFrom(server, '203.0.113.11', 'auth/login', { userEmail: user.email, userPassBa: encodeBa(user.password) })).status).toBe(200);
  });

  it("counts a wrong current password in My Account against the account's limit at that address", async () => {
    const user = await registerUser(server);
    for (let i = 0; i < 2; i++) {
      const res = await user.client.call('auth/update-pwd', { npBa: encodeBa('123456'), npaBa: encodeBa('123456'), opBa: encodeBa(`guess-${i}`) });
      expect(res.body.error?.code).toBe('wrong_password');
    }
    const blocked = await user.client.call('auth/update-pwd', { npBa: encodeBa('123456'), npaBa: encodeBa('123456'), opBa: encodeBa(user.password) });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error?.code).toBe('too_many_attempts');
  });

  it('limits reset requests per address and per email', async () => {
    const user = await registerUser(server);
    const forget = (address: string, mail: string) => postFrom(server, address, 'auth/forget-pass', { _email_: mail });
    expect((await forget('198.51.100.30', user.email)).body).toEqual({ data: 'success' });
    expect((await forget('198.51.100.31', user.email)).body).toEqual({ data: 'success' });
    expect((await forget('198.51.100.32', user.email)).body.error?.code).toBe('too_many_attempts');
    const ip = '198.51.100.33';
    for (let i = 0; i < 3; i++) expect((await forget(ip, uniqueEmail())).body.error?.code).toBe('operation_failed');
    expect((await forget(ip, uniqueEmail())).body.error?.code).toBe('too_many_attempts');
  });

  it('limits wrong keys per address', async () => {
    const ip = '198.51.100.40';
    for (let i = 0; i < 3; i++) expect((await postFrom(server, ip, 'auth/reset-pass', { qKey: 'b'.repeat(40), validateKey: 'true' })).body.error?.code).toBe('invalid_key');
    expect((await postFrom(server, ip, 'auth/reset-pass', { qKey: 'b'.repeat(40), validateKey: 'true' })).body.error?.code).toBe('too_many_attempts');
  });

  it('limits the mails a signed-in user can ask for', async () => {
    const user = await registerUser(server);
    expect((await user.client.call('auth/send-verify-email')).status).toBe(200);
    expect((await user.client.call('auth/close-account-request')).status).toBe(200);
    const blocked = await user.client.call('auth/send-verify-email');
    expect(blocked.status).toBe(429);
    expect(blocked.body.error?.code).toBe('too_many_attempts');
  });

  it('limits feedback per address', async () => {
    const client = new TestClient(server);
    const send = () => client.call('auth/send-feedback', { email: 'a@b.co', subject: 's', message: 'm' });
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(200);
    expect((await send()).body.error?.code).toBe('too_many_attempts');
  });
});

describe.each(testDatabases)('registration limits on %s', (kind) => {
  it('limits registrations per address and per email', async () => {
    // Its own server: the other tests register their users from 127.0.0.1.
    const server = await startTestServer(kind, {}, { RATE_LIMIT_REGISTER_IP: '3/600', RATE_LIMIT_REGISTER_ACCOUNT: '2/600' });
    const ip = '198.51.100.20';
    const email = uniqueEmail('taken');
    const reg = (address: string, mail: string) => postFrom(server, address, 'auth/register', { _email_: mail, _email_again: mail, _pass_ba_: encodeBa('secret1') });
    expect((await reg(ip, email)).status).toBe(200);
    expect((await reg('198.51.100.21', email)).body.error?.code).toBe('invalid_email');
    const perEmail = await reg('198.51.100.22', email);
    expect(perEmail.status).toBe(429);
    expect(perEmail.body.error?.code).toBe('too_many_attempts');
    expect((await reg(ip, uniqueEmail())).status).toBe(200);
    expect((await reg(ip, uniqueEmail())).status).toBe(200);
    const perIp = await reg(ip, uniqueEmail());
    expect(perIp.status).toBe(429);
    expect(perIp.body.error?.code).toBe('too_many_attempts');
    await server.close();
  });

});

describe('rate limit configuration', () => {
  it('uses the documented defaults in production and reads RATE_LIMIT_<NAME>=count/seconds', () => {
    const prod = loadAccountsConfig({}, 'https://pixloom.example', 'production');
    expect(prod.limits).toEqual(RATE_LIMIT_DEFAULTS);
    expect(prod.limits.LOGIN_ACCOUNT).toEqual({ count: 5, windowMs: 900_000 });
    const custom = loadAccountsConfig({ RATE_LIMIT_LOGIN_IP: '7/60', RATE_LIMIT_REGISTER_IP: 'garbage' }, 'https://pixloom.example', 'production');
    expect(custom.limits.LOGIN_IP).toEqual({ count: 7, windowMs: 60_000 });
    expect(custom.limits.REGISTER_IP).toEqual(RATE_LIMIT_DEFAULTS.REGISTER_IP);
  });
});
