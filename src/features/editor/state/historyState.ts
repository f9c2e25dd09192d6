// The editor's undo history as a store: one document per step, edits with the same merge key in a row
// (one slider drag) folded into one step, sealed when the gesture ends.
import { canRedo, canUndo, commit as commitHistory, createHistory, jumpTo, redo as redoHistory, seal as sealHistory, undo as undoHistory, type History } from '../../../lib/shared/editor/history';
import type { EditorDocument } from '../../../lib/shared/editor/types';
import { createStore, type Store } from '../../../lib/store';

export class HistoryState {
  readonly store: Store<History | null> = createStore<History | null>(null);

  get document(): EditorDocument | null {
    return this.store.get()?.present ?? null;
  }

  /** A new document with an empty history, or a project with the history saved with it. */
  start(document: EditorDocument, history?: History): void {
    this.store.set(history && history.present === document ? history : createHistory(document));
  }

  clear(): void {
    this.store.set(null);
  }

  commit(document: EditorDocument, mergeKey?: string): void {
    const history = this.store.get();
    if (history) this.store.set(commitHistory(history, document, mergeKey ? { mergeKey } : {}));
  }

  seal(): void {
    const history = this.store.get();
    if (history) this.store.set(sealHistory(history));
  }

  undo(): boolean {
    const history = this.store.get();
    if (!history || !canUndo(history)) return false;
    this.store.set(undoHistory(history));
    return true;
  }

  /** To any step of the history (an index of historyStates); past and future are all kept. */
  jump(index: number): boolean {
    const history = this.store.get();
    if (!history) return false;
    const next = jumpTo(history, index);
    if (next === history) return false;
    this.store.set(next);
    return true;
  }

  redo(): boolean {
    const history = this.store.get();
    if (!history || !canRedo(history)) return false;
    this.store.set(redoHistory(history));
    return true;
  }
}

export function canUndoNow(history: History | null): boolean {
  return !!history && canUndo(history);
}

export function canRedoNow(history: History | null): boolean {
  return !!history && canRedo(history);
}
