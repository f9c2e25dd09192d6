// The GPU bakes runs of colour operations into a 65³ table of bytes and reads it with trilinear
// interpolation. This checks, on the CPU, that doing so stays within 3 levels (of 255) of the exact maths
// for every colour operation at the ends of its range — the tolerance the browser tests then use.
import { describe, expect, it } from 'vitest';
import { defaultParams } from '../../src/lib/shared/editor/params';
import { hash3 } from '../../workers/editor/kernels/math';
import type { PointStep } from '../../workers/editor/kernels/types';
import { builderFor } from '../../workers/editor/ops/registry';

const N = 65;

function colourSteps(type: string, params: Record<string, number | string>): PointStep[] {
  const steps = builderFor(type)?.({ ...defaultParams(type), ...params }, { scale: 1, width: 100, height: 100 }) ?? [];
  return steps.flatMap((s) => (s.kind === 'point' && s.step.def.lut ? [s.step] : []));
}

/** The exact maths of a run of steps, as a function of (r, g, b); its buffers are made once, not per colour. */
function exactOf(steps: PointStep[]): (r: number, g: number, b: number) => Float64Array {
  const values = steps.map((s) => new Float64Array(s.values));
  const at = { x: 0, y: 0, width: 1, height: 1 };
  const c = new Float64Array(3);
  return (r, g, b) => {
    c[0] = r;
    c[1] = g;
    c[2] = b;
    steps.forEach((s, k) => {
      s.def.cpu(c, values[k] ?? new Float64Array(0), 0, at);
      for (let i = 0; i < 3; i++) c[i] = Math.min(1, Math.max(0, c[i] ?? 0));
    });
    return c;
  };
}

function worstError(steps: PointStep[]): number {
  const exact = exactOf(steps);
  const table = new Float64Array(N * N * N * 3);
  for (let b = 0; b < N; b++) {
    for (let g = 0; g < N; g++) {
      for (let r = 0; r < N; r++) {
        const v = exact(r / (N - 1), g / (N - 1), b / (N - 1));
        for (let i = 0; i < 3; i++) table[((b * N + g) * N + r) * 3 + i] = Math.round((v[i] ?? 0) * 255) / 255;
      }
    }
  }
  let worst = 0;
  for (let k = 0; k < 20000; k++) {
    const rgb = [0, 1, 2].map((i) => Math.floor(hash3(k, i, 99) * 256));
    const want = [...exact((rgb[0] ?? 0) / 255, (rgb[1] ?? 0) / 255, (rgb[2] ?? 0) / 255)].map((v) => Math.round(v * 255));
    const f = rgb.map((v) => (v / 255) * (N - 1));
    const i0 = f.map((v) => Math.min(Math.floor(v), N - 2));
    const t = f.map((v, i) => v - (i0[i] ?? 0));
    for (let ch = 0; ch < 3; ch++) {
      let acc = 0;
      for (let corner = 0; corner < 8; corner++) {
        const d = [corner & 1, (corner >> 1) & 1, (corner >> 2) & 1];
        const w = d.reduce((p, on, axis) => p * (on ? (t[axis] ?? 0) : 1 - (t[axis] ?? 0)), 1);
        acc += w * (table[((((i0[2] ?? 0) + (d[2] ?? 0)) * N + (i0[1] ?? 0) + (d[1] ?? 0)) * N + (i0[0] ?? 0) + (d[0] ?? 0)) * 3 + ch] ?? 0);
      }
      worst = Math.max(worst, Math.abs(Math.round(acc * 255) - (want[ch] ?? 0)));
    }
  }
  return worst;
}

const EXTREMES: Array<[string, Record<string, number>]> = [
  ['exposure', { amount: 2 }],
  ['exposure', { amount: -2 }],
  ['brightness', { amount: 100 }],
  ['contrast', { amount: 100 }],
  ['contrast', { amount: -100 }],
  ['highlights', { amount: -100 }],
  ['shadows', { amount: 100 }],
  ['saturation', { amount: 100 }],
  ['vibrance', { amount: 100 }],
  ['vibrance', { amount: -100 }],
  ['warmth', { amount: 100 }],
  ['tint', { amount: -100 }],
  ['hue', { amount: 120 }],
  ['sepia', { amount: 100 }],
  ['technicolor', { amount: 100 }],
  ['cross-process', { amount: 100 }],
  ['solarize', { amount: 100 }],
  ['night-vision', { amount: 100 }],
];

/** The tone and colour operations at strong settings (curves are strings, so they are listed apart). */
const TONE_EXTREMES: Array<[string, Record<string, number | string>]> = [
  ['curves', { rgb: '0,0 0.25,0.1 0.5,0.8 0.75,0.95 1,1', green: '0,0.2 1,0.6' }],
  ['curves', { rgb: '0,1 0.5,0.2 1,0.9' }],
  ['levels', { rgbInBlack: 20, rgbInWhite: 230, rgbGamma: 1.3, redGamma: 0.5, greenOutBlack: 40, blueOutWhite: 180 }],
  ['hsl', { redHue: 100, orangeSaturation: 100, yellowLuminance: -100, greenHue: -100, aquaSaturation: -100, blueLuminance: 100, purpleHue: 100, magentaSaturation: 100 }],
  ['color-balance', { shadowsCyanRed: 100, midtonesMagentaGreen: -100, highlightsYellowBlue: 100 }],
  ['split-toning', { highlightHue: 30, highlightSaturation: 100, shadowHue: 200, shadowSaturation: 100, balance: -60 }],
];

describe('colour runs through the lookup table', () => {
  it.each(EXTREMES)('%s %j stays within 3 levels of the exact maths', (type, params) => {
    const steps = colourSteps(type, params);
    expect(steps.length).toBeGreaterThan(0);
    expect(worstError(steps)).toBeLessThanOrEqual(3);
  });

  it.each(TONE_EXTREMES)('%s %j stays within 3 levels of the exact maths', (type, params) => {
    const steps = colourSteps(type, params);
    expect(steps.length).toBeGreaterThan(0);
    expect(worstError(steps)).toBeLessThanOrEqual(3);
  });

  it('settings too steep for the table (a strong midtone lift, a steep curve) run as code in the fused pass', () => {
    const kinds = (type: string, params: Record<string, number | string>): boolean[] =>
      (builderFor(type)?.({ ...defaultParams(type), ...params }, { scale: 1, width: 1, height: 1 }) ?? []).map((s) => s.kind === 'point' && s.step.def.lut);
    expect(kinds('levels', { rgbGamma: 2.5 })).toEqual([false]);
    expect(kinds('levels', { rgbGamma: 1.3 })).toEqual([true]);
    expect(kinds('curves', { rgb: '0,0 0.5,0.75 1,1' })).toEqual([true]);
    expect(kinds('curves', { rgb: '0,0 0.05,0.5 1,1' })).toEqual([false]);
  });

  it('a whole chain of them does too', () => {
    const chain = [...colourSteps('exposure', { amount: 0.5 }), ...colourSteps('contrast', { amount: 40 }), ...colourSteps('vibrance', { amount: 60 }), ...colourSteps('hue', { amount: 30 }), ...colourSteps('vintage', { amount: 80 })];
    expect(worstError(chain)).toBeLessThanOrEqual(3);
  });
});
