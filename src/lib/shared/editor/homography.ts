// Plane projective maps (homographies) for the perspective tool: solved from four point pairs, applied,
// inverted, composed, and the two corrections the tool offers built from what the user placed —
//   - four corners: a quad onto an upright rectangle of the quad's mean side lengths;
//   - guides: lines that should be vertical (and, optionally, horizontal) made so, the picture then
//     zoomed to cover its own frame again (as straighten does).
// Coordinates follow geometry.ts: continuous pixels, y down, pixel (i, j) centred at (i + 0.5, j + 0.5).
// Pure: shared by the panel (planning, validation), the tools worker (the warp) and the tests.
import type { Affine } from './geometry';

export interface Point {
  x: number;
  y: number;
}

/** Four points in order: top-left, top-right, bottom-right, bottom-left. */
export type Quad = readonly [Point, Point, Point, Point];

/** A guide line the user laid along an edge: its two endpoints. */
export interface Line {
  from: Point;
  to: Point;
}

/** A 3×3 matrix, row by row: x' = (h0·x + h1·y + h2) / w, y' = (h3·x + h4·y + h5) / w, w = h6·x + h7·y + h8. */
export type Homography = readonly [number, number, number, number, number, number, number, number, number];

/**
 * Why a correction cannot be made — each has its message in the panel:
 *   collinear: three of the four points on one line (or two guides parallel where they must meet);
 *   not_convex: the corners cross over (a bow tie), or the guides cross each other;
 *   singular: the equations have no single answer (numerically degenerate);
 *   too_strong: the correction would send part of the picture to infinity, or leave nothing to show.
 */
export type HomographyErrorCode = 'collinear' | 'not_convex' | 'singular' | 'too_strong';

export class HomographyError extends Error {
  constructor(readonly code: HomographyErrorCode) {
    super(`homography_${code}`);
    this.name = 'HomographyError';
  }
}

export const IDENTITY_HOMOGRAPHY: Homography = [1, 0, 0, 0, 1, 0, 0, 0, 1];

export function applyHomography(h: Homography, x: number, y: number): Point {
  const w = h[6] * x + h[7] * y + h[8];
  return { x: (h[0] * x + h[1] * y + h[2]) / w, y: (h[3] * x + h[4] * y + h[5]) / w };
}

/** The projective depth of a point: its sign says on which side of the map's line at infinity it lies. */
export function homographyDepth(h: Homography, x: number, y: number): number {
  return h[6] * x + h[7] * y + h[8];
}

/** (first ∘ second): apply `second`, then `first`. */
export function composeHomography(first: Homography, second: Homography): Homography {
  const out: number[] = [];
  for (let r = 0; r < 3; r++) for (let c = 0; c < 3; c++) out.push(first[r * 3]! * second[c]! + first[r * 3 + 1]! * second[3 + c]! + first[r * 3 + 2]! * second[6 + c]!);
  return normalise(out);
}

export function invertHomography(h: Homography): Homography {
  const [a, b, c, d, e, f, g, k, l] = h;
  // The adjugate: the inverse up to a factor, which a homography ignores.
  const adj = [e * l - f * k, c * k - b * l, b * f - c * e, f * g - d * l, a * l - c * g, c * d - a * f, d * k - e * g, b * g - a * k, a * e - b * d];
  const det = a * adj[0]! + b * adj[3]! + c * adj[6]!;
  if (!Number.isFinite(det) || Math.abs(det) < 1e-300) throw new HomographyError('singular');
  return normalise(adj);
}

export function affineToHomography(m: Affine): Homography {
  return [m.a, m.c, m.e, m.b, m.d, m.f, 0, 0, 1];
}

/** Scaled so h8 = 1 where it can be (keeps the numbers comparable), else to unit length. */
function normalise(m: readonly number[]): Homography {
  const last = m[8]!;
  let s: number;
  if (Math.abs(last) > 1e-12) s = 1 / last;
  else {
    const n = Math.hypot(...m);
    s = n > 0 ? 1 / n : 1;
  }
  return m.map((v) => v * s) as unknown as Homography;
}

