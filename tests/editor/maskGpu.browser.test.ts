// Masks on WebGL2 match the CPU reference within the tolerance of gpuMatchesCpu (3 levels a channel): the
// GPU samples the CPU coverage raster as a texture, for image layers (in a blend mode, rotated) and for an
// adjustment layer's picture laid back, with feather, density, invert, strokes, wand and colour range.
import { describe, expect, it } from 'vitest';
import { addImageLayer } from '../../src/lib/shared/editor/edits';
import { addAdjustmentLayer, setLayerBlendMode, setLayerOpacity } from '../../src/lib/shared/editor/layers';
import { addMask, maskFromSelection, setMaskRefine, type LayerMask } from '../../src/lib/shared/editor/masks';
import { maskStats } from '../../workers/editor/mask/apply';
import type { EditorDocument } from '../../src/lib/shared/editor/types';
import { createRenderers, photoWith } from './support/renderers';
import { difference, testPicture } from './support/pictures';

describe('masks on WebGL2 match their CPU reference', () => {
  const r = createRenderers();
  const photo = testPicture(96, 72, { seed: 41 });
  const layer = testPicture(60, 50, { seed: 42, alpha: true });
  r.images.set('photo', photo);
  r.images.set('layer', layer);
  const lasso: LayerMask = {
    ...maskFromSelection({
      parts: [
        { shape: { kind: 'polygon', points: [10, 8, 80, 14, 60, 66, 20, 50] }, mode: 'add' },
        { shape: { kind: 'ellipse', x: 30, y: 25, width: 24, height: 16 }, mode: 'subtract' },
      ],
      feather: 3,
    }),
    density: 0.8,
  };

  const cases: Array<[string, () => EditorDocument]> = [
    [
      'an image layer in the multiply mode, rotated, through a feathered lasso',
      () => {
        const added = addImageLayer(photoWith('photo', photo, []), { imageId: 'layer', width: 60, height: 50 }, { x: 50, y: 38, scaleX: 1.2, scaleY: 0.9, rotation: 20 });
        return addMask(setLayerOpacity(setLayerBlendMode(added.document, added.id, 'multiply'), added.id, 0.8), added.id, lasso);
      },
    ],
    [
      'a curves layer through an inverted mask with a hiding brush stroke, under a document operation',
      () => {
        const curves = addAdjustmentLayer(photoWith('photo', photo, [{ type: 'contrast', params: { amount: 20 } }]), 'curves', { rgb: '0,0 0.4,0.7 1,1' });
        return addMask(curves.document, curves.id, { ...lasso, inverted: true, parts: [...lasso.parts, { type: 'stroke', reveal: false, stroke: { size: 12, hardness: 0.3, opacity: 0.9, flow: 1, spacing: 0.15, points: [5, 60, 0.5, 90, 10, 0.5] } }] });
      },
    ],
    [
      'an adjustment through a magic wand and a colour range read from the picture below',
      () => {
        const sepia = addAdjustmentLayer(photoWith('photo', photo, []), 'sepia', { amount: 90 });
        return addMask(sepia.document, sepia.id, maskFromSelection({ parts: [{ shape: { kind: 'wand', x: 5, y: 5, tolerance: 60, contiguous: true }, mode: 'add' }, { shape: { kind: 'colourRange', colour: '#2080c0', fuzziness: 80 }, mode: 'add' }], feather: 0 }));
      },
    ],
    [
      'an image layer through a rough lasso with refine edge (read from the layer) and feather',
      () => {
        const added = addImageLayer(photoWith('photo', photo, []), { imageId: 'layer', width: 60, height: 50 }, { x: 50, y: 38, scaleX: 1, scaleY: 1, rotation: 0 });
        return setMaskRefine(addMask(added.document, added.id, lasso), added.id, { radius: 6, strength: 0.8 });
      },
    ],
  ];

  it.each(cases)('%s', async (_name, make) => {
    const doc = make();
    const unmasked: EditorDocument = { ...doc, layers: doc.layers.map(({ mask: _mask, ...l }) => l as typeof l & EditorDocument['layers'][number]) };
    const cpu = await r.cpu(doc);
    // The mask matters: the masked picture differs from the unmasked one.
    expect(difference(cpu, await r.cpu(unmasked)).max).toBeGreaterThan(20);
    expect(difference(await r.gpu(doc), cpu).max).toBeLessThanOrEqual(3);
    // At a preview scale too.
    expect(difference(await r.gpu(doc, 'direct', 0.5), await r.cpu(doc, 0.5)).max).toBeLessThanOrEqual(3);
  });

  it('a wand mask is rasterized (and read back) once while an adjustment changes, again when the picture below does', async () => {
    // Pictures of its own, so no CPU render has cached the mask already.
    const first = testPicture(48, 40, { seed: 7 });
    r.images.set('cache-photo', first);
    const sepia = addAdjustmentLayer(photoWith('cache-photo', first, []), 'sepia', { amount: 40 });
    const masked = addMask(sepia.document, sepia.id, maskFromSelection({ parts: [{ shape: { kind: 'wand', x: 5, y: 5, tolerance: 60, contiguous: true }, mode: 'add' }], feather: 0 }));
    // The same document with the sepia slider moved.
    const doc = (amount: number): EditorDocument => ({ ...masked, layers: masked.layers.map((l) => (l.kind === 'adjustment' ? { ...l, operations: l.operations.map((o) => ({ ...o, params: { ...o.params, amount } })) } : l)) });
    await r.gpu(doc(40));
    const counted = maskStats.rasterized;
    const moved = await r.gpu(doc(90));
    expect(maskStats.rasterized).toBe(counted);
    expect(difference(moved, await r.cpu(doc(90))).max).toBeLessThanOrEqual(3);
    r.images.set('cache-photo', testPicture(48, 40, { seed: 8 }));
    await r.gpu(doc(90));
    expect(maskStats.rasterized).toBe(counted + 1);
  });
});
