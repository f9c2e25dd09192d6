// Account closure as a background job: the user's data is deleted step by step (sessions, keys, identities,
// settings, feedback, then every area's remover from services.userDataRemovers, then the user row), and the
// progress is kept in account_closures so any instance can answer auth/close-account-status.
//
// A job holds a lease while it runs. A job whose lease ran out (its instance stopped, or a step failed) is
// picked up again by the sweeper of any instance and resumes at the step it had reached; steps are safe to
// repeat. After MAX_ATTEMPTS failed runs the closure is marked failed.
import { createHash, randomBytes } from 'node:crypto';
import type { Services } from '../services';
import { bucketFor } from './rateLimit';
import { exploreChanged } from '../photos/exploreChanged';

const LEASE_MS = 60_000;
const RETRY_AFTER_MS = 5_000;
const MAX_ATTEMPTS = 5;
const CLOSE_JOB = 'account.close';
export const CLOSURE_COOKIE = 'pxclose';
export const CLOSURE_COOKIE_MAX_AGE_S = 24 * 3600;

interface Step {
  name: string;
  run(userId: string): Promise<void>;
}

function steps(services: Services): Step[] {
  const { db } = services;
  return [
    { name: 'sessions', run: async (id) => void (await db.deleteFrom('sessions').where('user_id', '=', id).execute()) },
    { name: 'keys', run: async (id) => void (await db.deleteFrom('account_tokens').where('user_id', '=', id).execute()) },
    { name: 'identities', run: async (id) => void (await db.deleteFrom('user_identities').where('user_id', '=', id).execute()) },
    { name: 'settings', run: async (id) => void (await db.updateTable('users').set({ options: '{}' }).where('id', '=', id).execute()) },
    { name: 'feedback', run: async (id) => void (await db.deleteFrom('feedback').where('user_id', '=', id).execute()) },
    ...services.userDataRemovers.map((remover) => ({ name: remover.name, run: (id: string) => remover.remove(id) })),
    {
      name: 'user',
      run: async (id) => {
        const user = await db.selectFrom('users').select('email').where('id', '=', id).executeTakeFirst();
        if (user) {
          const buckets = (['LOGIN_ACCOUNT', 'REGISTER_ACCOUNT', 'FORGET_ACCOUNT'] as const).map((name) => bucketFor(name, user.email));
          await db.deleteFrom('rate_limit_hits').where('bucket', 'in', [...buckets, bucketFor('MAIL_ACCOUNT', id)]).execute();
        }
        await db.deleteFrom('users').where('id', '=', id).execute();
      },
    },
  ];
}

export function hashClosureToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface ClosureJobs {
  /** Starts closing the user's account; returns the token of the closure cookie. */
  start(userId: string): Promise<string>;
  /** Runs closures whose lease ran out (called on a timer). */
  sweep(): Promise<void>;
  /** Waits for the jobs running in this instance (on shutdown). */
  drain(): Promise<void>;
}

const instances = new WeakMap<Services, ClosureJobs>();

/** The closure jobs of one server (the calls start them; the accounts plugin sweeps and drains them). */
export function closureJobsFor(services: Services): ClosureJobs {
  let jobs = instances.get(services);
  if (!jobs) {
    jobs = closureJobs(services);
    instances.set(services, jobs);
  }
  return jobs;
}

function closureJobs(services: Services): ClosureJobs {
  const { db, log } = services;
  const running = new Map<string, Promise<void>>();

  /** Runs a closure; resolves false when a step failed and the closure is to be retried (it keeps its step). */
  async function run(id: string): Promise<boolean> {
    const row = await db.selectFrom('account_closures').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row || row.state !== 'running') return true;
    const list = steps(services);
    let step = Math.min(row.step, list.length);
    try {
      for (; step < list.length; step++) {
        const now = Date.now();
        await db.updateTable('account_closures').set({ lease_until: now + LEASE_MS, updated_at: now }).where('id', '=', id).execute();
        await list[step]!.run(row.user_id);
        // 100 is kept for "finished", so a client never sees 100 before isFinished.
        const percent = Math.min(99, Math.floor(((step + 1) / list.length) * 100));
        await db.updateTable('account_closures').set({ step: step + 1, total_steps: list.length, percent, updated_at: Date.now() }).where('id', '=', id).execute();
      }
      const done = Date.now();
      await db.updateTable('account_closures').set({ state: 'finished', percent: 100, finished_at: done, updated_at: done, error: null }).where('id', '=', id).execute();
      log.info({ closure: id.slice(0, 8), steps: list.length }, 'account closed');
      return true;
    } catch (err) {
      const attempts = row.attempts + 1;
      const failed = attempts >= MAX_ATTEMPTS;
      log.error({ err, closure: id.slice(0, 8), step: list[step]?.name, attempts }, 'account closure step failed');
      await db
        .updateTable('account_closures')
        .set({ attempts, state: failed ? 'failed' : 'running', lease_until: Date.now() + RETRY_AFTER_MS, error: String(err instanceof Error ? err.message : err).slice(0, 500), updated_at: Date.now() })
        .where('id', '=', id)
        .execute();
      return failed;
    }
  }

  function launch(id: string): Promise<void> {
    const current = running.get(id);
    if (current) return current;
    const job = run(id)
      .then((done) => {
        if (!done) throw new Error('an account closure step failed');
      })
      .finally(() => running.delete(id));
    running.set(id, job);
    return job;
  }

  // The closure runs as a queued job, so any instance may run it (pg-boss on PostgreSQL) and a failed step is
  // retried; the sweeper below still resumes closures whose job was lost (an in-process queue that stopped).
  services.jobs.define<{ id: string }>(CLOSE_JOB, async ({ id }) => launch(id), { retryLimit: MAX_ATTEMPTS, retryDelaySeconds: RETRY_AFTER_MS / 1000, timeoutSeconds: LEASE_MS / 1000 });

  return {
    async start(userId) {
      const token = randomBytes(32).toString('base64url');
      const id = hashClosureToken(token);
      const now = Date.now();
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ closing_at: now }).where('id', '=', userId).execute();
        await trx
          .insertInto('account_closures')
          .values({ id, user_id: userId, state: 'running', step: 0, total_steps: steps(services).length, percent: 0, attempts: 0, lease_until: now + LEASE_MS, error: null, created_at: now, updated_at: now, finished_at: null })
          .execute();
      });
      // The account's photos leave Explore at once.
      exploreChanged(db);
      await services.jobs.send(CLOSE_JOB, { id });
      return token;
    },

    async sweep() {
      const now = Date.now();
      const stale = await db.selectFrom('account_closures').select(['id', 'lease_until']).where('state', '=', 'running').where('lease_until', '<', now).limit(20).execute();
      for (const row of stale) {
        if (running.has(row.id)) continue;
        // Claim the job: only the instance whose update lands runs it.
        const claimed = await db.updateTable('account_closures').set({ lease_until: now + LEASE_MS }).where('id', '=', row.id).where('lease_until', '=', row.lease_until).executeTakeFirst();
        if (Number(claimed.numUpdatedRows) > 0) void launch(row.id).catch((err: unknown) => log.warn({ err, closure: row.id.slice(0, 8) }, 'resumed account closure failed'));
      }
      // Finished closures are kept a day so a slow client still reads "finished".
      await db.deleteFrom('account_closures').where('state', '!=', 'running').where('updated_at', '<', now - CLOSURE_COOKIE_MAX_AGE_S * 1000).execute();
    },

    async drain() {
      await Promise.allSettled([...running.values()]);
    },
  };
}
