// The editor controller for the components under PhotoEditor, and a hook that reads one slice of a store
// (components re-render only when their slice changes, not on every frame).
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { Store } from '../../lib/store';
import type { EditorController } from './state/editorController';

export const EditorContext = createContext<EditorController | null>(null);

/** The controller; only for components shown once the engine runs (the panels, the canvas). */
export function useEditor(): EditorController {
  const controller = useContext(EditorContext);
  if (!controller) throw new Error('useEditor before the editor engine runs');
  return controller;
}

/** A derived value of a store; `select` must return a stable value (a field, a number, a boolean). */
export function useSlice<T, S>(store: Store<T>, select: (value: T) => S): S {
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.get()),
    () => select(store.get()),
  );
}
