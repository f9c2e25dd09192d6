// `npm test`: every check, as timed stages, stopping at the first that fails. Prints each stage's time and
// the total, so a slow stage shows up in the log instead of a single 15-minute number.
// A new check is one more entry in STAGES (name + command, and `after`: the stages it waits for);
// `node scripts/test.mjs lint vitest-node` runs only the named stages (an `after` on a stage not named is
// dropped).
//
// Stages overlap where that pays on a 2-core machine: the type check (TypeScript 7, about 15 s on a clean
// clone) and ESLint (one single-threaded process) run side by side at the start, so a type error fails the run
// within seconds. Vitest in Node follows the type check (it spreads over both cores itself), the build and
// the browser Vitest follow ESLint. Playwright waits for all of them: its timing-sensitive tests get the
// machine to themselves.
// While more than one stage runs, each line of output carries its stage's name.
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';

const node = process.execPath;
const bin = (path) => `node_modules/${path}`;

/** The stages, in the order they are listed in the timings; each starts once every stage in `after` passed. */
export const STAGES = [
  { name: 'typecheck', command: [node, 'scripts/typecheck.mjs'], after: [] },
  { name: 'lint', command: [node, bin('eslint/bin/eslint.js'), '.', '--max-warnings', '0', '--cache', '--cache-location', '.tmp/eslint/', '--cache-strategy', 'content'], after: [] },
  { name: 'vitest-node', command: [node, bin('vitest/vitest.mjs'), 'run'], after: ['typecheck'] },
  { name: 'vitest-browser', command: [node, bin('vitest/vitest.mjs'), 'run', '--config', 'vitest.browser.config.ts'], after: ['size'] },
  // Builds the app as the e2e suite does and checks the start-up JavaScript against its budget; the
  // playwright stage then serves that build instead of building again (see start()).
  { name: 'size', command: [node, 'scripts/checkSize.mjs', '--for-e2e'], after: ['lint'] },
  // More stages go here.
  { name: 'playwright', command: [node, bin('@playwright/test/cli.js'), 'test'], after: ['typecheck', 'lint', 'vitest-node', 'vitest-browser', 'size'] },
];

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Writes a child's output line by line, each line led by the stage's name (lines of two stages never mix). */
function prefixed(stream, label, out) {
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    if (lines.length) out.write(lines.map((line) => `${label}${line}\n`).join(''));
  });
  stream.on('end', () => {
    if (rest) out.write(`${label}${rest}\n`);
  });
}

async function main() {
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((name) => !STAGES.some((stage) => stage.name === name));
  if (unknown.length > 0) {
    console.error(`unknown stage ${unknown.join(', ')}; the stages: ${STAGES.map((s) => s.name).join(', ')}`);
    process.exit(2);
  }
  const stages = (wanted.length > 0 ? STAGES.filter((stage) => wanted.includes(stage.name)) : STAGES).map((stage) => ({
    ...stage,
    after: stage.after.filter((name) => wanted.length === 0 || wanted.includes(name)),
  }));
  const width = Math.max(...stages.map((s) => s.name.length));
  /** name → { ms, ok } once finished */
  const done = new Map();
  const running = new Map();
  const started = performance.now();
  let failed = null;

  function start(stage) {
    // The size stage of this same run left an e2e build behind: Playwright serves it (no second build).
    const builtForE2e = stage.name === 'playwright' && done.get('size')?.ok;
    const env = builtForE2e ? { ...process.env, E2E_SKIP_BUILD: '1' } : process.env;
    const label = `[${stage.name.padEnd(width)}] `;
    // A stage that runs alone (nothing else running, everything left waits for it) keeps the terminal:
    // colours and progress lines as when it is run by hand.
    const alone = running.size === 0 && stages.every((other) => other === stage || done.has(other.name) || dependsOn(stages, other, stage));
    const overlapping = !alone;
    console.log(`\n== ${stage.name}`);
    const stageStarted = performance.now();
    const child = spawn(stage.command[0], stage.command.slice(1), {
      stdio: overlapping ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: overlapping ? { FORCE_COLOR: process.stdout.isTTY ? '1' : '0', ...env } : env,
      detached: process.platform !== 'win32',
    });
    if (overlapping) {
      prefixed(child.stdout, label, process.stdout);
      prefixed(child.stderr, label, process.stderr);
    }
    const finished = new Promise((resolve) => {
      child.on('exit', (code, signal) => {
        const ms = performance.now() - stageStarted;
        const ok = code === 0;
        done.set(stage.name, { ms, ok, stopped: signal !== null && failed !== null });
        running.delete(stage.name);
        console.log(`== ${stage.name}: ${ok ? 'passed' : signal && failed ? `stopped (${failed} failed)` : `FAILED (exit ${code ?? signal})`} in ${seconds(ms)}`);
        if (!ok && !failed) failed = stage.name;
        resolve();
      });
    });
    running.set(stage.name, { child, finished });
  }

  function stopAll(signal) {
    for (const { child } of running.values()) {
      try {
        // The stage's whole process group: Playwright's and Vitest's workers and browsers too.
        if (process.platform !== 'win32') process.kill(-child.pid, signal);
        else child.kill(signal);
      } catch {
        // Already gone.
      }
    }
  }
  const forward = (signal) => {
    failed ??= signal;
    stopAll(signal);
  };
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);

  for (;;) {
    if (!failed) {
      for (const stage of stages) {
        if (done.has(stage.name) || running.has(stage.name)) continue;
        if (stage.after.every((name) => done.get(name)?.ok)) start(stage);
      }
    }
    if (running.size === 0) break;
    await Promise.race([...running.values()].map((r) => r.finished));
    if (failed) stopAll('SIGTERM');
  }

  const total = performance.now() - started;
  console.log('\n== timings');
  for (const stage of stages) {
    const time = done.get(stage.name);
    const shown = !time ? 'skipped' : seconds(time.ms);
    const note = !time ? '' : time.ok ? '' : stage.name === failed ? '  FAILED' : '  stopped';
    console.log(`${stage.name.padEnd(16)} ${shown.padStart(9)}${note}`);
  }
  console.log(`${'total'.padEnd(16)} ${seconds(total).padStart(9)}   (load average ${loadavg().map((l) => l.toFixed(2)).join(' ')})`);
  if (failed) {
    console.log(`npm test failed at ${failed}`);
    process.exit(1);
  }
}

/** Whether `stage` waits, directly or through other stages, for `other`. */
function dependsOn(stages, stage, other) {
  return stage.after.some((name) => name === other.name || dependsOn(stages, stages.find((s) => s.name === name), other));
}

await main();
