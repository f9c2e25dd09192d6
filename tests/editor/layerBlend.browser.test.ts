// Layers on WebGL2 match the CPU reference within the tolerance of gpuMatchesCpu (3 levels a channel):
// each blend mode, shapes, and adjustment layers.
import { describe, expect, it } from 'vitest';
import { addImageLayer } from '../../src/lib/shared/editor/edits';
import { addAdjustmentLayer, addShapeLayer, setLayerBlendMode, setLayerOpacity } from '../../src/lib/shared/editor/layers';
import { BLEND_MODES, type EditorDocument } from '../../src/lib/shared/editor/types';
import { createRenderers, photoWith } from './support/renderers';
import { difference, testPicture } from './support/pictures';

describe('each blend mode on WebGL2 matches its CPU reference', () => {
  const r = createRenderers();
  const photo = testPicture(96, 72, { seed: 31 });
  const layer = testPicture(60, 50, { seed: 32, alpha: true });
  r.images.set('photo', photo);
  r.images.set('layer', layer);
  const withMode = (mode: (typeof BLEND_MODES)[number]): EditorDocument => {
    const base = photoWith('photo', photo, [{ type: 'contrast', params: { amount: 20 } }]);
    const added = addImageLayer(base, { imageId: 'layer', width: 60, height: 50 }, { x: 50, y: 38, scaleX: 1.2, scaleY: 0.9, rotation: 20 });
    return setLayerOpacity(setLayerBlendMode(added.document, added.id, mode), added.id, 0.8);
  };

  it.each(BLEND_MODES.map((mode) => [mode]))('%s', async (mode) => {
    const doc = withMode(mode);
    const cpu = await r.cpu(doc);
    if (mode !== 'normal') expect(difference(cpu, await r.cpu(withMode('normal'))).max).toBeGreaterThan(20);
    expect(difference(await r.gpu(doc), cpu).max).toBeLessThanOrEqual(3);
  });
});

describe('shapes and adjustment layers on WebGL2 match', () => {
  it('a rounded, stroked rectangle, an ellipse multiplied at half opacity, and a turned line', async () => {
    const r = createRenderers();
    const pic = testPicture(160, 120, { seed: 4 });
    r.images.set('p', pic);
    let doc = photoWith('p', pic, []);
    doc = addShapeLayer(doc, { shape: 'rectangle', width: 70, height: 40, cornerRadius: 12, fill: '#22cc88cc', stroke: '#102030', strokeWidth: 5, transform: { x: 50, y: 40, scaleX: 1, scaleY: 1, rotation: 15 } }).document;
    const ellipse = addShapeLayer(doc, { shape: 'ellipse', width: 60, height: 36, fill: '#ff3366', transform: { x: 110, y: 80, scaleX: 1.3, scaleY: 1, rotation: 0 } });
    doc = setLayerOpacity(setLayerBlendMode(ellipse.document, ellipse.id, 'multiply'), ellipse.id, 0.5);
    doc = addShapeLayer(doc, { shape: 'line', width: 120, height: 8, stroke: '#ffee00', strokeWidth: 4, transform: { x: 80, y: 60, scaleX: 1, scaleY: 1, rotation: -30 } }).document;
    const cpu = await r.cpu(doc);
    expect(difference(cpu, pic).max).toBeGreaterThan(100);
    expect(difference(await r.gpu(doc), cpu).max).toBeLessThanOrEqual(3);
  });

  it('an adjustment layer in the screen mode over an image layer, under the document’s operations', async () => {
    const r = createRenderers();
    const pic = testPicture(120, 90, { seed: 6 });
    r.images.set('p', pic);
    let doc = photoWith('p', pic, [{ type: 'crop', params: { x: 0.1, y: 0.1, width: 0.8, height: 0.8 } }]);
    const adjust = addAdjustmentLayer(doc, 'sepia', { amount: 80 });
    doc = setLayerOpacity(setLayerBlendMode(adjust.document, adjust.id, 'screen'), adjust.id, 0.6);
    const cpu = await r.cpu(doc);
    expect(difference(cpu, await r.cpu(photoWith('p', pic, [{ type: 'crop', params: { x: 0.1, y: 0.1, width: 0.8, height: 0.8 } }]))).max).toBeGreaterThan(20);
    expect(difference(await r.gpu(doc), cpu).max).toBeLessThanOrEqual(3);
  });
});
