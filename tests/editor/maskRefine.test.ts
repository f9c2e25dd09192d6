// Refine edge: a rough selection snaps to the picture's edge — in the rasterizer, through the composite
// (an image layer's own pixels and an adjustment layer's picture below), and as a stored, clamped setting.
import { describe, expect, it } from 'vitest';
import { addImageLayer, createPhotoDocument } from '../../src/lib/shared/editor/edits';
import { addAdjustmentLayer } from '../../src/lib/shared/editor/layers';
import { addMask, maskFromSelection, maskNeedsPixels, setMaskRefine, type LayerMask } from '../../src/lib/shared/editor/masks';
import { restoreDocument } from '../../src/lib/shared/editor/restore';
import type { EditorDocument } from '../../src/lib/shared/editor/types';
import { renderDocumentCpu } from '../../workers/editor/cpu/cpuRenderer';
import { ImageStore } from '../../workers/editor/images';
import { UNTRACKED } from '../../workers/editor/jobs';
import { maskCoverage } from '../../workers/editor/mask/rasterize';
import type { Raster } from '../../workers/editor/raster';

const SIZE = 80;
/** A sharp dark square [25, 55) × [25, 55) on a light background. */
function squarePicture(): Raster {
  const data = new Uint8ClampedArray(SIZE * SIZE * 4);
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      const dark = x >= 25 && x < 55 && y >= 25 && y < 55;
      data.set(dark ? [30, 35, 40, 255] : [225, 220, 210, 255], (y * SIZE + x) * 4);
    }
  }
  return { width: SIZE, height: SIZE, data };
}

/** A rough rectangle 6 pixels outside the square all round. */
const rough = (refine?: LayerMask['refine']): LayerMask => ({
  ...maskFromSelection({ parts: [{ shape: { kind: 'rectangle', x: 19, y: 19, width: 42, height: 42 }, mode: 'add' }], feather: 0 }),
  ...(refine ? { refine } : {}),
});
const at = (c: Float32Array, x: number, y: number): number => c[y * SIZE + x] as number;
const px = (r: Raster, x: number, y: number): number[] => Array.from(r.data.slice((y * r.width + x) * 4, (y * r.width + x) * 4 + 4));

describe('refine edge in the rasterizer', () => {
  it('snaps a rough rectangle around a dark square to the square’s edge', () => {
    const picture = squarePicture();
    const before = maskCoverage(rough(), SIZE, SIZE, 1, picture);
    // The rough selection covers the light ring around the square.
    expect(at(before, 21, 40)).toBe(1);
    const c = maskCoverage(rough({ radius: 10, strength: 1 }), SIZE, SIZE, 1, picture);
    for (const p of [25, 30, 40, 54]) {
      // Inside the square, along each side and in the middle.
      for (const [x, y] of [[p, 25], [p, 54], [25, p], [54, p], [40, 40]] as const) expect(at(c, x, y)).toBeGreaterThan(0.9);
      // A few pixels outside it (inside the rough rectangle) and just past the rough edge.
      for (const [x, y] of [[p, 21], [p, 58], [21, p], [58, p], [p, 19], [60, p]] as const) expect(at(c, x, y)).toBeLessThan(0.1);
    }
    // Far away nothing changes.
    expect(at(c, 2, 2)).toBe(0);
  });

  it('strength mixes the refined edge with the rough one; on a flat picture the edge stays where it was', () => {
    const picture = squarePicture();
    const half = maskCoverage(rough({ radius: 10, strength: 0.5 }), SIZE, SIZE, 1, picture);
    expect(at(half, 21, 40)).toBeGreaterThan(0.4);
    expect(at(half, 21, 40)).toBeLessThan(0.6);
    const flat: Raster = { width: SIZE, height: SIZE, data: new Uint8ClampedArray(SIZE * SIZE * 4).fill(128) };
    const kept = maskCoverage(rough({ radius: 10, strength: 1 }), SIZE, SIZE, 1, flat);
    expect(at(kept, 23, 40)).toBeGreaterThan(0.9);
    expect(at(kept, 15, 40)).toBeLessThan(0.1);
    expect(at(kept, 19, 40)).toBeGreaterThan(0.3);
    expect(at(kept, 18, 40)).toBeLessThan(0.7);
  });

  it('works at a reduced render scale (the radius is in document pixels)', () => {
    const picture = squarePicture();
    // The same picture standing for a document twice as big, rendered at scale 0.5.
    const mask: LayerMask = { ...maskFromSelection({ parts: [{ shape: { kind: 'rectangle', x: 38, y: 38, width: 84, height: 84 }, mode: 'add' }], feather: 0 }), refine: { radius: 20, strength: 1 } };
    const c = maskCoverage(mask, SIZE, SIZE, 0.5, picture);
    expect(at(c, 40, 26)).toBeGreaterThan(0.9);
    expect(at(c, 40, 22)).toBeLessThan(0.1);
  });
});

