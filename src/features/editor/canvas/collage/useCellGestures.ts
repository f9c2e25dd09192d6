// Pointer gestures on the collage's cells. A press selects the cell; released without moving, it opens
// the cell's menu (a mouse or pen at once, a finger by a long press). A drag pans the photo until the
// pointer leaves the cell: then the pan is taken back and the drag becomes a swap, the cell under the
// pointer highlighted as the drop target. Two fingers pinch the photo's zoom about their midpoint. Each
// gesture is one undo step (one merge key, sealed at the end); moves are throttled to one edit a frame.
import { useMemo, useRef, type RefObject } from 'react';
import { cellAt } from '../../../../lib/shared/collage/geometry';
import { swapCells } from '../../../../lib/shared/collage/cells';
import type { CollageState } from '../../../../lib/shared/collage/types';
import type { EditorController } from '../../state/editorController';
import { toPicture, type DrawnView } from '../../state/viewMath';
import { throttle } from '../pointerThrottle';
import { canvasSize, cellLayer, panned, withCollage, zoomed } from './collageEdits';

export interface CellGestureHost {
  editor: EditorController;
  drawn: DrawnView;
  root: RefObject<HTMLElement | null>;
  /** Selects `cell`; `menu` opens or closes its menu (left as it is when absent and the cell was already selected). */
  select(cell: number, menu?: boolean): void;
  /** The cell a swap would drop on (highlighted), and the cell being dragged; null when none. */
  showSwap(from: number | null, target: number | null): void;
}

type Mode = 'press' | 'pan' | 'swap' | 'pinch' | 'done';
interface Gesture {
  cell: number;
  pointer: number;
  touch: boolean;
  x0: number;
  y0: number;
  origin: DOMRect;
  view: DrawnView;
  start: CollageState;
  mode: Mode;
  key: string;
  committed: boolean;
  target: number | null;
  pinch: number;
}

/** A press this long without moving, by a finger, opens the cell's menu. */
export const LONG_PRESS_MS = 500;
/** Screen px a press may wander before it is a drag. */
const SLOP = 4;
let gestureCount = 0;

export function useCellGestures(host: CellGestureHost) {
  const hostRef = useRef(host);
  hostRef.current = host;
  const gesture = useRef<Gesture | null>(null);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const longPress = useRef<ReturnType<typeof setTimeout> | null>(null);

  const step = useMemo(
    () =>
      throttle(() => {
        const g = gesture.current;
        const { editor, showSwap } = hostRef.current;
        const doc = editor.document;
        if (!g || !doc?.collage) return;
        const p = pointers.current.get(g.pointer);
        const docPoint = (x: number, y: number) => toPicture(g.view, x - g.origin.left, y - g.origin.top);
        if (g.mode === 'pinch') {
          const [a, b] = [...pointers.current.values()];
          if (!a || !b) return;
          const distance = Math.max(1, Math.hypot(a.x - b.x, a.y - b.y));
          const [mx, my] = docPoint((a.x + b.x) / 2, (a.y + b.y) / 2);
          const next = zoomed(doc, g.cell, distance / g.pinch, { x: mx, y: my });
          g.pinch = distance;
          if (next !== doc) {
            editor.commit(next, g.key);
            g.committed = true;
          }
          return;
        }
        if (!p) return;
        if (g.mode === 'press' && Math.hypot(p.x - g.x0, p.y - g.y0) > SLOP) {
          clearLongPress();
          g.mode = cellLayer(doc, g.cell) ? 'pan' : 'done';
          if (g.mode === 'pan') editor.setInteractive(true);
        }
        const [x, y] = docPoint(p.x, p.y);
        if (g.mode === 'pan') {
          if (cellAt(g.start, canvasSize(doc), x, y) === g.cell) {
            editor.commit(panned(doc, g.start, g.cell, p.x - g.x0, p.y - g.y0, g.view), g.key);
            g.committed = true;
            return;
          }
          // Left the cell: the photo goes back where it was, and follows the pointer as a swap instead.
          if (g.committed) editor.undo();
          g.committed = false;
          g.mode = 'swap';
        }
        if (g.mode === 'swap') {
          const under = cellAt(g.start, canvasSize(doc), x, y);
          g.target = under !== null && under !== g.cell ? under : null;
          showSwap(g.cell, g.target);
        }
      }),
    [],
  );

  function clearLongPress(): void {
    if (longPress.current) clearTimeout(longPress.current);
    longPress.current = null;
  }

  const onPointerDown = (cell: number) => (e: React.PointerEvent<HTMLElement>) => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    e.stopPropagation();
    const { editor, drawn, root, select } = hostRef.current;
    const doc = editor.document;
    const origin = root.current?.getBoundingClientRect();
    if (!doc?.collage || !origin) return;
    const g = gesture.current;
    // A finger on another cell, or a third one, while a gesture goes on: not part of it.
    if (g && (g.cell !== cell || g.mode === 'pinch' || pointers.current.size !== 1 || !cellLayer(doc, cell))) return;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (g) {
      // A second finger on the same cell: the drag so far stays, the rest of the gesture pinches.
      clearLongPress();
      const [a, b] = [...pointers.current.values()] as [{ x: number; y: number }, { x: number; y: number }];
      g.mode = 'pinch';
      g.pinch = Math.max(1, Math.hypot(a.x - b.x, a.y - b.y));
      hostRef.current.showSwap(null, null);
      editor.setInteractive(true);
      return;
    }
    editor.seal();
    select(cell);
    const touch = e.pointerType === 'touch';
    gesture.current = { cell, pointer: e.pointerId, touch, x0: e.clientX, y0: e.clientY, origin, view: { ...drawn }, start: doc.collage, mode: 'press', key: `collage:cell:${cell}:gesture:${++gestureCount}`, committed: false, target: null, pinch: 1 };
    if (touch) {
      longPress.current = setTimeout(() => {
        longPress.current = null;
        const now = gesture.current;
        if (now?.mode !== 'press') return;
        now.mode = 'done';
        hostRef.current.select(now.cell, true);
      }, LONG_PRESS_MS);
    }
  };

  const onPointerMove = (e: React.PointerEvent<HTMLElement>) => {
    if (!pointers.current.has(e.pointerId)) return;
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    step();
  };

  const onPointerUp = (e: React.PointerEvent<HTMLElement>) => {
    if (!pointers.current.has(e.pointerId)) return;
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    step.flush();
    pointers.current.delete(e.pointerId);
    const g = gesture.current;
    if (!g) return;
    if (pointers.current.size > 0) {
      // One finger of a pinch lifted: the other one does nothing more until it lifts too.
      g.mode = 'done';
      return;
    }
    const { editor, select, showSwap } = hostRef.current;
    clearLongPress();
    gesture.current = null;
    const doc = editor.document;
    if (e.type !== 'pointercancel' && doc?.collage) {
      if (g.mode === 'swap' && g.target !== null) {
        editor.commit(withCollage(doc, swapCells(doc.collage, g.cell, g.target)), g.key);
        select(g.target, false);
      } else if (g.mode === 'press') {
        select(g.cell, !g.touch);
      }
    }
    showSwap(null, null);
    editor.setInteractive(false);
    editor.seal();
  };

  return { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp };
}
