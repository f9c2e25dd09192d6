// Type-checks each runtime against its own tsconfig (DOM app, web workers, service worker, Node, tests).
import { spawnSync } from 'node:child_process';

const projects = ['tsconfig.app.json', 'tsconfig.worker.json', 'tsconfig.sw.json', 'tsconfig.node.json', 'tsconfig.test.json'];
let failed = false;
for (const project of projects) {
  const started = Date.now();
  const result = spawnSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', project], { stdio: 'inherit' });
  console.log(`typecheck ${project}: ${result.status === 0 ? 'ok' : 'FAILED'} (${Date.now() - started} ms)`);
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
