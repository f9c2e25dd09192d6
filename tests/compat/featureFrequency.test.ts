import { describe, expect, it } from 'vitest';
import {
  frequentForSearch,
  isFeatureScores,
  mergeFeatureScores,
  recordFeatureUse,
  restoreFeatureScores,
  topFeatures,
  type FeatureScores,
} from '../../src/lib/shared/featureFrequency';
import { validateSettings } from '../../src/lib/shared/settings';

/** Uses each feature once, in order, starting from an empty map. */
function useAll(features: string[], start: FeatureScores = {}): FeatureScores {
  return features.reduce((scores, feature) => recordFeatureUse(scores, feature), start);
}

const names = (count: number, prefix = 'f'): string[] => Array.from({ length: count }, (_, i) => `${prefix}${String(i).padStart(2, '0')}`);

describe('boost 40 per use, decay 1 per step', () => {
  it('gives a first use 40', () => {
    expect(recordFeatureUse({}, 'effects')).toEqual({ effects: 40 });
  });

  it('adds 40 to a feature used again and takes 1 from every other', () => {
    const scores = recordFeatureUse({ effects: 40, crop: 10, text: 3 }, 'effects');
    expect(scores).toEqual({ effects: 80, crop: 9, text: 2 });
  });

  it('never decays a score below 0', () => {
    expect(recordFeatureUse({ crop: 0 }, 'text')).toEqual({ text: 40, crop: 0 });
  });

  it('does not change the map it was given', () => {
    const before = { crop: 5 };
    recordFeatureUse(before, 'text');
    expect(before).toEqual({ crop: 5 });
  });

  it('ignores a blank or overlong feature name', () => {
    expect(recordFeatureUse({ crop: 5 }, '  ')).toEqual({ crop: 5 });
    expect(recordFeatureUse({ crop: 5 }, 'x'.repeat(101))).toEqual({ crop: 5 });
  });
});

describe('at most 20 tracked', () => {
  it('keeps the 20 highest scores', () => {
    const scores = useAll(names(25));
    expect(Object.keys(scores)).toHaveLength(20);
    // The five used first have decayed the most and left.
    expect(Object.keys(scores)).not.toContain('f00');
    expect(Object.keys(scores)).not.toContain('f04');
    expect(scores.f24).toBe(40);
    expect(scores.f05).toBe(21);
  });

  it('always keeps the feature just used, even among higher scores', () => {
    let scores: FeatureScores = {};
    for (const name of names(20)) scores = useAll([name, name], scores);
    expect(Object.values(scores).every((score) => score > 40)).toBe(true);
    scores = recordFeatureUse(scores, 'newcomer');
    expect(Object.keys(scores)).toHaveLength(20);
    expect(scores.newcomer).toBe(40);
  });
});

describe('low scores pruned, a minimum of 10 kept', () => {
  it('prunes a feature once it has decayed to 0 beyond the top 10', () => {
    // 12 features used once; then 40 uses of one more feature decay them all to 0.
    let scores = useAll(names(12));
    for (let i = 0; i < 45; i++) scores = recordFeatureUse(scores, 'crop');
    expect(Object.keys(scores)).toHaveLength(10);
    expect(topFeatures(scores, 1)).toEqual(['crop']);
  });

  it('keeps the 10 highest even when they have all decayed to 0', () => {
    const decayed = Object.fromEntries(names(15).map((name) => [name, 0]));
    const restored = restoreFeatureScores(decayed);
    expect(Object.keys(restored)).toHaveLength(10);
    expect(Object.keys(restored)).toEqual(names(10));
  });

  it('keeps a feature with any score above 0', () => {
    const scores = Object.fromEntries(names(15).map((name) => [name, 1]));
    expect(Object.keys(restoreFeatureScores(scores))).toHaveLength(15);
  });
});

describe('dashboard shows at most 10, highest first', () => {
  it('orders by score, then by name', () => {
    expect(topFeatures({ b: 5, a: 5, c: 9 })).toEqual(['c', 'a', 'b']);
  });

  it('stops at 10 by default and at the limit asked', () => {
    const scores = Object.fromEntries(names(20).map((name, i) => [name, i + 1]));
    expect(topFeatures(scores)).toHaveLength(10);
    expect(topFeatures(scores)[0]).toBe('f19');
    expect(topFeatures(scores, 3)).toEqual(['f19', 'f18', 'f17']);
    expect(topFeatures(scores, -1)).toEqual([]);
  });
});

describe('feature search shows 3 to 6 frequent items, only if at least 3 exist', () => {
  it('shows nothing with fewer than 3', () => {
    expect(frequentForSearch({})).toEqual([]);
    expect(frequentForSearch({ crop: 40, text: 39 })).toEqual([]);
  });

  it('shows 3 to 6', () => {
    expect(frequentForSearch({ crop: 40, text: 39, effects: 80 })).toEqual(['effects', 'crop', 'text']);
    const many = Object.fromEntries(names(9).map((name, i) => [name, i]));
    expect(frequentForSearch(many)).toEqual(['f08', 'f07', 'f06', 'f05', 'f04', 'f03']);
  });
});

describe('validation: a map of string to finite number', () => {
  it('accepts what the settings rule accepts', () => {
    const good = { crop: 40, text: 0 };
    expect(isFeatureScores(good)).toBe(true);
    expect(validateSettings({ feature_frequencies: good }).valid.feature_frequencies).toEqual(good);
  });

  it.each([null, [], 'crop', 5, { crop: '40' }, { crop: Number.NaN }, { crop: Number.POSITIVE_INFINITY }])('rejects %j', (value) => {
    expect(isFeatureScores(value)).toBe(false);
  });

  it('repairs loaded data: drops bad entries, lifts negatives to 0', () => {
    expect(restoreFeatureScores({ crop: 40, text: 'x', '': 5, effects: -3, frames: Number.NaN })).toEqual({ crop: 40, effects: 0 });
    expect(restoreFeatureScores('garbage')).toEqual({});
    expect(recordFeatureUse(null, 'crop')).toEqual({ crop: 40 });
  });

  it('treats __proto__ as an ordinary feature name', () => {
    const scores = recordFeatureUse(JSON.parse('{"__proto__": 3}'), 'crop');
    expect(Object.keys(scores).sort()).toEqual(['__proto__', 'crop']);
    expect(Object.getPrototypeOf(scores)).toBe(Object.prototype);
  });
});

describe('merging two devices', () => {
  it('keeps the higher score of each feature and caps the result', () => {
    expect(mergeFeatureScores({ crop: 40, text: 3 }, { crop: 12, effects: 7 })).toEqual({ crop: 40, effects: 7, text: 3 });
    const a = Object.fromEntries(names(15, 'a').map((name) => [name, 5]));
    const b = Object.fromEntries(names(15, 'b').map((name) => [name, 6]));
    const merged = mergeFeatureScores(a, b);
    expect(Object.keys(merged)).toHaveLength(20);
    expect(Object.keys(merged).filter((name) => name.startsWith('b'))).toHaveLength(15);
  });
});
