// Two server instances on one database and one S3-compatible store (s3rver), as behind a load balancer:
// what one instance starts, the other continues — a session, a rate limit, an idempotent replay, an upload.
// On PostgreSQL (whenever TEST_DATABASE_URL is set) this is the production setup; SQLite runs it on one file.
// On PostgreSQL also: a job (a mail) whose instance is killed with SIGKILL mid-job is finished by another.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomUUID } from 'node:crypto';
import S3rver from 's3rver';
import { SMTPServer } from 'smtp-server';
import { CSRF_COOKIE, HEADER } from '../../../src/lib/shared/api';
import { TestClient, testDatabases, type TestServer } from '../../support/serverHarness';
import { registerUser } from '../../support/accounts';
import { keyOfLink, latestMail } from '../../support/mailbox';
import { startCluster, type Cluster } from '../../support/cluster';
import { directUpload, makeImage, xmlField, type PhotoJson, type UploadForm } from '../photos/helpers';

const BUCKET = 'pixloom-cluster';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** A client of instance `to` holding the cookies another client got from another instance. */
function sameBrowser(client: TestClient, to: TestServer): TestClient {
  const moved = new TestClient(to);
  for (const [name, value] of client.cookies) moved.cookies.set(name, value);
  return moved;
}

async function postToS3(form: UploadForm, data: Buffer, contentType: string): Promise<Response> {
  const body = new FormData();
  for (const [name, value] of Object.entries(form.inputs)) body.append(name, value);
  body.append('file', new Blob([new Uint8Array(data)], { type: contentType }), 'upload');
  return fetch(form.url, { method: 'POST', body });
}

describe.each(testDatabases)('two instances on one %s database and one S3 store', (kind) => {
  let s3: S3rver;
  let s3Dir: string;
  let cluster: Cluster;
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    s3Dir = mkdtempSync(join(tmpdir(), 'pixloom-s3-'));
    s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Dir, configureBuckets: [{ name: BUCKET }] });
    const { port } = await s3.run();
    cluster = await startCluster(kind, {
      STORAGE_URL: `s3://${BUCKET}?endpoint=${encodeURIComponent(`http://127.0.0.1:${port}`)}&region=us-east-1`,
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
      RATE_LIMIT_FEEDBACK_IP: '2/900',
    });
    // The first instance migrates; the second finds the database ready.
    a = await cluster.start();
    b = await cluster.start();
  });
  afterAll(async () => {
    await cluster.close();
    await s3.close();
    rmSync(s3Dir, { recursive: true, force: true });
  });

  it('keeps a session signed in on one instance valid on the other, and signs it out everywhere', async () => {
    const onA = (await registerUser(a)).client;
    const onB = sameBrowser(onA, b);
    const status = await onB.call<{ email: string }>('auth/status');
    expect(status.body.data?.email).toMatch(/@example\.com$/);
    expect((await onB.call('auth/sign-out')).status).toBe(200);
    expect((await onA.call<{ email: string | null }>('auth/status')).body.data).toEqual({ email: null });
  });

  it('counts a rate limit across instances', async () => {
    const viaA = new TestClient(a);
    const viaB = sameBrowser(viaA, b);
    const send = (client: TestClient) => client.call('auth/send-feedback', { email: 'a@b.co', subject: 's', message: 'm' });
    expect((await send(viaA)).status).toBe(200);
    expect((await send(viaB)).status).toBe(200);
    const blocked = await send(viaA);
    expect(blocked.status).toBe(429);
    expect(blocked.body.error?.code).toBe('too_many_attempts');
  });

  it('replays an answer stored by one instance when the same request reaches the other', async () => {
    const user = await registerUser(a);
    const requestId = randomUUID();
    const first = await user.client.call('auth/update-language', { lang: 'de' }, { requestId });
    expect(first.status).toBe(200);
    const onB = sameBrowser(user.client, b);
    const again = await onB.call('auth/update-language', { lang: 'de' }, { requestId });
    expect(again.response.headers['x-idempotent-replay']).toBe('true');
    expect(again.body).toEqual(first.body);
  });

  it('registers on one instance an upload started on the other, and serves it from both', async () => {
    const user = await registerUser(a);
    // Publishing and uploads need a verified email; verify it in the shared database.
    await a.services.db.updateTable('users').set({ mail_verified: 1 }).where('email', '=', user.email).execute();
    const form = await directUpload(user.client, 'image/jpeg', 'harbour.jpg');
    const posted = await postToS3(form, await makeImage('jpeg', 320, 200), 'image/jpeg');
    expect(posted.status).toBe(201);
    const onB = sameBrowser(user.client, b);
    const added = await onB.call<PhotoJson>('photo/add', { key: xmlField(await posted.text(), 'Key') ?? '' });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.data).toMatchObject({ title: 'harbour', width: 320, height: 200 });
    // A private photo: its owner reads it through either instance (derivatives are made from the shared store).
    for (const server of [a, b]) {
      const image = await sameBrowser(user.client, server).request({ method: 'GET', url: `${added.body.data?.url}?width=64` });
      expect(image.statusCode).toBe(200);
    }
    const mine = await user.client.call<PhotoJson[]>('photo/me');
    expect(mine.body.data?.map((p) => p.id)).toEqual([added.body.data?.id]);
  });

  it('closes an account asked on one instance; the other reports the finished closure', async () => {
    const user = await registerUser(a);
    expect((await user.client.call('auth/close-account-request')).body).toEqual({ data: 'success' });
    const key = keyOfLink(latestMail(a.dataDir, user.email, 'close_account')?.link);
    const onB = sameBrowser(user.client, b);
    expect((await onB.call('auth/close-account', { closeKey: key })).body).toEqual({ data: 'success' });
    const onA = sameBrowser(onB, a);
    await vi.waitFor(async () => expect((await onA.call('auth/close-account-status')).body.data).toEqual({ stepPercentageComplete: 100, isFinished: 1 }), { timeout: 20_000, interval: 100 });
    expect(await a.services.db.selectFrom('users').select('id').where('email', '=', user.email).executeTakeFirst()).toBeUndefined();
  });
});

