// Renders a document on the GPU: layers → picture → plan passes → text, with the same plan and layer
// maths as the CPU reference. Source pictures are uploaded from the image store (so a lost context is
// rebuilt from it); the composited picture and text rasters are cached between renders.
import type { EditorDocument, ImageLayer, Operation } from '../../../src/lib/shared/editor/types';
import { maskActive, type LayerMask } from '../../../src/lib/shared/editor/masks';
import type { ImageStore } from '../images';
import { subJob, type Job } from '../jobs';
import { BLEND } from '../ops/blend';
import { layerMaskRaster, MASK_CACHE_BYTES, maskKey, MASK_MIX, maskPixelsKey } from '../mask/apply';
import { rasterFromData, type Raster } from '../raster';
import { FRAME } from '../ops/frame';
import { AFFINE, affineParams, PREMULTIPLY, UNPREMULTIPLY } from '../ops/geometry';
import { patternKernel } from '../ops/patterns';
import { GRADIENT, OVER_STRAIGHT } from '../ops/gradient';
import { isKernelShape, SHAPE_MASK, shapeBox, shapeDensity, shapeKey, shapePass } from '../ops/shapes';
import { canDrawOutlines, coverageKey, outlineCoverage, rasterizeOutlineShape } from '../outlines';
import { isOneStack } from '../../../src/lib/shared/editor/layers';
import { adjustBlendParams, blendDrawParams, graphicShows, planComposition, planGraphics, type Composition, type GraphicLayer, type LayerDraw, type LayersComposition } from '../pipeline/layers';
import { EDITED_SOURCES_BYTES, EditedSources, ownOperations, ownOperationsGroup, ownOperationsKey, ownOperationsScale } from '../pipeline/layerOps';
import { buildPlan, planWeight } from '../pipeline/plan';
import type { TextRasters } from '../text';
import type { GlContext, GlTexture } from './glContext';
import { GlPasses, type ColourPath } from './glPasses';

/** Text and shape rasters kept on the GPU: every graphic layer of a large design, at two densities (drag and still). */
const GRAPHIC_TEXTURES = 512;

/** Pixels [x0, y0, x1, y1) of a picture (GL rows, as LayerDraw.bounds). */
type Box = [number, number, number, number];

/** The pixels a composition step can touch. */
const stepBounds = (step: LayersComposition['steps'][number], width: number, height: number): Box => (step.kind === 'draw' ? step.draw.bounds : step.kind === 'frame' ? step.frame.bounds : [0, 0, width, height]);

/** A text or shape layer's raster: its cache key, its box in document pixels, its texture (owned by the cache). */
interface Graphic {
  key: string;
  box: { width: number; height: number };
  texture: GlTexture;
}

export class GlRenderer {
  readonly passes: GlPasses;
  private sources = new Map<string, { version: number; texture: GlTexture }>();
  private textTextures = new Map<string, GlTexture>();
  /** Image layers' rasters with their own operations applied (pipeline/layerOps.ts); deleted when evicted. */
  private edited = new EditedSources<GlTexture>(EDITED_SOURCES_BYTES, (texture) => this.ctx.deleteTexture(texture));
  /** Photos cut to their frame shape (ImageLayer.shapeMask), by source and shape; deleted when evicted. */
  private framed = new EditedSources<GlTexture>(EDITED_SOURCES_BYTES / 2, (texture) => this.ctx.deleteTexture(texture));
  private composed: { key: string; texture: GlTexture } | null = null;
  /**
   * The last view frame's layers (their signatures and bounds), the pictures below and above the layers
   * that changed, the premultiplied scratch picture the changed layers are drawn into, and the straight
   * picture composeAround returned last (the compose cache's texture, updated in place by the next frame).
   */
  private around: {
    base: string;
    sigs: string[];
    bounds: Box[];
    below: { key: string; texture: GlTexture } | null;
    above: { key: string; texture: GlTexture } | null;
    scratch: GlTexture | null;
    out: GlTexture | null;
  } | null = null;
  /** What the last compose changed in the texture it returned when that is the texture it returned before, updated in place; null when the picture is new. */
  private composeDamage: Box | null = null;
  /** The texture the last render returned when it is the composed picture as it was (no operations over it): the next render may update it in place. */
  private lastOutput: GlTexture | null = null;
  /** Set by renderPicture: its picture is the composed one, nothing drawn over it. */
  private plainOutput = false;
  /**
   * After `render`: the box that changed when it returned the `previous` texture updated in place (the
   * view then redraws only that part of the canvas); null when it returned a new picture.
   */
  damage: Box | null = null;
  /** Set while a one-stack document is rendered. */
  private oneStack = false;
  private maskTextures = new Map<string, GlTexture>();
  /** Set while a view frame is drawn: photos shown small are sampled more coarsely (pipeline/levels.ts). */
  preview = false;
  /** While a view frame is drawn: ms by step of `render` (the frame's report). */
  steps: Record<string, number> | null = null;

