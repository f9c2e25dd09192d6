import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabases, TestClient, type TestServer } from '../../support/serverHarness';
import { registerUser, signInUser, uniqueEmail } from '../../support/accounts';
import { keyOfLink, latestMail, listMails } from '../../support/mailbox';
import { encodeBa } from '../../../src/lib/shared/validators';

describe.each(testDatabases)('passwords on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind, { publicUrl: 'https://pixloom.example' });
  });
  afterAll(async () => server.close());

  async function askReset(email: string): Promise<string> {
    const res = await new TestClient(server).call('auth/forget-pass', { _email_: email });
    expect(res.body).toEqual({ data: 'success' });
    const mail = latestMail(server.dataDir, email, 'reset_password');
    expect(mail?.link).toMatch(/^https:\/\/pixloom\.example\/reset-password\/\?q=[0-9a-f]{40}$/);
    return keyOfLink(mail?.link);
  }

  describe('auth/forget-pass', () => {
    it('mails a reset link on PUBLIC_URL in the user language', async () => {
      const user = await registerUser(server, { headers: { 'accept-language': 'de' } });
      await askReset(user.email);
      const mail = latestMail(server.dataDir, user.email, 'reset_password')!;
      expect(mail.subject).toBe('Setze dein Pixloom-Passwort zurück');
      expect(mail.text).toContain(mail.link);
      expect(mail.html).toContain(`href="${mail.link}"`);
    });

    it('answers operation_failed for an address with no account, and mails nothing', async () => {
      const email = uniqueEmail('ghost');
      const res = await new TestClient(server).call('auth/forget-pass', { _email_: email });
      expect(res.status).toBe(404);
      expect(res.body.error?.code).toBe('operation_failed');
      expect(listMails(server.dataDir, { to: email })).toHaveLength(0);
    });

    it('answers invalid_email for a malformed address and already_logged_in for a signed-in browser', async () => {
      const bad = await new TestClient(server).call('auth/forget-pass', { _email_: 'me@localhost' });
      expect(bad.status).toBe(400);
      expect(bad.body.error?.code).toBe('invalid_email');
      const user = await registerUser(server);
      const signedIn = await user.client.call('auth/forget-pass', { _email_: user.email });
      expect(signedIn.status).toBe(409);
      expect(signedIn.body.error?.code).toBe('already_logged_in');
    });
  });

  describe('auth/reset-pass', () => {
    it('validates the key, resets the password once, and signs every device out', async () => {
      const user = await registerUser(server);
      const key = await askReset(user.email);
      const validate = await new TestClient(server).call('auth/reset-pass', { qKey: key, validateKey: 'true' });
      expect(validate.body).toEqual({ data: 'success' });

      const reset = await new TestClient(server).call('auth/reset-pass', { qKey: key, passBa: encodeBa('brand new pw'), passAgainBa: encodeBa('brand new pw') });
      expect(reset.body).toEqual({ data: 'success' });
      // The old session is gone; the old password no longer works; the new one does.
      expect((await user.client.call('auth/status')).body).toEqual({ data: { email: null } });
      const old = await new TestClient(server).call('auth/login', { userEmail: user.email, userPassBa: encodeBa(user.password) });
      expect(old.body.error?.code).toBe('invalid_email');
      const client = await signInUser(server, user.email, 'brand new pw');
      // Following the mailed link proved the address.
      expect((await client.call<Record<string, unknown>>('auth/status')).body.data?.isMailVerified).toBe(1);

      const again = await new TestClient(server).call('auth/reset-pass', { qKey: key, validateKey: 'true' });
      expect(again.status).toBe(400);
      expect(again.body.error?.code).toBe('invalid_key');
    });

    it('voids an earlier key when a new one is asked for', async () => {
      const user = await registerUser(server);
      const first = await askReset(user.email);
      const second = await askReset(user.email);
      expect(first).not.toBe(second);
      expect((await new TestClient(server).call('auth/reset-pass', { qKey: first, validateKey: 'true' })).body.error?.code).toBe('invalid_key');
      expect((await new TestClient(server).call('auth/reset-pass', { qKey: second, validateKey: 'true' })).body).toEqual({ data: 'success' });
    });

    it('refuses an expired key', async () => {
      const user = await registerUser(server);
      const key = await askReset(user.email);
      await server.services.db.updateTable('account_tokens').set({ expires_at: Date.now() - 1 }).where('kind', '=', 'reset_password').execute();
      const res = await new TestClient(server).call('auth/reset-pass', { qKey: key, validateKey: 'true' });
      expect(res.body.error?.code).toBe('invalid_key');
    });

    it.each([
      [{ qKey: 'not-hex', validateKey: 'true' }, 'invalid_key'],
      [{ qKey: 'a'.repeat(40), validateKey: 'true' }, 'invalid_key'],
      [{ validateKey: 'true' }, 'invalid_key'],
    ])('refuses %j with %s', async (payload, code) => {
      const res = await new TestClient(server).call('auth/reset-pass', payload);
      expect(res.status).toBe(400);
      expect(res.body.error?.code).toBe(code);
    });

    it('refuses a short or mismatched new password and keeps the key usable', async () => {
      const user = await registerUser(server);
      const key = await askReset(user.email);
      const short = await new TestClient(server).call('auth/reset-pass', { qKey: key, passBa: encodeBa('12345'), passAgainBa: encodeBa('12345') });
      expect(short.body.error?.code).toBe('invalid_password');
      const mismatch = await new TestClient(server).call('auth/reset-pass', { qKey: key, passBa: encodeBa('123456'), passAgainBa: encodeBa('1234567') });
      expect(mismatch.body.error?.code).toBe('password_mismatch');
      expect((await new TestClient(server).call('auth/reset-pass', { qKey: key, validateKey: 'true' })).body).toEqual({ data: 'success' });
      await signInUser(server, user.email, user.password);
    });

    it('voids a key when the account changes its email address', async () => {
      const user = await registerUser(server);
      const key = await askReset(user.email);
      const newEmail = uniqueEmail('moved');
      const change = await user.client.call('auth/update-email', { e: newEmail, ea: newEmail, paBa: encodeBa(user.password) });
      expect(change.status).toBe(200);
      expect((await new TestClient(server).call('auth/reset-pass', { qKey: key, validateKey: 'true' })).body.error?.code).toBe('invalid_key');
    });
  });

  describe('auth/update-pwd', () => {
    it('changes the password with the current one and signs the other devices out', async () => {
      const user = await registerUser(server);
      const other = await signInUser(server, user.email, user.password);
      const res = await user.client.call('auth/update-pwd', { npBa: encodeBa('next password'), npaBa: encodeBa('next password'), opBa: encodeBa(user.password) });
      expect(res.body).toEqual({ data: 'success' });
      expect((await user.client.call<Record<string, unknown>>('auth/status')).body.data?.email).toBe(user.email);
      expect((await other.call('auth/status')).body).toEqual({ data: { email: null } });
      await signInUser(server, user.email, 'next password');
    });

    it.each([
      [{ npBa: encodeBa('12345'), npaBa: encodeBa('12345') }, 400, 'invalid_password'],
      [{ npBa: encodeBa('123456'), npaBa: encodeBa('654321') }, 400, 'password_mismatch'],
      [{ npBa: encodeBa('123456'), npaBa: encodeBa('123456'), opBa: encodeBa('not the password') }, 403, 'wrong_password'],
      [{ npBa: encodeBa('123456'), npaBa: encodeBa('123456') }, 403, 'wrong_password'],
    ])('refuses %j with %s and keeps the old password', async (payload, status, code) => {
      const user = await registerUser(server);
      const res = await user.client.call('auth/update-pwd', payload);
      expect(res.status).toBe(status);
      expect(res.body.error?.code).toBe(code);
      await signInUser(server, user.email, user.password);
    });

    it('answers not_logged_in to a visitor', async () => {
      const res = await new TestClient(server).call('auth/update-pwd', { npBa: encodeBa('123456'), npaBa: encodeBa('123456') });
      expect(res.status).toBe(401);
      expect(res.body.error?.code).toBe('not_logged_in');
    });
  });
});
