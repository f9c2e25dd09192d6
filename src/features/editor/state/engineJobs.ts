// Engine work on a given document that is not the preview: exports, pixel renders, thumbnails, text
// boxes, and handing pictures to the engine. Each job sets the worker's job document first, in the same
// queue turn; the preview's document travels with its own frames, so nothing has to be put back after.
import { outputSize } from '../../../lib/shared/editor/geometry';
import type { EditorDocument } from '../../../lib/shared/editor/types';
import { documentImageIds } from '../../../lib/shared/editor/masks';
import type { EditorEngineClient, ExportOptions, ExportPlan, ExportResult, ImageInfo, JobOptions, LayerBox, PixelsResult, Thumbnail } from '../engineClient';
import type { EngineQueue } from './engineQueue';

export class EngineJobs {
  /** Pictures handed to the engine; the ones a newly loaded document does not use are freed. */
  private readonly loadedImages = new Set<string>();

  constructor(private readonly queue: EngineQueue) {}

  /** `job` on `doc`, in its queue turn; background jobs give way to the preview (AbortError). */
  private on<T>(doc: EditorDocument, job: (engine: EditorEngineClient, signal?: AbortSignal) => Promise<T>, background?: { signal?: AbortSignal }): Promise<T> {
    const task = async (engine: EditorEngineClient, signal?: AbortSignal): Promise<T> => {
      await engine.setDocument(doc);
      return job(engine, signal);
    };
    return background ? this.queue.runBackground(task, background.signal) : this.queue.run((engine) => task(engine));
  }

  exportImage(doc: EditorDocument, options: ExportOptions, job: JobOptions): Promise<ExportResult> {
    return this.on(doc, (engine) => engine.exportImage(options, job));
  }

  planExport(doc: EditorDocument, options: ExportOptions): Promise<ExportPlan> {
    return this.on(doc, (engine) => engine.planExport(options));
  }

  /** Thumbnails wait for the preview: a new frame cancels them (AbortError), the caller tries again. */
  thumbnails(doc: EditorDocument, size: number, types: readonly string[], job: JobOptions = {}): Promise<Thumbnail[]> {
    return this.on(doc, (engine, signal) => engine.thumbnails({ size, types }, { signal, onProgress: job.onProgress }), { signal: job.signal });
  }

  /** A small JPEG of the picture for the project list; waits for the preview like the look thumbnails. */
  projectThumbnail(doc: EditorDocument, side: number, signal?: AbortSignal): Promise<Blob> {
    const size = outputSize(doc, 1);
    const scale = Math.min(1, side / Math.max(size.width, size.height));
    const width = Math.max(1, Math.round(size.width * scale));
    return this.on(doc, async (engine, abort) => (await engine.exportImage({ type: 'image/jpeg', quality: 0.8, width }, { signal: abort })).blob, { signal });
  }

  referencePixels(doc: EditorDocument, size: { width?: number; height?: number }): Promise<PixelsResult> {
    return this.on(doc, (engine) => engine.referencePixels(size));
  }

  renderPixels(doc: EditorDocument, size: { width?: number; height?: number }): Promise<PixelsResult> {
    return this.on(doc, (engine) => engine.renderPixels(size));
  }

  measureLayers(doc: EditorDocument): Promise<LayerBox[]> {
    return this.on(doc, (engine) => engine.measureLayers());
  }

  /** Hands a picture to the engine (between frames, never during one). */
  loadImage(id: string, source: Blob | ImageBitmap): Promise<ImageInfo> {
    this.loadedImages.add(id);
    return this.queue.run((engine) => engine.loadImage(id, source));
  }

  removeImage(id: string): Promise<void> {
    this.loadedImages.delete(id);
    return this.queue.run((engine) => engine.removeImage(id));
  }

  /** Frees the pictures `doc` does not use. */
  keepOnly(doc: EditorDocument): void {
    const used = new Set(documentImageIds(doc));
    for (const id of [...this.loadedImages]) if (!used.has(id)) void this.removeImage(id).catch(() => undefined);
  }
}
