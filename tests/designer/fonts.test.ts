// The designer's thirty-odd shipped families (issue 16): each entry says what its @fontsource package really
// holds — its licence (read from the package's LICENSE), the weights it ships (regular, and bold where the
// package has it), Cyrillic where the package has it — and every file it names is served with its licence.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fontFiles, SHIPPED_FONTS, shippedFont } from '../../src/lib/shared/editor/fonts';
import { shippedFontFiles } from '../../scripts/vite/fonts';

const require = createRequire(import.meta.url);
const packageDir = (id: string): string => dirname(require.resolve(`@fontsource/${id}/package.json`));
const metadata = (id: string): { weights: number[]; subsets: string[] } => JSON.parse(readFileSync(join(packageDir(id), 'metadata.json'), 'utf8')) as { weights: number[]; subsets: string[] };

describe('the shipped families', () => {
  it('are at least thirty, in every category', () => {
    expect(SHIPPED_FONTS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(SHIPPED_FONTS.map((f) => f.id)).size).toBe(SHIPPED_FONTS.length);
    for (const family of ['Lato', 'Open Sans', 'Poppins', 'EB Garamond', 'Abril Fatface', 'Great Vibes', 'Amatic SC']) expect(shippedFont(family)?.family).toBe(family);
  });

  it.each(SHIPPED_FONTS.map((f) => [f.id, f] as const))('%s: licence, weights and subsets match its package', (id, font) => {
    const licence = readFileSync(join(packageDir(id), 'LICENSE'), 'utf8');
    expect(licence).toContain(font.licence === 'OFL-1.1' ? 'SIL OPEN FONT LICENSE' : 'Apache License');
    const meta = metadata(id);
    expect(font.weights).toEqual([400, 700].filter((w) => meta.weights.includes(w)));
    expect(font.subsets.includes('cyrillic')).toBe(meta.subsets.includes('cyrillic'));
    const files = shippedFontFiles();
    for (const file of fontFiles(font)) expect(existsSync(files.get(file.path) ?? ''), file.path).toBe(true);
    expect(files.get(`${id}/LICENSE.txt`)).toBe(join(packageDir(id), 'LICENSE'));
  });
});
