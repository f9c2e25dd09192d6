// Layer blend modes, the W3C "Compositing and Blending Level 1" formulas, written twice (GLSL and the CPU
// reference) like every kernel. BLEND reads the premultiplied picture so far (input 0) and a layer raster
// placed like LAYER (input 1, straight colour), and writes the premultiplied result:
//   co = cs·(1 − αb) + αs·αb·B(Cb, Cs) + cb·(1 − αs),  αo = αs + αb·(1 − αs)
// which for B(Cb, Cs) = Cs ("normal") is plain "over".
import type { BlendMode } from '../../../src/lib/shared/editor/types';
import { BLEND_MODES } from '../../../src/lib/shared/editor/types';
import type { Affine } from '../../../src/lib/shared/editor/geometry';
import type { KernelDef } from '../kernels/types';
import { LAYER, tapsFor } from './geometry';

/** The mode's number in the shader (its index in BLEND_MODES). */
export function blendIndex(mode: BlendMode): number {
  return Math.max(0, BLEND_MODES.indexOf(mode));
}

const GLSL_FUNCTIONS = `
float blendLum(vec3 c) { return dot(c, vec3(0.3, 0.59, 0.11)); }
vec3 clipColor(vec3 c) {
  float l = blendLum(c);
  float n = min(min(c.r, c.g), c.b);
  float x = max(max(c.r, c.g), c.b);
  if (n < 0.0) c = l + (c - l) * l / max(l - n, 1e-6);
  if (x > 1.0) c = l + (c - l) * (1.0 - l) / max(x - l, 1e-6);
  return c;
}
vec3 setLum(vec3 c, float l) { return clipColor(c + (l - blendLum(c))); }
float softLight(float b, float s) {
  if (s <= 0.5) return b - (1.0 - 2.0 * s) * b * (1.0 - b);
  float d = b <= 0.25 ? ((16.0 * b - 12.0) * b + 4.0) * b : sqrt(b);
  return b + (2.0 * s - 1.0) * (d - b);
}
float hardLight(float b, float s) { return s <= 0.5 ? b * 2.0 * s : b + (2.0 * s - 1.0) - b * (2.0 * s - 1.0); }
vec3 blendMode(int m, vec3 b, vec3 s) {
  if (m == 1) return b * s;
  if (m == 2) return b + s - b * s;
  if (m == 3) return vec3(hardLight(s.r, b.r), hardLight(s.g, b.g), hardLight(s.b, b.b));
  if (m == 4) return vec3(softLight(b.r, s.r), softLight(b.g, s.g), softLight(b.b, s.b));
  if (m == 5) return min(b, s);
  if (m == 6) return max(b, s);
  if (m == 7) return setLum(s, blendLum(b));
  if (m == 8) return setLum(b, blendLum(s));
  return s;
}
`;

const lum = (r: number, g: number, b: number): number => 0.3 * r + 0.59 * g + 0.11 * b;

function clipColor(c: number[]): number[] {
  const l = lum(c[0] ?? 0, c[1] ?? 0, c[2] ?? 0);
  const n = Math.min(...c);
  const x = Math.max(...c);
  let out = c;
  if (n < 0) out = out.map((v) => l + ((v - l) * l) / Math.max(l - n, 1e-6));
  if (x > 1) out = out.map((v) => l + ((v - l) * (1 - l)) / Math.max(x - l, 1e-6));
  return out;
}

function setLum(c: number[], l: number): number[] {
  const d = l - lum(c[0] ?? 0, c[1] ?? 0, c[2] ?? 0);
  return clipColor(c.map((v) => v + d));
}

function softLight(b: number, s: number): number {
  if (s <= 0.5) return b - (1 - 2 * s) * b * (1 - b);
  const d = b <= 0.25 ? ((16 * b - 12) * b + 4) * b : Math.sqrt(b);
  return b + (2 * s - 1) * (d - b);
}

