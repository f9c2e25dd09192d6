import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { OwnPhotosSource } from '../../src/features/library/ownPhotosSource';
import { readCachedLibrary, writeCachedLibrary } from '../../src/features/library/libraryCache';
import type { LibraryBatch, LibraryCursor } from '../../src/features/library/libraryPager';
import type { LibraryImage } from '../../src/features/library/libraryImage';
import { db } from '../../src/lib/db/db';

const image = (n: number): LibraryImage => ({ id: `pixloom_photo_${n}`, type: 'own-photo', date: n, imageURL: `/img/photos/${n}.jpg`, isTransparent: false, thumbURL: '', thumbWidth: 200, thumbHeight: 200, title: `p${n}`, width: 400, height: 300 });

function serverOf(count: number) {
  const calls: LibraryCursor[] = [];
  let online = true;
  const fetchBatch = async (cursor: LibraryCursor): Promise<LibraryBatch> => {
    calls.push(cursor);
    if (!online) throw Object.assign(new Error('offline'), { code: 'request_failed' });
    const images = Array.from({ length: Math.max(0, Math.min(100, count - cursor.startImages)) }, (_, i) => image(cursor.startImages + i));
    return { images, total: count, next: { startImages: cursor.startImages + images.length, startLayers: 0 } };
  };
  return { calls, fetchBatch, setOnline: (value: boolean) => (online = value) };
}

function source(server: ReturnType<typeof serverOf>) {
  return new OwnPhotosSource({ fetchBatch: server.fetchBatch, readCache: readCachedLibrary, writeCache: writeCachedLibrary });
}

describe('own photos in the image library', () => {
  it('shows the sign-in empty state to a visitor and asks nothing', async () => {
    const server = serverOf(10);
    const s = source(server);
    await s.open(null);
    expect(s.state.get().status).toBe('signed_out');
    expect(server.calls).toEqual([]);
  });

  it('shows no_results for an empty library', async () => {
    const s = source(serverOf(0));
    await s.open('empty@example.com');
    expect(s.state.get().status).toBe('no_results');
  });

  it('reveals pages of 50 as asked and keeps every page in Dexie', async () => {
    const server = serverOf(120);
    const s = source(server);
    await s.open('a@example.com');
    expect(s.state.get()).toMatchObject({ status: 'results', pages: 1, total: 120, hasMore: true });
    expect(s.state.get().images).toHaveLength(50);
    await s.loadMore();
    await s.loadMore();
    expect(s.state.get().images).toHaveLength(120);
    expect(s.state.get().hasMore).toBe(false);
    expect(server.calls).toHaveLength(2);
    const rows = await db().libraryPages.where('owner').equals('a@example.com').sortBy('page');
    expect(rows.map((r) => r.images.length)).toEqual([50, 50, 20]);
  });

  it('opens offline from the pages saved on the device', async () => {
    const server = serverOf(80);
    await source(server).open('b@example.com');
    server.setOnline(false);
    const offline = source(server);
    await offline.open('b@example.com');
    const state = offline.state.get();
    expect(state.status).toBe('results');
    expect(state.fromCache).toBe(true);
    expect(state.images.map((i) => i.id).slice(0, 2)).toEqual(['pixloom_photo_0', 'pixloom_photo_1']);
    expect(state.error).not.toBeNull();

    // Back online, trying again replaces the copy with the server's pages.
    server.setOnline(true);
    await offline.retry();
    expect(offline.state.get()).toMatchObject({ fromCache: false, status: 'results', error: null });
  });

  it('shows the error with try-again when there is neither network nor a copy', async () => {
    const server = serverOf(5);
    server.setOnline(false);
    const s = source(server);
    await s.open('nobody-cached@example.com');
    expect(s.state.get().status).toBe('error');
    server.setOnline(true);
    await s.retry();
    expect(s.state.get().status).toBe('results');
  });

  it('keeps one owner’s pages apart from another’s', async () => {
    await source(serverOf(3)).open('c@example.com');
    await source(serverOf(7)).open('d@example.com');
    expect((await readCachedLibrary('c@example.com'))?.images).toHaveLength(3);
    expect((await readCachedLibrary('d@example.com'))?.images).toHaveLength(7);
  });

  it('puts an upload first and forgets a deleted photo, on screen and on the device', async () => {
    const s = source(serverOf(2));
    await s.open('e@example.com');
    s.add(image(50));
    s.remove('pixloom_photo_0');
    expect(s.state.get().images.map((i) => i.id)).toEqual(['pixloom_photo_50', 'pixloom_photo_1']);
    await new Promise((r) => setTimeout(r, 20));
    expect((await readCachedLibrary('e@example.com'))?.images.map((i) => i.id)).toEqual(['pixloom_photo_50', 'pixloom_photo_1']);
  });
});
