/**
 * engineClient — the one main-thread door to the editor engine (workers/editor/editor.worker.ts, WebGL2
 * in a worker with a CPU fallback). Components call this module only; they never touch Comlink or the
 * worker. One engine per editor view; dispose() ends its worker.
 *
 *   const engine = await createEditorEngine(canvasEl, { maxImageSize, pixelRatio })  // from the compat result
 *   engine.info                          → { backend: 'webgl2' | 'cpu', renderer, maxTextureSize, maxImageSize, colourPath }
 *   engine.onEvent(e => …)               → 'contextlost' | 'contextrestored' (the engine redraws by itself) | 'fallback'
 *   await engine.loadImage(id, fileOrBitmap) → ImageInfo; `scaledDown` → show t('editor_notice_image_scaled', …)
 *   await engine.loadPixels(id, w, h, rgba)  → ImageInfo (raw RGBA, transferred)
 *   await engine.removeImage(id) · await engine.loadFont(family, bytes)
 *   await engine.render(doc, view, { signal, onProgress }) → RenderInfo — one preview frame, one message: the
 *                                          document and view go along only when they differ from the last
 *                                          frame's (the worker keeps them). view: { width, height (CSS px),
 *                                          zoom (1 = fit), centerX/centerY (0..1), compare: 'off'|'split'|'before',
 *                                          comparePosition, background, interactive (true while dragging) }.
 *                                          Which frame to draw is the caller's choice (the editor's EngineQueue).
 *                                          RenderInfo.view maps picture pixels to CSS px: x = offsetX + px · scale
 *   await engine.setDocument(doc)         → the document of the jobs below (not the preview's)
 *   await engine.exportImage({ type, quality, width?, height? }, { signal, onProgress }) → { blob, width, height }
 *   await engine.renderPixels({ width?, height? }, { signal }) → { width, height, data } (engine render, read back)
 *   await engine.referencePixels({ width?, height? })    → the same through the CPU reference (e2e pixel check)
 *   await engine.referenceImage({ width?, height? })     → PNG Blob of the CPU reference render
 *   await engine.thumbnails({ size, types }, { signal, onProgress }) → [{ type, blob }] of the user's own picture
 *   await engine.measureLayers()          → [{ id, width, height }] layer boxes (text measured) for hit tests
 *   await engine.histogram()              → { bins, luminance, red, green, blue } of the last frame, or null
 *   engine.dispose()
 *
 * Slow calls take an AbortSignal: aborting rejects with an AbortError at once and stops the worker's job at
 * its next check. The canvas is transferred to the worker: a canvas element can be handed over only once.
 */
import { proxy, transfer, wrap, type Remote } from 'comlink';
import type { EditorDocument } from '../../lib/shared/editor/types';
import { userFontsIn } from '../../lib/userFonts/store';
import type {
  EditorEngineApi,
  EngineEvent,
  EngineInfo,
  EngineOptions,
  ExportOptions,
  ExportPlan,
  ExportType,
  ExportResult,
  Histogram,
  ImageInfo,
  LayerBox,
  PixelOptions,
  PixelsResult,
  RenderInfo,
  Thumbnail,
  ThumbnailOptions,
  ViewOptions,
} from '../../../workers/editor/api';

export type { EngineEvent, EngineInfo, EngineOptions, ExportOptions, ExportPlan, ExportResult, ExportType, Histogram, ImageInfo, LayerBox, PixelsResult, RenderInfo, Thumbnail, ThumbnailOptions, ViewOptions };

export interface JobOptions {
  signal?: AbortSignal;
  /** 0..1 */
  onProgress?: (fraction: number) => void;
}

function abortError(): DOMException {
  return new DOMException('The operation was aborted.', 'AbortError');
}

export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

const VIEW_KEYS = ['width', 'height', 'pixelRatio', 'zoom', 'centerX', 'centerY', 'compare', 'comparePosition', 'background', 'interactive'] as const;

export function sameView(a: ViewOptions, b: ViewOptions): boolean {
  return VIEW_KEYS.every((key) => a[key] === b[key]);
}

export class EditorEngineClient {
  private nextJob = 1;
  private listeners = new Set<(event: EngineEvent) => void>();
  /** What the worker's preview holds (sent with the last frame). */
  private frameDoc: EditorDocument | null = null;
  private frameView: ViewOptions | null = null;
  /** The user fonts (by asset id) this worker has been sent. */
  private readonly sentFonts = new Set<string>();

  constructor(
    private readonly worker: Worker,
    private readonly api: Remote<EditorEngineApi>,
    public info: EngineInfo,
  ) {}

  /** Internal: called by the worker through a proxy. */
  emit(event: EngineEvent): void {
    for (const listener of this.listeners) listener(event);
  }

