// "Download AI tools for offline use" (issue 17): every shipped model (public/models/manifest.json, written by
// scripts/modelsManifest.mjs) fetched into the service worker's model cache, where the worker's cache-first
// route (sw/routes.ts) answers the tools worker's model loads with no network. The page writes the cache
// itself, so the download holds even before a service worker controls the page.
import { request } from '../../lib/request';
import { MODEL_CACHE } from '../../lib/shared/swProtocol';

export const MODELS_MANIFEST_URL = '/models/manifest.json';

export interface ModelFile {
  path: string;
  bytes: number;
  sha256: string;
}

export interface ModelsManifest {
  totalBytes: number;
  files: ModelFile[];
}

export interface DownloadProgress {
  loaded: number;
  total: number;
}

/** Validates the manifest's shape: paths are plain relative names under /models/, sizes are counts. */
export function restoreManifest(value: unknown): ModelsManifest {
  const files = (value as { files?: unknown } | null)?.files;
  if (!Array.isArray(files)) throw new Error('models_manifest_invalid');
  const clean = files.map((f: unknown): ModelFile => {
    const { path, bytes, sha256 } = (f ?? {}) as Record<string, unknown>;
    if (typeof path !== 'string' || !/^[\w.-]+(\/[\w.-]+)*$/.test(path) || path.split('/').includes('..')) throw new Error('models_manifest_invalid');
    if (typeof bytes !== 'number' || !Number.isSafeInteger(bytes) || bytes < 0) throw new Error('models_manifest_invalid');
    return { path, bytes, sha256: typeof sha256 === 'string' ? sha256 : '' };
  });
  return { files: clean, totalBytes: clean.reduce((sum, f) => sum + f.bytes, 0) };
}

const fileUrl = (file: ModelFile): string => `/models/${file.path}`;

function cachesAvailable(): boolean {
  return typeof caches !== 'undefined';
}

/** The models' list, from the network (or, offline, the copy the last download kept). */
export async function modelsManifest(): Promise<ModelsManifest> {
  try {
    const { value } = await request<unknown>(MODELS_MANIFEST_URL, { responseType: 'json', requireData: false });
    return restoreManifest(value);
  } catch (error) {
    const kept = cachesAvailable() ? await (await caches.open(MODEL_CACHE)).match(MODELS_MANIFEST_URL) : undefined;
    if (!kept) throw error;
    return restoreManifest(await kept.json());
  }
}

/** Whether every model of the manifest kept in the cache is there (so the AI tools work offline). */
export async function modelsAvailableOffline(): Promise<boolean> {
  if (!cachesAvailable()) return false;
  const cache = await caches.open(MODEL_CACHE);
  const kept = await cache.match(MODELS_MANIFEST_URL);
  if (!kept) return false;
  let manifest: ModelsManifest;
  try {
    manifest = restoreManifest(await kept.json());
  } catch {
    return false;
  }
  const found = await Promise.all(manifest.files.map((file) => cache.match(fileUrl(file))));
  return found.every(Boolean);
}

/**
 * Fetches every model into the model cache, reporting bytes (files already kept count at once); the
 * manifest is stored last, so an interrupted download never reads as complete.
 */
export async function downloadModels(onProgress?: (progress: DownloadProgress) => void, signal?: AbortSignal): Promise<ModelsManifest> {
  if (!cachesAvailable()) throw new Error('models_no_cache');
  const manifest = await modelsManifest();
  const cache = await caches.open(MODEL_CACHE);
  const total = manifest.totalBytes;
  let done = 0;
  onProgress?.({ loaded: 0, total });
  for (const file of manifest.files) {
    const url = fileUrl(file);
    if (!(await cache.match(url))) {
      const { value, response } = await request<Blob>(url, {
        responseType: 'blob',
        signal,
        onDownloadProgress: ({ loaded }) => onProgress?.({ loaded: done + Math.min(loaded, file.bytes), total }),
      });
      const type = response.headers.get('content-type') ?? (file.path.endsWith('.json') ? 'application/json' : 'application/octet-stream');
      await cache.put(url, new Response(value, { headers: { 'content-type': type } }));
    }
    done += file.bytes;
    onProgress?.({ loaded: done, total });
  }
  await cache.put(MODELS_MANIFEST_URL, new Response(JSON.stringify(manifest), { headers: { 'content-type': 'application/json' } }));
  return manifest;
}
