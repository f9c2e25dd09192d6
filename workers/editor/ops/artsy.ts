// Artsy renderings: oil painting (Kuwahara filter), cartoonizer (smoothing, banded shading, ink lines),
// poly art (flat-coloured jittered triangles) and vector art (flat posterized areas, thin outlines).
// Each ends mixed with the original by its amount. They read many pixels each, so at full resolution
// they are drawn in strips with progress.
import { numberParam } from '../../../src/lib/shared/editor/params';
import { hash3, luma, mix, smoothstep } from '../kernels/math';
import type { CpuTexture } from '../kernels/math';
import type { KernelDef, KernelPass } from '../kernels/types';
import { BILATERAL, BOX_DOWN } from './convolve';
import { relativeLength, stage, type BuildContext, type OpBuilder } from './types';

const tmp = new Float64Array(4);

export const SOBEL_GLSL = `float sobelAt(sampler2D s, ivec2 p) {
  float tl = luma(fetchClamp(s, p + ivec2(-1, -1)).rgb); float tc = luma(fetchClamp(s, p + ivec2(0, -1)).rgb); float tr = luma(fetchClamp(s, p + ivec2(1, -1)).rgb);
  float ml = luma(fetchClamp(s, p + ivec2(-1, 0)).rgb); float mr = luma(fetchClamp(s, p + ivec2(1, 0)).rgb);
  float bl = luma(fetchClamp(s, p + ivec2(-1, 1)).rgb); float bc = luma(fetchClamp(s, p + ivec2(0, 1)).rgb); float br = luma(fetchClamp(s, p + ivec2(1, 1)).rgb);
  float gx = (tr + 2.0 * mr + br) - (tl + 2.0 * ml + bl);
  float gy = (bl + 2.0 * bc + br) - (tl + 2.0 * tc + tr);
  return sqrt(gx * gx + gy * gy);
}
`;

export function sobelAt(tex: CpuTexture, x: number, y: number): number {
  const l = (dx: number, dy: number): number => {
    tex.fetch(x + dx, y + dy, tmp);
    return luma(tmp[0] ?? 0, tmp[1] ?? 0, tmp[2] ?? 0);
  };
  const tl = l(-1, -1), tc = l(0, -1), tr = l(1, -1), ml = l(-1, 0), mr = l(1, 0), bl = l(-1, 1), bc = l(0, 1), br = l(1, 1);
  const gx = tr + 2 * mr + br - (tl + 2 * ml + bl);
  const gy = bl + 2 * bc + br - (tl + 2 * tc + tr);
  return Math.sqrt(gx * gx + gy * gy);
}

/**
 * Kuwahara: of the four quadrants around the pixel, the one with the least colour variance gives its mean.
 * Quadrants are sampled on a (2n−1)² grid whose integer offsets come in K1, mixed with the input by K0.z.
 */
