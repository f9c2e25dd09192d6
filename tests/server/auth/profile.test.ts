import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabases, TestClient, type TestServer } from '../../support/serverHarness';
import { registerUser, signInUser, uniqueEmail, type TestUser } from '../../support/accounts';
import { keyOfLink, latestMail, listMails } from '../../support/mailbox';
import { encodeBa } from '../../../src/lib/shared/validators';

type Data = Record<string, unknown>;

describe.each(testDatabases)('My Account calls on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => server.close());

  const status = async (user: TestUser): Promise<Data> => (await user.client.call<Data>('auth/status')).body.data ?? {};

  describe('email verification', () => {
    it('mails a link at registration that verifies the address once', async () => {
      const user = await registerUser(server);
      const mail = latestMail(server.dataDir, user.email, 'verify_email');
      expect(mail?.link).toMatch(/^http:\/\/127\.0\.0\.1:8080\/my-account\/\?mv=[0-9a-f]{40}$/);
      const res = await user.client.call('auth/verify-email', { mv: keyOfLink(mail?.link) });
      expect(res.body).toEqual({ data: 'success' });
      expect((await status(user)).isMailVerified).toBe(1);
      const again = await user.client.call('auth/verify-email', { mv: keyOfLink(mail?.link) });
      expect(again.status).toBe(409);
      expect(again.body.error?.code).toBe('already_verified');
    });

    it('refuses a wrong key with invalid_key and leaves the address unverified', async () => {
      const user = await registerUser(server);
      for (const mv of ['0'.repeat(40), 'short', '']) {
        const res = await user.client.call('auth/verify-email', { mv });
        expect(res.status).toBe(400);
        expect(res.body.error?.code).toBe('invalid_key');
      }
      expect((await status(user)).isMailVerified).toBe(0);
    });

    it('sends a new verification mail on request, answering userEmail; the old link stops working', async () => {
      const user = await registerUser(server);
      const first = latestMail(server.dataDir, user.email, 'verify_email');
      const res = await user.client.call<Data>('auth/send-verify-email');
      expect(res.body).toEqual({ data: { userEmail: user.email } });
      expect(listMails(server.dataDir, { to: user.email, kind: 'verify_email' })).toHaveLength(2);
      const second = latestMail(server.dataDir, user.email, 'verify_email');
      expect((await user.client.call('auth/verify-email', { mv: keyOfLink(first?.link) })).body.error?.code).toBe('invalid_key');
      expect((await user.client.call('auth/verify-email', { mv: keyOfLink(second?.link) })).body).toEqual({ data: 'success' });
      const verified = await user.client.call('auth/send-verify-email');
      expect(verified.status).toBe(409);
      expect(verified.body.error?.code).toBe('already_verified');
    });

    it('needs a signed-in user', async () => {
      for (const call of ['auth/verify-email', 'auth/send-verify-email']) {
        const res = await new TestClient(server).call(call, { mv: 'a'.repeat(40) });
        expect(res.status).toBe(401);
        expect(res.body.error?.code).toBe('not_logged_in');
      }
    });
  });

  describe('auth/update-username', () => {
    it('changes the username once; can_change_user_name becomes false', async () => {
      const user = await registerUser(server);
      const name = `New_name-${Date.now().toString(36)}`;
      const res = await user.client.call<Data>('auth/update-username', { newName: `  ${name}!! ` });
      expect(res.status).toBe(200);
      expect(res.body.data?.user_name).toBe(name);
      expect(res.body.data?.can_change_user_name).toBe(false);
      expect((await status(user)).username).toBe(name);
      const again = await user.client.call('auth/update-username', { newName: `${name}x` });
      expect(again.status).toBe(403);
      expect(again.body.error?.code).toBe('username_change_not_allowed');
      expect((await status(user)).username).toBe(name);
    });

    it('refuses a taken name (in any case) with username_taken and keeps the right to change', async () => {
      const a = await registerUser(server);
      const b = await registerUser(server);
      const taken = String(a.data.user_name).toUpperCase();
      const res = await b.client.call('auth/update-username', { newName: taken });
      expect(res.status).toBe(409);
      expect(res.body.error?.code).toBe('username_taken');
      expect((await status(b)).can_change_user_name).toBe(true);
    });

    it.each(['abc', '!!a!', 'x'.repeat(101), ''])('refuses %j with invalid_username', async (newName) => {
      const user = await registerUser(server);
      const res = await user.client.call('auth/update-username', { newName });
      expect(res.status).toBe(400);
      expect(res.body.error?.code).toBe('invalid_username');
    });
  });

  describe('auth/update-email', () => {
    it('changes the address with the password, unverifies it, mails the new address and answers the social flag', async () => {
      const user = await registerUser(server);
      await server.services.db.updateTable('users').set({ mail_verified: 1 }).where('email', '=', user.email).execute();
      const next = uniqueEmail('next');
      const res = await user.client.call<Data>('auth/update-email', { e: next, ea: next.toUpperCase(), paBa: encodeBa(user.password) });
      expect(res.status).toBe(200);
      expect(res.body.data?.social).toBe(0);
      expect(res.body.data?.email).toBe(next);
      expect(res.body.data?.isMailVerified).toBe(0);
      expect(latestMail(server.dataDir, next, 'verify_email')?.link).toContain('/my-account/?mv=');
      await signInUser(server, next, user.password);
    });

    it.each([
      [{ e: 'nope', ea: 'nope' }, 400, 'invalid_email'],
      [{ e: 'a@b.co', ea: 'c@b.co' }, 400, 'email_mismatch'],
      [{ e: 'a2@b.co', ea: 'a2@b.co', paBa: encodeBa('wrong pw') }, 403, 'wrong_password'],
      [{ e: 'a2@b.co', ea: 'a2@b.co' }, 403, 'wrong_password'],
    ])('refuses %j with %s', async (payload, statusCode, code) => {
      const user = await registerUser(server);
      const res = await user.client.call('auth/update-email', payload);
      expect(res.status).toBe(statusCode);
      expect(res.body.error?.code).toBe(code);
      expect((await status(user)).email).toBe(user.email);
    });

    it('refuses an address another account uses with invalid_email (409)', async () => {
      const a = await registerUser(server);
      const b = await registerUser(server);
      const res = await b.client.call('auth/update-email', { e: a.email, ea: a.email, paBa: encodeBa(b.password) });
      expect(res.status).toBe(409);
      expect(res.body.error?.code).toBe('invalid_email');
    });
  });

  describe('auth/update-email-pref', () => {
    it('subscribes with is_=0 and unsubscribes with is_=1', async () => {
      const user = await registerUser(server);
      expect((await status(user)).is_subscribe_newsletter).toBe(0);
      expect((await user.client.call('auth/update-email-pref', { em: 'effects', is_: '0' })).body).toEqual({ data: 'success' });
      expect((await status(user)).is_subscribe_newsletter).toBe(1);
      await user.client.call('auth/update-email-pref', { em: 'effects', is_: '1' });
      expect((await status(user)).is_subscribe_newsletter).toBe(0);
    });

    it.each<Record<string, string>>([{ em: 'spam', is_: '0' }, { em: 'effects', is_: '2' }, { em: 'effects' }])('refuses %j with invalid_preference', async (payload) => {
      const user = await registerUser(server);
      const res = await user.client.call('auth/update-email-pref', payload);
      expect(res.status).toBe(400);
      expect(res.body.error?.code).toBe('invalid_preference');
    });
  });

  describe('auth/devices', () => {
    it('lists the signed-in devices, marks this one, and revokes another by device_key', async () => {
      const user = await registerUser(server);
      const phone = new TestClient(server);
      const signed = await phone.call('auth/login', { userEmail: user.email, userPassBa: encodeBa(user.password) }, { headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1' } });
      expect(signed.status).toBe(200);
      const list = await user.client.call<{ id: string; device: string; is_you: number; date: number; geo_data: string }[]>('auth/devices');
      expect(list.body.data).toHaveLength(2);
      const mine = list.body.data!.find((d) => d.is_you === 1)!;
      const other = list.body.data!.find((d) => d.is_you === 0)!;
      expect(other.device).toBe('Safari on iOS');
      expect(other.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(typeof mine.date).toBe('number');

      const after = await user.client.call<{ id: string }[]>('auth/devices', { device_key: other.id });
      expect(after.body.data?.map((d) => d.id)).toEqual([mine.id]);
      expect((await phone.call('auth/status')).body).toEqual({ data: { email: null } });
    });

    it('revoking this device signs this browser out', async () => {
      const user = await registerUser(server);
      const list = await user.client.call<{ id: string; is_you: number }[]>('auth/devices');
      const res = await user.client.call<unknown[]>('auth/devices', { device_key: list.body.data![0]!.id });
      expect(res.body.data).toEqual([]);
      expect((await user.client.call('auth/status')).body).toEqual({ data: { email: null } });
    });

    it('answers device_not_found for an unknown key', async () => {
      const user = await registerUser(server);
      const res = await user.client.call('auth/devices', { device_key: '00000000-0000-0000-0000-000000000000' });
      expect(res.status).toBe(404);
      expect(res.body.error?.code).toBe('device_not_found');
    });
  });
});
