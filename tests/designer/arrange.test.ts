// Arranging several layers of a design (issue 16): alignment to the selection and the canvas (a rotated
// layer by its visible bounds), even distribution, groups acting as one, z-order moving a group as a block,
// locked layers staying, duplicates with fresh ids and separate groups, and "nothing to do" being no step.
import { describe, expect, it } from 'vitest';
import { alignLayers, deleteLayers, distributeLayers, duplicateLayers, groupLayers, moveLayersTo, orderLayers, setLayersLocked, setLayersVisible, ungroupLayers } from '../../src/lib/shared/designer/arrange';
import { layerBounds, type MeasuredBoxes } from '../../src/lib/shared/designer/boxes';
import { newDesignerDocument } from '../../src/lib/shared/designer/document';
import type { EditorDocument, Layer, ShapeLayer, TextLayer } from '../../src/lib/shared/editor/types';

const none: MeasuredBoxes = new Map();

function rect(id: string, x: number, y: number, width: number, height: number, extra: Partial<ShapeLayer> = {}): ShapeLayer {
  return { id, kind: 'shape', shape: 'rectangle', name: id, width, height, fill: '#ff0000ff', stroke: '#00000000', strokeWidth: 0, cornerRadius: 0, opacity: 1, visible: true, blendMode: 'normal', locked: false, transform: { x, y, scaleX: 1, scaleY: 1, rotation: 0 }, ...extra };
}

function design(...layers: Layer[]): EditorDocument {
  return { ...newDesignerDocument({ format: 'custom', width: 1000, height: 800 }), layers };
}

const layer = (doc: EditorDocument, id: string): Layer => {
  const found = doc.layers.find((l) => l.id === id);
  if (!found) throw new Error(`no layer ${id}`);
  return found;
};
const box = (doc: EditorDocument, id: string, measured: MeasuredBoxes = none) => {
  const b = layerBounds(layer(doc, id), measured);
  if (!b) throw new Error('no box');
  return b;
};
const order = (doc: EditorDocument): string[] => doc.layers.map((l) => l.id);

// a: 100×50 at (100..200, 100..150); b: 200×100 at (300..500, 250..350); c: rotated 90° 100×40 → 40×100 around (700, 500)
const A = rect('a', 150, 125, 100, 50);
const B = rect('b', 400, 300, 200, 100);
const C = rect('c', 700, 500, 100, 40, { transform: { x: 700, y: 500, scaleX: 1, scaleY: 1, rotation: 90 } });

describe('align', () => {
  const doc = design(A, B, C);
  const ids = ['a', 'b', 'c'];

  it('lines every edge up with the selection, a rotated layer by its visible bounds', () => {
    const left = alignLayers(doc, ids, 'left', none, 'selection');
    for (const id of ids) expect(box(left, id).x).toBeCloseTo(100);
    const right = alignLayers(doc, ids, 'right', none, 'selection');
    for (const id of ids) expect(box(right, id).x + box(right, id).width).toBeCloseTo(720);
    const top = alignLayers(doc, ids, 'top', none, 'selection');
    for (const id of ids) expect(box(top, id).y).toBeCloseTo(100);
    const bottom = alignLayers(doc, ids, 'bottom', none, 'selection');
    for (const id of ids) expect(box(bottom, id).y + box(bottom, id).height).toBeCloseTo(550);
    const centre = alignLayers(doc, ids, 'center', none, 'selection');
    for (const id of ids) expect(box(centre, id).x + box(centre, id).width / 2).toBeCloseTo(410);
    const middle = alignLayers(doc, ids, 'middle', none, 'selection');
    for (const id of ids) expect(box(middle, id).y + box(middle, id).height / 2).toBeCloseTo(325);
    // The rotated rectangle is 40 wide on the canvas: its centre sits 20 in from the left edge.
    expect(layer(left, 'c').transform.x).toBeCloseTo(120);
    expect(layer(left, 'c').transform.rotation).toBe(90);
  });

  it('lines up with the canvas edges and centre', () => {
    const right = alignLayers(doc, ids, 'right', none, 'canvas');
    for (const id of ids) expect(box(right, id).x + box(right, id).width).toBeCloseTo(1000);
    const bottom = alignLayers(doc, ids, 'bottom', none, 'canvas');
    for (const id of ids) expect(box(bottom, id).y + box(bottom, id).height).toBeCloseTo(800);
    const centre = alignLayers(doc, ['c'], 'center', none, 'canvas');
    expect(layer(centre, 'c').transform.x).toBeCloseTo(500);
    const middle = alignLayers(doc, ['a'], 'middle', none, 'canvas');
    expect(layer(middle, 'a').transform.y).toBeCloseTo(400);
  });

  it('uses the measured box of a text', () => {
    const text: TextLayer = { id: 't', kind: 'text', name: '', text: 'Hello', fontFamily: 'Inter', fontSize: 40, bold: false, italic: false, color: '#000000ff', align: 'left', lineHeight: 1.2, opacity: 1, visible: true, blendMode: 'normal', locked: false, transform: { x: 500, y: 400, scaleX: 1, scaleY: 1, rotation: 0 } };
    const measured: MeasuredBoxes = new Map([['t', { width: 300, height: 60 }]]);
    const aligned = alignLayers(design(text), ['t'], 'left', measured, 'canvas');
    expect(layer(aligned, 't').transform.x).toBeCloseTo(150);
  });

  it('moves a group as one and leaves locked layers (and nothing to do is the same document)', () => {
    const grouped = groupLayers(doc, ['a', 'b']).document;
    const locked = setLayersLocked(grouped, ['c'], true);
    const right = alignLayers(locked, ['a', 'c'], 'right', none, 'canvas');
    expect(box(right, 'b').x + box(right, 'b').width).toBeCloseTo(1000);
    expect(layer(right, 'a').transform.x - layer(right, 'b').transform.x).toBeCloseTo(150 - 400);
    expect(layer(right, 'c')).toBe(layer(locked, 'c'));
    const left = alignLayers(doc, ['a'], 'left', none, 'selection');
    expect(left).toBe(doc);
  });
});

