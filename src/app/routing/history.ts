// The app's browser history, for react-router's plain (non-data) router: the data router's useBlocker was
// the only reason for createBrowserRouter, which costs 16 KB of start-up JavaScript (issue 11). The guard
// here does the same for the leave-create confirmation: a push or replace that the guard blocks waits for
// the user's answer; a back or forward button that it blocks is undone at once, then redone if the user
// leaves. Any number of listeners (the router component, features through appRouter.ts).
import { UNSAFE_createBrowserHistory, type Location, type To } from 'react-router-dom';

export type HistoryAction = 'POP' | 'PUSH' | 'REPLACE';

export interface HistoryUpdate {
  action: HistoryAction;
  location: Location;
  delta: number | null;
}

export interface NavigationGuard {
  /** Whether going from one path to another needs the user's confirmation. */
  shouldBlock(fromPathname: string, toPathname: string): boolean;
  /** Asks the user; resolves whether to leave. */
  confirm(): Promise<boolean>;
}

type BrowserHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;

export interface AppHistory extends Pick<BrowserHistory, 'createHref' | 'createURL' | 'encodeLocation' | 'go'> {
  readonly action: HistoryAction;
  readonly location: Location;
  push(to: To, state?: unknown): void;
  replace(to: To, state?: unknown): void;
  listen(listener: (update: HistoryUpdate) => void): () => void;
  /** Stops following the browser's back and forward buttons (the app's history never does; tests do). */
  dispose(): void;
}

export function createAppHistory(guard: NavigationGuard, base: BrowserHistory = UNSAFE_createBrowserHistory({ v5Compat: true })): AppHistory {
  const listeners = new Set<(update: HistoryUpdate) => void>();
  // The last location the app was told about: where a blocked back button comes from.
  let current = base.location;
  let asking = false;
  // Back/forward moves this module makes itself: undoing a blocked one (not told; the question comes once
  // the browser is back, or its move would cancel the redo), redoing it (not asked).
  let undone: (() => void) | null = null;
  let redoing = false;

  const emit = (update: HistoryUpdate): void => {
    current = update.location;
    for (const listener of [...listeners]) listener(update);
  };

  const ask = (then: () => void): void => {
    if (asking) return;
    asking = true;
    void guard.confirm().then(
      (leave) => {
        asking = false;
        if (leave) then();
      },
      () => {
        asking = false;
      },
    );
  };

  const unlisten = base.listen((update) => {
    if (update.action !== 'POP') return emit(update as HistoryUpdate);
    if (undone) {
      const next = undone;
      undone = null;
      return next();
    }
    const delta = update.delta;
    if (redoing || delta === null || delta === 0 || !guard.shouldBlock(current.pathname, update.location.pathname)) {
      redoing = false;
      return emit(update as HistoryUpdate);
    }
    undone = () =>
      ask(() => {
        redoing = true;
        base.go(delta);
      });
    base.go(-delta);
  });

  const guarded = (to: To, run: () => void): void => {
    if (!guard.shouldBlock(current.pathname, base.createURL(to).pathname)) run();
    else ask(run);
  };

  return {
    get action() {
      return base.action as HistoryAction;
    },
    get location() {
      return base.location;
    },
    createHref: (to) => base.createHref(to),
    createURL: (to) => base.createURL(to),
    encodeLocation: (to) => base.encodeLocation(to),
    go: (delta) => base.go(delta),
    push: (to, state) => guarded(to, () => base.push(to, state)),
    replace: (to, state) => guarded(to, () => base.replace(to, state)),
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      listeners.clear();
      unlisten();
    },
  };
}
