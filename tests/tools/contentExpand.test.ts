// The content-aware expand's hole: the new borders, exactly where the colour expand would draw them.
import { describe, expect, it } from 'vitest';
import { geometryStep } from '../../src/lib/shared/editor/geometry';
import { expandPlacement, expandWithHole } from '../../src/features/editor/tools/contentExpand/expandHole';

const params = { top: 10, right: 20, bottom: 0, left: 5, color: '#ffffffff' };

describe('content-aware expand: the larger picture and its hole', () => {
  it('has the size and offset of the colour expand', () => {
    const placement = expandPlacement(params, 200, 100);
    const step = geometryStep('expand', params, { width: 200, height: 100 }, 1);
    expect(placement).toEqual({ width: step.size.width, height: step.size.height, left: 10, top: 10 });
    expect(placement.width).toBe(200 + 10 + 40);
    expect(placement.height).toBe(100 + 10);
  });

  it('copies the picture into place and makes only the borders the hole', () => {
    const width = 20;
    const height = 10;
    const data = new Uint8ClampedArray(width * height * 4);
    for (let i = 0; i < width * height; i++) data.set([i % 256, 7, 9, 255], i * 4);
    const placement = expandPlacement({ top: 20, right: 10, bottom: 30, left: 25, color: '#000000ff' }, width, height);
    const { pixels, mask } = expandWithHole({ width, height, data }, placement);
    expect([pixels.width, pixels.height]).toEqual([20 + 5 + 2, 10 + 2 + 3]);
    let holes = 0;
    for (let y = 0; y < pixels.height; y++) {
      for (let x = 0; x < pixels.width; x++) {
        const inside = x >= placement.left && x < placement.left + width && y >= placement.top && y < placement.top + height;
        const m = mask.data[y * pixels.width + x];
        expect(m).toBe(inside ? 0 : 255);
        if (!inside) holes++;
        if (inside) expect(pixels.data[(y * pixels.width + x) * 4]).toBe(((y - placement.top) * width + (x - placement.left)) % 256);
      }
    }
    expect(holes).toBe(pixels.width * pixels.height - width * height);
  });

  it('leaves no hole when no side grows', () => {
    const placement = expandPlacement({ top: 0, right: 0, bottom: 0, left: 0, color: '#000000ff' }, 8, 8);
    const { mask } = expandWithHole({ width: 8, height: 8, data: new Uint8ClampedArray(8 * 8 * 4) }, placement);
    expect(mask.data.every((v) => v === 0)).toBe(true);
  });
});
