// The CPU reference of layers: blend modes (W3C formulas), shapes, adjustment layers, and old projects
// rendering exactly as before the layers work.
import { describe, expect, it } from 'vitest';
import { addImageLayer, createDocument, createPhotoDocument } from '../../src/lib/shared/editor/edits';
import { addAdjustmentLayer, addShapeLayer, applyMergeDown, mergeDownSource, setLayerBlendMode, setLayerOpacity } from '../../src/lib/shared/editor/layers';
import { restoreDocument } from '../../src/lib/shared/editor/restore';
import type { BlendMode, EditorDocument } from '../../src/lib/shared/editor/types';
import { applyOperationsCpu, renderDocumentCpu } from '../../workers/editor/cpu/cpuRenderer';
import { blendLayer, filledRaster, runKernelPass } from '../../workers/editor/cpu/cpuPasses';
import { blendColour } from '../../workers/editor/ops/blend';
import { UNPREMULTIPLY } from '../../workers/editor/ops/geometry';
import { ImageStore } from '../../workers/editor/images';
import { UNTRACKED } from '../../workers/editor/jobs';
import { planComposition } from '../../workers/editor/pipeline/layers';
import type { Raster } from '../../workers/editor/raster';
import { difference, pixelAt, testPicture } from './support/pictures';

function solid(width: number, height: number, rgba: number[]): Raster {
  const r: Raster = { width, height, data: new Uint8ClampedArray(width * height * 4) };
  for (let i = 0; i < r.data.length; i += 4) r.data.set(rgba, i);
  return r;
}

async function render(doc: EditorDocument, images: ImageStore): Promise<Raster> {
  return renderDocumentCpu(doc, 1, images, null, UNTRACKED);
}

describe('blend modes follow the W3C formulas', () => {
  const b = [0.2, 0.6, 0.9];
  const s = [0.8, 0.4, 0.1];
  it.each<[BlendMode, number[]]>([
    ['normal', s],
    ['multiply', [0.16, 0.24, 0.09]],
    ['screen', [0.84, 0.76, 0.91]],
    ['overlay', [0.32, 0.52, 0.82]],
    ['darken', [0.2, 0.4, 0.1]],
    ['lighten', [0.8, 0.6, 0.9]],
  ])('%s', (mode, expected) => {
    const index = ['normal', 'multiply', 'screen', 'overlay', 'soft-light', 'darken', 'lighten', 'color', 'luminosity'].indexOf(mode);
    blendColour(index, b, s).forEach((v, i) => expect(v).toBeCloseTo(expected[i] ?? 0, 6));
  });

  it('soft light uses W3C’s D(Cb) above a half, colour and luminosity keep the other’s luminosity', () => {
    // s > 0.5 and b > 0.25: b + (2s − 1)(√b − b)
    expect(blendColour(4, [0.36], [0.75])[0]).toBeCloseTo(0.36 + 0.5 * (0.6 - 0.36), 6);
    const lum = (c: number[]): number => 0.3 * (c[0] ?? 0) + 0.59 * (c[1] ?? 0) + 0.11 * (c[2] ?? 0);
    expect(lum(blendColour(7, b, s))).toBeCloseTo(lum(b), 6);
    expect(lum(blendColour(8, b, s))).toBeCloseTo(lum(s), 6);
  });
});

describe('a multiplied layer at half opacity over a photo', () => {
  it('darkens where it covers and leaves the rest alone', async () => {
    const images = new ImageStore();
    images.set('p', solid(20, 10, [200, 100, 50, 255]));
    images.set('l', solid(10, 10, [128, 255, 0, 255]));
    let doc = createPhotoDocument({ imageId: 'p', width: 20, height: 10 });
    const added = addImageLayer(doc, { imageId: 'l', width: 10, height: 10 }, { x: 5, y: 5, scaleX: 1, scaleY: 1, rotation: 0 });
    doc = setLayerOpacity(setLayerBlendMode(added.document, added.id, 'multiply'), added.id, 0.5);
    const out = await render(doc, images);
    // 0.5·(Cb·Cs) + 0.5·Cb per channel.
    expect(pixelAt(out, 3, 5)).toEqual([150, 100, 25, 255]);
    expect(pixelAt(out, 15, 5)).toEqual([200, 100, 50, 255]);
  });
});

describe('shape layers', () => {
  it('a rectangle fills its box, an ellipse leaves the corners, a line is its stroke', async () => {
    const images = new ImageStore();
    images.set('p', solid(60, 60, [255, 255, 255, 255]));
    const base = createPhotoDocument({ imageId: 'p', width: 60, height: 60 });
    const at = { x: 30, y: 30, scaleX: 1, scaleY: 1, rotation: 0 };
    const rect = await render(addShapeLayer(base, { shape: 'rectangle', width: 40, height: 20, fill: '#ff0000', transform: at }).document, images);
    expect(pixelAt(rect, 30, 30)).toEqual([255, 0, 0, 255]);
    expect(pixelAt(rect, 11, 21)).toEqual([255, 0, 0, 255]);
    expect(pixelAt(rect, 30, 45)).toEqual([255, 255, 255, 255]);
    const ellipse = await render(addShapeLayer(base, { shape: 'ellipse', width: 40, height: 40, fill: '#0000ff', transform: at }).document, images);
    expect(pixelAt(ellipse, 30, 30)).toEqual([0, 0, 255, 255]);
    expect(pixelAt(ellipse, 12, 12)).toEqual([255, 255, 255, 255]);
    const line = await render(addShapeLayer(base, { shape: 'line', width: 40, height: 4, stroke: '#000000', strokeWidth: 4, transform: at }).document, images);
    expect(pixelAt(line, 30, 30)).toEqual([0, 0, 0, 255]);
    expect(pixelAt(line, 30, 36)).toEqual([255, 255, 255, 255]);
  });

  it('a stroked rectangle is outlined in the stroke colour and filled inside', async () => {
    const images = new ImageStore();
    images.set('p', solid(60, 60, [255, 255, 255, 255]));
    const doc = addShapeLayer(createPhotoDocument({ imageId: 'p', width: 60, height: 60 }), { shape: 'rectangle', width: 40, height: 40, fill: '#00ff00', stroke: '#000000', strokeWidth: 4, transform: { x: 30, y: 30, scaleX: 1, scaleY: 1, rotation: 0 } }).document;
    const out = await render(doc, images);
    expect(pixelAt(out, 10, 30)).toEqual([0, 0, 0, 255]);
    expect(pixelAt(out, 30, 30)).toEqual([0, 255, 0, 255]);
  });
});

