// Renders a whole document on the CPU: the reference the GPU is checked against, the fallback where
// WebGL2 is missing, and the in-browser reference render of the end-to-end pixel check.
import type { EditorDocument, ImageLayer } from '../../../src/lib/shared/editor/types';
import type { ImageStore } from '../images';
import { subJob, yieldToEvents, type Job } from '../jobs';
import { BLEND } from '../ops/blend';
import { maskActive } from '../../../src/lib/shared/editor/masks';
import { layerMaskRaster, MASK_MIX, maskPixelsKey } from '../mask/apply';
import { AFFINE, affineParams, PREMULTIPLY, UNPREMULTIPLY } from '../ops/geometry';
import { isOneStack } from '../../../src/lib/shared/editor/layers';
import { GRADIENT } from '../ops/gradient';
import { isKernelShape, SHAPE_MASK, shapeBox, shapeDensity, shapeKey, shapePass } from '../ops/shapes';
import { canDrawOutlines, coverageKey, outlineCoverage, rasterizeOutlineShape } from '../outlines';
import { adjustBlendParams, blendDrawParams, graphicShows, planComposition, planGraphics, type Composition, type GraphicLayer, type LayerDraw } from '../pipeline/layers';
import { EDITED_SOURCES_BYTES, EditedSources, ownOperations, ownOperationsGroup, ownOperationsKey, ownOperationsScale } from '../pipeline/layerOps';
import { buildPlan, planWeight } from '../pipeline/plan';
import { createRaster, type Raster } from '../raster';
import type { TextRasters } from '../text';
import { FRAME } from '../ops/frame';
import { patternKernel } from '../ops/patterns';
import { blendLayer, blendLayerMode, drawOver, filledRaster, runKernelPass, runPointPass, runStage } from './cpuPasses';

/** Draws a layer into the premultiplied `target`, in place: "over", or BLEND within its bounds. */
function drawLayer(target: Raster, draw: LayerDraw, source: Raster): Raster {
  if (draw.layer.blendMode === 'normal') blendLayer(target, draw, source);
  else blendLayerMode(target, draw, blendDrawParams(draw), source);
  return target;
}

/** A layer drawn alone over transparency, straight RGBA: the pixels its mask's wand and colour range read. */
function layerAlone(draw: LayerDraw, source: Raster, width: number, height: number): Raster {
  const alone = drawLayer(filledRaster(width, height, [0, 0, 0, 0]), { ...draw, layer: { ...draw.layer, blendMode: 'normal' } }, source);
  return runKernelPass({ def: UNPREMULTIPLY, inputs: ['in'], width, height, params: [] }, [alone], []);
}

/** Edited copies by image store (pipeline/layerOps.ts); plain rasters need no freeing. */
const editedByStore = new WeakMap<ImageStore, EditedSources<Raster>>();

/** An image layer's source at `level`: the stored raster, or its edited copy when the layer has operations. */
async function layerSource(layer: ImageLayer, level: number, images: ImageStore, job: Job): Promise<Raster | undefined> {
  const source = await editedSource(layer, level, images, job);
  if (!source || !layer.shapeMask || !canDrawOutlines()) return source;
  // The photo cut to its frame shape, drawn in its own box at the source's pixels.
  const framed = framedByStore.get(images) ?? new EditedSources<Raster>(EDITED_SOURCES_BYTES / 2, () => undefined);
  framedByStore.set(images, framed);
  const key = JSON.stringify([ownOperationsKey(layer.imageId, images.version(layer.imageId), level, ownOperations(layer)), coverageKey(layer.shapeMask, layer.width, layer.height, source.width, source.height)]);
  const known = framed.get(key);
  if (known) return known;
  const coverage = outlineCoverage(layer.shapeMask, layer.width, layer.height, source.width, source.height);
  const raster = runKernelPass({ def: SHAPE_MASK, inputs: ['in', 0], width: source.width, height: source.height, params: [] }, [source, coverage], []);
  framed.set(key, raster, ownOperationsGroup(layer.id, level));
  return raster;
}

/** Photos cut to their frame shape (ImageLayer.shapeMask), by image store. */
const framedByStore = new WeakMap<ImageStore, EditedSources<Raster>>();

