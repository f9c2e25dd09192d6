// Reading the galleries offline (issue 18): what each owner last saw is kept per owner, shown (marked as the
// saved copy, without the offline prompt) when the server cannot be reached, replaced when the connection is
// back, and removed when its user signs out.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadPhoto, savedGallery, savedPhoto } from '../../src/features/gallery/galleryCache';
import { GalleryLoader, type PageFetcher } from '../../src/features/gallery/galleryLoader';
import { forgetOwner } from '../../src/features/library/libraryCache';
import type { Photo } from '../../src/features/photos';
import { ANONYMOUS, db } from '../../src/lib/db/db';
import { MAX_SAVED_LISTS, readSavedList, writeSavedList } from '../../src/lib/db/savedLists';
import { ApiError, REQUEST_FAILED } from '../../src/lib/request';
import { restorePhoto } from '../../src/features/photos/photo';

const ANNA = 'anna@example.com';
const BEN = 'ben@example.com';
const photo = (n: number, extra: Partial<Photo> = {}): Photo => ({ id: `pixloom_photo_${n}`, url: `/img/photos/${n}.jpg`, nick: 'anna', title: `Photo ${n}`, tags: [], dateCreated: n, isPublic: 1, width: 640, height: 480, ...extra });
const offline = (): ApiError => new ApiError(REQUEST_FAILED, 'The network request failed.');

/** A fetcher that answers from a script of answers, recording whether each call may prompt. */
function scripted(...answers: (Photo[] | ApiError)[]) {
  const calls: { start: number; offlinePrompt?: boolean }[] = [];
  const fetcher: PageFetcher<Photo> = async ({ start, offlinePrompt }) => {
    calls.push({ start, offlinePrompt });
    const answer = answers.shift();
    if (answer === undefined || answer instanceof ApiError) throw answer ?? offline();
    return answer;
  };
  return { calls, fetcher };
}

async function until(check: () => boolean | Promise<boolean>): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 5));
  }
  throw new Error('condition not met');
}

beforeEach(async () => {
  await db().galleryLists.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the galleries’ saved copies, per owner', () => {
  it('are read only for the owner who saw them: never for another user or a visitor', async () => {
    await writeSavedList(ANNA, 'explore:', [photo(1), photo(2)], true);
    expect((await readSavedList(ANNA, 'explore:', restorePhoto))?.items.map((p) => p.id)).toEqual(['pixloom_photo_1', 'pixloom_photo_2']);
    expect(await readSavedList(BEN, 'explore:', restorePhoto)).toBeNull();
    expect(await readSavedList(ANONYMOUS, 'explore:', restorePhoto)).toBeNull();
    expect(await savedPhoto('pixloom_photo_1', BEN)).toBeNull();
    expect((await savedPhoto('pixloom_photo_1', ANNA))?.photo.title).toBe('Photo 1');
  });

  it('are removed when their user signs out, other owners’ kept', async () => {
    await writeSavedList(ANNA, `me:${ANNA}:all`, [photo(1)], false);
    await writeSavedList(BEN, `me:${BEN}:all`, [photo(2)], false);
    await forgetOwner(ANNA);
    expect(await readSavedList(ANNA, `me:${ANNA}:all`, restorePhoto)).toBeNull();
    expect(await readSavedList(BEN, `me:${BEN}:all`, restorePhoto)).not.toBeNull();
  });

  it('keep a bounded number of lists per owner, the oldest going first', async () => {
    for (let i = 0; i <= MAX_SAVED_LISTS; i++) await writeSavedList(ANNA, `explore:q${i}`, [photo(i)], false, 1000 + i);
    expect(await db().galleryLists.where('owner').equals(ANNA).count()).toBe(MAX_SAVED_LISTS);
    expect(await readSavedList(ANNA, 'explore:q0', restorePhoto)).toBeNull();
    expect(await readSavedList(ANNA, `explore:q${MAX_SAVED_LISTS}`, restorePhoto)).not.toBeNull();
  });
});

