// The brush operations' CPU reference does what each tool promises, only where the stroke paints (the GPU
// is checked against it in gpuMatchesCpu.browser.test.ts).
import { describe, expect, it } from 'vitest';
import type { BrushStroke } from '../../src/lib/shared/editor/strokes';
import type { OperationParams } from '../../src/lib/shared/editor/types';
import { renderDocumentCpu } from '../../workers/editor/cpu/cpuRenderer';
import { ImageStore } from '../../workers/editor/images';
import { UNTRACKED } from '../../workers/editor/jobs';
import { createRaster, type Raster } from '../../workers/editor/raster';
import { photoWith } from './support/renderers';
import { pixelAt, testPicture } from './support/pictures';

/** A hard, full-strength stroke through the points (x, y pairs), mouse pressure. */
const stroke = (size: number, ...xy: number[]): BrushStroke => ({ size, hardness: 1, opacity: 1, flow: 1, spacing: 0.1, points: xy.flatMap((v, i) => (i % 2 === 1 ? [v, 0.5] : [v])) });

async function render(picture: Raster, type: string, params: OperationParams, strokes: BrushStroke[], scale = 1): Promise<Raster> {
  const images = new ImageStore();
  images.set('p', picture);
  return renderDocumentCpu(photoWith('p', picture, [{ type, params, strokes }]), scale, images, null, UNTRACKED);
}

/** A picture painted by `colour(x, y)` → [r, g, b]. */
function paint(width: number, height: number, colour: (x: number, y: number) => number[]): Raster {
  const r = createRaster(width, height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) r.data.set([...colour(x, y), 255], (y * width + x) * 4);
  return r;
}

const flat = (v: number): Raster => paint(64, 48, () => [v, v, v]);
const mean = (r: Raster, x0: number, y0: number, x1: number, y1: number, ch = 0): number => {
  let sum = 0;
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) sum += pixelAt(r, x, y)[ch] ?? 0;
  return sum / ((x1 - x0) * (y1 - y0));
};
/** Mean difference between horizontal neighbours in a box: how much fine detail is there. */
const detail = (r: Raster, x0: number, y0: number, x1: number, y1: number): number => {
  let sum = 0;
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1 - 1; x++) sum += Math.abs((pixelAt(r, x + 1, y)[0] ?? 0) - (pixelAt(r, x, y)[0] ?? 0));
  return sum / ((x1 - x0 - 1) * (y1 - y0));
};

