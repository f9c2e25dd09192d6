// The layer stack's edits (layers.ts): add, duplicate, reorder within a group, properties, lock.
import { describe, expect, it } from 'vitest';
import { addImageLayer, addTextLayer, createPhotoDocument, removeLayer, updateLayer } from '../../src/lib/shared/editor/edits';
import {
  addAdjustmentLayer,
  addShapeLayer,
  applyMergeDown,
  canStepLayer,
  deleteLayer,
  duplicateLayer,
  mergeDownSource,
  reorderLayer,
  setAdjustmentParams,
  setLayerBlendMode,
  setLayerLocked,
  setLayerName,
  setLayerOpacity,
  setLayerVisible,
  stepLayer,
  updateShape,
} from '../../src/lib/shared/editor/layers';
import type { BlendMode, EditorDocument } from '../../src/lib/shared/editor/types';

const kinds = (doc: EditorDocument): string[] => doc.layers.map((l) => l.kind);

function stack(): { doc: EditorDocument; shape: string; text: string; adjust: string } {
  let doc = createPhotoDocument({ imageId: 'photo', width: 600, height: 300 });
  const text = addTextLayer(doc, { text: 'Hi' });
  const shape = addShapeLayer(text.document, { shape: 'rectangle' });
  const adjust = addAdjustmentLayer(shape.document, 'saturation', { amount: -100 });
  doc = adjust.document;
  return { doc, shape: shape.id, text: text.id, adjust: adjust.id };
}

describe('new layers', () => {
  it('every layer starts named by its kind, normal, unlocked, opaque and visible', () => {
    const { doc } = stack();
    for (const layer of doc.layers) expect(layer).toMatchObject({ name: '', blendMode: 'normal', locked: false, opacity: 1, visible: true });
  });

  it('keep picture layers (image, adjustment) below graphic layers (text, shape), each on top of its group', () => {
    expect(kinds(stack().doc)).toEqual(['image', 'adjustment', 'text', 'shape']);
  });

  it('a shape starts centred, a third of the short side, filled; a line is stroked only', () => {
    const { doc, shape } = stack();
    expect(doc.layers.find((l) => l.id === shape)).toMatchObject({ shape: 'rectangle', width: 100, height: 100, fill: '#3b82f6ff', strokeWidth: 0, transform: { x: 300, y: 150 } });
    const line = addShapeLayer(doc, { shape: 'line' });
    expect(line.document.layers.find((l) => l.id === line.id)).toMatchObject({ fill: '#00000000', stroke: '#111827ff' });
  });

  it('an adjustment layer holds clamped point or effect operations, never geometry', () => {
    const { doc, adjust } = stack();
    expect(doc.layers.find((l) => l.id === adjust)).toMatchObject({ kind: 'adjustment', operations: [{ type: 'saturation', params: { amount: -100 }, enabled: true }] });
    expect(() => addAdjustmentLayer(doc, 'crop')).toThrow(RangeError);
    const more = setAdjustmentParams(doc, adjust, 'contrast', { amount: 500 });
    const layer = more.layers.find((l) => l.id === adjust);
    expect(layer?.kind === 'adjustment' && layer.operations.map((op) => [op.type, op.params.amount])).toEqual([
      ['saturation', -100],
      ['contrast', 100],
    ]);
  });
});

describe('layer properties', () => {
  it('sets opacity (clamped), blend mode, name and visibility', () => {
    const { doc, shape } = stack();
    let next = setLayerOpacity(doc, shape, 7);
    next = setLayerBlendMode(next, shape, 'multiply');
    next = setLayerName(next, shape, '  Badge  ');
    next = setLayerVisible(next, shape, false);
    expect(next.layers.find((l) => l.id === shape)).toMatchObject({ opacity: 1, blendMode: 'multiply', name: 'Badge', visible: false });
  });

  it('refuses an unknown blend mode', () => {
    const { doc, shape } = stack();
    expect(setLayerBlendMode(doc, shape, 'dissolve' as BlendMode)).toBe(doc);
  });

  it('edits a shape, clamping its sizes and normalising its colours', () => {
    const { doc, shape } = stack();
    const next = updateShape(doc, shape, { shape: 'ellipse', fill: '#f00', strokeWidth: -3, width: 99999 });
    expect(next.layers.find((l) => l.id === shape)).toMatchObject({ shape: 'ellipse', fill: '#ff0000ff', strokeWidth: 0, width: 8192 });
  });
});

