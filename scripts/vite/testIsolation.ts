// Which Node test files share their worker's module cache and which get fresh modules (vite.config.ts).
//
// Vitest isolates every file by default: each one imports its modules again. For the server tests that is
// the whole server (Fastify, Kysely, sharp, the AWS SDK…), 2–3 s of imports per file on a loaded 2-core
// machine: isolated, the 60 server files took 531 s; sharing the module cache, 246 s, with the same results.
// A file keeps isolation when it changes what other files would see through shared modules: a DOM
// environment, a fake IndexedDB (Dexie keeps its open databases per module), module mocks, stubbed globals or
// environment variables. Anything else runs shared; a file that needs isolation for another reason says so
// with a `// vitest: isolate` line.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

const NEEDS_ISOLATION = /vitest-environment|vitest: isolate|fake-indexeddb|vi\.(mock|doMock|unmock|stubGlobal|stubEnv|resetModules)\b/;

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.browser.test.ts') ? [path] : [];
  });
}

/** The Node test files (paths relative to root), split into those that may share modules and those that may not. */
export function testFilesByIsolation(root: string): { shared: string[]; isolated: string[] } {
  const shared: string[] = [];
  const isolated: string[] = [];
  for (const path of testFiles(join(root, 'tests'))) {
    (NEEDS_ISOLATION.test(readFileSync(path, 'utf8')) ? isolated : shared).push(relative(root, path));
  }
  return { shared, isolated };
}
