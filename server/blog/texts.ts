// The blog pages' own words (headings, paging, search form) in the visitor's language, from the same
// locales/<lang>/blog.json the app's blog search reads. Posts themselves are written in English.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_LANGUAGES, DEFAULT_LANGUAGE } from '../../src/lib/shared/languages';

export type BlogTexts = ReadonlyMap<string, ReadonlyMap<string, string>>;

export function loadBlogTexts(localesDir: string): BlogTexts {
  const texts = new Map<string, ReadonlyMap<string, string>>();
  for (const lang of APP_LANGUAGES) {
    const file = join(localesDir, lang, 'blog.json');
    if (!existsSync(file)) continue;
    const entries = Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === 'string');
    texts.set(lang, new Map(entries));
  }
  return texts;
}

/** A translator for one language: English where a key is missing, `{{name}}` filled from `values`. */
export function translator(texts: BlogTexts, lang: string): (key: string, values?: Record<string, string | number>) => string {
  const own = texts.get(lang);
  const english = texts.get(DEFAULT_LANGUAGE);
  return (key, values) => {
    const text = own?.get(key) ?? english?.get(key) ?? key;
    return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (values && Object.hasOwn(values, name) ? String(values[name]) : whole));
  };
}