export const KUWAHARA: KernelDef = {
  id: 'kuwahara',
  inputs: 1,
  glsl: `int n = int(K0.y);
  int offs[4] = int[4](int(K1.x), int(K1.y), int(K1.z), int(K1.w));
  vec3 mean[4] = vec3[4](vec3(0.0), vec3(0.0), vec3(0.0), vec3(0.0));
  vec3 sq[4] = vec3[4](vec3(0.0), vec3(0.0), vec3(0.0), vec3(0.0));
  for (int j = -n + 1; j < n; j++) for (int i = -n + 1; i < n; i++) {
    ivec2 o = ivec2(i < 0 ? -offs[-i] : offs[i], j < 0 ? -offs[-j] : offs[j]);
    vec3 v = fetchClamp(u_in0, px + o).rgb;
    if (i <= 0 && j <= 0) { mean[0] += v; sq[0] += v * v; }
    if (i >= 0 && j <= 0) { mean[1] += v; sq[1] += v * v; }
    if (i <= 0 && j >= 0) { mean[2] += v; sq[2] += v * v; }
    if (i >= 0 && j >= 0) { mean[3] += v; sq[3] += v * v; }
  }
  float count = float(n * n);
  float best = 1e9;
  vec3 pick = vec3(0.0);
  for (int q = 0; q < 4; q++) {
    vec3 m = mean[q] / count;
    vec3 spread = sq[q] / count - m * m;
    float v = spread.r + spread.g + spread.b;
    if (v < best) { best = v; pick = m; }
  }
  src = texelFetch(u_in0, px, 0);
  src.rgb = mix(src.rgb, pick, K0.z);`,
  cpu(x, y, out, [tex], k) {
    if (!tex) return;
    const n = Math.trunc(k[1] ?? 2);
    const offs = [k[4] ?? 0, k[5] ?? 0, k[6] ?? 0, k[7] ?? 0].map(Math.trunc);
    const mean = [0, 0, 0, 0].map(() => [0, 0, 0]);
    const sq = [0, 0, 0, 0].map(() => [0, 0, 0]);
    const add = (q: number): void => {
      for (let c = 0; c < 3; c++) {
        const v = tmp[c] ?? 0;
        (mean[q] as number[])[c] = ((mean[q] as number[])[c] ?? 0) + v;
        (sq[q] as number[])[c] = ((sq[q] as number[])[c] ?? 0) + v * v;
      }
    };
    for (let j = -n + 1; j < n; j++) {
      for (let i = -n + 1; i < n; i++) {
        const ox = i < 0 ? -(offs[-i] ?? 0) : (offs[i] ?? 0);
        const oy = j < 0 ? -(offs[-j] ?? 0) : (offs[j] ?? 0);
        tex.fetch(x + ox, y + oy, tmp);
        if (i <= 0 && j <= 0) add(0);
        if (i >= 0 && j <= 0) add(1);
        if (i <= 0 && j >= 0) add(2);
        if (i >= 0 && j >= 0) add(3);
      }
    }
    const count = n * n;
    let best = 1e9;
    let pick = [0, 0, 0];
    for (let q = 0; q < 4; q++) {
      const m = (mean[q] as number[]).map((v) => v / count);
      const v = (sq[q] as number[]).reduce((s, sqv, c) => s + (sqv / count - (m[c] ?? 0) * (m[c] ?? 0)), 0);
      if (v < best) {
        best = v;
        pick = m;
      }
    }
    tex.fetch(x, y, out);
    for (let c = 0; c < 3; c++) out[c] = mix(out[c] ?? 0, pick[c] ?? 0, k[2] ?? 1);
  },
};

/** Cartoon: the smoothed picture (u_in1) with banded brightness and ink on its edges, over u_in0. */
export const CARTOON: KernelDef = {
  id: 'cartoon',
  inputs: 2,
  functions: SOBEL_GLSL,
  glsl: `vec4 s = texelFetch(u_in1, px, 0);
  float l = luma(s.rgb);
  float lq = (floor(l * K0.x) + 0.5) / K0.x;
  vec3 col = s.rgb * (lq / max(l, 0.001));
  float e = smoothstep(K0.y, K0.y + 0.15, sobelAt(u_in1, px)) * K0.w;
  src = texelFetch(u_in0, px, 0);
  src.rgb = mix(src.rgb, col * (1.0 - e), K0.z);`,
  cpu(x, y, out, [orig, smooth], k) {
    if (!orig || !smooth) return;
    smooth.fetch(x, y, tmp);
    const l = luma(tmp[0] ?? 0, tmp[1] ?? 0, tmp[2] ?? 0);
    const levels = k[0] ?? 6;
    const lq = (Math.floor(l * levels) + 0.5) / levels;
    const ratio = lq / Math.max(l, 0.001);
    const col = [(tmp[0] ?? 0) * ratio, (tmp[1] ?? 0) * ratio, (tmp[2] ?? 0) * ratio];
    const e = smoothstep(k[1] ?? 0.3, (k[1] ?? 0.3) + 0.15, sobelAt(smooth, x, y)) * (k[3] ?? 1);
    orig.fetch(x, y, out);
    for (let c = 0; c < 3; c++) out[c] = mix(out[c] ?? 0, (col[c] ?? 0) * (1 - e), k[2] ?? 1);
  },
};

