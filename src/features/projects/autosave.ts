// The throttled autosave: edits are kept in memory and written to Dexie at most every 500 ms (the last
// edit of a burst always lands), at once on flush, and when the page is hidden or left. A write that fails
// (storage full) keeps the work in memory and tries again; nothing the user did is dropped.
import type { EditorDocument } from '../../lib/shared/editor/types';
import { blobBytes } from './assetBytes';
import { prepareAssets, writeDocument } from './localProjects';

export const AUTOSAVE_INTERVAL_MS = 500;
const RETRY_MS = 10_000;

interface Pending {
  document: EditorDocument;
  assets: Map<string, Blob>;
  thumbnail?: Blob;
  /** The editor's saved undo history for `document` (replaced with it: a history belongs to its document). */
  history?: unknown;
  owner: string;
  fallbackName: string;
}

export interface AutosaveHooks {
  /** A project's edits so far are in Dexie. */
  written(id: string): void;
  failed(id: string, error: unknown): void;
}

const pending = new Map<string, Pending>();
let hooks: AutosaveHooks = { written: () => undefined, failed: () => undefined };
let interval = AUTOSAVE_INTERVAL_MS;
let timer: ReturnType<typeof setTimeout> | null = null;
let lastWriteAt = Number.NEGATIVE_INFINITY;
let chain: Promise<void> = Promise.resolve();
const inFlight = new Set<string>();

export function setAutosaveHooks(next: AutosaveHooks): void {
  hooks = next;
}

/** Tests shorten the interval; the app keeps 500 ms. */
export function setAutosaveInterval(ms: number): void {
  interval = ms;
}

export function queueSave(id: string, change: { document: EditorDocument; assets?: Record<string, Blob>; thumbnail?: Blob; history?: unknown; owner: string; fallbackName: string }): void {
  const entry = pending.get(id) ?? { document: change.document, assets: new Map<string, Blob>(), owner: change.owner, fallbackName: change.fallbackName };
  entry.document = change.document;
  entry.history = change.history;
  for (const [assetId, blob] of Object.entries(change.assets ?? {})) entry.assets.set(assetId, blob);
  if (change.thumbnail) entry.thumbnail = change.thumbnail;
  pending.set(id, entry);
  schedule(Math.max(0, lastWriteAt + interval - Date.now()));
}

let timerDue = 0;

function schedule(wait: number): void {
  const due = Date.now() + wait;
  // A sooner write wins over a later one already planned (a retry after a failure waits longer).
  if (timer !== null && timerDue <= due) return;
  if (timer !== null) clearTimeout(timer);
  timerDue = due;
  timer = setTimeout(() => {
    timer = null;
    void writePending();
  }, wait);
}

/** Whether every edit of the project is written. */
export function isFullyAutosaved(id: string): boolean {
  return !pending.has(id) && !inFlight.has(id);
}

export function hasPending(id: string): boolean {
  return pending.has(id);
}

/** Writes what is waiting (one project's, or all) now, after any write already running. */
export function writePending(only?: string): Promise<void> {
  const run = chain.then(async () => {
    for (const id of only ? [only] : [...pending.keys()]) {
      const entry = pending.get(id);
      if (!entry) continue;
      pending.delete(id);
      await writeOne(id, entry);
    }
  });
  chain = run.catch(() => undefined);
  return chain;
}

async function writeOne(id: string, entry: Pending): Promise<void> {
  lastWriteAt = Date.now();
  inFlight.add(id);
  try {
    const assets = await prepareAssets(id, entry.assets);
    const thumbnail = entry.thumbnail ? { bytes: await blobBytes(entry.thumbnail), type: entry.thumbnail.type || 'image/webp' } : undefined;
    await writeDocument({ id, owner: entry.owner, document: entry.document, history: entry.history, assets, thumbnail, fallbackName: entry.fallbackName, now: Date.now() });
    inFlight.delete(id);
    hooks.written(id);
  } catch (error) {
    inFlight.delete(id);
    restore(id, entry);
    hooks.failed(id, error);
    schedule(RETRY_MS);
  }
}

/** Puts failed work back in front of anything newer that came meanwhile. */
function restore(id: string, older: Pending): void {
  const newer = pending.get(id);
  if (!newer) {
    pending.set(id, older);
    return;
  }
  for (const [assetId, blob] of older.assets) if (!newer.assets.has(assetId)) newer.assets.set(assetId, blob);
  newer.thumbnail ??= older.thumbnail;
}

/** Moves waiting edits to another id (a conflict made a copy of the project the editor has open). */
export function movePending(from: string, to: string): void {
  const entry = pending.get(from);
  if (!entry) return;
  pending.delete(from);
  pending.set(to, entry);
}

/** Drops waiting edits of a project the user deleted. */
export function dropPending(id: string): void {
  pending.delete(id);
}

/** Page hidden or left: write everything now (the browser may not come back to us). */
export function startAutosaveLifecycle(): () => void {
  const flushAll = (): void => void writePending();
  const onVisibility = (): void => {
    if (document.visibilityState === 'hidden') flushAll();
  };
  window.addEventListener('pagehide', flushAll);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    window.removeEventListener('pagehide', flushAll);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}

/** Tests: forget everything between cases. */
export function resetAutosave(): void {
  if (timer !== null) clearTimeout(timer);
  timer = null;
  pending.clear();
  inFlight.clear();
  lastWriteAt = Number.NEGATIVE_INFINITY;
  chain = Promise.resolve();
}
