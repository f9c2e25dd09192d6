// Neighbourhood adjustments: blur, sharpen, clarity and denoise. Wide blurs run on a box-downsampled copy
// (factor f) and are sampled back bilinearly, so their cost does not grow with the radius.
import { numberParam } from '../../../src/lib/shared/editor/params';
import { luma, mix } from '../kernels/math';
import type { KernelDef, KernelPass } from '../kernels/types';
import { relativeLength, stage, type BuildContext, type OpBuilder } from './types';

const tmp = new Float64Array(4);
const tmp2 = new Float64Array(4);

/** Average of f × f input texels (fewer at the right and bottom edges). */
export const BOX_DOWN: KernelDef = {
  id: 'box-down',
  inputs: 1,
  glsl: `int f = int(K0.x);
  ivec2 sz = textureSize(u_in0, 0);
  ivec2 b = px * f;
  ivec2 e = min(b + f, sz);
  vec4 sum = vec4(0.0);
  for (int y = b.y; y < e.y; y++) for (int x = b.x; x < e.x; x++) sum += texelFetch(u_in0, ivec2(x, y), 0);
  src = sum / float((e.x - b.x) * (e.y - b.y));`,
  cpu(x, y, out, [tex], k) {
    if (!tex) return;
    const f = Math.trunc(k[0] ?? 1);
    const ex = Math.min(x * f + f, tex.width);
    const ey = Math.min(y * f + f, tex.height);
    const sum = [0, 0, 0, 0];
    for (let yy = y * f; yy < ey; yy++) {
      for (let xx = x * f; xx < ex; xx++) {
        tex.fetch(xx, yy, tmp);
        for (let i = 0; i < 4; i++) sum[i] = (sum[i] ?? 0) + (tmp[i] ?? 0);
      }
    }
    const n = (ex - x * f) * (ey - y * f);
    for (let i = 0; i < 4; i++) out[i] = (sum[i] ?? 0) / n;
  },
};

/** One direction of a Gaussian: K0 = (sigma, radius, dx, dy). */
export const GAUSS: KernelDef = {
  id: 'gauss',
  inputs: 1,
  glsl: `float s = K0.x;
  int r = int(K0.y);
  ivec2 dir = ivec2(K0.zw);
  vec4 sum = vec4(0.0);
  float wsum = 0.0;
  for (int i = -r; i <= r; i++) {
    float w = exp(-float(i * i) / (2.0 * s * s));
    sum += fetchClamp(u_in0, px + dir * i) * w;
    wsum += w;
  }
  src = sum / wsum;`,
  cpu(x, y, out, [tex], k) {
    if (!tex) return;
    const s = k[0] ?? 1;
    const r = Math.trunc(k[1] ?? 0);
    const dx = Math.trunc(k[2] ?? 0);
    const dy = Math.trunc(k[3] ?? 0);
    const sum = [0, 0, 0, 0];
    let wsum = 0;
    for (let i = -r; i <= r; i++) {
      const w = Math.exp(-(i * i) / (2 * s * s));
      tex.fetch(x + dx * i, y + dy * i, tmp);
      for (let c = 0; c < 4; c++) sum[c] = (sum[c] ?? 0) + (tmp[c] ?? 0) * w;
      wsum += w;
    }
    for (let c = 0; c < 4; c++) out[c] = (sum[c] ?? 0) / wsum;
  },
};

/** Samples a downsampled picture (factor K0.x) back at full size. */
export const UPSAMPLE: KernelDef = {
  id: 'upsample',
  inputs: 1,
  glsl: 'src = bilinear(u_in0, pos / K0.x);',
  cpu(x, y, out, [tex], k) {
    const f = k[0] ?? 1;
    tex?.bilinear((x + 0.5) / f, (y + 0.5) / f, out);
  },
};

/** Unsharp mask: original (u_in0) pushed away from its blur (u_in1, downsampled by K0.y) by K0.x. */
export const UNSHARP: KernelDef = {
  id: 'unsharp',
  inputs: 2,
  glsl: `src = texelFetch(u_in0, px, 0);
  vec4 b = bilinear(u_in1, pos / K0.y);
  float t = 2.0 * luma(src.rgb) - 1.0;
  float w = K0.z > 0.5 ? 1.0 - t * t : 1.0;
  src.rgb = src.rgb + (src.rgb - b.rgb) * K0.x * w;`,
  cpu(x, y, out, [orig, blur], k) {
    if (!orig || !blur) return;
    orig.fetch(x, y, out);
    const f = k[1] ?? 1;
    blur.bilinear((x + 0.5) / f, (y + 0.5) / f, tmp);
    const l = luma(out[0] ?? 0, out[1] ?? 0, out[2] ?? 0);
    const t = 2 * l - 1;
    const w = (k[2] ?? 0) > 0.5 ? 1 - t * t : 1;
    for (let i = 0; i < 3; i++) out[i] = (out[i] ?? 0) + ((out[i] ?? 0) - (tmp[i] ?? 0)) * (k[0] ?? 0) * w;
  },
};

