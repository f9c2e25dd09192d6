// Sign-in throttling never locks the owner out: wrong passwords for an account from many addresses slow
// its sign-ins down (and each needs its captcha where captchas are on), one address guessing is stopped, and
// the right password from a new address still signs in. TRUST_PROXY says which proxies tell the client's
// address; without it, forwarded headers are ignored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { startTestServer, testDatabases, TestClient, type TestServer } from '../../support/serverHarness';
import { registerUser, uniqueEmail } from '../../support/accounts';
import { encodeBa } from '../../../src/lib/shared/validators';
import { parseTrustProxy } from '../../../server/config';
import { signInDelayMs } from '../../../server/accounts/rateLimit';

type Answer = { status: number; body: { data?: unknown; error?: { code: string } } };

async function signInFrom(server: TestServer, ip: string, fields: Record<string, string>, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/auth/login/',
    remoteAddress: ip,
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: 'csrftoken=t0ken', 'x-csrf-token': 't0ken', ...headers },
    payload: new URLSearchParams(fields).toString(),
  });
  return { status: res.statusCode, body: res.json() };
}

async function solve(client: TestClient): Promise<string> {
  const res = await client.call<{ challenge: Challenge }>('get/captcha/challenge');
  const challenge = res.body.data!.challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return btoa(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution }));
}

describe.each(testDatabases)('sign-in throttling on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, {}, { RATE_LIMIT_LOGIN_ACCOUNT: '5/900', RATE_LIMIT_LOGIN_ACCOUNT_IP: '5/900', RATE_LIMIT_LOGIN_IP: '50/900', LOGIN_SLOWDOWN_MS: '150' });
  });
  afterAll(async () => server.close());

  it('five wrong passwords from five addresses do not lock the owner out: the right one from a new address signs in, slowed', async () => {
    const user = await registerUser(server);
    for (let i = 1; i <= 5; i++) {
      expect((await signInFrom(server, `192.0.2.${i}`, { userEmail: user.email, userPassBa: encodeBa(`wrong-${i}`) })).body.error?.code).toBe('invalid_email');
    }
    const started = Date.now();
    const owner = await signInFrom(server, '198.51.100.77', { userEmail: user.email, userPassBa: encodeBa(user.password) });
    expect(owner.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
  });

  it('a wrong password past the limit is still just wrong (no lock, no hint), and slowed', async () => {
    const email = uniqueEmail();
    for (let i = 1; i <= 6; i++) await signInFrom(server, `192.0.2.${20 + i}`, { userEmail: email, userPassBa: encodeBa('nope-nope') });
    const started = Date.now();
    const res = await signInFrom(server, '192.0.2.40', { userEmail: email, userPassBa: encodeBa('nope-nope') });
    expect(res.status).toBe(401);
    expect(res.body.error?.code).toBe('invalid_email');
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
  });
});

describe.each(testDatabases)('sign-in throttling with the captcha on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, {}, { CAPTCHA: 'altcha', RATE_LIMIT_LOGIN_ACCOUNT: '2/900' });
  });
  afterAll(async () => server.close());

  it('the owner signs in from a new address after solving the captcha', async () => {
    const email = uniqueEmail();
    const client = new TestClient(server);
    const reg = await client.call('auth/register', { _email_: email, _email_again: email, _pass_ba_: encodeBa('secret1'), captcha_response: await solve(client) });
    expect(reg.status).toBe(200);
    for (let i = 1; i <= 3; i++) {
      const guesser = new TestClient(server);
      await signInFrom(server, `192.0.2.${60 + i}`, { userEmail: email, userPassBa: encodeBa('wrong-one'), captcha_response: await solve(guesser) });
    }
    expect((await signInFrom(server, '198.51.100.90', { userEmail: email, userPassBa: encodeBa('secret1') })).body.error?.code).toBe('invalid_captcha');
    const owner = await signInFrom(server, '198.51.100.90', { userEmail: email, userPassBa: encodeBa('secret1'), captcha_response: await solve(new TestClient(server)) });
    expect(owner.status).toBe(200);
  });
});

describe.each(testDatabases)('TRUST_PROXY on %s', (kind) => {
  let trusting: TestServer;
  let plain: TestServer;
  beforeAll(async () => {
    trusting = await startTestServer(kind, {}, { TRUST_PROXY: '1', RATE_LIMIT_LOGIN_IP: '2/900' });
    plain = await startTestServer(kind, {}, { RATE_LIMIT_LOGIN_IP: '2/900' });
  });
  afterAll(async () => {
    await trusting.close();
    await plain.close();
  });

  const attempt = (server: TestServer, client: string) =>
    signInFrom(server, '10.0.0.1', { userEmail: uniqueEmail(), userPassBa: encodeBa('whatever') }, { 'x-forwarded-for': client });

  it('behind a trusted proxy each client has its own address bucket', async () => {
    expect((await attempt(trusting, '203.0.113.1')).status).toBe(401);
    expect((await attempt(trusting, '203.0.113.1')).status).toBe(401);
    expect((await attempt(trusting, '203.0.113.1')).status).toBe(429);
    expect((await attempt(trusting, '203.0.113.2')).status).toBe(401);
    // One hop is trusted: a client cannot pick its address by sending its own X-Forwarded-For first.
    expect((await attempt(trusting, '198.51.100.9, 203.0.113.1')).status).toBe(429);
  });

  it('without TRUST_PROXY, a forwarded address is ignored (no way out of the bucket)', async () => {
    expect((await attempt(plain, '203.0.113.1')).status).toBe(401);
    expect((await attempt(plain, '203.0.113.2')).status).toBe(401);
    expect((await attempt(plain, '203.0.113.3')).status).toBe(429);
  });

  it('reads off, hop counts, everything and proxy lists', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1')).toEqual(['10.0.0.0/8', '127.0.0.1']);
  });
});

describe('the sign-in delay', () => {
  it('is none up to the limit, then doubles, capped at 16 times the first', () => {
    const limit = { count: 5, windowMs: 900_000 };
    expect(signInDelayMs(4, limit, 1000)).toBe(0);
    expect(signInDelayMs(5, limit, 1000)).toBe(1000);
    expect(signInDelayMs(6, limit, 1000)).toBe(2000);
    expect(signInDelayMs(50, limit, 1000)).toBe(16_000);
    expect(signInDelayMs(50, limit, 0)).toBe(0);
  });
});
