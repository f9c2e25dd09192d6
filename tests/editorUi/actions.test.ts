import { describe, expect, it } from 'vitest';
import { addTextLayer, applyTool, createPhotoDocument } from '../../src/lib/shared/editor/edits';
import { outputSize } from '../../src/lib/shared/editor/geometry';
import type { EditorDocument, TextLayer } from '../../src/lib/shared/editor/types';
import { adjustmentParams, chooseLook, cropBase, lookStack, moveLook, flipAxis, lastGeometryOf, resetAdjustments, rotateQuarter, setAdjustment, setLastGeometry } from '../../src/features/editor/state/actions';

const photo = (): EditorDocument => createPhotoDocument({ imageId: 'img', width: 600, height: 400 });
const withText = (doc: EditorDocument, x: number, y: number, rotation = 0): EditorDocument => addTextLayer(doc, { text: 'Hi', transform: { x, y, scaleX: 1, scaleY: 1, rotation } }).document;
const text = (doc: EditorDocument): TextLayer => doc.layers.find((l): l is TextLayer => l.kind === 'text')!;

describe('adjustment sliders', () => {
  it('one slider edits one step wherever it is; the first move adds it', () => {
    let doc = setAdjustment(photo(), 'contrast', { amount: 10 }).document;
    doc = setAdjustment(doc, 'brightness', { amount: 5 }).document;
    const again = setAdjustment(doc, 'contrast', { amount: 40 });
    expect(again.document.operations.map((o) => o.type)).toEqual(['contrast', 'brightness']);
    expect(adjustmentParams(again.document, 'contrast')).toEqual({ amount: 40 });
    expect(again.id).toBe(doc.operations[0]?.id);
  });

  it('reads the default of an adjustment that is not there, and resets them all', () => {
    expect(adjustmentParams(photo(), 'vignette')).toEqual({ amount: 0, size: 50 });
    let doc = setAdjustment(photo(), 'contrast', { amount: 10 }).document;
    doc = applyTool(doc, 'sepia', {}).document;
    expect(resetAdjustments(doc).operations.map((o) => o.type)).toEqual(['sepia']);
  });
});

describe('looks', () => {
  it('stack: each chosen look is its own step on top of the others, in order', () => {
    const first = chooseLook(photo(), 'sepia');
    const second = chooseLook(first.document, 'noir');
    expect(second.id).not.toBe(first.id);
    expect(second.document.operations.map((o) => o.type)).toEqual(['sepia', 'noir']);
    expect(second.document.operations[1]?.params).toEqual({ amount: 100 });
    expect(lookStack(second.document, ['sepia', 'noir', 'vintage']).map((o) => o.id)).toEqual([first.id, second.id]);
  });

  it('moves a look among the looks, leaving the other steps where they are', () => {
    let doc = chooseLook(photo(), 'sepia').document;
    doc = setAdjustment(doc, 'contrast', { amount: 10 }).document;
    const noir = chooseLook(doc, 'noir');
    const moved = moveLook(noir.document, noir.id, -1, ['sepia', 'noir']);
    expect(moved.operations.map((o) => o.type)).toEqual(['noir', 'contrast', 'sepia']);
    expect(moveLook(moved, noir.id, -1, ['sepia', 'noir'])).toBe(moved);
  });
});

describe('rotate and flip buttons', () => {
  it('quarter turns add up on the last rotate, and four of them leave no step', () => {
    let doc = rotateQuarter(photo(), 1);
    expect(outputSize(doc)).toEqual({ width: 400, height: 600 });
    doc = rotateQuarter(doc, 1);
    expect(doc.operations).toHaveLength(1);
    expect(lastGeometryOf(doc, 'rotate')?.params.turns).toBe(2);
    doc = rotateQuarter(rotateQuarter(doc, 1), 1);
    expect(doc.operations).toEqual([]);
    expect(rotateQuarter(photo(), -1).operations[0]?.params.turns).toBe(3);
  });

  it('flip toggles each axis of the last flip; none left removes it', () => {
    let doc = flipAxis(photo(), 'horizontal');
    doc = flipAxis(doc, 'vertical');
    expect(doc.operations[0]?.params).toEqual({ horizontal: true, vertical: true });
    doc = flipAxis(flipAxis(doc, 'horizontal'), 'vertical');
    expect(doc.operations).toEqual([]);
  });
});

