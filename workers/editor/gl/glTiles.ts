// Photos larger than the GPU holds (issue 18 part 2: 50 MP and more), exported at their full size. The
// engine keeps such a photo's full-size decoded bitmap (images.ts) beside the working copy everything
// else uses. When the document's edits keep the picture's size and read only a bounded neighbourhood of
// a pixel — adjustments, tone and colour tools, looks, blur, sharpen, clarity, denoise — the edit list
// runs over the full-size picture in tiles: each tile is cut from the bitmap WITH an overlap that covers
// the widest neighbourhood the plan reads (its blur chains' reach), rendered by the same GL passes as any
// render (the plan is built for the whole picture, so radii and blur factors are the whole picture's),
// and only its inside is written into the output canvas, which is then encoded. Tiles start on multiples
// of every blur factor, so each tile's downsampled copies sample the same blocks the whole picture's would.
// Memory: the bitmap and the output canvas (two full-size RGBA copies) plus one tile's buffers.
// Everything else (crop, rotate, effects that move pixels, brushes, layers, text, collages, designs) is
// rendered as before from the working copy, within the device's image size (tiledPlan says why).
import { outputSize } from '../../../src/lib/shared/editor/geometry';
import type { EditorDocument } from '../../../src/lib/shared/editor/types';
import type { ExportType } from '../api';
import { subJob, yieldToEvents, type Job } from '../jobs';
import type { KernelPass, PointStep, Stage } from '../kernels/types';
import { buildPlan, type Plan } from '../pipeline/plan';
import type { GlContext, GlTexture } from './glContext';
import type { GlPasses } from './glPasses';

/** Side of a tile's inside, at most (the overlap comes on top, within the texture limit). */
export const TILE_SIDE = 2048;

/** Kernels a tile can run: each reads a bounded neighbourhood at the same place (with `reach`). */
const TILE_KERNELS = new Set(['box-down', 'gauss', 'upsample', 'unsharp', 'bilateral']);

/** A point step that reads the pixel's position (vignette, grain) would see the tile's, not the picture's. */
const readsPosition = (step: PointStep): boolean => !step.def.lut && /\b(uv|px|outSize|pos)\b/.test(step.def.glsl);

export interface TiledPlan {
  plan: Plan;
  /** Full-size output. */
  width: number;
  height: number;
  /** Document pixels → output pixels. */
  scale: number;
  /** Pixels of context each tile reads beyond its inside, on every side. */
  overlap: number;
  /** Tile origins are multiples of this (every blur factor of the plan divides it). */
  align: number;
}

export type TileRefusal = { ok: false; causes: string[] };

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** How far a stage reads from a pixel, in full-size pixels, and the blur factor it downsamples by; null when a tile cannot run it. */
function stageReach(stage: Stage, width: number, height: number): { reach: number; factor: number } | null {
  let factor = 1;
  let reach = 0;
  for (const pass of stage.passes) {
    if (!TILE_KERNELS.has(pass.def.id)) return null;
    const full = pass.width === width && pass.height === height;
    if (pass.def.id === 'box-down') factor = Math.max(1, Math.trunc(pass.params[0] ?? 1));
    if (!full && (pass.width !== Math.ceil(width / factor) || pass.height !== Math.ceil(height / factor))) return null;
    const f = full ? 1 : factor;
    if (pass.def.id === 'box-down') reach += factor;
    else if (pass.def.id === 'gauss') reach += Math.ceil((pass.params[1] ?? 0) + 1) * f;
    else if (pass.def.id === 'bilateral') reach += Math.ceil(pass.params[2] ?? 0);
    // upsample and unsharp read the downsampled copy bilinearly: one block around.
    else reach += factor + 1;
  }
  return { reach, factor };
}

/**
 * The plan of `doc` at full size when it can run in tiles over the photo of `full` size (one photo
 * filling the canvas, edits that keep the size and read a bounded neighbourhood); otherwise what stops it,
 * as operation types ('layers' for anything beyond the one photo).
 */
