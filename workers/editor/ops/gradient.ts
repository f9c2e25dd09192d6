// GRADIENT: the canvas gradient (Canvas.gradient, issue 16) drawn premultiplied for "over" blending onto
// the canvas background, under the pattern; its parameters come from pipeline/pattern.ts (gradientParams).
//
// K0 = linear (a, b, c, 0): t = a·x + b·y + c; radial (cx, cy, 1 / radius, 1). K1 = from, K2 = to (premultiplied).
import { clamp01 } from '../kernels/math';
import type { KernelDef } from '../kernels/types';

export const GRADIENT: KernelDef = {
  id: 'gradient',
  inputs: 0,
  glsl: `float t = K0.w > 0.5 ? length(pos - K0.xy) * K0.z : K0.x * pos.x + K0.y * pos.y + K0.z;
  src = mix(K1, K2, clamp(t, 0.0, 1.0));`,
  cpu(x, y, out, _inputs, k) {
    const px = x + 0.5;
    const py = y + 0.5;
    const t = clamp01((k[3] ?? 0) > 0.5 ? Math.hypot(px - (k[0] ?? 0), py - (k[1] ?? 0)) * (k[2] ?? 0) : (k[0] ?? 0) * px + (k[1] ?? 0) * py + (k[2] ?? 0));
    for (let c = 0; c < 4; c++) out[c] = (k[4 + c] ?? 0) + ((k[8 + c] ?? 0) - (k[4 + c] ?? 0)) * t;
  },
};

/** A premultiplied picture as it is, for "over" blending onto another of the same size (a flattened run of layers). */
export const OVER: KernelDef = {
  id: 'over',
  inputs: 1,
  glsl: `src = texelFetch(u_in0, px, 0);`,
  cpu(x, y, out, [tex], _k) {
    tex?.fetch(x, y, out);
  },
};
