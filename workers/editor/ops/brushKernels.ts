// The brush kernels (issue 14): each reads the picture (input 0) and the coverage of the operation's
// strokes (input 1, one byte a pixel over a box of the render), computes its effect per pixel and mixes it
// in by that coverage. GLSL and its CPU twin side by side. K0 = (box x, box y, box width, box height) in
// pixels of this render; K1, K2 are the effect's (set by the brush's table entry in brushOps.ts).
import { clamp01, luma, mix, smoothstep, type CpuTexture } from '../kernels/math';
import type { KernelDef } from '../kernels/types';

/** GLSL: the coverage (0..1) at a pixel of the render, 0 outside the box. */
const COVERAGE_GLSL = `float coverageAt(ivec2 p) {
  ivec2 l = p - ivec2(u_k[0].xy);
  if (l.x < 0 || l.y < 0 || l.x >= int(u_k[0].z) || l.y >= int(u_k[0].w)) return 0.0;
  return texelFetch(u_in1, l, 0).r;
}`;

function coverageAt(cov: CpuTexture | undefined, k: Float64Array, x: number, y: number): number {
  if (!cov) return 0;
  const lx = x - Math.trunc(k[0] ?? 0);
  const ly = y - Math.trunc(k[1] ?? 0);
  if (lx < 0 || ly < 0 || lx >= Math.trunc(k[2] ?? 0) || ly >= Math.trunc(k[3] ?? 0)) return 0;
  return cov.channel(lx, ly, 0);
}

const tmp = new Float64Array(4);
const tmp2 = new Float64Array(4);

/** Dodge (K1.x > 0) or burn (< 0): exposure 2^(K1.x · w) where w weighs the range K1.y (0 shadows, 1 midtones, 2 highlights). */
export const DODGE_BURN: KernelDef = {
  id: 'brush-dodge-burn',
  inputs: 2,
  functions: COVERAGE_GLSL,
  glsl: `src = texelFetch(u_in0, px, 0);
  float a = coverageAt(px);
  if (a > 0.0) {
    float l = clamp(luma(src.rgb), 0.0, 1.0);
    float w = K1.y < 0.5 ? (1.0 - l) * (1.0 - l) : K1.y < 1.5 ? 1.0 - (2.0 * l - 1.0) * (2.0 * l - 1.0) : l * l;
    src.rgb = mix(src.rgb, src.rgb * exp2(K1.x * w), a);
  }`,
  cpu(x, y, out, [tex, cov], k) {
    tex?.fetch(x, y, out);
    const a = coverageAt(cov, k, x, y);
    if (a <= 0) return;
    const l = clamp01(luma(out[0] ?? 0, out[1] ?? 0, out[2] ?? 0));
    const range = k[5] ?? 1;
    const w = range < 0.5 ? (1 - l) * (1 - l) : range < 1.5 ? 1 - (2 * l - 1) * (2 * l - 1) : l * l;
    const f = Math.pow(2, (k[4] ?? 0) * w);
    for (let i = 0; i < 3; i++) out[i] = mix(out[i] ?? 0, (out[i] ?? 0) * f, a);
  },
};

/** Clone stamp: the pixel K1.xy away (whole pixels of this render) copied in. */
export const CLONE: KernelDef = {
  id: 'brush-clone',
  inputs: 2,
  functions: COVERAGE_GLSL,
  glsl: `src = texelFetch(u_in0, px, 0);
  float a = coverageAt(px);
  if (a > 0.0) src.rgb = mix(src.rgb, fetchClamp(u_in0, px + ivec2(K1.xy)).rgb, a);`,
  cpu(x, y, out, [tex, cov], k) {
    tex?.fetch(x, y, out);
    const a = coverageAt(cov, k, x, y);
    if (a <= 0 || !tex) return;
    tex.fetch(x + Math.trunc(k[4] ?? 0), y + Math.trunc(k[5] ?? 0), tmp);
    for (let i = 0; i < 3; i++) out[i] = mix(out[i] ?? 0, tmp[i] ?? 0, a);
  },
};

/**
 * Healing brush: the source's detail (source − its blur) over the destination's tone (its blur). Input 2 is
 * the blurred picture, downsampled by K1.z; K1.xy the source offset in whole pixels.
 */
export const HEAL: KernelDef = {
  id: 'brush-heal',
  inputs: 3,
  functions: COVERAGE_GLSL,
  glsl: `src = texelFetch(u_in0, px, 0);
  float a = coverageAt(px);
  if (a > 0.0) {
    ivec2 o = ivec2(K1.xy);
    vec3 s = fetchClamp(u_in0, px + o).rgb;
    vec3 bs = bilinear(u_in2, (pos + vec2(o)) / K1.z).rgb;
    vec3 bd = bilinear(u_in2, pos / K1.z).rgb;
    src.rgb = mix(src.rgb, clamp(s - bs + bd, 0.0, 1.0), a);
  }`,
  cpu(x, y, out, [tex, cov, blur], k) {
    tex?.fetch(x, y, out);
    const a = coverageAt(cov, k, x, y);
    if (a <= 0 || !tex || !blur) return;
    const ox = Math.trunc(k[4] ?? 0);
    const oy = Math.trunc(k[5] ?? 0);
    const f = k[6] ?? 1;
    tex.fetch(x + ox, y + oy, tmp);
    const s = [tmp[0] ?? 0, tmp[1] ?? 0, tmp[2] ?? 0];
    blur.bilinear((x + 0.5 + ox) / f, (y + 0.5 + oy) / f, tmp);
    blur.bilinear((x + 0.5) / f, (y + 0.5) / f, tmp2);
    for (let i = 0; i < 3; i++) out[i] = mix(out[i] ?? 0, clamp01((s[i] ?? 0) - (tmp[i] ?? 0) + (tmp2[i] ?? 0)), a);
  },
};

