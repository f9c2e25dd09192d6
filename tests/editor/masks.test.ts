// Layer masks as data: stored with the layer, restored and repaired like every other field, edited by
// pure functions that leave locked layers alone.
import { describe, expect, it } from 'vitest';
import { addTextLayer, createPhotoDocument } from '../../src/lib/shared/editor/edits';
import { addAdjustmentLayer, setLayerLocked } from '../../src/lib/shared/editor/layers';
import { addMask, addMaskPart, deleteMask, invertMask, maskFromSelection, newMask, setMaskDensity, setMaskEnabled, setMaskFeather, type LayerMask } from '../../src/lib/shared/editor/masks';
import { restoreDocument } from '../../src/lib/shared/editor/restore';
import type { EditorDocument } from '../../src/lib/shared/editor/types';

function restored(input: unknown): { document: EditorDocument; repairs: string[] } {
  const result = restoreDocument(input);
  if (!result.ok) throw new Error(`not restored: ${result.reason}`);
  return result;
}

function withCurves(): { doc: EditorDocument; id: string } {
  const edited = addAdjustmentLayer(createPhotoDocument({ imageId: 'img1', width: 400, height: 300 }), 'curves');
  return { doc: edited.document, id: edited.id };
}

const selectionMask: LayerMask = maskFromSelection({
  parts: [
    { shape: { kind: 'rectangle', x: 10, y: 20, width: 100, height: 50 }, mode: 'add' },
    { shape: { kind: 'ellipse', x: 40, y: 30, width: 20, height: 20 }, mode: 'subtract' },
    { shape: { kind: 'polygon', points: [0, 0, 50, 0, 25, 40] }, mode: 'intersect' },
    { shape: { kind: 'wand', x: 5, y: 6, tolerance: 30, contiguous: false }, mode: 'add' },
    { shape: { kind: 'colourRange', colour: '#ff0000ff', fuzziness: 50 }, mode: 'add' },
  ],
  feather: 4,
});

describe('restoring masks', () => {
  it('keeps a version 3 document without masks unchanged, with no mask field added', () => {
    const doc = addTextLayer(withCurves().doc, { text: 'Hi' }).document;
    const result = restored(structuredClone(doc));
    expect(result.document).toEqual(doc);
    expect(result.repairs).toEqual([]);
    expect(result.document.layers.every((l) => !('mask' in l))).toBe(true);
  });

  it('round-trips every kind of part through JSON', () => {
    const { doc, id } = withCurves();
    let masked = addMask(doc, id, selectionMask);
    masked = addMaskPart(masked, id, { type: 'stroke', reveal: false, stroke: { size: 20, hardness: 0.5, opacity: 1, flow: 1, spacing: 0.15, points: [1, 2, 0.5, 30, 40, 0.5] } });
    const result = restored(JSON.stringify(masked));
    expect(result.repairs).toEqual([]);
    expect(result.document).toEqual(masked);
    expect(result.document.layers.find((l) => l.id === id)?.mask?.parts).toHaveLength(6);
  });

  it('repairs a bad mask instead of failing: numbers clamped, broken parts dropped', () => {
    const { doc, id } = withCurves();
    const raw = structuredClone(doc) as unknown as { layers: Array<Record<string, unknown>> };
    const layer = raw.layers.find((l) => l.id === id) as Record<string, unknown>;
    layer.mask = {
      enabled: true,
      inverted: 'yes',
      density: 7,
      feather: -3,
      base: 'sideways',
      parts: [
        { type: 'selection', mode: 'xor', shape: { kind: 'rectangle', x: 1, y: 2, width: 3, height: 4 } },
        { type: 'selection', mode: 'add', shape: { kind: 'rectangle', x: 1, y: 2, width: -3, height: 4 } },
        { type: 'selection', mode: 'add', shape: { kind: 'wand', x: 1, y: 2, tolerance: 999, contiguous: false } },
        { type: 'selection', mode: 'add', shape: { kind: 'colourRange', colour: 'red!', fuzziness: 5 } },
        { type: 'selection', mode: 'add', shape: { kind: 'polygon', points: [0, 0, 1] } },
        { type: 'stroke', reveal: true, stroke: { size: 1e9, points: [1, 2, 3] } },
        { type: 'laser' },
      ],
    };
    const result = restored(raw);
    const mask = result.document.layers.find((l) => l.id === id)?.mask;
    expect(mask).toEqual({
      enabled: true,
      inverted: false,
      density: 1,
      feather: 0,
      base: 'reveal',
      parts: [
        { type: 'selection', mode: 'add', shape: { kind: 'rectangle', x: 1, y: 2, width: 3, height: 4 } },
        { type: 'selection', mode: 'add', shape: { kind: 'wand', x: 1, y: 2, tolerance: 255, contiguous: false } },
        { type: 'stroke', reveal: true, stroke: { size: 2000, hardness: 0.5, opacity: 1, flow: 1, spacing: 0.15, points: [1, 2, 1] } },
      ],
    });
    expect(result.repairs).toEqual(expect.arrayContaining(['layers[1].mask.density', 'layers[1].mask.feather', 'layers[1].mask.base', 'layers[1].mask.parts[1]', 'layers[1].mask.parts[3]', 'layers[1].mask.parts[4]', 'layers[1].mask.parts[6]']));
  });

  it('drops a mask that is not an object, and a mask on a text layer, keeping the layers', () => {
    const { doc, id } = withCurves();
    const withText = addTextLayer(doc, { text: 'Hi' });
    const raw = structuredClone(withText.document) as unknown as { layers: Array<Record<string, unknown>> };
    (raw.layers.find((l) => l.id === id) as Record<string, unknown>).mask = 'everything';
    (raw.layers.find((l) => l.id === withText.id) as Record<string, unknown>).mask = newMask();
    const result = restored(raw);
    expect(result.document.layers).toHaveLength(3);
    expect(result.document.layers.some((l) => 'mask' in l)).toBe(false);
    expect(result.repairs).toEqual(['layers[1].mask', 'layers[2].mask']);
  });
});