const cross = (o: Point, a: Point, b: Point): number => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);

/** Whether three of the four points lie on one line (relative to the points' spread). */
export function hasCollinearTriple(points: readonly Point[]): boolean {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const extent = Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
  if (!(extent > 0) || !Number.isFinite(extent)) return true;
  // Twice a triangle's area against the square of the spread: below this the triangle is a sliver.
  const tolerance = 1e-9 * extent * extent;
  for (let i = 0; i < points.length; i++)
    for (let j = i + 1; j < points.length; j++) for (let k = j + 1; k < points.length; k++) if (Math.abs(cross(points[i]!, points[j]!, points[k]!)) <= tolerance) return true;
  return false;
}

/** A simple convex quad (corners in order, either winding): no bow tie, no dent. */
export function isConvexQuad(q: Quad): boolean {
  let sign = 0;
  for (let i = 0; i < 4; i++) {
    const c = cross(q[i]!, q[(i + 1) % 4]!, q[(i + 2) % 4]!);
    if (c === 0 || !Number.isFinite(c)) return false;
    if (sign === 0) sign = Math.sign(c);
    else if (Math.sign(c) !== sign) return false;
  }
  return true;
}

/** Hartley's normalisation: centroid to the origin, mean distance √2 — keeps the 8×8 system well conditioned. */
function normaliser(points: readonly Point[]): Homography {
  const cx = points.reduce((s, p) => s + p.x, 0) / points.length;
  const cy = points.reduce((s, p) => s + p.y, 0) / points.length;
  const mean = points.reduce((s, p) => s + Math.hypot(p.x - cx, p.y - cy), 0) / points.length;
  const k = mean > 0 ? Math.SQRT2 / mean : 1;
  return [k, 0, -k * cx, 0, k, -k * cy, 0, 0, 1];
}

/**
 * The homography taking each `from[i]` to `to[i]` (direct linear transform with h8 = 1, on normalised
 * points, by Gaussian elimination with partial pivoting). Throws a HomographyError ('collinear') when
 * three points of either set lie on one line: then no single projective map exists.
 */
export function solveHomography(from: Quad, to: Quad): Homography {
  if (hasCollinearTriple(from) || hasCollinearTriple(to)) throw new HomographyError('collinear');
  const tf = normaliser(from);
  const tt = normaliser(to);
  const a: number[][] = [];
  for (let i = 0; i < 4; i++) {
    const p = applyHomography(tf, from[i]!.x, from[i]!.y);
    const q = applyHomography(tt, to[i]!.x, to[i]!.y);
    a.push([p.x, p.y, 1, 0, 0, 0, -p.x * q.x, -p.y * q.x, q.x]);
    a.push([0, 0, 0, p.x, p.y, 1, -p.x * q.y, -p.y * q.y, q.y]);
  }
  const h = solveLinear8(a);
  // Undo the normalisations: H = Tt⁻¹ · Hn · Tf.
  return composeHomography(invertHomography(tt), composeHomography([...h, 1] as unknown as Homography, tf));
}

/** Solves an 8×8 system given as rows [a0 … a7 | b]; the rows are overwritten. */
function solveLinear8(rows: number[][]): number[] {
  const n = 8;
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(rows[r]![col]!) > Math.abs(rows[pivot]![col]!)) pivot = r;
    // The points are normalised (entries of order 1), so an absolute threshold is meaningful.
    if (Math.abs(rows[pivot]![col]!) < 1e-10) throw new HomographyError('singular');
    [rows[col], rows[pivot]] = [rows[pivot]!, rows[col]!];
    const top = rows[col]!;
    for (let r = col + 1; r < n; r++) {
      const row = rows[r]!;
      const f = row[col]! / top[col]!;
      if (f === 0) continue;
      for (let c = col; c <= n; c++) row[c] = row[c]! - f * top[c]!;
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let r = n - 1; r >= 0; r--) {
    const row = rows[r]!;
    let s = row[n]!;
    for (let c = r + 1; c < n; c++) s -= row[c]! * x[c]!;
    x[r] = s / row[r]!;
  }
  if (x.some((v) => !Number.isFinite(v))) throw new HomographyError('singular');
  return x;
}

