// Masks that read pixels (magic wand, colour range, refine edge) are cached by what those pixels are made
// of: moving an adjustment's slider renders again without rasterizing the mask again; changing the picture
// the mask reads rasterizes it anew (and the selection follows the new picture).
import { describe, expect, it } from 'vitest';
import { addImageLayer, createPhotoDocument } from '../../src/lib/shared/editor/edits';
import { addAdjustmentLayer } from '../../src/lib/shared/editor/layers';
import { addMask, maskFromSelection, type LayerMask } from '../../src/lib/shared/editor/masks';
import type { EditorDocument } from '../../src/lib/shared/editor/types';
import { renderDocumentCpu } from '../../workers/editor/cpu/cpuRenderer';
import { ImageStore } from '../../workers/editor/images';
import { UNTRACKED } from '../../workers/editor/jobs';
import { maskStats } from '../../workers/editor/mask/apply';
import type { Raster } from '../../workers/editor/raster';

const px = (r: Raster, x: number, y: number): number[] => Array.from(r.data.slice((y * r.width + x) * 4, (y * r.width + x) * 4 + 4));

/** Left half `left`, right half `right`. */
function halves(left: number[], right: number[], width = 24, height = 16): Raster {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data.set([...(x < width / 2 ? left : right), 255], (y * width + x) * 4);
  return { width, height, data };
}

const wand: LayerMask = maskFromSelection({ parts: [{ shape: { kind: 'wand', x: 2, y: 2, tolerance: 10, contiguous: true }, mode: 'add' }], feather: 0 });
const colourRange: LayerMask = maskFromSelection({ parts: [{ shape: { kind: 'colourRange', colour: '#c80000ff', fuzziness: 20 }, mode: 'add' }], feather: 0 });

/** Sets the brightness amount of adjustment layer `id` (a slider move). */
function withAmount(doc: EditorDocument, id: string, amount: number): EditorDocument {
  return { ...doc, layers: doc.layers.map((l) => (l.id === id && l.kind === 'adjustment' ? { ...l, operations: l.operations.map((o) => ({ ...o, params: { ...o.params, amount } })) } : l)) };
}

describe('caching masks that read pixels', () => {
  for (const [name, mask] of [['magic wand', wand], ['colour range', colourRange]] as const) {
    it(`a ${name} mask on an adjustment layer: a slider move reuses it, a new picture below recomputes it`, async () => {
      const images = new ImageStore();
      images.set('p', halves([200, 0, 0], [0, 0, 200]));
      const photo = createPhotoDocument({ imageId: 'p', width: 24, height: 16 });
      const bright = addAdjustmentLayer(photo, 'brightness', { amount: 30 });
      const doc = addMask(bright.document, bright.id, mask);
      const first = await renderDocumentCpu(doc, 1, images, null, UNTRACKED);
      const counted = maskStats.rasterized;
      // The slider moves: the picture changes inside the selection, the mask is not rasterized again.
      const second = await renderDocumentCpu(withAmount(doc, bright.id, 60), 1, images, null, UNTRACKED);
      expect(maskStats.rasterized).toBe(counted);
      expect(px(second, 2, 2)).not.toEqual(px(first, 2, 2));
      expect(px(second, 20, 2)).toEqual([0, 0, 200, 255]);
      // The picture below changes (the red is now on the right): the mask is computed again and follows it.
      images.set('p', halves([0, 0, 200], [200, 0, 0]));
      const third = await renderDocumentCpu(withAmount(doc, bright.id, 60), 1, images, null, UNTRACKED);
      expect(maskStats.rasterized).toBe(counted + 1);
      if (name === 'colour range') {
        expect(px(third, 2, 2)).toEqual([0, 0, 200, 255]);
        expect(px(third, 20, 2)).not.toEqual([200, 0, 0, 255]);
      } else {
        // The wand's seed now sits in blue: the blue half is selected and brightened, the red left alone.
        expect(px(third, 2, 2)).not.toEqual([0, 0, 200, 255]);
        expect(px(third, 20, 2)).toEqual([200, 0, 0, 255]);
      }
    });
  }

  it('an image layer’s wand mask is reused while an adjustment above changes, and recomputed when its image does', async () => {
    const images = new ImageStore();
    images.set('bg', { width: 24, height: 16, data: new Uint8ClampedArray(24 * 16 * 4).fill(255) });
    images.set('top', halves([200, 0, 0], [0, 0, 200]));
    const base = createPhotoDocument({ imageId: 'bg', width: 24, height: 16 });
    const top = addImageLayer(base, { imageId: 'top', width: 24, height: 16 });
    const masked = addMask(top.document, top.id, wand);
    const above = addAdjustmentLayer(masked, 'brightness', { amount: 10 });
    await renderDocumentCpu(above.document, 1, images, null, UNTRACKED);
    const counted = maskStats.rasterized;
    await renderDocumentCpu(withAmount(above.document, above.id, 50), 1, images, null, UNTRACKED);
    expect(maskStats.rasterized).toBe(counted);
    images.set('top', halves([0, 200, 0], [200, 0, 0]));
    const out = await renderDocumentCpu(withAmount(above.document, above.id, 50), 1, images, null, UNTRACKED);
    expect(maskStats.rasterized).toBe(counted + 1);
    // The right half (no longer the seed's colour) shows the white background, brightened or not.
    expect(px(out, 20, 2)).toEqual([255, 255, 255, 255]);
  });
});