  private lap(name: string, since: number): number {
    const now = performance.now();
    if (this.steps) this.steps[name] = (this.steps[name] ?? 0) + now - since;
    return now;
  }

  constructor(
    readonly ctx: GlContext,
    private readonly images: ImageStore,
    private readonly texts: TextRasters,
    colourPath: ColourPath,
  ) {
    this.passes = new GlPasses(ctx, colourPath);
  }

  /** Forgets every GPU object (they died with the context); they are remade on the next render. */
  reset(): void {
    this.sources.clear();
    this.textTextures.clear();
    this.maskTextures.clear();
    this.edited.clear(false);
    this.framed.clear(false);
    this.composed = null;
    this.around = null;
    this.lastOutput = null;
    this.damage = null;
    this.passes.reset();
  }

  /** Frees the GPU copies of images no longer in the store, and caches. */
  prune(): void {
    for (const [key, entry] of this.sources) {
      const id = key.split('\u0000')[0] ?? key;
      if (this.images.version(id) !== entry.version) {
        this.ctx.deleteTexture(entry.texture);
        this.sources.delete(key);
      }
    }
  }

  /** An image's texture, or its reduced copy `level` (pipeline/levels.ts; the store makes it). */
  private source(imageId: string, level = 0): GlTexture | undefined {
    const version = this.images.version(imageId);
    const key = level > 0 ? `${imageId}\u0000${level}` : imageId;
    const cached = this.sources.get(key);
    if (cached && cached.version === version) return cached.texture;
    if (cached) this.ctx.deleteTexture(cached.texture);
    this.sources.delete(key);
    const raster = this.images.level(imageId, level);
    if (!raster) return undefined;
    const texture = this.ctx.createTexture(raster.width, raster.height, raster.data);
    this.sources.set(key, { version, texture });
    return texture;
  }

  /** An image layer's source at `level`: the image's texture, or its edited copy when the layer has operations. */
  private async layerSource(layer: ImageLayer, level: number): Promise<GlTexture | undefined> {
    const source = await this.editedSource(layer, level);
    if (!source || !layer.shapeMask || !canDrawOutlines()) return source;
    // The photo cut to its frame shape, drawn in its own box at the source's pixels.
    const operations = ownOperations(layer);
    const key = JSON.stringify([ownOperationsKey(layer.imageId, this.images.version(layer.imageId), level, operations), coverageKey(layer.shapeMask, layer.width, layer.height, source.width, source.height)]);
    const known = this.framed.get(key);
    if (known) return known;
    const coverage = outlineCoverage(layer.shapeMask, layer.width, layer.height, source.width, source.height);
    const cover = this.ctx.createTexture(coverage.width, coverage.height, coverage.data);
    const texture = await this.passes.runKernel({ def: SHAPE_MASK, inputs: ['in', 0], width: source.width, height: source.height, params: [] }, [source, cover], [], null);
    this.ctx.deleteTexture(cover);
    this.framed.set(key, texture, ownOperationsGroup(layer.id, level));
    return texture;
  }

  /** An image layer's pixels at `level` with its own operations applied (the image's texture without any). */
  private async editedSource(layer: ImageLayer, level: number): Promise<GlTexture | undefined> {
    const source = this.source(layer.imageId, level);
    const operations = ownOperations(layer);
    if (!source || operations.length === 0) return source;
    const key = ownOperationsKey(layer.imageId, this.images.version(layer.imageId), level, operations);
    const known = this.edited.get(key);
    if (known) return known;
    const texture = await this.applyOperations(operations, source, ownOperationsScale(layer, source), null);
    this.edited.set(key, texture, ownOperationsGroup(layer.id, level));
    return texture;
  }

