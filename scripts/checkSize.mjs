// The start-up size budget (issue 11): builds the app into a directory of its own and fails when the
// JavaScript of the dashboard's first load (entry chunk, its static imports and index.html's
// modulepreloads, each gzipped) is over the budget. The figures come from the build's own plugin
// (scripts/vite/startupSize.ts), so the build and this check never disagree.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const TMP = join(ROOT, '.tmp');
mkdirSync(TMP, { recursive: true });
// --for-e2e: build as the e2e suite does (APP_ENV=test) into a directory e2e/support/globalSetup.ts picks up,
// and keep it, so `npm test` builds the app once for both stages.
const forE2e = process.argv.includes('--for-e2e');
const outDir = join(TMP, `${forE2e ? 'e2e-dist' : 'size-dist'}-${process.pid}`);
const reportFile = join(TMP, `size-report-${process.pid}.json`);

try {
  const build = spawnSync(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, PIXLOOM_SIZE_REPORT: reportFile, ...(forE2e ? { APP_ENV: 'test', PIXLOOM_BUILD_ID: `e2e${Date.now().toString(36)}` } : {}) },
  });
  if (build.status !== 0) throw new Error('check:size: the build failed');
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  for (const chunk of report.chunks) console.log(`  ${kb(chunk.gzip).padStart(9)}  ${chunk.file}`);
  console.log(`start-up JavaScript (first load of the dashboard): ${kb(report.total)} gzipped (${report.total} bytes); budget ${kb(report.budget)} (${report.budget} bytes)`);
  if (report.dashboardPage) console.log(`  (then the dashboard page's own chunk: ${kb(report.dashboardPage.gzip)})`);
  if (report.total > report.budget) {
    console.error(`check:size: ${report.total - report.budget} bytes over the budget`);
    process.exitCode = 1;
  }
} finally {
  if (!forE2e || process.exitCode) rmSync(outDir, { recursive: true, force: true });
  rmSync(reportFile, { force: true });
}
