// The graphics and icons the designer ships (issue 16): SVG paths from Material Design Icons (Apache-2.0,
// public/graphics/LICENSE.md), each with a category and English search words. The paths live in a
// generated data module (graphicsData.ts, scripts/designer/makeGraphics.mjs) loaded only when the
// Elements panel asks for it; a graphic becomes a shape layer of kind 'path' whose `path.graphicId` is its id.
import type { ShapePath } from '../editor/types';

export const GRAPHIC_CATEGORIES = [
  'shapes',
  'arrows',
  'stars',
  'hearts',
  'badges',
  'celebration',
  'weather',
  'nature',
  'animals',
  'food',
  'travel',
  'business',
  'communication',
  'symbols',
  'decorative',
] as const satisfies readonly string[];

export type GraphicCategory = (typeof GRAPHIC_CATEGORIES)[number];

export interface Graphic {
  id: string;
  category: string;
  /** English search words (the category's translated label is searched too, by the panel). */
  words: readonly string[];
  path: ShapePath;
}

/** The icons' own view box (Material Design Icons are drawn on 24 × 24). */
export const GRAPHIC_VIEW_BOX = 24;

let loading: Promise<readonly Graphic[]> | null = null;

/** Every shipped graphic, in category order (loaded once, then shared). */
export function loadGraphics(): Promise<readonly Graphic[]> {
  loading ??= import('./graphicsData')
    .then(({ GRAPHIC_ROWS }) =>
      Object.freeze(GRAPHIC_ROWS.map(([id, category, words, d]): Graphic => ({ id, category, words, path: { d, viewWidth: GRAPHIC_VIEW_BOX, viewHeight: GRAPHIC_VIEW_BOX, graphicId: id } }))),
    )
    .catch((error: unknown) => {
      // A failed chunk load (offline before it was cached) may succeed on a later try.
      loading = null;
      throw error;
    });
  return loading;
}

/** The i18next key of a category's label (namespace designerContent). */
export function graphicCategoryLabelKey(category: string): string {
  return `designer_graphic_category_${category.replace(/-/g, '_')}`;
}

/**
 * The graphics matching a search: every word of the query must start one of the graphic's words, its id's
 * parts, or its category's (translated) label. An empty query matches all.
 */
export function searchGraphics(graphics: readonly Graphic[], query: string, categoryLabel: (category: string) => string = (c) => c): Graphic[] {
  const terms = query.toLowerCase().split(/\s+/).filter((t) => t !== '');
  if (terms.length === 0) return [...graphics];
  const labels = new Map<string, string[]>();
  const labelWords = (category: string): string[] => {
    let words = labels.get(category);
    if (!words) {
      words = [category, ...categoryLabel(category).toLowerCase().split(/\s+/)];
      labels.set(category, words);
    }
    return words;
  };
  return graphics.filter((g) => {
    const words = [...g.words, ...g.id.split('-'), ...labelWords(g.category)];
    return terms.every((term) => words.some((w) => w.startsWith(term)));
  });
}
