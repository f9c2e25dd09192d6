// The editor engine: holds the pictures, the preview's document and view (kept between frames, so a frame
// carries only what changed) and the jobs' document, picks the backend (WebGL2, or the CPU where it is
// missing), and runs renders one at a time; exports, thumbnails and slow frames report progress and can
// be cancelled. Which frame to draw is the page's choice (its engine queue draws only the newest).
import { DOCUMENT_LIMITS } from '../../src/lib/shared/editor/types';
import { outputSize } from '../../src/lib/shared/editor/geometry';
import { defaultParams } from '../../src/lib/shared/editor/params';
import { restoreDocument } from '../../src/lib/shared/editor/restore';
import type { EditorDocument, Operation } from '../../src/lib/shared/editor/types';
import type { EngineEvent, EngineInfo, EngineOptions, ExportOptions, ExportPlan, ExportResult, Histogram, ImageInfo, LayerBox, PixelOptions, PixelsResult, ProgressCallback, RenderInfo, Thumbnail, ThumbnailOptions, ViewOptions } from './api';
import type { Backend } from './backend';
import { CpuBackend } from './cpu/cpuBackend';
import { renderDocumentCpu } from './cpu/cpuRenderer';
import { encodeRaster } from './encode';
import { GlBackend } from './gl/glBackend';
import { tiledPlan, tileBoxes, type TiledPlan } from './gl/glTiles';
import { computeHistogram, HISTOGRAM_SIDE } from './histogram';
import { ImageStore } from './images';
import { importBitmap, importPixels, type Imported } from './imports';
import { createJob, subJob, type Job } from './jobs';
import { hasTransparency, type Raster } from './raster';
import { ShippedFonts } from './fonts';
import { nextUserFaceName, setUserFace } from './userFaces';
import { measureText, TextRasters } from './text';
import { defaultView, INTERACTIVE_VIEW_PIXELS, mergeView, type ViewState } from './view';

const finiteOr = (v: unknown, fallback: number): number => (typeof v === 'number' && !Number.isNaN(v) ? v : fallback);

/** Pixels a decoded photo may have at most: four 16384-px sides' worth of RGBA is already 1 GB. */
export const MAX_DECODE_PIXELS = 16384 * 16384;

/**
 * A file the browser could not decode. Its message starts with `image_too_large` (and names the limit)
 * when the failure is a size one — a RangeError or out-of-memory from createImageBitmap —, with
 * `image_decode_failed` otherwise.
 */
export class DecodeError extends Error {
  constructor(cause: unknown) {
    const text = cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause);
    const tooLarge = cause instanceof RangeError || /memory|too large|exceeds|size/i.test(text);
    super(tooLarge ? `image_too_large: the picture is larger than this device can decode (at most 16384 × 16384 = ${MAX_DECODE_PIXELS} pixels); ${text}` : `image_decode_failed: ${text}`);
    this.name = 'DecodeError';
  }
}

/** How long full-size GPU buffers are kept after the last export or pixel render. */
const RELEASE_AFTER_MS = 5000;

export class EditorEngine {
  private readonly images = new ImageStore();
  private readonly texts = new TextRasters();
  private readonly fonts = new ShippedFonts();
  private backend: Backend | null = null;
  private options: Required<EngineOptions> = { maxImageSize: 4088, pixelRatio: 1, forceCpu: false, colourPath: 'lut', dragColour: 'table', dragViewPixels: INTERACTIVE_VIEW_PIXELS };
  /** The document of exports, pixel renders, thumbnails and text boxes (setDocument). */
  private doc: EditorDocument | null = null;
  /** The preview's document and view, as of the last frame (redrawn after a lost context). */
  private frameDoc: EditorDocument | null = null;
  private view: ViewState = defaultView(1);
  private hasCanvas = false;
  private onEvent: (event: EngineEvent) => void = () => undefined;
  private readonly cancelled = new Set<number>();
  private queue: Promise<unknown> = Promise.resolve();
  private releaseTimer: ReturnType<typeof setTimeout> | null = null;

