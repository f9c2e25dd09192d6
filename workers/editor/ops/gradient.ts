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

const above = new Float64Array(4);

/**
 * Inputs: a premultiplied picture and a premultiplied run of layers flattened onto transparency (same
 * size): the run laid "over" the picture, the result straight RGBA (UNPREMULTIPLY's formula).
 */
export const OVER_STRAIGHT: KernelDef = {
  id: 'over-straight',
  inputs: 2,
  glsl: `vec4 b = texelFetch(u_in1, px, 0);
  src = texelFetch(u_in0, px, 0) * (1.0 - b.a) + b;
  src.rgb = src.a > 0.0 ? min(src.rgb / src.a, vec3(1.0)) : vec3(0.0);`,
  cpu(x, y, out, [picture, run], _k) {
    if (!picture || !run) return;
    picture.fetch(x, y, out);
    run.fetch(x, y, above);
    const keep = 1 - (above[3] ?? 0);
    for (let c = 0; c < 4; c++) out[c] = (out[c] ?? 0) * keep + (above[c] ?? 0);
    const a = out[3] ?? 0;
    for (let c = 0; c < 3; c++) out[c] = a > 0 ? Math.min((out[c] ?? 0) / a, 1) : 0;
  },
};
