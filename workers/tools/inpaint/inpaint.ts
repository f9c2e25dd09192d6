// Content-aware fill (issue 17: object remover, content-aware expand). Works at a bounded size around the
// hole: the hole's box plus a generous margin of context, shrunk to at most ~1.5 MP. There a pyramid is
// filled coarse to fine by PatchMatch (patchMatch.ts). The result goes back to full resolution by carrying
// the match field up once more and voting with full-resolution patches (sharp texture, not an enlarged
// blur) when the hole is small enough for that, else by bilinear enlargement; it is blended into the
// picture only where the mask covers: covered pixels (> 127) are replaced, the brush's soft edge (1..127)
// mixed by its coverage, everything else left exactly as it was.
import type { Coverage, Pixels } from '../types';
import { coveredBox, type Box } from '../coverage';
import { blurFillHole } from './blurFill';
import { edgeConfidence, improve, randomField, refreshDistances, sourcesOf, targetsOf, upsampleField, vote, R, type Field, type Level } from './patchMatch';
import { gatherVote, targetWeights } from './fullResolution';
import { growInto, shrink } from './resample';
import { makeRng } from './rng';

export interface InpaintOptions {
  /** The most pixels the search runs on (the crop around the hole is shrunk to fit). */
  workingPixels?: number;
  /** Past this many hole pixels at full resolution, the fill is enlarged bilinearly instead of re-voted. */
  fullResolutionHole?: number;
  seed?: number;
}

const DEFAULTS = { workingPixels: 1_500_000, fullResolutionHole: 12_000_000, seed: 0x2545f491 };

/** The smallest side a pyramid level may have (a few patches across). */
const MIN_SIDE = 6 * R;

