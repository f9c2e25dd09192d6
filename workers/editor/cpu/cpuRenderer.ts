// Renders a whole document on the CPU: the reference the GPU is checked against, the fallback where
// WebGL2 is missing, and the in-browser reference render of the end-to-end pixel check.
import type { EditorDocument } from '../../../src/lib/shared/editor/types';
import type { ImageStore } from '../images';
import { subJob, yieldToEvents, type Job } from '../jobs';
import { AFFINE, affineParams, PREMULTIPLY, UNPREMULTIPLY } from '../ops/geometry';
import { planComposition, planText, type Composition } from '../pipeline/layers';
import { buildPlan, planWeight } from '../pipeline/plan';
import { createRaster, type Raster } from '../raster';
import type { TextRasters } from '../text';
import { blendLayer, filledRaster, runKernelPass, runPointPass, runStage } from './cpuPasses';

function compose(composition: Composition, images: ImageStore): Raster {
  if (composition.kind === 'direct') return images.get(composition.imageId) ?? createRaster(composition.width, composition.height);
  if (composition.kind === 'resample') {
    const source = images.get(composition.imageId);
    if (!source) return createRaster(composition.width, composition.height);
    return runKernelPass({ def: AFFINE, inputs: ['in'], width: composition.width, height: composition.height, params: affineParams(composition.map, null) }, [source], []);
  }
  const target = filledRaster(composition.width, composition.height, composition.background);
  for (const draw of composition.draws) {
    const source = draw.layer.kind === 'image' ? images.get(draw.layer.imageId) : undefined;
    if (source) blendLayer(target, draw, source);
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

/** The document rendered at `scale` (1 = full resolution), as straight RGBA. */
export async function renderDocumentCpu(doc: EditorDocument, scale: number, images: ImageStore, texts: TextRasters | null, job: Job): Promise<Raster> {
  const composed = compose(planComposition(doc, scale, (id) => images.size(id)), images);
  let picture = await applyOperationsCpu(doc.operations, composed, scale, subJob(job, 0.05, 0.95));
  if (texts) {
    const draws = planText(doc, scale, picture, (layer) => {
      const r = texts.get(layer, scale);
      return { box: r.box, size: r.raster };
    });
    if (draws.length > 0) {
      const target = runKernelPass({ def: PREMULTIPLY, inputs: ['in'], width: picture.width, height: picture.height, params: [] }, [picture], []);
      for (const draw of draws) if (draw.layer.kind === 'text') blendLayer(target, draw, texts.get(draw.layer, scale).raster);
      picture = runKernelPass({ def: UNPREMULTIPLY, inputs: ['in'], width: target.width, height: target.height, params: [] }, [target], []);
    }
  }
  job.progress(1);
  // Never hand out a stored picture itself: the caller may transfer or change what it gets.
  return picture === composed ? { width: picture.width, height: picture.height, data: picture.data.slice() } : picture;
}