  init(canvas: OffscreenCanvas | null, options: EngineOptions, onEvent?: (event: EngineEvent) => void): EngineInfo {
    this.backend?.dispose();
    this.options = { forceCpu: false, colourPath: 'lut', dragColour: 'table', dragViewPixels: INTERACTIVE_VIEW_PIXELS, ...options };
    this.view = defaultView(options.pixelRatio, Math.max(1, finiteOr(this.options.dragViewPixels, INTERACTIVE_VIEW_PIXELS)));
    if (onEvent) this.onEvent = onEvent;
    this.hasCanvas = canvas !== null;
    const surface = canvas ?? new OffscreenCanvas(1, 1);
    const gl = this.options.forceCpu ? null : GlBackend.create(surface, this.images, this.texts, this.options.colourPath, this.options.dragColour, () => this.onEvent({ type: 'contextlost' }), () => this.restored());
    this.backend = gl ?? new CpuBackend(canvas, this.images, this.texts);
    if (!gl && !this.options.forceCpu) this.onEvent({ type: 'fallback', backend: 'cpu' });
    return {
      backend: this.backend.kind,
      renderer: this.backend.renderer,
      maxTextureSize: this.backend.maxTextureSize,
      maxImageSize: this.maxImageSize(),
      colourPath: gl ? gl.colourPath : 'direct',
    };
  }

  private restored(): void {
    this.onEvent({ type: 'contextrestored' });
    // Rebuild from the operation list straight away, so the picture is back without the page asking.
    if (this.hasCanvas && this.frameDoc) void this.render(null, null).catch(() => undefined);
  }

  private ready(): Backend {
    if (!this.backend) throw new Error('The editor engine is not initialised');
    return this.backend;
  }

  private maxImageSize(): number {
    return Math.max(1, Math.min(this.options.maxImageSize, this.backend?.maxTextureSize ?? DOCUMENT_LIMITS.maxSide, DOCUMENT_LIMITS.maxSide));
  }

  /** Runs tasks one after another: they share GPU state and caches. */
  private serial<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task, task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private job(jobId: number | undefined, onProgress: ProgressCallback | undefined): Job {
    return createJob(onProgress, () => jobId !== undefined && this.cancelled.has(jobId));
  }

  private finished(jobId: number | undefined): void {
    if (jobId !== undefined) this.cancelled.delete(jobId);
  }

  /**
   * Full-size renders keep their GPU buffers for the next one (an export after a check, a benchmark);
   * after a few seconds without any, they are freed — through the queue, so never mid-render.
   */
  private scheduleRelease(): void {
    if (this.releaseTimer) clearTimeout(this.releaseTimer);
    this.releaseTimer = setTimeout(() => {
      this.releaseTimer = null;
      void this.serial(async () => this.backend?.releaseMemory());
    }, RELEASE_AFTER_MS);
  }

  private store(id: string, imported: Imported): ImageInfo {
    this.images.set(id, imported.raster, imported.full);
    this.backend?.invalidate();
    return { id, ...imported.info };
  }

  async addImage(id: string, bitmap: ImageBitmap): Promise<ImageInfo> {
    return this.store(id, await importBitmap(bitmap, this.maxImageSize()));
  }

  async addImageFile(id: string, file: Blob): Promise<ImageInfo> {
    let bitmap: ImageBitmap;
    try {
      bitmap = await createImageBitmap(file, { imageOrientation: 'from-image', premultiplyAlpha: 'none' });
    } catch (error) {
      // What the browser cannot decode at all: too many pixels for it (its limit, or memory), or not a picture.
      throw new DecodeError(error);
    }
    if (bitmap.width * bitmap.height > MAX_DECODE_PIXELS) {
      bitmap.close();
      throw new DecodeError(new RangeError(`${bitmap.width} × ${bitmap.height} pixels`));
    }
    return this.addImage(id, bitmap);
  }

  async addImagePixels(id: string, width: number, height: number, data: Uint8ClampedArray): Promise<ImageInfo> {
    return this.store(id, await importPixels(width, height, data, this.maxImageSize()));
  }

