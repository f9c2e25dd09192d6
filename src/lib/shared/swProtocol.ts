// What the pages and the service worker say to each other (offline-first issue; OFFLINE-NOTES.md): the
// api/ mutation queue's state, replays, the share target, caching and updates. Shared by sw/ and src/.
//
// Pages talk to the worker with postMessage (that wakes a stopped worker); the worker answers on a
// BroadcastChannel so every open page hears it, and on the message's port when the page gave one.

/** The queue's name lives in users' IndexedDB and outlives releases: never rename it. */
export const API_QUEUE_NAME = 'pixloom-api-mutations';
/** Changes that could not be delivered after MAX_REPLAY_ATTEMPTS tries, or that the server refused. */
export const ASIDE_QUEUE_NAME = 'pixloom-api-aside';
/** The Background Sync tag workbox registers for the queue (tests dispatch it through CDP). */
export const SYNC_TAG = `workbox-background-sync:${API_QUEUE_NAME}`;
export const SYNC_CHANNEL = 'pixloom-sync';
/** The Web Lock every drain of the outbox (src/lib/outbox) and the projects' dirty-row sync hold: one sender at a time. */
export const OUTBOX_LOCK = 'pixloom-outbox';
/** The Background Sync tag the page registers when it queues an outbox change (the worker then drains). */
export const OUTBOX_SYNC_TAG = 'pixloom-outbox';
/** Replays that reached the server and were answered "not now" (5xx, 401, 403…) before a change is moved aside. */
export const MAX_REPLAY_ATTEMPTS = 5;
/** Refused and stuck changes kept for the user to read; the oldest go first beyond this. */
export const MAX_SYNC_ISSUES = 50;

export const SHARE_TARGET_PATH = '/share-target/';
export const SHARE_TARGET_FIELD = 'image';
export const SHARED_IMAGE_HASH = 'use-shared-pwa-image';
/** Larger shared files are refused with a message rather than filling the device's storage. */
export const SHARED_IMAGE_MAX_BYTES = 100 * 1024 * 1024;
export const SHARE_ERRORS = ['no_image', 'too_large', 'storage_full', 'no_worker'] as const;
export type ShareError = (typeof SHARE_ERRORS)[number];
export const SHARE_ERROR_PARAM = 'share_error';

/** Runtime caches. Images of users' own photos live in PRIVATE caches, emptied on sign-out. */
export const IMAGE_CACHE = 'pixloom-images';
export const SAMPLE_CACHE = 'pixloom-samples';
/** The shipped fonts (/fonts/), kept once a text has used them so they draw offline. */
export const FONT_CACHE = 'pixloom-fonts';
/**
 * The shipped AI models (/models/…, public/models), cache first: kept on first use or all at once by the
 * settings' "Download AI tools for offline use" (src/features/ai), which reads this cache from the page.
 */
export const MODEL_CACHE = 'pixloom-models';
/** api/ GET answers the server marked public (visitors' Explore pages), for offline; never private ones. */
export const API_READ_CACHE = 'pixloom-api-reads';

/** Whether the worker may keep an api/ read's answer: complete, and marked public (for anyone) by the server. */
export function isPublicAnswer(status: number, cacheControl: string | null): boolean {
  if (status !== 200 || !cacheControl) return false;
  const directives = cacheControl.toLowerCase().split(',').map((d) => d.trim());
  return directives.includes('public') && !directives.some((d) => d === 'no-store' || d === 'private');
}
export const PRIVATE_CACHES: readonly string[] = [IMAGE_CACHE];

/** One change waiting in the queue, as the pages see it. */
export interface QueuedChange {
  /** The X-Request-Id the change travels with (the server applies it once). */
  requestId: string;
  /** The api/ call, e.g. `auth/update-user-options`. */
  call: string;
  queuedAt: number;
  /** Replays the server answered with "not now". */
  attempts: number;
  /** For settings: which settings the change holds. */
  keys?: string[];
  /** The outbox entry's seq (for discard); absent for a change in the worker's old queue. */
  seq?: number;
  /** The change in plain words (an outbox entry's label: i18n key and values). */
  label?: { key: string; params: Record<string, string> };
}

export type SyncIssueKind = 'refused' | 'stuck';

/** A change the server refused (4xx, dropped) or that kept failing (moved aside, can be retried). */
export interface SyncIssue extends QueuedChange {
  /** The outbox entry's seq, for retry and discard. */
  id: number;
  kind: SyncIssueKind;
  status: number;
  code: string;
  message: string;
  at: number;
}

export interface SyncFailure {
  at: number;
  call: string;
  /** 0 for a network failure. */
  status: number;
  code: string;
}

export interface SyncState {
  waiting: QueuedChange[];
  issues: SyncIssue[];
  replaying: boolean;
  lastFailure: SyncFailure | null;
  lastDeliveredAt: number | null;
}

export const EMPTY_SYNC_STATE: SyncState = { waiting: [], issues: [], replaying: false, lastFailure: null, lastDeliveredAt: null };

export type PageMessage =
  | { type: 'REPLAY'; csrf?: string }
  | { type: 'GET_SYNC_STATE' }
  | { type: 'RETRY_ISSUE'; id: number }
  | { type: 'DISCARD_ISSUE'; id: number }
  | { type: 'GET_VERSION' }
  | { type: 'SKIP_WAITING' }
  | { type: 'ADD_TO_CACHE'; cacheName: string; url: string }
  | { type: 'CLEAR_PRIVATE_CACHES' };

export type WorkerBroadcast =
  | { type: 'sync-state'; state: SyncState }
  | { type: 'delivered'; requestId: string; call: string }
  | { type: 'refused'; issue: SyncIssue };

/** `/api/auth/update-user-options/` → `auth/update-user-options`. */
export function callFromPath(pathname: string): string {
  return pathname.replace(/^\/api\/+/, '').replace(/\/+$/, '');
}

export function isApiPath(pathname: string): boolean {
  return pathname.startsWith('/api/');
}

export function isWorkerBroadcast(value: unknown): value is WorkerBroadcast {
  const type = (value as { type?: unknown } | null)?.type;
  return type === 'sync-state' || type === 'delivered' || type === 'refused';
}
