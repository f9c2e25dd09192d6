// The layout catalogue (definitions in layoutCatalogue.ts) and how it is found: by id, by photo count, by
// search words, and the automatic choice for however many photos the user dropped in.
import { LAYOUT_DEFINITIONS } from './layoutCatalogue';
import { parseLayout } from './layoutNotation';
import { unitCellSizes } from './tree';

/** A cell index, or a split of its box into a row or a column of parts by weights (summing to 1). */
export type LayoutNode = number | { dir: 'row' | 'column'; weights: number[]; children: LayoutNode[] };

export interface CollageLayout {
  id: string;
  cells: number;
  tree: LayoutNode;
  tags: readonly string[];
}

export const LAYOUTS: readonly CollageLayout[] = LAYOUT_DEFINITIONS.map(([id, text, tags]) => ({ id, ...parseLayout(text), tags }));

const BY_ID: ReadonlyMap<string, CollageLayout> = new Map(LAYOUTS.map((layout) => [layout.id, layout]));

const BY_COUNT: ReadonlyMap<number, readonly CollageLayout[]> = (() => {
  const map = new Map<number, CollageLayout[]>();
  for (const layout of LAYOUTS) map.set(layout.cells, [...(map.get(layout.cells) ?? []), layout]);
  return new Map([...map].sort((a, b) => a[0] - b[0]));
})();

const MIN_CELLS = Math.min(...BY_COUNT.keys());
const MAX_CELLS = Math.max(...BY_COUNT.keys());

export function layoutById(id: string): CollageLayout | undefined {
  return BY_ID.get(id);
}

/** Photo count → its layouts, counts ascending, each in catalogue order. */
export function layoutsByCount(): ReadonlyMap<number, readonly CollageLayout[]> {
  return BY_COUNT;
}

/**
 * How far a layout's cells are from squares of equal size on a canvas of that aspect: the mean |ln| of the
 * cells' aspects, plus half the |ln| of the largest to smallest area (so a feature layout, with square
 * cells of unequal sizes, loses to an even grid when photos are dropped in without a choice).
 */
function unevenness(layout: CollageLayout, aspect: number): number {
  const sizes = unitCellSizes(layout.tree, aspect);
  const shape = sizes.reduce((sum, s) => sum + Math.abs(Math.log(s.width / s.height)), 0) / sizes.length;
  const areas = sizes.map((s) => s.width * s.height);
  return shape + 0.5 * Math.log(Math.max(...areas) / Math.min(...areas));
}

/** The layout for `photoCount` photos (clamped to 2…16) whose cells are closest to even squares on `aspect` (w/h). */
export function autoLayout(photoCount: number, aspect: number): CollageLayout {
  const n = Math.min(MAX_CELLS, Math.max(MIN_CELLS, Math.round(Number.isFinite(photoCount) ? photoCount : MIN_CELLS)));
  const ratio = Number.isFinite(aspect) && aspect > 0 ? aspect : 1;
  const candidates = BY_COUNT.get(n) ?? LAYOUTS;
  let best = candidates[0] as CollageLayout;
  let bestScore = Infinity;
  for (const layout of candidates) {
    const score = unevenness(layout, ratio);
    // Strictly better only: on a tie the catalogue's earlier (plainer) layout wins.
    if (score < bestScore - 1e-9) {
      best = layout;
      bestScore = score;
    }
  }
  return best;
}

/**
 * Layouts matching every word of `query`: a number matches the photo count, other words the start of a tag
 * or a part of the id ("grid", "feat", "3"). An empty query lists them all.
 */
export function searchLayouts(query: string): CollageLayout[] {
  const words = query.toLowerCase().split(/[\s,]+/).filter((w) => w !== '');
  return LAYOUTS.filter((layout) =>
    words.every((word) => {
      if (/^\d+$/.test(word)) return layout.cells === Number(word);
      return layout.tags.some((tag) => tag.startsWith(word)) || layout.id.includes(word);
    }),
  );
}
