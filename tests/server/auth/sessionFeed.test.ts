// Two instances on one database remember session lookups between requests (server/accounts/sessions.ts), on
// SQLite and on PostgreSQL. What a user does must still count: at once on the instance that did it, and on
// the other one as soon as it has heard of the change — on PostgreSQL that is the change feed's notification
// (server/db/changeFeed.ts), which `settled()` waits for; on SQLite the very next lookup sees the file moved.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { Kysely } from 'kysely';
import { OwnSchemaPostgresDialect } from '../../../server/db/ownSchema';
import { migrate, type SessionChange } from '../../../server/db/index';
import { postgresChangeFeed, STALE_MS, type PostgresChangeFeed } from '../../../server/db/changeFeed';
import type { Database } from '../../../server/db/schema';
import { encodeBa } from '../../../src/lib/shared/validators';
import { testDatabases, type TestServer, TestClient } from '../../support/serverHarness';
import { startCluster, type Cluster } from '../../support/cluster';
import { registerUser, signInUser } from '../../support/accounts';

function sameBrowser(client: TestClient, to: TestServer): TestClient {
  const moved = new TestClient(to);
  for (const [name, value] of client.cookies) moved.cookies.set(name, value);
  return moved;
}

async function statusOf(client: TestClient): Promise<Record<string, unknown> | undefined> {
  return (await client.call<Record<string, unknown>>('auth/status')).body.data;
}

/** Waits until the instance has heard of every change committed so far (PostgreSQL; SQLite needs no wait). */
async function heard(server: TestServer): Promise<void> {
  await server.services.sessions.settled?.();
}

describe.each(testDatabases)('remembered sessions on two instances (%s)', (kind) => {
  let cluster: Cluster;
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    cluster = await startCluster(kind, { JOB_QUEUE: 'memory' });
    a = await cluster.start();
    b = await cluster.start();
  });
  afterAll(async () => {
    await cluster?.close();
  });

  it('signs a session out on the instance that had remembered it, once it has heard of the sign-out on the other', async () => {
    const user = await registerUser(a);
    expect((await statusOf(user.client))?.email).toBe(user.email);
    expect((await statusOf(user.client))?.email).toBe(user.email);
    expect((await sameBrowser(user.client, b).call('auth/sign-out')).body).toEqual({ data: 'success' });
    await heard(a);
    expect(await statusOf(user.client)).toEqual({ email: null });
  });

  it('signs the other devices out after a password change: at once where it was made, after hearing of it elsewhere', async () => {
    const user = await registerUser(a);
    const otherOnA = await signInUser(a, user.email, user.password);
    const otherOnB = sameBrowser(otherOnA, b);
    expect((await statusOf(otherOnA))?.email).toBe(user.email);
    expect((await statusOf(otherOnB))?.email).toBe(user.email);
    const res = await sameBrowser(user.client, b).call('auth/update-pwd', { npBa: encodeBa('next password'), npaBa: encodeBa('next password'), opBa: encodeBa(user.password) });
    expect(res.body).toEqual({ data: 'success' });
    expect(await statusOf(otherOnB)).toEqual({ email: null });
    await heard(a);
    expect(await statusOf(otherOnA)).toEqual({ email: null });
    expect((await statusOf(user.client))?.email).toBe(user.email);
  });

  it('answers user data changed on the other instance, not the remembered row', async () => {
    const user = await registerUser(a);
    expect((await statusOf(user.client))?.language).not.toBe('ja');
    expect((await sameBrowser(user.client, b).call('auth/update-language', { lang: 'ja' })).body).toEqual({ data: 'success' });
    await heard(a);
    expect((await statusOf(user.client))?.language).toBe('ja');
  });

  it('signs out at once on the same instance, with no wait, and keeps the same user\'s other device', async () => {
    const user = await registerUser(a);
    const other = await signInUser(a, user.email, user.password);
    expect((await statusOf(user.client))?.email).toBe(user.email);
    expect((await statusOf(other))?.email).toBe(user.email);
    const stale = sameBrowser(user.client, a);
    expect((await user.client.call('auth/sign-out')).body).toEqual({ data: 'success' });
    expect(await statusOf(stale)).toEqual({ email: null });
    expect((await stale.call('auth/sign-out')).body.error?.code).toBe('not_logged_in');
    expect((await statusOf(other))?.email).toBe(user.email);
  });

  it('does not mix up two users whose sessions are both remembered on both instances', async () => {
    const first = await registerUser(a);
    const second = await registerUser(b);
    for (let i = 0; i < 3; i++) {
      for (const server of [a, b]) {
        expect((await statusOf(sameBrowser(first.client, server)))?.email).toBe(first.email);
        expect((await statusOf(sameBrowser(second.client, server)))?.email).toBe(second.email);
      }
    }
  });

  if (kind === 'postgres') {
    const outside = async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> => {
      const client = new pg.Client({ connectionString: cluster.databaseUrl });
      await client.connect();
      try {
        return (await client.query<T>(text, values)).rows;
      } finally {
        await client.end();
      }
    };

    it('hears of a session deleted by a write outside the server (the triggers, not the server, notify)', async () => {
      const user = await registerUser(a);
      expect((await statusOf(user.client))?.email).toBe(user.email);
      await outside('delete from sessions where user_id = (select id from users where email = $1)', [user.email]);
      await heard(a);
      expect(await statusOf(user.client)).toEqual({ email: null });
    });

    it('answers a remembered session from memory: with the notification switched off, a deleted session is still answered', async () => {
      // Shows that PostgreSQL lookups are remembered at all (else every test above would pass trivially).
      const user = await registerUser(a);
      // Registering changed the user row (sign-in bookkeeping): heard first, so what follows is remembered.
      await heard(a);
      expect((await statusOf(user.client))?.email).toBe(user.email);
      await outside('alter table sessions disable trigger sessions_deleted');
      try {
        await outside('delete from sessions where user_id = (select id from users where email = $1)', [user.email]);
        await heard(a);
        expect((await statusOf(user.client))?.email).toBe(user.email);
      } finally {
        await outside('alter table sessions enable trigger sessions_deleted');
      }
      // Its user changing (a notification again) drops it.
      await outside(`update users set language = 'de' where email = $1`, [user.email]);
      await heard(a);
      expect(await statusOf(user.client)).toEqual({ email: null });
    });
  }
});

