// The classical looks of issue 17 (comics, digital art, fantasy portrait, perfect skin) and the lens flare
// do what they promise on the CPU reference (the GPU is checked against it in the browser): at their
// default they visibly change a sample photo, at amount 0 they leave it untouched.
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { operationSpec } from '../../src/lib/shared/editor/catalogue';
import { featureById } from '../../src/lib/shared/features/catalogue';
import { toolForDeepLink } from '../../src/lib/shared/editor/tools';
import { defaultParams } from '../../src/lib/shared/editor/params';
import type { OperationParams } from '../../src/lib/shared/editor/types';
import { renderDocumentCpu } from '../../workers/editor/cpu/cpuRenderer';
import { ImageStore } from '../../workers/editor/images';
import { UNTRACKED } from '../../workers/editor/jobs';
import type { Raster } from '../../workers/editor/raster';
import { skinLikelihood } from '../../workers/editor/ops/skin';
import { photoWith } from './support/renderers';
import { difference, pixelAt } from './support/pictures';

const LOOKS = ['comics', 'digital-art', 'fantasy-portrait', 'perfectskin', 'lens-flare'] as const;

async function sample(name: string, size: number): Promise<Raster> {
  const { data, info } = await sharp(`public/samples/${name}`).resize(size, size, { fit: 'inside' }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength) };
}

async function render(picture: Raster, type: string, params: OperationParams): Promise<Raster> {
  const images = new ImageStore();
  images.set('p', picture);
  return renderDocumentCpu(photoWith('p', picture, [{ type, params }]), 1, images, null, UNTRACKED);
}

let astronaut: Raster;
beforeAll(async () => {
  astronaut = await sample('astronaut.png', 192);
});

describe('each classical look is a catalogue operation opened by its deep link', () => {
  it.each(LOOKS)('%s', (type) => {
    expect(operationSpec(type)?.deepLink).toBe(type);
    expect(toolForDeepLink(type)?.operation).toBe(type);
    const feature = featureById(type);
    expect(feature?.available, 'a real tool, no longer announced').toBe(true);
    expect(feature?.ai, 'no model runs: no AI badge').toBe(false);
  });

  it('keeps comics, digital art and fantasy portrait Plus, as the artsy looks are', () => {
    for (const type of ['comics', 'digital-art', 'fantasy-portrait']) expect(featureById(type)?.plus, type).toBe(true);
  });
});

describe('the default changes the photo and amount 0 leaves it untouched', () => {
  it.each(LOOKS)('%s', async (type) => {
    const changed = difference(await render(astronaut, type, defaultParams(type)), astronaut);
    expect(changed.mean, 'mean change per channel at the default').toBeGreaterThan(type === 'perfectskin' ? 0.3 : 4);
    expect(changed.max).toBeGreaterThan(type === 'perfectskin' ? 10 : 30);
    expect(difference(await render(astronaut, type, { ...defaultParams(type), amount: 0 }), astronaut).max).toBe(0);
  });
});

/** Mean absolute difference between horizontal neighbours inside a box: how much fine detail it holds. */
function detail(r: Raster, x0: number, y0: number, x1: number, y1: number): number {
  let sum = 0;
  let n = 0;
  for (let y = y0; y < y1; y++) {
    for (let x = x0 + 1; x < x1; x++) {
      const a = pixelAt(r, x, y);
      const b = pixelAt(r, x - 1, y);
      for (let c = 0; c < 3; c++) sum += Math.abs((a[c] ?? 0) - (b[c] ?? 0));
      n += 3;
    }
  }
  return sum / n;
}

describe('perfect skin', () => {
  it('recognises skin tones and not sky, grass or grey', () => {
    expect(skinLikelihood(0.87, 0.67, 0.56)).toBeGreaterThan(0.8);
    expect(skinLikelihood(0.55, 0.38, 0.3)).toBeGreaterThan(0.8);
    expect(skinLikelihood(0.3, 0.5, 0.9)).toBe(0);
    expect(skinLikelihood(0.3, 0.7, 0.3)).toBe(0);
    expect(skinLikelihood(0.5, 0.5, 0.5)).toBe(0);
  });

  it('smooths a noisy skin patch but keeps the edge of a blue patch beside it sharp', async () => {
    const w = 64;
    const h = 32;
    const data = new Uint8ClampedArray(w * h * 4);
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        const i = (y * w + x) * 4;
        const n = ((x * 7 + y * 13) % 5) * 6 - 12;
        const [r, g, b] = x < w / 2 ? [215 + n, 170 + n, 145 + n] : [60, 90, 200];
        data.set([r, g, b, 255], i);
      }
    }
    const picture = { width: w, height: h, data };
    const out = await render(picture, 'perfectskin', { amount: 100, radius: 10 });
    expect(detail(out, 4, 4, 28, 28)).toBeLessThan(detail(picture, 4, 4, 28, 28) * 0.6);
    expect(detail(out, 36, 4, 60, 28)).toBe(0);
    expect(pixelAt(out, 33, 16)).toEqual([60, 90, 200, 255]);
  });
});

describe('the lens flare is a real flare', () => {
  const dark = (): Raster => ({ width: 120, height: 80, data: new Uint8ClampedArray(120 * 80 * 4).fill(30).map((v, i) => (i % 4 === 3 ? 255 : v)) });

  it('has a blown-out core, rays around it and a ghost on the far side of the centre', async () => {
    const r = await render(dark(), 'lens-flare', { amount: 100, x: 0.25, y: 0.25 });
    expect(pixelAt(r, 30, 20).slice(0, 3).every((v) => v > 240)).toBe(true);
    // The horizontal streak reaches far beyond the core.
    expect(pixelAt(r, 70, 20)[2]).toBeGreaterThan(45);
    expect(pixelAt(r, 30, 60)[2]).toBeLessThan(pixelAt(r, 70, 20)[2] ?? 0);
    // Ghost at 1.15 of the way from the light through the centre: (0.25 + 0.25·1.15) of the picture.
    const ghost = pixelAt(r, Math.round(120 * 0.5375), Math.round(80 * 0.5375));
    const beside = pixelAt(r, Math.round(120 * 0.5375) + 12, Math.round(80 * 0.5375) - 12);
    expect(ghost[2]).toBeGreaterThan((beside[2] ?? 0) + 20);
  });

  it('moves with its centre', async () => {
    const r = await render(dark(), 'lens-flare', { amount: 100, x: 0.8, y: 0.7 });
    expect(pixelAt(r, 96, 56).slice(0, 3).every((v) => v > 240)).toBe(true);
    expect(pixelAt(r, 30, 20)[0]).toBeLessThan(120);
  });
});
