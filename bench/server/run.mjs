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
// Options (environment): BENCH_ROUNDS (5), BENCH_SECONDS (5), BENCH_CONNECTIONS (100), BENCH_LOG_LEVEL (info).
import { fork, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

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
const GOALS = { 'auth/status (visitor)': 0.6, 'auth/status (signed in)': 0.6, 'photo/explore (visitor)': 0.3 };

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

const dataDir = mkdtempSync(join(tmpdir(), 'pixloom-bench-'));
const port = await freePort();
const serverBase = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info', APP_ENV: 'production', CAPTCHA: 'off', PUBLIC_URL: serverBase },
  detached: true,
});
const hello = fork(join(root, 'bench/server/hello.mjs'), { stdio: 'ignore' });
const helloPort = await new Promise((resolve) => hello.once('message', (m) => resolve(m.port)));
const helloBase = `http://127.0.0.1:${helloPort}`;

function stop() {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  hello.kill('SIGTERM');
}
process.on('SIGINT', () => {
  stop();
  process.exit(130);
});

try {
  console.log(`Starting the server (npm start's way) with DATA_DIR ${dataDir}…`);
  await waitForHttp(`${serverBase}/healthz`, server);
  const serverPid = serverProcessOf(server.pid);
  const session = await signIn(serverBase);
  const visitorCsrf = session.csrf;
  const explore = await (await fetch(`${serverBase}/api/photo/explore/`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-csrf-token': visitorCsrf, cookie: `csrftoken=${visitorCsrf}` }, body: 'start=0&end=100' })).json();
  console.log(`Explore's first page holds ${explore.data.length} photos (demo seed).`);

  const targets = {
    'auth/status (visitor)': { url: `${serverBase}/api/auth/status/`, method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-csrf-token': visitorCsrf, cookie: `csrftoken=${visitorCsrf}` }, body: '' },
    'auth/status (signed in)': { url: `${serverBase}/api/auth/status/`, method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-csrf-token': session.csrf, cookie: session.cookie }, body: '' },
    'photo/explore (visitor)': { url: `${serverBase}/api/photo/explore/`, method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-csrf-token': visitorCsrf, cookie: `csrftoken=${visitorCsrf}` }, body: 'start=0&end=100' },
  };
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
        const { r, cpuUs } = await measure(which === 'hello' ? helloTarget : target, which === 'hello' ? hello.pid : serverPid);
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
    const goal = GOALS[name];
    if (goal !== undefined) verdicts.push(`${name} ${ratio.toFixed(3)}× (goal ≥${goal}×) ${ratio >= goal ? 'ok' : 'NOT MET'}`);
  }
  console.log(`\nGoals (issue 11), median ratio of the rounds:\n${verdicts.map((v) => `  ${v}`).join('\n')}`);
} finally {
  stop();
  await new Promise((r) => setTimeout(r, 500));
  rmSync(dataDir, { recursive: true, force: true });
}
