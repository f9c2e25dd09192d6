// Gallery loading (spec account-content §4 "Gallery loading"): pages of 100; the first page resets the
// images; states loading, results, no_results and error with try-again; a response that arrives after the
// query or filter changed is discarded; on error the page counter is stepped back so that trying again
// asks for the same page; 'load more' is offered when a page came back full (§2, §9).
import { GALLERY_PAGE_SIZE } from '../../lib/shared/constants';
import { createStore, type Store } from '../../lib/store';

export type GalleryStatus = 'idle' | 'loading' | 'results' | 'no_results' | 'error';

export interface GalleryState<T> {
  /** Which list this is (e.g. `explore:cats`); a new query starts over. */
  query: string | null;
  status: GalleryStatus;
  items: T[];
  /** Pages asked for so far, including one on its way; stepped back when a page fails. */
  page: number;
  /** A page is on its way (the first, or one more). */
  loading: boolean;
  /** The last page came back full: there may be more. */
  hasMore: boolean;
  /** The error of the last page, when it failed. */
  error: unknown;
}

export type PageFetcher<T> = (request: { start: number; signal: AbortSignal }) => Promise<T[]>;

export interface Identified {
  id: string;
}

export function initialGalleryState<T>(): GalleryState<T> {
  return { query: null, status: 'idle', items: [], page: 0, loading: false, hasMore: false, error: null };
}

export class GalleryLoader<T extends Identified> {
  readonly state: Store<GalleryState<T>> = createStore<GalleryState<T>>(initialGalleryState<T>());
  private fetcher: PageFetcher<T> | null = null;
  /** Bumped by every new query: answers carrying an older generation are stale. */
  private generation = 0;
  private controller: AbortController | null = null;
  /** Photos added (+) or removed (−) locally since the first page: where the server list has shifted. */
  private shift = 0;

  constructor(private readonly pageSize: number = GALLERY_PAGE_SIZE) {}

  /** Starts a list over (a new keyword, filter or user); an unchanged query keeps what is loaded. */
  setQuery(query: string, fetcher: PageFetcher<T>, options: { force?: boolean } = {}): void {
    if (!options.force && query === this.state.get().query && this.fetcher) {
      this.fetcher = fetcher;
      return;
    }
    this.generation++;
    this.controller?.abort();
    this.controller = null;
    this.fetcher = fetcher;
    this.shift = 0;
    this.state.set({ ...initialGalleryState<T>(), query, status: 'loading' });
    void this.fetchNext();
  }

  /** The next page, when the last one came back full. */
  loadMore(): void {
    const s = this.state.get();
    if (s.loading || !s.hasMore || s.status !== 'results') return;
    void this.fetchNext();
  }

  /** After an error: asks again for the page that failed. */
  retry(): void {
    const s = this.state.get();
    if (s.loading || s.error === null || !this.fetcher) return;
    void this.fetchNext();
  }

  /** Reloads the current list from its first page. */
  reload(): void {
    const { query } = this.state.get();
    if (query !== null && this.fetcher) this.setQuery(query, this.fetcher, { force: true });
  }

  /** A photo added on this page (an upload): shown first, as the server lists newest first. */
  prepend(item: T): void {
    this.state.set((s) => {
      if (s.items.some((i) => i.id === item.id)) return s;
      this.shift++;
      const items = [item, ...s.items];
      return { ...s, items, status: s.status === 'no_results' ? 'results' : s.status };
    });
  }

  update(id: string, patch: (item: T) => T): void {
    this.state.set((s) => (s.items.some((i) => i.id === id) ? { ...s, items: s.items.map((i) => (i.id === id ? patch(i) : i)) } : s));
  }

  remove(id: string): void {
    this.state.set((s) => {
      if (!s.items.some((i) => i.id === id)) return s;
      this.shift--;
      const items = s.items.filter((i) => i.id !== id);
      const status = items.length === 0 && !s.loading && !s.hasMore ? 'no_results' : s.status;
      return { ...s, items, status };
    });
  }

  /** Stops: answers on their way are dropped; a later setQuery starts over even for the same query. */
  dispose(): void {
    this.generation++;
    this.controller?.abort();
    this.controller = null;
    this.fetcher = null;
  }

  private async fetchNext(): Promise<void> {
    const fetcher = this.fetcher;
    if (!fetcher) return;
    const generation = this.generation;
    const before = this.state.get();
    const pageIndex = before.page;
    const start = Math.max(0, pageIndex * this.pageSize + this.shift);
    const controller = new AbortController();
    this.controller = controller;
    this.state.set({ ...before, page: pageIndex + 1, loading: true, error: null, status: pageIndex === 0 ? 'loading' : before.status });
    let page: T[];
    try {
      page = await fetcher({ start, signal: controller.signal });
    } catch (error) {
      if (generation !== this.generation) return;
      // Stepped back: trying again asks for the same page.
      this.state.set((s) => ({ ...s, page: s.page - 1, loading: false, error, status: pageIndex === 0 ? 'error' : s.status }));
      return;
    }
    if (generation !== this.generation) return;
    this.state.set((s) => {
      // The first page resets the images; later pages add the ones not shown yet.
      const known = new Set(pageIndex === 0 ? [] : s.items.map((i) => i.id));
      const fresh = page.filter((i) => !known.has(i.id));
      const items = pageIndex === 0 ? fresh : [...s.items, ...fresh];
      return { ...s, items, loading: false, error: null, hasMore: page.length >= this.pageSize, status: items.length > 0 ? 'results' : 'no_results' };
    });
  }
}
