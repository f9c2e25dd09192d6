import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabases, TestClient, type TestServer } from '../../support/serverHarness';
import { registerUser, signInUser, uniqueEmail } from '../../support/accounts';
import { encodeBa } from '../../../src/lib/shared/validators';
import { hashPassword, needsRehash, verifyPassword } from '../../../server/accounts/passwords';

const USER_FIELDS = [
  'email', 'user_name', 'username', 'language', 'isNewUser', 'newUser', 'pl', 'is_strp', 'btknid', 'register_date', 'register_from',
  'login_date', 'login_count', 'isMailVerified', 'plan_type', 'subscr_date', 'subscr_count', 'subscr_amount', 'subscr_first_date',
  'subscr_ltv', 'subscr_usr', 'subscr_tusr', 'subscription_status', 'trial_source', 'payment_type', 'can_change_user_name',
  'is_subscribe_newsletter', 'is_beta_user', 'options', 'luk', 'delinquent', 'isSocialUser',
];

describe.each(testDatabases)('auth sessions on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => server.close());

  describe('auth/register', () => {
    it('creates the user, signs them in and answers the §3 user fields', async () => {
      const email = uniqueEmail('reg');
      const client = new TestClient(server);
      const res = await client.call<Record<string, unknown>>('auth/register', { _email_: `  ${email.toUpperCase()} `, _email_again: email, _pass_ba_: encodeBa('sécret pw'), em_effects: 0, em_articles: 1 }, { headers: { 'accept-language': 'fr-FR,fr;q=0.9' } });
      expect(res.status).toBe(200);
      const data = res.body.data!;
      for (const field of USER_FIELDS) expect(data, field).toHaveProperty(field);
      expect(data.email).toBe(email);
      expect(data.isNewUser).toBe(1);
      expect(data.newUser).toBe(1);
      expect(data.register_from).toBe('email');
      expect(data.isMailVerified).toBe(0);
      expect(data.can_change_user_name).toBe(true);
      expect(data.language).toBe('fr');
      expect(data.user_name).toBe(data.username);
      expect(String(data.user_name)).toMatch(/^[\p{L}\p{N}_-]{4,100}$/u);
      expect(data.login_count).toBe(1);
      expect(data.isSocialUser).toBe(0);
      expect(data.options).toEqual({});
      const cookie = res.response.cookies.find((c) => c.name === 'pxsid');
      expect(cookie?.httpOnly).toBe(true);
      expect(cookie?.sameSite).toBe('Lax');

      const status = await client.call<Record<string, unknown>>('auth/status');
      expect(status.body.data?.email).toBe(email);
      expect(status.body.data?.isNewUser).toBe(0);
    });

    it('stores a scrypt hash, never the password', async () => {
      const user = await registerUser(server, { password: 'plain-text-never-stored' });
      const row = await server.services.db.selectFrom('users').select('password_hash').where('email', '=', user.email).executeTakeFirstOrThrow();
      expect(row.password_hash).toMatch(/^scrypt\$\d+\$8\$1\$/);
      expect(row.password_hash).not.toContain('plain-text-never-stored');
    });

    it.each([
      [{ _email_: 'not-an-email', _email_again: 'not-an-email', _pass_ba_: encodeBa('secret1') }, 'invalid_email'],
      [{ _email_: 'a@b.co', _email_again: 'x@b.co', _pass_ba_: encodeBa('secret1') }, 'email_mismatch'],
      [{ _email_: 'a@b.co', _email_again: 'a@b.co', _pass_ba_: encodeBa('12345') }, 'invalid_password'],
      [{ _email_: 'a@b.co', _email_again: 'a@b.co', _pass_ba_: encodeBa('x'.repeat(101)) }, 'invalid_password'],
      [{ _email_: 'a@b.co', _email_again: 'a@b.co', _pass_ba_: '%%%not-base64' }, 'invalid_password'],
      [{ _email_again: 'a@b.co', _pass_ba_: encodeBa('secret1') }, 'invalid_email'],
    ])('refuses %j with %s and creates nothing', async (payload, code) => {
      const before = await server.services.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const res = await new TestClient(server).call('auth/register', payload);
      expect(res.status).toBe(400);
      expect(res.body.error?.code).toBe(code);
      const after = await server.services.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
    });

    it('answers a taken email with invalid_email (409), whatever its case', async () => {
      const user = await registerUser(server);
      const res = await new TestClient(server).call('auth/register', { _email_: user.email.toUpperCase(), _email_again: user.email, _pass_ba_: encodeBa('another1') });
      expect(res.status).toBe(409);
      expect(res.body.error?.code).toBe('invalid_email');
    });

    it('answers already_logged_in when the browser has a session', async () => {
      const user = await registerUser(server);
      const email = uniqueEmail();
      const res = await user.client.call('auth/register', { _email_: email, _email_again: email, _pass_ba_: encodeBa('secret1') });
      expect(res.status).toBe(409);
      expect(res.body.error?.code).toBe('already_logged_in');
    });

    it('gives two users with the same local part different usernames', async () => {
      const a = await registerUser(server, { email: `same.name@${uniqueEmail().split('@')[0]}.com` });
      const b = await registerUser(server, { email: `same.name@${uniqueEmail().split('@')[0]}.org` });
      expect(String(a.data.user_name).toLowerCase()).not.toBe(String(b.data.user_name).toLowerCase());
    });
  });

  describe('auth/login', () => {
    it('signs in with the right password and counts the sign-in', async () => {
      const user = await registerUser(server);
      const client = new TestClient(server);
      const res = await client.call<Record<string, unknown>>('auth/login', { userEmail: user.email.toUpperCase(), userPassBa: encodeBa(user.password) });
      expect(res.status).toBe(200);
      expect(res.body.data?.email).toBe(user.email);
      expect(res.body.data?.login_count).toBe(2);
      expect(res.body.data?.isNewUser).toBe(0);
      expect((await client.call<Record<string, unknown>>('auth/status')).body.data?.email).toBe(user.email);
    });

    it('answers invalid_email for a wrong password and for an unknown email alike', async () => {
      const user = await registerUser(server);
      const wrong = await new TestClient(server).call('auth/login', { userEmail: user.email, userPassBa: encodeBa('wrong-password') });
      const unknown = await new TestClient(server).call('auth/login', { userEmail: uniqueEmail('nobody'), userPassBa: encodeBa('wrong-password') });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.body).toEqual(unknown.body);
      expect(wrong.body.error?.code).toBe('invalid_email');
      expect(wrong.response.cookies.find((c) => c.name === 'pxsid')).toBeUndefined();
    });

    it.each([
      [{ userEmail: 'bad', userPassBa: encodeBa('secret1') }, 400],
      [{ userEmail: 'a@b.co', userPassBa: encodeBa('ab') }, 401],
      [{ userEmail: 'a@b.co' }, 400],
    ])('refuses %j with invalid_email', async (payload, status) => {
      const res = await new TestClient(server).call('auth/login', payload);
      expect(res.status).toBe(status);
      expect(res.body.error?.code).toBe('invalid_email');
    });

    it('answers already_logged_in when the browser has a session', async () => {
      const user = await registerUser(server);
      const res = await user.client.call('auth/login', { userEmail: user.email, userPassBa: encodeBa(user.password) });
      expect(res.status).toBe(409);
      expect(res.body.error?.code).toBe('already_logged_in');
    });
  });

  describe('auth/status and check-user', () => {
    it('answers a visitor {email:null}', async () => {
      expect((await new TestClient(server).call('auth/status')).body).toEqual({ data: { email: null } });
    });

    it('answers check-user with the session email', async () => {
      const user = await registerUser(server);
      const res = await user.client.request({ method: 'POST', url: '/check-user/' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: user.email });
    });
  });

  describe('auth/sign-out', () => {
    it('ends the session and answers success; a second sign-out is not_logged_in', async () => {
      const user = await registerUser(server);
      const res = await user.client.call('auth/sign-out');
      expect(res.body).toEqual({ data: 'success' });
      expect((await user.client.call('auth/status')).body).toEqual({ data: { email: null } });
      const again = await user.client.call('auth/sign-out');
      expect(again.status).toBe(401);
      expect(again.body.error?.code).toBe('not_logged_in');
    });

    it('leaves the same user signed in on another device', async () => {
      const user = await registerUser(server);
      const other = await signInUser(server, user.email, user.password);
      await user.client.call('auth/sign-out');
      expect((await other.call<Record<string, unknown>>('auth/status')).body.data?.email).toBe(user.email);
    });
  });

  describe('session mismatches (spec §4.3)', () => {
    it('answers not_logged_in when the page believes a user is signed in but the browser has no session', async () => {
      const res = await new TestClient(server).call('auth/get-user-options', {}, { headers: { 'x-user-email': 'someone@example.com' } });
      expect(res.status).toBe(401);
      expect(res.body.error?.code).toBe('not_logged_in');
    });

    it('answers wrong_user when another user is signed in than the page believes', async () => {
      const user = await registerUser(server);
      const res = await user.client.call('auth/get-user-options', {}, { headers: { 'x-user-email': 'other@example.com' } });
      expect(res.status).toBe(409);
      expect(res.body.error?.code).toBe('wrong_user');
      const ok = await user.client.call('auth/get-user-options', {}, { headers: { 'x-user-email': user.email.toUpperCase() } });
      expect(ok.status).toBe(200);
    });
  });

  describe('auth/update-language', () => {
    it('stores the language of a user and sets the lang cookie', async () => {
      const user = await registerUser(server);
      const res = await user.client.call('auth/update-language', { lang: 'ja' });
      expect(res.body).toEqual({ data: 'success' });
      expect(res.response.cookies.find((c) => c.name === 'lang')?.value).toBe('ja');
      expect((await user.client.call<Record<string, unknown>>('auth/status')).body.data?.language).toBe('ja');
    });

    it('accepts a visitor and refuses an unknown language with invalid_language', async () => {
      expect((await new TestClient(server).call('auth/update-language', { lang: 'de' })).body).toEqual({ data: 'success' });
      const bad = await new TestClient(server).call('auth/update-language', { lang: 'xx' });
      expect(bad.status).toBe(400);
      expect(bad.body.error?.code).toBe('invalid_language');
    });
  });
});

