import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { startTestServer, testDatabases, TestClient, type TestServer } from '../../support/serverHarness';
import { registerUser, uniqueEmail } from '../../support/accounts';
import { encodeBa } from '../../../src/lib/shared/validators';
import { loadAccountsConfig } from '../../../server/accounts/config';

/** Solves a challenge the way the altcha widget does and returns its payload (base64 JSON). */
async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  expect(solution).not.toBeNull();
  return btoa(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution }));
}

describe.each(testDatabases)('ALTCHA captcha on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind, {}, { CAPTCHA: 'altcha' });
  });
  afterAll(async () => server.close());
  afterEach(() => vi.restoreAllMocks());

  async function challenge(client = new TestClient(server)): Promise<Challenge> {
    const res = await client.call<{ captcha: string; challenge: Challenge }>('get/captcha/challenge');
    expect(res.status).toBe(200);
    expect(res.body.data?.captcha).toBe('altcha');
    return res.body.data!.challenge;
  }

  it('issues signed, expiring PBKDF2 challenges in the format of the altcha v3 widget, cheap under APP_ENV=test', async () => {
    const c = await challenge();
    expect(c.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 1, keyLength: 32 });
    for (const field of ['nonce', 'salt', 'keyPrefix', 'keySignature']) expect(typeof (c.parameters as unknown as Record<string, unknown>)[field]).toBe('string');
    expect(c.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(c.parameters.expiresAt! * 1000).toBeGreaterThan(Date.now() + 15 * 60_000);
    // The widget's challenge URL answers the bare challenge, never cached.
    const raw = await new TestClient(server).request({ method: 'GET', url: '/captcha/challenge/' });
    expect(raw.statusCode).toBe(200);
    expect(raw.headers['cache-control']).toBe('no-store');
    expect(Object.keys(raw.json()).sort()).toEqual(['parameters', 'signature']);
  });

  it('registers with a solved challenge and refuses the same solution a second time', async () => {
    const payload = await solve(await challenge());
    const email = uniqueEmail('captcha');
    const client = new TestClient(server);
    const ok = await client.call('auth/register', { _email_: email, _email_again: email, _pass_ba_: encodeBa('secret1'), captcha_response: payload });
    expect(ok.status).toBe(200);
    const other = uniqueEmail('replay');
    const replay = await new TestClient(server).call('auth/register', { _email_: other, _email_again: other, _pass_ba_: encodeBa('secret1'), captcha_response: payload });
    expect(replay.status).toBe(400);
    expect(replay.body.error?.code).toBe('invalid_captcha');
  });

  it('guards sign-in and reset too, and solved challenges from the raw URL work the same', async () => {
    const email = uniqueEmail('guarded');
    const without = await new TestClient(server).call('auth/register', { _email_: email, _email_again: email, _pass_ba_: encodeBa('secret1') });
    expect(without.status).toBe(400);
    expect(without.body.error?.code).toBe('invalid_captcha');
    const reg = await new TestClient(server).call('auth/register', { _email_: email, _email_again: email, _pass_ba_: encodeBa('secret1'), captcha_response: await solve(await challenge()) });
    expect(reg.status).toBe(200);

    const noCaptcha = await new TestClient(server).call('auth/login', { userEmail: email, userPassBa: encodeBa('secret1') });
    expect(noCaptcha.body.error?.code).toBe('invalid_captcha');
    const raw = (await new TestClient(server).request({ method: 'GET', url: '/captcha/challenge/' })).json() as Challenge;
    const login = await new TestClient(server).call('auth/login', { userEmail: email, userPassBa: encodeBa('secret1'), captcha_response: await solve(raw) });
    expect(login.status).toBe(200);

    expect((await new TestClient(server).call('auth/forget-pass', { _email_: email })).body.error?.code).toBe('invalid_captcha');
    const forget = await new TestClient(server).call('auth/forget-pass', { _email_: email, captcha_response: await solve(await challenge()) });
    expect(forget.body).toEqual({ data: 'success' });
  });

  it('refuses garbage, the widget test-mode payload, tampered challenges, wrong solutions and expired challenges', async () => {
    const c = await challenge();
    const good = JSON.parse(atob(await solve(c))) as { challenge: Challenge; solution: { counter: number; derivedKey: string } };
    const cheaper = { ...good, challenge: { ...good.challenge, parameters: { ...good.challenge.parameters, cost: 0 } } };
    const wrong = { ...good, solution: { ...good.solution, derivedKey: '00'.repeat(32) } };
    const cases = ['', 'not-base64!', btoa('{}'), btoa(JSON.stringify({ challenge: null, solution: null, test: true })), btoa(JSON.stringify(cheaper)), btoa(JSON.stringify(wrong))];
    for (const captcha_response of cases) {
      const res = await new TestClient(server).call('auth/forget-pass', { _email_: uniqueEmail(), captcha_response });
      expect(res.status, captcha_response).toBe(400);
      expect(res.body.error?.code).toBe('invalid_captcha');
    }
    const late = await solve(await challenge());
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 21 * 60_000);
    const expired = await new TestClient(server).call('auth/forget-pass', { _email_: uniqueEmail(), captcha_response: late });
    expect(expired.body.error?.code).toBe('invalid_captcha');
  });
});

describe.each(testDatabases)('captcha off on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind, {}, { CAPTCHA: 'off' });
  });
  afterAll(async () => server.close());

  it('says so and needs no captcha_response', async () => {
    expect((await new TestClient(server).call('get/captcha/challenge')).body).toEqual({ data: { captcha: 'off' } });
    const raw = await new TestClient(server).request({ method: 'GET', url: '/captcha/challenge/' });
    expect(raw.statusCode).toBe(404);
    expect(raw.json().error.code).toBe('captcha_off');
    const user = await registerUser(server);
    expect(user.data.email).toBe(user.email);
  });
});

describe('captcha cost', () => {
  it('asks real work in production: PBKDF2 with 1000 iterations and a secret number up to 5000', () => {
    expect(loadAccountsConfig({}, 'https://pixloom.example', 'production').captcha).toMatchObject({ cost: 1000, maxNumber: 5000 });
    expect(loadAccountsConfig({ CAPTCHA_COST: '20000' }, 'https://pixloom.example', 'production').captcha.cost).toBe(20000);
  });
});
