// Three artsy looks made of classical filters (no model runs for any of them):
// - comics: flat colours (four brightness bands, saturated) of a smoothed copy, halftone dots in the mid-tones, bold ink outlines;
// - digital art: a Kuwahara-smoothed (painterly, edge-keeping) copy with boosted colour, a teal/orange
//   grade and a soft glow of its highlights;
// - fantasy portrait: soft focus and bloom, a teal/magenta grade (turnable by `hue`), a vignette and
//   sparkles on the bright areas.
// Each ends mixed with the original by its amount; like the other artsy looks they are heavy passes.
import { numberParam } from '../../../src/lib/shared/editor/params';
import { clamp01, hash3, luma, mix, smoothstep } from '../kernels/math';
import type { KernelDef, KernelPass } from '../kernels/types';
import { kuwaharaOffsets, KUWAHARA, SOBEL_GLSL, sobelAt } from './artsy';
import { BILATERAL, blurChain } from './convolve';
import { relativeLength, stage, type BuildContext, type OpBuilder } from './types';

const tmp = new Float64Array(4);
const orig = new Float64Array(4);

/** Halftone cell in rotated (45°) grid units: 1 where the dot for luminance l covers the point. */
const HALFTONE_GLSL = `float halftone(vec2 pos, float cell, float l) {
  vec2 g = vec2(pos.x + pos.y, pos.y - pos.x) * (0.70710678 / cell);
  vec2 f = g - floor(g) - 0.5;
  float r = 0.62 * sqrt(clamp(1.0 - l, 0.0, 1.0));
  return 1.0 - smoothstep(r - 0.1, r + 0.1, length(f));
}
`;

function halftone(px: number, py: number, cell: number, l: number): number {
  const gx = (px + py) * (0.70710678 / cell);
  const gy = (py - px) * (0.70710678 / cell);
  const fx = gx - Math.floor(gx) - 0.5;
  const fy = gy - Math.floor(gy) - 0.5;
  const r = 0.62 * Math.sqrt(clamp01(1 - l));
  return 1 - smoothstep(r - 0.1, r + 0.1, Math.hypot(fx, fy));
}

/**
 * Comics over u_in0 from the smoothed u_in1: K0 = (ink threshold, dot cell in pixels, amount, dots),
 * K1.x = ink on (0/1).
 */
export const COMICS: KernelDef = {
  id: 'comics',
  inputs: 2,
  functions: SOBEL_GLSL + HALFTONE_GLSL,
  glsl: `vec3 s = texelFetch(u_in1, px, 0).rgb;
  float l = luma(s);
  float lq = (floor(l * 4.0) + 0.5) / 4.0;
  vec3 col = clamp((l + (s - l) * 1.5) * (lq / max(l, 0.001)), 0.0, 1.0);
  float mid = smoothstep(0.15, 0.35, l) * (1.0 - smoothstep(0.65, 0.85, l));
  col *= 1.0 - 0.45 * halftone(pos, K0.y, l) * mid * K0.w;
  float e = smoothstep(K0.x, K0.x + 0.15, sobelAt(u_in1, px)) * K1.x;
  src = texelFetch(u_in0, px, 0);
  src.rgb = mix(src.rgb, col * (1.0 - e), K0.z);`,
  cpu(x, y, out, [original, smooth], k) {
    if (!original || !smooth) return;
    smooth.fetch(x, y, tmp);
    const l = luma(tmp[0] ?? 0, tmp[1] ?? 0, tmp[2] ?? 0);
    const mid = smoothstep(0.15, 0.35, l) * (1 - smoothstep(0.65, 0.85, l));
    const dots = 1 - 0.45 * halftone(x + 0.5, y + 0.5, k[1] ?? 4, l) * mid * (k[3] ?? 0);
    const ratio = (Math.floor(l * 4) + 0.5) / 4 / Math.max(l, 0.001);
    const col = [0, 1, 2].map((c) => clamp01((l + ((tmp[c] ?? 0) - l) * 1.5) * ratio) * dots);
    const e = smoothstep(k[0] ?? 0.3, (k[0] ?? 0.3) + 0.15, sobelAt(smooth, x, y)) * (k[4] ?? 0);
    original.fetch(x, y, out);
    for (let c = 0; c < 3; c++) out[c] = mix(out[c] ?? 0, (col[c] ?? 0) * (1 - e), k[2] ?? 1);
  },
};