describe('password hashing', () => {
  it('uses scrypt at the production cost (64 MiB) and verifies in constant time', async () => {
    const params = { logN: 16, r: 8, p: 1 };
    const hash = await hashPassword('correct horse', params);
    expect(hash.startsWith('scrypt$16$8$1$')).toBe(true);
    expect(await verifyPassword('correct horse', hash, params)).toBe(true);
    expect(await verifyPassword('correct horsf', hash, params)).toBe(false);
    expect(await verifyPassword('anything', null, params)).toBe(false);
    expect(needsRehash(hash, params)).toBe(false);
    expect(needsRehash(hash, { logN: 17, r: 8, p: 1 })).toBe(true);
  });
});

describe.each(testDatabases)('rehash on sign-in on %s', (kind) => {
  it('rehashes a password stored at an old cost when the user signs in', async () => {
    const low = await startTestServer(kind, {}, { PASSWORD_SCRYPT_LOG_N: '10' });
    const user = await registerUser(low);
    const db = low.services.db;
    expect((await db.selectFrom('users').select('password_hash').where('email', '=', user.email).executeTakeFirstOrThrow()).password_hash).toMatch(/^scrypt\$10\$/);
    // The same database, now configured with the production cost.
    low.services.config.accounts.scrypt.logN = 16;
    await signInUser(low, user.email, user.password);
    expect((await db.selectFrom('users').select('password_hash').where('email', '=', user.email).executeTakeFirstOrThrow()).password_hash).toMatch(/^scrypt\$16\$/);
    await signInUser(low, user.email, user.password);
    await low.close();
  });
});
