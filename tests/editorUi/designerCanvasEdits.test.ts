// The canvas menu's edits on a designer selection: one step forward or back keeps the selection's own
// order, delete skips locked layers, grouping leaves no group of one behind, and lock toggles as a whole.
import { describe, expect, it } from 'vitest';
import { deleteSelection, stepSelection, toggleGroup, toggleLock } from '../../src/features/editor/canvas/designer/designerEdits';
import { newDesignerDocument } from '../../src/lib/shared/designer/document';
import type { EditorDocument, ShapeLayer } from '../../src/lib/shared/editor/types';

function rectangle(id: string, extra: Partial<ShapeLayer> = {}): ShapeLayer {
  return { id, kind: 'shape', name: '', opacity: 1, visible: true, blendMode: 'normal', locked: false, shape: 'rectangle', width: 10, height: 10, fill: '#ff0000ff', stroke: '#00000000', strokeWidth: 0, cornerRadius: 0, transform: { x: 50, y: 50, scaleX: 1, scaleY: 1, rotation: 0 }, ...extra };
}

const design = (layers: ShapeLayer[]): EditorDocument => ({ ...newDesignerDocument({ format: 'custom', width: 100, height: 100 }), layers });
const order = (doc: EditorDocument): string[] => doc.layers.map((l) => l.id);

describe('the canvas menu edits', () => {
  const doc = design([rectangle('a'), rectangle('b'), rectangle('c'), rectangle('d')]);

  it('brings a selection forward and sends it back one step, keeping its own order', () => {
    expect(order(stepSelection(doc, ['a', 'b'], 1).document)).toEqual(['c', 'a', 'b', 'd']);
    expect(order(stepSelection(doc, ['c', 'd'], -1).document)).toEqual(['a', 'c', 'd', 'b']);
    // Already on top: nothing changes, no history step.
    expect(stepSelection(doc, ['d'], 1).document).toBe(doc);
  });

  it('deletes the unlocked layers and keeps the locked ones selected', () => {
    const locked = design([rectangle('a'), rectangle('b', { locked: true })]);
    const result = deleteSelection(locked, ['a', 'b']);
    expect(order(result.document)).toEqual(['b']);
    expect(result.ids).toEqual(['b']);
  });

  it('grouping a member of a group with another layer makes one new group of the whole group and it (a group acts as one)', () => {
    const grouped = design([rectangle('a', { group: 'old' }), rectangle('b', { group: 'old' }), rectangle('c')]);
    const result = toggleGroup(grouped, ['b', 'c']).document;
    const [a, b, c] = result.layers;
    expect(b!.group).toBeTruthy();
    expect(new Set([a!.group, b!.group, c!.group]).size).toBe(1);
    expect(b!.group).not.toBe('old');
    // Toggling the same selection again ungroups it.
    expect(toggleGroup(result, ['a', 'b', 'c']).document.layers.every((l) => l.group === undefined)).toBe(true);
    // One layer alone is no group.
    expect(toggleGroup(doc, ['a']).document).toBe(doc);
  });

  it('locks a partly locked selection, and unlocks it once it is all locked', () => {
    const some = design([rectangle('a', { locked: true }), rectangle('b')]);
    const locked = toggleLock(some, ['a', 'b']).document;
    expect(locked.layers.every((l) => l.locked)).toBe(true);
    expect(toggleLock(locked, ['a', 'b']).document.layers.every((l) => !l.locked)).toBe(true);
  });
});
