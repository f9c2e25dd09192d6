// The WebGL2 backend on the (transferred or worker-made) OffscreenCanvas. It survives a lost context:
// every GPU object is remade from the image store and the document on the next render, and the view is
// redrawn as soon as the context is restored. While it is lost, pixels come from the CPU reference.
import { isBrushOperation } from '../../../src/lib/shared/editor/brushCatalogue';
import { isGeometryType, outputSize, type Size } from '../../../src/lib/shared/editor/geometry';
import type { EditorDocument, Operation } from '../../../src/lib/shared/editor/types';
import type { DragColour, ExportType } from '../api';
import type { Backend, ViewResult } from '../backend';
import type { PixelBox } from '../brush/coverage';
import { applyOperationsCpu, renderDocumentCpu } from '../cpu/cpuRenderer';
import type { ImageStore } from '../images';
import type { Job } from '../jobs';
import type { Raster } from '../raster';
import type { TextRasters } from '../text';
import { planComposition } from '../pipeline/layers';
import { buildPlan } from '../pipeline/plan';
import { viewGeometry, type ViewGeometry, type ViewState } from '../view';
import { GlContext, type GlTexture } from './glContext';
import { LiveBrushes, type LiveBrush } from './glLiveBrush';
import { LUT_SIZE, LUT_SIZE_INTERACTIVE, type ColourPath } from './glPasses';
import { GlRenderer } from './glRenderer';
import { renderTiled, type TiledPlan } from './glTiles';
import { drawView, type ViewColour } from './glView';

interface CachedRender {
  key: string;
  texture: GlTexture;
}

/**
 * The canvas rectangle (GL scissor: x, y from the bottom, width, height) that shows the render pixels in
 * `box` of `texture`, with a margin for the view's bilinear filter.
 */
function canvasRect(box: PixelBox, texture: GlTexture, geometry: ViewGeometry, picture: Size): [number, number, number, number] {
  const sx = (picture.width * geometry.displayScale) / texture.width;
  const sy = (picture.height * geometry.displayScale) / texture.height;
  const mx = Math.ceil(sx) + 2;
  const my = Math.ceil(sy) + 2;
  const x0 = Math.max(0, Math.floor(geometry.originX + box[0] * sx) - mx);
  const x1 = Math.min(geometry.canvasWidth, Math.ceil(geometry.originX + box[2] * sx) + mx);
  const top = Math.max(0, Math.floor(geometry.originY + box[1] * sy) - my);
  const bottom = Math.min(geometry.canvasHeight, Math.ceil(geometry.originY + box[3] * sy) + my);
  return [x0, geometry.canvasHeight - bottom, Math.max(0, x1 - x0), Math.max(0, bottom - top)];
}

export class GlBackend implements Backend {
  readonly kind = 'webgl2' as const;
  readonly renderer: string;
  readonly maxTextureSize: number;
  private readonly ctx: GlContext;
  private readonly glRenderer: GlRenderer;
  private after: CachedRender | null = null;
  private before: CachedRender | null = null;
  /** While a brush stroke is drawn: the picture before the brush operation, so a frame redoes only the brush. */
  private brushBase: CachedRender | null = null;
  private readonly liveBrushes: LiveBrushes;
  /** The canvas shows the last live brush frame of `live` in this view: the next one redraws only what changed. */
  private canvasShows: { live: LiveBrush; viewKey: string } | null = null;
  /** The canvas shows `texture` (the cached "after") in this view: the next frame may redraw only what changed in it. */
  private viewShows: { texture: GlTexture; viewKey: string } | null = null;

  private constructor(
    private readonly canvas: OffscreenCanvas,
    gl: WebGL2RenderingContext,
    private readonly images: ImageStore,
    private readonly texts: TextRasters,
    colourPath: ColourPath,
    private readonly dragColour: DragColour,
    onLost: () => void,
    onRestored: () => void,
  ) {
    this.ctx = new GlContext(gl);
    this.maxTextureSize = this.ctx.maxTextureSize;
    const debug = gl.getExtension('WEBGL_debug_renderer_info');
    this.renderer = String(gl.getParameter(debug ? debug.UNMASKED_RENDERER_WEBGL : gl.RENDERER));
    this.glRenderer = new GlRenderer(this.ctx, images, texts, colourPath);
    this.liveBrushes = new LiveBrushes(this.ctx, () => this.glRenderer.passes);
    canvas.addEventListener('webglcontextlost', (event) => {
      // Without preventDefault the browser would never give the context back.
      event.preventDefault();
      this.forget();
      onLost();
    });
    canvas.addEventListener('webglcontextrestored', () => {
      this.ctx.reset();
      this.forget();
      onRestored();
    });
  }