/** Digital art over u_in0 from the smoothed u_in1 and a blur of the input (u_in2, factor K0.z): K0 = (amount, glow, factor). */
export const DIGITAL_ART: KernelDef = {
  id: 'digital-art',
  inputs: 3,
  glsl: `vec3 s = texelFetch(u_in1, px, 0).rgb;
  float l = luma(s);
  vec3 col = (l + (s - l) * 1.35 - 0.5) * 1.1 + 0.5;
  l = clamp(luma(col), 0.0, 1.0);
  col = clamp(col + vec3(-0.04, 0.01, 0.06) * (1.0 - l) + vec3(0.06, 0.02, -0.05) * l, 0.0, 1.0);
  vec3 b = bilinear(u_in2, pos / K0.z).rgb;
  vec3 glow = b * smoothstep(0.45, 1.0, luma(b)) * K0.y;
  col = 1.0 - (1.0 - col) * (1.0 - glow);
  src = texelFetch(u_in0, px, 0);
  src.rgb = mix(src.rgb, col, K0.x);`,
  cpu(x, y, out, [original, smooth, blur], k) {
    if (!original || !smooth || !blur) return;
    smooth.fetch(x, y, tmp);
    let l = luma(tmp[0] ?? 0, tmp[1] ?? 0, tmp[2] ?? 0);
    const col = [0, 1, 2].map((c) => (l + ((tmp[c] ?? 0) - l) * 1.35 - 0.5) * 1.1 + 0.5);
    l = clamp01(luma(col[0] ?? 0, col[1] ?? 0, col[2] ?? 0));
    const shadow = [-0.04, 0.01, 0.06];
    const light = [0.06, 0.02, -0.05];
    const f = k[2] ?? 1;
    blur.bilinear((x + 0.5) / f, (y + 0.5) / f, tmp);
    const g = smoothstep(0.45, 1, luma(tmp[0] ?? 0, tmp[1] ?? 0, tmp[2] ?? 0)) * (k[1] ?? 0);
    original.fetch(x, y, out);
    for (let c = 0; c < 3; c++) {
      const graded = clamp01((col[c] ?? 0) + (shadow[c] ?? 0) * (1 - l) + (light[c] ?? 0) * l);
      const glowed = 1 - (1 - graded) * (1 - (tmp[c] ?? 0) * g);
      out[c] = mix(out[c] ?? 0, glowed, k[0] ?? 1);
    }
  },
};

/**
 * Fantasy portrait over u_in0 with a wide blur of it (u_in1, factor K0.z): K0 = (amount, glow, factor,
 * sparkle cell in pixels), K1 / K2 = shadow / highlight tint (rgb, strength).
 */
