// Loads one language's translation file (every namespace in one JSON) from the versioned assets path,
// retrying twice (spec §9), with a 2 s limit in the iOS app wrapper (§4.2). The network comes first (the
// service worker answers from its precache, offline too); a file loaded once is also kept in Dexie and used
// whenever neither answers. Keeping it does not hold up the start.
import { IOS_WRAPPER_LANGUAGE_TIMEOUT_MS, LANGUAGE_LOAD_RETRIES } from '../shared/constants';
import type { TranslationRow } from '../db/db';

export type Bundle = Record<string, Record<string, unknown>>;

export interface BundleCache {
  get(lang: string): Promise<TranslationRow | undefined>;
  put(row: TranslationRow): Promise<void>;
}

export interface LoadBundleOptions {
  version: string;
  cache?: BundleCache;
  /** The iOS app wrapper gives up after 2 s. */
  timeoutMs?: number;
  retries?: number;
  fetchImpl?: typeof fetch;
}

export function bundleUrl(lang: string, version: string): string {
  return `/assets/languages/all/${lang}-${version}.json`;
}

async function fetchOnce(url: string, fetchImpl: typeof fetch, timeoutMs: number | undefined): Promise<Bundle> {
  const controller = new AbortController();
  const timer = timeoutMs ? setTimeout(() => controller.abort(), timeoutMs) : undefined;
  try {
    const response = await fetchImpl(url, { signal: controller.signal, credentials: 'same-origin' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const data = (await response.json()) as unknown;
    if (typeof data !== 'object' || data === null) throw new Error('not a translation file');
    return data as Bundle;
  } finally {
    if (timer) clearTimeout(timer);
  }
}

export async function loadBundle(lang: string, options: LoadBundleOptions): Promise<Bundle> {
  const fetchImpl = options.fetchImpl ?? fetch.bind(globalThis);
  const cache = options.cache;
  const retries = options.retries ?? LANGUAGE_LOAD_RETRIES;
  let lastError: unknown;
  for (let attempt = 0; attempt <= retries; attempt++) {
    try {
      const data = await fetchOnce(bundleUrl(lang, options.version), fetchImpl, options.timeoutMs);
      void cache?.put({ lang, version: options.version, data, storedAt: Date.now() }).catch(() => undefined);
      return data;
    } catch (error) {
      lastError = error;
    }
  }
  // Offline without the service worker, or the server is unreachable: the kept file (an older version
  // beats no translation at all).
  const cached = await cache?.get(lang).catch(() => undefined);
  if (cached) return cached.data;
  throw lastError instanceof Error ? lastError : new Error(String(lastError));
}

export const IOS_TIMEOUT_MS = IOS_WRAPPER_LANGUAGE_TIMEOUT_MS;