const hardLight = (b: number, s: number): number => (s <= 0.5 ? b * 2 * s : b + (2 * s - 1) - b * (2 * s - 1));

/** B(Cb, Cs) of mode `m`, channel-wise or on the whole colour (colour, luminosity). */
export function blendColour(m: number, b: number[], s: number[]): number[] {
  switch (m) {
    case 1:
      return b.map((v, i) => v * (s[i] ?? 0));
    case 2:
      return b.map((v, i) => v + (s[i] ?? 0) - v * (s[i] ?? 0));
    case 3:
      return b.map((v, i) => hardLight(s[i] ?? 0, v));
    case 4:
      return b.map((v, i) => softLight(v, s[i] ?? 0));
    case 5:
      return b.map((v, i) => Math.min(v, s[i] ?? 0));
    case 6:
      return b.map((v, i) => Math.max(v, s[i] ?? 0));
    case 7:
      return setLum(s, lum(b[0] ?? 0, b[1] ?? 0, b[2] ?? 0));
    case 8:
      return setLum(b, lum(s[0] ?? 0, s[1] ?? 0, s[2] ?? 0));
    default:
      return s;
  }
}

const layerOut = new Float64Array(4);
const backdrop = new Float64Array(4);

/** K0, K1: the layer's map and taps, as LAYER; K2 = (opacity, mode, 0, 0); K3, K4 its clip, as LAYER. */
export const BLEND: KernelDef = {
  id: 'blend',
  inputs: 2,
  functions: `${LAYER.functions ?? ''}${GLSL_FUNCTIONS}`,
  glsl: `int n = int(K1.z);
  vec4 s = vec4(0.0);
  for (int j = 0; j < n; j++) for (int i = 0; i < n; i++) {
    vec2 o = pos + (vec2(float(i), float(j)) + 0.5) / float(n) - 0.5;
    s += layerBilinear(u_in1, vec2(K0.x * o.x + K0.z * o.y + K1.x, K0.y * o.x + K0.w * o.y + K1.y));
  }
  s = s / float(n * n) * K2.x * clipCover(pos, K3, K4);
  vec4 b = texelFetch(u_in0, px, 0);
  vec3 cs = s.a > 0.0 ? clamp(s.rgb / s.a, 0.0, 1.0) : vec3(0.0);
  vec3 cb = b.a > 0.0 ? clamp(b.rgb / b.a, 0.0, 1.0) : vec3(0.0);
  vec3 mixed = blendMode(int(K2.y + 0.5), cb, cs);
  src = vec4(s.rgb * (1.0 - b.a) + s.a * b.a * mixed + b.rgb * (1.0 - s.a), s.a + b.a * (1.0 - s.a));`,
  cpu(x, y, out, inputs, k) {
    const [picture, layer] = inputs;
    if (!picture || !layer) return;
    LAYER.cpu(x, y, layerOut, [layer], k);
    picture.fetch(x, y, backdrop);
    const sa = layerOut[3] ?? 0;
    const ba = backdrop[3] ?? 0;
    const unpremul = (v: Float64Array, a: number): number[] => [0, 1, 2].map((i) => (a > 0 ? Math.min(1, Math.max(0, (v[i] ?? 0) / a)) : 0));
    const mixed = blendColour(Math.trunc((k[9] ?? 0) + 0.5), unpremul(backdrop, ba), unpremul(layerOut, sa));
    for (let i = 0; i < 3; i++) out[i] = (layerOut[i] ?? 0) * (1 - ba) + sa * ba * (mixed[i] ?? 0) + (backdrop[i] ?? 0) * (1 - sa);
    out[3] = sa + ba * (1 - sa);
  },
};

export function blendParams(map: Affine, opacity: number, mode: BlendMode): number[] {
  return [map.a, map.b, map.c, map.d, map.e, map.f, tapsFor(map), 0, opacity, blendIndex(mode), 0, 0];
}
