/// <reference lib="webworker" />
// The service worker (ARCHITECTURE.md "Offline and sync", OFFLINE-NOTES.md): the precached app shell, chunks
// and locale files; navigations to app routes; the offline-test probe; image, font and AI model caching; api/ reads (get/…)
// network first, with visitors' answers kept for offline; the api/ mutation
// queue; the share target; messages from the pages. It never skips waiting by itself: the page asks.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { SHARE_TARGET_PATH } from '../src/lib/shared/swProtocol';
import { handleQueueable, isQueueableRequest } from './queue/apiQueue';
import { handleShareTarget } from './shareTarget';
import { registerApiReadRoutes, registerFontRoutes, registerImageRoutes, registerModelRoutes, registerNavigationRoute, registerProbeRoute } from './routes';
import { listenToPages } from './messages';
import { listenForOutboxSync } from './queue/outbox';

declare const self: ServiceWorkerGlobalScope & { __WB_DISABLE_DEV_LOGS?: boolean };

self.__WB_DISABLE_DEV_LOGS = true;

// POST routes first: the share target before anything else, then the queueable api/ mutations. api/ GET
// reads go network first (registerApiReadRoutes); other api/ requests are not routed at all: the browser
// sends them as if there were no worker.
registerRoute(({ url, request }) => url.origin === self.location.origin && url.pathname === SHARE_TARGET_PATH && request.method === 'POST', ({ request }) => handleShareTarget(request), 'POST');
registerRoute(({ request }) => isQueueableRequest(request), ({ request, event }) => handleQueueable(request, event as ExtendableEvent), 'POST');

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
registerNavigationRoute();
registerProbeRoute();
registerImageRoutes();
registerFontRoutes();
registerModelRoutes();
registerApiReadRoutes();
listenToPages();
listenForOutboxSync();

// A first install takes the open pages at once (they are the same version); an update waits for the page.
clientsClaim();
