// Manual check that the compatibility worker really runs in Chromium: serves the real client and worker
// through Vite's dev server, opens headless Debian Chromium (software WebGL) and prints what came back.
//   npx tsx scripts/compat/checkChromium.ts
import { fileURLToPath } from 'node:url';
import { createServer, type Plugin } from 'vite';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS as ARGS, CHROMIUM_PATH } from '../chromium.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

const PAGE = `<!doctype html><meta charset="utf-8"><title>compat check</title>
<script type="module">
  import { wrap } from 'comlink';
  import { getCompatibility, cachedCompatibility } from '/src/lib/compat/compatClient.ts';
  const cachedBefore = cachedCompatibility();
  const started = performance.now();
  const result = await getCompatibility();
  const ms = Math.round(performance.now() - started);
  const worker = new Worker(new URL('/workers/compat/compat.worker.ts', location.href), { type: 'module' });
  const probe = await wrap(worker).probe();
  worker.terminate();
  window.__compat = { cachedBefore, result, ms, probe, cookie: document.cookie };
</script>`;

function checkPage(): Plugin {
  return {
    name: 'compat-check-page',
    configureServer(server) {
      server.middlewares.use('/compat-check.html', (req, res) => {
        void server.transformIndexHtml(req.url ?? '/compat-check.html', PAGE).then((html) => {
          res.setHeader('content-type', 'text/html');
          res.end(html);
        });
      });
    },
  };
}

async function main(): Promise<void> {
  const server = await createServer({
    configFile: false,
    root,
    logLevel: 'error',
    define: { __APP_VERSION__: JSON.stringify('0.1.0+check'), __APP_ENV__: JSON.stringify('test') },
    plugins: [checkPage()],
    worker: { format: 'es' },
    // Only this page's imports matter; scanning the whole app would trip over its virtual modules.
    optimizeDeps: { entries: [], include: ['comlink'] },
    server: { port: 0, host: '127.0.0.1' },
  });
  await server.listen();
  const address = server.httpServer?.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ARGS });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error') console.log('[page error]', message.text(), message.location().url);
    });
    const url = `http://127.0.0.1:${port}/compat-check.html`;
    const read = async (): Promise<unknown> => {
      await page.goto(url);
      await page.waitForFunction(() => '__compat' in window, undefined, { timeout: 60_000 });
      return page.evaluate(() => (window as unknown as { __compat: unknown }).__compat);
    };
    // SwiftShader is a software renderer: "update driver" advice is not remembered, so it runs each load.
    console.log('first load:', JSON.stringify(await read(), null, 2));
    console.log('reload (not cached, runs again):', JSON.stringify(await read()));
    // As an admin pretending to have a hardware GPU: the result is remembered, the reload reads the cookie.
    const hardware = 'ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0, D3D11)';
    await context.addCookies([{ name: 'admin_renderer', value: encodeURIComponent(hardware), url }]);
    console.log('with admin_renderer override:', JSON.stringify(await read()));
    console.log('reload with override (from cookie):', JSON.stringify(await read()));
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
