// Brush strokes as vector paths: the one stroke model of mask painting and every brush tool (paint,
// clone, heal, dodge and burn, sharpen and blur, red-eye), in the editor, the collage maker and the
// designer. A stroke is stored as its points, never as pixels, so it is small in the project and in the
// saved history, and renders at any scale. `strokeDabs` places the dabs along the path; the worker's
// coverage rasterizer (workers/editor/brush/coverage.ts) turns dabs into a coverage raster, and a GPU path
// must match it within the usual tolerance.

/** Brush settings, the same for every tool. Size is the diameter in the coordinates of the points. */
export interface BrushSettings {
  /** Diameter at full pressure, in the points' pixels. */
  size: number;
  /** 0..1: the part of the radius at full strength; the rest falls off smoothly to 0. */
  hardness: number;
  /** 0..1: the most one stroke can cover, however often it passes over a pixel. */
  opacity: number;
  /** 0..1: how much each dab adds. */
  flow: number;
  /** Distance between dabs as a fraction of the diameter (0.05..2). */
  spacing: number;
}

/**
 * One stroke: flat [x, y, pressure, x, y, pressure, …] in the pixels of the picture it paints (a layer
 * mask: document pixels; an operation: the picture that operation receives, at full resolution).
 * Pressure 0..1 (0.5 from a mouse); it scales the dab's size and flow.
 */
export interface BrushStroke extends BrushSettings {
  points: number[];
}

export const BRUSH_LIMITS = {
  size: [1, 2000],
  hardness: [0, 1],
  opacity: [0, 1],
  flow: [0, 1],
  spacing: [0.05, 2],
  /** Points (triples) in one stroke; longer strokes are thinned when recorded. */
  maxPoints: 4000,
  /** Strokes in one operation or mask. */
  maxStrokes: 500,
} as const;

export const DEFAULT_BRUSH: BrushSettings = { size: 60, hardness: 0.5, opacity: 1, flow: 1, spacing: 0.15 };

/** A mouse has no pressure: it paints at this one (full size and flow). */
export const MOUSE_PRESSURE = 0.5;

/** How pressure maps onto a dab: a mouse's 0.5 and a pen's full press both give the full dab. */
export function pressureScale(pressure: number): number {
  return Math.max(0.1, Math.min(1, pressure * 2));
}

export interface Dab {
  x: number;
  y: number;
  /** Radius in the points' pixels. */
  radius: number;
  /** 0..1: the dab's strength at its centre (flow × pressure). */
  alpha: number;
}

const clamp = (v: number, lo: number, hi: number): number => (Number.isFinite(v) ? Math.max(lo, Math.min(hi, v)) : lo);

/** A stroke's settings inside their limits (stored strokes go through this when restored). */
export function clampBrush(settings: BrushSettings): BrushSettings {
  return {
    size: clamp(settings.size, ...BRUSH_LIMITS.size),
    hardness: clamp(settings.hardness, ...BRUSH_LIMITS.hardness),
    opacity: clamp(settings.opacity, ...BRUSH_LIMITS.opacity),
    flow: clamp(settings.flow, ...BRUSH_LIMITS.flow),
    spacing: clamp(settings.spacing, ...BRUSH_LIMITS.spacing),
  };
}

/**
 * Dabs along the stroke: one at the first point, then one every `spacing × diameter` along the polyline
 * (the diameter and strength follow the pressure, interpolated between points). Deterministic: the
 * preview, the export and another device place the same dabs.
 */
export function strokeDabs(stroke: BrushStroke): Dab[] {
  const { points } = stroke;
  const count = Math.floor(points.length / 3);
  if (count === 0) return [];
  const dab = (x: number, y: number, p: number): Dab => {
    const k = pressureScale(p);
    return { x, y, radius: (stroke.size * k) / 2, alpha: stroke.flow * k };
  };
  const dabs: Dab[] = [dab(points[0] as number, points[1] as number, points[2] as number)];
  // Distance left to walk before the next dab.
  let due = Math.max(0.5, stroke.spacing * stroke.size * pressureScale(points[2] as number));
  for (let i = 1; i < count; i++) {
    const x0 = points[(i - 1) * 3] as number;
    const y0 = points[(i - 1) * 3 + 1] as number;
    const p0 = points[(i - 1) * 3 + 2] as number;
    const x1 = points[i * 3] as number;
    const y1 = points[i * 3 + 1] as number;
    const p1 = points[i * 3 + 2] as number;
    const length = Math.hypot(x1 - x0, y1 - y0);
    let walked = 0;
    while (length - walked >= due) {
      walked += due;
      const t = walked / length;
      const p = p0 + (p1 - p0) * t;
      dabs.push(dab(x0 + (x1 - x0) * t, y0 + (y1 - y0) * t, p));
      due = Math.max(0.5, stroke.spacing * stroke.size * pressureScale(p));
    }
    due -= length - walked;
  }
  return dabs;
}

/** A dab's strength at distance `d` from its centre (radius r, hardness h): 1 inside h·r, smooth to 0 at r. */
export function dabFalloff(d: number, radius: number, hardness: number): number {
  if (d >= radius) return 0;
  const inner = radius * hardness;
  if (d <= inner) return 1;
  const t = (d - inner) / Math.max(1e-6, radius - inner);
  return 1 - t * t * (3 - 2 * t);
}

/** The box a stroke can touch: [x0, y0, x1, y1] in the points' pixels. */
export function strokeBounds(stroke: BrushStroke): [number, number, number, number] {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  const r = stroke.size / 2;
  for (let i = 0; i + 2 < stroke.points.length; i += 3) {
    const x = stroke.points[i] as number;
    const y = stroke.points[i + 1] as number;
    x0 = Math.min(x0, x - r);
    y0 = Math.min(y0, y - r);
    x1 = Math.max(x1, x + r);
    y1 = Math.max(y1, y + r);
  }
  return [x0, y0, x1, y1];
}

/** A stored stroke made valid: settings clamped, points finite, at most `maxPoints`; undefined if nothing is left. */
export function restoreStroke(raw: unknown): BrushStroke | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const r = raw as Record<string, unknown>;
  const num = (key: string, fallback: number): number => (typeof r[key] === 'number' ? (r[key] as number) : fallback);
  const settings = clampBrush({ size: num('size', DEFAULT_BRUSH.size), hardness: num('hardness', DEFAULT_BRUSH.hardness), opacity: num('opacity', DEFAULT_BRUSH.opacity), flow: num('flow', DEFAULT_BRUSH.flow), spacing: num('spacing', DEFAULT_BRUSH.spacing) });
  if (!Array.isArray(r.points)) return undefined;
  const points: number[] = [];
  for (let i = 0; i + 2 < r.points.length && points.length < BRUSH_LIMITS.maxPoints * 3; i += 3) {
    const [x, y, p] = [r.points[i], r.points[i + 1], r.points[i + 2]];
    if (typeof x !== 'number' || typeof y !== 'number' || typeof p !== 'number' || !Number.isFinite(x) || !Number.isFinite(y) || !Number.isFinite(p)) continue;
    points.push(x, y, Math.max(0, Math.min(1, p)));
  }
  return points.length === 0 ? undefined : { ...settings, points };
}
