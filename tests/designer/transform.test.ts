// Moving, resizing and turning the designer's selection (issue 16): a group keeps its members' relative
// placement, a resize holds the opposite corner, a turn goes round the pivot, locked layers stay put, and
// the layer under the pointer is the topmost one whose shape is there.
import { describe, expect, it } from 'vitest';
import { layerBounds, selectionBounds } from '../../src/lib/shared/designer/boxes';
import { newDesignerDocument } from '../../src/lib/shared/designer/document';
import { hitLayer, layerFrame, moveLayers, resizeFrame, rotateLayers, scaleLayers, setLayerFrame } from '../../src/lib/shared/designer/transform';
import type { EditorDocument, Layer, ShapeLayer, TextLayer } from '../../src/lib/shared/editor/types';

const NONE = new Map<string, { width: number; height: number }>();
const base = { name: '', opacity: 1, visible: true, blendMode: 'normal' as const, locked: false };

function shape(id: string, x: number, y: number, width: number, height: number, extra: Partial<ShapeLayer> = {}): ShapeLayer {
  return { ...base, id, kind: 'shape', shape: 'rectangle', width, height, fill: '#ff0000ff', stroke: '#00000000', strokeWidth: 0, cornerRadius: 0, transform: { x, y, scaleX: 1, scaleY: 1, rotation: 0 }, ...extra };
}

function text(id: string, x: number, y: number): TextLayer {
  return { ...base, id, kind: 'text', text: 'Hello', fontFamily: 'Inter', fontSize: 40, bold: false, italic: false, color: '#000000ff', align: 'center', lineHeight: 1.2, transform: { x, y, scaleX: 1, scaleY: 1, rotation: 0 } };
}

function design(layers: Layer[]): EditorDocument {
  return { ...newDesignerDocument({ format: 'custom', width: 1000, height: 1000 }), layers };
}

const byId = (doc: EditorDocument, id: string): Layer => doc.layers.find((l) => l.id === id)!;

describe('moving', () => {
  it('moves every selected layer by the same offset and leaves locked ones', () => {
    const doc = design([shape('a', 100, 100, 50, 50), shape('b', 300, 200, 50, 50), shape('c', 500, 500, 50, 50, { locked: true })]);
    const moved = moveLayers(doc, ['a', 'b', 'c'], 10, -20);
    expect(byId(moved, 'a').transform).toMatchObject({ x: 110, y: 80 });
    expect(byId(moved, 'b').transform).toMatchObject({ x: 310, y: 180 });
    expect(byId(moved, 'c').transform).toMatchObject({ x: 500, y: 500 });
  });

  it('returns the same document when nothing can move', () => {
    const doc = design([shape('c', 500, 500, 50, 50, { locked: true })]);
    expect(moveLayers(doc, ['c'], 10, 10)).toBe(doc);
    expect(moveLayers(doc, ['c'], 0, 0)).toBe(doc);
  });
});

describe('a group transform keeps its members’ relative placement', () => {
  const doc = design([shape('a', 100, 100, 100, 100), text('t', 300, 100), shape('b', 200, 300, 100, 100, { transform: { x: 200, y: 300, scaleX: 1, scaleY: 1, rotation: 30 } })]);
  const ids = ['a', 't', 'b'];

  it('scales about the box corner: the corner stays, every centre keeps its fraction of the box', () => {
    const from = selectionBounds(doc, ids, NONE)!;
    // Twice the size, the top-left corner held.
    const to = { x: from.x, y: from.y, width: from.width * 2, height: from.height * 2 };
    const scaled = scaleLayers(doc, ids, from, to, NONE);
    for (const id of ids) {
      const before = byId(doc, id).transform;
      const after = byId(scaled, id).transform;
      expect((after.x - to.x) / to.width).toBeCloseTo((before.x - from.x) / from.width);
      expect((after.y - to.y) / to.height).toBeCloseTo((before.y - from.y) / from.height);
      expect(after.scaleX).toBeCloseTo(2);
      expect(after.rotation).toBe(before.rotation);
    }
    const now = selectionBounds(scaled, ids, NONE)!;
    expect(now.x).toBeCloseTo(to.x);
    expect(now.y).toBeCloseTo(to.y);
    expect(now.width).toBeCloseTo(to.width);
    expect(now.height).toBeCloseTo(to.height);
  });

  it('stretching a straight layer stretches its own axes; a turned one keeps its rotation and scales evenly', () => {
    const from = selectionBounds(doc, ids, NONE)!;
    const scaled = scaleLayers(doc, ids, from, { ...from, width: from.width * 2 }, NONE);
    expect(byId(scaled, 'a').transform).toMatchObject({ scaleX: 2, scaleY: 1 });
    const turned = byId(scaled, 'b').transform;
    expect(turned.rotation).toBe(30);
    expect(turned.scaleX).toBeCloseTo(Math.SQRT2);
    expect(turned.scaleY).toBeCloseTo(Math.SQRT2);
  });

  it('rotates about the pivot: centres go round it and keep their distances', () => {
    const pivot = { x: 200, y: 200 };
    const turned = rotateLayers(doc, ids, pivot, 90);
    expect(byId(turned, 'a').transform.x).toBeCloseTo(300);
    expect(byId(turned, 'a').transform.y).toBeCloseTo(100);
    expect(byId(turned, 'a').transform.rotation).toBe(90);
    expect(byId(turned, 'b').transform.rotation).toBe(120);
    const distance = (d: EditorDocument, p: string, q: string): number => Math.hypot(byId(d, p).transform.x - byId(d, q).transform.x, byId(d, p).transform.y - byId(d, q).transform.y);
    expect(distance(turned, 'a', 't')).toBeCloseTo(distance(doc, 'a', 't'));
    expect(distance(turned, 't', 'b')).toBeCloseTo(distance(doc, 't', 'b'));
  });

  it('a full turn brings everything back', () => {
    const back = rotateLayers(rotateLayers(doc, ids, { x: 10, y: 20 }, 200), ids, { x: 10, y: 20 }, 160);
    for (const id of ids) {
      expect(byId(back, id).transform.x).toBeCloseTo(byId(doc, id).transform.x);
      expect(byId(back, id).transform.y).toBeCloseTo(byId(doc, id).transform.y);
    }
  });

  it('leaves locked members where they are', () => {
    const locked = design([shape('a', 100, 100, 100, 100), shape('z', 400, 400, 100, 100, { locked: true })]);
    const turned = rotateLayers(locked, ['a', 'z'], { x: 0, y: 0 }, 45);
    expect(byId(turned, 'z')).toBe(byId(locked, 'z'));
  });
});

