// The router as the rest of the app sees it: navigate, the current location and subscribe. The real router
// (router.tsx) renders Root, which renders every page, so anything a page imports must not import it back;
// router.tsx hands its history over here when it is created, before any feature starts.
import type { Location, To } from 'react-router-dom';
import type { AppHistory } from './history';

export interface AppRouterState {
  location: Location;
}

let current: AppHistory | null = null;

export function setAppRouter(history: AppHistory): void {
  current = history;
}

function appHistory(): AppHistory {
  if (!current) throw new Error('the router is not created yet');
  return current;
}

export const router = {
  /** Goes to `to` (a number moves in the history); the leave-create confirmation may hold it up. */
  navigate(to: To | number, options: { replace?: boolean } = {}): Promise<void> {
    const history = appHistory();
    if (typeof to === 'number') history.go(to);
    else if (options.replace) history.replace(to);
    else history.push(to);
    return Promise.resolve();
  },
  subscribe(listener: (state: AppRouterState) => void): () => void {
    return appHistory().listen((update) => listener({ location: update.location }));
  },
  get state(): AppRouterState {
    return { location: appHistory().location };
  },
};