export function tiledPlan(doc: EditorDocument, imageSize: (id: string) => { width: number; height: number } | undefined, full: { width: number; height: number }, maxTexture: number): ({ ok: true } & TiledPlan) | TileRefusal {
  const causes: string[] = [];
  const only = doc.layers[0];
  const single = doc.layers.length === 1 && only?.kind === 'image' && only.visible && !only.mask && !only.clip && !only.frame && !only.shapeMask && (only.operations?.length ?? 0) === 0;
  const working = single ? imageSize(only.imageId) : undefined;
  const picture = outputSize(doc, 1);
  if (!single || !working || doc.canvas.width !== working.width || doc.canvas.height !== working.height || Math.abs(only.transform.x - working.width / 2) > 0.5 || Math.abs(only.transform.y - working.height / 2) > 0.5 || only.transform.rotation !== 0 || Math.abs(only.transform.scaleX - 1) > 1e-9 || Math.abs(only.transform.scaleY - 1) > 1e-9) causes.push('layers');
  const scale = full.width / Math.max(1, doc.canvas.width);
  const plan = buildPlan(doc.operations, full.width, full.height, scale);
  let overlap = 2;
  let align = 1;
  for (const op of doc.operations) {
    if (!op.enabled) continue;
    const own = buildPlan([op], full.width, full.height, scale);
    const fits =
      own.width === full.width &&
      own.height === full.height &&
      own.passes.every((pass) => pass.tail.every((s) => !readsPosition(s)) && (!pass.stage || stageReach(pass.stage, full.width, full.height) !== null));
    if (!fits && !causes.includes(op.type)) causes.push(op.type);
  }
  if (picture.width !== doc.canvas.width || picture.height !== doc.canvas.height) if (causes.length === 0) causes.push('layers');
  if (causes.length > 0) return { ok: false, causes };
  for (const pass of plan.passes) {
    if (!pass.stage) continue;
    const r = stageReach(pass.stage, full.width, full.height);
    if (!r) return { ok: false, causes: ['layers'] };
    overlap += r.reach;
    align = (align * r.factor) / gcd(align, r.factor);
  }
  overlap = Math.ceil(overlap / align) * align;
  if (align > TILE_SIDE || TILE_SIDE + 2 * overlap > maxTexture) return { ok: false, causes: doc.operations.filter((o) => o.enabled).map((o) => o.type) };
  return { ok: true, plan, width: full.width, height: full.height, scale, overlap, align };
}

/** The plan's passes for a tile of `w` × `h`: full-size passes take the tile's size, downsampled ones its share. */
function tileStage(stage: Stage, full: { width: number; height: number }, w: number, h: number): Stage {
  let factor = 1;
  const passes: KernelPass[] = stage.passes.map((pass) => {
    if (pass.def.id === 'box-down') factor = Math.max(1, Math.trunc(pass.params[0] ?? 1));
    const isFull = pass.width === full.width && pass.height === full.height;
    return { ...pass, width: isFull ? w : Math.ceil(w / factor), height: isFull ? h : Math.ceil(h / factor) };
  });
  return { ...stage, passes };
}

export interface TileBox {
  /** The tile's inside in the output. */
  x: number;
  y: number;
  width: number;
  height: number;
  /** What is read for it (the inside and its overlap, within the picture). */
  inX: number;
  inY: number;
  inWidth: number;
  inHeight: number;
}