describe('mask edits', () => {
  it('add, invert, density, feather, disable, add a part and delete, each a new document', () => {
    const { doc, id } = withCurves();
    const added = addMask(doc, id);
    expect(added.layers[1]?.mask).toEqual({ enabled: true, inverted: false, density: 1, feather: 0, base: 'reveal', parts: [] });
    const inverted = invertMask(added, id);
    expect(inverted.layers[1]?.mask?.inverted).toBe(true);
    expect(setMaskDensity(inverted, id, 1.5).layers[1]?.mask?.density).toBe(1);
    expect(setMaskDensity(inverted, id, 0.25).layers[1]?.mask?.density).toBe(0.25);
    expect(setMaskFeather(inverted, id, 12).layers[1]?.mask?.feather).toBe(12);
    expect(setMaskEnabled(inverted, id, false).layers[1]?.mask?.enabled).toBe(false);
    const part = addMaskPart(inverted, id, { type: 'selection', mode: 'add', shape: { kind: 'ellipse', x: 0, y: 0, width: 10, height: 10 } });
    expect(part.layers[1]?.mask?.parts).toHaveLength(1);
    const deleted = deleteMask(part, id);
    expect('mask' in (deleted.layers[1] ?? {})).toBe(false);
    expect(doc.layers[1]?.mask).toBeUndefined();
  });

  it('returns the same document for a locked layer, a missing mask or no change', () => {
    const { doc, id } = withCurves();
    const locked = setLayerLocked(addMask(doc, id), id, true);
    expect(invertMask(locked, id)).toBe(locked);
    expect(deleteMask(locked, id)).toBe(locked);
    expect(setMaskDensity(locked, id, 0.5)).toBe(locked);
    expect(addMask(setLayerLocked(doc, id, true), id)).toEqual(setLayerLocked(doc, id, true));
    expect(invertMask(doc, id)).toBe(doc);
    expect(deleteMask(doc, id)).toBe(doc);
    const masked = addMask(doc, id);
    expect(setMaskFeather(masked, id, 0)).toBe(masked);
  });

  it('refuses bad input with an error and changes nothing', () => {
    const { doc, id } = withCurves();
    const masked = addMask(doc, id);
    expect(() => setMaskDensity(masked, id, Number.NaN)).toThrow(RangeError);
    expect(() => addMaskPart(masked, id, { type: 'selection', mode: 'add', shape: { kind: 'polygon', points: [0, 0] } })).toThrow(RangeError);
    expect(masked.layers[1]?.mask?.parts).toEqual([]);
  });
});
