import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabases, TestClient, type TestServer } from '../../support/serverHarness';
import { registerUser, type TestUser } from '../../support/accounts';
import { keyOfLink, latestMail } from '../../support/mailbox';
import { encodeBa } from '../../../src/lib/shared/validators';
import { encodeSettingsPayload } from '../../../src/lib/shared/settings';
import { closureJobsFor } from '../../../server/accounts/closeAccount';
import type { UserDataRemover } from '../../../server/services';

interface Progress {
  stepPercentageComplete: number;
  isFinished: number;
}

describe.each(testDatabases)('closing an account on %s', (kind) => {
  let server: TestServer;
  // A remover another area would register; the test controls when it finishes.
  const removed: string[] = [];
  let gate: Promise<void> = Promise.resolve();
  let failuresLeft = 0;
  const remover: UserDataRemover = {
    name: 'test-area',
    async remove(userId) {
      await gate;
      if (failuresLeft > 0) {
        failuresLeft--;
        throw new Error('storage is down');
      }
      removed.push(userId);
    },
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    server.services.userDataRemovers.push(remover);
  });
  afterAll(async () => server.close());

  async function closeKey(user: TestUser): Promise<string> {
    const res = await user.client.call('auth/close-account-request');
    expect(res.body).toEqual({ data: 'success' });
    const mail = latestMail(server.dataDir, user.email, 'close_account');
    expect(mail?.link).toMatch(/\/close-account\/\?q=[0-9a-f]{40}$/);
    return keyOfLink(mail?.link);
  }

  async function pollUntilFinished(client: TestClient): Promise<Progress[]> {
    const seen: Progress[] = [];
    for (let i = 0; i < 500; i++) {
      const res = await client.call<Progress>('auth/close-account-status');
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      seen.push(res.body.data!);
      if (res.body.data!.isFinished === 1) return seen;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('the closure did not finish');
  }

  async function userId(email: string): Promise<string> {
    return (await server.services.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  }

  it('mails a link, checks its key, closes the account in the background to 100 %, and frees the email', async () => {
    const user = await registerUser(server);
    const id = await userId(user.email);
    await user.client.call('auth/update-user-options', { data: encodeSettingsPayload({ guides: 'yes' }) });
    await user.client.call('auth/send-feedback', { email: user.email, subject: 'bye', message: 'leaving' });
    const otherDevice = new TestClient(server);
    await otherDevice.call('auth/login', { userEmail: user.email, userPassBa: encodeBa(user.password) });
    const key = await closeKey(user);

    expect((await user.client.call('auth/close-account-key-control', { closeKey: key })).body).toEqual({ data: 'success' });
    let release!: () => void;
    gate = new Promise((resolve) => (release = resolve));
    const res = await user.client.call('auth/close-account', { closeKey: key });
    expect(res.body).toEqual({ data: 'success' });
    const cookie = res.response.cookies.find((c) => c.name === 'pxclose');
    expect(cookie?.httpOnly).toBe(true);

    // The job waits in the test area's step: part done, not finished, and nobody can sign in meanwhile.
    try {
      let midway: Progress = { stepPercentageComplete: 0, isFinished: 0 };
      for (let i = 0; i < 500 && midway.stepPercentageComplete === 0; i++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        midway = (await user.client.call<Progress>('auth/close-account-status')).body.data!;
      }
      expect(midway.isFinished).toBe(0);
      expect(midway.stepPercentageComplete).toBeGreaterThan(0);
      expect(midway.stepPercentageComplete).toBeLessThan(100);
      expect((await otherDevice.call('auth/status')).body).toEqual({ data: { email: null } });
      const during = await new TestClient(server).call('auth/login', { userEmail: user.email, userPassBa: encodeBa(user.password) });
      expect(during.body.error?.code).toBe('invalid_email');
    } finally {
      release();
    }
    const seen = await pollUntilFinished(user.client);
    expect(seen.at(-1)).toEqual({ stepPercentageComplete: 100, isFinished: 1 });
    const percents = seen.map((p) => p.stepPercentageComplete);
    expect([...percents].sort((a, b) => a - b)).toEqual(percents);
    expect(removed).toContain(id);

    const db = server.services.db;
    expect(await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
    for (const table of ['sessions', 'account_tokens', 'user_identities', 'feedback'] as const) {
      expect(await db.selectFrom(table).select('user_id').where('user_id', '=', id).execute(), table).toEqual([]);
    }
    expect((await user.client.call('auth/status')).body).toEqual({ data: { email: null } });
    // Signing out afterwards is tolerated by the client (not_logged_in).
    expect((await user.client.call('auth/sign-out')).body.error?.code).toBe('not_logged_in');

    const again = await registerUser(server, { email: user.email });
    expect(again.data.email).toBe(user.email);
    expect(again.data.isNewUser).toBe(1);
  });

  it('refuses a wrong key, another user\'s key and a visitor with the right codes, and closes nothing', async () => {
    const a = await registerUser(server);
    const b = await registerUser(server);
    const keyOfA = await closeKey(a);
    for (const closeKey of ['f'.repeat(40), 'xyz', keyOfA]) {
      for (const call of ['auth/close-account-key-control', 'auth/close-account']) {
        const res = await b.client.call(call, { closeKey });
        expect(res.status).toBe(400);
        expect(res.body.error?.code).toBe('invalid_key');
      }
    }
    const visitor = await new TestClient(server).call('auth/close-account', { closeKey: keyOfA });
    expect(visitor.body.error?.code).toBe('not_logged_in');
    expect((await a.client.call<{ email: string }>('auth/status')).body.data?.email).toBe(a.email);
    expect((await b.client.call<{ email: string }>('auth/status')).body.data?.email).toBe(b.email);
  });

  it('answers closure_not_found when this browser started no closure', async () => {
    const res = await new TestClient(server).call('auth/close-account-status');
    expect(res.status).toBe(404);
    expect(res.body.error?.code).toBe('closure_not_found');
  });

  it('retries a failed step and finishes; after five failed runs it reports close_account_failed', async () => {
    const jobs = closureJobsFor(server.services);
    const expireLeases = () => server.services.db.updateTable('account_closures').set({ lease_until: Date.now() - 1 }).where('state', '=', 'running').execute();
    const failedRuns = async (n: number): Promise<void> => {
      for (let i = 0; i < 500; i++) {
        const rows = await server.services.db.selectFrom('account_closures').select('attempts').where('state', '!=', 'finished').execute();
        if (rows.some((r) => r.attempts >= n)) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`no closure failed ${n} times`);
    };

    // One failure: the sweeper picks the job up again and it finishes.
    const user = await registerUser(server);
    failuresLeft = 1;
    await user.client.call('auth/close-account', { closeKey: await closeKey(user) });
    await failedRuns(1);
    expect((await user.client.call<Progress>('auth/close-account-status')).body.data?.isFinished).toBe(0);
    await expireLeases();
    await jobs.sweep();
    await jobs.drain();
    expect((await user.client.call<Progress>('auth/close-account-status')).body.data).toEqual({ stepPercentageComplete: 100, isFinished: 1 });

    // Failing every time: after five runs the closure is failed and says so.
    const stuck = await registerUser(server);
    failuresLeft = 5;
    await stuck.client.call('auth/close-account', { closeKey: await closeKey(stuck) });
    for (let run = 1; run < 5; run++) {
      await failedRuns(run);
      await expireLeases();
      await jobs.sweep();
      await jobs.drain();
    }
    const failed = await stuck.client.call('auth/close-account-status');
    expect(failed.status).toBe(500);
    expect(failed.body.error?.code).toBe('close_account_failed');
  });
});
