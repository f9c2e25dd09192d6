// Shared maths of the canvas patterns, GLSL and its CPU twin with the same formulas: antialiased steps
// (a pixel is `w` pattern units wide, so an edge ramps over one output pixel), value noise and fbm built
// on PRELUDE's hash3.
import { clamp01, hash3, mix } from '../kernels/math';

export const PATTERN_GLSL = `
float aaStep(float edge, float x, float w) { return clamp((x - edge) / w + 0.5, 0.0, 1.0); }
float tri(float x) { return abs(fract(x) - 0.5); }
float vnoise(vec2 p, int seed) {
  vec2 i = floor(p);
  vec2 f = p - i;
  ivec2 c = ivec2(i);
  vec2 u = f * f * (3.0 - 2.0 * f);
  float a = hash3(c.x, c.y, seed);
  float b = hash3(c.x + 1, c.y, seed);
  float d = hash3(c.x, c.y + 1, seed);
  float e = hash3(c.x + 1, c.y + 1, seed);
  return mix(mix(a, b, u.x), mix(d, e, u.x), u.y);
}
float fbm(vec2 p, int seed) {
  float sum = 0.0;
  float amp = 0.5;
  for (int i = 0; i < 4; i++) {
    sum += amp * vnoise(p, seed + i);
    p = p * 2.0;
    amp *= 0.5;
  }
  return sum / 0.9375;
}
`;

export const fract = (x: number): number => x - Math.floor(x);
export const aaStep = (edge: number, x: number, w: number): number => clamp01((x - edge) / w + 0.5);
export const tri = (x: number): number => Math.abs(fract(x) - 0.5);

export function vnoise(px: number, py: number, seed: number): number {
  const ix = Math.floor(px);
  const iy = Math.floor(py);
  const fx = px - ix;
  const fy = py - iy;
  const ux = fx * fx * (3 - 2 * fx);
  const uy = fy * fy * (3 - 2 * fy);
  const a = hash3(ix, iy, seed);
  const b = hash3(ix + 1, iy, seed);
  const d = hash3(ix, iy + 1, seed);
  const e = hash3(ix + 1, iy + 1, seed);
  return mix(mix(a, b, ux), mix(d, e, ux), uy);
}

export function fbm(px: number, py: number, seed: number): number {
  let sum = 0;
  let amp = 0.5;
  let x = px;
  let y = py;
  for (let i = 0; i < 4; i++) {
    sum += amp * vnoise(x, y, seed + i);
    x *= 2;
    y *= 2;
    amp *= 0.5;
  }
  return sum / 0.9375;
}
