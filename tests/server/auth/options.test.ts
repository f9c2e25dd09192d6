import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, testDatabases, TestClient, type TestServer } from '../../support/serverHarness';
import { registerUser, signInUser } from '../../support/accounts';
import { latestMail } from '../../support/mailbox';
import { encodeSettingsPayload, NO_VALID_SETTINGS } from '../../../src/lib/shared/settings';

type Options = Record<string, unknown>;

describe.each(testDatabases)('user settings and feedback on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind, {}, { SUPPORT_EMAIL: 'help@pixloom.example' });
  });
  afterAll(async () => server.close());

  describe('auth/get-user-options and auth/update-user-options', () => {
    it('stores valid settings, merges later updates, and delivers them in the user data', async () => {
      const user = await registerUser(server);
      expect((await user.client.call<Options>('auth/get-user-options')).body).toEqual({ data: {} });
      const first = await user.client.call('auth/update-user-options', { data: encodeSettingsPayload({ autosave: 'ask', colors_recent: ['#aabbcc', '112233'], feature_frequencies: { crop: 40, blur: 12.5 } }) });
      expect(first.body).toEqual({ data: 'success' });
      await user.client.call('auth/update-user-options', { data: encodeSettingsPayload({ theme_color: 'dark', autosave: 'no' }) });
      const stored = (await user.client.call<Options>('auth/get-user-options')).body.data;
      expect(stored).toEqual({ autosave: 'no', colors_recent: ['#aabbcc', '112233'], feature_frequencies: { crop: 40, blur: 12.5 }, theme_color: 'dark' });
      expect((await user.client.call<{ options: Options }>('auth/status')).body.data?.options).toEqual(stored);
    });

    it('drops unknown keys and invalid values and keeps the valid ones', async () => {
      const user = await registerUser(server);
      const payload = encodeSettingsPayload({ snapping: 'yes', theme_color: 'purple', not_a_setting: 1 } as never);
      expect((await user.client.call('auth/update-user-options', { data: payload })).body).toEqual({ data: 'success' });
      expect((await user.client.call<Options>('auth/get-user-options')).body.data).toEqual({ snapping: 'yes' });
    });

    it('answers no_valid_settings ("No valid settings provided") when nothing is valid, and changes nothing', async () => {
      const user = await registerUser(server);
      await user.client.call('auth/update-user-options', { data: encodeSettingsPayload({ guides: 'no' }) });
      for (const data of [encodeSettingsPayload({ autosave: 'sometimes' } as never), encodeSettingsPayload({}), 'not base64 at all', btoa('{"nodata":1}')]) {
        const res = await user.client.call('auth/update-user-options', { data });
        expect(res.status).toBe(400);
        expect(res.body.error).toMatchObject({ code: 'no_valid_settings', message: NO_VALID_SETTINGS });
      }
      const missing = await user.client.call('auth/update-user-options', {});
      expect(missing.body.error?.code).toBe('no_valid_settings');
      expect((await user.client.call<Options>('auth/get-user-options')).body.data).toEqual({ guides: 'no' });
    });

    it('keeps the user language in step with the language setting', async () => {
      const user = await registerUser(server);
      await user.client.call('auth/update-user-options', { data: encodeSettingsPayload({ language: 'ko' }) });
      expect((await user.client.call<{ language: string }>('auth/status')).body.data?.language).toBe('ko');
    });

    it('needs a signed-in user', async () => {
      const visitor = new TestClient(server);
      expect((await visitor.call('auth/get-user-options')).body.error?.code).toBe('not_logged_in');
      expect((await visitor.call('auth/update-user-options', { data: encodeSettingsPayload({ guides: 'no' }) })).body.error?.code).toBe('not_logged_in');
    });

    it('applies a replayed update (same X-Request-Id) once', async () => {
      const user = await registerUser(server);
      const id = crypto.randomUUID();
      await user.client.call('auth/update-user-options', { data: encodeSettingsPayload({ colors_recent: ['#aaaaaa'] }) }, { requestId: id });
      await user.client.call('auth/update-user-options', { data: encodeSettingsPayload({ colors_recent: ['#bbbbbb'] }) });
      const replay = await user.client.call('auth/update-user-options', { data: encodeSettingsPayload({ colors_recent: ['#aaaaaa'] }) }, { requestId: id });
      expect(replay.response.headers['x-idempotent-replay']).toBe('true');
      expect((await user.client.call<Options>('auth/get-user-options')).body.data).toEqual({ colors_recent: ['#bbbbbb'] });
    });

    it('keeps the announcements dismissed and the notices shown on another device', async () => {
      const user = await registerUser(server);
      const phone = await signInUser(server, user.email, user.password);
      // The laptop dismisses two announcements; the phone, which never saw that, dismisses another and
      // the weekly one again (later), and marks a notice shown.
      await user.client.call('auth/update-user-options', { data: encodeSettingsPayload({ dismissed_messages: ['pwa_install', 'weekly_tips@1000'], notice: { storage_full: 1, plus_trial: 0 } }) });
      await phone.call('auth/update-user-options', { data: encodeSettingsPayload({ dismissed_messages: ['edit_layer', 'weekly_tips@5000'], notice: { plus_trial: 1 }, theme_color: 'dark' }) });
      const stored = (await user.client.call<Options>('auth/get-user-options')).body.data;
      expect(stored?.dismissed_messages).toEqual(['pwa_install', 'edit_layer', 'weekly_tips@5000']);
      expect(stored?.notice).toEqual({ storage_full: 1, plus_trial: 1 });
      expect(stored?.theme_color).toBe('dark');
      // An older weekly dismissal arriving late does not bring the announcement back sooner.
      await user.client.call('auth/update-user-options', { data: encodeSettingsPayload({ dismissed_messages: ['weekly_tips@2000'] }) });
      expect((await phone.call<Options>('auth/get-user-options')).body.data?.dismissed_messages).toEqual(['pwa_install', 'edit_layer', 'weekly_tips@5000']);
    });
  });

  describe('auth/send-feedback', () => {
    it('stores the message and mails it to support', async () => {
      const user = await registerUser(server);
      const res = await user.client.call('auth/send-feedback', { email: user.email, subject: 'Crop tool', message: 'Please add a 4:5 ratio.', system_info: 'Chrome 140 on Linux' });
      expect(res.body).toEqual({ data: 'success' });
      const row = await server.services.db.selectFrom('feedback').selectAll().where('email', '=', user.email).executeTakeFirstOrThrow();
      expect(row.message).toBe('Please add a 4:5 ratio.');
      expect(row.user_id).not.toBeNull();
      // The mail goes out through the job queue, just after the answer.
      const mail = await vi.waitFor(() => {
        const latest = latestMail(server.dataDir, 'help@pixloom.example', 'feedback');
        if (!latest) throw new Error('no feedback mail yet');
        return latest;
      }, { timeout: 10_000, interval: 50 });
      expect(mail.subject).toBe('[Pixloom feedback] Crop tool');
      expect(mail.text).toContain('Please add a 4:5 ratio.');
      expect(mail.headers['reply-to']).toBe(user.email);
    });

    it.each([
      [{ email: 'nope', subject: 's', message: 'm' }, 'invalid_email'],
      [{ email: 'a@b.co', subject: '  ', message: 'm' }, 'invalid_subject'],
      [{ email: 'a@b.co', subject: 's', message: '' }, 'invalid_message'],
      [{ email: 'a@b.co', subject: 's', message: 'x'.repeat(4001) }, 'invalid_message'],
    ])('refuses %j with %s', async (payload, code) => {
      const res = await new TestClient(server).call('auth/send-feedback', payload);
      expect(res.status).toBe(400);
      expect(res.body.error?.code).toBe(code);
    });
  });
});