/** Instance A as a child process (killed with SIGKILL mid-job); B in this process finishes the job. */
describe.each(testDatabases.filter((kind) => kind === 'postgres'))('a background job on %s survives a killed instance', (kind) => {
  let cluster: Cluster;
  let smtp: SMTPServer;
  let child: ChildProcess | undefined;
  let childDir: string;
  const delivered: string[] = [];
  let firstStarted!: () => void;
  const started = new Promise<void>((resolve) => (firstStarted = resolve));

  beforeAll(async () => {
    let connections = 0;
    smtp = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      // The hung delivery's session is dropped at close instead of waited for.
      closeTimeout: 100,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        const first = ++connections === 1;
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          // The first delivery hangs: its instance is killed while it waits for the server's answer.
          if (first) return firstStarted();
          delivered.push(Buffer.concat(chunks).toString('utf8'));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const smtpPort = (smtp.server.address() as AddressInfo).port;
    cluster = await startCluster(kind, { MAIL_URL: `smtp://127.0.0.1:${smtpPort}`, JOB_TIMEOUT_SECONDS: '3', JOB_MAINTENANCE_SECONDS: '1', JOB_RETRY_DELAY_SECONDS: '0', SUPPORT_EMAIL: 'help@pixloom.example' });
    childDir = mkdtempSync(join(tmpdir(), 'pixloom-child-'));
  });
  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await cluster.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    rmSync(childDir, { recursive: true, force: true });
  });

  it('retries on another instance a mail whose instance was killed mid-send', async () => {
    const port = await freePort();
    const root = fileURLToPath(new URL('../../..', import.meta.url));
    // One process (tsx as a loader, not its CLI, which would run the server in a child that outlives SIGKILL).
    child = spawn(process.execPath, ['--import', 'tsx', join(root, 'server/main.ts')], {
      cwd: root,
      stdio: 'ignore',
      env: { ...process.env, ...cluster.env, DATABASE_URL: cluster.databaseUrl, DATA_DIR: childDir, DIST_DIR: join(childDir, 'no-dist'), PORT: String(port), HOST: '127.0.0.1' },
    });
    const base = `http://127.0.0.1:${port}`;
    await vi.waitFor(
      async () => {
        if (child?.exitCode !== null) throw new Error(`instance A exited with ${child?.exitCode}`);
        expect((await fetch(`${base}/readyz`)).status).toBe(200);
      },
      { timeout: 120_000, interval: 200 },
    );
    const probe = await fetch(`${base}/offline-test/`);
    const csrf = (probe.headers.getSetCookie().find((c) => c.startsWith(`${CSRF_COOKIE}=`)) ?? '').split(';')[0]!.split('=')[1]!;
    const sent = await fetch(`${base}/api/auth/send-feedback/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', [HEADER.csrf]: csrf, cookie: `${CSRF_COOKIE}=${csrf}` },
      body: new URLSearchParams({ email: 'crash@example.com', subject: 'Survives a crash', message: 'Sent twice, delivered once.' }),
    });
    expect(await sent.json()).toEqual({ data: 'success' });

    await started;
    child.kill('SIGKILL');
    await new Promise((resolve) => child!.once('exit', resolve));
    // Instance A is gone for real: nothing answers on its port.
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
    expect(delivered).toEqual([]);

    // Instance B was not running when the job started; it finds the job timed out and runs it again.
    await cluster.start();
    await vi.waitFor(() => expect(delivered).toHaveLength(1), { timeout: 30_000, interval: 100 });
    expect(delivered[0]).toContain('Survives a crash');
    // Mostly instance A's start (tsx compiling the server) on a loaded machine; seconds on an idle one.
  }, 150_000);
});
