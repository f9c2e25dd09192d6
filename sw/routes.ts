/// <reference lib="webworker" />
// The worker's routes besides the precache:
// - navigations to the app's routes (src/lib/shared/routes.ts) get the precached app shell, so every app
//   route opens offline; any other address goes to the network, so the server answers it (its 404 page,
//   its own pages); only when the network fails is it answered with the shell marked as a stand-in, and
//   the app shows its "needs a connection" page there (src/lib/shared/offlineFallback.ts);
// - the offline-test probe (spec §7) always asks the network; offline, the worker answers at once with a
//   failure, never with a cached "online";
// - images (thumbnails and photos under /img/, the shipped samples) are cached as they are seen, with expiry;
// - api/ reads by GET (get/…) go to the network first, through the browser's HTTP cache (which revalidates
//   by ETag); answers the server marked public (a visitor's Explore page, the same for everyone) are kept,
//   and answer the same address when the network is down. Nothing private or uncacheable is kept;
// - the shipped fonts (/fonts/) are kept the first time a text loads one, so it draws offline afterwards;
// - the AI models (/models/) are kept the first time a tool loads one (or when the settings fetch them all),
//   with no expiry: they change only with a release, under new names or a new manifest.
import type { WorkboxPlugin } from 'workbox-core';
import { createHandlerBoundToURL, matchPrecache } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { buildRouteTable } from '../src/lib/shared/routes';
import { resolveSitePath, resolveSupportPath } from '../src/lib/shared/site/paths';
import { markOfflineFallback } from '../src/lib/shared/offlineFallback';
import { API_READ_CACHE, FONT_CACHE, IMAGE_CACHE, isPublicAnswer, MODEL_CACHE, SAMPLE_CACHE } from '../src/lib/shared/swProtocol';

declare const self: ServiceWorkerGlobalScope;

const DAY_S = 24 * 60 * 60;
/** A probe the network has not answered by then counts as offline. */
export const PROBE_TIMEOUT_MS = 4000;

function sameOrigin(url: URL): boolean {
  return url.origin === self.location.origin;
}

export function registerNavigationRoute(): void {
  const routes = buildRouteTable();
  const shell = createHandlerBoundToURL('/index.html');
  // The site pages of the translated table (/es/precios/… and /es/contactar-soporte/…) open offline too; their
  // 404 page is the server's.
  const known = (path: string): boolean => routes.resolve(path) !== null || (resolveSitePath(path)?.page ?? 'notFound') !== 'notFound' || resolveSupportPath(path) !== null;
  registerRoute(({ request, url }) => request.mode === 'navigate' && sameOrigin(url) && known(url.pathname), shell);
  // Every other page of ours (not the probe, which has its own route below; not frames) goes to the network
  // just as it would with no worker; a network failure gets our offline stand-in instead of the browser's
  // error page. A server answer of any status (its 404 page) is passed on untouched.
  registerRoute(
    ({ request, url }) => request.mode === 'navigate' && request.destination === 'document' && sameOrigin(url) && !PROBE_PATH.test(url.pathname),
    async ({ request, url }) => {
      try {
        return await fetch(request);
      } catch (error) {
        const standIn = await offlineStandIn(url.pathname);
        if (standIn) return standIn;
        throw error;
      }
    },
  );
}

const PROBE_PATH = /^\/offline-test\/?$/;

/** Headers of the kept shell that describe its original bytes, not the marked copy. */
const BODY_HEADERS = ['content-length', 'content-encoding', 'etag', 'last-modified'];

/**
 * The precached shell, marked with the address it stands in for, as 503 (the page was not reachable) and
 * never stored. Its other headers (the security policy) are kept. Undefined before the precache holds it.
 */
export async function offlineStandIn(pathname: string): Promise<Response | undefined> {
  const shell = await matchPrecache('/index.html');
  if (!shell) return undefined;
  const headers = new Headers(shell.headers);
  for (const name of BODY_HEADERS) headers.delete(name);
  headers.set('content-type', 'text/html; charset=utf-8');
  headers.set('cache-control', 'no-store');
  return new Response(markOfflineFallback(await shell.text(), pathname), { status: 503, statusText: 'Offline', headers });
}

function offlineAnswer(): Response {
  return new Response('offline', { status: 503, statusText: 'Offline', headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
}

async function probe(request: Request): Promise<Response> {
  if (self.navigator.onLine === false) return offlineAnswer();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), PROBE_TIMEOUT_MS);
  try {
    return await fetch(request.url, { cache: 'no-store', credentials: 'same-origin', signal: controller.signal });
  } catch {
    return offlineAnswer();
  } finally {
    clearTimeout(timer);
  }
}

export function registerProbeRoute(): void {
  registerRoute(({ url }) => sameOrigin(url) && PROBE_PATH.test(url.pathname), ({ request }) => probe(request));
}

export function registerImageRoutes(): void {
  registerRoute(
    // Photos imported from a photo service (/img/imports/) are not kept: they are the provider's, reachable only
    // while the user is connected, and must not outlive a disconnect on this device.
    ({ url, request }) => sameOrigin(url) && url.pathname.startsWith('/img/') && !url.pathname.startsWith('/img/imports/') && request.destination !== 'document',
    new CacheFirst({ cacheName: IMAGE_CACHE, plugins: [new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * DAY_S, purgeOnQuotaError: true })] }),
  );
  registerRoute(
    ({ url }) => sameOrigin(url) && url.pathname.startsWith('/samples/'),
    new CacheFirst({ cacheName: SAMPLE_CACHE, plugins: [new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 90 * DAY_S, purgeOnQuotaError: true })] }),
  );
}

/** Keeps only complete answers the server allows anyone to keep (Cache-Control public). */
export const publicAnswersOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (isPublicAnswer(response.status, response.headers.get('cache-control')) ? response : null),
};

export function registerApiReadRoutes(): void {
  registerRoute(
    ({ url, request }) => sameOrigin(url) && request.method === 'GET' && url.pathname.startsWith('/api/get/'),
    new NetworkFirst({
      cacheName: API_READ_CACHE,
      networkTimeoutSeconds: PROBE_TIMEOUT_MS / 1000,
      plugins: [publicAnswersOnly, new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 7 * DAY_S, purgeOnQuotaError: true })],
    }),
  );
}

export function registerFontRoutes(): void {
  registerRoute(
    ({ url }) => sameOrigin(url) && url.pathname.startsWith('/fonts/') && url.pathname.endsWith('.woff2'),
    new CacheFirst({ cacheName: FONT_CACHE, plugins: [new ExpirationPlugin({ maxEntries: 240, maxAgeSeconds: 365 * DAY_S, purgeOnQuotaError: true })] }),
  );
}

/** Keeps only complete answers (no opaque or partial ones) of the models. */
const completeAnswersOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null),
};

export function registerModelRoutes(): void {
  // The manifest changes with the models: network first, so a new release's list is seen when online.
  registerRoute(
    ({ url }) => sameOrigin(url) && url.pathname === '/models/manifest.json',
    new NetworkFirst({ cacheName: MODEL_CACHE, networkTimeoutSeconds: PROBE_TIMEOUT_MS / 1000, plugins: [completeAnswersOnly] }),
  );
  registerRoute(
    ({ url }) => sameOrigin(url) && url.pathname.startsWith('/models/') && url.pathname !== '/models/manifest.json',
    new CacheFirst({ cacheName: MODEL_CACHE, plugins: [completeAnswersOnly] }),
  );
}