  private async textTexture(key: string, make: () => GlTexture | Promise<GlTexture>): Promise<GlTexture> {
    let texture = this.textTextures.get(key);
    if (!texture) {
      if (this.textTextures.size >= GRAPHIC_TEXTURES) {
        const [oldKey, old] = this.textTextures.entries().next().value as [string, GlTexture];
        this.ctx.deleteTexture(old);
        this.textTextures.delete(oldKey);
      }
      texture = await make();
      this.textTextures.set(key, texture);
    }
    return texture;
  }

  /**
   * A graphic layer's box and raster texture (cached by what it looks like, not where it is: a move only
   * places it again): text and outline shapes from the 2D canvas, rectangles, ellipses and lines from their kernel.
   */
  private async graphic(layer: GraphicLayer, scale: number): Promise<Graphic> {
    if (layer.kind === 'text') {
      const r = this.texts.get(layer, scale);
      return { key: r.key, box: r.box, texture: await this.textTexture(r.key, () => this.ctx.createTexture(r.raster.width, r.raster.height, r.raster.data)) };
    }
    const box = shapeBox(layer);
    const density = shapeDensity(layer, box, scale);
    const key = shapeKey(layer, density);
    if (!isKernelShape(layer)) {
      const texture = await this.textTexture(key, () => {
        const raster = rasterizeOutlineShape(layer, box, density);
        return this.ctx.createTexture(raster.width, raster.height, raster.data);
      });
      return { key, box, texture };
    }
    // Drawn into a pooled texture that the cache keeps (never released to the pool; deleted when evicted).
    const texture = await this.textTexture(key, () => this.passes.runKernel(shapePass(layer, box, density), [], [], null));
    return { key, box, texture };
  }

  /** The rasters of the document's shown text and shape layers, by layer id. */
  private async graphics(doc: EditorDocument, scale: number): Promise<Map<string, Graphic>> {
    const graphics = new Map<string, Graphic>();
    for (const layer of doc.layers) if (graphicShows(layer)) graphics.set(layer.id, await this.graphic(layer, scale));
    return graphics;
  }

  /** Draws a layer into the premultiplied `target`: "over" in place, or through BLEND (its bounds) into a new texture. */
  private async drawLayer(target: GlTexture, draw: LayerDraw, source: GlTexture): Promise<GlTexture> {
    if (draw.layer.blendMode === 'normal') {
      this.passes.blendLayer(target, draw, source);
      return target;
    }
    const next = await this.passes.blendLayerMode(target, draw, blendDrawParams(draw), source);
    this.ctx.release(target);
    return next;
  }

  /** The mask's coverage as a texture (cached by the mask and, when it reads pixels, by what they are made of). */
  private async maskTexture(mask: LayerMask, width: number, height: number, scale: number, pixels: () => Promise<Raster>, pixelsKey: string): Promise<{ texture: GlTexture; owned: boolean }> {
    const key = maskKey(mask, width, height, scale, pixelsKey, this.images);
    if (key !== null && this.maskTextures.has(key)) return { texture: this.maskTextures.get(key) as GlTexture, owned: false };
    const raster = await layerMaskRaster(mask, width, height, scale, pixels, pixelsKey, this.images);
    const texture = this.ctx.createTexture(width, height, raster.data);
    // Kept (like the CPU rasters, within a byte budget) unless it reads pixels or is too big to keep.
    if (key === null || width * height * 4 > MASK_CACHE_BYTES) return { texture, owned: true };
    this.maskTextures.set(key, texture);
    let bytes = 0;
    for (const t of this.maskTextures.values()) bytes += t.width * t.height * 4;
    while (bytes > MASK_CACHE_BYTES) {
      const [oldKey, old] = this.maskTextures.entries().next().value as [string, GlTexture];
      bytes -= old.width * old.height * 4;
      this.ctx.deleteTexture(old);
      this.maskTextures.delete(oldKey);
    }
    return { texture, owned: false };
  }

