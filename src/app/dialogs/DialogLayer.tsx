// The app-wide dialogs' place in the page. Their state (dialogs.ts, offlinePrompt.ts) is in the start-up; their
// views (the modal, its focus rules, the buttons: DialogViews.tsx) load the first time a dialog is asked for, and
// are fetched anyway once the first page is shown and the browser is idle, so a dialog asked for later — offline
// too, when no service worker holds the app — opens at once.
import { lazy, Suspense } from 'react';
import { useStore } from '../useStore';
import { dialogs } from './dialogs';
import { offlinePrompt } from './offlinePrompt';

const loadViews = () => import('./DialogViews');
const DialogViews = lazy(loadViews);

/** Fetches the dialogs' views when the browser is idle after start (main.tsx). */
export function preloadDialogViews(): void {
  const load = () => void loadViews().catch(() => undefined);
  if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: 5_000 });
  else setTimeout(load, 1_000);
}

export function DialogLayer() {
  const list = useStore(dialogs);
  const prompt = useStore(offlinePrompt);
  if (list.length === 0 && !prompt) return null;
  return (
    <Suspense fallback={null}>
      <DialogViews />
    </Suspense>
  );
}
