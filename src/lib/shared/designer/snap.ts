// Snapping a moving box (the designer's selection while it is dragged) to the canvas' edges and centre and
// to the other layers' edges and centres, as a Canva user expects: the nearest line within the threshold
// wins on each axis, and the guides to draw are every line the snapped box now sits on, drawn across the
// boxes it lines up with (or the whole canvas). Pure: document pixels in, document pixels out.
import type { Box, Size } from './boxes';

/** A line to draw: axis 'x' is a vertical line at x = position from y = from to y = to; 'y' a horizontal one. */
export interface Guide {
  axis: 'x' | 'y';
  position: number;
  from: number;
  to: number;
}

export interface Snap {
  dx: number;
  dy: number;
  guides: Guide[];
}

/** A line a box can snap to, and the extent (on the other axis) its guide covers. */
interface Line {
  at: number;
  from: number;
  to: number;
}

/** Lines closer than this count as the same line (a guide is drawn for each target the box sits on). */
const SAME = 1e-6;

/** The three lines of a box on one axis: start, centre, end. */
function linesOf(box: Box, axis: 'x' | 'y'): number[] {
  const start = axis === 'x' ? box.x : box.y;
  const size = axis === 'x' ? box.width : box.height;
  return [start, start + size / 2, start + size];
}

function targetLines(targets: readonly Box[], canvas: Size, axis: 'x' | 'y'): Line[] {
  const across = axis === 'x' ? canvas.height : canvas.width;
  const lines: Line[] = linesOf({ x: 0, y: 0, width: canvas.width, height: canvas.height }, axis).map((at) => ({ at, from: 0, to: across }));
  for (const box of targets) {
    const from = axis === 'x' ? box.y : box.x;
    const to = from + (axis === 'x' ? box.height : box.width);
    for (const at of linesOf(box, axis)) lines.push({ at, from, to });
  }
  return lines;
}

/** The offset on one axis to the nearest line within `threshold`; 0 when nothing is near. */
function snapAxis(moving: Box, lines: readonly Line[], axis: 'x' | 'y', threshold: number): number {
  let best: number | null = null;
  for (const line of lines) {
    for (const m of linesOf(moving, axis)) {
      const d = line.at - m;
      if (Math.abs(d) <= threshold && (best === null || Math.abs(d) < Math.abs(best))) best = d;
    }
  }
  return best ?? 0;
}

/** One guide per target line the (landed) box sits on, spanning the box and every target on that line. */
function guidesOf(landed: Box, lines: readonly Line[], axis: 'x' | 'y'): Guide[] {
  const own = linesOf(landed, axis);
  const from = axis === 'x' ? landed.y : landed.x;
  const to = from + (axis === 'x' ? landed.height : landed.width);
  const guides: Guide[] = [];
  for (const line of lines) {
    if (!own.some((m) => Math.abs(m - line.at) <= SAME)) continue;
    const same = guides.find((g) => Math.abs(g.position - line.at) <= SAME);
    if (same) {
      same.from = Math.min(same.from, line.from);
      same.to = Math.max(same.to, line.to);
    } else {
      guides.push({ axis, position: line.at, from: Math.min(from, line.from), to: Math.max(to, line.to) });
    }
  }
  return guides;
}

/**
 * Snaps `moving` (its left/centre/right and top/middle/bottom) to the canvas' edges and centre and to each
 * target's edges and centre within `threshold` document pixels: on each axis the nearest line wins.
 * Returns the offset to add to the move and the guides to draw where the snapped box now lines up.
 */
export function snapBox(moving: Box, targets: readonly Box[], canvas: Size, threshold: number): Snap {
  const xLines = targetLines(targets, canvas, 'x');
  const yLines = targetLines(targets, canvas, 'y');
  const dx = snapAxis(moving, xLines, 'x', threshold);
  const dy = snapAxis(moving, yLines, 'y', threshold);
  const landed = { ...moving, x: moving.x + dx, y: moving.y + dy };
  return { dx, dy, guides: [...guidesOf(landed, xLines, 'x'), ...guidesOf(landed, yLines, 'y')] };
}

