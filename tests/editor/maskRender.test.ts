// Masks on the CPU reference: the rasterizer's shapes, combine modes, wand, colour range, feather, density
// and invert; and the composite — a masked adjustment changes only where its mask shows it, a masked image
// layer shows only there.
import { describe, expect, it } from 'vitest';
import { addImageLayer, createPhotoDocument } from '../../src/lib/shared/editor/edits';
import { addAdjustmentLayer } from '../../src/lib/shared/editor/layers';
import { addMask, maskFromSelection, newMask, type LayerMask, type SelectionShape } from '../../src/lib/shared/editor/masks';
import type { EditorDocument } from '../../src/lib/shared/editor/types';
import { renderDocumentCpu } from '../../workers/editor/cpu/cpuRenderer';
import { ImageStore } from '../../workers/editor/images';
import { UNTRACKED } from '../../workers/editor/jobs';
import { maskCoverage, shapeCoverage } from '../../workers/editor/mask/rasterize';
import type { Raster } from '../../workers/editor/raster';
import { quadrants, testPicture } from './support/pictures';

const at = (c: Float32Array, width: number, x: number, y: number): number => c[y * width + x] as number;
const px = (r: Raster, x: number, y: number): number[] => Array.from(r.data.slice((y * r.width + x) * 4, (y * r.width + x) * 4 + 4));

describe('selection shapes', () => {
  it('a rectangle covers each pixel by its area inside, edges included', () => {
    const c = shapeCoverage({ kind: 'rectangle', x: 2.5, y: 1, width: 3, height: 2.25 }, 8, 6, 1, null);
    expect(at(c, 8, 1, 1)).toBe(0);
    expect(at(c, 8, 2, 1)).toBeCloseTo(0.5, 6);
    expect(at(c, 8, 3, 1)).toBe(1);
    expect(at(c, 8, 5, 2)).toBeCloseTo(0.5, 6);
    expect(at(c, 8, 3, 3)).toBeCloseTo(0.25, 6);
    expect(at(c, 8, 3, 4)).toBe(0);
  });

  it('scales with the render scale', () => {
    const c = shapeCoverage({ kind: 'rectangle', x: 4, y: 4, width: 4, height: 4 }, 8, 8, 0.5, null);
    expect(at(c, 8, 2, 2)).toBe(1);
    expect(at(c, 8, 3, 3)).toBe(1);
    expect(at(c, 8, 4, 4)).toBe(0);
    expect(at(c, 8, 1, 1)).toBe(0);
  });

  it('an ellipse is full inside, empty outside and soft across its edge', () => {
    const c = shapeCoverage({ kind: 'ellipse', x: 0, y: 0, width: 20, height: 10 }, 20, 10, 1, null);
    expect(at(c, 20, 10, 5)).toBe(1);
    expect(at(c, 20, 0, 0)).toBe(0);
    expect(at(c, 20, 19, 9)).toBe(0);
    const edge = at(c, 20, 0, 4);
    expect(edge).toBeGreaterThan(0);
    expect(edge).toBeLessThan(1);
  });

  it('a polygon fills even-odd: the centre of a five-pointed star is a hole', () => {
    const points: number[] = [];
    for (let i = 0; i < 5; i++) {
      const a = -Math.PI / 2 + (i * 4 * Math.PI) / 5;
      points.push(50 + 45 * Math.cos(a), 50 + 45 * Math.sin(a));
    }
    const c = shapeCoverage({ kind: 'polygon', points }, 100, 100, 1, null);
    expect(at(c, 100, 50, 50)).toBe(0);
    expect(at(c, 100, 50, 12)).toBe(1);
    expect(at(c, 100, 2, 98)).toBe(0);
  });

  it('the magic wand takes the seed’s colour, contiguous or anywhere', () => {
    // Two red squares (top-left and, apart, bottom-right) on blue.
    const pixels: Raster = { width: 10, height: 10, data: new Uint8ClampedArray(400) };
    for (let y = 0; y < 10; y++) for (let x = 0; x < 10; x++) pixels.data.set((x < 3 && y < 3) || (x > 6 && y > 6) ? [250, 10, 10, 255] : [0, 0, 255, 255], (y * 10 + x) * 4);
    const near: SelectionShape = { kind: 'wand', x: 1, y: 1, tolerance: 10, contiguous: true };
    const contiguous = shapeCoverage(near, 10, 10, 1, pixels);
    expect(at(contiguous, 10, 2, 2)).toBe(1);
    expect(at(contiguous, 10, 8, 8)).toBe(0);
    expect(at(contiguous, 10, 5, 5)).toBe(0);
    const anywhere = shapeCoverage({ ...near, contiguous: false }, 10, 10, 1, pixels);
    expect(at(anywhere, 10, 8, 8)).toBe(1);
    expect(at(anywhere, 10, 5, 5)).toBe(0);
  });

  it('colour range covers matching colours fully and fades with the distance', () => {
    const pixels: Raster = { width: 3, height: 1, data: new Uint8ClampedArray([200, 0, 0, 255, 180, 0, 0, 255, 0, 200, 0, 255]) };
    const c = shapeCoverage({ kind: 'colourRange', colour: '#c80000ff', fuzziness: 40 }, 3, 1, 1, pixels);
    expect(Array.from(c)).toEqual([1, 0.5, 0]);
  });
});

