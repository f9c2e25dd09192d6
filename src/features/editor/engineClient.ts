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
 *   await engine.update(doc, view?)      → RenderInfo | null — sets the document (and view) and draws; calls made
 *                                          while one is drawing collapse into the latest (slider drags); a
 *                                          superseded call resolves null. view: { width, height (CSS px),
 *                                          zoom (1 = fit), centerX/centerY (0..1), compare: 'off'|'split'|'before',
 *                                          comparePosition, background, interactive (true while dragging) }
 *   await engine.setView(view) · await engine.render({ signal, onProgress })  → RenderInfo
 *                                          RenderInfo.view maps picture pixels to CSS px: x = offsetX + px · scale
 *   await engine.exportImage({ type, quality, width?, height? }, { signal, onProgress }) → { blob, width, height }
 *   await engine.renderPixels({ width?, height? }, { signal }) → { width, height, data } (engine render, read back)
 *   await engine.referencePixels({ width?, height? })    → the same through the CPU reference (e2e pixel check)
 *   await engine.referenceImage({ width?, height? })     → PNG Blob of the CPU reference render
 *   await engine.thumbnails({ size, types }, { signal, onProgress }) → [{ type, blob }] of the user's own picture
 *   await engine.measureLayers()          → [{ id, width, height }] layer boxes (text measured) for hit tests
 *   engine.dispose()
 *
 * Slow calls take an AbortSignal: aborting rejects with an AbortError at once and stops the worker's job at
 * its next check. The canvas is transferred to the worker: a canvas element can be handed over only once.
 */
import { proxy, transfer, wrap, type Remote } from 'comlink';
import type { EditorDocument } from '../../lib/shared/editor/types';
import type {
  EditorEngineApi,
  EngineEvent,
  EngineInfo,
  EngineOptions,
  ExportOptions,
  ExportResult,
  ImageInfo,
  LayerBox,
  PixelOptions,
  PixelsResult,
  RenderInfo,
  Thumbnail,
  ThumbnailOptions,
  ViewOptions,
} from '../../../workers/editor/api';

export type { EngineEvent, EngineInfo, EngineOptions, ExportOptions, ExportResult, ImageInfo, LayerBox, PixelsResult, RenderInfo, Thumbnail, ThumbnailOptions, ViewOptions };

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

export class EditorEngineClient {
  private nextJob = 1;
  private listeners = new Set<(event: EngineEvent) => void>();
  private ticket = 0;
  private drawing: Promise<unknown> = Promise.resolve();

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

  async loadImage(id: string, source: Blob | ImageBitmap): Promise<ImageInfo> {
    const bitmap = source instanceof Blob ? await createImageBitmap(source, { imageOrientation: 'from-image', premultiplyAlpha: 'none' }) : source;
    return this.api.addImage(id, transfer(bitmap, [bitmap]));
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

  setDocument(doc: EditorDocument): Promise<{ repairs: string[] }> {
    return this.api.setDocument(doc);
  }

  setView(view: ViewOptions): Promise<void> {
    return this.api.setView(view);
  }

  render(options: JobOptions = {}): Promise<RenderInfo> {
    return this.job(options, (jobId, onProgress) => this.api.render(jobId, onProgress));
  }

  /**
   * Document (and view) in, picture drawn. While a frame is being drawn, further calls wait and only the
   * latest of them draws: the others resolve null. This keeps slider drags at the engine's frame rate.
   */
  async update(doc: EditorDocument, view?: ViewOptions): Promise<RenderInfo | null> {
    const ticket = ++this.ticket;
    await this.drawing.catch(() => undefined);
    if (ticket !== this.ticket) return null;
    const frame = (async () => {
      await this.api.setDocument(doc);
      if (view) await this.api.setView(view);
      return this.api.render();
    })();
    this.drawing = frame;
    try {
      return await frame;
    } catch (error) {
      if (isAbortError(error)) return null;
      throw error;
    }
  }

  exportImage(options: ExportOptions, job: JobOptions = {}): Promise<ExportResult> {
    return this.job(job, (jobId, onProgress) => this.api.exportImage(options, jobId, onProgress));
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