describe('distribute', () => {
  it('makes equal gaps between three or more boxes, the outer ones staying', () => {
    const doc = design(rect('a', 50, 100, 100, 50), rect('b', 200, 300, 60, 50), rect('c', 600, 500, 200, 50), rect('d', 900, 200, 100, 50));
    const spread = distributeLayers(doc, ['d', 'b', 'a', 'c'], 'horizontal', none);
    const boxes = ['a', 'b', 'c', 'd'].map((id) => box(spread, id));
    const gaps = boxes.slice(1).map((b, i) => b.x - (boxes[i]!.x + boxes[i]!.width));
    for (const gap of gaps) expect(gap).toBeCloseTo(gaps[0]!);
    expect(gaps[0]).toBeCloseTo((950 - 0 - 460) / 3);
    expect(layer(spread, 'a')).toBe(layer(doc, 'a'));
    expect(layer(spread, 'd')).toBe(layer(doc, 'd'));
    for (const id of ['a', 'b', 'c', 'd']) expect(layer(spread, id).transform.y).toBe(layer(doc, id).transform.y);
    const vertical = distributeLayers(doc, ['a', 'b', 'c'], 'vertical', none);
    expect(box(vertical, 'b').y - (box(vertical, 'a').y + 50)).toBeCloseTo(box(vertical, 'c').y - (box(vertical, 'b').y + 50));
  });

  it('needs three', () => {
    const doc = design(A, B, C);
    expect(distributeLayers(doc, ['a', 'b'], 'horizontal', none)).toBe(doc);
  });
});

describe('groups', () => {
  it('grouping gives one new id and gathers the members under the topmost; moving keeps their offsets', () => {
    const doc = design(A, rect('x', 10, 10, 10, 10), B, rect('y', 10, 10, 10, 10), C);
    const { document, groupId } = groupLayers(doc, ['a', 'c']);
    expect(groupId).toBeTruthy();
    expect(order(document)).toEqual(['x', 'b', 'y', 'a', 'c']);
    expect(layer(document, 'a').group).toBe(groupId);
    expect(layer(document, 'c').group).toBe(groupId);
    // Naming one member moves the whole group: the offsets between members stay.
    const before = layer(document, 'c').transform.x - layer(document, 'a').transform.x;
    const moved = alignLayers(document, ['a'], 'left', none, 'canvas');
    expect(layer(moved, 'c').transform.x - layer(moved, 'a').transform.x).toBeCloseTo(before);
    expect(box(moved, 'a').x).toBeCloseTo(0);
    // Grouping the same group again changes nothing.
    expect(groupLayers(document, ['c']).document).toBe(document);
  });

  it('ungrouping frees the members where they are', () => {
    const { document } = groupLayers(design(A, B, C), ['a', 'b']);
    const freed = ungroupLayers(document, ['b']);
    expect(freed.layers.every((l) => l.group === undefined)).toBe(true);
    expect(order(freed)).toEqual(order(document));
    expect(ungroupLayers(freed, ['a'])).toBe(freed);
  });

  it('z-order moves a group as one block', () => {
    const { document } = groupLayers(design(A, B, rect('x', 1, 1, 1, 1), rect('y', 1, 1, 1, 1)), ['a', 'b']);
    expect(order(document)).toEqual(['a', 'b', 'x', 'y']);
    expect(order(orderLayers(document, ['a'], 'forward'))).toEqual(['x', 'a', 'b', 'y']);
    expect(order(orderLayers(document, ['b'], 'front'))).toEqual(['x', 'y', 'a', 'b']);
    const top = orderLayers(document, ['a'], 'front');
    expect(order(orderLayers(top, ['y'], 'forward'))).toEqual(['x', 'a', 'b', 'y']);
    expect(order(orderLayers(top, ['x'], 'forward'))).toEqual(['y', 'x', 'a', 'b']);
    expect(order(orderLayers(top, ['b'], 'backward'))).toEqual(['x', 'a', 'b', 'y']);
    expect(order(orderLayers(top, ['a'], 'back'))).toEqual(['a', 'b', 'x', 'y']);
    expect(orderLayers(document, ['a'], 'back')).toBe(document);
  });

  it('locked layers do not move, reorder, group, ungroup or go', () => {
    const doc = setLayersLocked(design(A, B, C), ['b'], true);
    expect(orderLayers(doc, ['b'], 'front')).toBe(doc);
    expect(alignLayers(doc, ['b'], 'left', none, 'canvas')).toBe(doc);
    expect(deleteLayers(doc, ['b'])).toBe(doc);
    expect(duplicateLayers(doc, ['b']).document).toBe(doc);
    const grouped = groupLayers(doc, ['a', 'b', 'c']).document;
    expect(layer(grouped, 'b').group).toBeUndefined();
    expect(layer(grouped, 'a').group).toBe(layer(grouped, 'c').group);
    // Unlocking is the edit a locked layer takes; hiding too.
    expect(layer(setLayersLocked(doc, ['b'], false), 'b').locked).toBe(false);
    expect(layer(setLayersVisible(doc, ['b'], false), 'b').visible).toBe(false);
    expect(setLayersVisible(doc, ['b'], true)).toBe(doc);
  });

  it('locking or hiding a member does it to the whole group', () => {
    const { document } = groupLayers(design(A, B, C), ['a', 'b']);
    const hidden = setLayersVisible(document, ['a'], false);
    expect([layer(hidden, 'a').visible, layer(hidden, 'b').visible, layer(hidden, 'c').visible]).toEqual([false, false, true]);
    const locked = setLayersLocked(document, ['b'], true);
    expect(layer(locked, 'a').locked).toBe(true);
    expect(ungroupLayers(locked, ['a'])).toBe(locked);
  });
});

