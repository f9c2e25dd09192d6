// Snapping a moving box (the designer's selection while it is dragged) to the canvas' edges and centre and
// to the other layers' edges and centres, as a Canva user expects: the nearest line within the threshold
// wins on each axis, and the guides to draw are every line the snapped box now sits on, drawn across the
// boxes it lines up with (or the whole canvas). A box being resized snaps the same way, but only the edges
// its handle drags move (the opposite ones stay put). Pure: document pixels in, document pixels out.
import type { Box, Size } from './boxes';
import { handleSides, normaliseAngle, type Frame, type Handle } from './transform';

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
function guidesOf(landed: Box, lines: readonly Line[], axis: 'x' | 'y', own: readonly number[] = linesOf(landed, axis)): Guide[] {
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


/** The edges of a box a resize moves (the dragged corner's two, or the dragged side). */
export interface MovingEdges {
  left: boolean;
  right: boolean;
  top: boolean;
  bottom: boolean;
}

export interface EdgeSnap {
  box: Box;
  guides: Guide[];
}

export interface EdgeSnapOptions {
  /** width : height to keep (an aspect-locked resize): the nearer axis snaps, the other follows. */
  aspect?: number;
  /** The smallest width and height a snap may leave. */
  min?: number;
}

/** An axis of a box as its two edges, and which of them move. */
interface Span {
  start: number;
  end: number;
  moveStart: boolean;
  moveEnd: boolean;
}

const spanOf = (box: Box, axis: 'x' | 'y', moving: MovingEdges): Span =>
  axis === 'x'
    ? { start: box.x, end: box.x + box.width, moveStart: moving.left, moveEnd: moving.right }
    : { start: box.y, end: box.y + box.height, moveStart: moving.top, moveEnd: moving.bottom };

/** The nearest target line within `threshold` of a moving edge, as the span it gives; null when none is near. */
function snapSpan(span: Span, lines: readonly Line[], threshold: number, min: number): { span: Span; distance: number } | null {
  let best: { span: Span; distance: number } | null = null;
  for (const line of lines) {
    for (const which of ['start', 'end'] as const) {
      if (!(which === 'start' ? span.moveStart : span.moveEnd)) continue;
      const d = Math.abs(line.at - span[which]);
      if (d > threshold || (best !== null && d >= best.distance)) continue;
      const next = { ...span, [which]: line.at };
      if (next.end - next.start < min) continue;
      best = { span: next, distance: d };
    }
  }
  return best;
}

/** The span resized to `size`: its moving edge follows (the other held), or, with neither moving, about its centre. */
function resizeSpan(span: Span, size: number): Span {
  if (span.moveEnd && !span.moveStart) return { ...span, end: span.start + size };
  if (span.moveStart && !span.moveEnd) return { ...span, start: span.end - size };
  const centre = (span.start + span.end) / 2;
  return { ...span, start: centre - size / 2, end: centre + size / 2 };
}

/**
 * Snaps the moving edges of a box being resized to the canvas' edges and centre lines and to each target's
 * edges and centre, within `threshold` document pixels: on each axis the edge nearest a line lands on it,
 * the other edges stay. With `aspect`, only the axis whose snap is nearer snaps and the other size follows
 * the ratio (its moving edge, or both about the centre when that axis has none). Returns the snapped box
 * and a guide for each line a moving edge now sits on.
 */
export function snapEdges(box: Box, moving: MovingEdges, targets: readonly Box[], canvas: Size, threshold: number, options: EdgeSnapOptions = {}): EdgeSnap {
  const min = options.min ?? 0;
  const xLines = targetLines(targets, canvas, 'x');
  const yLines = targetLines(targets, canvas, 'y');
  let x = spanOf(box, 'x', moving);
  let y = spanOf(box, 'y', moving);
  const sx = snapSpan(x, xLines, threshold, min);
  const sy = snapSpan(y, yLines, threshold, min);
  const aspect = options.aspect;
  if (aspect !== undefined && aspect > 0 && Number.isFinite(aspect)) {
    if (sx && (!sy || sx.distance <= sy.distance)) {
      x = sx.span;
      y = resizeSpan(y, (x.end - x.start) / aspect);
    } else if (sy) {
      y = sy.span;
      x = resizeSpan(x, (y.end - y.start) * aspect);
    }
  } else {
    if (sx) x = sx.span;
    if (sy) y = sy.span;
  }
  const landed = { x: x.start, y: y.start, width: x.end - x.start, height: y.end - y.start };
  const edges = (span: Span): number[] => [...(span.moveStart ? [span.start] : []), ...(span.moveEnd ? [span.end] : [])];
  return { box: landed, guides: [...guidesOf(landed, xLines, 'x', edges(x)), ...guidesOf(landed, yLines, 'y', edges(y))] };
}

export interface FrameSnap {
  frame: Frame;
  guides: Guide[];
}

/**
 * Snaps a frame being resized by `handle` (the frame as the handle left it, see resizeFrame) through
 * snapEdges. A frame turned by a right angle (or none) has edges along the canvas' axes, so the handle's
 * sides are mapped onto the canvas' left/right/top/bottom; a frame turned by any other angle has no edge to
 * line up and stays as it is. `keepAspect` keeps its width : height.
 */
export function snapFrame(frame: Frame, handle: Handle, targets: readonly Box[], canvas: Size, threshold: number, options: { keepAspect: boolean; min?: number }): FrameSnap {
  const turn = normaliseAngle(frame.rotation);
  const quarter = Math.round(turn / 90);
  if (Math.abs(turn - quarter * 90) > 1e-9) return { frame, guides: [] };
  const odd = quarter % 2 !== 0;
  const cos = Math.round(Math.cos((quarter * Math.PI) / 2));
  const sin = Math.round(Math.sin((quarter * Math.PI) / 2));
  const side = handleSides(handle);
  // The dragged sides' outward direction on the canvas (y down, turns clockwise).
  const cx = side.x * cos - side.y * sin;
  const cy = side.x * sin + side.y * cos;
  const width = odd ? frame.height : frame.width;
  const height = odd ? frame.width : frame.height;
  const box = { x: frame.centre.x - width / 2, y: frame.centre.y - height / 2, width, height };
  const moving = { left: cx === -1, right: cx === 1, top: cy === -1, bottom: cy === 1 };
  const aspect = options.keepAspect && height > 0 ? width / height : undefined;
  const snapped = snapEdges(box, moving, targets, canvas, threshold, { aspect, min: options.min });
  const b = snapped.box;
  return {
    frame: { centre: { x: b.x + b.width / 2, y: b.y + b.height / 2 }, width: odd ? b.height : b.width, height: odd ? b.width : b.height, rotation: frame.rotation },
    guides: snapped.guides,
  };
}
