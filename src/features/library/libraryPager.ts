// Own photos in the image library (spec account-content §7 photo/library-images, §9): the server answers
// batches of up to 100 (photos and layers merged, newest first, each with its own cursor); the library
// reveals them in pages of 50. A batch shorter than 100, or cursors that reach the total, is the last.
import { LIBRARY_API_BATCH, LIBRARY_PAGE_SIZE } from '../../lib/shared/constants';
import type { LibraryImage, LibraryImageType } from './libraryImage';

export interface LibraryCursor {
  startImages: number;
  startLayers: number;
}

export interface LibraryBatch {
  images: LibraryImage[];
  total: number;
  next: LibraryCursor;
}

export type BatchFetcher = (cursor: LibraryCursor) => Promise<LibraryBatch>;

export class LibraryPager {
  private buffer: LibraryImage[] = [];
  /** Every id taken from the server (shown or waiting), with its type: which cursor it counts in. */
  private seen = new Map<string, LibraryImageType>();
  private cursor: LibraryCursor = { startImages: 0, startLayers: 0 };
  private exhausted = false;
  total = 0;
  /** Pages handed out so far. */
  pages = 0;

  constructor(
    private readonly fetchBatch: BatchFetcher,
    private readonly pageSize = LIBRARY_PAGE_SIZE,
    private readonly batchSize = LIBRARY_API_BATCH,
  ) {}

  get hasMore(): boolean {
    return this.buffer.length > 0 || !this.exhausted;
  }

  get position(): LibraryCursor {
    return { ...this.cursor };
  }

  /** An image added at the top of the server's list (an upload): the server's offsets moved by one. */
  noteAdded(image: LibraryImage): void {
    if (this.seen.has(image.id)) return;
    this.seen.set(image.id, image.type);
    this.shiftCursor(image.type, 1);
  }

  /** An image deleted: dropped from what is waiting, or, when already shown, the offsets move back. */
  noteRemoved(id: string): void {
    const type = this.seen.get(id);
    if (type === undefined) return;
    const waiting = this.buffer.findIndex((i) => i.id === id);
    if (waiting >= 0) this.buffer.splice(waiting, 1);
    this.shiftCursor(type, -1);
    this.seen.delete(id);
    this.total = Math.max(0, this.total - 1);
  }

  private shiftCursor(type: LibraryImageType, by: number): void {
    if (type === 'own-layer') this.cursor = { ...this.cursor, startLayers: Math.max(0, this.cursor.startLayers + by) };
    else this.cursor = { ...this.cursor, startImages: Math.max(0, this.cursor.startImages + by) };
  }

  /**
   * The next page of up to 50, asking the server only when fewer than 50 are waiting. A failed batch
   * leaves the cursor where it was, so the next call asks for the same batch again.
   */
  async nextPage(): Promise<LibraryImage[]> {
    while (this.buffer.length < this.pageSize && !this.exhausted) {
      const batch = await this.fetchBatch(this.cursor);
      this.total = batch.total;
      for (const image of batch.images) {
        if (this.seen.has(image.id)) continue;
        this.seen.set(image.id, image.type);
        this.buffer.push(image);
      }
      const advanced = batch.next.startImages + batch.next.startLayers > this.cursor.startImages + this.cursor.startLayers;
      this.cursor = batch.next;
      if (batch.images.length < this.batchSize || !advanced || this.cursor.startImages + this.cursor.startLayers >= batch.total) this.exhausted = true;
    }
    const page = this.buffer.splice(0, this.pageSize);
    if (page.length > 0) this.pages++;
    return page;
  }
}
