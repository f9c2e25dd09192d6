// The retouch tools' pointer rules: a pen's pressure is used, a mouse paints at MOUSE_PRESSURE; [ and ]
// step the size within the limits; clone and heal need a source, and keep its offset for later strokes.
import { describe, expect, it } from 'vitest';
import { INITIAL_BRUSH, pointerPressure, steppedSize, strokeParams } from '../../src/features/editor/panels/brush/brushState';
import { BRUSH_LIMITS, MOUSE_PRESSURE } from '../../src/lib/shared/editor/strokes';

describe('brush pointer rules', () => {
  it('takes a pen’s pressure and gives the mouse and touch the mouse pressure', () => {
    expect(pointerPressure('pen', 0.3)).toBe(0.3);
    expect(pointerPressure('mouse', 0.5)).toBe(MOUSE_PRESSURE);
    expect(pointerPressure('mouse', 0)).toBe(MOUSE_PRESSURE);
    expect(pointerPressure('touch', 1)).toBe(MOUSE_PRESSURE);
    expect(pointerPressure('pen', 0)).toBe(MOUSE_PRESSURE);
  });

  it('[ and ] step the size, never past the limits, always by at least a pixel', () => {
    expect(steppedSize(40, 1)).toBe(46);
    expect(steppedSize(46, -1)).toBe(40);
    expect(steppedSize(2, 1)).toBe(3);
    expect(steppedSize(BRUSH_LIMITS.size[0], -1)).toBe(BRUSH_LIMITS.size[0]);
    expect(steppedSize(BRUSH_LIMITS.size[1], 1)).toBe(BRUSH_LIMITS.size[1]);
  });

  it('clone needs a source; the first stroke fixes the offset the later ones keep', () => {
    const clone = { ...INITIAL_BRUSH, tool: 'clone' as const };
    expect(strokeParams(clone, { x: 10, y: 10 })).toBeNull();
    const first = strokeParams({ ...clone, source: { x: 100, y: 50 } }, { x: 10, y: 20 });
    expect(first?.params).toMatchObject({ dx: 90, dy: 30 });
    const later = strokeParams({ ...clone, source: { x: 100, y: 50 }, offset: first?.offset ?? null }, { x: 300, y: 300 });
    expect(later?.params).toMatchObject({ dx: 90, dy: 30 });
  });

  it('dodge paints with its own parameters and needs no source', () => {
    expect(strokeParams(INITIAL_BRUSH, { x: 1, y: 1 })?.params).toEqual({ range: 'midtones', exposure: 50 });
  });
});
