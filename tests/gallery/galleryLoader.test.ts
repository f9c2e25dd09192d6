import { describe, expect, it } from 'vitest';
import { GalleryLoader, type PageFetcher } from '../../src/features/gallery/galleryLoader';

interface Item {
  id: string;
}

const items = (from: number, count: number): Item[] => Array.from({ length: count }, (_, i) => ({ id: `p${from + i}` }));

/** A fetcher whose answers the test releases one by one, recording the start of each request. */
function controlledFetcher() {
  const calls: { start: number; resolve: (page: Item[]) => void; reject: (error: unknown) => void }[] = [];
  const fetcher: PageFetcher<Item> = ({ start }) => new Promise((resolve, reject) => calls.push({ start, resolve, reject }));
  return { calls, fetcher };
}

const settle = (): Promise<void> => new Promise((r) => setTimeout(r, 0));

describe('gallery loading (spec §4)', () => {
  it('starts in loading, shows results, and offers more only when a page came back with 100', async () => {
    const loader = new GalleryLoader<Item>();
    const { calls, fetcher } = controlledFetcher();
    loader.setQuery('explore:', fetcher);
    expect(loader.state.get().status).toBe('loading');
    expect(calls[0]!.start).toBe(0);
    calls[0]!.resolve(items(0, 100));
    await settle();
    expect(loader.state.get()).toMatchObject({ status: 'results', hasMore: true, page: 1 });

    loader.loadMore();
    expect(calls[1]!.start).toBe(100);
    calls[1]!.resolve(items(100, 37));
    await settle();
    expect(loader.state.get().items).toHaveLength(137);
    expect(loader.state.get().hasMore).toBe(false);
    loader.loadMore();
    expect(calls).toHaveLength(2);
  });

  it('shows no_results for an empty first page', async () => {
    const loader = new GalleryLoader<Item>();
    loader.setQuery('explore:nothing', async () => []);
    await settle();
    expect(loader.state.get()).toMatchObject({ status: 'no_results', items: [], hasMore: false });
  });

  it('resets the images on the first page of a new query', async () => {
    const loader = new GalleryLoader<Item>();
    loader.setQuery('explore:cats', async () => items(0, 3));
    await settle();
    loader.setQuery('explore:dogs', async () => items(50, 2));
    expect(loader.state.get().items).toEqual([]);
    await settle();
    expect(loader.state.get().items.map((i) => i.id)).toEqual(['p50', 'p51']);
  });

  it('discards a response that arrives after the query changed', async () => {
    const loader = new GalleryLoader<Item>();
    const slow = controlledFetcher();
    const fast = controlledFetcher();
    loader.setQuery('me:all', slow.fetcher);
    loader.setQuery('me:private', fast.fetcher);
    fast.calls[0]!.resolve(items(500, 2));
    await settle();
    slow.calls[0]!.resolve(items(0, 100));
    await settle();
    expect(loader.state.get().query).toBe('me:private');
    expect(loader.state.get().items.map((i) => i.id)).toEqual(['p500', 'p501']);
    expect(loader.state.get().hasMore).toBe(false);
  });

  it('discards a stale error too', async () => {
    const loader = new GalleryLoader<Item>();
    const slow = controlledFetcher();
    loader.setQuery('explore:a', slow.fetcher);
    loader.setQuery('explore:b', async () => items(0, 1));
    await settle();
    slow.calls[0]!.reject(new Error('late'));
    await settle();
    expect(loader.state.get()).toMatchObject({ status: 'results', error: null });
  });

  it('steps the page counter back on error, so trying again asks for the same page', async () => {
    const loader = new GalleryLoader<Item>();
    const { calls, fetcher } = controlledFetcher();
    loader.setQuery('explore:', fetcher);
    calls[0]!.resolve(items(0, 100));
    await settle();
    loader.loadMore();
    expect(loader.state.get().page).toBe(2);
    calls[1]!.reject(new Error('offline'));
    await settle();
    expect(loader.state.get()).toMatchObject({ page: 1, status: 'results', loading: false });
    expect(loader.state.get().error).toBeInstanceOf(Error);
    expect(loader.state.get().items).toHaveLength(100);

    loader.retry();
    expect(calls[2]!.start).toBe(100);
    calls[2]!.resolve(items(100, 100));
    await settle();
    expect(loader.state.get()).toMatchObject({ page: 2, error: null, hasMore: true });
    expect(loader.state.get().items).toHaveLength(200);
  });

  it('shows the error state with try-again when the first page fails', async () => {
    const loader = new GalleryLoader<Item>();
    const { calls, fetcher } = controlledFetcher();
    loader.setQuery('gallery:anna', fetcher);
    calls[0]!.reject(new Error('down'));
    await settle();
    expect(loader.state.get()).toMatchObject({ status: 'error', page: 0 });
    loader.retry();
    expect(calls[1]!.start).toBe(0);
    calls[1]!.resolve(items(0, 4));
    await settle();
    expect(loader.state.get().status).toBe('results');
  });

  it('keeps the next page aligned with the server after local removals and uploads', async () => {
    const loader = new GalleryLoader<Item>();
    const { calls, fetcher } = controlledFetcher();
    loader.setQuery('me:all', fetcher);
    calls[0]!.resolve(items(0, 100));
    await settle();
    loader.remove('p3');
    loader.remove('p4');
    loader.prepend({ id: 'new' });
    loader.loadMore();
    expect(calls[1]!.start).toBe(99);
    expect(loader.state.get().items[0]!.id).toBe('new');
  });

  it('says no_results once the last photo of a list is removed', async () => {
    const loader = new GalleryLoader<Item>();
    loader.setQuery('me:private', async () => items(0, 1));
    await settle();
    loader.remove('p0');
    expect(loader.state.get().status).toBe('no_results');
  });

  it('drops answers after dispose and starts over when used again', async () => {
    const loader = new GalleryLoader<Item>();
    const first = controlledFetcher();
    loader.setQuery('explore:', first.fetcher);
    loader.dispose();
    first.calls[0]!.resolve(items(0, 3));
    await settle();
    expect(loader.state.get().items).toEqual([]);
    loader.setQuery('explore:', async () => items(10, 2));
    await settle();
    expect(loader.state.get().items.map((i) => i.id)).toEqual(['p10', 'p11']);
  });
});
