// The CPU reference does what each tool promises (the GPU is then checked against it in the browser).
import { describe, expect, it } from 'vitest';
import { EFFECT_TYPES } from '../../src/lib/shared/editor/catalogue';
import { addImageLayer, createDocument } from '../../src/lib/shared/editor/edits';
import type { EditorDocument } from '../../src/lib/shared/editor/types';
import { renderDocumentCpu } from '../../workers/editor/cpu/cpuRenderer';
import { hash3 } from '../../workers/editor/kernels/math';
import { ImageStore } from '../../workers/editor/images';
import { UNTRACKED } from '../../workers/editor/jobs';
import type { Raster } from '../../workers/editor/raster';
import { photoWith } from './support/renderers';
import { difference, pixelAt, quadrants, testPicture } from './support/pictures';

const RED = [255, 0, 0, 255];
const GREEN = [0, 255, 0, 255];
const BLUE = [0, 0, 255, 255];
const YELLOW = [255, 255, 0, 255];

async function render(picture: Raster, operations: Parameters<typeof photoWith>[2], scale = 1): Promise<Raster> {
  const images = new ImageStore();
  images.set('p', picture);
  return renderDocumentCpu(photoWith('p', picture, operations), scale, images, null, UNTRACKED);
}

const corners = (r: Raster): number[][] => [pixelAt(r, 0, 0), pixelAt(r, r.width - 1, 0), pixelAt(r, 0, r.height - 1), pixelAt(r, r.width - 1, r.height - 1)];

function stats(r: Raster, channel: number): { mean: number; std: number } {
  let sum = 0;
  let sq = 0;
  const n = r.width * r.height;
  for (let i = channel; i < r.data.length; i += 4) {
    const v = r.data[i] ?? 0;
    sum += v;
    sq += v * v;
  }
  const mean = sum / n;
  return { mean, std: Math.sqrt(sq / n - mean * mean) };
}

/** Mean absolute difference between horizontal neighbours: how much fine detail there is. */
function detail(r: Raster): number {
  let sum = 0;
  for (let y = 0; y < r.height; y++) for (let x = 1; x < r.width; x++) sum += Math.abs((pixelAt(r, x, y)[1] ?? 0) - (pixelAt(r, x - 1, y)[1] ?? 0));
  return sum / (r.height * (r.width - 1));
}

describe('geometry moves pixels where it says', () => {
  const q = quadrants(8, 6);

  it('rotate turns clockwise by quarter turns', async () => {
    const r = await render(q, [{ type: 'rotate', params: { turns: 1 } }]);
    expect([r.width, r.height]).toEqual([6, 8]);
    expect(corners(r)).toEqual([BLUE, RED, YELLOW, GREEN]);
    expect(corners(await render(q, [{ type: 'rotate', params: { turns: 2 } }]))).toEqual([YELLOW, BLUE, GREEN, RED]);
  });

  it('flip mirrors each way', async () => {
    expect(corners(await render(q, [{ type: 'flip', params: { horizontal: true, vertical: false } }]))).toEqual([GREEN, RED, YELLOW, BLUE]);
    expect(corners(await render(q, [{ type: 'flip', params: { horizontal: false, vertical: true } }]))).toEqual([BLUE, YELLOW, RED, GREEN]);
  });

  it('crop keeps exactly the chosen rectangle', async () => {
    const r = await render(q, [{ type: 'crop', params: { x: 0.5, y: 0, width: 0.5, height: 0.5 } }]);
    expect([r.width, r.height]).toEqual([4, 3]);
    expect(corners(r)).toEqual([GREEN, GREEN, GREEN, GREEN]);
  });

  it('expand adds the chosen colour around the picture', async () => {
    const r = await render(q, [{ type: 'expand', params: { top: 0, right: 0, bottom: 50, left: 25, color: '#102030ff' } }]);
    expect([r.width, r.height]).toEqual([10, 9]);
    expect(pixelAt(r, 0, 0)).toEqual([16, 32, 48, 255]);
    expect(pixelAt(r, 2, 0)).toEqual(RED);
    expect(pixelAt(r, 9, 8)).toEqual([16, 32, 48, 255]);
  });

  it('resize shrinks to the asked size, keeping the aspect ratio from one side', async () => {
    const r = await render(quadrants(80, 60), [{ type: 'resize', params: { width: 20, height: 0 } }]);
    expect([r.width, r.height]).toEqual([20, 15]);
    expect(corners(r)).toEqual([RED, GREEN, BLUE, YELLOW]);
  });

  it('straighten turns slightly and zooms so no empty corner shows', async () => {
    const r = await render(testPicture(60, 40), [{ type: 'straighten', params: { angle: 10 } }]);
    expect([r.width, r.height]).toEqual([60, 40]);
    for (const c of corners(r)) expect(c[3]).toBe(255);
    expect(difference(r, testPicture(60, 40)).mean).toBeGreaterThan(1);
  });
});

