// Undo and redo of every step, with a slider drag as one step.
import { describe, expect, it } from 'vitest';
import { applyTool, createPhotoDocument, removeOperation, updateOperation } from '../../src/lib/shared/editor/edits';
import { canRedo, canUndo, commit, createHistory, redo, seal, undo } from '../../src/lib/shared/editor/history';

const base = createPhotoDocument({ imageId: 'img', width: 100, height: 80 });

describe('undo and redo', () => {
  it('walk back and forth through the steps', () => {
    const a = applyTool(base, 'contrast', { amount: 10 }).document;
    const b = applyTool(a, 'sepia', { amount: 50 }).document;
    let h = commit(commit(createHistory(base), a), b);
    expect(canUndo(h)).toBe(true);
    expect(canRedo(h)).toBe(false);
    h = undo(h);
    expect(h.present).toBe(a);
    h = undo(h);
    expect(h.present).toBe(base);
    expect(canUndo(h)).toBe(false);
    expect(undo(h)).toBe(h);
    h = redo(redo(h));
    expect(h.present).toBe(b);
    expect(redo(h)).toBe(h);
  });

  it('a new step after an undo drops the redo branch', () => {
    const a = applyTool(base, 'contrast', { amount: 10 }).document;
    const other = applyTool(base, 'blur', { amount: 30 }).document;
    const h = commit(undo(commit(createHistory(base), a)), other);
    expect(h.present).toBe(other);
    expect(canRedo(h)).toBe(false);
    expect(h.past).toEqual([base]);
  });

  it('keeps at most `limit` steps back', () => {
    let h = createHistory(base, 3);
    let doc = base;
    for (let i = 1; i <= 6; i++) {
      doc = applyTool(doc, i % 2 ? 'contrast' : 'brightness', { amount: i }).document;
      h = commit(h, doc);
    }
    expect(h.past).toHaveLength(3);
  });
});

describe('a slider drag is one step', () => {
  it('commits with the same merge key collapse; sealing ends the gesture', () => {
    const first = applyTool(base, 'exposure', { amount: 0.1 });
    let h = commit(createHistory(base), first.document, { mergeKey: `drag:${first.id}` });
    let doc = first.document;
    for (const amount of [0.2, 0.4, 0.8]) {
      doc = updateOperation(doc, first.id, { amount });
      h = commit(h, doc, { mergeKey: `drag:${first.id}` });
    }
    expect(h.past).toEqual([base]);
    expect(h.present.operations[0]?.params.amount).toBe(0.8);
    h = seal(h);
    const next = updateOperation(doc, first.id, { amount: 1 });
    h = commit(h, next, { mergeKey: `drag:${first.id}` });
    expect(h.past).toHaveLength(2);
    expect(undo(h).present.operations[0]?.params.amount).toBe(0.8);
    expect(undo(undo(h)).present).toBe(base);
  });

  it('removing a step is undoable like any other', () => {
    const added = applyTool(base, 'vignette', { amount: 40 });
    const removed = removeOperation(added.document, added.id);
    const h = commit(commit(createHistory(base), added.document), removed);
    expect(h.present.operations).toEqual([]);
    expect(undo(h).present.operations.map((op) => op.type)).toEqual(['vignette']);
  });
});