describe('a mask’s coverage', () => {
  const rect: SelectionShape = { kind: 'rectangle', x: 2, y: 2, width: 6, height: 6 };
  const hole: SelectionShape = { kind: 'rectangle', x: 4, y: 4, width: 2, height: 2 };

  it('combines parts: add, subtract, intersect', () => {
    const c = maskCoverage(maskFromSelection({ parts: [{ shape: rect, mode: 'add' }, { shape: hole, mode: 'subtract' }], feather: 0 }), 10, 10, 1, null);
    expect([at(c, 10, 3, 3), at(c, 10, 4, 4), at(c, 10, 0, 0)]).toEqual([1, 0, 0]);
    const i = maskCoverage(maskFromSelection({ parts: [{ shape: rect, mode: 'add' }, { shape: { kind: 'rectangle', x: 0, y: 0, width: 4, height: 4 }, mode: 'intersect' }], feather: 0 }), 10, 10, 1, null);
    expect([at(i, 10, 3, 3), at(i, 10, 5, 5), at(i, 10, 1, 1)]).toEqual([1, 0, 0]);
  });

  it('inverts, then lets the hidden part through by 1 − density', () => {
    const base = maskFromSelection({ parts: [{ shape: rect, mode: 'add' }], feather: 0 });
    const c = maskCoverage({ ...base, inverted: true, density: 0.75 }, 10, 10, 1, null);
    expect(at(c, 10, 0, 0)).toBe(1);
    expect(at(c, 10, 5, 5)).toBeCloseTo(0.25, 6);
  });

  it('feathers the edge: soft on both sides, unchanged far from it', () => {
    const big: SelectionShape = { kind: 'rectangle', x: 20, y: 0, width: 40, height: 40 };
    const c = maskCoverage(maskFromSelection({ parts: [{ shape: big, mode: 'add' }], feather: 8 }), 60, 40, 1, null);
    expect(at(c, 60, 2, 20)).toBe(0);
    expect(at(c, 60, 40, 20)).toBeCloseTo(1, 6);
    expect(at(c, 60, 18, 20)).toBeGreaterThan(0.05);
    expect(at(c, 60, 21, 20)).toBeLessThan(0.95);
    expect(at(c, 60, 20, 20)).toBeCloseTo(0.5, 1);
  });

  it('strokes hide and reveal on a mask that shows everything', () => {
    const stroke = { size: 4, hardness: 1, opacity: 1, flow: 1, spacing: 0.1, points: [1, 5, 0.5, 9, 5, 0.5] };
    const hidden = maskCoverage({ ...newMask(), parts: [{ type: 'stroke', reveal: false, stroke }] }, 10, 10, 1, null);
    expect(at(hidden, 10, 5, 5)).toBe(0);
    expect(at(hidden, 10, 5, 0)).toBe(1);
    const back = maskCoverage({ ...newMask(), parts: [{ type: 'stroke', reveal: false, stroke }, { type: 'stroke', reveal: true, stroke }] }, 10, 10, 1, null);
    expect(at(back, 10, 5, 5)).toBe(1);
  });
});