/** The tiles of a `width` × `height` picture, rows top to bottom. */
export function tileBoxes(width: number, height: number, overlap: number, align: number, side = TILE_SIDE): TileBox[] {
  const step = Math.max(align, Math.floor(side / align) * align);
  const boxes: TileBox[] = [];
  for (let y = 0; y < height; y += step) {
    for (let x = 0; x < width; x += step) {
      const inX = Math.max(0, x - overlap);
      const inY = Math.max(0, y - overlap);
      const w = Math.min(step, width - x);
      const h = Math.min(step, height - y);
      boxes.push({ x, y, width: w, height: h, inX, inY, inWidth: Math.min(width, x + w + overlap) - inX, inHeight: Math.min(height, y + h + overlap) - inY });
    }
  }
  return boxes;
}

/** Runs the tiled plan over the bitmap and encodes the result; progress and cancel between and inside tiles. */
export async function renderTiled(ctx: GlContext, passes: GlPasses, bitmap: ImageBitmap, tiled: TiledPlan, type: ExportType, quality: number | undefined, job: Job): Promise<Blob> {
  const { width, height, plan } = tiled;
  const out = new OffscreenCanvas(width, height);
  const outCtx = out.getContext('2d', { colorSpace: 'srgb' });
  if (!outCtx) throw new Error('2D canvas unavailable for encoding');
  const boxes = tileBoxes(width, height, tiled.overlap, tiled.align);
  const flatten = type === 'image/jpeg';
  let reader: { canvas: OffscreenCanvas; ctx: OffscreenCanvasRenderingContext2D } | null = null;
  for (const [index, box] of boxes.entries()) {
    job.check();
    const tileJob = subJob(job, (0.9 * index) / boxes.length, (0.9 * (index + 1)) / boxes.length);
    // The tile's pixels as the working copy's were made: the bitmap drawn onto an sRGB 2D canvas.
    if (!reader || reader.canvas.width !== box.inWidth || reader.canvas.height !== box.inHeight) {
      const canvas = new OffscreenCanvas(box.inWidth, box.inHeight);
      const c2d = canvas.getContext('2d', { willReadFrequently: true, colorSpace: 'srgb' });
      if (!c2d) throw new Error('2D canvas unavailable for tiles');
      reader = { canvas, ctx: c2d };
    }
    reader.ctx.clearRect(0, 0, box.inWidth, box.inHeight);
    reader.ctx.drawImage(bitmap, box.inX, box.inY, box.inWidth, box.inHeight, 0, 0, box.inWidth, box.inHeight);
    const source = reader.ctx.getImageData(0, 0, box.inWidth, box.inHeight).data;
    const input = ctx.createTexture(box.inWidth, box.inHeight, source);
    let current: GlTexture = input;
    try {
      for (const pass of plan.passes) {
        tileJob.check();
        const next = pass.stage ? await passes.runStage(tileStage(pass.stage, tiled, box.inWidth, box.inHeight), current, pass.tail, null) : await passes.runKernel(null, [current], pass.tail, null);
        if (current !== input) ctx.release(current);
        current = next;
      }
      const pixels = new Uint8ClampedArray((await ctx.readPixels(current)).buffer);
      if (flatten) {
        // JPEG has no alpha: onto white, as encodeRaster flattens a whole picture.
        for (let i = 3; i < pixels.length; i += 4) {
          const a = pixels[i] ?? 255;
          if (a === 255) continue;
          for (let c = i - 3; c < i; c++) pixels[c] = Math.round(((pixels[c] ?? 0) * a + 255 * (255 - a)) / 255);
          pixels[i] = 255;
        }
      }
      outCtx.putImageData(new ImageData(pixels as Uint8ClampedArray<ArrayBuffer>, box.inWidth, box.inHeight), box.inX, box.inY, box.x - box.inX, box.y - box.inY, box.width, box.height);
    } finally {
      if (current !== input) ctx.release(current);
      ctx.deleteTexture(input);
    }
    tileJob.progress(1);
    // Lets a cancel() message in between tiles.
    await yieldToEvents();
  }
  job.check();
  const blob = await out.convertToBlob({ type, quality: quality === undefined ? undefined : Math.min(1, Math.max(0, quality)) });
  job.progress(1);
  return blob;
}
