// The page's side of the service worker: registered once with workbox-window (production builds only:
// the dev server has no worker), messages to it, and its broadcasts to every open page (swProtocol.ts).
import { Workbox, messageSW } from 'workbox-window';
import { report } from '../../lib/report';
import { createStore } from '../../lib/store';
import { SYNC_CHANNEL, isWorkerBroadcast, type PageMessage, type WorkerBroadcast } from '../../lib/shared/swProtocol';

export const SW_URL = '/sw.js';
/** How long the page waits for the worker to answer a message. */
export const WORKER_ANSWER_MS = 3000;

let workbox: Workbox | undefined;
export const swRegistration = createStore<ServiceWorkerRegistration | null>(null);

export function swSupported(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator && import.meta.env.PROD;
}

/** Registers the worker (once per page). Returns the Workbox instance, or undefined where there is none. */
export function registerServiceWorker(): Workbox | undefined {
  if (workbox || !swSupported()) return workbox;
  workbox = new Workbox(SW_URL, { scope: '/' });
  workbox
    .register()
    .then((registration) => swRegistration.set(registration ?? null))
    .catch((error: unknown) => report('warning', 'service worker registration failed', String(error)));
  return workbox;
}

export function currentWorkbox(): Workbox | undefined {
  return workbox;
}

async function activeWorker(): Promise<ServiceWorker | null> {
  if (!swSupported()) return null;
  if (navigator.serviceWorker.controller) return navigator.serviceWorker.controller;
  const registration = swRegistration.get() ?? (await navigator.serviceWorker.getRegistration()) ?? null;
  return registration?.active ?? null;
}

/** Posts a message to the active worker; nothing happens where there is no worker yet. */
export async function postToWorker(message: PageMessage): Promise<boolean> {
  const worker = await activeWorker();
  worker?.postMessage(message);
  return worker !== null;
}

/** Asks a worker and waits for its answer (undefined when it does not answer in time). */
export async function askWorker<T>(worker: ServiceWorker | null, message: PageMessage, timeoutMs = WORKER_ANSWER_MS): Promise<T | undefined> {
  if (!worker) return undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), timeoutMs);
  });
  try {
    return await Promise.race([messageSW(worker, message) as Promise<T>, timeout]);
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

export async function askActiveWorker<T>(message: PageMessage, timeoutMs?: number): Promise<T | undefined> {
  return askWorker<T>(await activeWorker(), message, timeoutMs);
}

/** Listens to what the worker tells every page. */
export function onWorkerBroadcast(listener: (message: WorkerBroadcast) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(SYNC_CHANNEL);
  channel.onmessage = (event: MessageEvent) => {
    if (isWorkerBroadcast(event.data)) listener(event.data);
  };
  return () => channel.close();
}
