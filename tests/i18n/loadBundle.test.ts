import { describe, expect, it, vi } from 'vitest';
import { bundleUrl, loadBundle, type BundleCache } from '../../src/lib/i18n/loadBundle';
import { humanizeKey } from '../../src/lib/i18n/i18n';
import type { TranslationRow } from '../../src/lib/db/db';
import { assertLanguage, appLanguageFromTag, InvalidLanguageError } from '../../src/lib/shared/languages';

function memoryCache(initial?: TranslationRow): BundleCache & { rows: Map<string, TranslationRow> } {
  const rows = new Map<string, TranslationRow>(initial ? [[initial.lang, initial]] : []);
  return { rows, get: async (lang) => rows.get(lang), put: async (row) => void rows.set(row.lang, row) };
}

const ok = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

describe('translation loading (spec §4.2, §7, §9)', () => {
  it('loads the versioned file under the assets path', async () => {
    const fetchImpl = vi.fn(async () => ok({ common: { a: 'A' } }));
    await expect(loadBundle('de', { version: 'v1', fetchImpl })).resolves.toEqual({ common: { a: 'A' } });
    expect(fetchImpl).toHaveBeenCalledWith('/assets/languages/all/de-v1.json', expect.anything());
    expect(bundleUrl('ar', 'abc')).toBe('/assets/languages/all/ar-abc.json');
  });

  it('retries twice, so three attempts in all', async () => {
    const fetchImpl = vi.fn().mockRejectedValueOnce(new TypeError('x')).mockRejectedValueOnce(new TypeError('x')).mockResolvedValueOnce(ok({ common: {} }));
    await expect(loadBundle('fr', { version: 'v', fetchImpl })).resolves.toEqual({ common: {} });
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });

  it('fails after the retries when there is nothing cached', async () => {
    const fetchImpl = vi.fn().mockRejectedValue(new TypeError('offline'));
    await expect(loadBundle('fr', { version: 'v', fetchImpl })).rejects.toThrow('offline');
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });

  it('keeps a loaded file and uses it when the network fails next time', async () => {
    const cache = memoryCache();
    await loadBundle('it', { version: 'v2', cache, fetchImpl: vi.fn(async () => ok({ common: { k: 'v' } })) });
    await vi.waitFor(() => expect(cache.rows.get('it')?.version).toBe('v2'));
    const offline = vi.fn().mockRejectedValue(new TypeError('offline'));
    await expect(loadBundle('it', { version: 'v2', cache, fetchImpl: offline })).resolves.toEqual({ common: { k: 'v' } });
    expect(offline).toHaveBeenCalledTimes(3);
  });

  it('asks the network first (the service worker answers from its precache) and reads the kept file only when that fails', async () => {
    const cache = memoryCache({ lang: 'de', version: 'v3', data: { common: { k: 'kept' } }, storedAt: 1 });
    const get = vi.spyOn(cache, 'get');
    await expect(loadBundle('de', { version: 'v3', cache, fetchImpl: vi.fn(async () => ok({ common: { k: 'fresh' } })) })).resolves.toEqual({ common: { k: 'fresh' } });
    expect(get).not.toHaveBeenCalled();
  });

  it('falls back to an older cached version when the network fails', async () => {
    const cache = memoryCache({ lang: 'ja', version: 'old', data: { common: { k: 'old' } }, storedAt: 1 });
    await expect(loadBundle('ja', { version: 'new', cache, fetchImpl: vi.fn().mockRejectedValue(new TypeError('x')) })).resolves.toEqual({ common: { k: 'old' } });
  });

  it('gives up on a slow answer after the time limit (the iOS wrapper\'s 2 s)', async () => {
    vi.useFakeTimers();
    const fetchImpl = vi.fn((_url: string, init?: RequestInit) => new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))));
    const result = loadBundle('ko', { version: 'v', fetchImpl: fetchImpl as unknown as typeof fetch, timeoutMs: 2000, retries: 0 });
    result.catch(() => undefined);
    await vi.advanceTimersByTimeAsync(2000);
    await expect(result).rejects.toThrow();
    vi.useRealTimers();
  });

  it('builds readable text from a key missing everywhere', () => {
    expect(humanizeKey('error_invalid_email')).toBe('Error invalid email');
    expect(humanizeKey('common:page_my_photos')).toBe('Page my photos');
    expect(humanizeKey('someCamelKey')).toBe('Some camel key');
  });
});

describe('languages (spec §5, §9)', () => {
  it('throws for a language outside the app languages', () => {
    expect(() => assertLanguage('xx')).toThrow(InvalidLanguageError);
    expect(() => assertLanguage('tr', 'site')).toThrow(InvalidLanguageError);
    expect(assertLanguage('tr', 'app')).toBe('tr');
  });
  it('maps browser tags to app languages', () => {
    expect(appLanguageFromTag('pt-BR')).toBe('pt');
    expect(appLanguageFromTag('nb-NO')).toBe('no');
    expect(appLanguageFromTag('sv-SE')).toBeUndefined();
  });
});