describe('the composite through a mask (CPU reference)', () => {
  async function render(doc: EditorDocument, images: ImageStore): Promise<Raster> {
    return renderDocumentCpu(doc, 1, images, null, UNTRACKED);
  }

  it('a rectangle mask on a curves layer changes only inside the rectangle', async () => {
    const images = new ImageStore();
    images.set('p', testPicture(40, 30));
    const photo = createPhotoDocument({ imageId: 'p', width: 40, height: 30 });
    const curves = addAdjustmentLayer(photo, 'curves', { rgb: '0,0 0.5,0.8 1,1' });
    const masked = addMask(curves.document, curves.id, maskFromSelection({ parts: [{ shape: { kind: 'rectangle', x: 10, y: 5, width: 20, height: 10 }, mode: 'add' }], feather: 0 }));
    const [plain, everywhere, through] = await Promise.all([render(photo, images), render(curves.document, images), render(masked, images)]);
    let changedInside = 0;
    for (let y = 0; y < 30; y++) {
      for (let x = 0; x < 40; x++) {
        const inside = x >= 10 && x < 30 && y >= 5 && y < 15;
        expect(px(through, x, y)).toEqual(px(inside ? everywhere : plain, x, y));
        if (inside && px(through, x, y).join() !== px(plain, x, y).join()) changedInside++;
      }
    }
    expect(changedInside).toBeGreaterThan(150);
  });

  it('an image layer shows only where its mask does; inverted, only elsewhere; disabled, everywhere', async () => {
    const images = new ImageStore();
    images.set('p', quadrants(20, 20));
    images.set('w', { width: 20, height: 20, data: new Uint8ClampedArray(1600).fill(255) });
    const base = createPhotoDocument({ imageId: 'p', width: 20, height: 20 });
    const white = addImageLayer(base, { imageId: 'w', width: 20, height: 20 });
    const mask: LayerMask = maskFromSelection({ parts: [{ shape: { kind: 'ellipse', x: 5, y: 5, width: 10, height: 10 }, mode: 'add' }], feather: 0 });
    const masked = await render(addMask(white.document, white.id, mask), images);
    expect(px(masked, 10, 10)).toEqual([255, 255, 255, 255]);
    expect(px(masked, 1, 1)).toEqual([255, 0, 0, 255]);
    const inverted = await render(addMask(white.document, white.id, { ...mask, inverted: true }), images);
    expect(px(inverted, 10, 10)).toEqual([255, 255, 0, 255]);
    expect(px(inverted, 1, 1)).toEqual([255, 255, 255, 255]);
    const off = await render(addMask(white.document, white.id, { ...mask, enabled: false }), images);
    expect(px(off, 1, 1)).toEqual([255, 255, 255, 255]);
  });

  it('a magic-wand mask on an adjustment layer reads the picture below it', async () => {
    const images = new ImageStore();
    images.set('p', quadrants(20, 20));
    const photo = createPhotoDocument({ imageId: 'p', width: 20, height: 20 });
    const grey = addAdjustmentLayer(photo, 'saturation', { amount: -100 });
    const masked = addMask(grey.document, grey.id, maskFromSelection({ parts: [{ shape: { kind: 'wand', x: 15, y: 3, tolerance: 20, contiguous: true }, mode: 'add' }], feather: 0 }));
    const out = await render(masked, images);
    // The top-right (green) quadrant turns grey; the red one is untouched.
    const g = px(out, 15, 3);
    expect(g[0]).toBe(g[1]);
    expect(px(out, 3, 3)).toEqual([255, 0, 0, 255]);
  });
});