  removeImage(id: string): void {
    this.images.delete(id);
    this.backend?.invalidate();
  }

  async loadFont(family: string, data: ArrayBuffer, descriptors?: FontFaceDescriptors): Promise<void> {
    const name = nextUserFaceName();
    const face = new FontFace(name, data, descriptors);
    await face.load();
    (globalThis as unknown as { fonts?: FontFaceSet }).fonts?.add(face);
    setUserFace(family, name);
    this.texts.fontsChanged();
    this.backend?.invalidate();
  }

  /** Waits for the shipped fonts `doc`'s texts use (issue 14: export waits for the font). */
  private async fontsFor(doc: EditorDocument): Promise<void> {
    if (await this.fonts.ensure(doc)) {
      this.texts.fontsChanged();
      this.backend?.invalidate();
    }
  }

  setDocument(document: EditorDocument): { repairs: string[] } {
    const restored = this.restore(document);
    this.doc = restored.document;
    return { repairs: restored.repairs };
  }

  private restore(document: EditorDocument): { document: EditorDocument; repairs: string[] } {
    const restored = restoreDocument(document);
    if (!restored.ok) throw new TypeError(`Not an editor document: ${restored.reason}`);
    return restored;
  }

  private document(): EditorDocument {
    if (!this.doc) throw new Error('No document: call setDocument first');
    return this.doc;
  }

  /** One preview frame; null document or view: the last frame's (the worker keeps them). */
  render(document: EditorDocument | null, view: ViewOptions | null, jobId?: number, onProgress?: ProgressCallback): Promise<RenderInfo> {
    // Taken at once, not in the queue: a frame cancelled before its turn still leaves its state here.
    const arrived = performance.now();
    if (document) this.frameDoc = this.restore(document).document;
    if (view) this.view = mergeView(this.view, view);
    const restore = performance.now() - arrived;
    return this.serial(async () => {
      try {
        const started = performance.now();
        const backend = this.ready();
        if (!this.frameDoc) throw new Error('No document: the first frame brings one');
        const job = onProgress || jobId !== undefined ? this.job(jobId, onProgress) : null;
        job?.check();
        await this.fontsFor(this.frameDoc);
        const result = await backend.renderView(this.frameDoc, this.view, job);
        const { geometry, picture } = result;
        // A drag frame is drawn with fewer device pixels: positions stay in CSS px all the same.
        const ratio = geometry.pixelRatio;
        return {
          backend: backend.kind,
          ms: performance.now() - started,
          pictureWidth: picture.width,
          pictureHeight: picture.height,
          renderScale: geometry.renderScale,
          frameWidth: geometry.canvasWidth,
          frameHeight: geometry.canvasHeight,
          view: { scale: geometry.displayScale / ratio, offsetX: geometry.originX / ratio, offsetY: geometry.originY / ratio },
          contextLost: result.contextLost,
          steps: { restore, queue: started - arrived - restore, ...result.steps },
        };
      } finally {
        this.finished(jobId);
      }
    });
  }

  /** Scale for an output of the requested size, within what the device can hold. */
  private outputScale(doc: EditorDocument, width?: number, height?: number): number {
    const picture = outputSize(doc, 1);
    let scale = 1;
    if (width && height) scale = Math.min(width / picture.width, height / picture.height);
    else if (width) scale = width / picture.width;
    else if (height) scale = height / picture.height;
    const limit = Math.min(this.ready().maxTextureSize, DOCUMENT_LIMITS.maxSide);
    return Math.max(1e-4, Math.min(scale, limit / Math.max(picture.width, picture.height)));
  }

  private async pixels(doc: EditorDocument, scale: number, renderer: 'engine' | 'reference' | undefined, job: Job): Promise<Raster> {
    await this.fontsFor(doc);
    if (renderer === 'reference') return renderDocumentCpu(doc, scale, this.images, this.texts, job);
    return this.ready().renderPixels(doc, scale, job);
  }

