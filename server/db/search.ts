// Keyword search every area's listing shares: the same words, matched the same way on SQLite and PostgreSQL.
import { cleanSearch } from '../../src/lib/shared/validators';

/** Lower-cased words of a search (spec §5 cleaning), at most 10; each must occur in the searched text. */
export function searchWords(keyword: string | undefined): string[] {
  if (!keyword) return [];
  return cleanSearch(keyword).toLowerCase().split(' ').filter(Boolean).slice(0, 10);
}

/** A `like … escape '\'` pattern matching the word anywhere, its own %, _ and \ taken literally. */
export function likeEscape(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
