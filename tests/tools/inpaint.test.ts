// The object remover's fill (workers/tools/inpaint): what a user sees after "Remove".
import { describe, expect, it } from 'vitest';
import { blurFill } from '../../workers/tools/inpaint/blurFill';
import { inpaintPixels } from '../../workers/tools/inpaint/inpaint';
import type { Coverage, Pixels } from '../../workers/tools/types';

function picture(width: number, height: number, colour: (x: number, y: number) => [number, number, number]): Pixels {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [r, g, b] = colour(x, y);
      data.set([r, g, b, 255], (y * width + x) * 4);
    }
  }
  return { width, height, data };
}

function rectMask(width: number, height: number, x0: number, y0: number, x1: number, y1: number): Coverage {
  const data = new Uint8Array(width * height);
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) data[y * width + x] = 255;
  return { width, height, data };
}

/** The object: bright red over the hole, as if something were pasted there. */
function paintObject(p: Pixels, mask: Coverage): Pixels {
  const data = new Uint8ClampedArray(p.data);
  for (let i = 0; i < mask.data.length; i++) if (mask.data[i]) data.set([255, 0, 0, 255], i * 4);
  return { ...p, data };
}

function holeError(result: Pixels, plate: Pixels, mask: Coverage): number {
  let sum = 0;
  let n = 0;
  for (let i = 0; i < mask.data.length; i++) {
    if (!mask.data[i]) continue;
    for (let k = 0; k < 3; k++) sum += Math.abs((result.data[i * 4 + k] as number) - (plate.data[i * 4 + k] as number));
    n += 3;
  }
  return sum / n;
}

describe('inpaint fills the hole from the rest of the picture', () => {
  it('fills a hole in a flat colour with that colour', () => {
    const plate = picture(96, 80, () => [40, 120, 200]);
    const mask = rectMask(96, 80, 30, 25, 60, 50);
    const result = inpaintPixels(paintObject(plate, mask), mask);
    expect(holeError(result, plate, mask)).toBeLessThan(1);
  });

  it('continues stripes through the hole, far closer to the clean picture than a blur fill', () => {
    const stripes = (x: number): [number, number, number] => (Math.floor(x / 4) % 2 === 0 ? [230, 230, 230] : [30, 30, 30]);
    const plate = picture(160, 120, (x) => stripes(x));
    const mask = rectMask(160, 120, 60, 40, 100, 80);
    const damaged = paintObject(plate, mask);
    const filled = holeError(inpaintPixels(damaged, mask), plate, mask);
    const blurred = holeError(blurFill(damaged, mask), plate, mask);
    expect(blurred).toBeGreaterThan(50);
    expect(filled).toBeLessThan(blurred / 4);
  });

  it('leaves every pixel outside the hole exactly as it was', () => {
    const plate = picture(120, 90, (x, y) => [(x * 7) % 256, (y * 5) % 256, ((x + y) * 3) % 256]);
    const mask = rectMask(120, 90, 40, 30, 70, 55);
    const damaged = paintObject(plate, mask);
    const result = inpaintPixels(damaged, mask);
    let changed = 0;
    for (let i = 0; i < mask.data.length; i++) {
      if (mask.data[i]) continue;
      for (let k = 0; k < 4; k++) if (result.data[i * 4 + k] !== damaged.data[i * 4 + k]) changed++;
    }
    expect(changed).toBe(0);
    expect(result.width).toBe(120);
    expect(result.height).toBe(90);
  });

  it('works on a picture larger than the working size, still filling and keeping the rest', () => {
    const stripes = (x: number, y: number): [number, number, number] => (Math.floor((x + y) / 6) % 2 === 0 ? [220, 200, 40] : [20, 60, 140]);
    const plate = picture(900, 700, stripes);
    const mask = rectMask(900, 700, 300, 250, 600, 450);
    const damaged = paintObject(plate, mask);
    // A working size of about half the crop forces the shrink, fill, enlarge and full-resolution vote
    // (the stripes stay well above the smaller size's resolution).
    const result = inpaintPixels(damaged, mask, undefined, { workingPixels: 200_000 });
    expect(holeError(result, plate, mask)).toBeLessThan(holeError(blurFill(damaged, mask), plate, mask) / 2);
    expect(result.data[0]).toBe(damaged.data[0]);
  });

  it('reports progress up to 1 and returns the picture unchanged when nothing is covered', () => {
    const plate = picture(64, 64, () => [1, 2, 3]);
    const seen: number[] = [];
    inpaintPixels(paintObject(plate, rectMask(64, 64, 20, 20, 40, 40)), rectMask(64, 64, 20, 20, 40, 40), (f) => seen.push(f));
    expect(seen.at(-1)).toBe(1);
    expect(seen.every((f, i) => i === 0 || f >= (seen[i - 1] as number))).toBe(true);
    const untouched = inpaintPixels(plate, rectMask(64, 64, 0, 0, 0, 0));
    expect(Array.from(untouched.data)).toEqual(Array.from(plate.data));
  });
});
