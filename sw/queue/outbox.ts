/// <reference lib="webworker" />
// The worker's drains of the one outbox (src/lib/outbox, issue 18): on the Background Sync event the page
// registered when it queued a change (so changes go out with no page of the app open, also after the tab was
// closed) and when a page asks for a replay. Under the same Web Lock as the pages' drains: one sender at a
// time. The worker knows no user: it sends the first waiting change with its owner's X-User-Email, and the
// server applies it only under that user's session (another session's answer stops the drain; nothing is
// counted against the change).
import { db } from '../../src/lib/db/db';
import { drainOutbox, sendChange, type OutboxOutcome } from '../../src/lib/outbox/drain';
import { CSRF_COOKIE } from '../../src/lib/shared/api';
import { OUTBOX_SYNC_TAG } from '../../src/lib/outbox/types';
import { sendUpload } from '../../src/lib/outbox/upload';
import { readCookie } from '../cookies';

declare const self: ServiceWorkerGlobalScope;

let pageCsrf = '';
let running: Promise<OutboxOutcome> | undefined;

export function rememberOutboxToken(token: string | undefined): void {
  if (token) pageCsrf = token;
}

export function drainOutboxFromWorker(): Promise<OutboxOutcome> {
  running ??= (async () => {
    const csrf = (await readCookie(CSRF_COOKIE)) || pageCsrf;
    // An upload (its file kept in Dexie) takes its steps here too: with no page open, it still goes out.
    return drainOutbox({ db: db(), send: (entry) => (entry.upload ? sendUpload(entry, { db: db(), csrf }) : sendChange(entry, csrf)) });
  })().finally(() => {
    running = undefined;
  });
  return running;
}

interface SyncEvent extends ExtendableEvent {
  tag: string;
}

export function listenForOutboxSync(): void {
  self.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag !== OUTBOX_SYNC_TAG) return;
    // A failure makes the browser schedule another sync later.
    sync.waitUntil(
      drainOutboxFromWorker().then((outcome) => {
        if (outcome !== 'drained') throw new Error(`outbox drain stopped: ${outcome}`);
      }),
    );
  });
}