  renderPixels(options: PixelOptions, jobId: number, onProgress?: ProgressCallback): Promise<PixelsResult> {
    return this.serial(async () => {
      try {
        const started = performance.now();
        const doc = this.document();
        const raster = await this.pixels(doc, this.outputScale(doc, options.width, options.height), options.renderer, this.job(jobId, onProgress));
        return { width: raster.width, height: raster.height, data: raster.data, ms: performance.now() - started };
      } finally {
        this.finished(jobId);
        this.scheduleRelease();
      }
    });
  }

  /**
   * How an export with `options` runs: in full-size tiles (a photo kept larger than its working copy,
   * edits that allow it), or in one piece at `scale` — reduced when that is smaller than asked for.
   */
  private exportPlanOf(doc: EditorDocument, options: ExportOptions): { tiled: TiledPlan & { bitmap: ImageBitmap }; plan: ExportPlan } | { scale: number; plan: ExportPlan } {
    const backend = this.ready();
    const picture = outputSize(doc, 1);
    const only = doc.layers.length === 1 && doc.layers[0]?.kind === 'image' ? doc.layers[0] : null;
    const bitmap = options.fullSize && options.renderer !== 'reference' && only ? this.images.full(only.imageId) : undefined;
    if (options.fullSize) {
      // The photo's original size for a photo kept at full size; the document's own size otherwise.
      let requested = bitmap ? outputSize(doc, bitmap.width / Math.max(1, doc.canvas.width)) : picture;
      // Edits that keep the size or turn it by quarters: exactly the original's sides (no rounding through the working copy).
      if (bitmap && picture.width === doc.canvas.width && picture.height === doc.canvas.height) requested = { width: bitmap.width, height: bitmap.height };
      else if (bitmap && picture.width === doc.canvas.height && picture.height === doc.canvas.width) requested = { width: bitmap.height, height: bitmap.width };
      if (bitmap && backend instanceof GlBackend) {
        const tiled = tiledPlan(doc, (id) => this.images.size(id), { width: bitmap.width, height: bitmap.height }, backend.maxTextureSize);
        if (tiled.ok) {
          const tiles = tileBoxes(tiled.width, tiled.height, tiled.overlap, tiled.align).length;
          return { tiled: { ...tiled, bitmap }, plan: { width: tiled.width, height: tiled.height, tiles } };
        }
        const scale = this.outputScale(doc, requested.width, requested.height);
        // Rendered from the working copy: never larger than it is.
        const kept = Math.min(scale, 1);
        const size = outputSize(doc, kept);
        return { scale: kept, plan: { width: size.width, height: size.height, tiles: 0, reduced: { requestedWidth: requested.width, requestedHeight: requested.height, causes: tiled.causes } } };
      }
      const scale = this.outputScale(doc, picture.width, picture.height);
      const size = outputSize(doc, scale);
      const reduced = size.width < requested.width || size.height < requested.height;
      return { scale, plan: { width: size.width, height: size.height, tiles: 0, ...(reduced ? { reduced: { requestedWidth: requested.width, requestedHeight: requested.height, causes: bitmap ? ['cpu'] : ['size'] } } : {}) } };
    }
    const scale = this.outputScale(doc, options.width, options.height);
    const size = outputSize(doc, scale);
    const askedW = options.width ?? (options.height ? Math.round((picture.width * options.height) / picture.height) : picture.width);
    const askedH = options.height ?? (options.width ? Math.round((picture.height * options.width) / picture.width) : picture.height);
    const reduced = size.width < askedW - 1 || size.height < askedH - 1;
    return { scale, plan: { width: size.width, height: size.height, tiles: 0, ...(reduced ? { reduced: { requestedWidth: askedW, requestedHeight: askedH, causes: ['size'] } } : {}) } };
  }

  planExport(options: ExportOptions): ExportPlan {
    return this.exportPlanOf(this.document(), options).plan;
  }

