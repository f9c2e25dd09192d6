// Effects that move pixels or look at their neighbours: chromatic aberration, glitch art, pixelate,
// emboss; and the lens flare (lensFlare.ts).
import { numberParam } from '../../../src/lib/shared/editor/params';
import { hash3, luma, mix } from '../kernels/math';
import type { KernelDef } from '../kernels/types';
import { LENS_FLARE_BUILDER } from './lensFlare';
import { relativeLength, stage, type BuildContext, type OpBuilder } from './types';

const tmp = new Float64Array(4);

/** Red and blue drift apart from the centre outwards, as a cheap lens would show. */
export const CHROMATIC: KernelDef = {
  id: 'chromatic',
  inputs: 1,
  glsl: `vec2 d = (pos - outSize * 0.5) / (0.5 * length(outSize));
  vec4 g = texelFetch(u_in0, px, 0);
  src = vec4(bilinear(u_in0, pos + d * K0.x).r, g.g, bilinear(u_in0, pos - d * K0.x).b, g.a);`,
  cpu(x, y, out, [tex], k) {
    if (!tex) return;
    const px = x + 0.5;
    const py = y + 0.5;
    const half = 0.5 * Math.hypot(tex.width, tex.height);
    const dx = (px - tex.width * 0.5) / half;
    const dy = (py - tex.height * 0.5) / half;
    const s = k[0] ?? 0;
    tex.fetch(x, y, out);
    const g = out[1] ?? 0;
    const a = out[3] ?? 1;
    tex.bilinear(px + dx * s, py + dy * s, tmp);
    const r = tmp[0] ?? 0;
    tex.bilinear(px - dx * s, py - dy * s, tmp);
    out[0] = r;
    out[1] = g;
    out[2] = tmp[2] ?? 0;
    out[3] = a;
  },
};

/** Bands of rows jump sideways and split their channels (integer offsets: exact on both backends). */
export const GLITCH: KernelDef = {
  id: 'glitch',
  inputs: 1,
  glsl: `int band = px.y / max(int(K0.z), 1);
  int dx = 0;
  if (hash3(band, 0, 11) > 1.0 - K0.x) dx = int(floor((hash3(band, 1, 11) - 0.5) * 2.0 * K0.y + 0.5));
  int cs = int(K0.w);
  vec4 g = fetchClamp(u_in0, px + ivec2(dx, 0));
  src = vec4(fetchClamp(u_in0, px + ivec2(dx + cs, 0)).r, g.g, fetchClamp(u_in0, px + ivec2(dx - cs, 0)).b, g.a);`,
  cpu(x, y, out, [tex], k) {
    if (!tex) return;
    const band = Math.floor(y / Math.max(Math.trunc(k[2] ?? 1), 1));
    let dx = 0;
    if (hash3(band, 0, 11) > 1 - (k[0] ?? 0)) dx = Math.floor((hash3(band, 1, 11) - 0.5) * 2 * (k[1] ?? 0) + 0.5);
    const cs = Math.trunc(k[3] ?? 0);
    tex.fetch(x + dx, y, out);
    out[0] = tex.channel(x + dx + cs, y, 0);
    out[2] = tex.channel(x + dx - cs, y, 2);
  },
};

export const PIXELATE: KernelDef = {
  id: 'pixelate',
  inputs: 1,
  glsl: 'int b = int(K0.x); src = fetchClamp(u_in0, (px / b) * b + b / 2);',
  cpu(x, y, out, [tex], k) {
    const b = Math.trunc(k[0] ?? 1);
    tex?.fetch(Math.floor(x / b) * b + Math.floor(b / 2), Math.floor(y / b) * b + Math.floor(b / 2), out);
  },
};

export const EMBOSS: KernelDef = {
  id: 'emboss',
  inputs: 1,
  glsl: `float e = 0.5;
  e -= luma(fetchClamp(u_in0, px + ivec2(-1, -1)).rgb) + luma(fetchClamp(u_in0, px + ivec2(0, -1)).rgb) + luma(fetchClamp(u_in0, px + ivec2(-1, 0)).rgb);
  e += luma(fetchClamp(u_in0, px + ivec2(1, 0)).rgb) + luma(fetchClamp(u_in0, px + ivec2(0, 1)).rgb) + luma(fetchClamp(u_in0, px + ivec2(1, 1)).rgb);
  src = texelFetch(u_in0, px, 0);
  src.rgb = mix(src.rgb, vec3(e), K0.x);`,
  cpu(x, y, out, [tex], k) {
    if (!tex) return;
    const l = (dx: number, dy: number): number => {
      tex.fetch(x + dx, y + dy, tmp);
      return luma(tmp[0] ?? 0, tmp[1] ?? 0, tmp[2] ?? 0);
    };
    let e = 0.5;
    e -= l(-1, -1) + l(0, -1) + l(-1, 0);
    e += l(1, 0) + l(0, 1) + l(1, 1);
    tex.fetch(x, y, out);
    for (let i = 0; i < 3; i++) out[i] = mix(out[i] ?? 0, e, k[0] ?? 0);
  },
};

const amountOf = (p: Parameters<OpBuilder>[0]): number => numberParam(p, 'amount', 100) / 100;
const single = (def: KernelDef, ctx: BuildContext, params: number[], label: string): ReturnType<OpBuilder> => [
  stage({ label, passes: [{ def, inputs: ['in'], width: ctx.width, height: ctx.height, params }] }),
];

export const SAMPLING_BUILDERS: Readonly<Record<string, OpBuilder>> = {
  chromatic: (p, ctx) => (amountOf(p) > 0 ? single(CHROMATIC, ctx, [relativeLength(ctx, 0.012) * amountOf(p)], 'chromatic') : []),
  'glitch-art': (p, ctx) => {
    const a = amountOf(p);
    if (a <= 0) return [];
    return single(GLITCH, ctx, [0.35 * a, ctx.width * 0.08 * a, Math.max(1, Math.round(ctx.height * 0.03)), Math.round(ctx.width * 0.006 * a)], 'glitch-art');
  },
  pixelate: (p, ctx) => {
    const size = Math.round(relativeLength(ctx, 0.05 * amountOf(p)));
    return size >= 2 ? single(PIXELATE, ctx, [size], 'pixelate') : [];
  },
  emboss: (p, ctx) => (amountOf(p) > 0 ? single(EMBOSS, ctx, [amountOf(p)], 'emboss') : []),
  'lens-flare': LENS_FLARE_BUILDER,
};
