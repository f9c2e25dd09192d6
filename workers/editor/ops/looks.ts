// The colour looks behind most effects. A look is a recipe — colour matrix, saturation, contrast,
// brightness, faded blacks, split toning, duotone, solarize, invert — mixed with the original by the
// effect's amount, then an optional vignette and film grain. The recipe is data; one shader (and one
// CPU function) runs every recipe, and being colour-only it bakes into the 3D lookup table.
import { numberParam } from '../../../src/lib/shared/editor/params';
import { clamp01, hash3, luma, mix } from '../kernels/math';
import type { PointDef } from '../kernels/types';
import { VIGNETTE } from './adjust';
import { point, type OpBuilder, type Step } from './types';

export interface LookRecipe {
  /** 3×4 rows: r, g, b weights and an offset. */
  matrix?: number[];
  saturation?: number;
  contrast?: number;
  brightness?: number;
  /** Lifts the blacks towards this level. */
  fade?: number;
  /** [r, g, b, strength]: colour pushed into the shadows / the highlights. */
  shadows?: [number, number, number, number];
  highlights?: [number, number, number, number];
  /** Dark and light colours the tones are mapped between. */
  duotone?: [number, number, number, number, number, number];
  solarize?: number;
  invert?: number;
  vignette?: number;
  grain?: number;
}

const IDENTITY_MATRIX = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0];
const GREY_MATRIX = [0.2126, 0.7152, 0.0722, 0, 0.2126, 0.7152, 0.0722, 0, 0.2126, 0.7152, 0.0722, 0];
const SEPIA_MATRIX = [0.393, 0.769, 0.189, 0, 0.349, 0.686, 0.168, 0, 0.272, 0.534, 0.131, 0];
const diagonal = (r: number, g: number, b: number): number[] => [r, 0, 0, 0, 0, g, 0, 0, 0, 0, b, 0];
const blend = (a: number[], b: number[], t: number): number[] => a.map((v, i) => v * (1 - t) + (b[i] ?? 0) * t);

export const LOOKS: Readonly<Record<string, LookRecipe>> = {
  'black-and-white': { matrix: GREY_MATRIX, contrast: 1.1 },
  sepia: { matrix: SEPIA_MATRIX },
  vintage: { matrix: blend(IDENTITY_MATRIX, SEPIA_MATRIX, 0.4), saturation: 0.85, contrast: 0.9, fade: 0.08, shadows: [0.45, 0.42, 0.6, 0.15], highlights: [0.65, 0.55, 0.4, 0.2], vignette: 0.35, grain: 0.06 },
  warmer: { matrix: diagonal(1.1, 1.02, 0.88), highlights: [0.6, 0.52, 0.4, 0.1] },
  cooler: { matrix: diagonal(0.9, 1, 1.12), shadows: [0.42, 0.48, 0.6, 0.1] },
  noir: { matrix: GREY_MATRIX, contrast: 1.6, brightness: -0.05, vignette: 0.4 },
  duotone: { duotone: [0.15, 0.05, 0.35, 1, 0.62, 0.3] },
  'cross-process': { saturation: 1.3, contrast: 1.2, shadows: [0.35, 0.45, 0.75, 0.4], highlights: [0.75, 0.8, 0.35, 0.4] },
  lomo: { saturation: 1.35, contrast: 1.35, vignette: 0.6 },
  polaroid: { matrix: [1.438, -0.062, -0.062, 0, -0.122, 1.378, -0.122, 0, -0.016, -0.016, 1.483, 0], fade: 0.05 },
  faded: { saturation: 0.75, contrast: 0.8, fade: 0.15, highlights: [0.58, 0.52, 0.45, 0.1] },
  'film-grain': { contrast: 1.05, grain: 0.12 },
  technicolor: { matrix: [1.91252, -0.85453, -0.09155, 0.04624, -0.30878, 1.76589, -0.10601, -0.27589, -0.2311, -0.75018, 1.84759, 0.12137] },
  kodachrome: { matrix: [1.12855, -0.39673, -0.03992, 0.24991, -0.16404, 1.08352, -0.05498, 0.09698, -0.16786, -0.56034, 1.60148, 0.13972] },
  cinematic: { saturation: 0.9, contrast: 1.15, shadows: [0.3, 0.55, 0.6, 0.35], highlights: [0.75, 0.55, 0.35, 0.35] },
  dramatic: { saturation: 0.7, contrast: 1.5, brightness: -0.03, vignette: 0.3 },
  negative: { invert: 1 },
  solarize: { solarize: 1 },
  'night-vision': { duotone: [0, 0.05, 0, 0.6, 1, 0.5], contrast: 1.3, brightness: 0.05, vignette: 0.7, grain: 0.15 },
  'golden-hour': { matrix: diagonal(1.1, 1, 0.85), saturation: 1.1, contrast: 1.05, fade: 0.03, highlights: [0.8, 0.6, 0.35, 0.3] },
};

