// Geometry (crop, rotate, flip, straighten, resize, expand) and layer placement: resampling through an
// affine map, averaged over n × n sub-samples when the map shrinks the picture.
import { geometryStep } from '../../../src/lib/shared/editor/geometry';
import { colorToRgba } from '../../../src/lib/shared/editor/params';
import type { Affine } from '../../../src/lib/shared/editor/geometry';
import type { KernelDef } from '../kernels/types';
import type { OpBuilder } from './types';
import { CLIP_GLSL, clipCoverage } from './clip';

const tmp = new Float64Array(4);

/** K0 = (a, b, c, d), K1 = (e, f, taps, fill?), K2 = fill colour; outside the input: fill or clamp. */
export const AFFINE: KernelDef = {
  id: 'affine',
  inputs: 1,
  glsl: `int n = int(K1.z);
  vec2 sz = vec2(textureSize(u_in0, 0));
  vec4 sum = vec4(0.0);
  for (int j = 0; j < n; j++) for (int i = 0; i < n; i++) {
    vec2 o = pos + (vec2(float(i), float(j)) + 0.5) / float(n) - 0.5;
    vec2 q = vec2(K0.x * o.x + K0.z * o.y + K1.x, K0.y * o.x + K0.w * o.y + K1.y);
    bool outside = q.x < 0.0 || q.y < 0.0 || q.x > sz.x || q.y > sz.y;
    sum += (K1.w > 0.5 && outside) ? K2 : bilinear(u_in0, q);
  }
  src = sum / float(n * n);`,
  cpu(x, y, out, [tex], k) {
    if (!tex) return;
    const n = Math.trunc(k[6] ?? 1);
    const sum = [0, 0, 0, 0];
    for (let j = 0; j < n; j++) {
      for (let i = 0; i < n; i++) {
        const ox = x + 0.5 + (i + 0.5) / n - 0.5;
        const oy = y + 0.5 + (j + 0.5) / n - 0.5;
        const qx = (k[0] ?? 1) * ox + (k[2] ?? 0) * oy + (k[4] ?? 0);
        const qy = (k[1] ?? 0) * ox + (k[3] ?? 1) * oy + (k[5] ?? 0);
        const outside = qx < 0 || qy < 0 || qx > tex.width || qy > tex.height;
        if ((k[7] ?? 0) > 0.5 && outside) for (let c = 0; c < 4; c++) tmp[c] = k[8 + c] ?? 0;
        else tex.bilinear(qx, qy, tmp);
        for (let c = 0; c < 4; c++) sum[c] = (sum[c] ?? 0) + (tmp[c] ?? 0);
      }
    }
    for (let c = 0; c < 4; c++) out[c] = (sum[c] ?? 0) / (n * n);
  },
};

/**
 * A layer placed on the canvas, premultiplied, for "over" blending: like AFFINE, but texels outside the
 * layer are transparent (so its edges are smooth), K2.x is its opacity and K3, K4 its clip (clip.ts).
 */
