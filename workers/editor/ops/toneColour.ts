// HSL per colour range, colour balance and split toning as point steps (colour-only and continuous, so
// they bake into the 3D lookup table). Every effect scales with the pixel's chroma or is a smooth weight of
// its luminance, so greys stay grey and nothing jumps where the hue is undefined.
import { BALANCE_AXES, BALANCE_TONES, balanceParam, HSL_CENTRES, HSL_FIELDS, HSL_RANGES, hslParam } from '../../../src/lib/shared/editor/toneCatalogue';
import { booleanParam, numberParam } from '../../../src/lib/shared/editor/params';
import { luma, smoothstep } from '../kernels/math';
import type { PointDef } from '../kernels/types';
import { point, type OpBuilder } from './types';

/** Largest hue shift of a range (degrees) at ±100. */
const MAX_HUE_SHIFT = 30;
/** Lightness moved at ±100 for a fully saturated colour. */
const MAX_LUMINANCE = 0.5;
const CENTRES = [...HSL_CENTRES, 360];

/** HSV hue of c in degrees (0 for greys): the same branches on both sides. */
export function hueOf(r: number, g: number, b: number): number {
  const mx = Math.max(r, g, b);
  const d = mx - Math.min(r, g, b);
  if (d <= 0) return 0;
  let h: number;
  if (mx === r) h = (g - b) / d;
  else if (mx === g) h = (b - r) / d + 2;
  else h = (r - g) / d + 4;
  h *= 60;
  return h < 0 ? h + 360 : h;
}

/** GLSL twin of hueOf: sets `float hd` (degrees), `mx` and `chroma` from `c`. */
export const hueGlsl = `
  float mx = max(c.r, max(c.g, c.b));
  float chroma = mx - min(c.r, min(c.g, c.b));
  float hd = 0.0;
  if (chroma > 0.0) {
    if (mx == c.r) hd = (c.g - c.b) / chroma;
    else if (mx == c.g) hd = (c.b - c.r) / chroma + 2.0;
    else hd = (c.r - c.g) / chroma + 4.0;
    hd *= 60.0;
    if (hd < 0.0) hd += 360.0;
  }`;

/**
 * P0, P1: hue shifts of the 8 ranges (degrees); P2, P3: saturation (−1..1); P4, P5: luminance (−1..1).
 * Between two neighbouring range centres the settings blend by a smoothstep of the hue.
 */
export const HSL_RANGE: PointDef = {
  id: 'hsl-range',
  lut: true,
  slots: 6,
  glsl: `${hueGlsl}
  float A[9] = float[9](${CENTRES.map((v) => v.toFixed(1)).join(', ')});
  float H[9] = float[9](P0.x, P0.y, P0.z, P0.w, P1.x, P1.y, P1.z, P1.w, P0.x);
  float S[9] = float[9](P2.x, P2.y, P2.z, P2.w, P3.x, P3.y, P3.z, P3.w, P2.x);
  float L[9] = float[9](P4.x, P4.y, P4.z, P4.w, P5.x, P5.y, P5.z, P5.w, P4.x);
  float dh = 0.0;
  float ds = 0.0;
  float dl = 0.0;
  for (int k = 0; k < 8; k++) {
    if (hd >= A[k] && hd < A[k + 1]) {
      float t = smoothstep(A[k], A[k + 1], hd);
      dh = mix(H[k], H[k + 1], t);
      ds = mix(S[k], S[k + 1], t);
      dl = mix(L[k], L[k + 1], t);
    }
  }
  float a = radians(dh);
  float cs = cos(a);
  float k3 = (1.0 - cs) / 3.0;
  float sn = 0.57735027 * sin(a);
  c = vec3(dot(c, vec3(cs + k3, k3 - sn, k3 + sn)), dot(c, vec3(k3 + sn, cs + k3, k3 - sn)), dot(c, vec3(k3 - sn, k3 + sn, cs + k3)));
  float l = luma(c);
  c = l + (c - l) * (1.0 + ds) + dl * ${MAX_LUMINANCE.toFixed(2)} * chroma;`,
  cpu(c, p, o) {
    const r0 = c[0] ?? 0;
    const g0 = c[1] ?? 0;
    const b0 = c[2] ?? 0;
    const chroma = Math.max(r0, g0, b0) - Math.min(r0, g0, b0);
    const hd = hueOf(r0, g0, b0);
    const q = (k: number): number => p[o + (k % 8)] ?? 0;
    let dh = 0;
    let ds = 0;
    let dl = 0;
    for (let k = 0; k < 8; k++) {
      const a0 = CENTRES[k] ?? 0;
      const a1 = CENTRES[k + 1] ?? 360;
      if (hd >= a0 && hd < a1) {
        const t = smoothstep(a0, a1, hd);
        dh = q(k) + (q(k + 1) - q(k)) * t;
        ds = p[o + 8 + k] ?? 0;
        ds = ds + ((p[o + 8 + ((k + 1) % 8)] ?? 0) - ds) * t;
        dl = p[o + 16 + k] ?? 0;
        dl = dl + ((p[o + 16 + ((k + 1) % 8)] ?? 0) - dl) * t;
      }
    }
    const a = (dh * Math.PI) / 180;
    const cs = Math.cos(a);
    const k3 = (1 - cs) / 3;
    const sn = 0.57735027 * Math.sin(a);
    const r = r0 * (cs + k3) + g0 * (k3 - sn) + b0 * (k3 + sn);
    const g = r0 * (k3 + sn) + g0 * (cs + k3) + b0 * (k3 - sn);
    const b = r0 * (k3 - sn) + g0 * (k3 + sn) + b0 * (cs + k3);
    const l = luma(r, g, b);
    const lift = dl * MAX_LUMINANCE * chroma;
    c[0] = l + (r - l) * (1 + ds) + lift;
    c[1] = l + (g - l) * (1 + ds) + lift;
    c[2] = l + (b - l) * (1 + ds) + lift;
  },
};

