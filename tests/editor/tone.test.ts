// The tone and colour operations' maths on the CPU reference: curves, levels, HSL per colour range, colour
// balance and split toning do what a photographer expects, and leave alone what they should.
import { describe, expect, it } from 'vitest';
import { defaultParams } from '../../src/lib/shared/editor/params';
import type { OperationParams } from '../../src/lib/shared/editor/types';
import { builderFor } from '../../workers/editor/ops/registry';
import { clamp01 } from '../../workers/editor/kernels/math';

/** The colour after the operation's point steps, as the CPU renderer runs them (clamped after each). */
function apply(type: string, params: OperationParams, rgb: [number, number, number]): number[] {
  const steps = builderFor(type)?.({ ...defaultParams(type), ...params }, { scale: 1, width: 1, height: 1 }) ?? [];
  const c = Float64Array.from(rgb);
  for (const step of steps) {
    if (step.kind !== 'point') throw new Error('tone operations are point steps');
    step.step.def.cpu(c, Float64Array.from(step.step.values), 0, { x: 0, y: 0, width: 1, height: 1 });
    for (let i = 0; i < 3; i++) c[i] = clamp01(c[i] ?? 0);
  }
  return [...c];
}

const grey = (v: number): [number, number, number] => [v, v, v];

describe('curves', () => {
  it('an identity curve leaves the picture alone (no work at all)', () => {
    expect(builderFor('curves')?.(defaultParams('curves'), { scale: 1, width: 1, height: 1 })).toEqual([]);
    expect(apply('curves', { rgb: '0,0 0.5,0.5 1,1' }, [0.2, 0.5, 0.9]).map((v) => Math.round(v * 1e6) / 1e6)).toEqual([0.2, 0.5, 0.9]);
  });

  it('a master curve through (0.5, 0.75) lifts mid-grey to 0.75, keeps the ends and stays monotone', () => {
    const rgb = '0,0 0.5,0.75 1,1';
    expect(apply('curves', { rgb }, grey(0.5))[0]).toBeCloseTo(0.75, 4);
    expect(apply('curves', { rgb }, grey(0))[0]).toBeCloseTo(0, 6);
    expect(apply('curves', { rgb }, grey(1))[0]).toBeCloseTo(1, 6);
    let previous = -1;
    for (let v = 0; v <= 1; v += 1 / 64) {
      const out = apply('curves', { rgb }, grey(v))[0] ?? 0;
      expect(out).toBeGreaterThanOrEqual(previous - 1e-9);
      expect(out).toBeGreaterThanOrEqual(v - 1e-9);
      previous = out;
    }
  });

  it('a red curve changes red only; end points inside 0..1 clip like a levels black and white point', () => {
    const out = apply('curves', { red: '0,0 0.5,0.25 1,1' }, grey(0.5));
    expect(out[0]).toBeCloseTo(0.25, 4);
    expect(out.slice(1)).toEqual([0.5, 0.5]);
    const clipped = apply('curves', { rgb: '0.2,0 0.8,1' }, [0.1, 0.5, 0.9]);
    expect(clipped[0]).toBeCloseTo(0, 6);
    expect(clipped[1]).toBeCloseTo(0.5, 6);
    expect(clipped[2]).toBeCloseTo(1, 6);
  });
});

describe('levels', () => {
  it('input white at 0.5 doubles the tones below it', () => {
    expect(apply('levels', { rgbInWhite: 127.5 }, grey(0.25))[0]).toBeCloseTo(0.5, 3);
    expect(apply('levels', { rgbInWhite: 127.5 }, grey(0.7))[0]).toBe(1);
  });

  it('gamma lifts the midtones, output black and white compress, per channel', () => {
    expect(apply('levels', { rgbGamma: 2 }, grey(0.25))[0]).toBeCloseTo(0.5, 6);
    const out = apply('levels', { blueOutBlack: 51, blueOutWhite: 102 }, grey(0.5));
    expect(out[0]).toBe(0.5);
    expect(out[2]).toBeCloseTo(0.3, 6);
  });
});

describe('HSL per colour range', () => {
  it('a change to blue leaves red, and greys, untouched', () => {
    const params = { blueHue: 100, blueSaturation: -100, blueLuminance: -100 };
    expect(apply('hsl', params, [0.8, 0.1, 0.1])).toEqual([0.8, 0.1, 0.1]);
    expect(apply('hsl', params, grey(0.4)).map((v) => Math.round(v * 1e6) / 1e6)).toEqual([0.4, 0.4, 0.4]);
  });

  it('blue saturation −100 turns blue grey; luminance −100 darkens it', () => {
    const [r, g, b] = apply('hsl', { blueSaturation: -100 }, [0.1, 0.1, 0.9]);
    expect(Math.max(r!, g!, b!) - Math.min(r!, g!, b!)).toBeLessThan(1e-6);
    const dark = apply('hsl', { blueLuminance: -100 }, [0.1, 0.2, 0.9]);
    expect(dark[2]).toBeLessThan(0.6);
  });

  it('falls off smoothly between neighbouring ranges (half-way between red and orange gets part of the red setting)', () => {
    // A hue half-way between red (0°) and orange (30°) gets half of the red range's saturation change.
    const c: [number, number, number] = [0.9, 0.5, 0.1];
    const hue15: [number, number, number] = [0.9, 0.3, 0.1];
    const full = apply('hsl', { redSaturation: -100 }, [0.9, 0.1, 0.1]);
    const half = apply('hsl', { redSaturation: -100 }, hue15);
    expect(Math.max(...full) - Math.min(...full)).toBeLessThan(1e-6);
    expect(Math.max(...half) - Math.min(...half)).toBeGreaterThan(0.2);
    expect(Math.max(...half) - Math.min(...half)).toBeLessThan(0.6);
    // Orange itself (30°) is the next range's centre: red's setting does not reach it.
    apply('hsl', { redSaturation: -100 }, c).forEach((v, i) => expect(v).toBeCloseTo(c[i]!, 9));
  });
});

describe('colour balance and split toning', () => {
  it('shadows towards blue tint the dark tones far more than the light ones; luminosity is kept', () => {
    const dark = apply('color-balance', { shadowsYellowBlue: 100 }, grey(0.15));
    const light = apply('color-balance', { shadowsYellowBlue: 100 }, grey(0.85));
    expect(dark[2]! - dark[0]!).toBeGreaterThan(0.1);
    expect(light[2]! - light[0]!).toBeLessThan(0.01);
    expect(0.2126 * dark[0]! + 0.7152 * dark[1]! + 0.0722 * dark[2]!).toBeCloseTo(0.15, 6);
  });

  it('split toning warms the highlights and cools the shadows, and balance moves the split', () => {
    const params = { highlightHue: 40, highlightSaturation: 80, shadowHue: 220, shadowSaturation: 80 };
    const high = apply('split-toning', params, grey(0.9));
    const low = apply('split-toning', params, grey(0.1));
    expect(high[0]!).toBeGreaterThan(high[2]!);
    expect(low[2]!).toBeGreaterThan(low[0]!);
    const mid = apply('split-toning', params, grey(0.5));
    const towardsHigh = apply('split-toning', { ...params, balance: 100 }, grey(0.5));
    expect(towardsHigh[0]! - towardsHigh[2]!).toBeGreaterThan(mid[0]! - mid[2]!);
  });
});
