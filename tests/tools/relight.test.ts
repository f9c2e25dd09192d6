import { describe, expect, it } from 'vitest';
import { relight } from '../../workers/tools/sky/relight';
import type { Coverage } from '../../workers/tools/types';
import { flat } from './synthetic';

/** A person-shaped mask: an ellipse body with a round head, soft at the rim. */
function subject(width: number, height: number): Coverage {
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const head = Math.hypot((x - width / 2) / 30, (y - height * 0.3) / 36);
      const body = Math.hypot((x - width / 2) / 70, (y - height * 0.85) / 90);
      const d = Math.min(head, body);
      data[y * width + x] = d < 0.95 ? 255 : d < 1 ? Math.round(((1 - d) / 0.05) * 255) : 0;
    }
  }
  return { width, height, data };
}

function meanRed(data: Uint8ClampedArray, width: number, x0: number, x1: number, y: number): number {
  let sum = 0;
  for (let x = x0; x < x1; x++) sum += data[(y * width + x) * 4]!;
  return sum / (x1 - x0);
}

describe('the relight lights the subject and leaves the background alone', () => {
  it('changes subject pixels and no background pixel when the background is not dimmed', () => {
    const pixels = flat(240, 300);
    const mask = subject(240, 300);
    const started = performance.now();
    const { pixels: out } = relight(pixels, mask, { direction: 'left', intensity: 0.8, warmth: 0.3, dim: 0 });
    console.log(`relight 240×300: ${(performance.now() - started).toFixed(0)} ms`);
    expect(out).not.toBeNull();
    let changedSubject = 0;
    let subjectCount = 0;
    let changedBackground = 0;
    for (let i = 0; i < mask.data.length; i++) {
      const changed = [0, 1, 2, 3].some((c) => out!.data[i * 4 + c] !== pixels.data[i * 4 + c]);
      if (mask.data[i] === 0) changedBackground += changed ? 1 : 0;
      if (mask.data[i] === 255) {
        subjectCount++;
        changedSubject += changed ? 1 : 0;
      }
    }
    expect(changedBackground).toBe(0);
    expect(changedSubject / subjectCount).toBeGreaterThan(0.8);
  });

  it('makes the side the light comes from the brighter one', () => {
    const pixels = flat(240, 300);
    const mask = subject(240, 300);
    const y = Math.round(300 * 0.8);
    const left = relight(pixels, mask, { direction: 'left', intensity: 1, warmth: 0, dim: 0 }).pixels!;
    expect(meanRed(left.data, 240, 70, 100, y)).toBeGreaterThan(meanRed(left.data, 240, 140, 170, y) + 10);
    const right = relight(pixels, mask, { direction: 'right', intensity: 1, warmth: 0, dim: 0 }).pixels!;
    expect(meanRed(right.data, 240, 140, 170, y)).toBeGreaterThan(meanRed(right.data, 240, 70, 100, y) + 10);
  });

  it('dims the background when asked', () => {
    const pixels = flat(240, 300);
    const out = relight(pixels, subject(240, 300), { direction: 'front', intensity: 0.5, warmth: 0, dim: 1 }).pixels!;
    expect(meanRed(out.data, 240, 0, 20, 10)).toBeLessThan(meanRed(pixels.data, 240, 0, 20, 10) * 0.6);
  });

  it('returns nothing for an empty mask', () => {
    const pixels = flat(40, 40);
    expect(relight(pixels, { width: 40, height: 40, data: new Uint8Array(1600) }, { direction: 'top', intensity: 1, warmth: 0, dim: 0 }).pixels).toBeNull();
  });
});