describe('duplicate and delete', () => {
  it('duplicates with fresh ids above the originals, offset, each copied group a new group', () => {
    const { document: grouped, groupId } = groupLayers(design(A, B, C), ['a', 'b']);
    const { document, ids } = duplicateLayers(grouped, ['a', 'c']);
    expect(ids).toHaveLength(3);
    expect(new Set([...ids, 'a', 'b', 'c']).size).toBe(6);
    expect(order(document)).toEqual(['a', 'b', 'c', ...ids]);
    const [ca, cb, cc] = ids.map((id) => layer(document, id));
    expect(ca!.group).toBeTruthy();
    expect(ca!.group).not.toBe(groupId);
    expect(cb!.group).toBe(ca!.group);
    expect(cc!.group).toBeUndefined();
    expect(layer(document, 'a').group).toBe(groupId);
    expect(ca!.transform.x).toBe(A.transform.x + 20);
    expect(ca!.transform.y).toBe(A.transform.y + 20);
  });

  it('deletes a whole group when one member is named', () => {
    const { document } = groupLayers(design(A, B, C), ['a', 'b']);
    expect(order(deleteLayers(document, ['a']))).toEqual(['c']);
    expect(order(deleteLayers(document, ['c']))).toEqual(['a', 'b']);
  });
});

describe('the layers panel move', () => {
  it('moves a layer beside a target, past a whole group, and out of its own group', () => {
    const { document } = groupLayers(design(A, B, C, rect('x', 1, 1, 1, 1)), ['b', 'c']);
    expect(order(moveLayersTo(document, ['x'], 'a', 'below'))).toEqual(['x', 'a', 'b', 'c']);
    // Dropped on a member of another group: beside the whole group.
    expect(order(moveLayersTo(document, ['a'], 'b', 'above'))).toEqual(['b', 'c', 'a', 'x']);
    // Within its own group it stays a member.
    const inside = moveLayersTo(document, ['b'], 'c', 'above');
    expect(order(inside)).toEqual(['a', 'c', 'b', 'x']);
    expect(layer(inside, 'b').group).toBe(layer(inside, 'c').group);
    // Out of it, it leaves (and a group of one is no group).
    const out = moveLayersTo(document, ['b'], 'x', 'above');
    expect(order(out)).toEqual(['a', 'c', 'x', 'b']);
    expect(out.layers.every((l) => l.group === undefined)).toBe(true);
    // A whole group keeps itself; a locked layer stays.
    const whole = moveLayersTo(document, ['b', 'c'], 'a', 'below');
    expect(order(whole)).toEqual(['b', 'c', 'a', 'x']);
    expect(layer(whole, 'b').group).toBeTruthy();
    const locked = setLayersLocked(document, ['x'], true);
    expect(moveLayersTo(locked, ['x'], 'a', 'below')).toBe(locked);
    expect(moveLayersTo(document, ['a'], 'a', 'below')).toBe(document);
  });
});
