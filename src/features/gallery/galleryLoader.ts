// Gallery loading (spec account-content §4 "Gallery loading"): pages of 100; the first page resets the
// images; states loading, results, no_results and error with try-again; a response that arrives after the
// query or filter changed is discarded; on error the page counter is stepped back so that trying again
// asks for the same page; 'load more' is offered when a page came back full (§2, §9).
import { ApiError, REQUEST_FAILED } from '../../lib/request';
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
  /** When the items are the saved copy (the network could not be reached): when that copy was fetched. */
  savedAt: number | null;
  /**
   * 'Load more' found nothing more on the device and the server cannot be reached: the list ends here, with
   * a note instead of an error, until the connection is back.
   */
  offlineEnd: boolean;
}

/** offlinePrompt false: a failed connection fails at once, without asking the user to try again. */
export type PageFetcher<T> = (request: { start: number; signal: AbortSignal; offlinePrompt?: boolean }) => Promise<T[]>;

/** Where a list's last shown copy is kept for reading offline (galleryCache.ts). */
export interface SavedSource<T> {
  read(): Promise<{ items: T[]; hasMore: boolean; fetchedAt: number } | null>;
  /** `fetchedAt`: when the items came from the server (a changed saved copy keeps its date). */
  write(items: readonly T[], hasMore: boolean, fetchedAt?: number): void;
}

/** The request could not reach the server (offline, or the server is down): a saved copy may stand in. */
export function isConnectionFailure(error: unknown): boolean {
  return error instanceof ApiError && error.code === REQUEST_FAILED;
}

export interface Identified {
  id: string;
}

export function initialGalleryState<T>(): GalleryState<T> {
  return { query: null, status: 'idle', items: [], page: 0, loading: false, hasMore: false, error: null, savedAt: null, offlineEnd: false };
}

export class GalleryLoader<T extends Identified> {
  readonly state: Store<GalleryState<T>> = createStore<GalleryState<T>>(initialGalleryState<T>());
  private fetcher: PageFetcher<T> | null = null;
  /** Bumped by every new query: answers carrying an older generation are stale. */
  private generation = 0;
  private controller: AbortController | null = null;
  /** Photos added (+) or removed (−) locally since the first page: where the server list has shifted. */
  private shift = 0;
  private saved: SavedSource<T> | null = null;
  /** The saved copy's items not shown yet: 'load more' over the saved copy shows them a page at a time. */
  private savedRest: T[] = [];
  /** The saved copy's own hasMore: the server had more than the copy holds. */
  private savedHasMore = false;

  constructor(private readonly pageSize: number = GALLERY_PAGE_SIZE) {}

  /**
   * Starts a list over (a new keyword, filter or user); an unchanged query keeps what is loaded. With
   * `saved`, what is shown is kept there, and when the first page cannot reach the server the saved copy is
   * shown (marked with savedAt) instead of asking the user to try again.
   */
  setQuery(query: string, fetcher: PageFetcher<T>, options: { force?: boolean; saved?: SavedSource<T> } = {}): void {
    if (!options.force && query === this.state.get().query && this.fetcher) {
      this.fetcher = fetcher;
      this.saved = options.saved ?? this.saved;
      return;
    }
    this.generation++;
    this.controller?.abort();
    this.controller = null;
    this.fetcher = fetcher;
    this.saved = options.saved ?? null;
    this.shift = 0;
    this.savedRest = [];
    this.state.set({ ...initialGalleryState<T>(), query, status: 'loading' });
    void this.fetchNext();
  }

  /**
   * The connection is back while the saved copy shows: asks the server for the first page again, keeping the
   * copy on the screen until the answer replaces it (or, still offline, keeps showing it).
   */
  refresh(): void {
    // A list that ended offline offers 'load more' again.
    if (this.state.get().offlineEnd) this.state.set((s) => ({ ...s, offlineEnd: false }));
    const s = this.state.get();
    if (s.savedAt === null || s.loading || !this.fetcher) return;
    this.generation++;
    this.controller?.abort();
    this.controller = null;
    this.shift = 0;
    void this.fetchNext(true);
  }

  /** The next page, when the last one came back full. */
  loadMore(): void {
    const s = this.state.get();
    if (s.loading || !s.hasMore || s.offlineEnd || s.status !== 'results') return;
    if (s.savedAt !== null && this.savedRest.length > 0) return this.showSavedPage();
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
    this.keep();
  }

  update(id: string, patch: (item: T) => T): void {
    this.savedRest = this.savedRest.map((i) => (i.id === id ? patch(i) : i));
    this.state.set((s) => (s.items.some((i) => i.id === id) ? { ...s, items: s.items.map((i) => (i.id === id ? patch(i) : i)) } : s));
    this.keep();
  }

  remove(id: string): void {
    this.savedRest = this.savedRest.filter((i) => i.id !== id);
    this.state.set((s) => {
      if (!s.items.some((i) => i.id === id)) return s;
      this.shift--;
      const items = s.items.filter((i) => i.id !== id);
      const status = items.length === 0 && !s.loading && !s.hasMore ? 'no_results' : s.status;
      return { ...s, items, status };
    });
    this.keep();
  }