describe('resizing one layer by a handle', () => {
  it('drags a corner keeping the aspect, the opposite corner fixed', () => {
    const layer = shape('a', 200, 200, 100, 50);
    const frame = layerFrame(layer, NONE)!;
    const next = resizeFrame(frame, 'se', { x: 350, y: 230 }, true);
    expect(next.width).toBeCloseTo(200);
    expect(next.height).toBeCloseTo(100);
    expect(next.centre.x - next.width / 2).toBeCloseTo(150);
    expect(next.centre.y - next.height / 2).toBeCloseTo(175);
  });

  it('holds the opposite side along a turned layer’s own axes', () => {
    const layer = shape('a', 200, 200, 100, 100, { transform: { x: 200, y: 200, scaleX: 1, scaleY: 1, rotation: 90 } });
    const frame = layerFrame(layer, NONE)!;
    // Turned 90°: the layer's right side ('e') points down. Drag it 50 px further down.
    const next = resizeFrame(frame, 'e', { x: 200, y: 300 }, false);
    expect(next.width).toBeCloseTo(150);
    expect(next.height).toBeCloseTo(100);
    expect(next.centre.x).toBeCloseTo(200);
    expect(next.centre.y).toBeCloseTo(225);
  });

  it('stretches a shape through its size, a photo through its scale, a text box through its wrap width', () => {
    const doc = design([shape('s', 100, 100, 100, 100), text('t', 500, 500)]);
    const stretched = setLayerFrame(doc, 's', { centre: { x: 125, y: 100 }, width: 150, height: 100, rotation: 0 }, NONE);
    expect(byId(stretched, 's')).toMatchObject({ width: 150, height: 100, transform: { x: 125, scaleX: 1 } });
    const measured = new Map([['t', { width: 200, height: 48 }]]);
    const wrapped = setLayerFrame(doc, 't', { centre: { x: 450, y: 500 }, width: 100, height: 48, rotation: 0 }, measured, true);
    expect(byId(wrapped, 't')).toMatchObject({ boxWidth: 100, transform: { x: 450, scaleX: 1 } });
    const grown = setLayerFrame(doc, 't', { centre: { x: 500, y: 500 }, width: 400, height: 96, rotation: 0 }, measured);
    expect(byId(grown, 't').transform).toMatchObject({ scaleX: 2, scaleY: 2 });
  });
});

describe('the layer under the pointer', () => {
  it('is the topmost visible layer whose box is there', () => {
    const doc = design([shape('below', 500, 500, 400, 400), shape('above', 500, 500, 100, 100), shape('hidden', 500, 500, 50, 50, { visible: false })]);
    expect(hitLayer(doc, 500, 500, NONE)?.id).toBe('above');
    expect(hitLayer(doc, 350, 350, NONE)?.id).toBe('below');
    expect(hitLayer(doc, 10, 10, NONE)).toBeNull();
  });

  it('follows a turned box and the shape of ellipses and stars', () => {
    const doc = design([
      shape('turned', 200, 200, 200, 20, { transform: { x: 200, y: 200, scaleX: 1, scaleY: 1, rotation: 90 } }),
      shape('disc', 600, 600, 200, 200, { shape: 'ellipse' }),
      shape('star', 600, 200, 200, 200, { shape: 'star' }),
    ]);
    expect(hitLayer(doc, 200, 290, NONE)?.id).toBe('turned');
    expect(hitLayer(doc, 290, 200, NONE)).toBeNull();
    expect(hitLayer(doc, 600, 600, NONE)?.id).toBe('disc');
    // The disc's box corner, outside the circle.
    expect(hitLayer(doc, 510, 510, NONE)).toBeNull();
    expect(hitLayer(doc, 600, 200, NONE)?.id).toBe('star');
    // Between two of the star's points near the top of its box.
    expect(hitLayer(doc, 540, 110, NONE)).toBeNull();
  });

  it('uses a text’s measured box', () => {
    const doc = design([text('t', 500, 500)]);
    const measured = new Map([['t', { width: 300, height: 50 }]]);
    expect(hitLayer(doc, 640, 510, measured)?.id).toBe('t');
    expect(layerBounds(byId(doc, 't'), measured)).toEqual({ x: 350, y: 475, width: 300, height: 50 });
  });
});
