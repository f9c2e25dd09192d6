// The own-photos section's state (spec account-content §4 "Image library"): a visitor sees the sign-in
// empty state; a signed-in user sees the cached pages at once (offline too), then fresh pages from the
// server, and more pages of 50 as they scroll. Empty data means no_results.
import { LIBRARY_PAGE_SIZE } from '../../lib/shared/constants';
import { createStore, type Store } from '../../lib/store';
import type { LibraryImage } from './libraryImage';
import { LibraryPager, type BatchFetcher, type LibraryCursor } from './libraryPager';
import type { CachedLibrary } from './libraryCache';

export type OwnPhotosStatus = 'signed_out' | 'loading' | 'results' | 'no_results' | 'error';

export interface OwnPhotosState {
  owner: string | null;
  status: OwnPhotosStatus;
  images: LibraryImage[];
  /** Pages shown (a page is 50 images). */
  pages: number;
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  /** What is shown came from the device and the server has not confirmed it yet (offline). */
  fromCache: boolean;
  error: unknown;
}

export interface OwnPhotosDeps {
  fetchBatch: (cursor: LibraryCursor, options: { quiet: boolean }) => ReturnType<BatchFetcher>;
  readCache: (owner: string) => Promise<CachedLibrary | null>;
  writeCache: (owner: string, images: LibraryImage[], total: number, cursor: LibraryCursor) => Promise<void>;
}

/** Cached pages refreshed on open, at most this many (each two pages cost one call). */
export const MAX_REFRESH_PAGES = 10;

const EMPTY: OwnPhotosState = { owner: null, status: 'signed_out', images: [], pages: 0, total: 0, hasMore: false, loadingMore: false, fromCache: false, error: null };

export class OwnPhotosSource {
  readonly state: Store<OwnPhotosState> = createStore<OwnPhotosState>(EMPTY);
  private pager: LibraryPager | null = null;
  private generation = 0;

  constructor(private readonly deps: OwnPhotosDeps) {}

  /** Opens the section for a user (null: a visitor). Shows the device's copy first, then refreshes. */
  async open(owner: string | null): Promise<void> {
    const generation = ++this.generation;
    this.pager = null;
    if (!owner) {
      this.state.set({ ...EMPTY, status: 'signed_out' });
      return;
    }
    this.state.set({ ...EMPTY, owner, status: 'loading' });
    const cached = await this.deps.readCache(owner);
    if (generation !== this.generation) return;
    if (cached && cached.images.length > 0) {
      this.state.set({ ...EMPTY, owner, status: 'results', images: cached.images, pages: cached.pages, total: cached.total, fromCache: true });
    }
    await this.refresh(owner, generation, Math.min(MAX_REFRESH_PAGES, Math.max(1, cached?.pages ?? 1)));
  }

  /** The first `pages` pages from the server, replacing what is shown once they are all in. */
  private async refresh(owner: string, generation: number, pages: number): Promise<void> {
    const pager = new LibraryPager((cursor) => this.deps.fetchBatch(cursor, { quiet: this.state.get().fromCache }));
    const images: LibraryImage[] = [];
    try {
      for (let i = 0; i < pages && pager.hasMore; i++) images.push(...(await pager.nextPage()));
    } catch (error) {
      if (generation !== this.generation) return;
      // With a copy on screen, keep it (offline); without, show the error with try-again.
      this.state.set((s) => (s.fromCache ? { ...s, error } : { ...s, status: 'error', error }));
      return;
    }
    if (generation !== this.generation) return;
    this.pager = pager;
    this.state.set({ ...EMPTY, owner, status: images.length > 0 ? 'results' : 'no_results', images, pages: pager.pages, total: pager.total, hasMore: pager.hasMore });
    await this.deps.writeCache(owner, images, pager.total, pager.position);
  }

  /** The next page of 50 (spec: when the scroll is within 400 px of the bottom). */
  async loadMore(): Promise<void> {
    const s = this.state.get();
    const pager = this.pager;
    if (!pager || !s.owner || s.loadingMore || !s.hasMore || s.status !== 'results') return;
    const generation = this.generation;
    this.state.set({ ...s, loadingMore: true, error: null });
    try {
      const page = await pager.nextPage();
      if (generation !== this.generation) return;
      const known = new Set(this.state.get().images.map((i) => i.id));
      const images = [...this.state.get().images, ...page.filter((i) => !known.has(i.id))];
      this.state.set((prev) => ({ ...prev, images, pages: pager.pages, total: pager.total, hasMore: pager.hasMore, loadingMore: false }));
      await this.deps.writeCache(s.owner, images, pager.total, pager.position);
    } catch (error) {
      if (generation !== this.generation) return;
      this.state.set((prev) => ({ ...prev, loadingMore: false, error }));
    }
  }

  /** After an error: the first page again, or the page that failed. */
  async retry(): Promise<void> {
    const s = this.state.get();
    if (!s.owner) return;
    if (s.status === 'error' || s.fromCache) return this.open(s.owner);
    if (s.error !== null) {
      this.state.set({ ...s, error: null });
      return this.loadMore();
    }
  }

  /** A photo uploaded or saved on this page: first in the list, as the server sorts newest first. */
  add(image: LibraryImage): void {
    const s = this.state.get();
    if (!s.owner || s.images.some((i) => i.id === image.id)) return;
    const images = [image, ...s.images];
    this.pager?.noteAdded(image);
    this.state.set({ ...s, images, total: s.total + 1, status: 'results', pages: Math.max(s.pages, Math.ceil(images.length / LIBRARY_PAGE_SIZE)) });
    void this.deps.writeCache(s.owner, images, s.total + 1, this.pager?.position ?? { startImages: 0, startLayers: 0 });
  }

  remove(id: string): void {
    const s = this.state.get();
    this.pager?.noteRemoved(id);
    if (!s.owner || !s.images.some((i) => i.id === id)) return;
    const images = s.images.filter((i) => i.id !== id);
    const total = Math.max(0, s.total - 1);
    this.state.set({ ...s, images, total, status: images.length > 0 || s.hasMore ? s.status : 'no_results' });
    void this.deps.writeCache(s.owner, images, total, this.pager?.position ?? { startImages: 0, startLayers: 0 });
  }

  close(): void {
    this.generation++;
  }
}
