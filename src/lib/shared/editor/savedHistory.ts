// Encodes the undo history into its saved form (savedHistoryFit.ts) and reads it back. Reading trusts
// nothing: a step that is not a list of add/replace/remove operations on plain paths, does not apply, or
// whose result `restoreDocument` refuses drops the whole history (the document still opens, with none).
// The default export: Node's ESM loader cannot name this CommonJS package's exports one by one (the server
// imports this file too); bundlers take the same object from its ES module build.
import jsonPatch, { type Operation as PatchOperation } from 'fast-json-patch';
import { createHistory, DEFAULT_HISTORY_LIMIT, restoredHistory, type History } from './history';
import { restoreDocument } from './restore';
import { isSavedHistory, SAVED_HISTORY_VERSION, type SavedHistory, type SavedOp, type SavedStep } from './savedHistoryFit';
import { DOCUMENT_VERSION, type EditorDocument } from './types';

const { applyPatch, compare } = jsonPatch;

/** A step larger than this is not one a user made (a whole document of 200 layers is a few hundred ops). */
const MAX_OPS_PER_STEP = 5000;
const MAX_PATH_LENGTH = 300;
const FORBIDDEN_SEGMENTS = new Set(['__proto__', 'constructor', 'prototype']);

// Diffs of pairs already encoded: an autosave re-encodes the history after each edit, but only the newest
// pair is new.
const diffs = new WeakMap<EditorDocument, WeakMap<EditorDocument, SavedStep>>();

function toSaved(op: PatchOperation): SavedOp {
  if (op.op === 'remove') return ['-', op.path];
  if (op.op === 'add') return ['+', op.path, op.value];
  if (op.op === 'replace') return ['=', op.path, op.value];
  // compare() makes only the three above; anything else would be a bug here.
  throw new Error(`unexpected patch operation ${op.op}`);
}

/** The step that turns `from` into `to`. */
export function diffStep(from: EditorDocument, to: EditorDocument): SavedStep {
  let byTarget = diffs.get(from);
  const cached = byTarget?.get(to);
  if (cached) return cached;
  const step = compare(from, to).map(toSaved);
  if (!byTarget) diffs.set(from, (byTarget = new WeakMap()));
  byTarget.set(to, step);
  return step;
}

export function encodeHistory(history: History): SavedHistory {
  const past: SavedStep[] = [];
  for (let i = 0; i < history.past.length; i++) {
    const newer = history.past[i + 1] ?? history.present;
    past.push(diffStep(newer, history.past[i]!));
  }
  const future: SavedStep[] = [];
  let older = history.present;
  for (const doc of history.future) {
    future.push(diffStep(older, doc));
    older = doc;
  }
  return { v: SAVED_HISTORY_VERSION, dv: DOCUMENT_VERSION, past, future };
}

function validPath(path: unknown): path is string {
  if (typeof path !== 'string' || path.length > MAX_PATH_LENGTH || !path.startsWith('/')) return false;
  return path
    .slice(1)
    .split('/')
    .every((segment) => !FORBIDDEN_SEGMENTS.has(segment.replace(/~1/g, '/').replace(/~0/g, '~')));
}

function toPatch(step: unknown): PatchOperation[] | null {
  if (!Array.isArray(step) || step.length > MAX_OPS_PER_STEP) return null;
  const ops: PatchOperation[] = [];
  for (const raw of step) {
    if (!Array.isArray(raw) || !validPath(raw[1])) return null;
    const [kind, path, value] = raw as [unknown, string, unknown];
    if (kind === '-' && raw.length === 2) ops.push({ op: 'remove', path });
    else if ((kind === '+' || kind === '=') && raw.length === 3 && value !== undefined) ops.push({ op: kind === '+' ? 'add' : 'replace', path, value });
    else return null;
  }
  return ops;
}

interface Applied {
  /** What the next step applies to: the restored document, or the raw one when the steps predate a migration. */
  base: object;
  document: EditorDocument;
}

/** Applies one saved step; null when it does not apply or the result is no document `restoreDocument` takes. */
function applyStep(base: object, step: unknown, raw: boolean): Applied | null {
  const patch = toPatch(step);
  if (!patch) return null;
  let next: unknown;
  try {
    next = applyPatch(base, patch, true, false, true).newDocument;
  } catch {
    return null;
  }
  const restored = restoreDocument(next);
  if (!restored.ok || typeof next !== 'object' || next === null) return null;
  return { base: raw ? next : restored.document, document: restored.document };
}

/** What the steps apply to: the present, or the document as stored when they were diffed at an older version. */
function stepBase(saved: SavedHistory, present: EditorDocument, stored: unknown): object | null {
  if (saved.dv === DOCUMENT_VERSION) return present;
  const raw = typeof stored === 'string' ? safeParse(stored) : stored;
  const isRaw = typeof raw === 'object' && raw !== null && !Array.isArray(raw);
  return saved.dv < DOCUMENT_VERSION && isRaw && (raw as { version?: unknown }).version === saved.dv ? raw : null;
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export interface ReadHistory {
  history: History;
  /** A history was stored but could not be read: it was dropped. */
  dropped: boolean;
}

/**
 * The history saved beside `present` (which has passed `restoreDocument`; `stored` is the document as it was
 * stored, needed only when the steps predate a DOCUMENT_VERSION bump). None saved — a project from before
 * saved histories — gives an empty history; a damaged or hostile one, or one from a newer version, is dropped.
 */
export function readSavedHistory(saved: unknown, present: EditorDocument, stored?: unknown, limit = DEFAULT_HISTORY_LIMIT): ReadHistory {
  const empty = createHistory(present, limit);
  if (saved === undefined || saved === null) return { history: empty, dropped: false };
  if (!isSavedHistory(saved)) return { history: empty, dropped: true };
  const start = stepBase(saved, present, stored);
  if (!start) return { history: empty, dropped: true };
  const raw = start !== present;
  // Only what the bound keeps is read: the newest past steps, then the nearest future ones.
  const pastSteps = saved.past.slice(-limit);
  const futureSteps = saved.future.slice(0, Math.max(0, limit - pastSteps.length));
  const past: EditorDocument[] = [];
  let base = start;
  for (let i = pastSteps.length - 1; i >= 0; i--) {
    const previous = applyStep(base, pastSteps[i], raw);
    if (!previous) return { history: empty, dropped: true };
    past.unshift(previous.document);
    base = previous.base;
  }
  const future: EditorDocument[] = [];
  base = start;
  for (const step of futureSteps) {
    const next = applyStep(base, step, raw);
    if (!next) return { history: empty, dropped: true };
    future.push(next.document);
    base = next.base;
  }
  return { history: restoredHistory(past, present, future, limit), dropped: false };
}
