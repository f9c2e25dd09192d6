// The layout catalogue as a user browses it: enough layouts for every photo count, each a valid tree,
// found by id, count and tag, and the automatic choice giving even, squarish cells.
import { describe, expect, it } from 'vitest';
import { parseLayout } from '../../src/lib/shared/collage/layoutNotation';
import { autoLayout, layoutById, LAYOUTS, layoutsByCount, searchLayouts, type LayoutNode } from '../../src/lib/shared/collage/layouts';

function leaves(node: LayoutNode): number[] {
  return typeof node === 'number' ? [node] : node.children.flatMap(leaves);
}

describe('the catalogue', () => {
  it('has at least 60 layouts, for every count from 2 to 16', () => {
    expect(LAYOUTS.length).toBeGreaterThanOrEqual(60);
    expect([...layoutsByCount().keys()]).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]);
    for (const [count, list] of layoutsByCount()) for (const layout of list) expect(layout.cells).toBe(count);
  });

  it('gives every layout a unique id, tags, and cells numbered 0…n-1 once each', () => {
    expect(new Set(LAYOUTS.map((l) => l.id)).size).toBe(LAYOUTS.length);
    for (const layout of LAYOUTS) {
      expect(layout.tags.length).toBeGreaterThan(0);
      expect(leaves(layout.tree)).toEqual(Array.from({ length: layout.cells }, (_, i) => i));
    }
  });

  it('keeps every split weight positive and summing to 1', () => {
    const check = (node: LayoutNode): void => {
      if (typeof node === 'number') return;
      expect(node.weights).toHaveLength(node.children.length);
      expect(node.weights.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
      node.children.forEach(check);
    };
    LAYOUTS.forEach((l) => check(l.tree));
  });

  it('finds a layout by id, and nothing for an inherited name', () => {
    expect(layoutById('grid-2x2')?.cells).toBe(4);
    expect(layoutById('constructor')).toBeUndefined();
    expect(layoutById('__proto__')).toBeUndefined();
  });
});

describe('the notation', () => {
  it('reads splits, weights and cells in writing order', () => {
    expect(parseLayout('r(2*. c(. 3*.))')).toEqual({
      cells: 3,
      tree: { dir: 'row', weights: [2 / 3, 1 / 3], children: [0, { dir: 'column', weights: [0.25, 0.75], children: [1, 2] }] },
    });
  });

  it('refuses a malformed definition', () => {
    for (const bad of ['', 'x', 'r(.)', 'r(. .', 'r(. .))', 'c(.,.)', 'r(. 0.*.)', 'r(0*. .)']) expect(() => parseLayout(bad), bad).toThrow(/layout/);
  });
});

describe('search', () => {
  it('matches a number to the photo count', () => {
    const found = searchLayouts('3');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((l) => l.cells === 3)).toBe(true);
    expect(found).toHaveLength(layoutsByCount().get(3)?.length ?? -1);
  });

  it('matches tags by their start, and every word must match', () => {
    expect(searchLayouts('grid').every((l) => l.tags.includes('grid'))).toBe(true);
    expect(searchLayouts('feat 4').map((l) => l.id)).toEqual(expect.arrayContaining(['feature-left-4', 'feature-top-4']));
    expect(searchLayouts('feat 4').every((l) => l.cells === 4 && l.tags.includes('feature'))).toBe(true);
    expect(searchLayouts('  ')).toHaveLength(LAYOUTS.length);
    expect(searchLayouts('nothing-like-this')).toEqual([]);
  });
});

describe('auto layout', () => {
  it('picks the even grid for the canvas shape', () => {
    expect(autoLayout(4, 1).id).toBe('grid-2x2');
    expect(autoLayout(9, 1).id).toBe('grid-3x3');
    expect(autoLayout(6, 3 / 2).id).toBe('grid-3x2');
    expect(autoLayout(6, 2 / 3).id).toBe('grid-2x3');
    expect(autoLayout(2, 2).id).toBe('columns-2');
    expect(autoLayout(2, 0.5).id).toBe('rows-2');
  });

  it('gives a layout with that many cells for any count, clamped to 2…16', () => {
    for (let n = 2; n <= 16; n += 1) expect(autoLayout(n, 4 / 3).cells).toBe(n);
    expect(autoLayout(1, 1).cells).toBe(2);
    expect(autoLayout(40, 1).cells).toBe(16);
    expect(autoLayout(Number.NaN, Number.NaN).cells).toBe(2);
  });
});
