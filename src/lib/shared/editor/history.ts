// Undo and redo over whole documents. Documents are small immutable values (the pixels live in the
// engine), so a step is just the previous document. A slider drag commits many times with the same
// `mergeKey`: those collapse into one step, so one undo takes the whole drag back.
import type { EditorDocument } from './types';

export interface History {
  past: readonly EditorDocument[];
  present: EditorDocument;
  future: readonly EditorDocument[];
  /** The merge key of the last commit; `seal` clears it so the next commit starts a new step. */
  mergeKey: string | null;
  limit: number;
}

export const DEFAULT_HISTORY_LIMIT = 100;

export function createHistory(document: EditorDocument, limit = DEFAULT_HISTORY_LIMIT): History {
  return { past: [], present: document, future: [], mergeKey: null, limit: Math.max(1, limit) };
}

/** Records `document` as the new present. Same non-null `mergeKey` as the last commit: replaces it. */
export function commit(history: History, document: EditorDocument, options: { mergeKey?: string } = {}): History {
  if (document === history.present) return history;
  const mergeKey = options.mergeKey ?? null;
  if (mergeKey !== null && mergeKey === history.mergeKey && history.past.length > 0) {
    return { ...history, present: document, future: [], mergeKey };
  }
  const past = [...history.past, history.present].slice(-history.limit);
  return { ...history, past, present: document, future: [], mergeKey };
}

/** Ends a gesture: the next commit is a step of its own even with the same merge key. */
export function seal(history: History): History {
  return history.mergeKey === null ? history : { ...history, mergeKey: null };
}

export function canUndo(history: History): boolean {
  return history.past.length > 0;
}

export function canRedo(history: History): boolean {
  return history.future.length > 0;
}

export function undo(history: History): History {
  const previous = history.past[history.past.length - 1];
  if (!previous) return history;
  return { ...history, past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future], mergeKey: null };
}

export function redo(history: History): History {
  const next = history.future[0];
  if (!next) return history;
  return { ...history, past: [...history.past, history.present].slice(-history.limit), present: next, future: history.future.slice(1), mergeKey: null };
}

/** Every document of the history, oldest first: the past, the present (at index `past.length`), the future. */
export function historyStates(history: History): EditorDocument[] {
  return [...history.past, history.present, ...history.future];
}

/**
 * Moves to any step (an index of `historyStates`), keeping the whole past and future: redo after a jump
 * back still works until a new edit.
 */
export function jumpTo(history: History, index: number): History {
  const states = historyStates(history);
  const at = Math.round(index);
  const present = states[at];
  if (!present || at === history.past.length) return history;
  return { ...history, past: states.slice(0, at), present, future: states.slice(at + 1), mergeKey: null };
}

/** A history read back from storage: `past` oldest first, `future` nearest first (bounded by `limit`). */
export function restoredHistory(past: readonly EditorDocument[], present: EditorDocument, future: readonly EditorDocument[], limit = DEFAULT_HISTORY_LIMIT): History {
  const bound = Math.max(1, limit);
  const kept = past.slice(-bound);
  return { past: kept, present, future: future.slice(0, bound - kept.length), mergeKey: null, limit: bound };
}
