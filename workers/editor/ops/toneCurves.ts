// Curves and levels as point steps. A curve is a monotone cubic Hermite through up to 16 points; its points
// and Fritsch–Carlson tangents are computed once by the builder (curves.ts) and packed, so the shader and
// the CPU reference evaluate exactly the same polynomial pieces. Both are colour-only and continuous:
// they bake into the 3D lookup table with the other colour steps.
import type { LEVELS_FIELDS} from '../../../src/lib/shared/editor/toneCatalogue';
import { CURVE_CHANNELS, levelsParam } from '../../../src/lib/shared/editor/toneCatalogue';
import { CURVE_MAX_POINTS, curveTangents, isIdentityCurve, parseCurve } from '../../../src/lib/shared/editor/curves';
import { numberParam, stringParam } from '../../../src/lib/shared/editor/params';
import type { PointDef } from '../kernels/types';
import { point, type OpBuilder, type Step } from './types';

const N = CURVE_MAX_POINTS;
/** x of unused point slots: beyond any value, so their segments never apply. */
const PAD_X = 2;

const floats = (first: number): string =>
  Array.from({ length: N }, (_, i) => `P${first + Math.floor(i / 4)}.${'xyzw'[i % 4] ?? 'x'}`).join(', ');

/**
 * P0 = (first x, last x, channel: 0 all three / 1 red / 2 green / 3 blue, 0); P1..P4 the 16 x values,
 * P5..P8 the y values, P9..P12 the tangents. Below the first point and above the last the curve is flat.
 */
export const CURVE: PointDef = {
  id: 'curve',
  lut: true,
  slots: 13,
  glsl: `
  float X[${N}] = float[${N}](${floats(1)});
  float Y[${N}] = float[${N}](${floats(5)});
  float M[${N}] = float[${N}](${floats(9)});
  vec3 v = clamp(c, P0.x, P0.y);
  vec3 r = vec3(Y[0]);
  for (int i = 0; i < ${N - 1}; i++) {
    float x0 = X[i];
    float h = max(X[i + 1] - x0, 1e-6);
    vec3 t = clamp((v - x0) / h, 0.0, 1.0);
    vec3 t2 = t * t;
    vec3 t3 = t2 * t;
    vec3 y = (2.0 * t3 - 3.0 * t2 + 1.0) * Y[i] + (t3 - 2.0 * t2 + t) * (h * M[i]) + (3.0 * t2 - 2.0 * t3) * Y[i + 1] + (t3 - t2) * (h * M[i + 1]);
    r = mix(r, y, vec3(greaterThan(v, vec3(x0))));
  }
  vec3 mask = P0.z < 0.5 ? vec3(1.0) : vec3(lessThan(abs(vec3(1.0, 2.0, 3.0) - P0.z), vec3(0.5)));
  c = mix(c, r, mask);`,
  cpu(c, p, o) {
    const q = (k: number): number => p[o + k] ?? 0;
    const lo = q(0);
    const hi = q(1);
    const channel = Math.round(q(2));
    for (let ch = 0; ch < 3; ch++) {
      if (channel !== 0 && channel !== ch + 1) continue;
      const v = Math.min(hi, Math.max(lo, c[ch] ?? 0));
      let r = q(4 * 5);
      for (let i = 0; i < N - 1; i++) {
        const x0 = q(4 + i);
        if (!(v > x0)) continue;
        const h = Math.max(q(4 + i + 1) - x0, 1e-6);
        const t = Math.min(1, Math.max(0, (v - x0) / h));
        const t2 = t * t;
        const t3 = t2 * t;
        const y0 = q(20 + i);
        const y1 = q(20 + i + 1);
        r = (2 * t3 - 3 * t2 + 1) * y0 + (t3 - 2 * t2 + t) * (h * q(36 + i)) + (3 * t2 - 2 * t3) * y1 + (t3 - t2) * (h * q(36 + i + 1));
      }
      c[ch] = r;
    }
  },
};

/**
 * Settings too steep for the 65³ table (a strong lift out of black, a near-vertical stretch of a curve):
 * the table's interpolation between lattice points 1/64 apart would miss them by more than 3 levels. Curves
 * and levels act on each channel alone, so the table's error is the 1D interpolation error of each
 * channel's function, checked here on all 256 input levels; such settings run as code in the same fused
 * pass (the same formula, a few more instructions a pixel) instead of through the table.
 */
const TABLE_SIZE = 65;
const MAX_TABLE_ERROR = 2;

