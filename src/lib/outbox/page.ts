// The page's side of the outbox: queue a change (after the caller applied it to Dexie, so the UI shows it at
// once and it survives a reload), ask the browser for a Background Sync (the worker then drains with no page
// open), and drain from the page — right after a change, at start, when the connection returns and when the
// page becomes visible. A drain from the page sends only the signed-in user's changes. Loaded on demand.
import { db } from '../db/db';
import { csrfToken } from '../request/api';
import { signedInEmail } from '../user';
import { drainOutbox, sendChange, type OutboxOutcome } from './drain';
import { enqueueChange, discardEntry, newRequestId, retryEntry, type NewChange } from './outbox';
import { OUTBOX_SYNC_TAG, type OutboxEntry, type OutboxLabel } from './types';
import type { OutboxAnswer } from './drain';
import { serialRunner } from '../shared/serialRun';

type Settled = (entry: OutboxEntry, outcome: 'delivered' | 'refused' | 'retry', answer?: OutboxAnswer) => void;
const listeners = new Set<Settled>();
const runningListeners = new Set<(running: boolean) => void>();
let projectPusher: ((ids: string[]) => Promise<void>) | undefined;

/** The projects area hands over how to push projects the server lacks (a move of a project made offline). */
export function setProjectPusher(push: (ids: string[]) => Promise<void>): void {
  projectPusher = push;
}

/** Told after each change the page's drain settled (delivered, refused, not now). */
export function onOutboxSettled(listener: Settled): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function onDrainRunning(listener: (running: boolean) => void): () => void {
  runningListeners.add(listener);
  return () => runningListeners.delete(listener);
}

async function registerBackgroundSync(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    const sync = (registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined)?.sync;
    await sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // No Background Sync (Firefox, Safari): the page's own drains and the worker's start deliver.
  }
}

/** Progress of uploads a page waits for (by request id): their file travels with XMLHttpRequest. */
const watched = new Map<string, { onProgress?: (loaded: number, total: number) => void; signal?: AbortSignal }>();
/** Uploads a page waits for, and the server's answer once delivered (the new photo). */
const awaited = new Map<string, unknown>();
const awaitedListeners = new Set<() => void>();

/** Uploads this page is sending while the user watches (their progress is shown where they were started). */
export function isAwaitedUpload(requestId: string): boolean {
  return awaited.has(requestId);
}

/** Told when an upload starts or stops being one this page is sending while the user watches. */
export function onAwaitedUploads(listener: () => void): () => void {
  awaitedListeners.add(listener);
  return () => awaitedListeners.delete(listener);
}

function awaitedChanged(): void {
  for (const listener of awaitedListeners) listener();
}

/** One change: an upload takes its steps (src/lib/outbox/upload.ts, loaded with the first one), anything else one call. */
async function send(entry: OutboxEntry, csrf: string): Promise<OutboxAnswer> {
  if (!entry.upload) return sendChange(entry, csrf);
  const { sendUpload, xhrPostFile } = await import('./upload');
  const watch = watched.get(entry.requestId);
  return sendUpload(entry, { db: db(), csrf, ...(watch ? { postFile: xhrPostFile(watch.onProgress ?? (() => undefined), watch.signal) } : {}) });
}

/** Drains the signed-in user's changes now (or once more right after the running drain). */
export const drainNow: () => Promise<OutboxOutcome> = serialRunner(
  async () => {
    const owner = signedInEmail();
    if (!owner) return 'later';
    return drainOutbox({
      db: db(),
      owner,
      send: (entry) => send(entry, csrfToken()),
      pushProjects: projectPusher,
      onSettled: (entry, result, answer) => {
        if (result === 'delivered' && awaited.has(entry.requestId)) awaited.set(entry.requestId, answer?.body ?? null);
        for (const listener of listeners) listener(entry, result, answer);
      },
    });
  },
  {
    repeatAfter: 'drained',
    onRunning: (running) => {
      for (const listener of runningListeners) listener(running);
    },
  },
);

/** Queues a change of the signed-in user (or the owner named), asks for a Background Sync, and drains. */
export async function queueChange(change: Omit<NewChange, 'owner'> & { owner?: string }): Promise<OutboxEntry> {
  const owner = change.owner ?? signedInEmail();
  if (!owner) throw new Error('not_logged_in');
  const entry = await enqueueChange(db(), { ...change, owner });
  void registerBackgroundSync();
  return entry;
}

export type Delivery = { state: 'delivered' } | { state: 'waiting' } | { state: 'refused'; code: string; message: string };

/**
 * Queues a change and drains at once: online, the caller learns the server's answer as before (a refusal
 * while the user waits is taken back off the queue, for the caller to undo and say); offline, it waits.
 */
export async function sendOrQueue(change: Omit<NewChange, 'owner'> & { owner?: string }): Promise<Delivery> {
  // The same change sent again (the settings store's stable id after a reload) is the entry already queued:
  // its refusal, if the server refuses it, stays in the sync panel — the user was not there to see it.
  const queuedBefore = change.requestId ? await db().outbox.where('requestId').equals(change.requestId).first() : undefined;
  const entry = await queueChange(change);
  await drainNow();
  const after = await db().outbox.get(entry.seq!);
  if (!after) return { state: 'delivered' };
  if (after.state === 'refused' && after.refusal?.kind === 'refused') {
    if (!queuedBefore) await discardEntry(db(), after.owner, after.seq!);
    return { state: 'refused', code: after.refusal.code, message: after.refusal.message };
  }
  return { state: 'waiting' };
}

