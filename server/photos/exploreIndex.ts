// Explore's pages from memory: everyone who opens Explore asks for the same few pages, so each instance keeps
// the rows of a page for EXPLORE_CACHE_MS (5 s by default; 0 in tests) and asks the database once for all
// the requests that arrive meanwhile (concurrent misses share one query). A change made on this instance
// (a photo made public or private, renamed, deleted; an account closing) clears the pages at once; other
// instances see it when their copy runs out. Behind the cache the query itself walks the photos_explore index
// (is_public, kind, created_at, id) in Explore's order.
import type { Db } from '../db/index';
import { listPublic, type Page, type PhotoRow } from './repo';
import { searchWords } from '../db/search';
import { presentPhoto, type PhotoJson } from './present';
import { onExploreChange } from './exploreChanged';
import { JsonText } from '../api/types';

const MAX_PAGES = 500;

interface Entry {
  at: number;
  rows: Promise<PhotoRow[]>;
  /** The page as every visitor (and every viewer without a photo on it) sees it, serialized once. */
  visitor?: JsonText;
}

export class ExploreIndex {
  private readonly pages = new Map<string, Entry>();
  private generation = 0;

  constructor(
    private readonly db: Db,
    private readonly ttlMs: number,
  ) {}

  /** A page as the given viewer sees it (their own photos carry their key). */
  async page(page: Page, keyword: string | undefined, viewerId: string | undefined): Promise<PhotoJson[] | JsonText> {
    if (this.ttlMs <= 0) return (await listPublic(this.db, page, keyword)).map((row) => presentPhoto(row, viewerId));
    const entry = this.entry(page, keyword);
    const rows = await entry.rows;
    if (viewerId && rows.some((row) => row.user_id === viewerId)) return rows.map((row) => presentPhoto(row, viewerId));
    entry.visitor ??= new JsonText(JSON.stringify(rows.map((row) => presentPhoto(row, undefined))));
    return entry.visitor;
  }

  /** Forgets every page (a photo or an account changed on this instance). */
  invalidate(): void {
    this.generation += 1;
    this.pages.clear();
  }

  private entry(page: Page, keyword: string | undefined): Entry {
    const key = `${page.offset}:${page.limit}:${searchWords(keyword).join(' ')}`;
    const now = Date.now();
    const cached = this.pages.get(key);
    if (cached && now - cached.at < this.ttlMs) return cached;
    if (this.pages.size >= MAX_PAGES) this.pages.delete(this.pages.keys().next().value!);
    const generation = this.generation;
    const entry: Entry = { at: now, rows: listPublic(this.db, page, keyword) };
    // A failed query is not kept; nor is one that started before a change landed.
    entry.rows.then(
      () => {
        if (generation !== this.generation && this.pages.get(key) === entry) this.pages.delete(key);
      },
      () => {
        if (this.pages.get(key) === entry) this.pages.delete(key);
      },
    );
    this.pages.delete(key);
    this.pages.set(key, entry);
    return entry;
  }
}

const indexes = new WeakMap<Db, ExploreIndex>();

/** The Explore index of a database handle (one per app instance). */
export function exploreIndexFor(db: Db, ttlMs: number): ExploreIndex {
  let index = indexes.get(db);
  if (!index) {
    const created = new ExploreIndex(db, ttlMs);
    onExploreChange(db, () => created.invalidate());
    indexes.set(db, created);
    index = created;
  }
  return index;
}