  /** before·(1 − m) + after·m; consumes `before` and `after`, returns a new pooled texture. */
  private async maskMix(mask: LayerMask, scale: number, before: GlTexture, after: GlTexture, pixels: () => Promise<Raster>, pixelsKey: string): Promise<GlTexture> {
    const { texture, owned } = await this.maskTexture(mask, after.width, after.height, scale, pixels, pixelsKey);
    const mixed = await this.passes.runKernel({ def: MASK_MIX, inputs: ['in', 0, 1], width: after.width, height: after.height, params: [] }, [before, after, texture], [], null);
    if (owned) this.ctx.deleteTexture(texture);
    this.ctx.release(before);
    this.ctx.release(after);
    return mixed;
  }

  private async pixelsOf(texture: GlTexture): Promise<Raster> {
    return rasterFromData(texture.width, texture.height, await this.ctx.readPixels(texture));
  }

  /** A layer drawn alone over transparency, straight RGBA: the pixels its mask's wand and colour range read. */
  private async layerAlone(draw: LayerDraw, source: GlTexture, width: number, height: number): Promise<Raster> {
    const alone = this.ctx.acquire(width, height);
    this.ctx.clear(alone, width, height, [0, 0, 0, 0]);
    this.passes.blendLayer(alone, draw, source);
    const straight = await this.passes.runKernel({ def: UNPREMULTIPLY, inputs: ['in'], width, height, params: [] }, [alone], [], null);
    this.ctx.release(alone);
    const raster = await this.pixelsOf(straight);
    this.ctx.release(straight);
    return raster;
  }

  /** The layers as one picture. The texture belongs to the renderer (a source or the cache): never release it. */
  private async compose(composition: Composition, scale: number, graphics: ReadonlyMap<string, Graphic> = new Map()): Promise<GlTexture> {
    this.composeDamage = null;
    if (composition.kind === 'direct') {
      const texture = this.source(composition.imageId);
      if (texture) return texture;
    }
    const versions = this.images.ids().map((id) => [id, this.images.version(id)]);
    const key = JSON.stringify([composition, versions, scale, [...graphics.values()].map((g) => g.key)]);
    if (this.composed?.key === key) {
      this.composeDamage = [0, 0, 0, 0];
      return this.composed.texture;
    }
    let texture: GlTexture;
    const source = composition.kind === 'layers' ? undefined : this.source(composition.imageId);
    if (composition.kind === 'resample' && source) {
      texture = await this.passes.runKernel({ def: AFFINE, inputs: ['in'], width: composition.width, height: composition.height, params: affineParams(composition.map, null) }, [source], [], null);
    } else {
      const around = composition.kind === 'layers' ? await this.composeAround(composition, scale, graphics, versions) : null;
      if (around?.damage && this.composed?.texture === around.texture) {
        // The last picture, redrawn in place where the changed layers were and are.
        this.composed = { key, texture: around.texture };
        this.composeDamage = around.damage;
        return around.texture;
      }
      if (around) texture = around.texture;
      else {
        let target: GlTexture;
        if (composition.kind === 'layers') target = await this.drawSteps(this.base(composition), composition, 0, composition.steps.length, scale, graphics);
        else {
          target = this.ctx.acquire(composition.width, composition.height);
          this.ctx.clear(target, composition.width, composition.height, [0, 0, 0, 0]);
        }
        texture = await this.passes.runKernel({ def: UNPREMULTIPLY, inputs: ['in'], width: target.width, height: target.height, params: [] }, [target], [], null);
        this.ctx.release(target);
      }
    }
    if (this.composed) this.ctx.release(this.composed.texture);
    this.composed = { key, texture };
    return texture;
  }

  /** A new premultiplied picture of the canvas: its background, gradient and pattern. */
  private base(composition: LayersComposition): GlTexture {
    const target = this.ctx.acquire(composition.width, composition.height);
    this.ctx.clear(target, composition.width, composition.height, composition.background);
    if (composition.gradient) this.passes.drawOver(target, GRADIENT, composition.gradient, [0, 0, target.width, target.height], []);
    if (composition.pattern) this.passes.drawOver(target, patternKernel(composition.pattern), composition.pattern, [0, 0, target.width, target.height], []);
    return target;
  }