export const FANTASY: KernelDef = {
  id: 'fantasy',
  inputs: 2,
  glsl: `vec3 o = texelFetch(u_in0, px, 0).rgb;
  vec3 b = bilinear(u_in1, pos / K0.z).rgb;
  vec3 col = mix(o, b, 0.3 * K0.y);
  col = 1.0 - (1.0 - col) * (1.0 - b * smoothstep(0.35, 0.9, luma(b)) * K0.y);
  float l = clamp(luma(col), 0.0, 1.0);
  col += (K1.rgb - 0.5) * K1.w * (1.0 - l) + (K2.rgb - 0.5) * K2.w * l;
  l = luma(col);
  col = l + (col - l) * 1.15;
  vec2 d = (pos / outSize - 0.5) * 2.0;
  col *= 1.0 - 0.45 * smoothstep(0.6, 1.5, length(d));
  ivec2 cell = ivec2(floor(pos / K0.w));
  vec2 at = vec2(0.3 + 0.4 * hash3(cell.x, cell.y, 32), 0.3 + 0.4 * hash3(cell.x, cell.y, 33));
  float bright = luma(bilinear(u_in1, (vec2(cell) + at) * K0.w / K0.z).rgb);
  float k = clamp((0.4 * smoothstep(0.4, 0.85, bright) - hash3(cell.x, cell.y, 31)) * 10.0, 0.0, 1.0);
  vec2 q = pos - (vec2(cell) + at) * K0.w;
  float s = K0.w * 0.3 * (0.5 + hash3(cell.x, cell.y, 34));
  float spark = exp(-dot(q, q) / (0.1 * s * s)) + 0.6 * (exp(-abs(q.x) / (0.3 * s) - q.y * q.y / (0.02 * s * s)) + exp(-abs(q.y) / (0.3 * s) - q.x * q.x / (0.02 * s * s)));
  col = 1.0 - (1.0 - clamp(col, 0.0, 1.0)) * (1.0 - clamp(spark * k * K0.y, 0.0, 1.0));
  src = vec4(mix(o, col, K0.x), texelFetch(u_in0, px, 0).a);`,
  cpu(x, y, out, [original, blur], k) {
    if (!original || !blur) return;
    const f = k[2] ?? 1;
    const glow = k[1] ?? 0;
    const cellSize = k[3] ?? 8;
    const px = x + 0.5;
    const py = y + 0.5;
    original.fetch(x, y, orig);
    blur.bilinear(px / f, py / f, tmp);
    const bloom = smoothstep(0.35, 0.9, luma(tmp[0] ?? 0, tmp[1] ?? 0, tmp[2] ?? 0)) * glow;
    const col = [0, 1, 2].map((c) => {
      const soft = mix(orig[c] ?? 0, tmp[c] ?? 0, 0.3 * glow);
      return 1 - (1 - soft) * (1 - (tmp[c] ?? 0) * bloom);
    });
    let l = clamp01(luma(col[0] ?? 0, col[1] ?? 0, col[2] ?? 0));
    for (let c = 0; c < 3; c++) col[c] = (col[c] ?? 0) + ((k[4 + c] ?? 0.5) - 0.5) * (k[7] ?? 0) * (1 - l) + ((k[8 + c] ?? 0.5) - 0.5) * (k[11] ?? 0) * l;
    l = luma(col[0] ?? 0, col[1] ?? 0, col[2] ?? 0);
    const dx = (px / original.width - 0.5) * 2;
    const dy = (py / original.height - 0.5) * 2;
    const vignette = 1 - 0.45 * smoothstep(0.6, 1.5, Math.hypot(dx, dy));
    const cx = Math.floor(px / cellSize);
    const cy = Math.floor(py / cellSize);
    const ax = 0.3 + 0.4 * hash3(cx, cy, 32);
    const ay = 0.3 + 0.4 * hash3(cx, cy, 33);
    blur.bilinear(((cx + ax) * cellSize) / f, ((cy + ay) * cellSize) / f, tmp);
    const present = clamp01((0.4 * smoothstep(0.4, 0.85, luma(tmp[0] ?? 0, tmp[1] ?? 0, tmp[2] ?? 0)) - hash3(cx, cy, 31)) * 10);
    const qx = px - (cx + ax) * cellSize;
    const qy = py - (cy + ay) * cellSize;
    const s = cellSize * 0.3 * (0.5 + hash3(cx, cy, 34));
    const spark = Math.exp(-(qx * qx + qy * qy) / (0.1 * s * s)) + 0.6 * (Math.exp(-Math.abs(qx) / (0.3 * s) - (qy * qy) / (0.02 * s * s)) + Math.exp(-Math.abs(qy) / (0.3 * s) - (qx * qx) / (0.02 * s * s)));
    const sp = clamp01(spark * present * glow);
    for (let c = 0; c < 3; c++) {
      const v = clamp01((l + ((col[c] ?? 0) - l) * 1.15) * vignette);
      out[c] = mix(orig[c] ?? 0, 1 - (1 - v) * (1 - sp), k[0] ?? 1);
    }
    out[3] = orig[3] ?? 1;
  },
};

