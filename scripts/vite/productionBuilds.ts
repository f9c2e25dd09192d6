// react-router 7 publishes a production build (no dev warnings, no dev-only checks) but its package exports
// point every condition at the development build (remix-run/react-router#12532, #14102: "temporary" since
// 7.0.2). The app's client build takes the production files instead: ~1 KB less start-up JavaScript
// gzipped (issue 11) and no dev warnings in the console. Only `vite build` of the page does this; the dev
// server and the tests keep the development build and its warnings. The app uses react-router as a library
// (no framework mode), so there is one copy of it and no context mismatch between two builds.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

/** The specifiers that lead to react-router's development build, and their production files. */
export function reactRouterProductionFiles(): Map<string, string> {
  const dir = dirname(require.resolve('react-router/package.json'));
  return new Map([
    ['react-router', join(dir, 'dist/production/index.mjs')],
    ['react-router/dom', join(dir, 'dist/production/dom-export.mjs')],
  ]);
}

export function productionBuildsPlugin(): Plugin {
  const files = reactRouterProductionFiles();
  return {
    name: 'pixloom-production-builds',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return files.get(source) ?? null;
    },
  };
}
