// Profiles the server under load of one api call: starts server/main.ts (no build, as bench:server does with
// BENCH_BUILD=off) under `node --cpu-prof`, loads the call with autocannon, stops the server and prints the
// self time per function and per file from the .cpuprofile.
//
// node bench/server/profile.mjs [status|status-signed|explore|hello] [seconds]  (PROFILE_DATABASE_URL for PostgreSQL)
// PROFILE_BODY=app sends auth/status the form the app sends (CSRF token, client date, browser, device) instead of
// an empty body.
// PROFILE_MIX=status,explore first loads the process with those calls (a visitor's, 3 s each, unmeasured), as
// bench:server's process serves them all in turn.
// `hello` profiles the yardstick (bench/server/hello.mjs) the same way, for the difference function by function.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const root = new URL('../..', import.meta.url).pathname;
const which = process.argv[2] ?? 'status';
const seconds = Number(process.argv[3] ?? 8);
const dataDir = mkdtempSync(join(tmpdir(), 'pixloom-prof-'));
const profDir = join(dataDir, 'prof');
const port = 20000 + Math.floor(Math.random() * 20000);
const base = `http://127.0.0.1:${port}`;
const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DIST_DIR: join(dataDir, 'no-dist'), LOG_LEVEL: 'info', APP_ENV: 'production', CAPTCHA: 'off', PUBLIC_URL: base };
if (process.env.PROFILE_DATABASE_URL) env.DATABASE_URL = process.env.PROFILE_DATABASE_URL;
// PROFILE=off: no profiler, only the user and system CPU µs per request from /proc (as bench:server reads them).
const profiling = process.env.PROFILE !== 'off';
const hello = which === 'hello';
const script = hello ? [join(root, 'bench/server/hello.mjs')] : ['--import', 'tsx', join(root, 'server/main.ts')];
const child = spawn(process.execPath, [...(profiling ? ['--cpu-prof', `--cpu-prof-dir=${profDir}`] : []), ...script], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env });