describe('a gallery list with no network', () => {
  it('shows what its owner last saw, marked as the saved copy, without asking to try again', async () => {
    const online = new GalleryLoader<Photo>();
    online.setQuery('explore:', scripted([photo(1), photo(2)]).fetcher, { saved: savedGallery('explore:', ANNA) });
    await until(async () => (await readSavedList(ANNA, 'explore:', restorePhoto))?.items.length === 2);

    const loader = new GalleryLoader<Photo>();
    const { calls, fetcher } = scripted(offline());
    loader.setQuery('explore:', fetcher, { saved: savedGallery('explore:', ANNA) });
    await until(() => loader.state.get().status === 'results');
    expect(loader.state.get().items.map((p) => p.id)).toEqual(['pixloom_photo_1', 'pixloom_photo_2']);
    expect(loader.state.get().savedAt).not.toBeNull();
    // One request, which was told not to prompt: the saved copy answered instead.
    expect(calls).toEqual([{ start: 0, offlinePrompt: false }]);
  });

  it('when the browser knows it is offline, shows the copy without sending a request', async () => {
    await writeSavedList(ANONYMOUS, 'explore:', [photo(4)], false, 5);
    vi.stubGlobal('navigator', { onLine: false });
    const loader = new GalleryLoader<Photo>();
    const { calls, fetcher } = scripted([photo(9)]);
    loader.setQuery('explore:', fetcher, { saved: savedGallery('explore:', ANONYMOUS) });
    await until(() => loader.state.get().status === 'results');
    expect(loader.state.get()).toMatchObject({ savedAt: 5, items: [{ id: 'pixloom_photo_4' }] });
    expect(calls).toEqual([]);
  });

  it('shows another user nothing of it: their request is sent again the usual way (the offline prompt)', async () => {
    await writeSavedList(ANNA, 'explore:', [photo(1)], false);
    const loader = new GalleryLoader<Photo>();
    const { calls, fetcher } = scripted(offline(), offline());
    loader.setQuery('explore:', fetcher, { saved: savedGallery('explore:', BEN) });
    await until(() => loader.state.get().status === 'error');
    expect(loader.state.get().items).toEqual([]);
    expect(calls).toEqual([
      { start: 0, offlinePrompt: false },
      { start: 0, offlinePrompt: undefined },
    ]);
  });

  it('is replaced by the server’s answer when the connection is back, and the copy follows it', async () => {
    await writeSavedList(ANNA, 'gallery:anna', [photo(1), photo(2)], false, 1);
    const loader = new GalleryLoader<Photo>();
    const { fetcher } = scripted(offline(), offline(), [photo(3), photo(1, { title: 'Renamed' })]);
    loader.setQuery('gallery:anna', fetcher, { saved: savedGallery('gallery:anna', ANNA) });
    await until(() => loader.state.get().savedAt !== null);

    // Still offline: the copy stays on the screen (no spinner, no error).
    loader.refresh();
    expect(loader.state.get().status).toBe('results');
    await until(() => !loader.state.get().loading);
    expect(loader.state.get()).toMatchObject({ status: 'results', savedAt: 1, error: null });

    // Online: the fresh list replaces the copy on the screen and on the device.
    loader.refresh();
    await until(() => loader.state.get().savedAt === null);
    expect(loader.state.get().items.map((p) => p.title)).toEqual(['Photo 3', 'Renamed']);
    await until(async () => (await readSavedList(ANNA, 'gallery:anna', restorePhoto))?.items[0]?.id === 'pixloom_photo_3');
  });

  it('changes made on the page (a delete, a rename offline) are kept in the copy, which keeps its own date', async () => {
    const loader = new GalleryLoader<Photo>();
    loader.setQuery(`me:${ANNA}:all`, scripted([photo(1), photo(2)]).fetcher, { saved: savedGallery(`me:${ANNA}:all`, ANNA) });
    await until(() => loader.state.get().status === 'results');
    loader.remove('pixloom_photo_1');
    await until(async () => (await readSavedList(ANNA, `me:${ANNA}:all`, restorePhoto))?.items.length === 1);
    const fetchedAt = (await readSavedList(ANNA, `me:${ANNA}:all`, restorePhoto))?.fetchedAt;

    const offlineLoader = new GalleryLoader<Photo>();
    offlineLoader.setQuery(`me:${ANNA}:all`, scripted(offline()).fetcher, { saved: savedGallery(`me:${ANNA}:all`, ANNA) });
    await until(() => offlineLoader.state.get().savedAt !== null);
    offlineLoader.update('pixloom_photo_2', (p) => ({ ...p, title: 'Renamed offline' }));
    await until(async () => (await readSavedList(ANNA, `me:${ANNA}:all`, restorePhoto))?.items[0]?.title === 'Renamed offline');
    expect((await readSavedList(ANNA, `me:${ANNA}:all`, restorePhoto))?.fetchedAt).toBe(fetchedAt);
  });
});

