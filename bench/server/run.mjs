// npm run bench:server — the real server against a bare Fastify hello-world on the same machine.
//
// The server is started the way `npm start` starts it (scripts/start.mjs: builds the app when needed,
// migrates a fresh SQLite database in a temporary DATA_DIR and seeds the demo content) with its default
// logging (LOG_LEVEL info). Autocannon (100 connections) then loads, in alternating order each round,
// the hello-world and one api call: auth/status for a visitor and for the signed-in demo user, and
// photo/explore (first page) for a visitor. Each round's ratio is server req/s ÷ hello-world req/s from that round; the bench prints
// the median of the rounds' ratios and p99 latencies, and every sample, because other work shares the machine.
//
// Each call's line ends with its goal from issue 11 (auth/status ≥ 0.6×, Explore ≥ 0.3× of the hello-world)
// and "ok" or "NOT MET"; the bench reports, it does not fail (npm test does not run it).
// Beside req/s, the bench reads each process's CPU time (/proc, Linux): CPU µs per request of the server
// and of the hello-world, a figure that moves less than req/s when other work shares the machine.
//
// With BENCH_DATABASE_URL (or TEST_DATABASE_URL) set to a PostgreSQL database, a second server runs on it (in
// a fresh schema, dropped at the end) and the same calls are measured there too: the session lookup is
// remembered differently on each database (server/accounts/sessions.ts, server/db/changeFeed.ts).
//
// Options (environment): BENCH_ROUNDS (5), BENCH_SECONDS (5), BENCH_CONNECTIONS (100), BENCH_LOG_LEVEL (info),
// BENCH_DATABASE_URL, BENCH_BUILD=off (run server/main.ts as npm start's child does, without building the
// app: the api does not need the built pages).
import { fork, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const root = new URL('../..', import.meta.url).pathname;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);

function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

