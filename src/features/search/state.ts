// Whether the feature search is open, and the rules for opening it (subscription-navigation §2 "Feature
// search modal"): Ctrl+P (Cmd+P on a Mac) or the bars' search button; never while the load screen is up,
// while a transform isolator holds the editor (the crop box being edited), or over another dialog.
import { loadScreen } from '../../app/loadScreen/instance';
import { editorSession } from '../../lib/editorSession';
import { createStore } from '../../lib/store';

export interface SearchOpenState {
  open: boolean;
}

export const searchState = createStore<SearchOpenState>({ open: false });

function otherDialogOpen(): boolean {
  return typeof document !== 'undefined' && document.querySelector('[role="dialog"][aria-modal="true"], [role="alertdialog"]') !== null;
}

/** Why the search may not open now, or null when it may. */
export function searchBlockedBy(): 'load_screen' | 'transform' | 'dialog' | null {
  if (loadScreen.state.get().active) return 'load_screen';
  if (editorSession.get()?.isolating()) return 'transform';
  if (otherDialogOpen()) return 'dialog';
  return null;
}

/** Opens the feature search; returns whether it is open. */
export function openFeatureSearch(): boolean {
  if (searchState.get().open) return true;
  if (searchBlockedBy() !== null) return false;
  searchState.set({ open: true });
  return true;
}

export function closeFeatureSearch(): void {
  if (searchState.get().open) searchState.set({ open: false });
}

export function isMacLike(nav: Pick<Navigator, 'platform' | 'userAgent'> | undefined = typeof navigator !== 'undefined' ? navigator : undefined): boolean {
  return nav !== undefined && /Mac|iPhone|iPad|iPod/i.test(nav.platform || nav.userAgent);
}

/** Ctrl+P, or Cmd+P on Apple systems (where Ctrl+P is left alone). */
export function isSearchShortcut(event: Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>, mac = isMacLike()): boolean {
  const command = mac ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey;
  const isP = event.key.toLowerCase() === 'p' || event.code === 'KeyP';
  return command && isP && !event.altKey && !event.shiftKey;
}

/** The window's shortcut: it replaces the browser's print dialog whenever the app answers it. */
export function installSearchShortcut(target: Window = window): () => void {
  const onKey = (event: KeyboardEvent): void => {
    if (event.defaultPrevented || !isSearchShortcut(event)) return;
    // Ctrl+P never prints the page, even when the search may not open now.
    event.preventDefault();
    openFeatureSearch();
  };
  target.addEventListener('keydown', onKey, true);
  return () => target.removeEventListener('keydown', onKey, true);
}
