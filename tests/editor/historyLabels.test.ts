// History step names derived from what changed between two documents, and jumping to any step.
import { describe, expect, it } from 'vitest';
import { chooseLook, resetAdjustments, rotateQuarter, setAdjustment, setLastGeometry } from '../../src/features/editor/state/actions';
import { addTextLayer, createPhotoDocument, moveOperation, removeOperation, updateLayer } from '../../src/lib/shared/editor/edits';
import { commit, createHistory, historyStates, jumpTo, redo, undo } from '../../src/lib/shared/editor/history';
import { HISTORY_LABEL_KEYS, historyLabels, stepLabel } from '../../src/lib/shared/editor/historyLabels';
import editorHistory from '../../locales/en/editorHistory.json';

const base = createPhotoDocument({ imageId: 'img', width: 800, height: 600 });

describe('step labels', () => {
  it('names a slider after its adjustment, the same while it moves', () => {
    const a = setAdjustment(base, 'brightness', { amount: 20 });
    expect(stepLabel(base, a.document)).toEqual({ key: 'history_step_tool', name: 'adjust_brightness' });
    const b = setAdjustment(a.document, 'brightness', { amount: 35 }).document;
    expect(stepLabel(a.document, b)).toEqual({ key: 'history_step_tool', name: 'adjust_brightness' });
  });

  it('names a crop and a rotation (not the text they carry along)', () => {
    const withText = addTextLayer(base, { text: 'Hi', transform: { x: 100, y: 100, scaleX: 1, scaleY: 1, rotation: 0 } }).document;
    const cropped = setLastGeometry(withText, null, 'crop', { x: 0.2, y: 0.2, width: 0.5, height: 0.5 }).document;
    expect(stepLabel(withText, cropped)).toEqual({ key: 'history_step_tool', name: 'tool_crop' });
    expect(stepLabel(cropped, rotateQuarter(cropped, 1))).toEqual({ key: 'history_step_tool', name: 'tool_rotate' });
  });

  it('names looks, also one stacked on another', () => {
    const vintage = chooseLook(base, 'vintage');
    expect(stepLabel(base, vintage.document)).toEqual({ key: 'history_step_look', name: 'effect_vintage' });
    const noir = chooseLook(vintage.document, 'noir').document;
    expect(stepLabel(vintage.document, noir)).toEqual({ key: 'history_step_look', name: 'effect_noir' });
  });

  it('names removals, resets and reordering', () => {
    const a = setAdjustment(base, 'contrast', { amount: 10 });
    const b = setAdjustment(a.document, 'saturation', { amount: 10 });
    expect(stepLabel(b.document, removeOperation(b.document, a.id))).toEqual({ key: 'history_step_remove', name: 'adjust_contrast' });
    expect(stepLabel(b.document, resetAdjustments(b.document))).toEqual({ key: 'history_step_remove_many' });
    expect(stepLabel(b.document, moveOperation(b.document, b.id, 0))).toEqual({ key: 'history_step_reorder' });
  });

  it('names text: added, edited, moved', () => {
    const added = addTextLayer(base, { text: 'Hello' });
    expect(stepLabel(base, added.document)).toEqual({ key: 'history_step_add_text' });
    const edited = updateLayer(added.document, added.id, { text: 'Hello there' });
    expect(stepLabel(added.document, edited)).toEqual({ key: 'history_step_edit_text' });
    const moved = updateLayer(edited, added.id, { transform: { x: 10, y: 20, scaleX: 1, scaleY: 1, rotation: 0 } });
    expect(stepLabel(edited, moved)).toEqual({ key: 'history_step_move_text' });
  });

  it('starts the list with "Open"', () => {
    const a = setAdjustment(base, 'warmth', { amount: 5 }).document;
    expect(historyLabels([base, a]).map((l) => l.key)).toEqual(['history_step_open', 'history_step_tool']);
  });
});

describe('step names in English', () => {
  const en: Record<string, string> = editorHistory;
  it('has a text for every label, taking the tool’s name where one is given', () => {
    expect(Object.values(HISTORY_LABEL_KEYS).filter((key) => !en[key])).toEqual([]);
    for (const key of [HISTORY_LABEL_KEYS.tool, HISTORY_LABEL_KEYS.look, HISTORY_LABEL_KEYS.remove]) expect(en[key]).toContain('{{name}}');
  });
});

describe('jumping to a step', () => {
  const a = setAdjustment(base, 'contrast', { amount: 10 }).document;
  const b = setAdjustment(a, 'warmth', { amount: 10 }).document;
  const c = setAdjustment(b, 'hue', { amount: 10 }).document;
  const history = commit(commit(commit(createHistory(base), a), b), c);

  it('goes back to any step and keeps the future, so redo still works', () => {
    const back = jumpTo(history, 1);
    expect(back.present).toBe(a);
    expect(back.future).toEqual([b, c]);
    expect(redo(back).present).toBe(b);
    expect(jumpTo(back, 3).present).toBe(c);
    expect(historyStates(jumpTo(back, 0))).toEqual([base, a, b, c]);
  });

  it('ignores a jump out of range or to where it is', () => {
    expect(jumpTo(history, 9)).toBe(history);
    expect(jumpTo(history, -1)).toBe(history);
    expect(jumpTo(history, 3)).toBe(history);
    expect(undo(jumpTo(history, 2)).present).toBe(a);
  });
});