  /** The composition's steps [from, to) drawn into the premultiplied `target` (consumed); returns the result. */
  private async drawSteps(target: GlTexture, composition: LayersComposition, from: number, to: number, scale: number, graphics: ReadonlyMap<string, Graphic>): Promise<GlTexture> {
    const version = (id: string): number => this.images.version(id);
    for (let index = from; index < to; index++) {
      const step = composition.steps[index];
      if (!step) continue;
      if (step.kind === 'frame') {
        this.passes.drawOver(target, FRAME, step.frame.params, step.frame.bounds, []);
        continue;
      }
      const mask = step.kind === 'draw' ? (step.draw.layer.kind === 'image' ? step.draw.layer.mask : undefined) : step.layer.mask;
      if (step.kind === 'draw') {
        const draw = step.draw;
        const layerSource = draw.layer.kind === 'image' ? await this.layerSource(draw.layer, draw.level ?? 0) : graphics.get(draw.layer.id)?.texture;
        if (!layerSource) continue;
        if (!maskActive(mask)) {
          target = await this.drawLayer(target, draw, layerSource);
          continue;
        }
        // Drawing may happen in place, so the picture before the layer is copied for the mix.
        const before = await this.passes.runKernel(null, [target], [], null);
        const after = await this.drawLayer(target, draw, layerSource);
        target = await this.maskMix(mask, scale, before, after, () => this.layerAlone(draw, layerSource, after.width, after.height), maskPixelsKey(composition, index, version));
        continue;
      }
      const straight = await this.passes.runKernel({ def: UNPREMULTIPLY, inputs: ['in'], width: target.width, height: target.height, params: [] }, [target], [], null);
      const adjusted = await this.applyOperations(step.layer.operations, straight, scale, null);
      const next = await this.passes.runKernel({ def: BLEND, inputs: ['in', 0], width: target.width, height: target.height, params: adjustBlendParams(step.layer) }, [target, adjusted], [], null);
      this.ctx.release(adjusted);
      if (maskActive(mask)) {
        // Wand and colour range of an adjustment layer's mask look at the composite below it.
        target = await this.maskMix(mask, scale, target, next, () => this.pixelsOf(straight), maskPixelsKey(composition, index, version));
      } else {
        this.ctx.release(target);
        target = next;
      }
      this.ctx.release(straight);
    }
    return target;
  }

