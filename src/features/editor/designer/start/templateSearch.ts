// Which templates the browser shows: those of the chosen category (a format id, or all), and for a search
// the ones whose name in the user's language or whose words match it (fuzzy, so "instgram" still finds
// Instagram), best match first.
import Fuse from 'fuse.js';
import type { TemplateSummary } from '../../../../lib/shared/designer/templates';
import { ALL_CATEGORY } from '../../../../lib/deeplink/designer';

export { ALL_CATEGORY };

interface Entry {
  summary: TemplateSummary;
  name: string;
  format: string;
  words: readonly string[];
}

export interface TemplateFinder {
  find(category: string, query: string): TemplateSummary[];
}

/** `translate` gives a key's text in the user's language (a template's name, a format's name). */
export function templateFinder(templates: readonly TemplateSummary[], translate: (key: string) => string, formatName: (format: string) => string): TemplateFinder {
  const entries: Entry[] = templates.map((summary) => ({ summary, name: translate(summary.nameKey), format: formatName(summary.format), words: summary.words }));
  const fuse = new Fuse(entries, {
    keys: [
      { name: 'name', weight: 3 },
      { name: 'words', weight: 2 },
      { name: 'format', weight: 1 },
    ],
    threshold: 0.34,
    ignoreLocation: true,
    ignoreDiacritics: true,
  });
  return {
    find(category, query) {
      const inCategory = (summary: TemplateSummary): boolean => category === ALL_CATEGORY || summary.category === category;
      const text = query.trim();
      if (!text) return templates.filter(inCategory);
      return fuse
        .search(text)
        .map((result) => result.item.summary)
        .filter(inCategory);
    },
  };
}
