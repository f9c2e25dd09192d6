// Every shipped sample photo opens offline (issue 18). The service worker keeps a sample the first time one
// is opened (sw/routes.ts, SAMPLE_CACHE, cache first); this fetches the rest in the background, once a
// worker controls the page and the network is up, at idle: the full pictures (≈2.3 MB) and the picker
// thumbnails the editor, collage and designer show. Not part of the precache, which already makes a first
// install slow on a weak machine, and which would fetch them again with every release.
//
// The page drives it, not the worker: the worker's activate must not wait on 2 MB, the list of samples and
// the screen density (the thumbnails' size) are the page's, and idle time is a page's notion. Everything is
// fetched through the worker's own routes, so what is kept, where and for how long stays in sw/routes.ts.
// The caches are checked first: once everything is there, a start costs a few cache lookups. A failure is
// quiet; what is missing is fetched on a later start.
import { imageVariantUrl, screenDensity } from '../../lib/imageVariants';
import { SAMPLES, type Sample as SampleFile } from '../../lib/shared/samples';
import { request } from '../../lib/request';
import { report } from '../../lib/report';
import { swSupported } from './serviceWorker';
import { IMAGE_CACHE, SAMPLE_CACHE } from '../../lib/shared/swProtocol';

/** One thing to keep: a full sample (fetched as bytes) or a thumbnail (loaded as an image, see below). */
export interface WarmupItem {
  url: string;
  cacheName: string;
  as: 'bytes' | 'image';
}

/**
 * What the pickers show of each sample: the full picture (what opening it fetches, and the background
 * remover's backdrop tiles) and its thumbnail, `thumbnailUrl(/img/samples/<file>)`. The latter must be the
 * address the pickers ask for (see pickerThumbnail), or the worker keeps a thumbnail no picker looks up.
 */
export function warmupItems(samples: readonly SampleFile[], thumbnailUrl: (path: string) => string): WarmupItem[] {
  return samples.flatMap((sample): WarmupItem[] => [
    { url: `/samples/${sample.file}`, cacheName: SAMPLE_CACHE, as: 'bytes' },
    { url: thumbnailUrl(`/img/samples/${sample.file}`), cacheName: IMAGE_CACHE, as: 'image' },
  ]);
}

/**
 * The sample tiles of the editor's EmptyState, the collage's PhotosPanel and the designer's PhotoSources:
 * 160×120 CSS pixels, cropped, at this screen's density.
 */
function pickerThumbnail(): (path: string) => string {
  const density = screenDensity();
  return (path) => imageVariantUrl(path, { width: 160, height: 120, fit: 'crop', devicePixelRatio: density });
}

export interface WarmupConditions {
  /** A service worker controls the page: its routes are what keep the files. */
  controlled: boolean;
  /** The browser believes it is online. */
  online: boolean;
  /** The user asked the browser to save data (Save-Data): a 2 MB download they did not ask for is not sent. */
  saveData: boolean;
}

export type WarmupStep = 'wait' | 'skip' | 'go';

/** Whether to warm up now, later (no worker in control yet, or offline: wait for it), or not at all. */
export function warmupStep(c: WarmupConditions): WarmupStep {
  if (c.saveData) return 'skip';
  if (!c.controlled || !c.online) return 'wait';
  return 'go';
}

export interface WarmupDeps {
  /** Whether the cache holds the address (any Vary: thumbnails differ by Accept, which is the browser's). */
  isKept: (item: WarmupItem) => Promise<boolean>;
  /** Fetches the address through the worker, which keeps it; rejects on failure. Returns the bytes fetched (full samples). */
  fetchItem: (item: WarmupItem) => Promise<number>;
}

export interface WarmupResult {
  kept: number;
  fetched: number;
  bytes: number;
  failed: boolean;
}

/** Fetches what is not kept yet, one at a time (it is background work); stops at the first failure. */
export async function warmUp(items: readonly WarmupItem[], deps: WarmupDeps): Promise<WarmupResult> {
  const result: WarmupResult = { kept: 0, fetched: 0, bytes: 0, failed: false };
  for (const item of items) {
    if (await deps.isKept(item).catch(() => false)) {
      result.kept += 1;
      continue;
    }
    try {
      result.bytes += await deps.fetchItem(item);
      result.fetched += 1;
    } catch {
      // Offline again, or the server is busy: the rest waits for the next start.
      result.failed = true;
      break;
    }
  }
  return result;
}

async function isKept(item: WarmupItem): Promise<boolean> {
  const cache = await caches.open(item.cacheName);
  return (await cache.match(item.url, { ignoreVary: true })) !== undefined;
}

/**
 * A thumbnail is loaded as an image, not with a request: the image route answers in AVIF or WebP by the
 * Accept header and says Vary: Accept, so the worker's copy only answers a later <img> if it was fetched
 * with the browser's own image Accept header. (Its size is not known here: it counts as 0 bytes.)
 */
function loadImage(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(0);
    image.onerror = () => reject(new Error(`thumbnail failed: ${url}`));
    image.src = url;
  });
}

async function fetchItem(item: WarmupItem): Promise<number> {
  if (item.as === 'image') return loadImage(item.url);
  const { value } = await request<Blob>(item.url, { responseType: 'blob' });
  return value.size;
}

function whenControlled(): Promise<void> {
  if (navigator.serviceWorker.controller) return Promise.resolve();
  return new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }));
}

function whenOnline(): Promise<void> {
  if (navigator.onLine !== false) return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
}

/** Idle time, or after `timeout` ms at the latest (a busy editor may leave no idle time for long). */
function whenIdle(timeout = 10_000): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout });
    else setTimeout(resolve, 2000);
  });
}

function saveData(): boolean {
  return (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
}

function conditions(): WarmupConditions {
  return { controlled: navigator.serviceWorker.controller !== null, online: navigator.onLine !== false, saveData: saveData() };
}

let started = false;

/** Starts the background warm-up once per page (startLater.ts calls it after registering the worker). */
export function startSampleWarmup(): void {
  if (started || !swSupported() || typeof caches === 'undefined') return;
  started = true;
  void (async () => {
    for (let step = warmupStep(conditions()); step !== 'go'; step = warmupStep(conditions())) {
      if (step === 'skip') return;
      await (conditions().controlled ? whenOnline() : whenControlled());
    }
    await whenIdle();
    if (warmupStep(conditions()) !== 'go') return;
    const result = await warmUp(warmupItems(SAMPLES, pickerThumbnail()), { isKept, fetchItem });
    // For the offline end-to-end test: whether the samples are all kept now.
    document.documentElement.dataset.samplesOffline = result.failed ? 'partial' : 'yes';
  })().catch((error: unknown) => report('warning', 'sample warm-up failed', String(error)));
}
