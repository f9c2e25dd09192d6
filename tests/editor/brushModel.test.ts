// Brush operations in the document: strokes stored as vectors on the operation, repaired when loaded,
// appended per tool, and saved in the undo history as points (small), not pixels.
import { describe, expect, it } from 'vitest';
import { addBrushStroke } from '../../src/lib/shared/editor/brushEdits';
import { addOperation, createPhotoDocument } from '../../src/lib/shared/editor/edits';
import { commit, createHistory, undo } from '../../src/lib/shared/editor/history';
import { addAdjustmentLayer } from '../../src/lib/shared/editor/layers';
import { restoreDocument } from '../../src/lib/shared/editor/restore';
import { encodeHistory, readSavedHistory } from '../../src/lib/shared/editor/savedHistory';
import { BRUSH_LIMITS, type BrushStroke } from '../../src/lib/shared/editor/strokes';
import type { EditorDocument } from '../../src/lib/shared/editor/types';

const stroke = (x: number, over: Partial<BrushStroke> = {}): BrushStroke => ({ size: 40, hardness: 0.5, opacity: 1, flow: 1, spacing: 0.15, points: [x, 10, 0.5, x + 50, 20, 0.5], ...over });
const photo = (): EditorDocument => createPhotoDocument({ imageId: 'img_photo', width: 4000, height: 3000 });
const json = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

describe('brush operations in the document', () => {
  it('round-trip through the project format with their strokes', () => {
    const doc = addBrushStroke(photo(), 'clone', { dx: 100, dy: -20 }, stroke(5)).document;
    const restored = restoreDocument(json(doc));
    if (!restored.ok) throw new Error('not restored');
    expect(restored.repairs).toEqual([]);
    expect(restored.document.operations).toEqual(doc.operations);
  });

  it('load a document saved before strokes existed without a migration', () => {
    const old = addOperation(photo(), 'exposure', { amount: 0.5 }).document;
    const restored = restoreDocument(json(old));
    if (!restored.ok) throw new Error('not restored');
    expect(restored.repairs).toEqual([]);
    expect(restored.migratedFrom).toBeNull();
    expect(restored.document.operations[0]).not.toHaveProperty('strokes');
  });

  it('repair stored strokes: settings clamped, broken strokes dropped, too many cut, strokes on other tools dropped', () => {
    const doc = json(photo()) as Record<string, unknown>;
    doc.operations = [
      { id: 'op_a', type: 'dodge', params: { exposure: 50 }, enabled: true, strokes: [stroke(0, { size: 99999 }), { points: 'no' }, stroke(3)] },
      { id: 'op_b', type: 'exposure', params: { amount: 1 }, enabled: true, strokes: [stroke(1)] },
      { id: 'op_c', type: 'burn', params: {}, enabled: true, strokes: Array.from({ length: BRUSH_LIMITS.maxStrokes + 5 }, (_, i) => stroke(i)) },
    ];
    const restored = restoreDocument(doc);
    if (!restored.ok) throw new Error('not restored');
    const [dodge, exposure, burn] = restored.document.operations;
    expect(dodge?.strokes?.map((s) => s.size)).toEqual([BRUSH_LIMITS.size[1], 40]);
    expect(exposure).not.toHaveProperty('strokes');
    expect(burn?.strokes).toHaveLength(BRUSH_LIMITS.maxStrokes);
    expect(restored.repairs).toEqual(expect.arrayContaining(['operations[0].strokes[0]', 'operations[0].strokes[1]', 'operations[1].strokes', 'operations[2].strokes.length']));
  });

  it('appends strokes of the same tool and settings to one operation, and starts another when they change', () => {
    let doc = addBrushStroke(photo(), 'dodge', { range: 'midtones', exposure: 50 }, stroke(0)).document;
    doc = addBrushStroke(doc, 'dodge', { range: 'midtones', exposure: 50 }, stroke(100)).document;
    expect(doc.operations).toHaveLength(1);
    expect(doc.operations[0]?.strokes).toHaveLength(2);
    doc = addBrushStroke(doc, 'dodge', { range: 'highlights', exposure: 50 }, stroke(200)).document;
    doc = addBrushStroke(doc, 'clone', { dx: 5, dy: 5 }, stroke(300)).document;
    expect(doc.operations.map((op) => [op.type, op.strokes?.length])).toEqual([
      ['dodge', 2],
      ['dodge', 1],
      ['clone', 1],
    ]);
  });

  it('refuses bad input and changes nothing', () => {
    const doc = photo();
    expect(() => addBrushStroke(doc, 'exposure', {}, stroke(0))).toThrow(RangeError);
    expect(() => addBrushStroke(doc, 'dodge', {}, stroke(0, { points: [] }))).toThrow(RangeError);
    expect(doc.operations).toEqual([]);
    expect(() => addAdjustmentLayer(doc, 'dodge')).toThrow(RangeError);
  });

  it('saves each stroke in the undo history as its points, and undo takes the last stroke away', () => {
    let doc = photo();
    let history = createHistory(doc);
    const long: BrushStroke = { ...stroke(0), points: Array.from({ length: 200 }, (_, i) => [i * 10, 500 + (i % 7), 0.5]).flat() };
    for (let i = 0; i < 3; i++) {
      doc = addBrushStroke(doc, 'heal', { dx: 40, dy: 0 }, long).document;
      history = commit(history, doc);
    }
    const saved = encodeHistory(history);
    const bytes = JSON.stringify(saved).length;
    // Three strokes of 200 points on a 12 MP picture: a few kilobytes of vectors, not megabytes of pixels.
    expect(bytes).toBeLessThan(3 * 200 * 20 + 2000);
    const read = readSavedHistory(json(saved), history.present).history;
    const back = undo(read);
    expect(back.present.operations[0]?.strokes).toHaveLength(2);
  });
});
