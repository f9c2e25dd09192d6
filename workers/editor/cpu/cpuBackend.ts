// The CPU backend: where WebGL2 is missing (or refused), the CPU reference renders everything and the
// view is drawn with the 2D canvas API. Slower, same pixels.
import { isGeometryType, outputSize, type Size } from '../../../src/lib/shared/editor/geometry';
import type { EditorDocument, Operation } from '../../../src/lib/shared/editor/types';
import type { Backend, ViewResult } from '../backend';
import type { ImageStore } from '../images';
import { UNTRACKED, type Job } from '../jobs';
import type { Raster } from '../raster';
import type { TextRasters } from '../text';
import { viewGeometry, type ViewGeometry, type ViewState } from '../view';
import { applyOperationsCpu, renderDocumentCpu } from './cpuRenderer';

/** The largest canvas side the CPU path renders the view at; exports are not limited by it. */
const CPU_MAX_SIDE = 8192;

interface CachedRaster {
  key: string;
  canvas: OffscreenCanvas;
}

function toCanvas(raster: Raster): OffscreenCanvas {
  const canvas = new OffscreenCanvas(raster.width, raster.height);
  canvas.getContext('2d')?.putImageData(new ImageData(raster.data as Uint8ClampedArray<ArrayBuffer>, raster.width, raster.height), 0, 0);
  return canvas;
}

export class CpuBackend implements Backend {
  readonly kind = 'cpu' as const;
  readonly renderer = 'cpu';
  readonly maxTextureSize = CPU_MAX_SIDE;
  private after: CachedRaster | null = null;
  private before: CachedRaster | null = null;
  private checker: CanvasPattern | null = null;

  constructor(
    private readonly canvas: OffscreenCanvas | null,
    private readonly images: ImageStore,
    private readonly texts: TextRasters,
  ) {}

  renderPixels(doc: EditorDocument, scale: number, job: Job): Promise<Raster> {
    return renderDocumentCpu(doc, scale, this.images, this.texts, job);
  }

  async renderVariants(doc: EditorDocument, scale: number, variants: Operation[][], job: Job): Promise<Raster[]> {
    const base = await renderDocumentCpu(doc, scale, this.images, this.texts, UNTRACKED);
    const out: Raster[] = [];
    for (const [i, ops] of variants.entries()) {
      out.push(await applyOperationsCpu(ops, base, scale, UNTRACKED));
      job.check();
      job.progress((i + 1) / variants.length);
    }
    return out;
  }

  invalidate(): void {
    this.after = null;
    this.before = null;
  }

  releaseMemory(): void {
    // Nothing pooled: rasters are garbage once a render has handed them over.
  }

  private async cached(slot: 'after' | 'before', doc: EditorDocument, scale: number, job: Job | null): Promise<OffscreenCanvas> {
    const key = JSON.stringify([doc.canvas, doc.layers, doc.operations, scale]);
    const current = this[slot];
    if (current?.key === key) return current.canvas;
    const canvas = toCanvas(await renderDocumentCpu(doc, scale, this.images, this.texts, job ?? UNTRACKED));
    this[slot] = { key, canvas };
    return canvas;
  }

  async renderView(doc: EditorDocument, view: ViewState, job: Job | null): Promise<ViewResult> {
    const picture: Size = outputSize(doc, 1);
    const geometry = viewGeometry(view, picture, CPU_MAX_SIDE);
    const after = await this.cached('after', doc, geometry.renderScale, job);
    const before = view.compare === 'off' ? null : await this.cached('before', { ...doc, operations: doc.operations.filter((op) => isGeometryType(op.type)) }, geometry.renderScale, null);
    if (this.canvas) this.draw(this.canvas, view, geometry, picture, after, before);
    return { geometry, picture, contextLost: false };
  }

  private draw(canvas: OffscreenCanvas, view: ViewState, g: ViewGeometry, picture: Size, after: OffscreenCanvas, before: OffscreenCanvas | null): void {
    if (canvas.width !== g.canvasWidth) canvas.width = g.canvasWidth;
    if (canvas.height !== g.canvasHeight) canvas.height = g.canvasHeight;
    const ctx = canvas.getContext('2d');
    if (!ctx) return;
    const [r, gr, b, a] = view.background.map((v) => Math.round(v * 255));
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.fillStyle = `rgba(${r}, ${gr}, ${b}, ${(a ?? 255) / 255})`;
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    const w = picture.width * g.displayScale;
    const h = picture.height * g.displayScale;
    if (!this.checker) {
      const tile = new OffscreenCanvas(16, 16);
      const t = tile.getContext('2d');
      if (t) {
        t.fillStyle = '#cccccc';
        t.fillRect(0, 0, 16, 16);
        t.fillStyle = '#9e9e9e';
        t.fillRect(8, 0, 8, 8);
        t.fillRect(0, 8, 8, 8);
      }
      this.checker = ctx.createPattern(tile, 'repeat');
    }
    if (this.checker) {
      ctx.fillStyle = this.checker;
      ctx.fillRect(g.originX, g.originY, w, h);
    }
    ctx.imageSmoothingEnabled = true;
    ctx.imageSmoothingQuality = 'high';
    if (view.compare === 'before' && before) ctx.drawImage(before, g.originX, g.originY, w, h);
    else ctx.drawImage(after, g.originX, g.originY, w, h);
    if (view.compare === 'split' && before) {
      const split = g.originX + view.comparePosition * w;
      ctx.save();
      ctx.beginPath();
      ctx.rect(g.originX, g.originY, split - g.originX, h);
      ctx.clip();
      ctx.drawImage(before, g.originX, g.originY, w, h);
      ctx.restore();
      ctx.fillStyle = '#ffffff';
      ctx.fillRect(split - 1, g.originY, 2, h);
    }
  }

  dispose(): void {
    this.invalidate();
  }
}