describe('brush operations (CPU reference)', () => {
  it('dodge brightens only under the stroke, burn darkens', async () => {
    const grey = flat(100);
    const dodged = await render(grey, 'dodge', { range: 'midtones', exposure: 80 }, [stroke(10, 10, 10, 40, 10)]);
    expect(pixelAt(dodged, 25, 10)[0]).toBeGreaterThan(130);
    expect(pixelAt(dodged, 25, 40)).toEqual([100, 100, 100, 255]);
    expect(pixelAt(dodged, 55, 10)).toEqual([100, 100, 100, 255]);
    const burnt = await render(grey, 'burn', { range: 'midtones', exposure: 80 }, [stroke(10, 10, 10, 40, 10)]);
    expect(pixelAt(burnt, 25, 10)[0]).toBeLessThan(75);
    expect(pixelAt(burnt, 25, 40)).toEqual([100, 100, 100, 255]);
  });

  it('dodge on highlights lifts bright pixels more than dark ones, on shadows the other way', async () => {
    const halves = paint(64, 48, (x) => (x < 32 ? [40, 40, 40] : [180, 180, 180]));
    const s = [stroke(12, 8, 20, 56, 20)];
    const highlights = await render(halves, 'burn', { range: 'highlights', exposure: 100 }, s);
    const shadows = await render(halves, 'burn', { range: 'shadows', exposure: 100 }, s);
    const drop = (r: Raster, x: number, base: number): number => (base - (pixelAt(r, x, 20)[0] ?? 0)) / base;
    expect(drop(highlights, 48, 180)).toBeGreaterThan(drop(highlights, 16, 40) + 0.1);
    expect(drop(shadows, 16, 40)).toBeGreaterThan(drop(shadows, 48, 180) + 0.1);
  });

  it('clone copies the source pixels onto the destination', async () => {
    const picture = testPicture(64, 48);
    const out = await render(picture, 'clone', { dx: 30, dy: 4 }, [stroke(8, 12, 12, 16, 12)]);
    for (const [x, y] of [
      [12, 12],
      [14, 11],
      [16, 13],
    ] as const) {
      expect(pixelAt(out, x, y)).toEqual(pixelAt(picture, x + 30, y + 4));
    }
    expect(pixelAt(out, 12, 40)).toEqual(pixelAt(picture, 12, 40));
  });

  it('clone at a preview scale copies from the scaled offset', async () => {
    const picture = paint(64, 48, (x) => (x < 32 ? [0, 0, 0] : [250, 250, 250]));
    const out = await render(picture, 'clone', { dx: 32, dy: 0 }, [stroke(12, 12, 24)], 0.5);
    expect(pixelAt(out, 6, 12)[0]).toBeGreaterThan(240);
    expect(pixelAt(out, 6, 20)[0]).toBe(0);
  });

  it('heal brings the source texture but keeps the destination tone', async () => {
    // Left: dark stripes (mean 60, ±30); right: flat bright 200.
    const picture = paint(96, 48, (x) => (x < 48 ? (x % 2 === 0 ? [30, 30, 30] : [90, 90, 90]) : [200, 200, 200]));
    const s = [stroke(16, 70, 24, 74, 24)];
    const healed = await render(picture, 'heal', { dx: -48, dy: 0 }, s);
    const cloned = await render(picture, 'clone', { dx: -48, dy: 0 }, s);
    expect(mean(cloned, 68, 22, 76, 26)).toBeLessThan(80);
    expect(Math.abs(mean(healed, 68, 22, 76, 26) - 200)).toBeLessThan(20);
    expect(detail(healed, 68, 22, 76, 26)).toBeGreaterThan(30);
    expect(detail(picture, 68, 22, 76, 26)).toBe(0);
    expect(pixelAt(healed, 70, 44)).toEqual([200, 200, 200, 255]);
  });

  it('spot heal fills a blemish from its surroundings', async () => {
    const picture = paint(64, 48, (x, y) => (Math.abs(x - 32) < 3 && Math.abs(y - 24) < 3 ? [20, 20, 20] : [150, 150, 150]));
    const out = await render(picture, 'spot-heal', {}, [stroke(10, 32, 24)]);
    expect(Math.abs((pixelAt(out, 32, 24)[0] ?? 0) - 150)).toBeLessThan(8);
    expect(pixelAt(out, 10, 10)).toEqual([150, 150, 150, 255]);
  });

  it('red-eye removes red inside the stroke only and leaves grey alone', async () => {
    const picture = paint(64, 48, (x) => (x < 48 ? [200, 40, 40] : [120, 120, 120]));
    const out = await render(picture, 'red-eye', { strength: 100 }, [stroke(12, 20, 20, 56, 20)]);
    const [r, g] = pixelAt(out, 24, 20);
    expect(r).toBeLessThan(60);
    expect(Math.abs((r ?? 0) - (g ?? 0))).toBeLessThan(10);
    expect(pixelAt(out, 24, 40)).toEqual([200, 40, 40, 255]);
    expect(pixelAt(out, 54, 20)).toEqual([120, 120, 120, 255]);
  });

  it('blur softens and sharpen crisps detail under the stroke only', async () => {
    const stripes = paint(64, 48, (x) => (x % 4 < 2 ? [60, 60, 60] : [160, 160, 160]));
    const s = [stroke(16, 16, 16, 48, 16)];
    const blurred = await render(stripes, 'blur-brush', { strength: 100 }, s);
    expect(detail(blurred, 24, 14, 40, 18)).toBeLessThan(detail(stripes, 24, 14, 40, 18) / 2);
    expect(detail(blurred, 24, 40, 40, 44)).toBe(detail(stripes, 24, 40, 40, 44));
    const soft = paint(64, 48, (x) => [100 + 20 * Math.sin(x), 100, 100]);
    const sharpened = await render(soft, 'sharpen-brush', { strength: 100 }, s);
    expect(detail(sharpened, 24, 14, 40, 18)).toBeGreaterThan(detail(soft, 24, 14, 40, 18) * 1.3);
    expect(detail(sharpened, 24, 40, 40, 44)).toBe(detail(soft, 24, 40, 40, 44));
  });

  it('paint lays the colour where the stroke is', async () => {
    const out = await render(flat(100), 'paint', { color: '#ff0000ff' }, [stroke(8, 10, 10, 30, 10)]);
    expect(pixelAt(out, 20, 10)).toEqual([255, 0, 0, 255]);
    expect(pixelAt(out, 20, 30)).toEqual([100, 100, 100, 255]);
  });

  it('a brush operation without strokes changes nothing', async () => {
    const picture = testPicture(32, 24);
    const out = await render(picture, 'dodge', { exposure: 100 }, []);
    expect(out.data).toEqual(picture.data);
  });
});
