/// <reference lib="webworker" />
// The service worker: precaches the app shell. The offline-first work (queue, share target, updates)
// builds on this file.
import { precacheAndRoute, cleanupOutdatedCaches } from 'workbox-precaching';

declare const self: ServiceWorkerGlobalScope;

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
