// The photo enhancer's edits (src/features/editor/tools/photoEnhancer/enhancement.ts): ordinary operations,
// the user's own values kept underneath, the intensity rescaling only what the enhancement added.
import { describe, expect, it } from 'vitest';
import { applyEnhancement, intensityIn, withIntensity } from '../../src/features/editor/tools/photoEnhancer/enhancement';
import { addOperation, createPhotoDocument } from '../../src/lib/shared/editor/edits';

const photo = () => createPhotoDocument({ imageId: 'img-1', width: 400, height: 300 });
const changes = [
  { type: 'exposure', param: 'amount', delta: 0.6 },
  { type: 'warmth', param: 'amount', delta: 20 },
  { type: 'levels', param: 'rgbInBlack', delta: 12 },
];

describe('photo enhancer edits', () => {
  it('adds each adjustment as an ordinary operation at full intensity', () => {
    const { document, enhancement } = applyEnhancement(photo(), changes);
    expect(document.operations.map((op) => [op.type, op.params.amount ?? op.params.rgbInBlack])).toEqual([
      ['exposure', 0.6],
      ['warmth', 20],
      ['levels', 12],
    ]);
    expect(intensityIn(document, enhancement)).toBe(1);
  });

  it('builds on an adjustment the user already made, and the intensity never touches the user’s part', () => {
    const mine = addOperation(photo(), 'warmth', { amount: -10 });
    const { document, enhancement } = applyEnhancement(mine.document, changes);
    const warmth = document.operations.filter((op) => op.type === 'warmth');
    expect(warmth).toHaveLength(1);
    expect(warmth[0]?.params.amount).toBe(10);
    const half = withIntensity(document, enhancement, 0.5);
    expect(half.operations.find((op) => op.type === 'warmth')?.params.amount).toBe(0);
    expect(half.operations.find((op) => op.type === 'exposure')?.params.amount).toBe(0.3);
    expect(intensityIn(half, enhancement)).toBeCloseTo(0.5, 2);
    const none = withIntensity(document, enhancement, 0);
    expect(none.operations.find((op) => op.type === 'warmth')?.params.amount).toBe(-10);
  });
});