/** An image layer's raster at `level` with its own operations applied (the stored raster without any). */
async function editedSource(layer: ImageLayer, level: number, images: ImageStore, job: Job): Promise<Raster | undefined> {
  const source = images.level(layer.imageId, level);
  const operations = ownOperations(layer);
  if (!source || operations.length === 0) return source;
  const edited = editedByStore.get(images) ?? new EditedSources<Raster>(EDITED_SOURCES_BYTES, () => undefined);
  editedByStore.set(images, edited);
  const key = ownOperationsKey(layer.imageId, images.version(layer.imageId), level, operations);
  const known = edited.get(key);
  if (known) return known;
  const raster = await applyOperationsCpu(operations, source, ownOperationsScale(layer, source), job);
  edited.set(key, raster, ownOperationsGroup(layer.id, level));
  return raster;
}

async function compose(composition: Composition, images: ImageStore, scale: number, job: Job, graphics: ReadonlyMap<string, GraphicRender> = new Map()): Promise<Raster> {
  if (composition.kind === 'direct') return images.get(composition.imageId) ?? createRaster(composition.width, composition.height);
  if (composition.kind === 'resample') {
    const source = images.get(composition.imageId);
    if (!source) return createRaster(composition.width, composition.height);
    return runKernelPass({ def: AFFINE, inputs: ['in'], width: composition.width, height: composition.height, params: affineParams(composition.map, null) }, [source], []);
  }
  let target = filledRaster(composition.width, composition.height, composition.background);
  if (composition.gradient) drawOver(target, GRADIENT, composition.gradient, [0, 0, target.width, target.height], []);
  if (composition.pattern) drawOver(target, patternKernel(composition.pattern), composition.pattern, [0, 0, target.width, target.height], []);
  const version = (id: string): number => images.version(id);
  for (const [index, step] of composition.steps.entries()) {
    if (step.kind === 'frame') {
      drawOver(target, FRAME, step.frame.params, step.frame.bounds, []);
      continue;
    }
    const mask = step.kind === 'draw' ? (step.draw.layer.kind === 'image' ? step.draw.layer.mask : undefined) : step.layer.mask;
    if (step.kind === 'draw') {
      const draw = step.draw;
      const source = draw.layer.kind === 'image' ? await layerSource(draw.layer, draw.level ?? 0, images, job) : graphics.get(draw.layer.id)?.raster;
      if (!source) continue;
      if (!maskActive(mask)) {
        target = drawLayer(target, draw, source);
        continue;
      }
      // The layer is drawn in place, so the picture before it is kept for the mix.
      const before = { width: target.width, height: target.height, data: target.data.slice() };
      const after = drawLayer(target, draw, source);
      const coverage = await layerMaskRaster(mask, after.width, after.height, scale, () => layerAlone(draw, source, after.width, after.height), maskPixelsKey(composition, index, version), images);
      target = runKernelPass({ def: MASK_MIX, inputs: ['in', 0, 1], width: after.width, height: after.height, params: [] }, [before, after, coverage], []);
      continue;
    }
    const straight = runKernelPass({ def: UNPREMULTIPLY, inputs: ['in'], width: target.width, height: target.height, params: [] }, [target], []);
    const adjusted = await applyOperationsCpu(step.layer.operations, straight, scale, job);
    const blended = runKernelPass({ def: BLEND, inputs: ['in', 0], width: target.width, height: target.height, params: adjustBlendParams(step.layer) }, [target, adjusted], []);
    if (!maskActive(mask)) {
      target = blended;
      continue;
    }
    // Wand and colour range of an adjustment layer's mask look at the composite below it.
    const coverage = await layerMaskRaster(mask, target.width, target.height, scale, () => straight, maskPixelsKey(composition, index, version), images);
    target = runKernelPass({ def: MASK_MIX, inputs: ['in', 0, 1], width: target.width, height: target.height, params: [] }, [target, blended, coverage], []);
  }
  return runKernelPass({ def: UNPREMULTIPLY, inputs: ['in'], width: target.width, height: target.height, params: [] }, [target], []);
}