/** Vector art: flat posterized colours of the smoothed picture (u_in1) with thin outlines, over u_in0. */
export const VECTOR: KernelDef = {
  id: 'vector',
  inputs: 2,
  functions: SOBEL_GLSL,
  glsl: `vec4 s = texelFetch(u_in1, px, 0);
  vec3 q = min(floor(s.rgb * K0.x), K0.x - 1.0) / (K0.x - 1.0);
  float e = smoothstep(K0.y, K0.y + 0.1, sobelAt(u_in1, px)) * K0.w;
  src = texelFetch(u_in0, px, 0);
  src.rgb = mix(src.rgb, q * (1.0 - 0.85 * e), K0.z);`,
  cpu(x, y, out, [orig, smooth], k) {
    if (!orig || !smooth) return;
    smooth.fetch(x, y, tmp);
    const levels = k[0] ?? 4;
    // Read the colour before sobelAt, which reuses the scratch buffer.
    const q = [0, 1, 2].map((c) => Math.min(Math.floor((tmp[c] ?? 0) * levels), levels - 1) / (levels - 1));
    const e = smoothstep(k[1] ?? 0.3, (k[1] ?? 0.3) + 0.1, sobelAt(smooth, x, y)) * (k[3] ?? 1);
    orig.fetch(x, y, out);
    for (let c = 0; c < 3; c++) out[c] = mix(out[c] ?? 0, (q[c] ?? 0) * (1 - 0.85 * e), k[2] ?? 1);
  },
};

/** Lattice point (i, j) of the poly-art mesh, jittered inside its cell (in cell units). */
function polyVertex(i: number, j: number): [number, number] {
  return [i + (hash3(i, j, 21) - 0.5) * 0.7, j + (hash3(i, j, 22) - 0.5) * 0.7];
}

/** Poly art: each pixel takes the colour of the averaged picture (u_in1, factor K0.y) at its triangle's mid. */
export const POLY: KernelDef = {
  id: 'poly',
  inputs: 2,
  functions: `vec2 polyVertex(int i, int j) { return vec2(float(i) + (hash3(i, j, 21) - 0.5) * 0.7, float(j) + (hash3(i, j, 22) - 0.5) * 0.7); }
float edgeSide(vec2 a, vec2 b, vec2 p) { return (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x); }
bool inTriangle(vec2 a, vec2 b, vec2 c, vec2 p) {
  float d1 = edgeSide(a, b, p); float d2 = edgeSide(b, c, p); float d3 = edgeSide(c, a, p);
  return !((d1 < 0.0 || d2 < 0.0 || d3 < 0.0) && (d1 > 0.0 || d2 > 0.0 || d3 > 0.0));
}
`,
  glsl: `vec2 g = pos / K0.x;
  ivec2 cell = ivec2(floor(g));
  vec2 mid = g;
  float shade = 0.5;
  bool found = false;
  for (int dj = -1; dj <= 1 && !found; dj++) for (int di = -1; di <= 1 && !found; di++) {
    int i = cell.x + di; int j = cell.y + dj;
    vec2 v00 = polyVertex(i, j); vec2 v10 = polyVertex(i + 1, j); vec2 v01 = polyVertex(i, j + 1); vec2 v11 = polyVertex(i + 1, j + 1);
    bool flip = hash3(i, j, 23) > 0.5;
    vec2 a1 = v00; vec2 b1 = v10; vec2 c1 = flip ? v01 : v11;
    vec2 a2 = flip ? v10 : v00; vec2 b2 = v11; vec2 c2 = v01;
    if (inTriangle(a1, b1, c1, g)) { mid = (a1 + b1 + c1) / 3.0; shade = hash3(i, j, 24); found = true; }
    else if (inTriangle(a2, b2, c2, g)) { mid = (a2 + b2 + c2) / 3.0; shade = hash3(i, j, 25); found = true; }
  }
  vec3 col = bilinear(u_in1, mid * K0.x / K0.y).rgb * (1.0 + (shade - 0.5) * 0.12);
  src = texelFetch(u_in0, px, 0);
  src.rgb = mix(src.rgb, col, K0.z);`,
  cpu(x, y, out, [orig, small], k) {
    if (!orig || !small) return;
    const cellSize = k[0] ?? 10;
    const gx = (x + 0.5) / cellSize;
    const gy = (y + 0.5) / cellSize;
    const cx = Math.floor(gx);
    const cy = Math.floor(gy);
    let mid: [number, number] = [gx, gy];
    let shade = 0.5;
    const side = (a: number[], b: number[]): number => ((b[0] ?? 0) - (a[0] ?? 0)) * (gy - (a[1] ?? 0)) - ((b[1] ?? 0) - (a[1] ?? 0)) * (gx - (a[0] ?? 0));
    const inside = (a: number[], b: number[], c: number[]): boolean => {
      const d1 = side(a, b);
      const d2 = side(b, c);
      const d3 = side(c, a);
      return !((d1 < 0 || d2 < 0 || d3 < 0) && (d1 > 0 || d2 > 0 || d3 > 0));
    };
    const mean = (a: number[], b: number[], c: number[]): [number, number] => [((a[0] ?? 0) + (b[0] ?? 0) + (c[0] ?? 0)) / 3, ((a[1] ?? 0) + (b[1] ?? 0) + (c[1] ?? 0)) / 3];
    search: for (let dj = -1; dj <= 1; dj++) {
      for (let di = -1; di <= 1; di++) {
        const i = cx + di;
        const j = cy + dj;
        const v00 = polyVertex(i, j), v10 = polyVertex(i + 1, j), v01 = polyVertex(i, j + 1), v11 = polyVertex(i + 1, j + 1);
        const flip = hash3(i, j, 23) > 0.5;
        const t1 = [v00, v10, flip ? v01 : v11] as const;
        const t2 = [flip ? v10 : v00, v11, v01] as const;
        if (inside(...t1)) {
          mid = mean(...t1);
          shade = hash3(i, j, 24);
          break search;
        }
        if (inside(...t2)) {
          mid = mean(...t2);
          shade = hash3(i, j, 25);
          break search;
        }
      }
    }
    const f = k[1] ?? 1;
    small.bilinear((mid[0] * cellSize) / f, (mid[1] * cellSize) / f, tmp);
    orig.fetch(x, y, out);
    for (let c = 0; c < 3; c++) out[c] = mix(out[c] ?? 0, (tmp[c] ?? 0) * (1 + (shade - 0.5) * 0.12), k[2] ?? 1);
  },
};

