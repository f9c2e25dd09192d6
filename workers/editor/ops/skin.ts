// Perfect skin: an edge-preserving "surface blur" (a bilateral filter on a sparse grid, cleaned by a small
// dense one) applied only where the colour looks like skin (a soft YCbCr box), with a little of the fine
// detail added back so the skin keeps its texture instead of turning to plastic.
import { numberParam } from '../../../src/lib/shared/editor/params';
import { mix, smoothstep } from '../kernels/math';
import type { KernelDef, KernelPass } from '../kernels/types';
import { relativeLength, stage, type OpBuilder } from './types';

const tmp = new Float64Array(4);
const centre = new Float64Array(4);

/** Bilateral filter over (2n+1)² taps `step` pixels apart: K0 = (step, n, 1/(2·range sigma²), 1/(2·tap sigma²)). */
export const SURFACE_BLUR: KernelDef = {
  id: 'surface-blur',
  inputs: 1,
  glsl: `vec4 c0 = texelFetch(u_in0, px, 0);
  int st = int(K0.x);
  int n = int(K0.y);
  vec4 sum = vec4(0.0);
  float wsum = 0.0;
  for (int j = -n; j <= n; j++) for (int i = -n; i <= n; i++) {
    vec4 v = fetchClamp(u_in0, px + ivec2(i, j) * st);
    vec3 d = v.rgb - c0.rgb;
    float w = exp(-float(i * i + j * j) * K0.w - dot(d, d) * K0.z);
    sum += v * w;
    wsum += w;
  }
  src = sum / wsum;`,
  cpu(x, y, out, [tex], k) {
    if (!tex) return;
    tex.fetch(x, y, centre);
    const st = Math.trunc(k[0] ?? 1);
    const n = Math.trunc(k[1] ?? 1);
    const sum = [0, 0, 0, 0];
    let wsum = 0;
    for (let j = -n; j <= n; j++) {
      for (let i = -n; i <= n; i++) {
        tex.fetch(x + i * st, y + j * st, tmp);
        const d0 = (tmp[0] ?? 0) - (centre[0] ?? 0);
        const d1 = (tmp[1] ?? 0) - (centre[1] ?? 0);
        const d2 = (tmp[2] ?? 0) - (centre[2] ?? 0);
        const w = Math.exp(-(i * i + j * j) * (k[3] ?? 0) - (d0 * d0 + d1 * d1 + d2 * d2) * (k[2] ?? 0));
        for (let c = 0; c < 4; c++) sum[c] = (sum[c] ?? 0) + (tmp[c] ?? 0) * w;
        wsum += w;
      }
    }
    for (let c = 0; c < 4; c++) out[c] = (sum[c] ?? 0) / wsum;
  },
};

/** How much a colour looks like skin (0..1): Cb and Cr inside the usual skin box, soft-edged, not too dark. */
const SKIN_GLSL = `float skinLikelihood(vec3 s) {
  float y = dot(s, vec3(0.299, 0.587, 0.114));
  float cb = (s.b - y) * 0.564 + 0.5;
  float cr = (s.r - y) * 0.713 + 0.5;
  return smoothstep(0.26, 0.31, cb) * (1.0 - smoothstep(0.49, 0.54, cb)) * smoothstep(0.5, 0.54, cr) * (1.0 - smoothstep(0.68, 0.73, cr)) * smoothstep(0.1, 0.22, y);
}
`;

export function skinLikelihood(r: number, g: number, b: number): number {
  const y = r * 0.299 + g * 0.587 + b * 0.114;
  const cb = (b - y) * 0.564 + 0.5;
  const cr = (r - y) * 0.713 + 0.5;
  return smoothstep(0.26, 0.31, cb) * (1 - smoothstep(0.49, 0.54, cb)) * smoothstep(0.5, 0.54, cr) * (1 - smoothstep(0.68, 0.73, cr)) * smoothstep(0.1, 0.22, y);
}

/** The original (u_in0) moved towards its surface blur (u_in1) where it is skin: K0 = (amount, detail kept, lift). */
export const SKIN: KernelDef = {
  id: 'skin',
  inputs: 2,
  functions: SKIN_GLSL,
  glsl: `src = texelFetch(u_in0, px, 0);
  vec3 s = texelFetch(u_in1, px, 0).rgb;
  vec3 smoothed = s + (src.rgb - s) * K0.y + K0.z;
  src.rgb = mix(src.rgb, smoothed, skinLikelihood(s) * K0.x);`,
  cpu(x, y, out, [original, smooth], k) {
    if (!original || !smooth) return;
    original.fetch(x, y, out);
    smooth.fetch(x, y, tmp);
    const m = skinLikelihood(tmp[0] ?? 0, tmp[1] ?? 0, tmp[2] ?? 0) * (k[0] ?? 0);
    for (let c = 0; c < 3; c++) out[c] = mix(out[c] ?? 0, (tmp[c] ?? 0) + ((out[c] ?? 0) - (tmp[c] ?? 0)) * (k[1] ?? 0) + (k[2] ?? 0), m);
  },
};

/** Taps per side of the sparse pass: its reach is `radius`, its spacing radius / TAPS. */
const TAPS = 4;
const RANGE_SIGMA = 0.12;
/** Smoothed skin is also lifted a little: retouched skin reads brighter and more even. */
const LIFT = 0.025;
const DETAIL_KEPT = 0.25;

export const SKIN_BUILDERS: Readonly<Record<string, OpBuilder>> = {
  perfectskin: (p, ctx) => {
    const a = numberParam(p, 'amount', 60) / 100;
    if (a <= 0) return [];
    // Amount reaches the full smoothing below 100, where the rest lets a little texture through.
    const strength = Math.min(1, a * 1.25);
    const radius = Math.max(1, relativeLength(ctx, numberParam(p, 'radius', 5) / 300));
    const n = Math.min(TAPS, Math.max(1, Math.round(radius)));
    const step = Math.max(1, Math.round(radius / n));
    const range = 1 / (2 * RANGE_SIGMA * RANGE_SIGMA);
    const pass = (inputs: KernelPass['inputs'], params: number[], heavy: boolean): KernelPass => ({ def: SURFACE_BLUR, inputs, width: ctx.width, height: ctx.height, params, heavy });
    const wide = pass(['in'], [step, n, range, 1 / (2 * (n * 0.6) ** 2)], true);
    const clean = pass([0], [1, 1, range, 0.5], false);
    const blend: KernelPass = { def: SKIN, inputs: ['in', 1], width: ctx.width, height: ctx.height, params: [strength, DETAIL_KEPT, LIFT] };
    return [stage({ label: 'perfectskin', passes: [wide, clean, blend] })];
  },
};
