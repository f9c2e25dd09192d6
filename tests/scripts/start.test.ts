// `npm start` stops: SIGTERM to scripts/start.mjs reaches the server, and so does the end of the npm
// process that started it (npm exits on SIGTERM without passing the signal on).
import { afterEach, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const started: ChildProcess[] = [];
const dirs: string[] = [];

/** A data dir and a ready-made build (fresher than the sources), so start.mjs skips the build. */
function sandbox(): NodeJS.ProcessEnv {
  const dir = mkdtempSync(join(tmpdir(), 'pixloom-start-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'dist'));
  writeFileSync(join(dir, 'dist/index.html'), '<!doctype html>');
  writeFileSync(join(dir, 'dist/.build-stamp'), new Date().toISOString());
  return { ...process.env, DIST_DIR: join(dir, 'dist'), DATA_DIR: join(dir, 'data'), PORT: '0', SEED_DEMO: 'off', LOG_LEVEL: 'info' };
}

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Waits until `check` holds, polling; the test's own timeout ends a wait that never holds. */
async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((r) => setTimeout(r, 50));
}

/** The pid of the server (the process that logs its own pid) once it listens. */
function serverPid(child: ChildProcess): Promise<number> {
  return new Promise((resolvePid) => {
    let text = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const line = text.split('\n').find((l) => l.includes('Server listening at'));
      if (line) resolvePid((JSON.parse(line) as { pid: number }).pid);
    });
  });
}

afterEach(() => {
  for (const child of started) if (child.pid && running(child.pid)) child.kill('SIGKILL');
  started.length = 0;
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('scripts/start.mjs', () => {
  it('SIGTERM stops the server and start.mjs exits 0', async () => {
    const start = spawn(process.execPath, ['scripts/start.mjs'], { cwd: root, env: sandbox(), stdio: ['ignore', 'pipe', 'inherit'] });
    started.push(start);
    const pid = await serverPid(start);
    expect(pid).not.toBe(start.pid);
    const exited = new Promise<number | null>((r) => start.on('exit', (code) => r(code)));
    start.kill('SIGTERM');
    expect(await exited).toBe(0);
    await until(() => !running(pid));
  }, 90_000);

  it('the server stops when the process that ran start.mjs (npm) exits without passing the signal on', async () => {
    // What npm does: run start.mjs as a child, and on SIGTERM exit at once.
    const npm = spawn(
      process.execPath,
      ['-e', "const c = require('node:child_process').spawn(process.execPath, ['scripts/start.mjs'], { stdio: 'inherit' }); process.on('SIGTERM', () => process.exit(143));"],
      { cwd: root, env: sandbox(), stdio: ['ignore', 'pipe', 'inherit'] },
    );
    started.push(npm);
    const pid = await serverPid(npm);
    npm.kill('SIGTERM');
    await until(() => !running(pid));
    expect(running(pid)).toBe(false);
  }, 90_000);
});