/** Integer offsets of an n-point-per-side Kuwahara grid spanning `radius` pixels. */
export function kuwaharaOffsets(radius: number, n: number): number[] {
  const offs = [0, 0, 0, 0];
  for (let i = 0; i < n; i++) offs[i] = Math.round((i * radius) / (n - 1));
  return offs;
}

const amountOf = (p: Parameters<OpBuilder>[0]): number => numberParam(p, 'amount', 100) / 100;
const full = (ctx: BuildContext, def: KernelDef, inputs: KernelPass['inputs'], params: number[], heavy = true): KernelPass => ({ def, inputs, width: ctx.width, height: ctx.height, params, heavy });

export const ARTSY_BUILDERS: Readonly<Record<string, OpBuilder>> = {
  'oil-painting': (p, ctx) => {
    const a = amountOf(p);
    if (a <= 0) return [];
    const radius = Math.max(1, relativeLength(ctx, numberParam(p, 'brush', 4) / 1000));
    return [stage({ label: 'oil-painting', passes: [full(ctx, KUWAHARA, ['in'], [radius, 4, a, 0, ...kuwaharaOffsets(radius, 4)])] })];
  },
  cartoonizer: (p, ctx) => {
    const a = amountOf(p);
    if (a <= 0) return [];
    const edges = numberParam(p, 'edges', 50) / 100;
    const smooth = full(ctx, BILATERAL, ['in'], [1.5, 1 / (2 * 0.1 * 0.1), 2]);
    return [stage({ label: 'cartoonizer', passes: [smooth, full(ctx, CARTOON, ['in', 0], [numberParam(p, 'levels', 6), mix(0.6, 0.12, edges), a, edges > 0 ? 1 : 0])] })];
  },
  'poly-art': (p, ctx) => {
    const a = amountOf(p);
    if (a <= 0) return [];
    const cell = Math.max(2, Math.min(ctx.width, ctx.height) / numberParam(p, 'detail', 50));
    const factor = Math.max(1, Math.floor(cell / 2));
    const down: KernelPass = { def: BOX_DOWN, inputs: ['in'], width: Math.ceil(ctx.width / factor), height: Math.ceil(ctx.height / factor), params: [factor] };
    return [stage({ label: 'poly-art', passes: [down, full(ctx, POLY, ['in', 0], [cell, factor, a])] })];
  },
  'vector-art': (p, ctx) => {
    const a = amountOf(p);
    if (a <= 0) return [];
    const radius = Math.max(1, relativeLength(ctx, 0.003));
    const edges = numberParam(p, 'edges', 40) / 100;
    const smooth = full(ctx, KUWAHARA, ['in'], [radius, 3, 1, 0, ...kuwaharaOffsets(radius, 3)]);
    return [stage({ label: 'vector-art', passes: [smooth, full(ctx, VECTOR, ['in', 0], [numberParam(p, 'levels', 4), mix(0.5, 0.08, edges), a, edges > 0 ? 1 : 0])] })];
  },
};