// The feed itself, with a clock the test moves: what it reports, and the bound on how stale it may be.
describe.each(testDatabases.filter((kind) => kind === 'postgres'))('the PostgreSQL change feed (%s)', () => {
  let schema: string;
  let url: string;
  let pool: pg.Pool;
  let db: Kysely<Database>;
  let feed: PostgresChangeFeed;
  let clock = 1_000_000;
  const changes: SessionChange[] = [];

  const admin = async (text: string): Promise<void> => {
    const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await c.connect();
    await c.query(text);
    await c.end();
  };

  beforeAll(async () => {
    schema = `t_${randomBytes(6).toString('hex')}`;
    await admin(`create schema ${schema}`);
    const u = new URL(process.env.TEST_DATABASE_URL!);
    u.searchParams.set('options', `-c search_path=${schema}`);
    url = u.toString();
    pool = new pg.Pool({ connectionString: url, max: 3 });
    // No pings of its own during the test: settled() sends them.
    feed = postgresChangeFeed(pool, url, { pingMs: 2 ** 30, now: () => clock, applicationName: `feed-${schema}` });
    feed.onChange((change) => changes.push(change));
    db = new Kysely<Database>({ dialect: new OwnSchemaPostgresDialect({ pool }) });
    await migrate(db);
    const now = Date.now();
    await pool.query(`insert into users (id, email, user_name, register_date, luk) values ('u1', 'u1@example.com', 'u1', $1, 'k')`, [now]);
    for (const [id, expiresAt] of [['live', now + 60_000], ['gone', now - 1], ['other', now + 60_000]] as const) {
      await pool.query('insert into sessions (id, user_id, device_key, created_at, expires_at, last_seen_at) values ($1, $2, $3, $4, $5, $4)', [id, 'u1', `d-${id}`, now, expiresAt]);
    }
    await feed.settled();
  });
  afterAll(async () => {
    await feed?.close();
    await db?.destroy();
    if (schema) await admin(`drop schema ${schema} cascade`);
  });

  it('names the session or user that changed, and says nothing of a touch or of an expired session going', async () => {
    changes.length = 0;
    const touch = Date.now() + 120_000;
    await db.updateTable('sessions').set({ last_seen_at: Date.now(), expires_at: touch }).where('id', '=', 'other').execute();
    await db.deleteFrom('sessions').where('id', '=', 'gone').execute();
    await db.deleteFrom('sessions').where('id', '=', 'live').execute();
    await db.updateTable('users').set({ language: 'fr' }).where('id', '=', 'u1').execute();
    await feed.settled();
    expect(changes).toEqual([{ sessionId: 'live' }, { userId: 'u1' }]);
  });

  it("moves its version at once for this process's writes to sessions or users, not for reads or other tables", async () => {
    let v = feed.version();
    await db.selectFrom('sessions').selectAll().execute();
    await db.selectFrom('users').select('id').where('id', '=', 'u1').execute();
    expect(feed.version()).toBe(v);
    await db.updateTable('users').set({ language: 'de' }).where('id', '=', 'u1').execute();
    expect(feed.version()).toBeGreaterThan(v);
    v = feed.version();
    // In a transaction: once when the write is sent, again when it commits.
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('sessions').where('id', '=', 'nothing').execute();
      v = feed.version();
    });
    expect(feed.version()).toBeGreaterThan(v);
    v = feed.version();
    await db.deleteFrom('oidc_logins').where('expires_at', '<', 0).execute();
    expect(feed.version()).toBe(v);
    // A statement declared harmless (the session touch) does not move it.
    const harmless = db.updateTable('sessions').set({ last_seen_at: 1 }).where('id', '=', 'x');
    feed.unwatched(harmless.compile().sql);
    await harmless.execute();
    expect(feed.version()).toBe(v);
  });

  it('is trusted only while a ping sent less than 3 s ago has come back', async () => {
    await feed.settled();
    expect(feed.trusted()).toBe(true);
    clock += STALE_MS;
    expect(feed.trusted()).toBe(true);
    clock += 1;
    expect(feed.trusted()).toBe(false);
    await feed.settled();
    expect(feed.trusted()).toBe(true);
  });

  it('stops being trusted when its connection is cut, and listens again with a new version', async () => {
    await feed.settled();
    const v = feed.version();
    await admin(`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'feed-${schema}'`);
    await vi.waitFor(() => expect(feed.trusted()).toBe(false));
    expect(feed.version()).toBeGreaterThan(v);
    await vi.waitFor(() => feed.settled(), { timeout: 10_000 });
    expect(feed.trusted()).toBe(true);
  });
});
