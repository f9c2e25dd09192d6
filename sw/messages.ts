/// <reference lib="webworker" />
// Messages from the pages (swProtocol.ts PageMessage): replay the queue, report its state, retry or discard
// a change that was set aside, the worker's version, SKIP_WAITING (only when the page asks: the user chose
// to refresh, or the waiting worker matches the page's version — spec §4.7), ADD_TO_CACHE (spec §7) and
// emptying the caches that may hold a user's own photos (sign-out).
import { PRIVATE_CACHES, type PageMessage } from '../src/lib/shared/swProtocol';
import { broadcastState, discardIssue, rememberPageToken, replay, retryIssue, syncState } from './queue/apiQueue';
import { drainOutboxFromWorker, rememberOutboxToken } from './queue/outbox';

declare const self: ServiceWorkerGlobalScope;

export const WORKER_VERSION = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : '0';

function isPageMessage(value: unknown): value is PageMessage {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

/** ADD_TO_CACHE takes same-origin addresses only: the cache is for the app's own files and images. */
export async function addToCache(cacheName: string, url: string): Promise<boolean> {
  if (typeof cacheName !== 'string' || !cacheName.trim() || typeof url !== 'string') return false;
  let target: URL;
  try {
    target = new URL(url, self.location.origin);
  } catch {
    return false;
  }
  if (target.origin !== self.location.origin) return false;
  try {
    const cache = await caches.open(cacheName);
    await cache.add(new Request(target.href, { credentials: 'same-origin' }));
    return true;
  } catch {
    return false;
  }
}

async function handle(message: PageMessage): Promise<unknown> {
  switch (message.type) {
    case 'REPLAY':
      rememberPageToken(message.csrf);
      rememberOutboxToken(message.csrf);
      return Promise.all([drainOutboxFromWorker(), replay()]);
    case 'GET_SYNC_STATE':
      return broadcastState();
    case 'RETRY_ISSUE':
      await retryIssue(message.id);
      return replay();
    case 'DISCARD_ISSUE':
      return discardIssue(message.id);
    case 'GET_VERSION':
      return WORKER_VERSION;
    case 'SKIP_WAITING':
      return self.skipWaiting();
    case 'ADD_TO_CACHE':
      return addToCache(message.cacheName, message.url);
    case 'CLEAR_PRIVATE_CACHES':
      return Promise.all(PRIVATE_CACHES.map((name) => caches.delete(name)));
  }
}

export function listenToPages(): void {
  self.addEventListener('message', (event) => {
    const message: unknown = event.data;
    if (!isPageMessage(message)) return;
    const port = event.ports[0];
    const work = handle(message).then(
      async (result) => {
        // Answer on the port when the page gave one (workbox-window's messageSW does).
        if (!port) return;
        if (message.type === 'GET_VERSION' || message.type === 'ADD_TO_CACHE') port.postMessage(result);
        else port.postMessage(await syncState());
      },
      (error: unknown) => port?.postMessage({ error: String(error) }),
    );
    event.waitUntil(work);
  });
}