/** The crop the fill looks at: the hole's box and as much again around it (at least 64 px), inside the picture. */
export function contextBox(hole: Box, width: number, height: number): Box {
  const margin = Math.max(64, Math.max(hole.width, hole.height));
  const x0 = Math.max(0, hole.x - margin);
  const y0 = Math.max(0, hole.y - margin);
  const x1 = Math.min(width, hole.x + hole.width + margin);
  const y1 = Math.min(height, hole.y + hole.height + margin);
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

function cropLevel(pixels: Pixels, mask: Coverage, box: Box): Level {
  const data = new Uint8ClampedArray(box.width * box.height * 4);
  const hole = new Uint8Array(box.width * box.height);
  for (let y = 0; y < box.height; y++) {
    const from = (box.y + y) * pixels.width + box.x;
    data.set(pixels.data.subarray(from * 4, (from + box.width) * 4), y * box.width * 4);
    for (let x = 0; x < box.width; x++) hole[y * box.width + x] = (mask.data[from + x] as number) > 0 ? 1 : 0;
  }
  return { width: box.width, height: box.height, data, hole };
}

function holeExtent(level: Level): number {
  let x0 = level.width;
  let y0 = level.height;
  let x1 = -1;
  let y1 = -1;
  for (let i = 0; i < level.hole.length; i++) {
    if (!level.hole[i]) continue;
    const y = (i / level.width) | 0;
    const x = i - y * level.width;
    if (x < x0) x0 = x;
    if (x > x1) x1 = x;
    if (y < y0) y0 = y;
    if (y > y1) y1 = y;
  }
  return x1 < 0 ? 0 : Math.max(x1 - x0 + 1, y1 - y0 + 1);
}

interface Step {
  level: Level;
  targets: Int32Array;
  sources: ReturnType<typeof sourcesOf>;
}

/** Levels from the working size down, while a coarser level still has room and sources for patches. */
function pyramid(working: Level): Step[] {
  const steps: Step[] = [{ level: working, targets: targetsOf(working), sources: sourcesOf(working) }];
  for (;;) {
    const top = (steps[steps.length - 1] as Step).level;
    // Coarse enough: the hole is a few patches across.
    if (holeExtent(top) <= 4 * (2 * R + 1)) break;
    const width = Math.ceil(top.width / 2);
    const height = Math.ceil(top.height / 2);
    if (width < MIN_SIDE || height < MIN_SIDE) break;
    const next = shrink(top, width, height);
    const sources = sourcesOf(next);
    if (sources.list.length < 64) break;
    steps.push({ level: next, targets: targetsOf(next), sources });
  }
  return steps.reverse();
}

/** EM iterations at a level, from the coarsest (many, cheap) to the working size (few, dear). */
function iterationsAt(index: number, count: number): number {
  const fromFinest = count - 1 - index;
  return fromFinest === 0 ? 2 : fromFinest === 1 ? 3 : 5;
}

/**
 * The picture with the covered pixels filled from the rest of it (see the file's head). Deterministic
 * for a given seed. `onProgress` gets 0..1.
 */
export function inpaintPixels(pixels: Pixels, mask: Coverage, onProgress?: (fraction: number) => void, options: InpaintOptions = {}): Pixels {
  const { workingPixels, fullResolutionHole, seed } = { ...DEFAULTS, ...options };
  if (mask.width !== pixels.width || mask.height !== pixels.height) throw new Error('inpaint_mask_size');
  const out = new Uint8ClampedArray(pixels.data);
  const result: Pixels = { width: pixels.width, height: pixels.height, data: out };
  const holeBox = coveredBox(mask);
  if (!holeBox) return result;
  const box = contextBox(holeBox, pixels.width, pixels.height);
  const crop = cropLevel(pixels, mask, box);
  const scale = Math.min(1, Math.sqrt(workingPixels / (box.width * box.height)));
  const working = scale < 1 ? shrink(crop, Math.max(1, Math.round(box.width * scale)), Math.max(1, Math.round(box.height * scale))) : { ...crop, data: new Uint8ClampedArray(crop.data) };
  const rng = makeRng(seed);
  const steps = pyramid(working);

  // Progress in proportion to the patch work: targets × iterations per level, and the final vote.
  let cropHole = 0;
  for (let i = 0; i < crop.hole.length; i++) cropHole += crop.hole[i] as number;
  const refine = scale < 1 && cropHole <= fullResolutionHole;
  const work = steps.map((s, i) => s.targets.length * (iterationsAt(i, steps.length) + 1));
  const finalWork = refine ? cropHole * 0.5 : 0;
  const total = work.reduce((a, b) => a + b, 0) + finalWork || 1;
  let done = 0;
  const report = (units: number): void => {
    done += units;
    onProgress?.(Math.min(0.99, done / total));
  };

  let field: Field | null = null;
  let previous: Level | null = null;
  let lastConfidence: Float32Array | null = null;
  for (let index = 0; index < steps.length; index++) {
    const { level, targets, sources } = steps[index] as Step;
    const confidence = edgeConfidence(level);
    lastConfidence = confidence;
    const perIteration = targets.length;
    if (sources.list.length === 0 || targets.length === 0) {
      // Nothing to copy from (the hole covers it all): the blur fill is all there is.
      blurFillHole(level.width, level.height, level.data, level.hole);
      previous = level;
      field = null;
      report(work[index] as number);
      continue;
    }
    if (!field || !previous) {
      blurFillHole(level.width, level.height, level.data, level.hole);
      field = randomField(level, targets, sources, rng);
    } else {
      const coarse: Level = previous;
      growInto(coarse, level);
      field = upsampleField(field, coarse, level, targets, sources, rng, level.width / coarse.width);
      vote(level, field, confidence);
      refreshDistances(level, field);
    }
    report(perIteration);
    const iterations = iterationsAt(index, steps.length);
    // The coarsest level searches the whole picture; finer ones refine the carried field nearby.
    const radius = index === 0 ? Math.max(level.width, level.height) : Math.max(8, Math.round(Math.max(level.width, level.height) / 4));
    const finest = index === steps.length - 1;
    for (let it = 0; it < iterations; it++) {
      improve(level, field, sources, rng, finest ? 1 : 2, radius);
      vote(level, field, confidence);
      if (it < iterations - 1) refreshDistances(level, field);
      report(perIteration);
    }
    previous = level;
  }

  const filledWorking = previous ?? working;
  let filled: Level;
  if (scale >= 1) {
    filled = filledWorking;
  } else {
    filled = crop;
    growInto(filledWorking, crop);
    if (refine && field && lastConfidence) {
      // Full-resolution patches copied along the working field: the texture's own detail, not an enlargement.
      const rows = crop.height;
      gatherVote(crop, filledWorking, field, targetWeights(filledWorking, field, lastConfidence), (y) => {
        if (y % 64 === 63) report((finalWork * 64) / rows);
      });
    }
  }
  blendBack(out, pixels.width, mask, box, filled);
  onProgress?.(1);
  return result;
}

/** The filled crop into the picture: replaced where covered (> 127), mixed by coverage at the soft edge. */
function blendBack(out: Uint8ClampedArray, width: number, mask: Coverage, box: Box, filled: Level): void {
  for (let y = 0; y < box.height; y++) {
    for (let x = 0; x < box.width; x++) {
      const p = (box.y + y) * width + box.x + x;
      const m = mask.data[p] as number;
      if (m === 0) continue;
      const a = m > 127 ? 1 : m / 255;
      const o = p * 4;
      const f = (y * box.width + x) * 4;
      for (let k = 0; k < 4; k++) out[o + k] = (out[o + k] as number) * (1 - a) + (filled.data[f + k] as number) * a;
    }
  }
}