const hslBuilder: OpBuilder = (params) => {
  const values: number[] = [];
  const scales = [MAX_HUE_SHIFT / 100, 1 / 100, 1 / 100];
  HSL_FIELDS.forEach((field, f) => {
    for (const range of HSL_RANGES) values.push(numberParam(params, hslParam(range, field)) * (scales[f] ?? 0));
  });
  return values.every((v) => v === 0) ? [] : [point(HSL_RANGE, values)];
};

/** Strength of a colour balance slider at ±100 (added to a channel). */
const BALANCE_SCALE = 0.2;

/**
 * Colour balance: P0, P1, P2 = the shadows', midtones' and highlights' (red, green, blue) pushes; P0.w = 1
 * keeps the luminance. Shadows weigh most at black, highlights at white, midtones in between.
 */
export const COLOR_BALANCE: PointDef = {
  id: 'color-balance',
  lut: true,
  slots: 3,
  glsl: `
  float l = luma(c);
  float ws = 1.0 - smoothstep(0.0, 0.5, l);
  float wh = smoothstep(0.5, 1.0, l);
  c = c + ws * P0.rgb + (1.0 - ws - wh) * P1.rgb + wh * P2.rgb;
  c = c + P0.w * (l - luma(c));`,
  cpu(c, p, o) {
    const l = luma(c[0] ?? 0, c[1] ?? 0, c[2] ?? 0);
    const ws = 1 - smoothstep(0, 0.5, l);
    const wh = smoothstep(0.5, 1, l);
    const wm = 1 - ws - wh;
    for (let i = 0; i < 3; i++) c[i] = (c[i] ?? 0) + ws * (p[o + i] ?? 0) + wm * (p[o + 4 + i] ?? 0) + wh * (p[o + 8 + i] ?? 0);
    const keep = (p[o + 3] ?? 0) * (l - luma(c[0] ?? 0, c[1] ?? 0, c[2] ?? 0));
    for (let i = 0; i < 3; i++) c[i] = (c[i] ?? 0) + keep;
  },
};

const balanceBuilder: OpBuilder = (params) => {
  const values: number[] = [];
  let any = false;
  BALANCE_TONES.forEach((tone, t) => {
    for (const axis of BALANCE_AXES) {
      const v = numberParam(params, balanceParam(tone, axis));
      if (v !== 0) any = true;
      values.push((v / 100) * BALANCE_SCALE);
    }
    values.push(t === 0 && booleanParam(params, 'preserveLuminosity') ? 1 : 0);
  });
  return any ? [point(COLOR_BALANCE, values)] : [];
};

/** Strength of split toning at saturation 100. */
const SPLIT_SCALE = 0.35;

/** The fully saturated colour of a hue (degrees), minus its luminance: a push that keeps the brightness. */
export function tintOf(hue: number, strength: number): [number, number, number] {
  const h = (((hue % 360) + 360) % 360) / 60;
  const x = 1 - Math.abs((h % 2) - 1);
  const [r, g, b] = h < 1 ? [1, x, 0] : h < 2 ? [x, 1, 0] : h < 3 ? [0, 1, x] : h < 4 ? [0, x, 1] : h < 5 ? [x, 0, 1] : [1, 0, x];
  const l = luma(r, g, b);
  return [(r - l) * strength, (g - l) * strength, (b - l) * strength];
}

/** Split toning: P0.rgb pushed into the highlights, P1.rgb into the shadows, around the pivot P2.x. */
export const SPLIT_TONE: PointDef = {
  id: 'split-tone',
  lut: true,
  slots: 3,
  glsl: `
  float wh = smoothstep(P2.x - 0.5, P2.x + 0.5, luma(c));
  c = c + wh * P0.rgb + (1.0 - wh) * P1.rgb;`,
  cpu(c, p, o) {
    const pivot = p[o + 8] ?? 0.5;
    const wh = smoothstep(pivot - 0.5, pivot + 0.5, luma(c[0] ?? 0, c[1] ?? 0, c[2] ?? 0));
    for (let i = 0; i < 3; i++) c[i] = (c[i] ?? 0) + wh * (p[o + i] ?? 0) + (1 - wh) * (p[o + 4 + i] ?? 0);
  },
};

const splitBuilder: OpBuilder = (params) => {
  const hs = numberParam(params, 'highlightSaturation') / 100;
  const ss = numberParam(params, 'shadowSaturation') / 100;
  if (hs === 0 && ss === 0) return [];
  const high = tintOf(numberParam(params, 'highlightHue', 45), hs * SPLIT_SCALE);
  const low = tintOf(numberParam(params, 'shadowHue', 220), ss * SPLIT_SCALE);
  // Balance +100 gives the highlights' colour most of the tones, −100 the shadows'.
  const pivot = 0.5 - numberParam(params, 'balance') / 200;
  return [point(SPLIT_TONE, [...high, 0, ...low, 0, pivot, 0, 0, 0])];
};

export const TONE_COLOUR_BUILDERS: Readonly<Record<string, OpBuilder>> = { hsl: hslBuilder, 'color-balance': balanceBuilder, 'split-toning': splitBuilder };