const RING = 16;

/**
 * Spot heal: each painted pixel filled from a ring of RING samples K1.x pixels around it, each weighed by
 * how little of it is painted itself (so the fill comes from the untouched surroundings).
 */
export const SPOT_HEAL: KernelDef = {
  id: 'brush-spot-heal',
  inputs: 2,
  functions: COVERAGE_GLSL,
  glsl: `src = texelFetch(u_in0, px, 0);
  float a = coverageAt(px);
  if (a > 0.0) {
    vec3 sum = vec3(0.0);
    float wsum = 0.0;
    for (int i = 0; i < ${RING}; i++) {
      float t = 6.283185307179586 * float(i) / ${RING}.0;
      vec2 p = pos + K1.x * vec2(cos(t), sin(t));
      float w = 1.001 - coverageAt(ivec2(floor(p)));
      sum += bilinear(u_in0, p).rgb * w;
      wsum += w;
    }
    src.rgb = mix(src.rgb, sum / wsum, a);
  }`,
  cpu(x, y, out, [tex, cov], k) {
    tex?.fetch(x, y, out);
    const a = coverageAt(cov, k, x, y);
    if (a <= 0 || !tex) return;
    const r = k[4] ?? 1;
    const sum = [0, 0, 0];
    let wsum = 0;
    for (let i = 0; i < RING; i++) {
      const t = (2 * Math.PI * i) / RING;
      const px = x + 0.5 + r * Math.cos(t);
      const py = y + 0.5 + r * Math.sin(t);
      const w = 1.001 - coverageAt(cov, k, Math.floor(px), Math.floor(py));
      tex.bilinear(px, py, tmp);
      for (let c = 0; c < 3; c++) sum[c] = (sum[c] ?? 0) + (tmp[c] ?? 0) * w;
      wsum += w;
    }
    for (let c = 0; c < 3; c++) out[c] = mix(out[c] ?? 0, (sum[c] ?? 0) / wsum, a);
  },
};

/** Blur (K1.x = 0: the blur) or sharpen (K1.x = 1: pushed away from it by K1.y); input 2 the blur, downsampled by K1.z. */
export const SOFTEN: KernelDef = {
  id: 'brush-soften',
  inputs: 3,
  functions: COVERAGE_GLSL,
  glsl: `src = texelFetch(u_in0, px, 0);
  float a = coverageAt(px);
  if (a > 0.0) {
    vec3 b = bilinear(u_in2, pos / K1.z).rgb;
    vec3 e = K1.x > 0.5 ? src.rgb + (src.rgb - b) * K1.y : b;
    src.rgb = mix(src.rgb, clamp(e, 0.0, 1.0), a);
  }`,
  cpu(x, y, out, [tex, cov, blur], k) {
    tex?.fetch(x, y, out);
    const a = coverageAt(cov, k, x, y);
    if (a <= 0 || !blur) return;
    const f = k[6] ?? 1;
    blur.bilinear((x + 0.5) / f, (y + 0.5) / f, tmp);
    const sharpen = (k[4] ?? 0) > 0.5;
    for (let i = 0; i < 3; i++) {
      const c = out[i] ?? 0;
      const e = sharpen ? c + (c - (tmp[i] ?? 0)) * (k[5] ?? 0) : (tmp[i] ?? 0);
      out[i] = mix(c, clamp01(e), a);
    }
  },
};

/** Red-eye: where red stands out from green and blue, red brought down to their mean and the pixel darkened. */
export const RED_EYE: KernelDef = {
  id: 'brush-red-eye',
  inputs: 2,
  functions: COVERAGE_GLSL,
  glsl: `src = texelFetch(u_in0, px, 0);
  float a = coverageAt(px);
  if (a > 0.0) {
    float red = src.r - max(src.g, src.b);
    float w = smoothstep(0.05, 0.25, red) * K1.x * a;
    vec3 e = vec3(0.5 * (src.g + src.b), src.g, src.b) * 0.8;
    src.rgb = mix(src.rgb, e, w);
  }`,
  cpu(x, y, out, [tex, cov], k) {
    tex?.fetch(x, y, out);
    const a = coverageAt(cov, k, x, y);
    if (a <= 0) return;
    const [r, g, b] = [out[0] ?? 0, out[1] ?? 0, out[2] ?? 0];
    const w = smoothstep(0.05, 0.25, r - Math.max(g, b)) * (k[4] ?? 0) * a;
    const e = [0.5 * (g + b) * 0.8, g * 0.8, b * 0.8];
    for (let i = 0; i < 3; i++) out[i] = mix(out[i] ?? 0, e[i] ?? 0, w);
  },
};

/** Paint: the colour K1 (RGBA, straight) laid over by coverage × its alpha. */
export const PAINT: KernelDef = {
  id: 'brush-paint',
  inputs: 2,
  functions: COVERAGE_GLSL,
  glsl: `src = texelFetch(u_in0, px, 0);
  float a = coverageAt(px) * K1.w;
  if (a > 0.0) src.rgb = mix(src.rgb, K1.rgb, a);`,
  cpu(x, y, out, [tex, cov], k) {
    tex?.fetch(x, y, out);
    const a = coverageAt(cov, k, x, y) * (k[7] ?? 0);
    if (a <= 0) return;
    for (let i = 0; i < 3; i++) out[i] = mix(out[i] ?? 0, k[4 + i] ?? 0, a);
  },
};