  exportImage(options: ExportOptions, jobId: number, onProgress?: ProgressCallback): Promise<ExportResult> {
    return this.serial(async () => {
      try {
        const doc = this.document();
        const job = this.job(jobId, onProgress);
        const how = this.exportPlanOf(doc, options);
        const backend = this.ready();
        if ('tiled' in how && backend instanceof GlBackend) {
          const blob = await backend.exportTiled(how.tiled.bitmap, how.tiled, options.type, options.quality, job);
          if (blob) return { blob, width: how.plan.width, height: how.plan.height, tiles: how.plan.tiles };
        }
        const scale = 'scale' in how ? how.scale : this.outputScale(doc, doc.canvas.width, doc.canvas.height);
        const raster = await this.pixels(doc, scale, options.renderer, subJob(job, 0, 0.85));
        job.check();
        const blob = await encodeRaster(raster, options.type, options.quality);
        job.progress(1);
        const reduced = how.plan.reduced ?? ('tiled' in how ? { requestedWidth: how.plan.width, requestedHeight: how.plan.height, causes: ['gpu'] } : undefined);
        return { blob, width: raster.width, height: raster.height, ...(reduced ? { reduced } : {}) };
      } finally {
        this.finished(jobId);
        this.scheduleRelease();
      }
    });
  }

  thumbnails(options: ThumbnailOptions, jobId: number, onProgress?: ProgressCallback): Promise<Thumbnail[]> {
    return this.serial(async () => {
      try {
        const doc = this.document();
        const job = this.job(jobId, onProgress);
        const picture = outputSize(doc, 1);
        const size = Math.max(8, Math.min(1024, Math.round(options.size)));
        const scale = Math.min(1, size / Math.min(picture.width, picture.height));
        const base = outputSize(doc, scale);
        const side = Math.min(size, base.width, base.height);
        // The centre square of the current picture, then the look on it.
        const crop: Operation = { id: 'thumb_crop', type: 'crop', enabled: true, params: { x: (base.width - side) / 2 / base.width, y: (base.height - side) / 2 / base.height, width: side / base.width, height: side / base.height, ratio: '1:1' } };
        const variants = options.types.map((type): Operation[] => [crop, { id: `thumb_${type}`, type, enabled: true, params: defaultParams(type) }]);
        await this.fontsFor(doc);
        const rasters = await this.ready().renderVariants(doc, scale, variants, subJob(job, 0, 0.7));
        const thumbs: Thumbnail[] = [];
        for (const [i, raster] of rasters.entries()) {
          job.check();
          thumbs.push({ type: options.types[i] ?? '', blob: await encodeRaster(raster, hasTransparency(raster) ? 'image/png' : 'image/jpeg', 0.85) });
          job.progress(0.7 + (0.3 * (i + 1)) / rasters.length);
        }
        return thumbs;
      } finally {
        this.finished(jobId);
      }
    });
  }

  /** The live histogram: the preview's document rendered small, measured here (queued between frames). */
  histogram(): Promise<Histogram | null> {
    return this.serial(async () => {
      const doc = this.frameDoc;
      if (!doc) return null;
      const picture = outputSize(doc, 1);
      const scale = Math.min(1, HISTOGRAM_SIDE / Math.max(1, picture.width, picture.height));
      return computeHistogram(await this.ready().renderPixels(doc, scale, this.job(undefined, undefined)));
    });
  }

  async measureLayers(): Promise<LayerBox[]> {
    const doc = this.document();
    await this.fontsFor(doc);
    return doc.layers.map((layer) => {
      if (layer.kind === 'image' || layer.kind === 'shape') return { id: layer.id, width: layer.width, height: layer.height };
      if (layer.kind === 'adjustment') return { id: layer.id, width: doc.canvas.width, height: doc.canvas.height };
      const box = measureText(layer);
      return { id: layer.id, width: box.width, height: box.height };
    });
  }

  cancel(jobId: number): void {
    this.cancelled.add(jobId);
  }

  simulateContextLoss(restoreAfterMs: number): boolean {
    return this.backend instanceof GlBackend ? this.backend.simulateLoss(restoreAfterMs) : false;
  }

  dispose(): void {
    if (this.releaseTimer) clearTimeout(this.releaseTimer);
    this.backend?.dispose();
    this.backend = null;
    this.doc = null;
    this.frameDoc = null;
  }
}