export function fitsTable(def: PointDef, values: readonly number[]): boolean {
  const p = Float64Array.from(values);
  const at = { x: 0, y: 0, width: 1, height: 1 };
  const run = (v: number): Float64Array => {
    const c = new Float64Array([v, v, v]);
    def.cpu(c, p, 0, at);
    for (let i = 0; i < 3; i++) c[i] = Math.min(1, Math.max(0, c[i] ?? 0));
    return c;
  };
  const lattice = Array.from({ length: TABLE_SIZE }, (_, k) => run(k / (TABLE_SIZE - 1)).map((v) => Math.round(v * 255)));
  for (let level = 0; level < 256; level++) {
    const f = (level / 255) * (TABLE_SIZE - 1);
    const i0 = Math.min(Math.floor(f), TABLE_SIZE - 2);
    const t = f - i0;
    const exact = run(level / 255);
    for (let ch = 0; ch < 3; ch++) {
      const table = (lattice[i0]?.[ch] ?? 0) * (1 - t) + (lattice[i0 + 1]?.[ch] ?? 0) * t;
      if (Math.abs(table - (exact[ch] ?? 0) * 255) > MAX_TABLE_ERROR) return false;
    }
  }
  return true;
}

export const CURVE_CODE: PointDef = { ...CURVE, id: 'curve-code', lut: false };

/** The packed values of one curve (channel 0 = all three). */
export function packCurve(text: string, channel: number): number[] | null {
  const points = parseCurve(text);
  if (isIdentityCurve(points)) return null;
  const m = curveTangents(points);
  const last = points[points.length - 1] ?? { x: 1, y: 1 };
  const xs = Array.from({ length: N }, (_, i) => points[i]?.x ?? PAD_X);
  const ys = Array.from({ length: N }, (_, i) => points[i]?.y ?? last.y);
  const ms = Array.from({ length: N }, (_, i) => m[i] ?? 0);
  return [points[0]?.x ?? 0, last.x, channel, 0, ...xs, ...ys, ...ms];
}

const curvesBuilder: OpBuilder = (params) => {
  const steps: Step[] = [];
  CURVE_CHANNELS.forEach((channel, index) => {
    const packed = packCurve(stringParam(params, channel), index);
    if (packed) steps.push(point(fitsTable(CURVE, packed) ? CURVE : CURVE_CODE, packed));
  });
  return steps;
};

/**
 * Levels: the RGB master (P·w), then each channel (P·rgb). P0 input black, P1 input white, P2 1/gamma,
 * P3 output black, P4 output white, all 0..1.
 */
export const LEVELS: PointDef = {
  id: 'levels',
  lut: true,
  slots: 5,
  glsl: `
  vec3 v = clamp((c - P0.w) / max(P1.w - P0.w, 1e-4), 0.0, 1.0);
  v = mix(vec3(P3.w), vec3(P4.w), pow(v, vec3(P2.w)));
  v = clamp((v - P0.rgb) / max(P1.rgb - P0.rgb, vec3(1e-4)), 0.0, 1.0);
  c = mix(P3.rgb, P4.rgb, pow(v, P2.rgb));`,
  cpu(c, p, o) {
    const q = (k: number): number => p[o + k] ?? 0;
    const level = (v: number, k: number): number => {
      const t = Math.min(1, Math.max(0, (v - q(k)) / Math.max(q(4 + k) - q(k), 1e-4)));
      return q(12 + k) + (q(16 + k) - q(12 + k)) * Math.pow(t, q(8 + k));
    };
    for (let i = 0; i < 3; i++) c[i] = level(level(c[i] ?? 0, 3), i);
  },
};

export const LEVELS_CODE: PointDef = { ...LEVELS, id: 'levels-code', lut: false };

const levelsBuilder: OpBuilder = (params) => {
  const read = (channel: (typeof CURVE_CHANNELS)[number], field: (typeof LEVELS_FIELDS)[number], fallback: number): number => numberParam(params, levelsParam(channel, field), fallback);
  const values: number[] = [];
  let identity = true;
  const fields: Array<[(typeof LEVELS_FIELDS)[number], number, (v: number) => number]> = [
    ['InBlack', 0, (v) => v / 255],
    ['InWhite', 255, (v) => v / 255],
    ['Gamma', 1, (v) => 1 / Math.max(0.1, v)],
    ['OutBlack', 0, (v) => v / 255],
    ['OutWhite', 255, (v) => v / 255],
  ];
  for (const [field, neutral, convert] of fields) {
    // Slot order r, g, b, master.
    for (const channel of ['red', 'green', 'blue', 'rgb'] as const) {
      const raw = read(channel, field, neutral);
      if (raw !== neutral) identity = false;
      values.push(convert(raw));
    }
  }
  if (identity) return [];
  // A strong midtone lift rises too steeply from black for the table: then it runs as code.
  return [point(fitsTable(LEVELS, values) ? LEVELS : LEVELS_CODE, values)];
};

export const TONE_CURVE_BUILDERS: Readonly<Record<string, OpBuilder>> = { curves: curvesBuilder, levels: levelsBuilder };
