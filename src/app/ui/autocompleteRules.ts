// The autocomplete's matching (subscription-navigation §5, §9) with fuse.js: at least 2 characters, only
// options with a non-empty label, fuzzy threshold 0.2, results scoring 0.5 or worse dropped, patterns longer
// than 32 characters split into 32-character chunks that must all match.
import Fuse from 'fuse.js';

export const AUTOCOMPLETE_MIN_CHARS = 2;
export const AUTOCOMPLETE_THRESHOLD = 0.2;
/** A result scoring this or worse (0 is perfect, 1 is no match) is dropped. */
export const AUTOCOMPLETE_DROP_SCORE = 0.5;
export const AUTOCOMPLETE_MAX_PATTERN = 32;
export const AUTOCOMPLETE_DEBOUNCE_MS = 25;
/** After the field loses focus, a click on a suggestion within this window still counts. */
export const AUTOCOMPLETE_BLUR_IGNORE_MS = 500;

export interface AutocompleteOption {
  value: string;
  label: string;
}

export interface AutocompleteMatch<T extends AutocompleteOption> {
  option: T;
  score: number;
}

/** The query in pieces of at most 32 characters (code points). */
export function patternChunks(query: string, size = AUTOCOMPLETE_MAX_PATTERN): string[] {
  const chars = [...query];
  const chunks: string[] = [];
  for (let i = 0; i < chars.length; i += size) chunks.push(chars.slice(i, i + size).join(''));
  return chunks;
}

export class AutocompleteIndex<T extends AutocompleteOption> {
  private readonly fuse: Fuse<T>;
  readonly options: readonly T[];

  constructor(
    options: readonly T[],
    private readonly minChars = AUTOCOMPLETE_MIN_CHARS,
  ) {
    this.options = options.filter((o) => typeof o.label === 'string' && o.label.trim() !== '');
    this.fuse = new Fuse([...this.options], { keys: ['label'], threshold: AUTOCOMPLETE_THRESHOLD, includeScore: true, ignoreLocation: true });
  }

  /** Matches best first; empty below the minimum length. */
  search(query: string, limit = 8): AutocompleteMatch<T>[] {
    const q = query.trim();
    if ([...q].length < this.minChars) return [];
    const chunks = patternChunks(q);
    let scores: Map<number, number> | null = null;
    for (const chunk of chunks) {
      const found = new Map<number, number>();
      for (const result of this.fuse.search(chunk)) {
        const score = result.score ?? 1;
        if (score >= AUTOCOMPLETE_DROP_SCORE) continue;
        const before: number | undefined = scores ? scores.get(result.refIndex) : 0;
        // Every chunk must match; the worst chunk's score is the option's score.
        if (before !== undefined) found.set(result.refIndex, Math.max(before, score));
      }
      scores = found;
    }
    return [...(scores ?? new Map<number, number>())]
      .sort((a, b) => a[1] - b[1] || a[0] - b[0])
      .slice(0, limit)
      .map(([index, score]) => ({ option: this.options[index]!, score }));
  }
}