  /** Stops: answers on their way are dropped; a later setQuery starts over even for the same query. */
  dispose(): void {
    this.generation++;
    this.controller?.abort();
    this.controller = null;
    this.fetcher = null;
    this.saved = null;
  }

  /**
   * Keeps what is shown as the list's saved copy. A change made while the saved copy shows (a photo renamed
   * or deleted offline) is kept in it too, under the copy's own date: it is no fresher for that.
   */
  private keep(): void {
    const s = this.state.get();
    if (!this.saved || (s.status !== 'results' && s.status !== 'no_results')) return;
    // Over the saved copy, what is not shown yet stays in it too.
    const items = this.savedRest.length > 0 ? [...s.items, ...this.savedRest] : s.items;
    this.saved.write(items, this.savedRest.length > 0 ? this.savedHasMore : s.hasMore, s.savedAt ?? undefined);
  }

  /** The saved copy in place of a first page that could not reach the server; false when there is none. */
  private async showSaved(saved: SavedSource<T>, generation: number): Promise<boolean> {
    const copy = await saved.read();
    if (generation !== this.generation) return true;
    if (!copy) return false;
    // A page at a time, as from the server: 'load more' shows the next saved page (showSavedPage).
    const shown = copy.items.slice(0, this.pageSize);
    this.savedRest = copy.items.slice(this.pageSize);
    this.savedHasMore = copy.hasMore;
    this.state.set((s) => ({
      ...s,
      items: shown,
      page: 1,
      loading: false,
      error: null,
      hasMore: this.savedRest.length > 0 || copy.hasMore,
      offlineEnd: false,
      status: shown.length > 0 ? 'results' : 'no_results',
      savedAt: copy.fetchedAt,
    }));
    return true;
  }

  /** 'Load more' over the saved copy: its next page, with no request. */
  private showSavedPage(): void {
    const next = this.savedRest.slice(0, this.pageSize);
    this.savedRest = this.savedRest.slice(this.pageSize);
    this.state.set((s) => {
      const known = new Set(s.items.map((i) => i.id));
      return { ...s, items: [...s.items, ...next.filter((i) => !known.has(i.id))], page: s.page + 1, hasMore: this.savedRest.length > 0 || this.savedHasMore };
    });
  }

  /** The next page, or with `first` the first page again (a refresh). */
  private async fetchNext(first = false): Promise<void> {
    const fetcher = this.fetcher;
    if (!fetcher) return;
    const generation = this.generation;
    const before = this.state.get();
    const pageIndex = first ? 0 : before.page;
    // Over the saved copy the pages shown need not be full (the copy's last one): the server's list goes on
    // after what is shown.
    const start = pageIndex > 0 && before.savedAt !== null ? before.items.length : Math.max(0, pageIndex * this.pageSize + this.shift);
    const controller = new AbortController();
    this.controller = controller;
    // A refresh over the saved copy keeps it on the screen until the answer comes.
    const overSaved = pageIndex === 0 && before.savedAt !== null;
    this.state.set({ ...before, page: pageIndex + 1, loading: true, error: null, status: pageIndex === 0 && !overSaved ? 'loading' : before.status });
    // The first page of a list with a saved copy does not ask the user to try again when offline: the copy
    // answers instead. Without a copy, the request is sent again the usual way (the offline prompt).
    const saved = pageIndex === 0 ? this.saved : null;
    // The browser knows it is offline: the saved copy at once, with no request that can only fail (and no
    // answer from the service worker's cache passing for a fresh one).
    const browserOffline = typeof navigator !== 'undefined' && navigator.onLine === false;
    if (saved && browserOffline && (await this.showSaved(saved, generation))) return;
    // A later page of a list kept on the device, with nothing more kept and no network: the list ends with
    // a note (offlineEnd) rather than an error or the offline prompt.
    const endsOffline = pageIndex > 0 && this.saved !== null;
    if (endsOffline && browserOffline) return this.endOffline();
    let page: T[];
    try {
      try {
        page = await fetcher({ start, signal: controller.signal, ...(saved || endsOffline ? { offlinePrompt: false } : {}) });
      } catch (error) {
        if (endsOffline && isConnectionFailure(error) && generation === this.generation) return this.endOffline();
        if (!saved || !isConnectionFailure(error) || generation !== this.generation) throw error;
        if (await this.showSaved(saved, generation)) return;
        page = await fetcher({ start, signal: controller.signal });
      }
    } catch (error) {
      if (generation !== this.generation) return;
      // A refresh that failed otherwise leaves the saved copy as it was.
      if (overSaved) return this.state.set(before);
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
      // A later page adds to what is shown; over the saved copy, the rest of the copy is still the copy.
      const savedAt = pageIndex === 0 ? null : s.savedAt;
      return { ...s, items, loading: false, error: null, offlineEnd: false, hasMore: page.length >= this.pageSize, status: items.length > 0 ? 'results' : 'no_results', savedAt };
    });
    if (pageIndex === 0) this.savedRest = [];
    this.keep();
  }

  /** Nothing more on the device and no network: the page asked for is given back and the list ends here. */
  private endOffline(): void {
    this.state.set((s) => ({ ...s, page: s.page - 1, loading: false, error: null, offlineEnd: true }));
  }
}
