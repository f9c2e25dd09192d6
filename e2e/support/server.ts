// Starts the real server for e2e tests as npm start runs it (node --import tsx server/main.ts: one process,
// no tsx cli in between): a free port, a fresh DATA_DIR, the e2e build, APP_ENV=test. Stops it with SIGTERM
// and removes its data.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_DIST, ROOT } from './globalSetup';

export interface ServerHandle {
  url: string;
  port: number;
  dataDir: string;
  distDir: string;
  env: Record<string, string>;
  /** The server's output so far, for failure messages. */
  output(): string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

// Generous: under a heavy load (other jobs on the machine) tsx took more than a minute to bring the server
// up. The wait ends as soon as /healthz answers.
async function waitForHealth(url: string, child: ChildProcess, output: () => string, timeoutMs = 150_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`server did not start in ${timeoutMs} ms:\n${output()}`);
}

/** SIGTERM (the server shuts down gracefully), SIGKILL if it is still there 10 s later. */
async function endChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

export async function startServer(extraEnv: Record<string, string> = {}, options: { dataDir?: string; distDir?: string; port?: number } = {}): Promise<ServerHandle> {
  // A fixed port lets a test restart the server at the same address (the update flow serves a new build).
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'pixloom-e2e-'));
  const distDir = options.distDir ?? E2E_DIST;
  const url = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = {
    APP_ENV: 'test',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'off',
    ...extraEnv,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DIST_DIR: distDir,
    PUBLIC_URL: url,
  };
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'server/main.ts')], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (d: Buffer) => (log = (log + d.toString()).slice(-20_000)));
  child.stderr?.on('data', (d: Buffer) => (log = (log + d.toString()).slice(-20_000)));
  try {
    await waitForHealth(url, child, () => log);
  } catch (error) {
    // A server that never answered must not outlive the attempt (left running, each one loads the machine
    // further and the next start is slower still).
    await endChild(child);
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    port,
    dataDir,
    distDir,
    env,
    output: () => log,
    async stop() {
      await endChild(child);
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