  /**
   * A view frame of a one-stack document where only a run of layers changed since the last frame (a
   * drag, a text being typed): the picture below that run and the layers above it (all plain "over"
   * draws, so they can be flattened onto transparency first) are kept, and the frame draws only the
   * changed layers between them — a handful of passes however many layers the design has. Returns the
   * straight picture (a new pooled texture), or null when that does not hold (the whole stack is drawn).
   */
  private async composeAround(composition: LayersComposition, scale: number, graphics: ReadonlyMap<string, Graphic>, versions: unknown): Promise<{ texture: GlTexture; damage: Box | null } | null> {
    if (!this.oneStack || !this.preview) {
      this.dropAround();
      return null;
    }
    const base = JSON.stringify([composition.background, composition.gradient, composition.pattern, composition.width, composition.height, versions, scale]);
    const sigs = composition.steps.map((step) => JSON.stringify([step, step.kind === 'draw' && step.draw.layer.kind !== 'image' ? graphics.get(step.draw.layer.id)?.key : null]));
    const { width, height } = composition;
    const bounds = composition.steps.map((step) => stepBounds(step, width, height));
    const last = this.around;
    this.around = { base, sigs, bounds, below: last?.below ?? null, above: last?.above ?? null, scratch: last?.scratch ?? null, out: null };
    if (!last || last.base !== base || last.sigs.length !== sigs.length) return null;
    const changed = sigs.flatMap((sig, i) => (sig === last.sigs[i] ? [] : [i]));
    const from = changed[0];
    const to = (changed[changed.length - 1] ?? -1) + 1;
    if (from === undefined || to - from > sigs.length / 2) return null;
    for (let i = to; i < composition.steps.length; i++) {
      const step = composition.steps[i];
      if (step?.kind === 'adjust' || (step?.kind === 'draw' && (step.draw.layer.blendMode !== 'normal' || (step.draw.layer.kind === 'image' && maskActive(step.draw.layer.mask))))) return null;
    }
    const belowKey = JSON.stringify([base, sigs.slice(0, from)]);
    const aboveKey = JSON.stringify([base, sigs.slice(to)]);
    // The same layers below and above as the last frame, whose picture the compose cache still holds:
    // only the box where the changed layers were and are is drawn again, into that picture.
    const keptBelow = this.around.below?.key === belowKey ? this.around.below.texture : null;
    const keptAbove = this.around.above?.key === aboveKey ? this.around.above.texture : null;
    const local = composition.steps.slice(from, to).every((step) => step.kind === 'frame' || (step.kind === 'draw' && !(step.draw.layer.kind === 'image' && maskActive(step.draw.layer.mask))));
    if (keptBelow && keptAbove && local && last.out && this.composed?.texture === last.out) {
      const box: Box = [width, height, 0, 0];
      for (let i = from; i < to; i++) {
        for (const b of [last.bounds[i], bounds[i]]) {
          if (!b || b[2] <= b[0] || b[3] <= b[1]) continue;
          box[0] = Math.min(box[0], Math.max(0, Math.floor(b[0])));
          box[1] = Math.min(box[1], Math.max(0, Math.floor(b[1])));
          box[2] = Math.max(box[2], Math.min(width, Math.ceil(b[2])));
          box[3] = Math.max(box[3], Math.min(height, Math.ceil(b[3])));
        }
      }
      if (box[2] <= box[0] || box[3] <= box[1]) box.splice(0, 4, 0, 0, 0, 0);
      else {
        const scissor = [box[0], box[1], box[2] - box[0], box[3] - box[1]] as const;
        let scratch = this.around.scratch ?? this.ctx.acquire(width, height);
        this.around.scratch = null;
        this.passes.drawKernelInto(null, [], [keptBelow], scratch, scissor);
        // Every draw of the run stays within its bounds, so within the box.
        scratch = await this.drawSteps(scratch, composition, from, to, scale, graphics);
        this.around.scratch = scratch;
        this.passes.drawKernelInto(OVER_STRAIGHT, [], [scratch, keptAbove], last.out, scissor);
      }
      this.around.out = last.out;
      return { texture: last.out, damage: box };
    }
    if (this.around.below?.key !== belowKey) {
      this.ctx.release(this.around.below?.texture);
      this.around.below = { key: belowKey, texture: await this.drawSteps(this.base(composition), composition, 0, from, scale, graphics) };
    }
    if (this.around.above?.key !== aboveKey) {
      this.ctx.release(this.around.above?.texture);
      const clear = this.ctx.acquire(composition.width, composition.height);
      this.ctx.clear(clear, composition.width, composition.height, [0, 0, 0, 0]);
      this.around.above = { key: aboveKey, texture: await this.drawSteps(clear, composition, to, composition.steps.length, scale, graphics) };
    }
    const copy = await this.passes.runKernel(null, [this.around.below.texture], [], null);
    const target = await this.drawSteps(copy, composition, from, to, scale, graphics);
    // The layers above laid over it and the result unpremultiplied, in one pass.
    const straight = await this.passes.runKernel({ def: OVER_STRAIGHT, inputs: ['in', 0], width: target.width, height: target.height, params: [] }, [target, this.around.above.texture], [], null);
    this.ctx.release(target);
    this.around.out = straight;
    return { texture: straight, damage: null };
  }

  /** Lets the kept pictures of composeAround go back to the pool (its output belongs to the compose cache). */
  private dropAround(): void {
    if (!this.around) return;
    this.ctx.release(this.around.below?.texture);
    this.ctx.release(this.around.above?.texture);
    this.ctx.release(this.around.scratch);
    this.around = null;
  }

  /** The layers as one picture at `scale` (cached; owned by the renderer: never release it). */
  async composedAt(doc: EditorDocument, scale: number): Promise<GlTexture> {
    const graphics = isOneStack(doc) ? await this.graphics(doc, scale) : new Map<string, Graphic>();
    this.oneStack = isOneStack(doc);
    // The last render's picture no longer matches what the next compose is told it changed.
    this.lastOutput = null;
    return this.compose(planComposition(doc, scale, (id) => this.images.size(id), this.preview, this.graphicSizes(graphics)), scale, graphics);
  }

  /** planComposition's view of the graphic rasters. */
  private graphicSizes(graphics: ReadonlyMap<string, Graphic>): (layer: GraphicLayer) => { box: { width: number; height: number }; size: { width: number; height: number } } | null {
    return (layer) => {
      const g = graphics.get(layer.id);
      return g ? { box: g.box, size: g.texture } : null;
    };
  }