describe('a locked layer', () => {
  it('refuses moves, edits, reordering and deletion, but can be hidden and unlocked', () => {
    const { doc, shape } = stack();
    const locked = setLayerLocked(doc, shape, true);
    const layer = locked.layers.find((l) => l.id === shape);
    expect(updateLayer(locked, shape, { transform: { x: 1, y: 1, scaleX: 1, scaleY: 1, rotation: 0 } })).toBe(locked);
    expect(setLayerOpacity(locked, shape, 0.5)).toBe(locked);
    expect(setLayerBlendMode(locked, shape, 'screen')).toBe(locked);
    expect(updateShape(locked, shape, { fill: '#000' })).toBe(locked);
    expect(reorderLayer(locked, shape, 0)).toBe(locked);
    expect(deleteLayer(locked, shape)).toBe(locked);
    expect(removeLayer(locked, shape)).toBe(locked);
    expect(setLayerVisible(locked, shape, false).layers.find((l) => l.id === shape)?.visible).toBe(false);
    expect(setLayerLocked(locked, shape, false).layers.find((l) => l.id === shape)).toEqual({ ...layer, locked: false });
  });

  it('is duplicated as an unlocked copy just above it', () => {
    const { doc, shape } = stack();
    const copy = duplicateLayer(setLayerLocked(doc, shape, true), shape);
    const index = copy.document.layers.findIndex((l) => l.id === copy.id);
    expect(copy.document.layers[index - 1]?.id).toBe(shape);
    expect(copy.document.layers[index]).toMatchObject({ kind: 'shape', locked: false });
    expect(copy.id).not.toBe(shape);
  });
});

describe('reordering', () => {
  it('moves a layer within its group, never across', () => {
    const { doc, shape, text, adjust } = stack();
    expect(reorderLayer(doc, shape, 2).layers.map((l) => l.id).slice(2)).toEqual([shape, text]);
    // A shape asked to go to the bottom stops at the bottom of the graphic group.
    expect(kinds(reorderLayer(doc, shape, 0))).toEqual(['image', 'adjustment', 'shape', 'text']);
    // An adjustment can go under the photo (then it adjusts nothing but the background).
    expect(kinds(stepLayer(doc, adjust, -1))).toEqual(['adjustment', 'image', 'text', 'shape']);
    expect(canStepLayer(doc, adjust, 1)).toBe(false);
    expect(canStepLayer(doc, text, -1)).toBe(false);
    expect(canStepLayer(doc, text, 1)).toBe(true);
  });

  it('keeps a second photo in the picture group when added after text', () => {
    const { doc } = stack();
    expect(kinds(addImageLayer(doc, { imageId: 'b', width: 10, height: 10 }).document)).toEqual(['image', 'adjustment', 'image', 'text', 'shape']);
  });
});

describe('merge down', () => {
  it('is offered for a visible, unlocked picture layer over an image, and rasterises the two alone', () => {
    let doc = createPhotoDocument({ imageId: 'photo', width: 600, height: 300 });
    doc = { ...doc, canvas: { ...doc.canvas, background: '#ffffffff' }, operations: [{ id: 'o', type: 'contrast', params: { amount: 10 }, enabled: true }] };
    const photo = doc.layers[0]?.id ?? '';
    const adjust = addAdjustmentLayer(setLayerBlendMode(doc, photo, 'screen'), 'sepia');
    const source = mergeDownSource(adjust.document, adjust.id);
    expect(source?.belowId).toBe(photo);
    expect(source?.document.operations).toEqual([]);
    expect(source?.document.canvas.background).toBe('#00000000');
    expect(source?.document.layers.map((l) => [l.kind, l.blendMode])).toEqual([
      ['image', 'normal'],
      ['adjustment', 'normal'],
    ]);
    expect(mergeDownSource(adjust.document, photo)).toBeNull();
    expect(mergeDownSource(setLayerLocked(adjust.document, photo, true), adjust.id)).toBeNull();
    expect(mergeDownSource(setLayerVisible(adjust.document, adjust.id, false), adjust.id)).toBeNull();
    const { doc: withGraphics, text } = stack();
    expect(mergeDownSource(withGraphics, text)).toBeNull();
  });

  it('replaces both by one image layer covering the canvas, in the lower one’s place, with its blend mode', () => {
    let doc = createPhotoDocument({ imageId: 'photo', width: 600, height: 300 });
    doc = addTextLayer(doc, { text: 'Hi' }).document;
    const photo = doc.layers[0]?.id ?? '';
    doc = setLayerBlendMode(doc, photo, 'multiply');
    const adjust = addAdjustmentLayer(doc, 'sepia');
    const merged = applyMergeDown(adjust.document, adjust.id, { imageId: 'merged', width: 300, height: 150 });
    expect(kinds(merged.document)).toEqual(['image', 'text']);
    expect(merged.document.layers[0]).toMatchObject({ id: merged.id, imageId: 'merged', width: 600, height: 300, blendMode: 'multiply', opacity: 1, transform: { x: 300, y: 150 } });
  });
});
