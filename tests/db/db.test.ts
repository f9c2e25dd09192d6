import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { ANONYMOUS, isQuotaError, openDb, type PixloomDb } from '../../src/lib/db/db';
import { loadBundle } from '../../src/lib/i18n/loadBundle';

let db: PixloomDb;
afterEach(async () => {
  db?.close();
  if (db) await db.delete();
});

describe('the local database (src/lib/db)', () => {
  it('has the versioned tables the brief names', async () => {
    db = openDb(`t-${Math.random()}`);
    await db.open();
    expect(db.tables.map((t) => t.name).sort()).toEqual(['featureFrequencies', 'folders', 'galleryLists', 'libraryPages', 'outbox', 'projectAssets', 'projects', 'settings', 'sharedImages', 'translations', 'uploadFiles']);
  });

  it('keeps a translation file loaded once and serves it with no network', async () => {
    db = openDb(`t-${Math.random()}`);
    const cache = { get: (lang: string) => db.translations.get(lang), put: async (row: Parameters<typeof db.translations.put>[0]) => void (await db.translations.put(row)) };
    await loadBundle('es', { version: 'v1', cache, fetchImpl: async () => new Response(JSON.stringify({ common: { yes: 'Sí' } })) });
    expect((await db.translations.get('es'))?.data).toEqual({ common: { yes: 'Sí' } });
    const offline = async (): Promise<Response> => {
      throw new TypeError('offline');
    };
    await expect(loadBundle('es', { version: 'v1', cache, fetchImpl: offline })).resolves.toEqual({ common: { yes: 'Sí' } });
  });

  it('keeps library pages per owner and page', async () => {
    db = openDb(`t-${Math.random()}`);
    await db.libraryPages.bulkPut([
      { owner: 'a@x.io', page: 0, images: [1], total: 2, startImages: 0, startLayers: 0, fetchedAt: 1 },
      { owner: 'a@x.io', page: 1, images: [2], total: 2, startImages: 1, startLayers: 0, fetchedAt: 1 },
      { owner: ANONYMOUS, page: 0, images: [], total: 0, startImages: 0, startLayers: 0, fetchedAt: 1 },
    ]);
    expect(await db.libraryPages.where('owner').equals('a@x.io').count()).toBe(2);
    expect((await db.libraryPages.get(['a@x.io', 1]))?.images).toEqual([2]);
  });

  it('recognises a full quota, also inside an AbortError', () => {
    expect(isQuotaError({ name: 'QuotaExceededError' })).toBe(true);
    expect(isQuotaError({ name: 'AbortError', inner: { name: 'QuotaExceededError' } })).toBe(true);
    expect(isQuotaError({ name: 'AbortError', message: 'Quota exceeded' })).toBe(true);
    expect(isQuotaError({ name: 'ConstraintError' })).toBe(false);
    expect(isQuotaError(undefined)).toBe(false);
  });
});