  /** null where the browser has no WebGL2 on OffscreenCanvas (the engine then uses the CPU). */
  static create(canvas: OffscreenCanvas, images: ImageStore, texts: TextRasters, colourPath: ColourPath, dragColour: DragColour, onLost: () => void, onRestored: () => void): GlBackend | null {
    let gl: WebGL2RenderingContext | null = null;
    try {
      gl = canvas.getContext('webgl2', { alpha: false, antialias: false, depth: false, stencil: false, premultipliedAlpha: false, preserveDrawingBuffer: true, powerPreference: 'high-performance' });
    } catch {
      gl = null;
    }
    return gl ? new GlBackend(canvas, gl, images, texts, colourPath, dragColour, onLost, onRestored) : null;
  }

  get colourPath(): ColourPath {
    return this.glRenderer.passes.colourPath;
  }

  /** Cached renders point at GPU objects: after a loss or an invalidation they must go. */
  private forget(): void {
    this.after = null;
    this.before = null;
    this.brushBase = null;
    this.liveBrushes.forget();
    this.canvasShows = null;
    this.viewShows = null;
    this.glRenderer.reset();
  }

  invalidate(): void {
    if (!this.ctx.isLost()) {
      this.ctx.release(this.after?.texture);
      this.ctx.release(this.before?.texture);
      this.ctx.release(this.brushBase?.texture);
      this.glRenderer.prune();
    }
    this.after = null;
    this.before = null;
    this.brushBase = null;
    this.viewShows = null;
    this.liveBrushes.drop(true);
  }

  get lost(): boolean {
    return this.ctx.isLost();
  }

  /** WEBGL_lose_context, for tests of the recovery path. */
  simulateLoss(restoreAfterMs: number): boolean {
    const ext = this.ctx.gl.getExtension('WEBGL_lose_context');
    if (!ext) return false;
    ext.loseContext();
    setTimeout(() => ext.restoreContext(), restoreAfterMs);
    return true;
  }

  async renderPixels(doc: EditorDocument, scale: number, job: Job): Promise<Raster> {
    if (this.lost) return renderDocumentCpu(doc, scale, this.images, this.texts, job);
    const texture = await this.glRenderer.render(doc, scale, job);
    let data: Uint8Array;
    try {
      data = await this.ctx.readPixels(texture);
    } finally {
      this.ctx.release(texture);
    }
    // Lost half-way, the GPU's answer is empty: the CPU reference gives the same picture.
    if (this.lost) return renderDocumentCpu(doc, scale, this.images, this.texts, job);
    return { width: texture.width, height: texture.height, data: new Uint8ClampedArray(data.buffer) };
  }

  /**
   * A full-size export of a photo larger than the GPU holds, in tiles (glTiles.ts), encoded; null when
   * the context is lost (the caller then exports the working copy).
   */
  async exportTiled(bitmap: ImageBitmap, tiled: TiledPlan, type: ExportType, quality: number | undefined, job: Job): Promise<Blob | null> {
    if (this.lost) return null;
    const blob = await renderTiled(this.ctx, this.glRenderer.passes, bitmap, tiled, type, quality, job);
    return this.lost ? null : blob;
  }

  /** Full-size textures and the readback buffer are kept between renders; this lets them go. */
  releaseMemory(): void {
    if (this.lost) return;
    this.ctx.trimPool();
    this.ctx.shrinkReadback();
  }

  async renderVariants(doc: EditorDocument, scale: number, variants: Operation[][], job: Job): Promise<Raster[]> {
    if (this.lost) {
      const base = await renderDocumentCpu(doc, scale, this.images, this.texts, job);
      const out: Raster[] = [];
      for (const ops of variants) out.push(await applyOperationsCpu(ops, base, scale, job));
      return out;
    }
    const base = await this.glRenderer.render(doc, scale, null);
    const out: Raster[] = [];
    try {
      for (const [i, ops] of variants.entries()) {
        job.check();
        const texture = await this.glRenderer.applyOperations(ops, base, scale, null);
        const data = await this.ctx.readPixels(texture);
        this.ctx.release(texture);
        out.push({ width: texture.width, height: texture.height, data: new Uint8ClampedArray(data.buffer) });
        job.progress((i + 1) / variants.length);
      }
    } finally {
      this.ctx.release(base);
    }
    return out;
  }