describe('adjustment layers', () => {
  it('adjust the composite below them, blended with their opacity', async () => {
    const images = new ImageStore();
    const pic = testPicture(32, 24, { seed: 3 });
    images.set('p', pic);
    const photo = createPhotoDocument({ imageId: 'p', width: 32, height: 24 });
    const grey = addAdjustmentLayer(photo, 'saturation', { amount: -100 });
    const full = await render(grey.document, images);
    const asOperation = await render({ ...photo, operations: [{ id: 'o', type: 'saturation', params: { amount: -100 }, enabled: true }] }, images);
    expect(difference(full, asOperation).max).toBeLessThanOrEqual(1);
    const half = await render(setLayerOpacity(grey.document, grey.id, 0.5), images);
    const [r, g, b] = pixelAt(half, 5, 5);
    const [r0, g0, b0] = pixelAt(pic, 5, 5);
    const [r1, g1, b1] = pixelAt(full, 5, 5);
    for (const [v, a, c] of [[r, r0, r1], [g, g0, g1], [b, b0, b1]] as const) expect(Math.abs((v ?? 0) - ((a ?? 0) + (c ?? 0)) / 2)).toBeLessThanOrEqual(1);
  });
});

describe('a version 2 project renders exactly as before', () => {
  it('a collage of see-through, turned layers with an operation: the same bytes as the old compositing', async () => {
    const images = new ImageStore();
    images.set('a', testPicture(40, 30, { seed: 8 }));
    images.set('b', testPicture(30, 30, { seed: 9, alpha: true }));
    let v2: EditorDocument = createDocument({ section: 'collage', width: 80, height: 60, background: '#20406080' });
    v2 = addImageLayer(v2, { imageId: 'a', width: 40, height: 30 }, { x: 25, y: 20, scaleX: 1, scaleY: 1, rotation: 0 }).document;
    v2 = addImageLayer(v2, { imageId: 'b', width: 30, height: 30 }, { x: 50, y: 35, scaleX: 1.3, scaleY: 0.8, rotation: 25 }).document;
    const stored = JSON.parse(JSON.stringify({ ...v2, version: 2, layers: v2.layers.map(({ name: _n, blendMode: _b, locked: _l, ...rest }) => ({ ...rest, opacity: 0.7 })), operations: [{ id: 'o', type: 'contrast', params: { amount: 30 }, enabled: true }] })) as unknown;
    const restored = restoreDocument(stored);
    if (!restored.ok) throw new Error('not restored');
    const now = await render(restored.document, images);
    // The old path: every layer "over" the background, unpremultiplied, then the operations.
    const plan = planComposition(restored.document, 1, (id) => images.size(id));
    if (plan.kind !== 'layers') throw new Error('expected layers');
    const target = filledRaster(plan.width, plan.height, plan.background);
    for (const step of plan.steps) if (step.kind === 'draw' && step.draw.layer.kind === 'image') blendLayer(target, step.draw, images.get(step.draw.layer.imageId) as Raster);
    const composed = runKernelPass({ def: UNPREMULTIPLY, inputs: ['in'], width: target.width, height: target.height, params: [] }, [target], []);
    const before = await applyOperationsCpu(restored.document.operations, composed, 1, UNTRACKED);
    expect(difference(now, before).max).toBe(0);
  });
});

describe('merge down', () => {
  it('the merged picture renders as the two layers did (within 8-bit rounding)', async () => {
    const images = new ImageStore();
    images.set('p', testPicture(48, 32, { seed: 12 }));
    images.set('l', testPicture(20, 20, { seed: 13, alpha: true }));
    let doc: EditorDocument = { ...createPhotoDocument({ imageId: 'p', width: 48, height: 32 }), operations: [{ id: 'o', type: 'contrast', params: { amount: 25 }, enabled: true }] };
    doc = { ...doc, canvas: { ...doc.canvas, background: '#336699ff' } };
    // The adjustment sits right over the (opaque) photo: merged into it, it adjusts what it adjusted before.
    const adjust = addAdjustmentLayer(doc, 'saturation', { amount: -60 });
    const layer = addImageLayer(adjust.document, { imageId: 'l', width: 20, height: 20 }, { x: 30, y: 14, scaleX: 1.2, scaleY: 1, rotation: 30 });
    doc = setLayerOpacity(setLayerBlendMode(layer.document, layer.id, 'overlay'), layer.id, 0.7);
    const before = await render(doc, images);
    let current = doc;
    for (const top of [adjust.id, layer.id]) {
      const source = mergeDownSource(current, top);
      if (!source) throw new Error('no merge');
      const picture = await render(source.document, images);
      images.set(`merged_${top}`, picture);
      current = applyMergeDown(current, top, { imageId: `merged_${top}`, width: picture.width, height: picture.height }).document;
    }
    expect(current.layers.map((l) => l.kind)).toEqual(['image']);
    expect(difference(await render(current, images), before).max).toBeLessThanOrEqual(2);
  });
});
