// npm start: builds the app when the build is missing or older than its sources, then runs the server
// (which migrates the database and seeds demo content on first run). SIGTERM, SIGINT or SIGHUP — or the end
// of the process that started it (npm) — stops the server gracefully.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const distDir = process.env.DIST_DIR ?? join(root, 'dist');
const stamp = join(distDir, '.build-stamp');
const sources = ['src', 'sw', 'workers', 'locales', 'public', 'index.html', 'vite.config.ts', 'package.json', 'scripts/vite'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
const sourcesAt = Math.max(...sources.map((s) => newestMtime(join(root, s))));
if (!existsSync(join(distDir, 'index.html')) || builtAt < sourcesAt || process.env.FORCE_BUILD === '1') {
  console.log('Building the app…');
  const result = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', distDir, '--emptyOutDir'], { stdio: 'inherit', cwd: root });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stamp, new Date().toISOString());
}

// The server runs in one child process with tsx's loader (no tsx cli in between, which would be one more
// process for a signal to get lost in); main.ts shuts down gracefully on SIGTERM / SIGINT.
const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'server/main.ts')], { stdio: 'inherit', cwd: root, env: { ...process.env, DIST_DIR: distDir } });
let stopping = false;
function stop(signal) {
  if (stopping) return;
  stopping = true;
  server.kill(signal);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(signal));
// `npm start` does not pass SIGTERM on: npm exits and leaves this process behind, re-parented. A parent
// that goes away is a stop too.
const parent = process.ppid;
const watch = setInterval(() => {
  if (process.ppid !== parent) stop('SIGTERM');
}, 500);
server.on('exit', (code, signal) => {
  clearInterval(watch);
  process.exit(code ?? (signal ? 0 : 1));
});