describe('refine edge through the composite', () => {
  it('an adjustment layer refined against the picture below changes the square only', async () => {
    const images = new ImageStore();
    images.set('p', squarePicture());
    const photo = createPhotoDocument({ imageId: 'p', width: SIZE, height: SIZE });
    const brighter = addAdjustmentLayer(photo, 'exposure', { amount: 2 });
    const doc = addMask(brighter.document, brighter.id, rough({ radius: 10, strength: 1 }));
    const out = await renderDocumentCpu(doc, 1, images, null, UNTRACKED);
    expect(px(out, 21, 40)).toEqual([225, 220, 210, 255]);
    expect((px(out, 40, 40)[0] as number) > 60).toBe(true);
  });

  it('an image layer’s mask is refined against the layer’s own pixels', async () => {
    const images = new ImageStore();
    images.set('bg', { width: SIZE, height: SIZE, data: new Uint8ClampedArray(SIZE * SIZE * 4).fill(255) });
    images.set('sq', squarePicture());
    const base = createPhotoDocument({ imageId: 'bg', width: SIZE, height: SIZE });
    const layer = addImageLayer(base, { imageId: 'sq', width: SIZE, height: SIZE });
    const doc = addMask(layer.document, layer.id, rough({ radius: 10, strength: 1 }));
    const out = await renderDocumentCpu(doc, 1, images, null, UNTRACKED);
    expect(px(out, 40, 40)).toEqual([30, 35, 40, 255]);
    // The light ring of the layer is cut away: the white below shows.
    expect(px(out, 21, 40)).toEqual([255, 255, 255, 255]);
  });
});

describe('the refine setting', () => {
  function withMask(): { doc: EditorDocument; id: string } {
    const edited = addAdjustmentLayer(createPhotoDocument({ imageId: 'img', width: 400, height: 300 }), 'curves');
    return { doc: addMask(edited.document, edited.id, rough()), id: edited.id };
  }
  const maskOf = (doc: EditorDocument, id: string): LayerMask | undefined => {
    const layer = doc.layers.find((l) => l.id === id);
    return layer && 'mask' in layer ? layer.mask : undefined;
  };

  it('is set, clamped, turned off by radius 0, and makes the mask read pixels', () => {
    const { doc, id } = withMask();
    const on = setMaskRefine(doc, id, { radius: 12 });
    expect(maskOf(on, id)?.refine).toEqual({ radius: 12, strength: 1 });
    expect(maskNeedsPixels(maskOf(on, id) as LayerMask)).toBe(true);
    expect(maskOf(setMaskRefine(on, id, { strength: 7 }), id)?.refine).toEqual({ radius: 12, strength: 1 });
    expect(maskOf(setMaskRefine(on, id, { radius: 900, strength: 0.25 }), id)?.refine).toEqual({ radius: 100, strength: 0.25 });
    const off = setMaskRefine(on, id, { radius: 0 });
    expect(maskOf(off, id)).toBeDefined();
    expect('refine' in (maskOf(off, id) as LayerMask)).toBe(false);
    expect(maskNeedsPixels(maskOf(off, id) as LayerMask)).toBe(false);
    // No change gives back the same document (no undo step).
    expect(setMaskRefine(on, id, { radius: 12 })).toBe(on);
    expect(setMaskRefine(doc, id, { radius: 0 })).toBe(doc);
  });

  it('refuses a value that is not a number and changes nothing', () => {
    const { doc, id } = withMask();
    expect(() => setMaskRefine(doc, id, { radius: Number.NaN })).toThrow(RangeError);
    expect(() => setMaskRefine(doc, id, { strength: Number.POSITIVE_INFINITY })).toThrow(RangeError);
    expect(maskOf(doc, id)?.refine).toBeUndefined();
  });

  it('round-trips through the project format and repairs bad stored values', () => {
    const { doc, id } = withMask();
    const on = setMaskRefine(doc, id, { radius: 8, strength: 0.6 });
    const back = restoreDocument(JSON.parse(JSON.stringify(on)));
    if (!back.ok) throw new Error(back.reason);
    expect(maskOf(back.document, id)?.refine).toEqual({ radius: 8, strength: 0.6 });
    expect(back.repairs).toEqual([]);
    const broken = JSON.parse(JSON.stringify(on));
    const layer = broken.layers.find((l: { id: string }) => l.id === id);
    layer.mask.refine = { radius: 1e6, strength: -3 };
    const repaired = restoreDocument(broken);
    if (!repaired.ok) throw new Error(repaired.reason);
    expect(maskOf(repaired.document, id)?.refine).toEqual({ radius: 100, strength: 0 });
    expect(repaired.repairs.some((r) => r.endsWith('.refine'))).toBe(true);
  });
});
