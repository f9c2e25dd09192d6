// The mouse wheel, and a trackpad's pinch (ctrl+wheel), over the selected cell zoom its photo about the
// pointer; over any other cell they zoom the view as everywhere on the canvas. A burst of wheel events is
// one undo step: a pause starts the next.
import { useEffect, useRef, type RefObject } from 'react';
import type { EditorController } from '../../state/editorController';
import { toPicture, wheelZoomFactor, type DrawnView } from '../../state/viewMath';
import { zoomed } from './collageEdits';

/** A pause this long between wheel events ends a zoom step. */
const WHEEL_STEP_MS = 400;
let burstCount = 0;

export function useCellWheel(root: RefObject<HTMLElement | null>, editor: EditorController, drawn: DrawnView, selected: number | null, active: boolean): void {
  const latest = useRef({ drawn, selected });
  latest.current = { drawn, selected };
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    let last = -Infinity;
    let key = '';
    const onWheel = (e: WheelEvent): void => {
      const { drawn: view, selected: cell } = latest.current;
      const target = e.target instanceof Element ? e.target.closest<HTMLElement>('[data-cell]') : null;
      const doc = editor.document;
      if (cell === null || !target || Number(target.dataset.cell) !== cell || !doc) return;
      // Not the view's zoom (CanvasStage listens on the overlay around this) and not the page's.
      e.preventDefault();
      e.stopPropagation();
      const now = e.timeStamp;
      if (now - last > WHEEL_STEP_MS) {
        editor.seal();
        key = `collage:cell:${cell}:wheel:${++burstCount}`;
      }
      last = now;
      const origin = el.getBoundingClientRect();
      const [x, y] = toPicture(view, e.clientX - origin.left, e.clientY - origin.top);
      const next = zoomed(doc, cell, wheelZoomFactor(e.deltaY, e.deltaMode, e.ctrlKey), { x, y });
      if (next !== doc) editor.commit(next, key);
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
    // `active`: the element is there only while a collage is open.
  }, [root, editor, active]);
}
