// The photo enhancer's analysis (workers/tools/enhance/analyse.ts): a dark, blue picture is brightened and
// warmed; a well-exposed, neutral one is left nearly alone.
import { describe, expect, it } from 'vitest';
import { analysePicture, type EnhanceChange } from '../../workers/tools/enhance/analyse';
import type { Pixels } from '../../workers/tools/types';

const SIZE = 128;

/** A textured scene (a gradient with stripes and a few colours) mapped by `tone` and tinted by `cast`. */
function scene(tone: (v: number) => number, cast: [number, number, number]): Pixels {
  const data = new Uint8ClampedArray(SIZE * SIZE * 4);
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      const base = (x + y) / (2 * (SIZE - 1));
      const stripe = (Math.floor(x / 8) + Math.floor(y / 8)) % 2 === 0 ? 0.08 : -0.08;
      const v = Math.min(1, Math.max(0, base + stripe));
      // Three patches of colour around a neutral scene, balanced so the grey world is grey.
      const hue = Math.floor(y / (SIZE / 4)) % 4;
      const colour: [number, number, number] = hue === 0 ? [1.25, 0.9, 0.85] : hue === 1 ? [0.85, 1.15, 0.9] : hue === 2 ? [0.9, 0.95, 1.25] : [1, 1, 1];
      const i = (y * SIZE + x) * 4;
      for (let c = 0; c < 3; c++) data[i + c] = Math.round(tone(v * (colour[c] ?? 1)) * (cast[c] ?? 1) * 255);
      data[i + 3] = 255;
    }
  }
  return { width: SIZE, height: SIZE, data };
}

const amount = (changes: EnhanceChange[], type: string, param = 'amount'): number => changes.find((c) => c.type === type && c.param === param)?.delta ?? 0;

describe('photo enhancer analysis', () => {
  it('brightens and warms a dark, blue-cast picture', () => {
    const dark = scene((v) => 0.05 + 0.4 * Math.min(1, v) ** 1.3, [0.8, 0.9, 1.15]);
    const started = performance.now();
    const { changes } = analysePicture(dark);
    console.info(`enhancer analysis of ${SIZE}×${SIZE}: ${(performance.now() - started).toFixed(1)} ms`, JSON.stringify(changes));
    const lift = amount(changes, 'exposure') + amount(changes, 'shadows') / 100;
    expect(amount(changes, 'exposure')).toBeGreaterThan(0.2);
    expect(lift).toBeGreaterThan(0.3);
    expect(amount(changes, 'warmth')).toBeGreaterThan(10);
  });

  it('leaves a well-exposed, neutral picture nearly unchanged', () => {
    const good = scene((v) => Math.min(1, v), [1, 1, 1]);
    const { changes, stats } = analysePicture(good);
    console.info('well-exposed picture', JSON.stringify(changes), JSON.stringify({ ...stats, histogram: undefined }));
    expect(Math.abs(amount(changes, 'exposure'))).toBeLessThanOrEqual(0.1);
    expect(Math.abs(amount(changes, 'warmth'))).toBeLessThan(5);
    expect(Math.abs(amount(changes, 'tint'))).toBeLessThan(5);
    expect(amount(changes, 'shadows')).toBe(0);
    expect(amount(changes, 'contrast')).toBe(0);
    expect(amount(changes, 'levels', 'rgbInBlack')).toBeLessThanOrEqual(3);
  });

  it('ignores transparent pixels', () => {
    const pixels = scene((v) => Math.min(1, v), [1, 1, 1]);
    const clear = { ...pixels, data: pixels.data.slice() };
    for (let i = 0; i < clear.data.length; i += 4) clear.data.set([0, 0, 255, 0], i);
    expect(analysePicture(clear).changes).toEqual([]);
  });
});
