import { describe, expect, it } from 'vitest';
import { LibraryPager, type LibraryBatch, type LibraryCursor } from '../../src/features/library/libraryPager';
import type { LibraryImage } from '../../src/features/library/libraryImage';
import { parseLibraryBatch } from '../../src/features/library/libraryApi';

const image = (n: number, type: LibraryImage['type'] = 'own-photo'): LibraryImage => ({
  id: `pixloom_${type === 'own-layer' ? 'layer' : 'photo'}_${n}`,
  type,
  date: 1000 - n,
  imageURL: `/img/photos/${n}.jpg`,
  isTransparent: false,
  thumbURL: `/img/photos/${n}.jpg`,
  thumbWidth: 200,
  thumbHeight: 200,
  title: `#${n}`,
  width: 300,
  height: 200,
});

/** A server with `photos` photos and no layers, answering batches like photo/library-images. */
function server(photos: number) {
  const calls: LibraryCursor[] = [];
  const fetch = async (cursor: LibraryCursor): Promise<LibraryBatch> => {
    calls.push(cursor);
    const images = Array.from({ length: Math.max(0, Math.min(100, photos - cursor.startImages)) }, (_, i) => image(cursor.startImages + i));
    return { images, total: photos, next: { startImages: cursor.startImages + images.length, startLayers: cursor.startLayers } };
  };
  return { calls, fetch };
}

describe('own photos: pages of 50 from API batches of 100', () => {
  it('asks the server once for every two pages', async () => {
    const s = server(230);
    const pager = new LibraryPager(s.fetch);
    const first = await pager.nextPage();
    expect(first.map((i) => i.id)).toEqual(Array.from({ length: 50 }, (_, i) => `pixloom_photo_${i}`));
    expect(s.calls).toEqual([{ startImages: 0, startLayers: 0 }]);
    expect((await pager.nextPage())[0]!.id).toBe('pixloom_photo_50');
    expect(s.calls).toHaveLength(1);
    expect((await pager.nextPage())[0]!.id).toBe('pixloom_photo_100');
    expect(s.calls[1]).toEqual({ startImages: 100, startLayers: 0 });
    await pager.nextPage();
    const fifth = await pager.nextPage();
    expect(fifth).toHaveLength(30);
    expect(pager.hasMore).toBe(false);
    expect(pager.pages).toBe(5);
    expect(pager.total).toBe(230);
    expect(await pager.nextPage()).toEqual([]);
  });

  it('stops after a batch shorter than 100', async () => {
    const s = server(120);
    const pager = new LibraryPager(s.fetch);
    await pager.nextPage();
    await pager.nextPage();
    expect(pager.hasMore).toBe(true);
    expect((await pager.nextPage())).toHaveLength(20);
    expect(pager.hasMore).toBe(false);
    expect(s.calls).toHaveLength(2);
  });

  it('gives an empty first page for an empty library', async () => {
    const pager = new LibraryPager(server(0).fetch);
    expect(await pager.nextPage()).toEqual([]);
    expect(pager.hasMore).toBe(false);
  });

  it('asks for the same batch again after a failure', async () => {
    const s = server(300);
    let fail = true;
    const pager = new LibraryPager(async (cursor) => {
      if (cursor.startImages === 100 && fail) {
        fail = false;
        throw new Error('offline');
      }
      return s.fetch(cursor);
    });
    await pager.nextPage();
    await pager.nextPage();
    await expect(pager.nextPage()).rejects.toThrow('offline');
    expect((await pager.nextPage())[0]!.id).toBe('pixloom_photo_100');
  });

  it('merges photos and layers with their own cursors', async () => {
    const calls: LibraryCursor[] = [];
    const pager = new LibraryPager(async (cursor) => {
      calls.push(cursor);
      if (cursor.startImages === 0) return { images: [...Array.from({ length: 60 }, (_, i) => image(i)), ...Array.from({ length: 40 }, (_, i) => image(i, 'own-layer'))], total: 150, next: { startImages: 60, startLayers: 40 } };
      return { images: Array.from({ length: 50 }, (_, i) => image(60 + i)), total: 150, next: { startImages: 110, startLayers: 40 } };
    });
    await pager.nextPage();
    await pager.nextPage();
    await pager.nextPage();
    expect(calls[1]).toEqual({ startImages: 60, startLayers: 40 });
    expect(pager.hasMore).toBe(false);
  });

  it('moves its cursor when a photo it counted is deleted or one is added on the page', async () => {
    const s = server(300);
    const pager = new LibraryPager(s.fetch);
    await pager.nextPage();
    await pager.nextPage();
    pager.noteRemoved('pixloom_photo_3');
    pager.noteRemoved('pixloom_photo_4');
    pager.noteAdded(image(999));
    pager.noteRemoved('unknown');
    await pager.nextPage();
    expect(s.calls[1]).toEqual({ startImages: 99, startLayers: 0 });
  });
});

describe('the library answer (spec §5: data array and numeric total, start_images, start_layers)', () => {
  it('reads a valid answer', () => {
    const batch = parseLibraryBatch({ data: [image(1), { nonsense: true }], total: 7, start_images: 1, start_layers: '0' });
    expect(batch.images).toHaveLength(1);
    expect(batch).toMatchObject({ total: 7, next: { startImages: 1, startLayers: 0 } });
  });

  it.each([
    [{ data: 'x', total: 1, start_images: 0, start_layers: 0 }],
    [{ data: [], start_images: 0, start_layers: 0 }],
    [{ data: [], total: 1, start_images: -1, start_layers: 0 }],
    [{ data: [], total: 1, start_images: 0 }],
  ])('refuses %j as invalid_response', (body) => {
    expect(() => parseLibraryBatch(body as Record<string, unknown>)).toThrow(expect.objectContaining({ code: 'invalid_response' }));
  });
});