/** Edge-preserving smoothing: K0 = (spatial sigma, 1 / (2·range sigma²), radius). */
export const BILATERAL: KernelDef = {
  id: 'bilateral',
  inputs: 1,
  glsl: `vec4 c0 = texelFetch(u_in0, px, 0);
  int r = int(K0.z);
  vec4 sum = vec4(0.0);
  float wsum = 0.0;
  for (int y = -r; y <= r; y++) for (int x = -r; x <= r; x++) {
    vec4 v = fetchClamp(u_in0, px + ivec2(x, y));
    vec3 d = v.rgb - c0.rgb;
    float w = exp(-float(x * x + y * y) / (2.0 * K0.x * K0.x) - dot(d, d) * K0.y);
    sum += v * w;
    wsum += w;
  }
  src = sum / wsum;`,
  cpu(x, y, out, [tex], k) {
    if (!tex) return;
    tex.fetch(x, y, tmp2);
    const r = Math.trunc(k[2] ?? 1);
    const ss = k[0] ?? 1;
    const sum = [0, 0, 0, 0];
    let wsum = 0;
    for (let dy = -r; dy <= r; dy++) {
      for (let dx = -r; dx <= r; dx++) {
        tex.fetch(x + dx, y + dy, tmp);
        const d0 = (tmp[0] ?? 0) - (tmp2[0] ?? 0);
        const d1 = (tmp[1] ?? 0) - (tmp2[1] ?? 0);
        const d2 = (tmp[2] ?? 0) - (tmp2[2] ?? 0);
        const w = Math.exp(-(dx * dx + dy * dy) / (2 * ss * ss) - (d0 * d0 + d1 * d1 + d2 * d2) * (k[1] ?? 0));
        for (let c = 0; c < 4; c++) sum[c] = (sum[c] ?? 0) + (tmp[c] ?? 0) * w;
        wsum += w;
      }
    }
    for (let c = 0; c < 4; c++) out[c] = (sum[c] ?? 0) / wsum;
  },
};

export interface BlurChain {
  passes: KernelPass[];
  /** Downsampling factor of the chain's result. */
  factor: number;
}

/**
 * Passes that blur the stage input with `sigma` (pixels of this render), leaving the result downsampled
 * by `factor`; passes are appended after `offset` earlier passes of the same stage.
 */
export function blurChain(ctx: BuildContext, sigma: number, offset = 0): BlurChain {
  const factor = Math.max(1, Math.floor(sigma / 3));
  const s = sigma / factor;
  const radius = Math.max(1, Math.ceil(3 * s));
  const w = Math.ceil(ctx.width / factor);
  const h = Math.ceil(ctx.height / factor);
  const passes: KernelPass[] = [];
  let input: 'in' | number = 'in';
  if (factor > 1) {
    passes.push({ def: BOX_DOWN, inputs: ['in'], width: w, height: h, params: [factor] });
    input = offset;
  }
  passes.push({ def: GAUSS, inputs: [input], width: w, height: h, params: [s, radius, 1, 0] });
  passes.push({ def: GAUSS, inputs: [offset + passes.length - 1], width: w, height: h, params: [s, radius, 0, 1] });
  return { passes, factor };
}

function blurStage(ctx: BuildContext, sigma: number): ReturnType<OpBuilder> {
  const chain = blurChain(ctx, sigma);
  const passes = [...chain.passes];
  if (chain.factor > 1) passes.push({ def: UPSAMPLE, inputs: [passes.length - 1], width: ctx.width, height: ctx.height, params: [chain.factor] });
  return [stage({ label: 'blur', passes })];
}

function unsharpStage(ctx: BuildContext, sigma: number, strength: number, midtones: boolean, label: string): ReturnType<OpBuilder> {
  const chain = blurChain(ctx, sigma);
  const passes = [...chain.passes, { def: UNSHARP, inputs: ['in' as const, chain.passes.length - 1], width: ctx.width, height: ctx.height, params: [strength, chain.factor, midtones ? 1 : 0] }];
  return [stage({ label, passes })];
}

const amountOf = (p: Parameters<OpBuilder>[0]): number => numberParam(p, 'amount') / 100;

export const CONVOLVE_BUILDERS: Readonly<Record<string, OpBuilder>> = {
  blur: (p, ctx) => {
    const sigma = relativeLength(ctx, 0.02 * amountOf(p));
    return sigma >= 0.3 ? blurStage(ctx, sigma) : [];
  },
  // Sharpening works at the finest detail: one pixel at full resolution, less on a preview.
  sharpen: (p, ctx) => (amountOf(p) > 0 ? unsharpStage(ctx, Math.max(0.5, ctx.scale), 1.5 * amountOf(p), false, 'sharpen') : []),
  clarity: (p, ctx) => (amountOf(p) !== 0 ? unsharpStage(ctx, Math.max(1, relativeLength(ctx, 0.015)), 1.2 * amountOf(p), true, 'clarity') : []),
  denoise: (p, ctx) => {
    const a = amountOf(p);
    if (a <= 0) return [];
    const range = mix(0.03, 0.16, a);
    return [stage({ label: 'denoise', passes: [{ def: BILATERAL, inputs: ['in'], width: ctx.width, height: ctx.height, params: [1.5, 1 / (2 * range * range), 2] }] })];
  },
};
