// photo/report-abuse and notify/send-download-link (subscription-navigation §7, §8; shell-auth-platform §4.11).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabases, TestClient, type TestServer } from '../../support/serverHarness';
import { createTestUser, type TestUser } from '../../support/users';
import { latestMail, listMails } from '../../support/mailbox';
import { insertPhoto } from '../photos/helpers';
import type { PhotoJson } from '../../../src/lib/shared/photos';

const DAY = 24 * 60 * 60 * 1000;

describe.each(testDatabases)('photo/report-abuse and notify/send-download-link on %s', (kind) => {
  let server: TestServer;
  let owner: TestUser;
  let reporter: TestUser;
  let unverified: TestUser;
  let publicId: string;
  let privateId: string;

  const reports = async (): Promise<{ photo_id: number; user_id: string; mode: string; is_anonymous: number }[]> =>
    server.services.db.selectFrom('photo_reports').select(['photo_id', 'user_id', 'mode', 'is_anonymous']).execute();

  beforeAll(async () => {
    server = await startTestServer(kind);
    owner = await createTestUser(server, { nick: 'painter' });
    reporter = await createTestUser(server, { nick: 'watcher' });
    unverified = await createTestUser(server, { nick: 'fresh', verified: false });
    publicId = `pixloom_photo_${await insertPhoto(server, owner.id, { title: 'Sunset #sky', isPublic: true })}`;
    privateId = `pixloom_photo_${await insertPhoto(server, owner.id, { title: 'Diary', isPublic: false })}`;
  });
  afterAll(async () => server.close());

  describe('photo/report-abuse', () => {
    it('refuses a visitor with not_logged_in and records nothing', async () => {
      const res = await new TestClient(server).call('photo/report-abuse', { mode: 'explore', img_key: publicId });
      expect(res.status).toBe(401);
      expect(res.body.error?.code).toBe('not_logged_in');
      expect(await reports()).toEqual([]);
    });

    it('refuses an unverified email with email_not_verified and records nothing', async () => {
      const res = await unverified.client.call('photo/report-abuse', { mode: 'explore', img_key: publicId });
      expect(res.status).toBe(403);
      expect(res.body.error?.code).toBe('email_not_verified');
      expect(await reports()).toEqual([]);
    });

    it('answers bad input with a specific 4xx code and records nothing', async () => {
      const cases: [Record<string, string>, number, string][] = [
        [{ img_key: publicId }, 400, 'invalid_report_mode'],
        [{ mode: 'everywhere', img_key: publicId }, 400, 'invalid_report_mode'],
        [{ mode: 'explore' }, 400, 'invalid_photo_id'],
        [{ mode: 'explore', img_key: 'not a photo' }, 400, 'invalid_photo_id'],
        [{ mode: 'explore', img_key: publicId, is_anonymous: 'yes' }, 400, 'invalid_anonymous_flag'],
        [{ mode: 'explore', img_key: 'pixloom_photo_999999' }, 404, 'photo_not_found'],
        // Another user's private photo is as unknown as a missing one.
        [{ mode: 'photo', img_key: privateId }, 404, 'photo_not_found'],
        [{ mode: 'explore', img_key: 'constructor' }, 400, 'invalid_photo_id'],
      ];
      for (const [payload, status, code] of cases) {
        const res = await reporter.client.call('photo/report-abuse', payload);
        expect([res.status, res.body.error?.code], JSON.stringify(payload)).toEqual([status, code]);
      }
      const own = await owner.client.call('photo/report-abuse', { mode: 'gallery', img_key: publicId });
      expect([own.status, own.body.error?.code]).toEqual([400, 'cannot_report_own_photo']);
      expect(await reports()).toEqual([]);
    });

    it('records one report, thanks again for a duplicate without a second row, and photo/get says reported', async () => {
      const before = await reporter.client.call<PhotoJson>('photo/get', { imgId: publicId });
      expect(before.body.data?.reported).toBeUndefined();

      const first = await reporter.client.call('photo/report-abuse', { mode: 'gallery', img_key: publicId, is_anonymous: '1' });
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ data: 'success', already_reported: 0 });
      const again = await reporter.client.call('photo/report-abuse', { mode: 'explore', img_key: publicId });
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({ data: 'success', already_reported: 1 });

      const rows = await reports();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ user_id: reporter.id, mode: 'gallery', is_anonymous: 1 });

      expect((await reporter.client.call<PhotoJson>('photo/get', { imgId: publicId })).body.data?.reported).toBe(1);
      // Scoped to its reporter: the owner and a visitor do not see another user's report.
      expect((await owner.client.call<PhotoJson>('photo/get', { imgId: publicId })).body.data?.reported).toBeUndefined();
      expect((await new TestClient(server).call<PhotoJson>('photo/get', { imgId: publicId })).body.data?.reported).toBeUndefined();
    });
  });

  describe('notify/send-download-link', () => {
    it('refuses a visitor, and a free user past the new-user trial with plus_required, mailing nothing', async () => {
      const visitor = await new TestClient(server).call('notify/send-download-link');
      expect([visitor.status, visitor.body.error?.code]).toEqual([401, 'not_logged_in']);

      const free = await createTestUser(server, { nick: 'freebie' });
      await server.services.db.updateTable('users').set({ register_date: Date.now() - 3 * DAY }).where('id', '=', free.id).execute();
      const res = await free.client.call('notify/send-download-link');
      expect([res.status, res.body.error?.code]).toEqual([403, 'plus_required']);
      expect(listMails(server.dataDir, { to: free.email })).toEqual([]);
    });

    it('mails a Plus user the link in their language and answers data "success"', async () => {
      const plus = await createTestUser(server, { nick: 'pro', language: 'de' });
      await server.services.db.updateTable('users').set({ pl: 1, subscription_status: 'plus', register_date: Date.now() - 30 * DAY }).where('id', '=', plus.id).execute();
      const res = await plus.client.call('notify/send-download-link');
      expect(res.status).toBe(200);
      expect(res.body.data).toBe('success');
      const mail = latestMail(server.dataDir, plus.email, 'download_link');
      expect(mail).toBeDefined();
      expect(mail?.subject).toBe('Pixloom auf deinem Handy');
      expect(mail?.link).toMatch(/\/de\/dashboard\/\?utm_source=download_link$/);
      expect(mail?.text).toContain(mail?.link);
    });

    it('counts a trialing user and a user in the one-day new-user trial as Plus', async () => {
      const trialing = await createTestUser(server, { nick: 'trier' });
      await server.services.db.updateTable('users').set({ subscription_status: 'trialing', register_date: Date.now() - 5 * DAY }).where('id', '=', trialing.id).execute();
      expect((await trialing.client.call('notify/send-download-link')).body.data).toBe('success');
      const newcomer = await createTestUser(server, { nick: 'newcomer' });
      expect((await newcomer.client.call('notify/send-download-link')).body.data).toBe('success');
      expect(latestMail(server.dataDir, newcomer.email, 'download_link')?.subject).toBe('Pixloom on your phone');
    });
  });
});