describe('adjustments', () => {
  const pic = testPicture(48, 36);

  it('brightness and exposure lift the tones; negative values lower them', async () => {
    const base = stats(pic, 1).mean;
    expect(stats(await render(pic, [{ type: 'brightness', params: { amount: 50 } }]), 1).mean).toBeGreaterThan(base + 20);
    expect(stats(await render(pic, [{ type: 'exposure', params: { amount: 1 } }]), 1).mean).toBeGreaterThan(base + 20);
    expect(stats(await render(pic, [{ type: 'exposure', params: { amount: -1 } }]), 1).mean).toBeLessThan(base - 20);
  });

  it('contrast widens or narrows the spread of tones', async () => {
    const base = stats(pic, 0).std;
    expect(stats(await render(pic, [{ type: 'contrast', params: { amount: 60 } }]), 0).std).toBeGreaterThan(base * 1.3);
    expect(stats(await render(pic, [{ type: 'contrast', params: { amount: -60 } }]), 0).std).toBeLessThan(base * 0.7);
  });

  it('saturation −100 and black-and-white leave only greys', async () => {
    for (const r of [await render(pic, [{ type: 'saturation', params: { amount: -100 } }]), await render(pic, [{ type: 'black-and-white', params: { amount: 100 } }])]) {
      for (let i = 0; i < r.data.length; i += 4) {
        expect(Math.abs((r.data[i] ?? 0) - (r.data[i + 1] ?? 0))).toBeLessThanOrEqual(1);
        expect(Math.abs((r.data[i + 1] ?? 0) - (r.data[i + 2] ?? 0))).toBeLessThanOrEqual(1);
      }
    }
  });

  it('warmth pushes red up and blue down', async () => {
    const r = await render(pic, [{ type: 'warmth', params: { amount: 80 } }]);
    expect(stats(r, 0).mean).toBeGreaterThan(stats(pic, 0).mean);
    expect(stats(r, 2).mean).toBeLessThan(stats(pic, 2).mean);
  });

  it('the vignette darkens the corners and leaves the centre', async () => {
    const flat = { width: 40, height: 30, data: new Uint8ClampedArray(40 * 30 * 4).fill(200) };
    const r = await render(flat, [{ type: 'vignette', params: { amount: 80, size: 50 } }]);
    expect(pixelAt(r, 20, 15)[0]).toBe(200);
    expect(pixelAt(r, 0, 0)[0]).toBeLessThan(120);
  });

  it('blur and denoise remove detail; sharpen and clarity add it', async () => {
    const base = detail(pic);
    // The blur's radius follows the picture's size (1.6% of the short side here): a bigger picture shows it.
    const big = testPicture(200, 150);
    expect(detail(await render(big, [{ type: 'blur', params: { amount: 80 } }]))).toBeLessThan(detail(big) * 0.5);
    // Denoise on grain over a flat grey: the grain should mostly go.
    const grainy = { width: 40, height: 30, data: new Uint8ClampedArray(40 * 30 * 4).map((_, i) => (i % 4 === 3 ? 255 : 128 + (hash3(i >> 2, 0, 5) - 0.5) * 50)) };
    expect(stats(await render(grainy, [{ type: 'denoise', params: { amount: 100 } }]), 0).std).toBeLessThan(stats(grainy, 0).std * 0.6);
    expect(detail(await render(pic, [{ type: 'sharpen', params: { amount: 100 } }]))).toBeGreaterThan(base * 1.3);
    expect(detail(await render(pic, [{ type: 'clarity', params: { amount: 100 } }]))).toBeGreaterThan(base);
  });
});

