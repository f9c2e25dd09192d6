// Every app language has every key English has, in every namespace, with the same interpolation
// variables; no translation is empty. English is the source of truth.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_LANGUAGES } from '../../src/lib/shared/languages';

const root = join(import.meta.dirname, '..', '..', 'locales');
const namespaces = readdirSync(join(root, 'en')).filter((f) => f.endsWith('.json'));

function flatten(value: unknown, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  if (typeof value === 'string') out[prefix] = value;
  else if (typeof value === 'object' && value !== null) {
    for (const [k, v] of Object.entries(value)) Object.assign(out, flatten(v, prefix ? `${prefix}.${k}` : k));
  }
  return out;
}

const read = (lang: string, ns: string): Record<string, string> => flatten(JSON.parse(readFileSync(join(root, lang, ns), 'utf8')));
const variables = (text: string): string[] => [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();

describe('locale files', () => {
  it('has English namespaces to check', () => {
    expect(namespaces.length).toBeGreaterThan(0);
  });

  it('has a folder for every app language and no other', () => {
    expect(readdirSync(root).sort()).toEqual([...APP_LANGUAGES].sort());
  });

  describe.each(APP_LANGUAGES.filter((l) => l !== 'en'))('%s', (lang) => {
    it.each(namespaces)('has every English key of %s, translated, with the same variables', (ns) => {
      const file = join(root, lang, ns);
      expect(existsSync(file), `${lang}/${ns} is missing`).toBe(true);
      const en = read('en', ns);
      const other = read(lang, ns);
      const missing = Object.keys(en).filter((k) => !(k in other));
      expect(missing, `${lang}/${ns} lacks keys`).toEqual([]);
      const empty = Object.entries(other).filter(([, v]) => v.trim() === '').map(([k]) => k);
      expect(empty, `${lang}/${ns} has empty texts`).toEqual([]);
      const mismatched = Object.keys(en).filter((k) => JSON.stringify(variables(en[k] ?? '')) !== JSON.stringify(variables(other[k] ?? '')));
      expect(mismatched, `${lang}/${ns} interpolation variables differ`).toEqual([]);
    });
  });

  it('keeps keys unique across namespaces (the app looks a key up in every namespace)', () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const ns of namespaces) {
      for (const key of Object.keys(read('en', ns))) {
        const other = seen.get(key);
        if (other) clashes.push(`${key} in ${other} and ${ns}`);
        seen.set(key, ns);
      }
    }
    expect(clashes).toEqual([]);
  });
});
