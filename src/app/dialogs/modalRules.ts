// The modal rules of subscription-navigation §5 and §9, apart from React so they can be tested alone:
// named sizes only (an invalid name is reported and falls back to medium), a 16 px margin so a modal never
// exceeds the window, no close on an outside click within 500 ms of opening, and one open dialog per id.
import { report } from '../../lib/report';

/** Width by name; xxl also has a height (1600 × 1140). */
export const MODAL_SIZE_PX = {
  'extra-small': { width: 320 },
  small: { width: 464 },
  medium: { width: 624 },
  large: { width: 944 },
  xxl: { width: 1600, height: 1140 },
  /** The feature search's own size (§2 "Feature search modal", §9: 340 × 480). */
  'feature-search': { width: 340, height: 480 },
} as const satisfies Record<string, { width: number; height?: number }>;

export type ModalSize = keyof typeof MODAL_SIZE_PX;
export const MODAL_SIZES = Object.keys(MODAL_SIZE_PX) as ModalSize[];
export const FALLBACK_MODAL_SIZE: ModalSize = 'medium';
export const MODAL_MARGIN_PX = 16;
export const OUTSIDE_CLICK_GRACE_MS = 500;

export function isModalSize(value: unknown): value is ModalSize {
  return typeof value === 'string' && Object.hasOwn(MODAL_SIZE_PX, value);
}

/** The size to use: the named one, or medium after reporting an invalid name. */
export function resolveModalSize(value: unknown): ModalSize {
  if (isModalSize(value)) return value;
  report('error', 'invalid modal size', { size: value });
  return FALLBACK_MODAL_SIZE;
}

export interface ModalBox {
  /** The most the modal may be wide. */
  width: number;
  /** The most the modal may be tall (its content decides below that); xxl's 1140 at most. */
  maxHeight: number;
}

/** The modal's box in a window of this size: the named size, shrunk to leave the margin on every side. */
export function modalBox(size: ModalSize, viewport: { width: number; height: number }): ModalBox {
  const named: { width: number; height?: number } = MODAL_SIZE_PX[size];
  const room = { width: Math.max(0, viewport.width - 2 * MODAL_MARGIN_PX), height: Math.max(0, viewport.height - 2 * MODAL_MARGIN_PX) };
  return { width: Math.min(named.width, room.width), maxHeight: Math.min(named.height ?? Infinity, room.height) };
}

/** Whether a click outside the modal closes it: not within the grace period after opening. */
export function outsideClickCloses(openedAt: number, now: number): boolean {
  return now - openedAt >= OUTSIDE_CLICK_GRACE_MS;
}

const openIds = new Set<string>();

/**
 * Claims a dialog id while the dialog is open. A second dialog with an id that is open is an error (§5
 * "Duplicate dialogs are an error"): reported, and the caller does not show it. Returns the release.
 */
export function claimDialogId(id: string): (() => void) | null {
  if (openIds.has(id)) {
    report('error', 'duplicate dialog refused', { id });
    return null;
  }
  openIds.add(id);
  return () => {
    openIds.delete(id);
  };
}

export function isDialogOpen(id: string): boolean {
  return openIds.has(id);
}