for (;;) {
  try {
    if ((await fetch(`${base}/${hello ? '' : 'healthz'}`)).ok) break;
  } catch {
    // not listening yet
  }
  await new Promise((r) => setTimeout(r, 200));
}
const cookiesOf = (res) => res.headers.getSetCookie().map((c) => c.split(';')[0]).filter((c) => !c.endsWith('='));
const probe = await fetch(hello ? base : `${base}/offline-test/?nocache=1`);
const jar = new Map(cookiesOf(probe).map((c) => c.split('=')));
const csrf = jar.get('csrftoken');
const visitor = { 'content-type': 'application/x-www-form-urlencoded', 'x-csrf-token': csrf, cookie: `csrftoken=${csrf}` };
let headers = visitor;
if (which === 'status-signed') {
  const body = new URLSearchParams({ userEmail: 'demo@example.com', userPassBa: Buffer.from(encodeURIComponent('demo1234')).toString('base64') });
  const res = await fetch(`${base}/api/auth/login/`, { method: 'POST', headers: visitor, body });
  for (const c of cookiesOf(res)) jar.set(...c.split('='));
  headers = { ...visitor, cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') };
}
/** The load of one api call (explore or auth/status) with these headers. */
const callTarget = (call, callHeaders) =>
  call === 'explore'
    ? { url: `${base}/api/photo/explore/`, method: 'POST', headers: callHeaders, body: 'start=0&end=100' }
    : { url: `${base}/api/auth/status/`, method: 'POST', headers: callHeaders, body: process.env.PROFILE_BODY === 'app' ? new URLSearchParams({ CSRFtoken: csrf, client_date: '2026-11-24 15:40:00 +00:00', browser: 'Chrome', device: 'desktop' }).toString() : '' };
const target = hello ? { url: `${base}/`, method: 'POST', body: '' } : callTarget(which, headers);
const run = (duration, load = target) => new Promise((resolve, reject) => autocannon({ connections: 100, duration, ...load }, (e, r) => (e ? reject(e) : resolve(r))));
// PROFILE_MIX=status,explore: loads of other calls first (3 s each, a visitor's), as in bench:server, where one process
// serves a visitor's auth/status, a signed-in one and Explore in turn: the shared code is then compiled for all of them.
for (const other of (process.env.PROFILE_MIX ?? '').split(',').filter((w) => w && !hello)) {
  await run(3, callTarget(other, visitor));
}
await run(2);
const cpu = () => readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ').slice(11, 13).map((t) => Number(t) * 10_000);
const cpuBefore = cpu();
const from = Number(process.hrtime.bigint() / 1000n);
const r = await run(seconds);
const to = Number(process.hrtime.bigint() / 1000n);
const cpuAfter = cpu();
const [user, system] = [0, 1].map((i) => (cpuAfter[i] - cpuBefore[i]) / r.requests.total);
console.log(`${which}: ${Math.round(r.requests.average)} req/s, non2xx ${r.non2xx}; CPU per request ${(user + system).toFixed(1)} µs (user ${user.toFixed(1)}, system ${system.toFixed(1)})`);
child.kill('SIGTERM');
await new Promise((resolve) => child.once('exit', resolve));
if (!profiling) {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}

// The main thread's (thread 0; the loader hooks run on another).
const file = readdirSync(profDir).find((f) => f.endsWith('.0.001.cpuprofile')) ?? readdirSync(profDir).find((f) => f.endsWith('.cpuprofile'));
const profile = JSON.parse(readFileSync(join(profDir, file), 'utf8'));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas;
// Only the samples of the measured load (the profile's timestamps are the same monotonic clock as hrtime).
let at = profile.startTime;
for (let i = 0; i < profile.samples.length; i++) {
  at += dt[i] ?? 0;
  if (at >= from && at <= to) self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + (dt[i] ?? 0));
}
const idleId = profile.nodes.find((n) => n.callFrame.functionName === '(idle)')?.id;
const total = [...self].reduce((a, [id, t]) => a + (id === idleId ? 0 : t), 0);
const requests = r.requests.total;
console.log(`busy ${(total / requests).toFixed(1)} µs per request in the profile (profiling adds its own cost)`);
const perFn = new Map();
const perFile = new Map();
for (const [id, t] of self) {
  const { callFrame: f } = byId.get(id);
  const short = f.url.replace(/^file:\/\//, '').replace(root, '').replace(/.*node_modules\//, 'nm/');
  const key = `${f.functionName || '(anon)'} ${short}:${f.lineNumber + 1}`;
  perFn.set(key, (perFn.get(key) ?? 0) + t);
  const fileKey = short.startsWith('nm/') ? short.split('/').slice(0, short.startsWith('nm/@') ? 3 : 2).join('/') : short || f.functionName;
  perFile.set(fileKey, (perFile.get(fileKey) ?? 0) + t);
}
const top = (m, n) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, t]) => `${(t / requests).toFixed(2).padStart(6)} µs ${((100 * t) / total).toFixed(1).padStart(5)}%  ${k}`).join('\n');
// Inclusive time: a function's own time and its callees', once per sample however often it recurs.
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const frameName = (id) => {
  const f = byId.get(id).callFrame;
  return `${f.functionName || '(anon)'} ${f.url.replace(/^file:\/\//, '').replace(root, '').replace(/.*node_modules\//, 'nm/')}:${f.lineNumber + 1}`;
};
const inclusive = new Map();
for (const [id, t] of self) {
  if (id === idleId) continue;
  const seen = new Set();
  for (let x = id; x !== undefined; x = parent.get(x)) {
    const k = frameName(x);
    if (seen.has(k)) continue;
    seen.add(k);
    inclusive.set(k, (inclusive.get(k) ?? 0) + t);
  }
}
console.log(`\nself time by file/package:\n${top(perFile, 30)}\n\nself time by function:\n${top(perFn, 45)}\n\ninclusive time by function:\n${top(inclusive, Number(process.env.PROFILE_INCLUSIVE ?? 90))}`);
if (process.env.PROFILE_KEEP) console.log(`profile: ${join(profDir, file)}`);
else rmSync(dataDir, { recursive: true, force: true });