  private async cached(slot: 'after' | 'before', key: string, doc: EditorDocument, scale: number, job: Job | null): Promise<GlTexture> {
    const current = this[slot];
    if (current?.key === key) return current.texture;
    // The last picture may come back updated in place (a designer drag: only round the moved layers).
    const texture = await this.glRenderer.render(doc, scale, job, current?.texture ?? null);
    if (texture !== current?.texture) this.ctx.release(current?.texture);
    this[slot] = { key, texture };
    return texture;
  }

  /**
   * The composed picture has no transparent pixel: one opaque photo filling the canvas, or layers over
   * an opaque background. Colour steps keep alpha, so a drag frame of it needs no checkerboard.
   */
  private opaque(doc: EditorDocument, scale: number): boolean {
    const composition = planComposition(doc, scale, (id) => this.images.size(id));
    if (composition.kind === 'layers') return composition.background[3] >= 1;
    return this.images.opaque(composition.imageId);
  }

  /**
   * A drag frame of a picture whose steps are all colour steps (the adjust sliders' case): the composed
   * picture goes straight into the view with their lookup table applied, one pass at view size. false
   * where that does not hold (the picture-size render then runs as for any other frame).
   */
  private async dragFrame(doc: EditorDocument, view: ViewState, geometry: ViewGeometry, picture: Size, steps: Record<string, number>): Promise<boolean> {
    if (!view.interactive || view.compare !== 'off' || this.colourPath !== 'lut') return false;
    if (doc.layers.some((l) => (l.kind === 'text' || l.kind === 'shape') && l.visible)) return false;
    const scale = geometry.renderScale;
    let t = performance.now();
    const lap = (name: string): void => {
      const now = performance.now();
      steps[name] = now - t;
      t = now;
    };
    const input = await this.glRenderer.composedAt(doc, scale);
    lap('compose');
    const plan = buildPlan(doc.operations, input.width, input.height, scale);
    const pass = plan.passes[0];
    if (plan.passes.length > 1 || (pass && (pass.stage || !pass.tail.every((step) => step.def.lut)))) return false;
    lap('plan');
    const tail = pass?.tail ?? [];
    const passes = this.glRenderer.passes;
    let colour: ViewColour | null = null;
    if (tail.length > 0) colour = this.dragColour === 'code' ? { steps: tail } : { lut: passes.bakeLut(tail) };
    lap('table');
    drawView(this.ctx, this.canvas, view, geometry, picture, input, null, colour, this.opaque(doc, scale));
    lap('view');
    // The composed picture may be a source texture: its kernels expect nearest filtering back.
    const { gl } = this.ctx;
    gl.bindTexture(gl.TEXTURE_2D, input.texture);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.NEAREST);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, gl.NEAREST);
    return true;
  }

  /**
   * A frame while a brush stroke is drawn (the last operation is a brush, the view interactive): the
   * picture before that operation is kept, so each frame runs only the brush's pass and the view draw,
   * however long the chain below it. false where that does not hold.
   */
  private async brushFrame(doc: EditorDocument, view: ViewState, geometry: ViewGeometry, picture: Size, steps: Record<string, number>, canvasBefore: { live: LiveBrush; viewKey: string } | null): Promise<boolean> {
    const last = doc.operations[doc.operations.length - 1];
    if (!view.interactive || view.compare !== 'off' || !last?.enabled || !isBrushOperation(last.type)) {
      // The blur kept for the brush stays while its operation is last (the next stroke reads it again).
      this.liveBrushes.drop(!last || !isBrushOperation(last.type));
      return false;
    }
    if (doc.layers.some((l) => (l.kind === 'text' || l.kind === 'shape') && l.visible)) {
      this.liveBrushes.drop();
      return false;
    }
    const scale = geometry.renderScale;
    let t = performance.now();
    const below: EditorDocument = { ...doc, operations: doc.operations.slice(0, -1) };
    const key = JSON.stringify([below.canvas, below.layers, below.operations, scale, this.colourPath, this.glRenderer.passes.lutSize]);
    if (this.brushBase?.key !== key) {
      const texture = await this.glRenderer.render(below, scale, null);
      this.ctx.release(this.brushBase?.texture);
      this.brushBase = { key, texture };
    }
    steps.below = performance.now() - t;
    const opaque = this.opaque(doc, scale);
    const kept = await this.liveBrushes.frame(last, this.brushBase.texture, key, scale, steps);
    if (kept) {
      const { live, changed } = kept;
      const viewKey = JSON.stringify([geometry, picture, view.background, opaque]);
      // The canvas keeps its drawing buffer: when it shows this stroke's last frame in this view, only
      // the part of it over the changed box is drawn again (nothing at all when no dab was added).
      const shown = canvasBefore?.live === live && canvasBefore.viewKey === viewKey;
      if (!shown) drawView(this.ctx, this.canvas, view, geometry, picture, live.out, null, null, opaque);
      else if (changed) drawView(this.ctx, this.canvas, view, geometry, picture, live.out, null, null, opaque, canvasRect(changed, live.out, geometry, picture));
      this.canvasShows = { live, viewKey };
      return true;
    }
    t = performance.now();
    const out = await this.glRenderer.applyOperations([last], this.brushBase.texture, scale, null);
    steps.brush = performance.now() - t;
    drawView(this.ctx, this.canvas, view, geometry, picture, out, null, null, opaque);
    this.ctx.release(out);
    return true;
  }

  async renderView(doc: EditorDocument, view: ViewState, job: Job | null): Promise<ViewResult> {
    const picture: Size = outputSize(doc, 1);
    const geometry = viewGeometry(view, picture, this.maxTextureSize);
    if (this.lost) return { geometry, picture, contextLost: true };
    const scale = geometry.renderScale;
    // While the user drags, a coarser colour table: its bake is a visible share of a small frame.
    const passes = this.glRenderer.passes;
    passes.lutSize = view.interactive ? LUT_SIZE_INTERACTIVE : LUT_SIZE;
    this.glRenderer.preview = true;
    try {
      const steps: Record<string, number> = {};
      // Whatever this frame draws, the canvas no longer shows a live brush frame unless it says so again.
      const canvasBefore = this.canvasShows;
      this.canvasShows = null;
      const viewBefore = this.viewShows;
      this.viewShows = null;
      if ((await this.brushFrame(doc, view, geometry, picture, steps, canvasBefore)) || (await this.dragFrame(doc, view, geometry, picture, steps))) {
        const waited = performance.now();
        await this.ctx.waitForGpu();
        steps.gpu = performance.now() - waited;
        return { geometry, picture, contextLost: this.lost, steps };
      }
      const key = (d: EditorDocument): string => JSON.stringify([d.canvas, d.layers, d.operations, scale, this.colourPath, passes.lutSize]);
      this.glRenderer.steps = steps;
      const rendered = this.after?.key !== key(doc);
      const after = await this.cached('after', key(doc), doc, scale, job);
      const damage = rendered ? this.glRenderer.damage : null;
      this.glRenderer.steps = null;
      let before: GlTexture | null = null;
      if (view.compare !== 'off') {
        // "Before" keeps the geometry, so both sides line up; it drops every other operation.
        const original: EditorDocument = { ...doc, operations: doc.operations.filter((op) => isGeometryType(op.type)) };
        before = await this.cached('before', key(original), original, scale, null);
      }
      let t = performance.now();
      const viewKey = JSON.stringify([geometry, picture, view]);
      if (before === null && damage && viewBefore?.texture === after && viewBefore.viewKey === viewKey) {
        // The canvas shows this picture as it was before the box changed: only the box is drawn again.
        if (damage[2] > damage[0] && damage[3] > damage[1]) drawView(this.ctx, this.canvas, view, geometry, picture, after, null, null, false, canvasRect(damage, after, geometry, picture));
      } else drawView(this.ctx, this.canvas, view, geometry, picture, after, before);
      if (before === null) this.viewShows = { texture: after, viewKey };
      steps.view = performance.now() - t;
      t = performance.now();
      await this.ctx.waitForGpu();
      steps.gpu = performance.now() - t;
      return { geometry, picture, contextLost: this.lost, steps };
    } finally {
      passes.lutSize = LUT_SIZE;
      this.glRenderer.preview = false;
      this.glRenderer.steps = null;
    }
  }

  dispose(): void {
    this.invalidate();
    this.ctx.trimPool();
    this.ctx.gl.getExtension('WEBGL_lose_context')?.loseContext();
  }
}
