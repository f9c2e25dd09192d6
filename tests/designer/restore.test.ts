// The designer's fields through restoreDocument (issue 16): kept when sound, repaired or dropped when not,
// and a designer document stays one stack in its own order.
import { describe, expect, it } from 'vitest';
import { newDesignerDocument } from '../../src/lib/shared/designer/document';
import { outlinePath } from '../../src/lib/shared/designer/outline';
import { restoreDocument } from '../../src/lib/shared/editor/restore';
import type { EditorDocument } from '../../src/lib/shared/editor/types';

const T = { x: 50, y: 50, scaleX: 1, scaleY: 1, rotation: 0 };
const base = { name: '', opacity: 1, visible: true, blendMode: 'normal', locked: false, transform: T };

function design(layers: unknown[], extra: Record<string, unknown> = {}): unknown {
  return { ...newDesignerDocument({ format: 'instagram-post', width: 1080, height: 1080 }), layers, ...extra };
}

function restored(input: unknown): { document: EditorDocument; repairs: string[] } {
  const result = restoreDocument(input);
  if (!result.ok) throw new Error(result.reason);
  return result;
}

describe('designer documents through restoreDocument', () => {
  it('keeps a text under a photo (one stack), groups, stars, paths, frames, text boxes and gradients', () => {
    const layers = [
      { ...base, id: 'layer-t1', kind: 'text', text: 'Sale', fontFamily: 'Inter', fontSize: 80, bold: true, italic: false, color: '#111111ff', align: 'center', lineHeight: 1.2, boxWidth: 400, curve: 40, list: 'bullet', group: 'g1' },
      { ...base, id: 'layer-i1', kind: 'image', imageId: 'img-a', width: 800, height: 600, shapeMask: { shape: 'star', points: 7, innerRatio: 0.4 }, group: 'g1' },
      { ...base, id: 'layer-s1', kind: 'shape', shape: 'path', width: 100, height: 100, fill: '#ff0000ff', stroke: '#00000000', strokeWidth: 0, cornerRadius: 0, path: { d: 'M0 0L24 0L12 24Z', viewWidth: 24, viewHeight: 24, graphicId: 'triangle' } },
    ];
    const { document, repairs } = restored(design(layers, { canvas: { width: 1080, height: 1080, background: '#ffffffff', gradient: { kind: 'linear', from: '#ff0000ff', to: '#0000ffff', angle: 45 } } }));
    expect(repairs).toEqual([]);
    expect(document.layers.map((l) => l.kind)).toEqual(['text', 'image', 'shape']);
    expect(document.layers.map((l) => l.group)).toEqual(['g1', 'g1', undefined]);
    const text = document.layers[0];
    expect(text?.kind === 'text' && [text.boxWidth, text.curve, text.list]).toEqual([400, 40, 'bullet']);
    const image = document.layers[1];
    expect(image?.kind === 'image' && image.shapeMask).toEqual({ shape: 'star', points: 7, innerRatio: 0.4 });
    expect(document.canvas.gradient).toEqual({ kind: 'linear', from: '#ff0000ff', to: '#0000ffff', angle: 45 });
    expect(document.designer).toEqual({ format: 'instagram-post' });
  });

  it('puts text back above pictures in an editor document, as before', () => {
    const layers = [
      { ...base, id: 'layer-t1', kind: 'text', text: 'Hi', fontFamily: 'Inter', fontSize: 80, bold: false, italic: false, color: '#111111ff', align: 'center', lineHeight: 1.2 },
      { ...base, id: 'layer-i1', kind: 'image', imageId: 'img-a', width: 800, height: 600 },
    ];
    const { document } = restored({ version: 3, section: 'editor', canvas: { width: 800, height: 600, background: '#00000000' }, layers, operations: [] });
    expect(document.layers.map((l) => l.kind)).toEqual(['image', 'text']);
    expect(document.designer).toBeUndefined();
  });

  it('repairs what cannot be drawn: a script in a path, a lonely group, a star with 99 points, a bad gradient', () => {
    const layers = [
      { ...base, id: 'layer-s1', kind: 'shape', shape: 'path', width: 100, height: 100, fill: '#ff0000ff', stroke: '#00000000', strokeWidth: 0, cornerRadius: 0, path: { d: '<script>alert(1)</script>', viewWidth: 24, viewHeight: 24 } },
      { ...base, id: 'layer-s2', kind: 'shape', shape: 'star', points: 99, innerRatio: 3, width: 100, height: 100, fill: '#ff0000ff', stroke: '#00000000', strokeWidth: 0, cornerRadius: 0, group: 'alone' },
    ];
    const { document, repairs } = restored(design(layers, { canvas: { width: 1080, height: 1080, background: '#ffffffff', gradient: { from: 'red' } }, operations: [{ id: 'op-1', type: 'brightness', params: {}, enabled: true }] }));
    const [first, second] = document.layers;
    expect(first?.kind === 'shape' && first.shape).toBe('rectangle');
    expect(second?.kind === 'shape' && [second.points, second.innerRatio, second.group]).toEqual([24, 0.95, undefined]);
    expect(document.canvas.gradient).toBeUndefined();
    expect(document.operations).toEqual([]);
    expect(repairs).toEqual(expect.arrayContaining(['layers[0].path', 'layers[1].group', 'canvas.gradient', 'operations']));
  });

  it('draws every outline inside its box', () => {
    for (const shape of ['rectangle', 'ellipse', 'line', 'arrow', 'polygon', 'star', 'speech-bubble'] as const) {
      const { d } = outlinePath({ shape, points: 5 }, 200, 100, 4);
      const numbers = d.match(/-?\d+(\.\d+)?/g)?.map(Number) ?? [];
      expect(numbers.length, shape).toBeGreaterThan(3);
      expect(Math.max(...numbers), shape).toBeLessThanOrEqual(200);
      expect(Math.min(...numbers), shape).toBeGreaterThanOrEqual(0);
    }
    expect(outlinePath({ shape: 'path', path: { d: 'M0 0L24 24', viewWidth: 24, viewHeight: 12 } }, 48, 48)).toMatchObject({ scaleX: 2, scaleY: 4 });
  });
});