describe('text stays on the same spot of the picture', () => {
  it('a clockwise quarter turn takes a text near the top left to the top right, turned with it', () => {
    const doc = rotateQuarter(withText(photo(), 100, 50), 1);
    const t = text(doc);
    // Output is 400 wide: the point (100, 50) of the input is at (400 - 50, 100).
    expect(t.transform.x).toBeCloseTo(350);
    expect(t.transform.y).toBeCloseTo(100);
    expect(t.transform.rotation).toBeCloseTo(90);
  });

  it('a mirrored picture mirrors the text position but keeps the text readable', () => {
    const doc = flipAxis(withText(photo(), 100, 50, 10), 'horizontal');
    const t = text(doc);
    expect(t.transform.x).toBeCloseTo(500);
    expect(t.transform.y).toBeCloseTo(50);
    expect(t.transform.rotation).toBeCloseTo(-10);
    const vertical = text(flipAxis(withText(photo(), 100, 50, 10), 'vertical'));
    expect(vertical.transform.y).toBeCloseTo(350);
    expect(vertical.transform.rotation).toBeCloseTo(-10);
  });

  it('a crop moves the text by the cut-away margin; the crop tool shows it back on the whole picture', () => {
    const cropped = setLastGeometry(withText(photo(), 300, 200), null, 'crop', { x: 0.5, y: 0.25, width: 0.5, height: 0.5, ratio: 'free' }).document;
    expect([text(cropped).transform.x, text(cropped).transform.y]).toEqual([0, 100]);
    const { base, editId, params } = cropBase(cropped);
    expect(editId).toBe(cropped.operations[0]?.id);
    expect(base.operations).toEqual([]);
    expect([text(base).transform.x, text(base).transform.y]).toEqual([300, 200]);
    expect(params.x).toBe(0.5);
    // Cropping again from the tool replaces the crop rather than cropping the crop.
    const recropped = setLastGeometry(cropped, editId, 'crop', { x: 0, y: 0, width: 0.5, height: 0.5, ratio: 'free' }).document;
    expect(recropped.operations).toHaveLength(1);
    expect(outputSize(recropped)).toEqual({ width: 300, height: 200 });
    expect([text(recropped).transform.x, text(recropped).transform.y]).toEqual([300, 200]);
  });

  it('a resize scales the text with the picture; an expansion shifts it', () => {
    const resized = text(setLastGeometry(withText(photo(), 300, 200), null, 'resize', { width: 300, height: 200 }).document);
    expect([resized.transform.x, resized.transform.y, resized.transform.scaleX]).toEqual([150, 100, 0.5]);
    const expanded = text(setLastGeometry(withText(photo(), 300, 200), null, 'expand', { top: 10, right: 0, bottom: 0, left: 10, color: '#ffffffff' }).document);
    expect([expanded.transform.x, expanded.transform.y]).toEqual([360, 240]);
  });

  it('the crop tool starts from the whole picture when there is no crop to edit', () => {
    const adjusted = setAdjustment(photo(), 'contrast', { amount: 5 }).document;
    const { base, editId } = cropBase(adjusted);
    expect(editId).toBeNull();
    expect(base).toBe(adjusted);
    // A crop before a later rotate is not the last geometry step: the tool adds a new crop.
    const rotated = rotateQuarter(setLastGeometry(photo(), null, 'crop', { x: 0.1, y: 0.1, width: 0.5, height: 0.5, ratio: 'free' }).document, 1);
    expect(cropBase(rotated).editId).toBeNull();
  });
});
