// What bench/ai-segmentation and bench/ai-upscale share: the AI page (bench/shared/aiPage) built with Vite
// with the app's public/ folder (models, samples) beside it, served, and opened in headless Chromium.
// BENCH_NO_BUILD=1 reuses the last build.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPage, openBench, serve } from './harness.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));

export async function openAiBench(name) {
  const outDir = join(tmpdir(), process.env.BENCH_OUT ?? `pixloom-bench-${name}`);
  if (!process.env.BENCH_NO_BUILD) await buildPage({ root: join(here, 'aiPage'), publicDir: join(here, '../../public'), outDir });
  const server = await serve(outDir);
  const { port } = server.address();
  const { browser, page } = await openBench(`http://127.0.0.1:${port}/`, {});
  page.on('console', (m) => {
    if (m.text().includes('[pixloom ai]')) console.log(`  ${m.text()}`);
  });
  return {
    page,
    close: async () => {
      await browser.close();
      server.close();
    },
  };
}

export const fmt = (v, digits = 3) => v.toFixed(digits);
