// The undo history as it is saved with a project (issue 14): beside the document, under `history`, each
// step a JSON Patch (RFC 6902) diff between consecutive documents, written as short tuples. A slider step
// is one `["=", "/operations/2/params/amount", 23]`, ~40 bytes, where a whole photo document is ~600:
// 100 steps stay a few kilobytes. Only add, replace and remove exist (what a diff of two documents needs);
// copy and move, which could grow a document without bound, are refused on load.
//
//   past[i]   turns state i+1 into state i (the last one turns the present into the step before it);
//   future[j] turns state n+j into state n+j+1 (the first one turns the present into the next step).
//
// This file has no dependencies (the sync, in the first load, fits a history into a save with it); the
// encoding and decoding (fast-json-patch) are in savedHistory.ts, loaded with the editor.

export const SAVED_HISTORY_VERSION = 1;

export type SavedOp = ['+' | '=', string, unknown] | ['-', string];
export type SavedStep = SavedOp[];

export interface SavedHistory {
  v: typeof SAVED_HISTORY_VERSION;
  /**
   * The DOCUMENT_VERSION of the documents the steps were diffed between. After an upgrade the steps are
   * replayed on the document as it was stored (that version), and each result is migrated on its own.
   */
  dv: number;
  /** Oldest first. */
  past: SavedStep[];
  /** Nearest first. */
  future: SavedStep[];
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The outer shape only (the steps are checked when they are applied). */
export function isSavedHistory(value: unknown): value is SavedHistory {
  return isObject(value) && value.v === SAVED_HISTORY_VERSION && Number.isInteger(value.dv) && Array.isArray(value.past) && Array.isArray(value.future) && [...value.past, ...value.future].every(Array.isArray);
}

const encoder = new TextEncoder();
const bytes = (text: string): number => encoder.encode(text).length;

/**
 * The document and its history as one JSON text of at most `maxBytes` (UTF-8): the oldest past steps go
 * first, then the farthest future ones, then the whole history — a history never makes a save too big.
 * A document alone over the limit is returned as it is (the server refuses it, as before).
 */
export function documentWithHistory(document: object, history: unknown, maxBytes: number): string {
  const plain = JSON.stringify(document);
  if (!isSavedHistory(history) || history.past.length + history.future.length === 0) return plain;
  // `{…}` + `,"history":{"v":1,"past":[…],"future":[…]}`: the fixed part, then each step and its comma.
  const fixed = bytes(plain) + bytes(`,"history":${JSON.stringify({ v: SAVED_HISTORY_VERSION, dv: history.dv, past: [], future: [] })}`);
  const past = history.past.map((step) => bytes(JSON.stringify(step)) + 1);
  const future = history.future.map((step) => bytes(JSON.stringify(step)) + 1);
  let total = fixed + past.reduce((a, b) => a + b, 0) + future.reduce((a, b) => a + b, 0);
  let first = 0;
  let last = future.length;
  while (total > maxBytes && first < past.length) total -= past[first++] ?? 0;
  while (total > maxBytes && last > 0) total -= future[--last] ?? 0;
  if (total > maxBytes || (first === past.length && last === 0)) return plain;
  const kept: SavedHistory = { v: SAVED_HISTORY_VERSION, dv: history.dv, past: history.past.slice(first), future: history.future.slice(0, last) };
  return JSON.stringify({ ...document, history: kept });
}

/** The `history` a stored document carries, if any (not checked: savedHistory.ts reads it). */
export function historyOf(stored: unknown): unknown {
  return isObject(stored) && Object.hasOwn(stored, 'history') ? stored.history : undefined;
}
