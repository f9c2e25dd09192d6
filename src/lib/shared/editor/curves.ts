// Tone curves as the document stores them: a compact string of points "x,y x,y …" (0..1 in, 0..1 out,
// 2–16 points, sorted by x, endpoints included), so a curve is one parameter value that restore can
// validate. Interpolated by monotone cubic Hermite (Fritsch–Carlson): no overshoot between the points.
// The worker packs the points and tangents computed here for its shader and its CPU reference alike.

export const CURVE_MIN_POINTS = 2;
export const CURVE_MAX_POINTS = 16;
/** Two points closer than this in x would make a vertical jump: the later one is dropped. */
export const CURVE_MIN_GAP = 0.01;
export const IDENTITY_CURVE = '0,0 1,1';
/** Hostile stored values are cut before parsing. */
const MAX_CURVE_TEXT = 512;

export interface CurvePoint {
  x: number;
  y: number;
}

const round4 = (n: number): number => Math.round(n * 10000) / 10000;
const clamp01 = (n: number): number => Math.min(1, Math.max(0, n));

/** Repairs a list of points: clamped to 0..1, sorted, too-close points dropped, at most 16. Null when fewer than 2 remain. */
export function cleanPoints(points: readonly CurvePoint[]): CurvePoint[] | null {
  const sorted = points
    .filter((p) => Number.isFinite(p.x) && Number.isFinite(p.y))
    .map((p) => ({ x: round4(clamp01(p.x)), y: round4(clamp01(p.y)) }))
    .sort((a, b) => a.x - b.x);
  const kept: CurvePoint[] = [];
  for (const p of sorted) {
    const last = kept[kept.length - 1];
    if (!last || p.x - last.x >= CURVE_MIN_GAP - 1e-9) kept.push(p);
  }
  if (kept.length > CURVE_MAX_POINTS) kept.splice(CURVE_MAX_POINTS - 1, kept.length - CURVE_MAX_POINTS);
  return kept.length >= CURVE_MIN_POINTS ? kept : null;
}

/** The points of a stored curve; the identity for anything that is not a curve. */
export function parseCurve(value: unknown): CurvePoint[] {
  if (typeof value !== 'string') return parseCurve(IDENTITY_CURVE);
  const pairs = value.slice(0, MAX_CURVE_TEXT).trim().split(/\s+/);
  const points = pairs.map((pair) => {
    const [x, y] = pair.split(',');
    return { x: x === undefined || x === '' ? NaN : Number(x), y: y === undefined || y === '' ? NaN : Number(y) };
  });
  return cleanPoints(points) ?? [
    { x: 0, y: 0 },
    { x: 1, y: 1 },
  ];
}

export function formatCurve(points: readonly CurvePoint[]): string {
  const clean = cleanPoints(points);
  return clean ? clean.map((p) => `${p.x},${p.y}`).join(' ') : IDENTITY_CURVE;
}

/** The canonical text of a stored curve, or null when the value is not a curve at all. */
export function normaliseCurve(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  return formatCurve(parseCurve(value));
}

export function isIdentityCurve(points: readonly CurvePoint[]): boolean {
  return points.every((p) => Math.abs(p.x - p.y) < 1e-6) && points[0]?.x === 0 && points[points.length - 1]?.x === 1;
}

/** Fritsch–Carlson tangents: a monotone run of points gives a monotone curve. */
export function curveTangents(points: readonly CurvePoint[]): number[] {
  const n = points.length;
  const d: number[] = [];
  for (let k = 0; k < n - 1; k++) {
    const a = points[k] as CurvePoint;
    const b = points[k + 1] as CurvePoint;
    d.push((b.y - a.y) / Math.max(b.x - a.x, 1e-9));
  }
  const m: number[] = [];
  for (let k = 0; k < n; k++) {
    if (k === 0) m.push(d[0] ?? 0);
    else if (k === n - 1) m.push(d[n - 2] ?? 0);
    else {
      const a = d[k - 1] ?? 0;
      const b = d[k] ?? 0;
      m.push(a * b <= 0 ? 0 : (a + b) / 2);
    }
  }
  for (let k = 0; k < n - 1; k++) {
    const dk = d[k] ?? 0;
    if (dk === 0) {
      m[k] = 0;
      m[k + 1] = 0;
      continue;
    }
    const a = (m[k] ?? 0) / dk;
    const b = (m[k + 1] ?? 0) / dk;
    const s = a * a + b * b;
    if (s > 9) {
      const t = 3 / Math.sqrt(s);
      m[k] = t * a * dk;
      m[k + 1] = t * b * dk;
    }
  }
  return m;
}

/** The curve's value at x (flat beyond the end points), for the editor's drawing. */
export function evaluateCurve(points: readonly CurvePoint[], tangents: readonly number[], x: number): number {
  const first = points[0] as CurvePoint;
  const last = points[points.length - 1] as CurvePoint;
  const v = Math.min(last.x, Math.max(first.x, x));
  let y = first.y;
  for (let i = 0; i < points.length - 1; i++) {
    const a = points[i] as CurvePoint;
    const b = points[i + 1] as CurvePoint;
    if (v <= a.x) break;
    const h = Math.max(b.x - a.x, 1e-6);
    const t = Math.min(1, (v - a.x) / h);
    const t2 = t * t;
    const t3 = t2 * t;
    y = (2 * t3 - 3 * t2 + 1) * a.y + (t3 - 2 * t2 + t) * h * (tangents[i] ?? 0) + (-2 * t3 + 3 * t2) * b.y + (t3 - t2) * h * (tangents[i + 1] ?? 0);
  }
  return y;
}
