// Toasts (spec §3 Toast, account-content §4): one per position, shown when the tab is visible, with an
// optional accept button and auto-dismiss delay. Error toasts last 2 s.
import { createStore } from '../../lib/store';

export type ToastPosition = 'bottom' | 'top';

export interface Toast {
  id: number;
  message: string;
  kind: 'info' | 'error' | 'success';
  acceptText?: string;
  onAccept?: () => void;
  dismissText?: string;
  onDismiss?: () => void;
  autoDismissMs?: number;
  /** The language of the toast's words when it is not the page's (the language suggestion), so they read in their own direction. */
  lang?: string;
  position: ToastPosition;
}

export const ERROR_TOAST_MS = 2000;
export const toasts = createStore<Partial<Record<ToastPosition, Toast>>>({});
let nextId = 1;

export function showToast(init: Omit<Toast, 'id' | 'position' | 'kind'> & { position?: ToastPosition; kind?: Toast['kind'] }): () => void {
  const position = init.position ?? 'bottom';
  const kind = init.kind ?? 'info';
  const toast: Toast = { ...init, id: nextId++, position, kind, autoDismissMs: init.autoDismissMs ?? (kind === 'error' ? ERROR_TOAST_MS : undefined) };
  const place = (): void => toasts.set((all) => ({ ...all, [position]: toast }));
  if (typeof document !== 'undefined' && document.visibilityState === 'hidden') {
    // Shown when the tab is visible: wait for it.
    const onVisible = (): void => {
      if (document.visibilityState !== 'visible') return;
      document.removeEventListener('visibilitychange', onVisible);
      place();
    };
    document.addEventListener('visibilitychange', onVisible);
  } else {
    place();
  }
  return () => closeToast(toast.id);
}

export function closeToast(id: number): void {
  toasts.set((all) => {
    const next = { ...all };
    for (const key of Object.keys(next) as ToastPosition[]) if (next[key]?.id === id) delete next[key];
    return next;
  });
}
