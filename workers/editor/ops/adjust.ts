// The point adjustments: exposure, brightness, contrast, highlights, shadows, saturation, vibrance,
// warmth, tint, hue and vignette. Each is a GLSL snippet and its CPU twin; the renderer clamps c to
// 0..1 after every step on both sides.
import { numberParam } from '../../../src/lib/shared/editor/params';
import { luma, smoothstep, toLinear, toSrgb } from '../kernels/math';
import type { PointDef } from '../kernels/types';
import { point, type OpBuilder } from './types';

export const ADD: PointDef = {
  id: 'add',
  lut: true,
  slots: 1,
  glsl: 'c = c + P0.x;',
  cpu(c, p, o) {
    const v = p[o] ?? 0;
    c[0] = (c[0] ?? 0) + v;
    c[1] = (c[1] ?? 0) + v;
    c[2] = (c[2] ?? 0) + v;
  },
};

export const CONTRAST: PointDef = {
  id: 'contrast',
  lut: true,
  slots: 1,
  glsl: 'c = (c - 0.5) * P0.x + 0.5;',
  cpu(c, p, o) {
    const f = p[o] ?? 1;
    for (let i = 0; i < 3; i++) c[i] = ((c[i] ?? 0) - 0.5) * f + 0.5;
  },
};

export const SATURATION: PointDef = {
  id: 'saturation',
  lut: true,
  slots: 1,
  glsl: '{ float l = luma(c); c = l + (c - l) * P0.x; }',
  cpu(c, p, o) {
    const l = luma(c[0] ?? 0, c[1] ?? 0, c[2] ?? 0);
    const s = p[o] ?? 1;
    for (let i = 0; i < 3; i++) c[i] = l + ((c[i] ?? 0) - l) * s;
  },
};

/** Like saturation, but strongest on the dullest colours, so skin and skies do not go garish. */
export const VIBRANCE: PointDef = {
  id: 'vibrance',
  lut: true,
  slots: 1,
  glsl: '{ float l = luma(c); float mx = max(c.r, max(c.g, c.b)); float mn = min(c.r, min(c.g, c.b)); float k = 1.0 + P0.x * (1.0 - (mx - mn)); c = l + (c - l) * k; }',
  cpu(c, p, o) {
    const r = c[0] ?? 0;
    const g = c[1] ?? 0;
    const b = c[2] ?? 0;
    const l = luma(r, g, b);
    const k = 1 + (p[o] ?? 0) * (1 - (Math.max(r, g, b) - Math.min(r, g, b)));
    c[0] = l + (r - l) * k;
    c[1] = l + (g - l) * k;
    c[2] = l + (b - l) * k;
  },
};

/** A gain in linear light, as a camera's exposure would give. */
export const EXPOSURE: PointDef = {
  id: 'exposure',
  lut: true,
  slots: 1,
  glsl: 'c = vec3(toSrgb(min(toLinear(c.r) * P0.x, 1.0)), toSrgb(min(toLinear(c.g) * P0.x, 1.0)), toSrgb(min(toLinear(c.b) * P0.x, 1.0)));',
  cpu(c, p, o) {
    const g = p[o] ?? 1;
    for (let i = 0; i < 3; i++) c[i] = toSrgb(Math.min(toLinear(c[i] ?? 0) * g, 1));
  },
};

/** Brightens or darkens the bright half (P0.y = 0) or the dark half (P0.y = 1) of the tones. */
export const TONE_RANGE: PointDef = {
  id: 'tone-range',
  lut: true,
  slots: 1,
  glsl: '{ float l = luma(c); float w = P0.y > 0.5 ? 1.0 - smoothstep(0.0, 0.5, l) : smoothstep(0.5, 1.0, l); c = c + P0.x * w * (P0.x > 0.0 ? 1.0 - l : l); }',
  cpu(c, p, o) {
    const l = luma(c[0] ?? 0, c[1] ?? 0, c[2] ?? 0);
    const a = p[o] ?? 0;
    const w = (p[o + 1] ?? 0) > 0.5 ? 1 - smoothstep(0, 0.5, l) : smoothstep(0.5, 1, l);
    const d = a * w * (a > 0 ? 1 - l : l);
    for (let i = 0; i < 3; i++) c[i] = (c[i] ?? 0) + d;
  },
};

/** Per-channel gains: white balance (warmth, tint). */
export const GAINS: PointDef = {
  id: 'gains',
  lut: true,
  slots: 1,
  glsl: 'c = c * P0.rgb;',
  cpu(c, p, o) {
    for (let i = 0; i < 3; i++) c[i] = (c[i] ?? 0) * (p[o + i] ?? 1);
  },
};