async function waitForHttp(url, child, timeoutMs = 600_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no answer from ${url}`);
}

function cookiesOf(res) {
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).filter((c) => !c.endsWith('='));
}

async function signIn(base) {
  const probe = await fetch(`${base}/offline-test/?nocache=1`);
  const jar = new Map(cookiesOf(probe).map((c) => c.split('=')));
  const csrf = jar.get('csrftoken');
  const body = new URLSearchParams({ userEmail: 'demo@example.com', userPassBa: Buffer.from(encodeURIComponent('demo1234')).toString('base64') });
  const res = await fetch(`${base}/api/auth/login/`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-csrf-token': csrf, cookie: `csrftoken=${csrf}` }, body });
  const answer = await res.json();
  if (!answer.data?.email) throw new Error(`demo sign-in failed: ${JSON.stringify(answer)}`);
  for (const c of cookiesOf(res)) jar.set(...c.split('='));
  return { csrf, cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') };
}

/** Issue 11's goals: the server's req/s as a share of the hello-world's on the same machine. */
const GOALS = { 'auth/status': 0.6, 'photo/explore': 0.3 };
const goalOf = (name) => GOALS[name.split(' ')[0]];

/** CPU time (user + system) of a process in ms, or undefined where /proc is not there. */
function cpuMs(pid) {
  const file = `/proc/${pid}/stat`;
  if (!existsSync(file)) return undefined;
  const fields = readFileSync(file, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** The process that serves: npm start's way runs the server as a child of scripts/start.mjs. */
function serverProcessOf(pid) {
  if (!existsSync('/proc')) return pid;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ')[1] === String(pid)) return Number(entry);
    } catch {
      // gone meanwhile
    }
  }
  return pid;
}

/** A load run, with the CPU µs the process serving it spent per request. */
async function measure(target, pid) {
  const before = cpuMs(pid);
  const r = await load(target);
  const after = cpuMs(pid);
  const cpuUs = before === undefined || after === undefined || !r.requests.total ? undefined : ((after - before) * 1000) / r.requests.total;
  return { r, cpuUs };
}

function load(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const BUILD = process.env.BENCH_BUILD !== 'off';
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const dataDirs = [];
const children = [];
let pgSchema;

async function pgAdmin(text) {
  const c = new pg.Client({ connectionString: PG_URL });
  await c.connect();
  try {
    await c.query(text);
  } finally {
    await c.end();
  }
}

/** A server on its own DATA_DIR (and database), started as npm start starts it. */
async function startServer(databaseUrl) {
  const dataDir = mkdtempSync(join(tmpdir(), 'pixloom-bench-'));
  dataDirs.push(dataDir);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info', APP_ENV: 'production', CAPTCHA: 'off', PUBLIC_URL: base, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
  const args = BUILD ? [join(root, 'scripts/start.mjs')] : ['--import', 'tsx', join(root, 'server/main.ts')];
  if (!BUILD) env.DIST_DIR = join(dataDir, 'no-dist');
  const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env, detached: true });
  children.push(child);
  await waitForHttp(`${base}/healthz`, child);
  return { base, pid: BUILD ? serverProcessOf(child.pid) : child.pid };
}

function stop() {
  hello.kill('SIGTERM');
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}
process.on('SIGINT', () => {
  stop();
  process.exit(130);
});

/** The calls measured on one server. */
async function targetsOf(label, base) {
  const session = await signIn(base);
  const visitorCsrf = session.csrf;
  const visitor = { 'content-type': 'application/x-www-form-urlencoded', 'x-csrf-token': visitorCsrf, cookie: `csrftoken=${visitorCsrf}` };
  const explore = await (await fetch(`${base}/api/photo/explore/`, { method: 'POST', headers: visitor, body: 'start=0&end=100' })).json();
  console.log(`${label}: Explore's first page holds ${explore.data.length} photos (demo seed).`);
  return {
    [`auth/status (visitor, ${label})`]: { url: `${base}/api/auth/status/`, method: 'POST', headers: visitor, body: '' },
    [`auth/status (signed in, ${label})`]: { url: `${base}/api/auth/status/`, method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-csrf-token': session.csrf, cookie: session.cookie }, body: '' },
    [`photo/explore (visitor, ${label})`]: { url: `${base}/api/photo/explore/`, method: 'POST', headers: visitor, body: 'start=0&end=100' },
  };
}

const hello = fork(join(root, 'bench/server/hello.mjs'), { stdio: 'ignore' });
const helloPort = await new Promise((resolve) => hello.once('message', (m) => resolve(m.port)));
const helloBase = `http://127.0.0.1:${helloPort}`;

try {
  console.log(`Starting the server on SQLite (${BUILD ? "npm start's way" : 'server/main.ts, no build'})…`);
  const servers = [{ label: 'SQLite', ...(await startServer()) }];
  if (PG_URL) {
    pgSchema = `bench_${randomBytes(6).toString('hex')}`;
    await pgAdmin(`create schema ${pgSchema}`);
    const u = new URL(PG_URL);
    u.searchParams.set('options', `-c search_path=${pgSchema}`);
    console.log(`Starting the server on PostgreSQL (schema ${pgSchema})…`);
    servers.push({ label: 'PostgreSQL', ...(await startServer(u.toString())) });
  }
  const targets = {};
  const pids = {};
  for (const server of servers) {
    for (const [name, target] of Object.entries(await targetsOf(server.label, server.base))) {
      targets[name] = target;
      pids[name] = server.pid;
    }
  }
  const helloTarget = { url: `${helloBase}/`, method: 'GET' };
  // Warm up both (JIT, caches, connection pools).
  for (const t of [helloTarget, ...Object.values(targets)]) await load({ ...t, duration: 2 });

  const samples = Object.fromEntries(Object.keys(targets).map((name) => [name, []]));
  const loads = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, target] of Object.entries(targets)) {
      const order = round % 2 === 0 ? ['hello', 'server'] : ['server', 'hello'];
      const result = {};
      for (const which of order) {
        const { r, cpuUs } = await measure(which === 'hello' ? helloTarget : target, which === 'hello' ? hello.pid : pids[name]);
        if (which === 'server' && (r.non2xx > 0 || r.errors > 0)) throw new Error(`${name}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
        result[which] = { rps: r.requests.average, p99: r.latency.p99, cpuUs };
      }
      loads.push(loadavg()[0]);
      samples[name].push({ ratio: result.server.rps / result.hello.rps, ...result });
      console.log(`round ${round + 1} ${name}: server ${Math.round(result.server.rps)} req/s (p99 ${result.server.p99} ms), hello-world ${Math.round(result.hello.rps)} req/s (p99 ${result.hello.p99} ms), ratio ${(result.server.rps / result.hello.rps).toFixed(2)}`);
    }
  }

  console.log(`\n${cpus().length} cores, load average during the run ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}; ${ROUNDS} rounds × ${SECONDS} s, ${CONNECTIONS} connections, LOG_LEVEL ${process.env.BENCH_LOG_LEVEL ?? 'info'}`);
  const cpu = (list, which) => {
    const values = list.map((s) => s[which].cpuUs).filter((v) => v !== undefined);
    return values.length ? `${median(values).toFixed(1)} µs` : 'n/a';
  };
  console.log('| call | server req/s | hello-world req/s | ratio (median of rounds) | rounds\' ratios | server p99 | hello-world p99 | server CPU/request | hello-world CPU/request |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  const verdicts = [];
  for (const [name, list] of Object.entries(samples)) {
    const ratios = list.map((s) => s.ratio);
    const ratio = median(ratios);
    console.log(`| ${name} | ${Math.round(median(list.map((s) => s.server.rps)))} | ${Math.round(median(list.map((s) => s.hello.rps)))} | **${ratio.toFixed(2)}×** | ${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)} | ${median(list.map((s) => s.server.p99))} ms | ${median(list.map((s) => s.hello.p99))} ms | ${cpu(list, 'server')} | ${cpu(list, 'hello')} |`);
    const goal = goalOf(name);
    if (goal !== undefined) verdicts.push(`${name} ${ratio.toFixed(3)}× (goal ≥${goal}×) ${ratio >= goal ? 'ok' : 'NOT MET'}`);
  }
  console.log(`\nGoals (issue 11), median ratio of the rounds:\n${verdicts.map((v) => `  ${v}`).join('\n')}`);
} finally {
  stop();
  await new Promise((r) => setTimeout(r, 1000));
  if (pgSchema) await pgAdmin(`drop schema ${pgSchema} cascade`).catch((err) => console.error(`could not drop schema ${pgSchema}: ${err.message}`));
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}
