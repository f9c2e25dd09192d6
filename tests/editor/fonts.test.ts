// The shipped fonts' catalogue (issue 14): every file it names is in its package, every family has its
// licence, and a document's font name finds the shipped family it means, or a close one for common
// names Pixloom does not ship ("Impact" → Anton); unknown names fall back gracefully.
import { existsSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FONT_CATEGORIES, fontFamilyCss, fontFiles, isGenericFamily, SHIPPED_FONTS, shippedFont } from '../../src/lib/shared/editor/fonts';
import { shippedFontFiles } from '../../scripts/vite/fonts';

describe('the catalogue', () => {
  it('ships at least thirty families across the categories, each once (issue 16)', () => {
    expect(SHIPPED_FONTS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(SHIPPED_FONTS.map((f) => f.family)).size).toBe(SHIPPED_FONTS.length);
    for (const category of FONT_CATEGORIES) expect(SHIPPED_FONTS.some((f) => f.category === category)).toBe(true);
  });

  it('names latin and latin-ext files (and Cyrillic where the family has it), regular and bold where it has bold', () => {
    const inter = shippedFont('Inter');
    const anton = shippedFont('Anton');
    if (!inter || !anton) throw new Error('no Inter or Anton');
    expect(fontFiles(inter).map((f) => f.path)).toEqual([
      'inter/inter-latin-400-normal.woff2',
      'inter/inter-latin-ext-400-normal.woff2',
      'inter/inter-cyrillic-400-normal.woff2',
      'inter/inter-latin-700-normal.woff2',
      'inter/inter-latin-ext-700-normal.woff2',
      'inter/inter-cyrillic-700-normal.woff2',
    ]);
    expect(fontFiles(anton).map((f) => f.path)).toEqual(['anton/anton-latin-400-normal.woff2', 'anton/anton-latin-ext-400-normal.woff2']);
    expect(fontFiles(inter)[0]?.unicodeRange).toMatch(/^U\+0000-00FF,/);
    expect(fontFiles(inter)[2]?.unicodeRange).toContain('U+0400-045F');
  });

  it('ships every file it names, small enough to load on demand, with the licence beside each family', () => {
    const files = shippedFontFiles();
    let bytes = 0;
    for (const font of SHIPPED_FONTS) {
      for (const file of fontFiles(font)) {
        const source = files.get(file.path);
        expect(source && existsSync(source), file.path).toBe(true);
        const size = statSync(source as string).size;
        expect(size, file.path).toBeLessThan(70_000);
        bytes += size;
      }
      expect(existsSync(files.get(`${font.id}/LICENSE.txt`) ?? ''), `${font.id} licence`).toBe(true);
    }
    // All of them together (138 files, 2.8 MB) stay under 3 MB, none of it in the precache or the start-up load.
    expect(bytes).toBeLessThan(3_000_000);
  });
});

describe('a document’s font name', () => {
  it('finds its shipped family, whatever the case and spacing', () => {
    expect(shippedFont('Anton')?.id).toBe('anton');
    expect(shippedFont('  playfair   DISPLAY ')?.id).toBe('playfair-display');
    expect(shippedFont('"Bebas Neue"')?.id).toBe('bebas-neue');
  });

  it.each([
    ['Impact', 'Anton'],
    ['impact', 'Anton'],
    ['Arial', 'Roboto'],
    ['Helvetica Neue', 'Roboto'],
    ['Georgia', 'Merriweather'],
    ['Times New Roman', 'Merriweather'],
    ['Trebuchet MS', 'Montserrat'],
    ['Verdana', 'Inter'],
    ['Comic Sans MS', 'Permanent Marker'],
    ['Brush Script MT', 'Dancing Script'],
  ])('"%s" without a shipped match is drawn with %s', (name, family) => {
    expect(shippedFont(name)?.family).toBe(family);
    expect(fontFamilyCss(name)).toMatch(new RegExp(`^"${family}", `));
  });

  it('leaves generic families to the device', () => {
    for (const name of ['sans-serif', 'serif', 'monospace', 'cursive']) {
      expect(shippedFont(name)).toBeNull();
      expect(isGenericFamily(name)).toBe(true);
      expect(fontFamilyCss(name)).toBe(name);
    }
  });

  it('falls back gracefully for an unknown family: its own name first, then sans-serif', () => {
    expect(shippedFont('Zapfino Extra')).toBeNull();
    expect(fontFamilyCss('Zapfino Extra')).toBe('"Zapfino Extra", sans-serif');
    // Quotes and backslashes in a stored name cannot break out of the CSS string.
    expect(fontFamilyCss('Evil", monospace; \\')).toBe('"Evil, monospace; ", sans-serif');
  });

  it('does not take names from the object prototype', () => {
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) expect(shippedFont(name)).toBeNull();
  });

  it('falls back to serif for shipped serif families while they load', () => {
    expect(fontFamilyCss('Merriweather')).toBe('"Merriweather", serif');
    expect(fontFamilyCss('Anton')).toBe('"Anton", sans-serif');
  });
});
