// The perspective tool's warp (workers/tools/perspective/warp.ts): a checkerboard warped by a known
// homography and back comes out close to the original (bilinear twice blurs only the squares' edges),
// the identity is exact, outside the source is transparent, and progress is reported per band of rows.
import { describe, expect, it } from 'vitest';
import { invertHomography, IDENTITY_HOMOGRAPHY, type Homography } from '../../src/lib/shared/editor/homography';
import { warpPerspective } from '../../workers/tools/perspective/warp';
import type { Pixels } from '../../workers/tools/types';

function checkerboard(width: number, height: number, cell: number): Pixels {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const on = (Math.floor(x / cell) + Math.floor(y / cell)) % 2 === 0;
      data.set(on ? [230, 40, 60, 255] : [20, 90, 200, 255], (y * width + x) * 4);
    }
  }
  return { width, height, data };
}

/** Mean absolute difference of the colour channels over the pixels inside the margin. */
function meanError(a: Pixels, b: Pixels, margin: number): number {
  let sum = 0;
  let n = 0;
  for (let y = margin; y < a.height - margin; y++) {
    for (let x = margin; x < a.width - margin; x++) {
      const i = (y * a.width + x) * 4;
      for (let c = 0; c < 3; c++) sum += Math.abs(a.data[i + c]! - b.data[i + c]!);
      n += 3;
    }
  }
  return sum / n;
}

/** Share of the pixels inside the margin whose channels are all within 8 levels. */
function closeShare(a: Pixels, b: Pixels, margin: number): number {
  let close = 0;
  let n = 0;
  for (let y = margin; y < a.height - margin; y++) {
    for (let x = margin; x < a.width - margin; x++) {
      const i = (y * a.width + x) * 4;
      if ([0, 1, 2].every((c) => Math.abs(a.data[i + c]! - b.data[i + c]!) <= 8)) close++;
      n++;
    }
  }
  return close / n;
}

/** Pixels this far from the border are inside the source after the round trip of the tests' keystone. */
const MARGIN = 24;

describe('the perspective warp', () => {
  const source = checkerboard(160, 120, 16);

  it('is exact for the identity', () => {
    const out = warpPerspective(source, IDENTITY_HOMOGRAPHY, source.width, source.height);
    expect(Array.from(out.data)).toEqual(Array.from(source.data));
  });

  it('warps a checkerboard by a known homography and back with a small error', () => {
    // A mild keystone: output → source (the warp's convention). Going there and back samples twice.
    const there: Homography = [0.95, 0.04, 3, 0.02, 0.97, 2, 0.0004, 0.0002, 1];
    const warped = warpPerspective(source, there, source.width, source.height);
    const back = warpPerspective(warped, invertHomography(there), source.width, source.height);
    // Inside the margin (the border is where the first warp left the source) every pixel came back opaque,
    for (let y = MARGIN; y < source.height - MARGIN; y++) for (let x = MARGIN; x < source.width - MARGIN; x++) expect(back.data[(y * source.width + x) * 4 + 3]).toBe(255);
    // most exactly as it was: only the squares' edges blur, by two bilinear readings (a 200-level step).
    expect(meanError(back, source, MARGIN)).toBeLessThan(7);
    expect(closeShare(back, source, MARGIN)).toBeGreaterThan(0.75);
    // The warp did move the squares: the same comparison before going back is far off.
    expect(meanError(warped, source, MARGIN)).toBeGreaterThan(30);
  });

  it('carries a smooth gradient there and back to within rounding', () => {
    const data = new Uint8ClampedArray(160 * 120 * 4);
    for (let y = 0; y < 120; y++) for (let x = 0; x < 160; x++) data.set([x, 2 * y, (x + y) / 2, 255], (y * 160 + x) * 4);
    const gradient: Pixels = { width: 160, height: 120, data };
    const there: Homography = [0.95, 0.04, 3, 0.02, 0.97, 2, 0.0004, 0.0002, 1];
    const back = warpPerspective(warpPerspective(gradient, there, 160, 120), invertHomography(there), 160, 120);
    expect(meanError(back, gradient, MARGIN)).toBeLessThan(1.5);
    expect(closeShare(back, gradient, MARGIN)).toBe(1);
  });

  it('leaves transparent what falls outside the source, and keeps the edge of the source opaque', () => {
    // Shifted right by 10.25 px: the centres of output columns 0…9 fall left of the source (transparent);
    // column 10's falls a quarter pixel inside it, left of the first pixel's centre — it reads that edge
    // pixel, fully opaque, not half blended with the nothing beyond.
    const shift: Homography = [1, 0, -10.25, 0, 1, 0, 0, 0, 1];
    const out = warpPerspective(source, shift, source.width, source.height);
    const at = (x: number): number[] => Array.from(out.data.slice((5 * source.width + x) * 4, (5 * source.width + x) * 4 + 4));
    for (let x = 0; x < 10; x++) expect(at(x)[3], `column ${x}`).toBe(0);
    expect(at(10)).toEqual([230, 40, 60, 255]);
  });

  it('reads transparent neighbours without darkening the colour (premultiplied)', () => {
    const half: Pixels = { width: 2, height: 1, data: new Uint8ClampedArray([255, 255, 255, 255, 0, 0, 0, 0]) };
    // The output pixel's centre lands halfway between the two source pixels.
    const out = warpPerspective(half, [1, 0, 0.5, 0, 1, 0, 0, 0, 1], 1, 1);
    expect(Array.from(out.data)).toEqual([255, 255, 255, 128]);
  });

  it('reads a picture whose bytes do not start on a 4-byte boundary the same (byte by byte)', () => {
    const there: Homography = [0.95, 0.04, 3, 0.02, 0.97, 2, 0.0004, 0.0002, 1];
    const buffer = new ArrayBuffer(source.data.length + 1);
    const shifted = new Uint8ClampedArray(buffer, 1, source.data.length);
    shifted.set(source.data);
    // A few half-transparent pixels too, for the premultiplied path.
    for (let i = 3; i < shifted.length; i += 4 * 37) shifted[i] = 90;
    const aligned = new Uint8ClampedArray(shifted);
    const a = warpPerspective({ ...source, data: shifted }, there, source.width, source.height);
    const b = warpPerspective({ ...source, data: aligned }, there, source.width, source.height);
    expect(Array.from(a.data)).toEqual(Array.from(b.data));
  });

  it('makes a picture of the size asked for and reports progress up to 1, row band by row band', () => {
    const seen: number[] = [];
    const out = warpPerspective(source, [2, 0, 0, 0, 2, 0, 0, 0, 1], 60, 45, (f) => seen.push(f));
    expect([out.width, out.height, out.data.length]).toEqual([60, 45, 60 * 45 * 4]);
    expect(seen.length).toBeGreaterThan(10);
    expect(seen.at(-1)).toBe(1);
    expect(seen.every((f, i) => i === 0 || f > seen[i - 1]!)).toBe(true);
  });
});
