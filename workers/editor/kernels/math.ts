// The shared maths of shaders and CPU reference: PRELUDE is prepended to every fragment shader, and each
// GLSL function in it has a JavaScript twin below with the same formula, so both backends compute the
// same numbers (up to float32 rounding).
import type { Raster } from '../raster';

export const PRELUDE = `#version 300 es
precision highp float;
precision highp int;
precision highp sampler2D;
precision highp sampler3D;
const vec3 LUMA = vec3(0.2126, 0.7152, 0.0722);
float luma(vec3 c) { return dot(c, LUMA); }
float toLinear(float c) { return c <= 0.04045 ? c / 12.92 : pow((max(c, 0.0) + 0.055) / 1.055, 2.4); }
float toSrgb(float c) { return c <= 0.0031308 ? c * 12.92 : 1.055 * pow(c, 1.0 / 2.4) - 0.055; }
uint pcg(uint v) {
  uint state = v * 747796405u + 2891336453u;
  uint word = ((state >> ((state >> 28u) + 4u)) ^ state) * 277803737u;
  return (word >> 22u) ^ word;
}
float hash3(int x, int y, int seed) { return float(pcg(uint(x) + pcg(uint(y) + pcg(uint(seed))))) / 4294967296.0; }
vec4 fetchClamp(sampler2D s, ivec2 p) { ivec2 sz = textureSize(s, 0); return texelFetch(s, clamp(p, ivec2(0), sz - 1), 0); }
vec4 bilinear(sampler2D s, vec2 pos) {
  vec2 u = pos - 0.5;
  vec2 f = floor(u);
  vec2 t = u - f;
  ivec2 i = ivec2(f);
  vec4 a = fetchClamp(s, i);
  vec4 b = fetchClamp(s, i + ivec2(1, 0));
  vec4 c = fetchClamp(s, i + ivec2(0, 1));
  vec4 d = fetchClamp(s, i + ivec2(1, 1));
  return mix(mix(a, b, t.x), mix(c, d, t.x), t.y);
}
`;

export const LUMA_R = 0.2126;
export const LUMA_G = 0.7152;
export const LUMA_B = 0.0722;

export function luma(r: number, g: number, b: number): number {
  return r * LUMA_R + g * LUMA_G + b * LUMA_B;
}

export function toLinear(c: number): number {
  return c <= 0.04045 ? c / 12.92 : Math.pow((Math.max(c, 0) + 0.055) / 1.055, 2.4);
}

export function toSrgb(c: number): number {
  return c <= 0.0031308 ? c * 12.92 : 1.055 * Math.pow(c, 1 / 2.4) - 0.055;
}

export function clamp01(v: number): number {
  return v < 0 ? 0 : v > 1 ? 1 : v;
}

export function mix(a: number, b: number, t: number): number {
  return a * (1 - t) + b * t;
}

export function smoothstep(e0: number, e1: number, x: number): number {
  const t = clamp01((x - e0) / (e1 - e0));
  return t * t * (3 - 2 * t);
}

export function pcg(v: number): number {
  const state = (Math.imul(v >>> 0, 747796405) + 2891336453) >>> 0;
  const word = Math.imul(((state >>> ((state >>> 28) + 4)) ^ state) >>> 0, 277803737) >>> 0;
  return ((word >>> 22) ^ word) >>> 0;
}

export function hash3(x: number, y: number, seed: number): number {
  return pcg(((x >>> 0) + pcg(((y >>> 0) + pcg(seed >>> 0)) >>> 0)) >>> 0) / 4294967296;
}

/** A raster read as the shaders read textures: 0..1 channels, coordinates clamped to the edge. */
export class CpuTexture {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8ClampedArray;

  constructor(raster: Raster) {
    this.width = raster.width;
    this.height = raster.height;
    this.data = raster.data;
  }

  /** fetchClamp: writes the texel's RGBA (0..1) into out[0..3]. */
  fetch(x: number, y: number, out: Float64Array): void {
    const cx = x < 0 ? 0 : x >= this.width ? this.width - 1 : x;
    const cy = y < 0 ? 0 : y >= this.height ? this.height - 1 : y;
    const i = (cy * this.width + cx) * 4;
    const d = this.data;
    out[0] = (d[i] ?? 0) / 255;
    out[1] = (d[i + 1] ?? 0) / 255;
    out[2] = (d[i + 2] ?? 0) / 255;
    out[3] = (d[i + 3] ?? 0) / 255;
  }

  /** One channel of fetchClamp. */
  channel(x: number, y: number, ch: number): number {
    const cx = x < 0 ? 0 : x >= this.width ? this.width - 1 : x;
    const cy = y < 0 ? 0 : y >= this.height ? this.height - 1 : y;
    return (this.data[(cy * this.width + cx) * 4 + ch] ?? 0) / 255;
  }

  /** bilinear: pos in texel units (centres at +0.5); writes RGBA into out. */
  bilinear(px: number, py: number, out: Float64Array): void {
    const ux = px - 0.5;
    const uy = py - 0.5;
    const fx = Math.floor(ux);
    const fy = Math.floor(uy);
    const tx = ux - fx;
    const ty = uy - fy;
    for (let ch = 0; ch < 4; ch++) {
      const a = this.channel(fx, fy, ch);
      const b = this.channel(fx + 1, fy, ch);
      const c = this.channel(fx, fy + 1, ch);
      const d = this.channel(fx + 1, fy + 1, ch);
      out[ch] = mix(mix(a, b, tx), mix(c, d, tx), ty);
    }
  }
}
