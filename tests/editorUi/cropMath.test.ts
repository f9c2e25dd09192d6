import { describe, expect, it } from 'vitest';
import { cropPixelSize, dragCrop, FULL_RECT, isFullRect, MIN_CROP_PX, nudgeCrop, ratioValue, rectForRatio, type CropRect } from '../../src/features/editor/state/cropMath';

const picture = { width: 600, height: 400 };
const px = (r: CropRect) => ({ x: r.x * picture.width, y: r.y * picture.height, w: r.width * picture.width, h: r.height * picture.height });

describe('crop ratios', () => {
  it('reads named and written ratios in pixels; free has none', () => {
    expect(ratioValue('free', picture)).toBeNull();
    expect(ratioValue('original', picture)).toBeCloseTo(1.5);
    expect(ratioValue('1:1', picture)).toBe(1);
    expect(ratioValue('16:9', picture)).toBeCloseTo(16 / 9);
    expect(ratioValue('4:5', picture)).toBeCloseTo(0.8);
  });

  it('a ratio button gives the largest box of that ratio, centred, in pixels (not fractions)', () => {
    const square = px(rectForRatio('1:1', picture));
    expect(square.w).toBeCloseTo(400);
    expect(square.h).toBeCloseTo(400);
    expect(square.x).toBeCloseTo(100);
    expect(square.y).toBeCloseTo(0);
    const tall = px(rectForRatio('9:16', picture));
    expect(tall.w / tall.h).toBeCloseTo(9 / 16);
    expect(tall.h).toBeCloseTo(400);
    expect(px(rectForRatio('original', picture))).toEqual({ x: 0, y: 0, w: 600, h: 400 });
  });

  it('free keeps the current box', () => {
    const box = { x: 0.1, y: 0.2, width: 0.3, height: 0.4 };
    expect(rectForRatio('free', picture, box)).toBe(box);
  });
});

describe('dragging the crop box', () => {
  it('moves the box without leaving the picture', () => {
    const start = { x: 0.25, y: 0.25, width: 0.5, height: 0.5 };
    const moved = px(dragCrop(start, 'move', 30, -20, 'free', picture));
    expect([moved.x, moved.y, moved.w, moved.h].map((n) => Math.round(n))).toEqual([180, 80, 300, 200]);
    const far = px(dragCrop(start, 'move', 5000, 5000, 'free', picture));
    expect([far.x + far.w, far.y + far.h].map((n) => Math.round(n))).toEqual([600, 400]);
  });

  it('a free corner follows the pointer; edges stop at the border and at the minimum size', () => {
    const corner = px(dragCrop(FULL_RECT, 'se', -100, -50, 'free', picture));
    expect([corner.w, corner.h].map(Math.round)).toEqual([500, 350]);
    const past = px(dragCrop(FULL_RECT, 'nw', -40, -40, 'free', picture));
    expect([past.x, past.y, past.w, past.h]).toEqual([0, 0, 600, 400]);
    const tiny = px(dragCrop(FULL_RECT, 'e', -10_000, 0, 'free', picture));
    expect(tiny.w).toBeCloseTo(MIN_CROP_PX);
  });

  it('with a ratio, a corner keeps the aspect and its opposite corner stays put', () => {
    const start = rectForRatio('1:1', picture);
    const before = px(start);
    const after = px(dragCrop(start, 'se', -120, -10, '1:1', picture));
    expect(after.w).toBeCloseTo(after.h, 6);
    expect(after.x).toBeCloseTo(before.x, 6);
    expect(after.y).toBeCloseTo(before.y, 6);
    expect(after.w).toBeCloseTo(280, 0);
  });

  it('with a ratio, an edge drives the other side and stays inside the picture', () => {
    const start = { x: 0.4, y: 0.4, width: 0.1, height: 0.15 };
    const after = px(dragCrop(start, 's', 0, 1000, '1:1', picture));
    expect(after.w).toBeCloseTo(after.h, 6);
    expect(after.x).toBeGreaterThanOrEqual(0);
    expect(after.x + after.w).toBeLessThanOrEqual(600 + 1e-9);
    expect(after.y + after.h).toBeLessThanOrEqual(400 + 1e-9);
  });

  it('the keyboard moves the box by arrows and resizes it with Shift', () => {
    const start = { x: 0.25, y: 0.25, width: 0.5, height: 0.5 };
    expect(px(nudgeCrop(start, 'ArrowRight', false, 'free', picture, 10)!).x).toBeCloseTo(160);
    expect(px(nudgeCrop(start, 'ArrowDown', true, 'free', picture, 10)!).h).toBeCloseTo(210);
    expect(nudgeCrop(start, 'a', false, 'free', picture)).toBeNull();
  });

  it('reports the size the crop will cut and whether it is the whole picture', () => {
    expect(cropPixelSize({ x: 0, y: 0, width: 0.5, height: 0.25 }, picture)).toEqual({ width: 300, height: 100 });
    expect(isFullRect(FULL_RECT)).toBe(true);
    expect(isFullRect({ x: 0, y: 0, width: 0.99, height: 1 })).toBe(false);
  });
});