/** A 3×4 colour matrix: rows P0..P2 (rgb weights, offset in w). */
export const MATRIX: PointDef = {
  id: 'matrix',
  lut: true,
  slots: 3,
  glsl: 'c = vec3(dot(c, P0.rgb) + P0.w, dot(c, P1.rgb) + P1.w, dot(c, P2.rgb) + P2.w);',
  cpu(c, p, o) {
    const r = c[0] ?? 0;
    const g = c[1] ?? 0;
    const b = c[2] ?? 0;
    for (let i = 0; i < 3; i++) {
      const k = o + i * 4;
      c[i] = r * (p[k] ?? 0) + g * (p[k + 1] ?? 0) + b * (p[k + 2] ?? 0) + (p[k + 3] ?? 0);
    }
  },
};

/** Darkens (P0.x > 0) or lightens (P0.x < 0) towards the corners, from radius P0.y. */
export const VIGNETTE: PointDef = {
  id: 'vignette',
  lut: false,
  slots: 1,
  glsl: '{ vec2 q = uv * 2.0 - 1.0; float w = smoothstep(P0.y, 1.0, length(q) * 0.70710678); c = P0.x >= 0.0 ? c * (1.0 - P0.x * w) : mix(c, vec3(1.0), -P0.x * w); }',
  cpu(c, p, o, at) {
    const qx = ((at.x + 0.5) / at.width) * 2 - 1;
    const qy = ((at.y + 0.5) / at.height) * 2 - 1;
    const w = smoothstep(p[o + 1] ?? 0.5, 1, Math.sqrt(qx * qx + qy * qy) * 0.70710678);
    const a = p[o] ?? 0;
    for (let i = 0; i < 3; i++) {
      const v = c[i] ?? 0;
      c[i] = a >= 0 ? v * (1 - a * w) : v * (1 + a * w) - a * w;
    }
  },
};

/** Hue rotation about the grey axis, as a matrix. */
export function hueMatrix(degrees: number): number[] {
  const t = (degrees * Math.PI) / 180;
  const cos = Math.cos(t);
  const sin = Math.sin(t);
  const third = 1 / 3;
  const s = Math.sqrt(third) * sin;
  const k = third * (1 - cos);
  return [cos + k, k - s, k + s, 0, k + s, cos + k, k - s, 0, k - s, k + s, cos + k, 0];
}

export function contrastFactor(amount: number): number {
  const k = amount / 100;
  return k >= 0 ? 1 + 2 * k : 1 + 0.9 * k;
}

const amountOf = (params: Parameters<OpBuilder>[0]): number => numberParam(params, 'amount');

/** An amount of 0 leaves the picture as it is: no work at all. */
const unlessZero = (build: OpBuilder): OpBuilder => (params, ctx) => (amountOf(params) === 0 ? [] : build(params, ctx));

const BUILDERS: Readonly<Record<string, OpBuilder>> = {
  exposure: (p) => [point(EXPOSURE, [Math.pow(2, amountOf(p))])],
  brightness: (p) => [point(ADD, [(amountOf(p) / 100) * 0.4])],
  contrast: (p) => [point(CONTRAST, [contrastFactor(amountOf(p))])],
  highlights: (p) => [point(TONE_RANGE, [(amountOf(p) / 100) * 0.3, 0])],
  shadows: (p) => [point(TONE_RANGE, [(amountOf(p) / 100) * 0.35, 1])],
  saturation: (p) => [point(SATURATION, [1 + amountOf(p) / 100])],
  vibrance: (p) => [point(VIBRANCE, [amountOf(p) / 100])],
  warmth: (p) => {
    const w = amountOf(p) / 100;
    return [point(GAINS, [1 + 0.12 * w, 1 + 0.02 * w, 1 - 0.12 * w])];
  },
  tint: (p) => {
    const t = amountOf(p) / 100;
    return [point(GAINS, [1 + 0.05 * t, 1 - 0.1 * t, 1 + 0.05 * t])];
  },
  hue: (p) => [point(MATRIX, hueMatrix(amountOf(p)))],
  vignette: (p) => [point(VIGNETTE, [amountOf(p) / 100, 0.8 - 0.6 * (numberParam(p, 'size', 50) / 100)])],
};

export const ADJUST_BUILDERS: Readonly<Record<string, OpBuilder>> = Object.fromEntries(Object.entries(BUILDERS).map(([type, build]) => [type, unlessZero(build)]));
