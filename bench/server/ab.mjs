// npm run bench:server-ab -- <variant> <variant> … — two (or more) builds of the server side by side, loaded in
// turns, for a change to the request path that is worth a few µs per request.
//
// Why: on this machine (a VM) the CPU's speed swings by up to 2× within seconds, so two bench:server runs minutes
// apart differ more than most changes do. Here every variant runs at once, each in its own process, and the
// rounds alternate between them (a 3 s load each), so each round compares the variants at about the same moment.
// It prints each round's CPU µs per request of the serving process (/proc, Linux) and their median.
//
// A variant is a comma-separated list of environment settings; ROOT=<dir> runs the server of another checkout,
// e.g. the commit before a change:
//   git worktree add /tmp/before HEAD && ln -s "$PWD/node_modules" /tmp/before/node_modules
//   npm run bench:server-ab -- ROOT=/tmp/before ""        (then: git worktree remove --force /tmp/before)
// "" is this checkout as it is. An A/A run (ROOT=/tmp/before ROOT=/tmp/before,X=1) shows the noise left.
// Options (environment): AB_PATH (/api/auth/status/), AB_BODY (''), AB_SIGNED=1 (the demo user's session; as a
// variant's setting, for that variant only: `"" AB_SIGNED=1` compares a visitor's request with a signed-in one),
// AB_ROUNDS (6), AB_SECONDS (3), AB_CONNECTIONS (100), AB_MIX=1 (before each measured load, an unmeasured one of
// the other kind, visitor or signed in, on the same server: real traffic mixes them, and a process that serves
// both pays more for a signed-in request than one that serves only those — README, Server throughput).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const here = new URL('../..', import.meta.url).pathname;
const PATH = process.env.AB_PATH ?? '/api/auth/status/';
const BODY = process.env.AB_BODY ?? '';
const ROUNDS = Number(process.env.AB_ROUNDS ?? 6);
const SECONDS = Number(process.env.AB_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.AB_CONNECTIONS ?? 100);
const MIX = Boolean(process.env.AB_MIX);
const CSRF = 'abTokenabTokenabTokenabToken';
const VISITOR = { 'content-type': 'application/x-www-form-urlencoded', 'x-csrf-token': CSRF, cookie: `csrftoken=${CSRF}` };

const variants = process.argv.slice(2).map((text) => new Map(text.split(',').filter(Boolean).map((pair) => { const at = pair.indexOf('='); return [pair.slice(0, at), pair.slice(at + 1)]; })));
if (variants.length < 2) {
  console.error('usage: node bench/server/ab.mjs <variant> <variant> … (a variant: KEY=value,KEY=value; ROOT=<checkout>; "" for this one)');
  process.exit(2);
}

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

/** User + system CPU of a process, in µs. */
function cpuUs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

const servers = [];
for (const variant of variants) {
  const dataDir = mkdtempSync(join(tmpdir(), 'pixloom-ab-'));
  const port = await freePort();
  const root = variant.get('ROOT') ?? here;
  const env = { ...process.env, ...Object.fromEntries(variant), PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DIST_DIR: join(dataDir, 'no-dist'), LOG_LEVEL: 'info', APP_ENV: 'production', CAPTCHA: 'off', PUBLIC_URL: `http://127.0.0.1:${port}` };
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'server/main.ts')], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env, detached: true });
  servers.push({ label: [...variant].map(([k, v]) => `${k}=${v}`).join(',') || '(this checkout)', base: `http://127.0.0.1:${port}`, child, dataDir, headers: VISITOR, signed: Boolean(process.env.AB_SIGNED || variant.get('AB_SIGNED')), samples: [] });
}

function stop() {
  for (const s of servers) {
    try {
      process.kill(-s.child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}
process.on('SIGINT', () => {
  stop();
  process.exit(130);
});

const load = (server, duration, headers = server.headers) =>
  new Promise((resolve, reject) => {
    autocannon({ url: `${server.base}${PATH}`, method: 'POST', headers, body: BODY, connections: CONNECTIONS, duration }, (err, result) => (err ? reject(err) : resolve(result)));
  });
const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];

try {
  for (const server of servers) {
    for (;;) {
      if (server.child.exitCode !== null) throw new Error(`${server.label}: the server exited with ${server.child.exitCode}`);
      try {
        if ((await fetch(`${server.base}/healthz`)).ok) break;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    if (server.signed || MIX) {
      const body = new URLSearchParams({ userEmail: 'demo@example.com', userPassBa: Buffer.from(encodeURIComponent('demo1234')).toString('base64') });
      const res = await fetch(`${server.base}/api/auth/login/`, { method: 'POST', headers: VISITOR, body });
      if (!res.ok) throw new Error(`${server.label}: the demo sign-in failed (${res.status})`);
      const session = res.headers.getSetCookie().map((c) => c.split(';')[0]).filter((c) => !c.endsWith('='));
      const signedIn = { ...VISITOR, cookie: [VISITOR.cookie, ...session].join('; ') };
      // AB_MIX: the kind of request not measured on this server, loaded (unmeasured) before each measured load.
      server.other = server.signed ? VISITOR : signedIn;
      if (server.signed) server.headers = signedIn;
    }
    await load(server, 2);
  }
  for (let round = 0; round < ROUNDS; round++) {
    for (const server of servers) {
      if (MIX) await load(server, SECONDS, server.other);
      const before = cpuUs(server.child.pid);
      const result = await load(server, SECONDS);
      const spent = cpuUs(server.child.pid) - before;
      if (result.non2xx > 0 || result.errors > 0) throw new Error(`${server.label}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
      server.samples.push({ us: spent / result.requests.total, rps: result.requests.average });
    }
  }
  console.log(`${PATH}${process.env.AB_SIGNED ? ' (signed in)' : ''}: ${ROUNDS} alternating rounds × ${SECONDS} s, ${CONNECTIONS} connections${MIX ? ', each after an unmeasured load of the other kind (visitor / signed in)' : ''}`);
  for (const server of servers) {
    const us = server.samples.map((s) => s.us);
    console.log(`${server.label}: CPU ${median(us).toFixed(1)} µs/request (median; rounds ${us.map((v) => v.toFixed(0)).join(' ')}), ${Math.round(median(server.samples.map((s) => s.rps)))} req/s`);
  }
} finally {
  stop();
  await new Promise((resolve) => setTimeout(resolve, 500));
  for (const server of servers) rmSync(server.dataDir, { recursive: true, force: true });
}
