// The blog pages' own words (headings, paging, search form) in the visitor's language, from the same
// locales/<lang>/blog.json the app's blog search reads, through the site pages' translator (server/site/texts.ts
// holds every namespace once). Posts themselves are written in English.
import { siteTranslator } from '../site/texts';

export type BlogTranslate = (key: string, values?: Record<string, string | number>) => string;

/** A translator for one language: English where a key is missing, `{{name}}` filled from `values`. */
export function blogTranslator(localesDir: string, lang: string): BlogTranslate {
  const t = siteTranslator(localesDir, lang);
  return (key, values) => t(key, values);
}
