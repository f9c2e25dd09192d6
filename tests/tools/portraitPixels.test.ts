import { describe, expect, it } from 'vitest';
import { ellipseWeight, enhancePortrait, faceEllipse } from '../../workers/tools/sky/portrait';
import type { FaceBox } from '../../workers/tools/types';
import { flat, seeded } from './synthetic';

/** A flat picture with a skin-toned, noisy face box in it, eyes darker, a bright mouth line. */
function portrait(): { pixels: ReturnType<typeof flat>; face: FaceBox } {
  const pixels = flat(320, 320);
  const face: FaceBox = { x: 110, y: 100, width: 100, height: 110, score: 0.95 };
  const rand = seeded(9);
  const e = faceEllipse(face);
  for (let y = 0; y < pixels.height; y++) {
    for (let x = 0; x < pixels.width; x++) {
      if (Math.hypot((x - e.cx) / e.rx, (y - e.cy) / e.ry) >= 1) continue;
      const i = (y * pixels.width + x) * 4;
      const n = (rand() - 0.5) * 40;
      const eye = Math.abs(y - 142) < 6 && (Math.abs(x - 140) < 10 || Math.abs(x - 180) < 10);
      pixels.data[i] = eye ? 60 : 215 + n;
      pixels.data[i + 1] = eye ? 50 : 165 + n;
      pixels.data[i + 2] = eye ? 45 : 140 + n;
    }
  }
  return { pixels, face };
}

function localNoise(data: Uint8ClampedArray, width: number, x0: number, y0: number, size: number): number {
  let sum = 0;
  for (let y = y0; y < y0 + size; y++) for (let x = x0; x < x0 + size - 1; x++) sum += Math.abs(data[(y * width + x) * 4]! - data[(y * width + x + 1) * 4]!);
  return sum / (size * (size - 1));
}

describe('the portrait enhancer works only inside the feathered ellipse of each face', () => {
  it('changes the face and leaves every pixel outside the ellipse as it was', () => {
    const { pixels, face } = portrait();
    const before = new Uint8ClampedArray(pixels.data);
    const started = performance.now();
    const out = enhancePortrait(pixels, [face], { smoothing: 0.7, brightness: 0.5, detail: 0.4 });
    console.log(`portrait 320×320, one face: ${(performance.now() - started).toFixed(0)} ms`);
    const e = faceEllipse(face);
    let changedInside = 0;
    let changedOutside = 0;
    for (let y = 0; y < pixels.height; y++) {
      for (let x = 0; x < pixels.width; x++) {
        const i = (y * pixels.width + x) * 4;
        const changed = [0, 1, 2, 3].some((c) => out.data[i + c] !== before[i + c]);
        if (ellipseWeight(e, x + 0.5, y + 0.5) > 0) changedInside += changed ? 1 : 0;
        else changedOutside += changed ? 1 : 0;
      }
    }
    expect(changedOutside).toBe(0);
    expect(changedInside).toBeGreaterThan(1000);
  });

  it('smooths the skin: the noise on the cheek drops', () => {
    const { pixels, face } = portrait();
    const before = localNoise(pixels.data, pixels.width, 140, 165, 20);
    const out = enhancePortrait(pixels, [face], { smoothing: 1, brightness: 0, detail: 0 });
    expect(localNoise(out.data, out.width, 140, 165, 20)).toBeLessThan(before * 0.6);
  });

  it('does nothing without a face', () => {
    const { pixels } = portrait();
    const out = enhancePortrait(pixels, [], { smoothing: 1, brightness: 1, detail: 1 });
    expect(Buffer.compare(Buffer.from(out.data), Buffer.from(pixels.data))).toBe(0);
  });
});
