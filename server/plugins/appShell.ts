// Serves the built app: hashed assets with long-lived caching, the app's index.html for every known app
// route, and a real 404 page for everything else.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { buildRouteTable } from '../../src/lib/shared/routes';
import { errorBody } from '../http/errors';
import { answerNotFound, answerSitePage, answerSupportPath, appShellHtml } from '../site/pages';

export async function appShell(app: FastifyInstance, opts: { distDir: string; localesDir: string; publicUrl: string }): Promise<void> {
  const routes = buildRouteTable((path, matches) => app.log.warn({ path, routes: matches.map((r) => r.key) }, 'route collision'));
  const indexFile = join(opts.distDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  let indexHtml: string | undefined;
  const readIndex = (): string | undefined => {
    if (indexHtml === undefined && existsSync(indexFile)) indexHtml = readFileSync(indexFile, 'utf8');
    return indexHtml;
  };

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: opts.distDir,
      prefix: '/',
      index: false,
      // One route per file of the build, found once at start (the build does not change under a running
      // server: npm start builds before it starts). A wildcard route instead checks each request's path
      // spelling against directory listings (a readdir of dist/ and dist/assets/, 300 entries, per asset):
      // a tenth of the server's CPU in the e2e suite. Only the files that exist are reachable at all.
      wildcard: false,
      // Directory addresses (/, /create/) are app routes or 404s, decided below, never listings.
      allowedPath: (pathName) => !pathName.endsWith('/'),
      // The build writes each text file also compressed (.br, .gz; vite.config.ts): the one the browser accepts is
      // sent as it is, instead of compressing the file again for every request (@fastify/compress's brotli at
      // quality 4: about a third of the server's time for a page load in a fresh browser context). The compressed
      // copies are not addresses of their own.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      cacheControl: false,
      setHeaders: (res, sentPath) => {
        // The file's own name: with preCompressed, sentPath is the .br or .gz copy's.
        const path = sentPath.replace(/\.(br|gz)$/, '');
        if (/[/\\]assets[/\\]/.test(path)) res.header('cache-control', 'public, max-age=31536000, immutable');
        else if (/(sw\.js|workbox-[^/\\]*\.js|manifest\.webmanifest|\.html)$/.test(path)) res.header('cache-control', 'no-cache');
        else res.header('cache-control', 'public, max-age=3600');
        if (path.endsWith('.webmanifest')) res.header('content-type', 'application/manifest+json');
      },
    });
  } else {
    app.log.warn({ distDir: opts.distDir }, 'no built app found: run `npm run build` (npm start does it for you)');
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith('/api/')) {
      return reply.code(404).type('application/json; charset=utf-8').send(errorBody('unknown_call', 'There is no such api call.'));
    }
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    // Site pages (issue 19: home, features, pricing, legal pages… in the 6 site languages) as real HTML.
    const site = isRead ? answerSitePage(request, reply, path, readIndex(), opts) : null;
    if (site) return site;
    // The contact-support pages in every site language (/es/contactar-soporte/…): an unknown reason (help
    // page or ?issue=) goes to the 404 page in the address's language; the rest is the app's.
    const support = isRead ? answerSupportPath(request, reply, path, readIndex()) : null;
    if (support) return support;
    const resolved = isRead ? routes.resolve(path) : null;
    const html = resolved ? readIndex() : undefined;
    if (resolved && html) {
      return reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(appShellHtml(request, html));
    }
    if (resolved && !html) {
      return reply.code(503).type('text/plain; charset=utf-8').send('The app is not built yet. Run `npm run build`, or use `npm start`, which builds it.');
    }
    const accepts = request.headers.accept ?? '';
    if (!isRead || (!accepts.includes('text/html') && !accepts.includes('*/*') && accepts !== '')) {
      return reply.code(404).type('application/json; charset=utf-8').send(errorBody('not_found', 'Nothing is here.'));
    }
    return answerNotFound(request, reply, path, opts);
  });
}