/** Runs `operations` over `picture` (which is not changed); may return `picture` itself when there is nothing to do. */
export async function applyOperationsCpu(operations: EditorDocument['operations'], picture: Raster, scale: number, job: Job): Promise<Raster> {
  const plan = buildPlan(operations, picture.width, picture.height, scale);
  const total = planWeight(plan);
  let done = 0;
  let current = picture;
  for (const pass of plan.passes) {
    job.check();
    current = pass.stage ? runStage(pass.stage, current, pass.tail) : runPointPass(current, pass.tail);
    done += pass.stage ? pass.stage.passes.reduce((s, p) => s + (p.heavy ? 8 : 1) * ((p.width * p.height) / Math.max(1, pass.width * pass.height)), 0) : 1;
    job.progress(done / total);
    await yieldToEvents();
  }
  return current;
}

const shapeRasters = new Map<string, Raster>();

interface GraphicRender {
  box: { width: number; height: number };
  raster: Raster;
}

/**
 * A graphic layer's box and raster: text and outline shapes from the 2D canvas (when there is one; null
 * without), rectangles, ellipses and lines from their kernel.
 */
function graphicRaster(layer: GraphicLayer, scale: number, texts: TextRasters | null): GraphicRender | null {
  if (layer.kind === 'text') {
    if (!texts) return null;
    const r = texts.get(layer, scale);
    return { box: r.box, raster: r.raster };
  }
  const kernel = isKernelShape(layer);
  if (!kernel && !canDrawOutlines()) return null;
  const box = shapeBox(layer);
  const density = shapeDensity(layer, box, scale);
  const key = shapeKey(layer, density);
  let raster = shapeRasters.get(key);
  if (!raster) {
    raster = kernel ? runKernelPass(shapePass(layer, box, density), [], []) : rasterizeOutlineShape(layer, box, density);
    shapeRasters.set(key, raster);
    if (shapeRasters.size > 256) shapeRasters.delete(shapeRasters.keys().next().value as string);
  }
  return { box, raster };
}

/** The rasters of the document's shown text and shape layers, by layer id (those that can be drawn here). */
function graphicRasters(doc: EditorDocument, scale: number, texts: TextRasters | null): Map<string, GraphicRender> {
  const out = new Map<string, GraphicRender>();
  for (const layer of doc.layers) {
    if (!graphicShows(layer)) continue;
    const r = graphicRaster(layer, scale, texts);
    if (r) out.set(layer.id, r);
  }
  return out;
}

/** The document rendered at `scale` (1 = full resolution), as straight RGBA. */
export async function renderDocumentCpu(doc: EditorDocument, scale: number, images: ImageStore, texts: TextRasters | null, job: Job): Promise<Raster> {
  // Without a 2D canvas (Node) there is no text (nor outline shape) to draw: those are left out.
  const graphics = graphicRasters(doc, scale, texts);
  const sizes = (layer: GraphicLayer): { box: { width: number; height: number }; size: Raster } | null => {
    const r = graphics.get(layer.id);
    return r ? { box: r.box, size: r.raster } : null;
  };
  // One stack (the designer's): text and shapes are composited in their place among the photos.
  const oneStack = isOneStack(doc);
  const composed = await compose(planComposition(doc, scale, (id) => images.size(id), false, oneStack ? sizes : undefined), images, scale, subJob(job, 0, 0.05), graphics);
  let picture = await applyOperationsCpu(doc.operations, composed, scale, subJob(job, 0.05, 0.95));
  const shown: EditorDocument = { ...doc, layers: doc.layers.filter((l) => !graphicShows(l) || graphics.has(l.id)) };
  const draws = planGraphics(shown, scale, picture, (layer) => {
    const r = graphics.get(layer.id);
    return { box: r?.box ?? { width: 1, height: 1 }, size: r?.raster ?? { width: 1, height: 1 } };
  });
  if (draws.length > 0) {
    let target = runKernelPass({ def: PREMULTIPLY, inputs: ['in'], width: picture.width, height: picture.height, params: [] }, [picture], []);
    for (const draw of draws) {
      const raster = graphics.get(draw.layer.id)?.raster;
      if (raster) target = drawLayer(target, draw, raster);
    }
    picture = runKernelPass({ def: UNPREMULTIPLY, inputs: ['in'], width: target.width, height: target.height, params: [] }, [target], []);
  }
  job.progress(1);
  // Never hand out a stored picture itself: the caller may transfer or change what it gets.
  return picture === composed ? { width: picture.width, height: picture.height, data: picture.data.slice() } : picture;
}