describe('effects', () => {
  const pic = testPicture(48, 36);

  it.each(EFFECT_TYPES)('%s changes the picture at full amount and leaves it alone at 0', async (type) => {
    const full = await render(pic, [{ type, params: { amount: 100 } }]);
    expect([full.width, full.height]).toEqual([pic.width, pic.height]);
    expect(difference(full, pic).mean).toBeGreaterThan(1);
    expect(difference(await render(pic, [{ type, params: { amount: 0 } }]), pic).max).toBe(0);
  });

  it('negative inverts, posterize keeps four levels, pixelate makes flat blocks', async () => {
    const neg = await render(pic, [{ type: 'negative', params: { amount: 100 } }]);
    expect(pixelAt(neg, 5, 5).slice(0, 3)).toEqual(pixelAt(pic, 5, 5).slice(0, 3).map((v) => 255 - v));
    const post = await render(pic, [{ type: 'posterize', params: { amount: 100 } }]);
    const levels = new Set<number>();
    for (let i = 0; i < post.data.length; i += 4) levels.add(post.data[i] ?? 0);
    expect([...levels].sort((a, b) => a - b)).toEqual([0, 85, 170, 255]);
    const pix = await render(testPicture(100, 100), [{ type: 'pixelate', params: { amount: 100 } }]);
    expect(pixelAt(pix, 0, 0)).toEqual(pixelAt(pix, 4, 4));
  });

  it('grain is the same on every render (no flicker between preview and export)', async () => {
    const a = await render(pic, [{ type: 'film-grain', params: { amount: 100 } }]);
    const b = await render(pic, [{ type: 'film-grain', params: { amount: 100 } }]);
    expect(difference(a, b).max).toBe(0);
  });

  it('the lens flare brightens around its centre', async () => {
    const dark = { width: 60, height: 40, data: new Uint8ClampedArray(60 * 40 * 4).fill(40) };
    const r = await render(dark, [{ type: 'lens-flare', params: { amount: 100, x: 0.25, y: 0.25 } }]);
    expect(pixelAt(r, 15, 10)[0]).toBeGreaterThan(150);
    expect(pixelAt(r, 59, 39)[0]).toBeLessThan(80);
  });
});

describe('layers (collage and designer)', () => {
  it('places each picture by its transform over the background, with opacity', async () => {
    const images = new ImageStore();
    const red = { width: 10, height: 10, data: new Uint8ClampedArray(400).map((_, i) => (i % 4 === 1 || i % 4 === 2 ? 0 : 255)) };
    images.set('red', red);
    let doc: EditorDocument = createDocument({ section: 'collage', width: 40, height: 20, background: '#ffffffff' });
    doc = addImageLayer(doc, { imageId: 'red', width: 10, height: 10 }, { x: 5, y: 5, scaleX: 1, scaleY: 1, rotation: 0 }).document;
    const second = addImageLayer(doc, { imageId: 'red', width: 10, height: 10 }, { x: 30, y: 10, scaleX: 1, scaleY: 1, rotation: 0 });
    doc = { ...second.document, layers: second.document.layers.map((l) => (l.id === second.id ? { ...l, opacity: 0.5 } : l)) };
    const r = await renderDocumentCpu(doc, 1, images, null, UNTRACKED);
    expect(pixelAt(r, 2, 2)).toEqual(RED);
    expect(pixelAt(r, 20, 15)).toEqual([255, 255, 255, 255]);
    expect(pixelAt(r, 30, 10)).toEqual([255, 128, 128, 255]);
  });
});
