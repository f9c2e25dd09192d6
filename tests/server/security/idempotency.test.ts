// X-Request-Id answers belong to their owner, call and body, and a claim left by a crashed process expires
// with it: someone else's id is a new request, the same id with another body is request_id_reused, and a
// replay after a crash is applied once instead of waiting on a claim nobody will finish.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { startTestServer, testDatabases, TestClient, type TestServer } from '../../support/serverHarness';
import { createTestUser, signInAs, type TestUser } from '../../support/users';
import { encodeBa } from '../../../src/lib/shared/validators';
import { bodyHash, claimRequest, requestKey, requestOwner } from '../../../server/api/idempotency';
import { startBoot, type Boot } from '../../../server/api/boot';

/** The pid of a process that has exited: what a server killed with -9 leaves behind. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(child.stdout);
}

describe.each(testDatabases)('X-Request-Id binding on %s', (kind) => {
  let server: TestServer;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    server = await startTestServer(kind);
    alice = await createTestUser(server, { nick: 'alice_idem' });
    bob = await createTestUser(server, { nick: 'bob_idem' });
  });
  afterAll(async () => server.close());

  const folders = async (userId: string): Promise<string[]> =>
    (await server.services.db.selectFrom('project_folders').select('name').where('user_id', '=', userId).execute()).map((r) => r.name);

  it("another user's id on auth/devices answers with the caller's own devices", async () => {
    const id = randomUUID();
    const mine = await alice.client.call<{ email?: string }[]>('auth/devices', {}, { requestId: id });
    expect(mine.status).toBe(200);
    const theirs = await bob.client.call('auth/devices', {}, { requestId: id });
    expect(theirs.status).toBe(200);
    expect(theirs.response.headers['x-idempotent-replay']).toBeUndefined();
    expect(JSON.stringify(theirs.body)).not.toBe(JSON.stringify(mine.body));
  });

  it("another user's id on folder/add creates the caller's own folder", async () => {
    const id = randomUUID();
    const a = await alice.client.call<{ folderId: number }>('photo/projects/folder/add', { name: encodeBa('Alice trips') }, { requestId: id });
    expect(a.status).toBe(200);
    const b = await bob.client.call<{ folderId: number; name: string }>('photo/projects/folder/add', { name: encodeBa('Bob work') }, { requestId: id });
    expect(b.status).toBe(200);
    expect(b.body.data?.name).toBe('Bob work');
    expect(b.body.data?.folderId).not.toBe(a.body.data?.folderId);
    expect(await folders(bob.id)).toContain('Bob work');
  });

  it('a change replayed from a new session of the same user (signed out and in again) is applied once', async () => {
    const id = randomUUID();
    const fields = { name: encodeBa('Queued offline') };
    const first = await alice.client.call('photo/projects/folder/add', fields, { requestId: id });
    expect(first.status).toBe(200);
    const again = await signInAs(server, alice.id);
    const replay = await again.call('photo/projects/folder/add', fields, { requestId: id });
    expect(replay.status).toBe(200);
    expect(replay.response.headers['x-idempotent-replay']).toBe('true');
    expect((await folders(alice.id)).filter((n) => n === 'Queued offline')).toHaveLength(1);
  });

  it('two visitors (two browsers) with the same id each get their own answer', async () => {
    const id = randomUUID();
    const one = new TestClient(server);
    const two = new TestClient(server);
    const a = await one.call('auth/update-language', { lang: 'fr' }, { requestId: id });
    const b = await two.call('auth/update-language', { lang: 'de' }, { requestId: id });
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.response.headers['x-idempotent-replay']).toBeUndefined();
    expect(b.response.cookies.find((c) => c.name === 'lang')?.value).toBe('de');
  });

  it('the same id with a different body is 409 request_id_reused and changes nothing', async () => {
    const id = randomUUID();
    const first = await alice.client.call('photo/projects/folder/add', { name: encodeBa('First') }, { requestId: id });
    expect(first.status).toBe(200);
    const other = await alice.client.call('photo/projects/folder/add', { name: encodeBa('Second') }, { requestId: id });
    expect(other.status).toBe(409);
    expect(other.body.error?.code).toBe('request_id_reused');
    expect(await folders(alice.id)).not.toContain('Second');
    // The same body again is still the stored answer; the client fields may differ between tries.
    const again = await alice.client.call('photo/projects/folder/add', { name: encodeBa('First'), client_date: '2030-01-01' }, { requestId: id });
    expect(again.status).toBe(200);
    expect(again.response.headers['x-idempotent-replay']).toBe('true');
  });

  it('a claim left pending by a killed process is taken over: the replay is applied once, at once', async () => {
    const id = randomUUID();
    const deadBoot = randomUUID();
    const now = Date.now();
    await server.services.db.insertInto('server_boots').values({ boot_id: deadBoot, host: (await import('node:os')).hostname(), pid: deadPid(), started_at: now, heartbeat_at: now }).execute();
    const fields = { name: encodeBa('After crash') };
    await server.services.db
      .insertInto('api_requests')
      .values({ request_key: requestKey(requestOwner(alice.id, undefined), id), call: 'photo/projects/folder/add', body_hash: bodyHash(fields, []), boot_id: deadBoot, state: 'pending', status: null, body: null, created_at: now })
      .execute();
    const started = Date.now();
    const replay = await alice.client.call('photo/projects/folder/add', fields, { requestId: id });
    expect(replay.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(5_000);
    const again = await alice.client.call('photo/projects/folder/add', fields, { requestId: id });
    expect(again.response.headers['x-idempotent-replay']).toBe('true');
    expect((await folders(alice.id)).filter((n) => n === 'After crash')).toHaveLength(1);
  });

  it('a claim of a process whose heartbeat stopped is taken over; one of a live process is waited for', async () => {
    const db = server.services.db;
    const me: Boot = { id: randomUUID(), isAlive: async (bootId) => (await db.selectFrom('server_boots').select('heartbeat_at').where('boot_id', '=', bootId).executeTakeFirst())?.heartbeat_at === 1, stop: async () => {} };
    const silent = randomUUID();
    const live = randomUUID();
    await db.insertInto('server_boots').values([
      { boot_id: silent, host: 'elsewhere', pid: 1, started_at: 0, heartbeat_at: 0 },
      { boot_id: live, host: 'elsewhere', pid: 1, started_at: 1, heartbeat_at: 1 },
    ]).execute();
    const pending = (key: string, bootId: string) => ({ request_key: key, call: 'test/x', body_hash: 'h', boot_id: bootId, state: 'pending' as const, status: null, body: null, created_at: Date.now() });
    await db.insertInto('api_requests').values([pending('k-silent', silent), pending('k-live', live)]).execute();
    expect(await claimRequest(db, me, { key: 'k-silent', call: 'test/x', bodyHash: 'h' }, 0)).toEqual({ kind: 'claimed' });
    expect(await claimRequest(db, me, { key: 'k-live', call: 'test/x', bodyHash: 'h' }, 0)).toEqual({ kind: 'in_progress' });
  });

  it('a boot is alive while its process runs: its own, one on this host with a running pid; not an unknown or killed one', async () => {
    const db = server.services.db;
    const boot = await startBoot(db);
    const now = Date.now();
    const { hostname } = await import('node:os');
    const parent = randomUUID();
    const killed = randomUUID();
    await db.insertInto('server_boots').values([
      { boot_id: parent, host: hostname(), pid: process.ppid, started_at: now, heartbeat_at: now },
      { boot_id: killed, host: hostname(), pid: deadPid(), started_at: now, heartbeat_at: now },
    ]).execute();
    expect(await boot.isAlive(boot.id)).toBe(true);
    expect(await boot.isAlive(parent)).toBe(true);
    expect(await boot.isAlive(killed)).toBe(false);
    expect(await boot.isAlive(randomUUID())).toBe(false);
    await boot.stop();
    expect(await db.selectFrom('server_boots').select('boot_id').where('boot_id', '=', boot.id).executeTakeFirst()).toBeUndefined();
  });
});
