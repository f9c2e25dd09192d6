// What the compatibility check shows (compatGate.ts decides it): a store the status line and the overlays
// read. Apart from the check itself, whose worker client and rules load after the first render.
import type { CompatResult } from '../../lib/compat/compatClient';
import { createStore } from '../../lib/store';

export interface CompatView {
  result: CompatResult | null;
  /** The result dialog is open. */
  dialogOpen: boolean;
  /** The unsupported-device page covers the app. */
  hideApp: boolean;
  /** The status line shows the performance warning (a computer that runs the app with a caveat). */
  warning: boolean;
}

export const compatView = createStore<CompatView>({ result: null, dialogOpen: false, hideApp: false, warning: false });

export function openCompatDialog(): void {
  compatView.set((view) => ({ ...view, dialogOpen: true }));
}

export function closeCompatDialog(): void {
  compatView.set((view) => ({ ...view, dialogOpen: false }));
}