  /** Runs `operations` over `input` (not consumed); returns a new pooled texture. */
  async applyOperations(operations: readonly Operation[], input: GlTexture, scale: number, job: Job | null): Promise<GlTexture> {
    const plan = buildPlan(operations, input.width, input.height, scale);
    const total = planWeight(plan);
    let done = 0;
    let current = input;
    try {
      for (const pass of plan.passes) {
        job?.check();
        const passJob = job ? subJob(job, done / total, (done + (pass.stage ? pass.stage.passes.length : 1)) / total) : null;
        const next = pass.stage ? await this.passes.runStage(pass.stage, current, pass.tail, passJob) : await this.passes.runKernel(null, [current], pass.tail, passJob);
        if (current !== input) this.ctx.release(current);
        current = next;
        done += pass.stage ? pass.stage.passes.length : 1;
        job?.progress(Math.min(1, done / total));
      }
    } catch (error) {
      // Cancelled or failed half-way: hand the intermediate back to the pool, not to nowhere.
      if (current !== input) this.ctx.release(current);
      throw error;
    }
    // Always hand back a texture the caller owns, even when there was nothing to do.
    return current === input ? this.passes.runKernel(null, [input], [], null) : current;
  }

  /**
   * The whole document at `scale`, as a pooled texture the caller releases. `previous`: the caller's
   * texture of the last render, which may come back updated in place (`damage` then says where).
   */
  async render(doc: EditorDocument, scale: number, job: Job | null, previous: GlTexture | null = null): Promise<GlTexture> {
    const expected = this.lastOutput;
    this.lastOutput = null;
    this.damage = null;
    this.plainOutput = false;
    const out = await this.renderPicture(doc, scale, job, previous !== null && previous === expected ? previous : null);
    this.lastOutput = this.plainOutput ? out : null;
    return out;
  }

  private async renderPicture(doc: EditorDocument, scale: number, job: Job | null, previous: GlTexture | null): Promise<GlTexture> {
    let t = performance.now();
    const graphics = await this.graphics(doc, scale);
    t = this.lap('graphics', t);
    // One stack (the designer's): text and shapes are composited in their place among the photos.
    const oneStack = isOneStack(doc);
    const composition = planComposition(doc, scale, (id) => this.images.size(id), this.preview, oneStack ? this.graphicSizes(graphics) : undefined);
    t = this.lap('plan', t);
    this.oneStack = oneStack;
    const input = await this.compose(composition, scale, oneStack ? graphics : undefined);
    t = this.lap('compose', t);
    const damage = this.composeDamage;
    // One stack has no graphics drawn over the composed picture: without operations, the picture is it.
    this.plainOutput = oneStack && buildPlan(doc.operations, input.width, input.height, scale).passes.length === 0;
    if (this.plainOutput && damage && previous && previous.width === input.width && previous.height === input.height) {
      // No operations over the layers: the last picture takes the changed box only.
      if (damage[2] > damage[0] && damage[3] > damage[1]) this.passes.drawKernelInto(null, [], [input], previous, [damage[0], damage[1], damage[2] - damage[0], damage[3] - damage[1]]);
      this.lap('operations', t);
      this.damage = damage;
      job?.progress(1);
      return previous;
    }
    let picture = await this.applyOperations(doc.operations, input, scale, job ? subJob(job, 0, 0.95) : null);
    this.lap('operations', t);
    const draws = planGraphics(doc, scale, picture, (layer) => {
      const g = graphics.get(layer.id);
      return { box: g?.box ?? { width: 1, height: 1 }, size: g?.texture ?? { width: 1, height: 1 } };
    });
    if (draws.length > 0) {
      let target = await this.passes.runKernel({ def: PREMULTIPLY, inputs: ['in'], width: picture.width, height: picture.height, params: [] }, [picture], [], null);
      this.ctx.release(picture);
      for (const draw of draws) {
        const g = graphics.get(draw.layer.id);
        if (g) target = await this.drawLayer(target, draw, g.texture);
      }
      picture = await this.passes.runKernel({ def: UNPREMULTIPLY, inputs: ['in'], width: target.width, height: target.height, params: [] }, [target], [], null);
      this.ctx.release(target);
    }
    job?.progress(1);
    return picture;
  }
}
