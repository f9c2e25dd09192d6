// The real edge of a magic-wand or colour-range selection part, for its marching ants: the part is
// rasterized on a small render of the picture (the same coverage code the engine's masks use) and traced with marching squares at coverage 0.5 into closed SVG paths.
import type { SelectionShape } from '../../../lib/shared/editor/masks';
import { colourRangeCoverage, wandCoverage, type SelectionPixels } from '../../../lib/shared/editor/pixelSelection';

export type EdgePixels = SelectionPixels;

/** Whether the shape's outline needs the picture (its edge is where the colours are). */
export function readsPixels(shape: SelectionShape): shape is Extract<SelectionShape, { kind: 'wand' | 'colourRange' }> {
  return shape.kind === 'wand' || shape.kind === 'colourRange';
}

// Marching squares: for each of the 16 corner cases (a = top-left, b = top-right, c = bottom-right,
// d = bottom-left; bit set = inside), the pairs of cell edges a contour segment joins (0 top, 1 right,
// 2 bottom, 3 left). The two saddles cut off each inside corner on its own.
const SEGMENTS: ReadonlyArray<ReadonlyArray<readonly [number, number]>> = [
  [],
  [[3, 2]],
  [[2, 1]],
  [[3, 1]],
  [[0, 1]],
  [[0, 1], [3, 2]],
  [[0, 2]],
  [[0, 3]],
  [[0, 3]],
  [[0, 2]],
  [[0, 3], [2, 1]],
  [[0, 1]],
  [[3, 1]],
  [[2, 1]],
  [[3, 2]],
  [],
];

/**
 * Closed contours of `coverage` (w × h, samples at pixel centres; outside counts as 0) at `level`, as one
 * SVG path; `toX`/`toY` map a position in raster pixels (0 = the raster's left/top edge) to the output.
 */
export function contourPath(coverage: Float32Array, w: number, h: number, toX: (x: number) => number, toY: (y: number) => number, level = 0.5): string {
  const W = w + 2;
  const value = (x: number, y: number): number => (x < 0 || y < 0 || x >= w || y >= h ? 0 : (coverage[y * w + x] as number));
  // Edge ids on the padded grid: horizontal edge from sample (x, y) to (x + 1, y), vertical to (x, y + 1).
  const hId = (x: number, y: number): number => ((y + 1) * W + (x + 1)) * 2;
  const vId = (x: number, y: number): number => ((y + 1) * W + (x + 1)) * 2 + 1;
  const points = new Map<number, [number, number]>();
  const point = (id: number, x0: number, y0: number, x1: number, y1: number): number => {
    if (!points.has(id)) {
      const a = value(x0, y0);
      const b = value(x1, y1);
      const t = a === b ? 0.5 : (level - a) / (b - a);
      points.set(id, [x0 + 0.5 + (x1 - x0) * t, y0 + 0.5 + (y1 - y0) * t]);
    }
    return id;
  };
  const segments: Array<[number, number]> = [];
  for (let y = -1; y < h; y++) {
    for (let x = -1; x < w; x++) {
      const inside = (sx: number, sy: number): number => (value(sx, sy) >= level ? 1 : 0);
      const index = (inside(x, y) << 3) | (inside(x + 1, y) << 2) | (inside(x + 1, y + 1) << 1) | inside(x, y + 1);
      const pairs = SEGMENTS[index] ?? [];
      if (pairs.length === 0) continue;
      const edge = (e: number): number => {
        if (e === 0) return point(hId(x, y), x, y, x + 1, y);
        if (e === 1) return point(vId(x + 1, y), x + 1, y, x + 1, y + 1);
        if (e === 2) return point(hId(x, y + 1), x, y + 1, x + 1, y + 1);
        return point(vId(x, y), x, y, x, y + 1);
      };
      for (const [p, q] of pairs) segments.push([edge(p), edge(q)]);
    }
  }
  // Chain the segments into loops: every crossing point joins exactly two segments.
  const at = new Map<number, number[]>();
  segments.forEach(([p, q], i) => {
    for (const id of [p, q]) {
      const list = at.get(id);
      if (list) list.push(i);
      else at.set(id, [i]);
    }
  });
  const used = new Uint8Array(segments.length);
  const fmt = (id: number): string => {
    const [x, y] = points.get(id) as [number, number];
    return `${Math.round(toX(x) * 10) / 10} ${Math.round(toY(y) * 10) / 10}`;
  };
  let d = '';
  for (let start = 0; start < segments.length; start++) {
    if (used[start]) continue;
    used[start] = 1;
    const [first, second] = segments[start] as [number, number];
    d += `M${fmt(first)}L${fmt(second)}`;
    let current = second;
    for (;;) {
      const next = (at.get(current) ?? []).find((i) => !used[i]);
      if (next === undefined) break;
      used[next] = 1;
      const [p, q] = segments[next] as [number, number];
      current = p === current ? q : p;
      if (current === first) break;
      d += `L${fmt(current)}`;
    }
    d += current === first ? 'Z' : '';
  }
  return d;
}

/**
 * The outline of a wand or colour-range part, in overlay pixels: its coverage on `pixels` (a render of the
 * whole document, `docWidth` document pixels wide) traced at 0.5.
 */
export function pixelPartPath(shape: SelectionShape, pixels: EdgePixels, docWidth: number, drawn: { scale: number; offsetX: number; offsetY: number }): string {
  const scale = pixels.width / docWidth;
  if (!readsPixels(shape)) return '';
  const coverage = shape.kind === 'wand' ? wandCoverage(shape, pixels, pixels.width, pixels.height, scale) : colourRangeCoverage(shape, pixels, pixels.width, pixels.height);
  return contourPath(
    coverage,
    pixels.width,
    pixels.height,
    (x) => drawn.offsetX + (x / scale) * drawn.scale,
    (y) => drawn.offsetY + (y / scale) * drawn.scale,
  );
}
