// Renders a whole document on the CPU: the reference the GPU is checked against, the fallback where
// WebGL2 is missing, and the in-browser reference render of the end-to-end pixel check.
import type { EditorDocument, ImageLayer } from '../../../src/lib/shared/editor/types';
import type { ImageStore } from '../images';
import { subJob, yieldToEvents, type Job } from '../jobs';
import { BLEND } from '../ops/blend';
import { maskActive } from '../../../src/lib/shared/editor/masks';
import { layerMaskRaster, MASK_MIX, maskPixelsKey } from '../mask/apply';
import { AFFINE, affineParams, PREMULTIPLY, UNPREMULTIPLY } from '../ops/geometry';
import { shapeBox, shapeDensity, shapeKey, shapePass } from '../ops/shapes';
import { adjustBlendParams, blendDrawParams, planComposition, planGraphics, type Composition, type GraphicLayer, type LayerDraw } from '../pipeline/layers';
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

async function compose(composition: Composition, images: ImageStore, scale: number, job: Job): Promise<Raster> {
  if (composition.kind === 'direct') return images.get(composition.imageId) ?? createRaster(composition.width, composition.height);
  if (composition.kind === 'resample') {
    const source = images.get(composition.imageId);
    if (!source) return createRaster(composition.width, composition.height);
    return runKernelPass({ def: AFFINE, inputs: ['in'], width: composition.width, height: composition.height, params: affineParams(composition.map, null) }, [source], []);
  }
  let target = filledRaster(composition.width, composition.height, composition.background);
  if (composition.pattern) drawOver(target, patternKernel(composition.pattern), composition.pattern, [0, 0, target.width, target.height], []);
  const version = (id: string): number => images.version(id);
  for (const [index, step] of composition.steps.entries()) {
    if (step.kind === 'frame') {
      drawOver(target, FRAME, step.frame.params, step.frame.bounds, []);
      continue;
    }
    const mask = step.kind === 'draw' ? step.draw.layer.mask : step.layer.mask;
    if (step.kind === 'draw') {
      const draw = step.draw;
      const source = draw.layer.kind === 'image' ? await layerSource(draw.layer, draw.level ?? 0, images, job) : undefined;
      if (!source) continue;
      if (!maskActive(mask)) {
        target = drawLayer(target, draw, source);
        continue;
      }
      // The layer is drawn in place, so the picture before it is kept for the mix.
      const before = { width: target.width, height: target.height, data: target.data.slice() };
      const after = drawLayer(target, draw, source);
      const coverage = await layerMaskRaster(mask, after.width, after.height, scale, () => layerAlone(draw, source, after.width, after.height), maskPixelsKey(composition, index, version));
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
    const coverage = await layerMaskRaster(mask, target.width, target.height, scale, () => straight, maskPixelsKey(composition, index, version));
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

/** A graphic layer's box and raster: text from the 2D canvas (when there is one), shapes from their kernel. */
function graphicRaster(layer: GraphicLayer, scale: number, texts: TextRasters | null): { box: { width: number; height: number }; raster: Raster } | null {
  if (layer.kind === 'text') {
    if (!texts) return null;
    const r = texts.get(layer, scale);
    return { box: r.box, raster: r.raster };
  }
  const box = shapeBox(layer);
  const density = shapeDensity(layer, box, scale);
  const key = shapeKey(layer, density);
  let raster = shapeRasters.get(key);
  if (!raster) {
    raster = runKernelPass(shapePass(layer, box, density), [], []);
    shapeRasters.set(key, raster);
    if (shapeRasters.size > 32) shapeRasters.delete(shapeRasters.keys().next().value as string);
  }
  return { box, raster };
}

/** The document rendered at `scale` (1 = full resolution), as straight RGBA. */
export async function renderDocumentCpu(doc: EditorDocument, scale: number, images: ImageStore, texts: TextRasters | null, job: Job): Promise<Raster> {
  const composed = await compose(planComposition(doc, scale, (id) => images.size(id)), images, scale, subJob(job, 0, 0.05));
  let picture = await applyOperationsCpu(doc.operations, composed, scale, subJob(job, 0.05, 0.95));
  const rasters = new Map<string, Raster>();
  // Without a 2D canvas (Node) there is no text to draw: text layers are left out, as before.
  const graphics = texts ? doc : { ...doc, layers: doc.layers.filter((l) => l.kind !== 'text') };
  const draws = planGraphics(graphics, scale, picture, (layer) => {
    const r = graphicRaster(layer, scale, texts) ?? { box: { width: 1, height: 1 }, raster: createRaster(1, 1) };
    rasters.set(layer.id, r.raster);
    return { box: r.box, size: r.raster };
  });
  if (draws.length > 0) {
    let target = runKernelPass({ def: PREMULTIPLY, inputs: ['in'], width: picture.width, height: picture.height, params: [] }, [picture], []);
    for (const draw of draws) {
      const raster = rasters.get(draw.layer.id);
      if (raster) target = drawLayer(target, draw, raster);
    }
    picture = runKernelPass({ def: UNPREMULTIPLY, inputs: ['in'], width: target.width, height: target.height, params: [] }, [target], []);
  }
  job.progress(1);
  // Never hand out a stored picture itself: the caller may transfer or change what it gets.
  return picture === composed ? { width: picture.width, height: picture.height, data: picture.data.slice() } : picture;
}