export const LAYER: KernelDef = {
  id: 'layer',
  inputs: 1,
  functions: `${CLIP_GLSL}
// Texels outside the layer count as transparent. Written without branches (clamped fetches times an
// inside mask): software WebGL runs branchy texel code several times slower a pixel.
vec4 layerPremul(vec4 v) { return vec4(v.rgb * v.a, v.a); }
vec4 layerBilinear(sampler2D s, vec2 pos) {
  ivec2 sz = textureSize(s, 0);
  vec2 u = pos - 0.5; vec2 f = floor(u); vec2 t = u - f; ivec2 i = ivec2(f);
  ivec2 i0 = clamp(i, ivec2(0), sz - 1);
  ivec2 i1 = clamp(i + 1, ivec2(0), sz - 1);
  vec2 in0 = vec2(equal(i0, i));
  vec2 in1 = vec2(equal(i1, i + 1));
  vec4 a = layerPremul(texelFetch(s, i0, 0)) * (in0.x * in0.y);
  vec4 b = layerPremul(texelFetch(s, ivec2(i1.x, i0.y), 0)) * (in1.x * in0.y);
  vec4 c = layerPremul(texelFetch(s, ivec2(i0.x, i1.y), 0)) * (in0.x * in1.y);
  vec4 d = layerPremul(texelFetch(s, i1, 0)) * (in1.x * in1.y);
  return mix(mix(a, b, t.x), mix(c, d, t.x), t.y);
}
`,
  glsl: `int n = int(K1.z);
  vec4 sum = vec4(0.0);
  for (int j = 0; j < n; j++) for (int i = 0; i < n; i++) {
    vec2 o = pos + (vec2(float(i), float(j)) + 0.5) / float(n) - 0.5;
    sum += layerBilinear(u_in0, vec2(K0.x * o.x + K0.z * o.y + K1.x, K0.y * o.x + K0.w * o.y + K1.y));
  }
  src = sum / float(n * n) * K2.x * clipCover(pos, K3, K4);`,
  cpu(x, y, out, [tex], k) {
    if (!tex) return;
    const cover = clipCoverage(x + 0.5, y + 0.5, k);
    if (cover <= 0) {
      out.fill(0);
      return;
    }
    const n = Math.trunc(k[6] ?? 1);
    const texel = (px: number, py: number, c: number): number => {
      if (px < 0 || py < 0 || px >= tex.width || py >= tex.height) return 0;
      const a = tex.channel(px, py, 3);
      return c === 3 ? a : tex.channel(px, py, c) * a;
    };
    const sum = [0, 0, 0, 0];
    for (let j = 0; j < n; j++) {
      for (let i = 0; i < n; i++) {
        const ox = x + 0.5 + (i + 0.5) / n - 0.5;
        const oy = y + 0.5 + (j + 0.5) / n - 0.5;
        const ux = (k[0] ?? 1) * ox + (k[2] ?? 0) * oy + (k[4] ?? 0) - 0.5;
        const uy = (k[1] ?? 0) * ox + (k[3] ?? 1) * oy + (k[5] ?? 0) - 0.5;
        const fx = Math.floor(ux);
        const fy = Math.floor(uy);
        const tx = ux - fx;
        const ty = uy - fy;
        for (let c = 0; c < 4; c++) {
          const top = texel(fx, fy, c) * (1 - tx) + texel(fx + 1, fy, c) * tx;
          const bottom = texel(fx, fy + 1, c) * (1 - tx) + texel(fx + 1, fy + 1, c) * tx;
          sum[c] = (sum[c] ?? 0) + top * (1 - ty) + bottom * ty;
        }
      }
    }
    for (let c = 0; c < 4; c++) out[c] = ((sum[c] ?? 0) / (n * n)) * (k[8] ?? 1) * cover;
  },
};

export const PREMULTIPLY: KernelDef = {
  id: 'premultiply',
  inputs: 1,
  glsl: 'src = texelFetch(u_in0, px, 0); src.rgb *= src.a;',
  cpu(x, y, out, [tex]) {
    tex?.fetch(x, y, out);
    const a = out[3] ?? 0;
    for (let c = 0; c < 3; c++) out[c] = (out[c] ?? 0) * a;
  },
};

export const UNPREMULTIPLY: KernelDef = {
  id: 'unpremultiply',
  inputs: 1,
  glsl: 'src = texelFetch(u_in0, px, 0); src.rgb = src.a > 0.0 ? min(src.rgb / src.a, vec3(1.0)) : vec3(0.0);',
  cpu(x, y, out, [tex]) {
    tex?.fetch(x, y, out);
    const a = out[3] ?? 0;
    for (let c = 0; c < 3; c++) out[c] = a > 0 ? Math.min((out[c] ?? 0) / a, 1) : 0;
  },
};

/** Sub-samples per side: enough that each covers at most about one input pixel when shrinking. */
export function tapsFor(map: Affine): number {
  const stretch = Math.max(Math.hypot(map.a, map.b), Math.hypot(map.c, map.d));
  return Math.min(8, Math.max(1, Math.ceil(stretch - 1e-6)));
}

export function affineParams(map: Affine, fill: string | null): number[] {
  const rgba = fill ? colorToRgba(fill) : [0, 0, 0, 0];
  return [map.a, map.b, map.c, map.d, map.e, map.f, tapsFor(map), fill ? 1 : 0, ...rgba];
}

/** A clip in output pixels: [x0, y0, x1, y1] and its corner radius. */
export interface OutputClip {
  rect: readonly [number, number, number, number];
  radius: number;
}

export function layerParams(map: Affine, opacity: number, clip?: OutputClip): number[] {
  const params = [map.a, map.b, map.c, map.d, map.e, map.f, tapsFor(map), 0, opacity, 0, 0, 0];
  if (clip) params.push(...clip.rect, clip.radius, 1, 0, 0);
  return params;
}

const geometryBuilder =
  (type: string): OpBuilder =>
  (params, ctx) => {
    const step = geometryStep(type, params, { width: ctx.width, height: ctx.height }, ctx.scale);
    return [{ kind: 'geometry', map: step.map, width: step.size.width, height: step.size.height, fill: step.fill }];
  };

export const GEOMETRY_BUILDERS: Readonly<Record<string, OpBuilder>> = Object.fromEntries(
  ['crop', 'rotate', 'flip', 'straighten', 'resize', 'expand'].map((type) => [type, geometryBuilder(type)]),
);