/** A tint colour (around mid-grey) turned by `degrees` about the grey axis. */
export function turnTint([r, g, b]: readonly [number, number, number], degrees: number): [number, number, number] {
  const a = (degrees * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  // Rodrigues' rotation about (1, 1, 1)/√3 of the offset from grey.
  const v = [r - 0.5, g - 0.5, b - 0.5] as const;
  const k = 1 / Math.sqrt(3);
  const dot = (v[0] + v[1] + v[2]) * k;
  const cross = [k * (v[2] - v[1]), k * (v[0] - v[2]), k * (v[1] - v[0])] as const;
  const turned = [0, 1, 2].map((i) => v[i as 0 | 1 | 2] * cos + cross[i as 0 | 1 | 2] * sin + k * dot * (1 - cos) + 0.5);
  return [turned[0] ?? 0.5, turned[1] ?? 0.5, turned[2] ?? 0.5];
}

const TEAL: [number, number, number] = [0.22, 0.62, 0.68];
const MAGENTA: [number, number, number] = [0.85, 0.42, 0.78];

const amountOf = (p: Parameters<OpBuilder>[0]): number => numberParam(p, 'amount', 100) / 100;
const full = (ctx: BuildContext, def: KernelDef, inputs: KernelPass['inputs'], params: number[]): KernelPass => ({ def, inputs, width: ctx.width, height: ctx.height, params, heavy: true });

export const CLASSIC_LOOK_BUILDERS: Readonly<Record<string, OpBuilder>> = {
  comics: (p, ctx) => {
    const a = amountOf(p);
    if (a <= 0) return [];
    const edges = numberParam(p, 'edges', 60) / 100;
    const smooth = full(ctx, BILATERAL, ['in'], [1.5, 1 / (2 * 0.1 * 0.1), 2]);
    const cell = Math.max(3, relativeLength(ctx, 0.012));
    const look = full(ctx, COMICS, ['in', 0], [mix(0.6, 0.12, edges), cell, a, numberParam(p, 'dots', 50) / 100, edges > 0 ? 1 : 0]);
    return [stage({ label: 'comics', passes: [smooth, look] })];
  },
  'digital-art': (p, ctx) => {
    const a = amountOf(p);
    if (a <= 0) return [];
    const radius = Math.max(1, relativeLength(ctx, mix(0.002, 0.01, numberParam(p, 'smoothness', 50) / 100)));
    const smooth = full(ctx, KUWAHARA, ['in'], [radius, 3, 1, 0, ...kuwaharaOffsets(radius, 3)]);
    const glow = blurChain(ctx, Math.max(1, relativeLength(ctx, 0.02)), 1);
    const look = full(ctx, DIGITAL_ART, ['in', 0, glow.passes.length], [a, (numberParam(p, 'glow', 40) / 100) * 0.8, glow.factor]);
    return [stage({ label: 'digital-art', passes: [smooth, ...glow.passes, look] })];
  },
  'fantasy-portrait': (p, ctx) => {
    const a = amountOf(p);
    if (a <= 0) return [];
    const hue = numberParam(p, 'hue', 0);
    const blur = blurChain(ctx, Math.max(1, relativeLength(ctx, 0.025)));
    const cell = Math.max(4, relativeLength(ctx, 0.045));
    const params = [a, numberParam(p, 'glow', 60) / 100, blur.factor, cell, ...turnTint(TEAL, hue), 0.55, ...turnTint(MAGENTA, hue), 0.45];
    return [stage({ label: 'fantasy-portrait', passes: [...blur.passes, full(ctx, FANTASY, ['in', blur.passes.length - 1], params)] })];
  },
};