export const LOOK: PointDef = {
  id: 'look',
  lut: true,
  slots: 10,
  glsl: `{
  vec3 m = vec3(dot(c, P0.rgb) + P0.w, dot(c, P1.rgb) + P1.w, dot(c, P2.rgb) + P2.w);
  float l = luma(m);
  m = l + (m - l) * P3.x;
  m = (m - 0.5) * P3.y + 0.5 + P3.z;
  m = P3.w + m * (1.0 - P3.w);
  l = clamp(luma(m), 0.0, 1.0);
  m = m + (P4.rgb - 0.5) * P4.w * (1.0 - l) + (P5.rgb - 0.5) * P5.w * l;
  l = clamp(luma(m), 0.0, 1.0);
  m = mix(m, mix(P7.rgb, P8.rgb, l), P6.z);
  m = mix(m, 2.0 * min(m, 1.0 - m), P6.x);
  m = mix(m, 1.0 - m, P6.y);
  c = mix(c, m, P9.x);
}`,
  cpu(c, p, o) {
    // Written out without arrays or closures: this runs once a pixel on the CPU path.
    const r0 = c[0] ?? 0;
    const g0 = c[1] ?? 0;
    const b0 = c[2] ?? 0;
    const q = (k: number): number => p[o + k] ?? 0;
    let mr = r0 * q(0) + g0 * q(1) + b0 * q(2) + q(3);
    let mg = r0 * q(4) + g0 * q(5) + b0 * q(6) + q(7);
    let mb = r0 * q(8) + g0 * q(9) + b0 * q(10) + q(11);
    const sat = q(12);
    const con = q(13);
    const bri = q(14);
    const fade = q(15);
    let l = luma(mr, mg, mb);
    mr = fade + ((l + (mr - l) * sat - 0.5) * con + 0.5 + bri) * (1 - fade);
    mg = fade + ((l + (mg - l) * sat - 0.5) * con + 0.5 + bri) * (1 - fade);
    mb = fade + ((l + (mb - l) * sat - 0.5) * con + 0.5 + bri) * (1 - fade);
    l = clamp01(luma(mr, mg, mb));
    const sw = q(19) * (1 - l);
    const hw = q(23) * l;
    mr += (q(16) - 0.5) * sw + (q(20) - 0.5) * hw;
    mg += (q(17) - 0.5) * sw + (q(21) - 0.5) * hw;
    mb += (q(18) - 0.5) * sw + (q(22) - 0.5) * hw;
    l = clamp01(luma(mr, mg, mb));
    const solar = q(24);
    const invert = q(25);
    const duo = q(26);
    const amount = q(36);
    const finish = (v: number, dark: number, light: number): number => {
      let x = mix(v, mix(dark, light, l), duo);
      x = mix(x, 2 * Math.min(x, 1 - x), solar);
      return mix(x, 1 - x, invert);
    };
    c[0] = mix(r0, finish(mr, q(28), q(32)), amount);
    c[1] = mix(g0, finish(mg, q(29), q(33)), amount);
    c[2] = mix(b0, finish(mb, q(30), q(34)), amount);
  },
};

/** Monochrome film grain: a fixed pseudo-random value per pixel and seed. */
export const GRAIN: PointDef = {
  id: 'grain',
  lut: false,
  slots: 1,
  glsl: '{ float n = hash3(px.x, px.y, int(P0.y)) - 0.5; c = c + n * P0.x; }',
  cpu(c, p, o, at) {
    const n = hash3(at.x, at.y, p[o + 1] ?? 0) - 0.5;
    const g = p[o] ?? 0;
    for (let i = 0; i < 3; i++) c[i] = (c[i] ?? 0) + n * g;
  },
};

/** Posterize jumps between levels, so it runs as code rather than through the lookup table. */
export const POSTERIZE: PointDef = {
  id: 'posterize',
  lut: false,
  slots: 1,
  glsl: 'c = mix(c, min(floor(c * P0.y), P0.y - 1.0) / (P0.y - 1.0), P0.x);',
  cpu(c, p, o) {
    const n = p[o + 1] ?? 4;
    for (let i = 0; i < 3; i++) {
      const v = c[i] ?? 0;
      c[i] = mix(v, Math.min(Math.floor(v * n), n - 1) / (n - 1), p[o] ?? 0);
    }
  },
};

export function packLook(recipe: LookRecipe, amount: number): number[] {
  const matrix = recipe.matrix ?? IDENTITY_MATRIX;
  const shadows = recipe.shadows ?? [0.5, 0.5, 0.5, 0];
  const highlights = recipe.highlights ?? [0.5, 0.5, 0.5, 0];
  const duo = recipe.duotone;
  return [
    ...matrix,
    recipe.saturation ?? 1,
    recipe.contrast ?? 1,
    recipe.brightness ?? 0,
    recipe.fade ?? 0,
    ...shadows,
    ...highlights,
    recipe.solarize ?? 0,
    recipe.invert ?? 0,
    duo ? 1 : 0,
    0,
    ...(duo ? [duo[0], duo[1], duo[2], 0, duo[3], duo[4], duo[5], 0] : [0, 0, 0, 0, 1, 1, 1, 0]),
    amount,
    0,
    0,
    0,
  ];
}

/** Grain seeds differ per look so stacked looks do not repeat one pattern. */
const seedOf = (type: string): number => [...type].reduce((s, ch) => (s * 31 + ch.charCodeAt(0)) % 65521, 7);

export function lookSteps(type: string, recipe: LookRecipe, amount: number): Step[] {
  const steps: Step[] = [point(LOOK, packLook(recipe, amount))];
  if (recipe.vignette) steps.push(point(VIGNETTE, [recipe.vignette * amount, 0.45]));
  if (recipe.grain) steps.push(point(GRAIN, [recipe.grain * amount, seedOf(type)]));
  return steps;
}

export const LOOK_BUILDERS: Readonly<Record<string, OpBuilder>> = Object.fromEntries(
  Object.entries(LOOKS).map(([type, recipe]) => [type, (params) => (numberParam(params, 'amount', 100) > 0 ? lookSteps(type, recipe, numberParam(params, 'amount', 100) / 100) : [])]),
);

export const POSTERIZE_BUILDER: OpBuilder = (params) => (numberParam(params, 'amount', 100) > 0 ? [point(POSTERIZE, [numberParam(params, 'amount', 100) / 100, 4])] : []);