const distance = (a: Point, b: Point): number => Math.hypot(a.x - b.x, a.y - b.y);

/** The upright rectangle a quad stands for: width the mean of its top and bottom edges, height of its sides. */
export function quadRectangleSize(q: Quad): { width: number; height: number } {
  return { width: (distance(q[0], q[1]) + distance(q[3], q[2])) / 2, height: (distance(q[0], q[3]) + distance(q[1], q[2])) / 2 };
}

/** Corners of the rectangle [0, width] × [0, height] in quad order. */
export function rectangleQuad(width: number, height: number, x = 0, y = 0): Quad {
  return [
    { x, y },
    { x: x + width, y },
    { x: x + width, y: y + height },
    { x, y: y + height },
  ];
}

/**
 * Four corners: the map from the output rectangle (width × height) to the quad — what the warp needs
 * (for each output pixel, the source point it shows). The quad must be convex.
 */
export function cornersToRectangle(quad: Quad, width: number, height: number): Homography {
  if (hasCollinearTriple(quad)) throw new HomographyError('collinear');
  if (!isConvexQuad(quad)) throw new HomographyError('not_convex');
  return solveHomography(rectangleQuad(width, height), quad);
}

function intersect(a: Line, b: Line): Point {
  const d1 = { x: a.to.x - a.from.x, y: a.to.y - a.from.y };
  const d2 = { x: b.to.x - b.from.x, y: b.to.y - b.from.y };
  const den = d1.x * d2.y - d1.y * d2.x;
  const scale = Math.hypot(d1.x, d1.y) * Math.hypot(d2.x, d2.y);
  // Parallel (or nearly): they meet nowhere near the picture.
  if (!(Math.abs(den) > 1e-9 * scale)) throw new HomographyError('collinear');
  const t = ((b.from.x - a.from.x) * d2.y - (b.from.y - a.from.y) * d2.x) / den;
  return { x: a.from.x + t * d1.x, y: a.from.y + t * d1.y };
}

const meanX = (l: Line): number => (l.from.x + l.to.x) / 2;
const meanY = (l: Line): number => (l.from.y + l.to.y) / 2;
/** The endpoint nearer the top (or the left) first. */
const byY = (l: Line): [Point, Point] => (l.from.y <= l.to.y ? [l.from, l.to] : [l.to, l.from]);
const byX = (l: Line): [Point, Point] => (l.from.x <= l.to.x ? [l.from, l.to] : [l.to, l.from]);

/**
 * Guides: the four point pairs that make two lines vertical and/or two lines horizontal.
 *   - verticals only: each line's endpoints keep their y and move to the line's mean x;
 *   - horizontals only: each line's endpoints keep their x and move to the line's mean y;
 *   - both: the quad where the four lines meet goes to an upright rectangle of its mean side lengths,
 *     centred on the quad's centroid.
 * Lines are given in any order and either direction; each pair needs exactly two lines.
 */
