// The shipped graphics (issue 16): at least 150 Material Design Icons paths in design categories, unique
// ids, each path one restoreDocument keeps as it is when a graphic becomes a shape layer, every category
// named in all thirteen languages, and search by word or translated category.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GRAPHIC_CATEGORIES, graphicCategoryLabelKey, loadGraphics, searchGraphics } from '../../src/lib/shared/designer/graphics';
import { GRAPHIC_CATEGORY_ORDER } from '../../src/lib/shared/designer/graphicsData';
import { restorePath } from '../../src/lib/shared/designer/restore';
import { restoreDocument } from '../../src/lib/shared/editor/restore';
import { APP_LANGUAGES } from '../../src/lib/shared/languages';

const root = join(import.meta.dirname, '..', '..');

describe('the shipped graphics', () => {
  it('are at least 150, with unique ids, in every category', async () => {
    const graphics = await loadGraphics();
    expect(graphics.length).toBeGreaterThanOrEqual(150);
    expect(new Set(graphics.map((g) => g.id)).size).toBe(graphics.length);
    expect([...GRAPHIC_CATEGORY_ORDER]).toEqual([...GRAPHIC_CATEGORIES]);
    for (const category of GRAPHIC_CATEGORIES) expect(graphics.filter((g) => g.category === category).length, category).toBeGreaterThanOrEqual(8);
    expect(await loadGraphics()).toBe(graphics);
  });

  it('have paths restoreDocument keeps unchanged, named by their graphic', async () => {
    const graphics = await loadGraphics();
    for (const g of graphics) {
      const repairs: string[] = [];
      expect(restorePath(g.path, repairs, g.id), g.id).toEqual(g.path);
      expect(repairs).toEqual([]);
      expect(g.path.graphicId).toBe(g.id);
      expect(g.words.length).toBeGreaterThan(0);
    }
    const layers = graphics.slice(0, 150).map((g, i) => ({ id: `g${i}`, name: '', kind: 'shape', shape: 'path', width: 100, height: 100, fill: '#112233ff', stroke: '#00000000', strokeWidth: 0, cornerRadius: 0, path: g.path, transform: { x: 50, y: 50, scaleX: 1, scaleY: 1, rotation: 0 }, opacity: 1, visible: true, blendMode: 'normal', locked: false }));
    const doc = { version: 3, section: 'designer', canvas: { width: 500, height: 500, background: '#ffffffff' }, layers, operations: [], designer: { format: 'custom' } };
    const restored = restoreDocument(doc);
    if (!restored.ok) throw new Error(restored.reason);
    expect(restored.repairs).toEqual([]);
    expect(restored.document).toEqual(doc);
  });

  it('include no brand or logo icons', async () => {
    const graphics = await loadGraphics();
    const brands = /^(facebook|instagram|twitter|google|apple|microsoft|android|youtube|github|linkedin|whatsapp|spotify|amazon)|logo/;
    expect(graphics.filter((g) => brands.test(g.id)).map((g) => g.id)).toEqual([]);
  });

  it('name every category in all thirteen languages', () => {
    for (const lang of APP_LANGUAGES) {
      const strings = JSON.parse(readFileSync(join(root, 'locales', lang, 'designerContent.json'), 'utf8')) as Record<string, string>;
      for (const category of GRAPHIC_CATEGORIES) {
        const key = graphicCategoryLabelKey(category);
        expect(Object.hasOwn(strings, key) && strings[key]?.trim() !== '', `${lang} ${key}`).toBe(true);
      }
    }
  });

  it('are found by their words or their translated category', async () => {
    const graphics = await loadGraphics();
    expect(searchGraphics(graphics, 'star').some((g) => g.id === 'star')).toBe(true);
    expect(searchGraphics(graphics, 'cof cup').map((g) => g.id)).toContain('coffee');
    const german = (c: string): string => (c === 'animals' ? 'Tiere' : c);
    const animals = searchGraphics(graphics, 'tiere', german);
    expect(animals.length).toBe(graphics.filter((g) => g.category === 'animals').length);
    expect(searchGraphics(graphics, '').length).toBe(graphics.length);
  });
});
