// `npm test`: every check, one stage after another, stopping at the first that fails. Prints each stage's
// time and the total, so a slow stage shows up in the log instead of a single 15-minute number.
// A new check is one more entry in STAGES (name + command); `node scripts/test.mjs lint vitest-node` runs
// only the named stages, in this order.
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';

const node = process.execPath;
const bin = (path) => `node_modules/${path}`;

/** The stages, in the order they run: the cheap ones first, so a type error fails in seconds. */
export const STAGES = [
  { name: 'typecheck', command: [node, 'scripts/typecheck.mjs'] },
  { name: 'lint', command: [node, bin('eslint/bin/eslint.js'), '.', '--max-warnings', '0', '--cache', '--cache-location', '.tmp/eslint/', '--cache-strategy', 'content'] },
  { name: 'vitest-node', command: [node, bin('vitest/vitest.mjs'), 'run'] },
  { name: 'vitest-browser', command: [node, bin('vitest/vitest.mjs'), 'run', '--config', 'vitest.browser.config.ts'] },
  // Builds the app as the e2e suite does and checks the start-up JavaScript against its budget; the
  // playwright stage then serves that build instead of building again (see run()).
  { name: 'size', command: [node, 'scripts/checkSize.mjs', '--for-e2e'] },
  // More stages go here.
  { name: 'playwright', command: [node, bin('@playwright/test/cli.js'), 'test'] },
];

function run(command, env = process.env) {
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), { stdio: 'inherit', env });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

async function main() {
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((name) => !STAGES.some((stage) => stage.name === name));
  if (unknown.length > 0) {
    console.error(`unknown stage ${unknown.join(', ')}; the stages: ${STAGES.map((s) => s.name).join(', ')}`);
    process.exit(2);
  }
  const stages = wanted.length > 0 ? STAGES.filter((stage) => wanted.includes(stage.name)) : STAGES;
  const times = [];
  const started = performance.now();
  let failed = null;
  for (const stage of stages) {
    console.log(`\n== ${stage.name}`);
    const stageStarted = performance.now();
    // The size stage of this same run left an e2e build behind: Playwright serves it (no second build).
    const builtForE2e = stage.name === 'playwright' && times.some((t) => t.name === 'size' && t.ok);
    const code = await run(stage.command, builtForE2e ? { ...process.env, E2E_SKIP_BUILD: '1' } : process.env);
    const ms = performance.now() - stageStarted;
    times.push({ name: stage.name, ms, ok: code === 0 });
    console.log(`== ${stage.name}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds(ms)}`);
    if (code !== 0) {
      failed = stage.name;
      break;
    }
  }
  const total = performance.now() - started;
  console.log('\n== timings');
  for (const { name, ms, ok } of times) console.log(`${name.padEnd(16)} ${seconds(ms).padStart(9)}${ok ? '' : '  FAILED'}`);
  for (const stage of stages.slice(times.length)) console.log(`${stage.name.padEnd(16)} ${'skipped'.padStart(9)}`);
  console.log(`${'total'.padEnd(16)} ${seconds(total).padStart(9)}   (load average ${loadavg().map((l) => l.toFixed(2)).join(' ')})`);
  if (failed) {
    console.log(`npm test failed at ${failed}`);
    process.exit(1);
  }
}

await main();
