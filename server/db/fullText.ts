// Full-text search with each database's own engine: SQLite FTS5 (a `match` on an fts5 table) and PostgreSQL
// (a tsvector column `@@` a tsquery). A search becomes words of letters and digits only, so nothing a visitor
// types can reach either query language's operators; every word must occur, as a word or a word's start.
import { sql, type RawBuilder } from 'kysely';
import type { DbKind } from './index';

export const MAX_SEARCH_WORDS = 10;
const MAX_WORD_LENGTH = 40;

/** The words of a search, lower-cased, at most 10 of at most 40 characters each. */
export function fullTextWords(search: string): string[] {
  const words = search.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.slice(0, MAX_SEARCH_WORDS).map((word) => word.slice(0, MAX_WORD_LENGTH));
}

/** FTS5: `"crop"* "straighten"*` (implicit AND, each a prefix; quoted so no word is read as an operator). */
export function fts5Query(words: string[]): string {
  return words.map((word) => `"${word}"*`).join(' ');
}

/** to_tsquery: `crop:* & straighten:*` (the words hold letters and digits only). */
export function tsQuery(words: string[]): string {
  return words.map((word) => `${word}:*`).join(' & ');
}

/**
 * A condition on the row id `idColumn` (a table's integer key): true for rows whose text has every word.
 * SQLite looks the ids up in the fts5 table `ftsTable` (whose rowid is the key); PostgreSQL tests the row's
 * tsvector column `vectorColumn` (English stemming on both).
 */
export function fullTextMatch(kind: DbKind, words: string[], names: { idColumn: string; ftsTable: string; vectorColumn: string }): RawBuilder<boolean> {
  if (kind === 'postgres') return sql<boolean>`${sql.ref(names.vectorColumn)} @@ to_tsquery('english', ${tsQuery(words)})`;
  return sql<boolean>`${sql.ref(names.idColumn)} in (select rowid from ${sql.table(names.ftsTable)} where ${sql.table(names.ftsTable)} match ${fts5Query(words)})`;
}