  onEvent(listener: (event: EngineEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Runs a cancellable worker job: abort rejects at once and tells the worker to stop. */
  private job<T>(options: JobOptions, run: (jobId: number, onProgress?: (f: number) => void) => Promise<T>): Promise<T> {
    const { signal, onProgress } = options;
    if (signal?.aborted) return Promise.reject(abortError());
    const jobId = this.nextJob++;
    const work = run(jobId, onProgress ? proxy(onProgress) : undefined);
    if (!signal) return work;
    return new Promise<T>((resolve, reject) => {
      const onAbort = (): void => {
        void this.api.cancel(jobId);
        reject(abortError());
      };
      signal.addEventListener('abort', onAbort, { once: true });
      work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
    });
  }

  /** A file is decoded in the worker (the page never holds a 50 MP photo's pixels); a bitmap is transferred. */
  async loadImage(id: string, source: Blob | ImageBitmap): Promise<ImageInfo> {
    if (source instanceof Blob) return this.api.addImageFile(id, source);
    return this.api.addImage(id, transfer(source, [source]));
  }

  loadPixels(id: string, width: number, height: number, data: Uint8ClampedArray): Promise<ImageInfo> {
    return this.api.addImagePixels(id, width, height, transfer(data, [data.buffer]));
  }

  removeImage(id: string): Promise<void> {
    return this.api.removeImage(id);
  }

  loadFont(family: string, data: ArrayBuffer, descriptors?: FontFaceDescriptors): Promise<void> {
    return this.api.loadFont(family, data, descriptors);
  }

  /**
   * Sends the worker the user's own fonts `doc` uses that it has not got yet (issue 16), so no frame or
   * export draws them in the fallback; null when there are none to send.
   */
  private userFontsFor(doc: EditorDocument): Promise<void> | null {
    const fresh = userFontsIn(doc).filter((font) => !this.sentFonts.has(font.id));
    if (fresh.length === 0) return null;
    for (const font of fresh) this.sentFonts.add(font.id);
    const sends = fresh.map((font) =>
      this.api.loadFont(font.family, font.bytes.slice(0)).catch(() => {
        // A file the worker could not read is drawn in the fallback; a later document tries again.
        this.sentFonts.delete(font.id);
      }),
    );
    return Promise.all(sends).then(() => undefined);
  }

  async setDocument(doc: EditorDocument): Promise<{ repairs: string[] }> {
    await this.userFontsFor(doc);
    return this.api.setDocument(doc);
  }

  /**
   * One preview frame in one call. The worker keeps the last frame's document and view, so they travel
   * only when they changed (a pan sends the view, a slider step the document, a redraw neither).
   */
  render(doc: EditorDocument, view: ViewOptions, options: JobOptions = {}): Promise<RenderInfo> {
    const fonts = this.userFontsFor(doc);
    return fonts ? fonts.then(() => this.renderFrame(doc, view, options)) : this.renderFrame(doc, view, options);
  }

  private renderFrame(doc: EditorDocument, view: ViewOptions, options: JobOptions): Promise<RenderInfo> {
    const sendDoc = doc === this.frameDoc ? null : doc;
    const sendView = this.frameView && sameView(this.frameView, view) ? null : view;
    this.frameDoc = doc;
    this.frameView = view;
    return this.job(options, (jobId, onProgress) => this.api.render(sendDoc, sendView, jobId, onProgress)).catch((error: unknown) => {
      // A frame that failed may not have reached the worker: send everything with the next one.
      if (!isAbortError(error)) {
        this.frameDoc = null;
        this.frameView = null;
      }
      throw error;
    });
  }

  exportImage(options: ExportOptions, job: JobOptions = {}): Promise<ExportResult> {
    return this.job(job, (jobId, onProgress) => this.api.exportImage(options, jobId, onProgress));
  }

  /** The size an export with these options gives, and whether (and why) it is reduced; renders nothing. */
  planExport(options: ExportOptions): Promise<ExportPlan> {
    return this.api.planExport(options);
  }

  renderPixels(options: PixelOptions = {}, job: JobOptions = {}): Promise<PixelsResult> {
    return this.job(job, (jobId, onProgress) => this.api.renderPixels(options, jobId, onProgress));
  }

  /** The current document rendered by the CPU reference (what the GPU output is checked against). */
  referencePixels(options: Omit<PixelOptions, 'renderer'> = {}, job: JobOptions = {}): Promise<PixelsResult> {
    return this.renderPixels({ ...options, renderer: 'reference' }, job);
  }

  /** The CPU reference render as a lossless PNG. */
  async referenceImage(options: { width?: number; height?: number } = {}, job: JobOptions = {}): Promise<Blob> {
    return (await this.exportImage({ type: 'image/png', ...options, renderer: 'reference' }, job)).blob;
  }

  thumbnails(options: ThumbnailOptions, job: JobOptions = {}): Promise<Thumbnail[]> {
    return this.job(job, (jobId, onProgress) => this.api.thumbnails(options, jobId, onProgress));
  }

  measureLayers(): Promise<LayerBox[]> {
    return this.api.measureLayers();
  }

  /** Luminance and RGB histogram of the last frame's picture (measured in the worker on a small render). */
  histogram(): Promise<Histogram | null> {
    return this.api.histogram();
  }

  /** Test hook: loses the WebGL context now and restores it after `restoreAfterMs`. */
  simulateContextLoss(restoreAfterMs = 50): Promise<boolean> {
    return this.api.simulateContextLoss(restoreAfterMs);
  }

  dispose(): void {
    void this.api.dispose().finally(() => this.worker.terminate());
    this.listeners.clear();
  }
}

/** Starts an engine worker; `canvas` (or null for an engine that only exports) is transferred to it. */
export async function createEditorEngine(canvas: HTMLCanvasElement | OffscreenCanvas | null, options: EngineOptions): Promise<EditorEngineClient> {
  const worker = new Worker(new URL('../../../workers/editor/editor.worker.ts', import.meta.url), { type: 'module' });
  const api = wrap<EditorEngineApi>(worker);
  let client: EditorEngineClient | null = null;
  const onEvent = proxy((event: EngineEvent) => client?.emit(event));
  const offscreen = canvas && 'transferControlToOffscreen' in canvas ? canvas.transferControlToOffscreen() : canvas;
  try {
    const info = await api.init(offscreen ? transfer(offscreen, [offscreen]) : null, options, onEvent);
    client = new EditorEngineClient(worker, api, info);
    return client;
  } catch (error) {
    worker.terminate();
    throw error;
  }
}
