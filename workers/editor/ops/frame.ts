// A picture's frame (ImageLayer.frame): a solid rounded border `border` px larger than the visible rect
// and, under it, a soft drop shadow, drawn premultiplied for "over" blending before the picture itself.
// The visible rect is the layer's clip, or else its transformed box, rotated with it.
//
// K0 = (centre x, y, cos, sin) of the rect's rotation; K1 = (half width, half height, radius, 0) of the
// border's outer rect; K2 = border colour; K3 = (shadow offset x, y, sigma, 0); K4 = shadow colour. All
// in output pixels; colours premultiplied and already multiplied by the layer's opacity.
import type { KernelDef } from '../kernels/types';
import { CLIP_GLSL, erfApprox, roundRectDistance } from './clip';

export const FRAME: KernelDef = {
  id: 'frame',
  inputs: 0,
  functions: CLIP_GLSL,
  glsl: `vec2 d = pos - K0.xy;
  vec2 q = vec2(K0.z * d.x + K0.w * d.y, -K0.w * d.x + K0.z * d.y);
  vec4 border = K2 * clamp(0.5 - roundRectDist(q, K1.xy, K1.z), 0.0, 1.0);
  vec2 e = d - K3.xy;
  vec2 r = vec2(K0.z * e.x + K0.w * e.y, -K0.w * e.x + K0.z * e.y);
  vec4 shadow = K4 * (0.5 - 0.5 * erfApprox(roundRectDist(r, K1.xy, K1.z) / (K3.z * 1.41421356)));
  src = border + shadow * (1.0 - border.a);`,
  cpu(x, y, out, _inputs, k) {
    const cos = k[2] ?? 1;
    const sin = k[3] ?? 0;
    const hx = k[4] ?? 0;
    const hy = k[5] ?? 0;
    const radius = k[6] ?? 0;
    const dx = x + 0.5 - (k[0] ?? 0);
    const dy = y + 0.5 - (k[1] ?? 0);
    const coverB = Math.min(1, Math.max(0, 0.5 - roundRectDistance(cos * dx + sin * dy, -sin * dx + cos * dy, hx, hy, radius)));
    const ex = dx - (k[12] ?? 0);
    const ey = dy - (k[13] ?? 0);
    const ds = roundRectDistance(cos * ex + sin * ey, -sin * ex + cos * ey, hx, hy, radius);
    const coverS = 0.5 - 0.5 * erfApprox(ds / ((k[14] ?? 1) * 1.41421356));
    const borderA = (k[11] ?? 0) * coverB;
    for (let c = 0; c < 4; c++) out[c] = (k[8 + c] ?? 0) * coverB + (k[16 + c] ?? 0) * coverS * (1 - borderA);
  },
};
