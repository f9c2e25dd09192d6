// The object remover's painted strokes become the hole at the photo layer's own size.
import { describe, expect, it } from 'vitest';
import { createPhotoDocument } from '../../src/lib/shared/editor/edits';
import { DEFAULT_BRUSH } from '../../src/lib/shared/editor/strokes';
import type { ImageLayer } from '../../src/lib/shared/editor/types';
import { strokesMask, viewToLayerMap } from '../../src/features/editor/tools/objectRemover/strokeMask';

describe('object remover: painted strokes as the hole', () => {
  it('covers the painted line fully, a soft edge just outside it, and nothing far away', () => {
    const doc = createPhotoDocument({ imageId: 'img', width: 100, height: 60 });
    const layer = doc.layers.find((l): l is ImageLayer => l.kind === 'image');
    if (!layer) throw new Error('no photo layer');
    const stroke = { ...DEFAULT_BRUSH, size: 10, points: [20, 30, 0.5, 80, 30, 0.5] };
    const mask = strokesMask([stroke], viewToLayerMap(doc, layer), 100, 60);
    const at = (x: number, y: number): number => mask.data[y * 100 + x] as number;
    expect(at(50, 30)).toBe(255);
    expect(at(20, 30)).toBe(255);
    expect(at(50, 33)).toBe(255);
    expect(at(50, 36)).toBeGreaterThan(0);
    expect(at(50, 36)).toBeLessThanOrEqual(127);
    expect(at(50, 45)).toBe(0);
    expect(at(5, 5)).toBe(0);
  });

  it('follows the document geometry back to the layer (an expand moves the picture)', () => {
    const photo = createPhotoDocument({ imageId: 'img', width: 100, height: 60 });
    const doc = { ...photo, operations: [{ id: 'op1', type: 'expand', enabled: true, params: { top: 0, right: 0, bottom: 0, left: 10, color: '#ffffffff' } }] } as typeof photo;
    const layer = doc.layers.find((l): l is ImageLayer => l.kind === 'image');
    if (!layer) throw new Error('no photo layer');
    // A dot at (30, 30) on the expanded view is (20, 30) on the photo itself.
    const mask = strokesMask([{ ...DEFAULT_BRUSH, size: 4, points: [30, 30, 0.5] }], viewToLayerMap(doc, layer), 100, 60);
    expect(mask.data[30 * 100 + 20]).toBe(255);
    expect(mask.data[30 * 100 + 30]).toBe(0);
  });
});