describe('load more over the saved copy (offline)', () => {
  const many = (from: number, count: number): Photo[] => Array.from({ length: count }, (_, i) => photo(from + i));

  it('shows the next saved page with no request, then ends the list with a note instead of an error', async () => {
    await writeSavedList(ANNA, `me:${ANNA}:all`, many(1, 250), true, 7);
    const loader = new GalleryLoader<Photo>();
    const { calls, fetcher } = scripted(offline(), offline());
    loader.setQuery(`me:${ANNA}:all`, fetcher, { saved: savedGallery(`me:${ANNA}:all`, ANNA) });
    await until(() => loader.state.get().savedAt !== null);
    // A page at a time, as from the server.
    expect(loader.state.get()).toMatchObject({ savedAt: 7, hasMore: true, offlineEnd: false });
    expect(loader.state.get().items).toHaveLength(100);

    loader.loadMore();
    expect(loader.state.get().items.map((p) => p.id).slice(99, 101)).toEqual(['pixloom_photo_100', 'pixloom_photo_101']);
    loader.loadMore();
    expect(loader.state.get().items).toHaveLength(250);
    expect(loader.state.get()).toMatchObject({ savedAt: 7, hasMore: true, error: null });
    // Only the first page's request: the saved pages needed none.
    expect(calls).toEqual([{ start: 0, offlinePrompt: false }]);

    // Nothing more saved and still no network: the list ends with the note, no error, no offline prompt.
    loader.loadMore();
    await until(() => !loader.state.get().loading);
    expect(calls[1]).toEqual({ start: 250, offlinePrompt: false });
    expect(loader.state.get()).toMatchObject({ status: 'results', offlineEnd: true, error: null, hasMore: true });
    expect(loader.state.get().items).toHaveLength(250);
    loader.loadMore();
    expect(calls).toHaveLength(2);
    // The copy on the device still holds every saved photo, not only those shown so far.
    expect((await readSavedList(ANNA, `me:${ANNA}:all`, restorePhoto))?.items).toHaveLength(250);
  });

  it('a change to a photo not shown yet is kept in the copy, and shows when its page does', async () => {
    await writeSavedList(ANNA, 'gallery:anna', many(1, 150), false, 3);
    vi.stubGlobal('navigator', { onLine: false });
    const loader = new GalleryLoader<Photo>();
    loader.setQuery('gallery:anna', scripted().fetcher, { saved: savedGallery('gallery:anna', ANNA) });
    await until(() => loader.state.get().savedAt !== null);
    loader.update('pixloom_photo_120', (p) => ({ ...p, title: 'Renamed offline' }));
    loader.remove('pixloom_photo_121');
    await until(async () => (await readSavedList(ANNA, 'gallery:anna', restorePhoto))?.items.length === 149);
    loader.loadMore();
    expect(loader.state.get().items).toHaveLength(149);
    expect(loader.state.get().items.find((p) => p.id === 'pixloom_photo_120')?.title).toBe('Renamed offline');
    // The copy came back whole: there is nothing more to load.
    expect(loader.state.get()).toMatchObject({ hasMore: false, offlineEnd: false });
  });

  it('a list loaded online whose next page is asked for offline ends with the note, and offers more when back online', async () => {
    const loader = new GalleryLoader<Photo>();
    const { calls, fetcher } = scripted(many(1, 100), many(101, 20));
    loader.setQuery(`me:${ANNA}:all`, fetcher, { saved: savedGallery(`me:${ANNA}:all`, ANNA) });
    await until(() => loader.state.get().status === 'results');

    vi.stubGlobal('navigator', { onLine: false });
    loader.loadMore();
    expect(loader.state.get()).toMatchObject({ offlineEnd: true, loading: false, error: null, page: 1 });
    // The browser knew it was offline: no request that could only fail.
    expect(calls).toHaveLength(1);

    vi.unstubAllGlobals();
    loader.refresh();
    expect(loader.state.get().offlineEnd).toBe(false);
    loader.loadMore();
    await until(() => loader.state.get().items.length === 120);
    expect(calls[1]).toEqual({ start: 100, offlinePrompt: false });
    expect(loader.state.get()).toMatchObject({ hasMore: false, savedAt: null });
  });
});

describe('the photo modal with no network', () => {
  it('opens a photo its owner saw in a list, and only for that owner', async () => {
    await writeSavedList(ANNA, `me:${ANNA}:all`, [photo(7)], false);
    const failing = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    const realFetch = globalThis.fetch;
    globalThis.fetch = failing;
    try {
      const loaded = await loadPhoto('pixloom_photo_7', new AbortController().signal, ANNA);
      expect(loaded).toMatchObject({ saved: true, photo: { id: 'pixloom_photo_7', title: 'Photo 7' } });
    } finally {
      globalThis.fetch = realFetch;
    }
  });
});
