// Keeping the shipped samples for offline use (src/features/offline/sampleWarmup.ts): when to warm up, what
// is kept (each sample's full picture and its picker thumbnail), and that a start fetches only what the
// caches lack, one at a time, and stops quietly at the first failure (the rest waits for the next start).
import { describe, expect, it, vi } from 'vitest';
import { warmUp, warmupItems, warmupStep, type WarmupItem } from '../../src/features/offline/sampleWarmup';
import { IMAGE_CACHE, SAMPLE_CACHE } from '../../src/lib/shared/swProtocol';
import { SAMPLES } from '../../src/features/editor/open/sources';
import { imageVariantUrl } from '../../src/lib/imageVariants';

describe('when the samples are warmed up', () => {
  it('goes once a worker controls the page and the network is up', () => {
    expect(warmupStep({ controlled: true, online: true, saveData: false })).toBe('go');
  });
  it('waits for a worker, and for the network', () => {
    expect(warmupStep({ controlled: false, online: true, saveData: false })).toBe('wait');
    expect(warmupStep({ controlled: true, online: false, saveData: false })).toBe('wait');
  });
  it('never downloads them unasked when the user saves data', () => {
    expect(warmupStep({ controlled: true, online: true, saveData: true })).toBe('skip');
  });
});

describe('what is kept', () => {
  const thumb = (path: string) => imageVariantUrl(path, { width: 160, height: 120, fit: 'crop', devicePixelRatio: 2 });
  const items = warmupItems(SAMPLES, thumb);

  it('is every sample photo in full, in the samples cache', () => {
    const full = items.filter((i) => i.as === 'bytes');
    expect(full.map((i) => i.url)).toEqual(SAMPLES.map((s) => `/samples/${s.file}`));
    expect(new Set(full.map((i) => i.cacheName))).toEqual(new Set([SAMPLE_CACHE]));
  });

  it('and the thumbnail the pickers ask for, loaded as an image into the image cache', () => {
    const thumbs = items.filter((i) => i.as === 'image');
    expect(thumbs).toHaveLength(SAMPLES.length);
    expect(thumbs[0]).toEqual({ url: '/img/samples/coffee.png?width=250&height=200&fit=crop&auto=avif,webp', cacheName: IMAGE_CACHE, as: 'image' });
  });
});

describe('a warm-up', () => {
  const items: WarmupItem[] = ['a', 'b', 'c', 'd'].map((n) => ({ url: `/samples/${n}.png`, cacheName: SAMPLE_CACHE, as: 'bytes' }));

  it('fetches only what is not kept yet, in order', async () => {
    const kept = new Set(['/samples/a.png', '/samples/c.png']);
    const fetchItem = vi.fn(async (item: WarmupItem) => (kept.add(item.url), 1000));
    const result = await warmUp(items, { isKept: async (i) => kept.has(i.url), fetchItem });
    expect(fetchItem.mock.calls.map(([i]) => i.url)).toEqual(['/samples/b.png', '/samples/d.png']);
    expect(result).toEqual({ kept: 2, fetched: 2, bytes: 2000, failed: false });
  });

  it('costs only cache lookups once everything is kept', async () => {
    const fetchItem = vi.fn(async () => 1);
    const result = await warmUp(items, { isKept: async () => true, fetchItem });
    expect(fetchItem).not.toHaveBeenCalled();
    expect(result).toEqual({ kept: 4, fetched: 0, bytes: 0, failed: false });
  });

  it('stops quietly at the first failure, leaving the rest for the next start', async () => {
    const fetchItem = vi.fn(async (item: WarmupItem) => {
      if (item.url === '/samples/b.png') throw new Error('request_failed');
      return 10;
    });
    const result = await warmUp(items, { isKept: async () => false, fetchItem });
    expect(fetchItem).toHaveBeenCalledTimes(2);
    expect(result).toEqual({ kept: 0, fetched: 1, bytes: 10, failed: true });
  });

  it('treats a cache that cannot be read as not kept', async () => {
    const fetchItem = vi.fn(async () => 5);
    const result = await warmUp(items.slice(0, 1), { isKept: () => Promise.reject(new Error('SecurityError')), fetchItem });
    expect(result.fetched).toBe(1);
  });
});
