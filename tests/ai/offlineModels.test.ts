// "Download AI tools for offline use": every model of the manifest lands in the model cache with progress in
// bytes, the models read as available offline only once all of them (and the manifest) are kept, and a
// manifest that names anything outside /models/ is refused.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadModels, modelsAvailableOffline } from '../../src/features/ai';
import { restoreManifest } from '../../src/features/ai/offlineModels';
import { MODEL_CACHE } from '../../src/lib/shared/swProtocol';

const FILES: Record<string, string> = { 'selfie/selfie.json': '{"a":1}', 'selfie/selfie.bin': 'x'.repeat(1000) };
const MANIFEST = { version: 1, totalBytes: 1007, files: Object.entries(FILES).map(([path, body]) => ({ path, bytes: body.length, sha256: '' })) };

/** A CacheStorage with one Map per cache name, enough for cache.match / cache.put. */
function fakeCaches(): Map<string, Map<string, Response>> {
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    return {
      match: async (url: string) => store.get(url)?.clone(),
      put: async (url: string, response: Response) => void store.set(url, response),
    };
  };
  vi.stubGlobal('caches', { open });
  return stores;
}

let requested: string[] = [];
let failOn: string | null = null;

beforeEach(() => {
  requested = [];
  failOn = null;
  vi.stubGlobal('fetch', async (url: string) => {
    requested.push(url);
    if (url === failOn) throw new TypeError('network down');
    if (url === '/models/manifest.json') return new Response(JSON.stringify(MANIFEST), { headers: { 'content-type': 'application/json' } });
    const path = url.replace('/models/', '');
    return Object.hasOwn(FILES, path) ? new Response(FILES[path]) : new Response('', { status: 404 });
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('downloading the models for offline use', () => {
  it('keeps every model and the manifest, reporting bytes up to the total', async () => {
    const stores = fakeCaches();
    expect(await modelsAvailableOffline()).toBe(false);
    const progress: Array<{ loaded: number; total: number }> = [];
    const manifest = await downloadModels((p) => progress.push(p));
    expect(manifest.totalBytes).toBe(1007);
    expect(progress.at(-1)).toEqual({ loaded: 1007, total: 1007 });
    expect(progress.every((p, i) => i === 0 || p.loaded >= (progress[i - 1] as { loaded: number }).loaded)).toBe(true);
    expect([...(stores.get(MODEL_CACHE)?.keys() ?? [])].sort()).toEqual(['/models/manifest.json', '/models/selfie/selfie.bin', '/models/selfie/selfie.json']);
    expect(await modelsAvailableOffline()).toBe(true);
  });

  it('fetches only what is missing on a second run', async () => {
    fakeCaches();
    await downloadModels();
    requested = [];
    await downloadModels();
    expect(requested).toEqual(['/models/manifest.json']);
  });

  it('does not read as available when a file failed', async () => {
    fakeCaches();
    failOn = '/models/selfie/selfie.json';
    await expect(downloadModels()).rejects.toBeTruthy();
    expect(await modelsAvailableOffline()).toBe(false);
  });
});

describe('the manifest', () => {
  it('refuses paths outside the models folder and bad sizes', () => {
    expect(() => restoreManifest({ files: [{ path: '../sw.js', bytes: 1 }] })).toThrow();
    expect(() => restoreManifest({ files: [{ path: '/etc/passwd', bytes: 1 }] })).toThrow();
    expect(() => restoreManifest({ files: [{ path: 'a.bin', bytes: -1 }] })).toThrow();
    expect(restoreManifest({ files: [{ path: 'a/b.bin', bytes: 3 }] }).totalBytes).toBe(3);
  });
});