export async function retryChange(seq: number): Promise<void> {
  const owner = signedInEmail();
  if (!owner) return;
  await retryEntry(db(), owner, seq);
  await drainNow();
}

export async function discardChange(seq: number): Promise<OutboxEntry | undefined> {
  const owner = signedInEmail();
  if (!owner) return undefined;
  return discardEntry(db(), owner, seq);
}

/** Whether the user has changes of these calls waiting (their lists then come from the device, not the server). */
export async function hasWaiting(owner: string, calls: readonly string[]): Promise<boolean> {
  const rows = await db().outbox.where('owner').equals(owner).toArray();
  return rows.some((row) => row.state === 'waiting' && calls.includes(row.call));
}

/** The owner's waiting changes of these calls, in order. */
export async function waitingChanges(owner: string, calls: readonly string[]): Promise<OutboxEntry[]> {
  const rows = await db().outbox.where('owner').equals(owner).sortBy('seq');
  return rows.filter((row) => row.state === 'waiting' && calls.includes(row.call));
}

/** The user's language (auth/update-language), through the outbox; the session's start-up code calls this lazily. */
export function sendLanguage(owner: string, lang: string): Promise<Delivery> {
  return sendOrQueue({ owner, call: 'auth/update-language', payload: { lang }, label: { key: 'settings', params: { keys: 'language' } } });
}

/** A settings change (auth/update-user-options): delivered, its effect takes the values off the pending list. */
export function sendSettings(owner: string, call: string, requestId: string, data: string, values: Record<string, unknown>): Promise<Delivery> {
  return sendOrQueue({ owner, call, payload: { data }, requestId, label: { key: 'settings', params: { keys: Object.keys(values).join(',') } }, effect: { kind: 'settings', values } });
}

export interface NewUpload {
  owner?: string;
  file: Blob;
  filename: string;
  contentType: string;
  /** photo/add's fields besides the key (title, type). */
  payload: Record<string, string>;
  label: OutboxLabel;
  /** Made public once registered. */
  public?: boolean;
  onProgress?: (loaded: number, total: number) => void;
  /** The user cancelled: the file stops travelling, and unless the server already has the photo, it is dropped. */
  signal?: AbortSignal;
}

export type UploadDelivery = { state: 'delivered'; body: unknown } | { state: 'waiting'; seq: number } | { state: 'refused'; code: string; message: string };

/** Keeps the file on the device and queues its upload (one transaction: no entry without its file). */
export async function keepUpload(upload: NewUpload, requestId = newRequestId()): Promise<OutboxEntry> {
  const owner = upload.owner ?? signedInEmail();
  if (!owner) throw new Error('not_logged_in');
  const bytes = await upload.file.arrayBuffer();
  const database = db();
  const entry = await database.transaction('rw', [database.outbox, database.uploadFiles], async () => {
    await database.uploadFiles.put({ id: requestId, owner, name: upload.filename, type: upload.contentType, bytes, createdAt: Date.now() });
    return enqueueChange(database, {
      owner,
      call: 'photo/add',
      payload: upload.payload,
      label: upload.label,
      requestId,
      upload: { fileId: requestId, filename: upload.filename, contentType: upload.contentType, size: upload.file.size, round: 1, ...(upload.public ? { public: true } : {}) },
    });
  });
  void registerBackgroundSync();
  return entry;
}

/**
 * Uploads a file through the outbox: kept on the device first, then delivered at once when the network
 * allows (the answer holds the new photo); offline it waits, shown in My Photos. Refused while the user
 * waits: taken off the queue (its file deleted) for the caller to say why.
 */
export async function uploadOrKeep(upload: NewUpload): Promise<UploadDelivery> {
  // Awaited before it is queued: the waiting list never shows it while its progress shows in the upload list.
  const requestId = newRequestId();
  awaited.set(requestId, undefined);
  watched.set(requestId, { onProgress: upload.onProgress, signal: upload.signal });
  let body: unknown;
  let entry: OutboxEntry | undefined;
  try {
    entry = await keepUpload(upload, requestId);
    await drainNow();
  } finally {
    body = awaited.get(requestId);
    awaited.delete(requestId);
    watched.delete(requestId);
  }
  const after = await db().outbox.get(entry.seq!);
  // Delivered (its row is gone) or refused (taken off here): the waiting list follows by itself.
  if (!after) return { state: 'delivered', body: body ?? null };
  if (upload.signal?.aborted) {
    await discardEntry(db(), after.owner, after.seq!);
    throw new DOMException('The upload was cancelled.', 'AbortError');
  }
  if (after.state === 'refused' && after.refusal?.kind === 'refused') {
    await discardEntry(db(), after.owner, after.seq!);
    return { state: 'refused', code: after.refusal.code, message: after.refusal.message };
  }
  // Waiting: it shows in My Photos' waiting list from now on.
  awaitedChanged();
  return { state: 'waiting', seq: entry.seq! };
}