export function guidedCorrespondence(verticals: readonly Line[], horizontals: readonly Line[]): { from: Quad; to: Quad } {
  if ((verticals.length !== 0 && verticals.length !== 2) || (horizontals.length !== 0 && horizontals.length !== 2) || verticals.length + horizontals.length === 0) {
    throw new RangeError('guides: two vertical lines, two horizontal lines, or both');
  }
  let from: Quad;
  let to: Quad;
  if (horizontals.length === 0) {
    const [left, right] = [...verticals].sort((a, b) => meanX(a) - meanX(b)) as [Line, Line];
    const [lt, lb] = byY(left);
    const [rt, rb] = byY(right);
    from = [lt, rt, rb, lb];
    to = [
      { x: meanX(left), y: lt.y },
      { x: meanX(right), y: rt.y },
      { x: meanX(right), y: rb.y },
      { x: meanX(left), y: lb.y },
    ];
  } else if (verticals.length === 0) {
    const [top, bottom] = [...horizontals].sort((a, b) => meanY(a) - meanY(b)) as [Line, Line];
    const [tl, tr] = byX(top);
    const [bl, br] = byX(bottom);
    from = [tl, tr, br, bl];
    to = [
      { x: tl.x, y: meanY(top) },
      { x: tr.x, y: meanY(top) },
      { x: br.x, y: meanY(bottom) },
      { x: bl.x, y: meanY(bottom) },
    ];
  } else {
    const [left, right] = [...verticals].sort((a, b) => meanX(a) - meanX(b)) as [Line, Line];
    const [top, bottom] = [...horizontals].sort((a, b) => meanY(a) - meanY(b)) as [Line, Line];
    from = [intersect(left, top), intersect(right, top), intersect(right, bottom), intersect(left, bottom)];
    const { width, height } = quadRectangleSize(from);
    const cx = (from[0].x + from[1].x + from[2].x + from[3].x) / 4;
    const cy = (from[0].y + from[1].y + from[2].y + from[3].y) / 4;
    to = rectangleQuad(width, height, cx - width / 2, cy - height / 2);
  }
  if (hasCollinearTriple(from)) throw new HomographyError('collinear');
  // Guides that cross each other give a bow tie: no projective map keeps the picture in one piece.
  if (!isConvexQuad(from)) throw new HomographyError('not_convex');
  return { from, to };
}

/** Guides: the correction (source point → corrected point). */
export function guidedHomography(verticals: readonly Line[], horizontals: readonly Line[]): Homography {
  const { from, to } = guidedCorrespondence(verticals, horizontals);
  return solveHomography(from, to);
}

/**
 * The corrected picture at the frame's own size: `correction` (source → corrected) followed by the scale and
 * shift that make it cover the whole width × height frame, returned as the warp's map (output pixel →
 * source point). The zoom is the largest frame-shaped rectangle, centred on where the frame's centre went,
 * whose corners all map back inside the source — the corrected picture is convex, so four corners suffice
 * (binary search). Throws 'too_strong' when part of the frame would go to infinity.
 */
export function coverFrame(correction: Homography, width: number, height: number): Homography {
  const corners = rectangleQuad(width, height);
  const depths = corners.map((p) => homographyDepth(correction, p.x, p.y));
  // The picture's corners on both sides of the line at infinity: its image is not one convex piece.
  if (!depths.every((d) => d > 0) && !depths.every((d) => d < 0)) throw new HomographyError('too_strong');
  const back = invertHomography(correction);
  const centre = applyHomography(correction, width / 2, height / 2);
  const slack = 1e-6 * Math.max(width, height);
  const fits = (k: number): boolean =>
    corners.every((c) => {
      const x = centre.x + (c.x - width / 2) * k;
      const y = centre.y + (c.y - height / 2) * k;
      // Same side of the line at infinity as the picture, then inside the source rectangle.
      if (homographyDepth(back, x, y) * homographyDepth(back, centre.x, centre.y) <= 0) return false;
      const p = applyHomography(back, x, y);
      return p.x >= -slack && p.y >= -slack && p.x <= width + slack && p.y <= height + slack;
    });
  let lo = 0;
  let hi = 1;
  // The rectangle may be larger than the frame (a correction that enlarges): grow the bound first.
  for (let i = 0; i < 40 && fits(hi); i++) {
    lo = hi;
    hi *= 2;
  }
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (fits(mid)) lo = mid;
    else hi = mid;
  }
  // A sliver of the picture, shown across the whole frame, is not a correction any more.
  if (!(lo > 1e-3)) throw new HomographyError('too_strong');
  const zoom: Homography = [lo, 0, centre.x - (lo * width) / 2, 0, lo, centre.y - (lo * height) / 2, 0, 0, 1];
  return composeHomography(back, zoom);
}
