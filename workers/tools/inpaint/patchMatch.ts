// One level of PatchMatch exemplar inpainting (Barnes et al. 2009; the fill is Wexler et al.'s EM): every
// patch that touches the hole (a "target", its centre within R of a hole pixel) keeps its nearest
// neighbour — the centre of a patch wholly outside the hole (a "source") — found by propagation from its
// neighbours and a random search around the best so far; each hole pixel then becomes the weighted vote of
// every target patch that covers it, copied from that patch's source. Search and vote alternate (EM).
import type { Rng } from './rng';

/** Patch radius: 7 × 7 patches. */
export const R = 3;

/** An RGBA picture and its hole (1 = to fill), both row by row. */
export interface Level {
  width: number;
  height: number;
  data: Uint8ClampedArray;
  hole: Uint8Array;
}

/** Where each target patch finds its match. `nnf`/`dist` are per pixel (−1/unused off the targets). */
export interface Field {
  targets: Int32Array;
  nnf: Int32Array;
  dist: Float32Array;
}

/** Source centres: patches wholly inside the picture and outside the hole. */
export interface Sources {
  valid: Uint8Array;
  list: Int32Array;
}

/** Pixels within `r` (a square) of a set pixel. */
export function dilate(mask: Uint8Array, width: number, height: number, r: number): Uint8Array {
  const across = new Uint8Array(mask.length);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let last = -Infinity;
    for (let x = 0; x < width; x++) {
      if (mask[row + x]) last = x;
      if (x - last <= r) across[row + x] = 1;
    }
    last = Infinity;
    for (let x = width - 1; x >= 0; x--) {
      if (mask[row + x]) last = x;
      if (last - x <= r) across[row + x] = 1;
    }
  }
  const out = new Uint8Array(mask.length);
  for (let x = 0; x < width; x++) {
    let last = -Infinity;
    for (let y = 0; y < height; y++) {
      if (across[y * width + x]) last = y;
      if (y - last <= r) out[y * width + x] = 1;
    }
    last = Infinity;
    for (let y = height - 1; y >= 0; y--) {
      if (across[y * width + x]) last = y;
      if (last - y <= r) out[y * width + x] = 1;
    }
  }
  return out;
}

export function sourcesOf(level: Level): Sources {
  const { width, height } = level;
  const near = dilate(level.hole, width, height, R);
  const valid = new Uint8Array(width * height);
  let count = 0;
  for (let y = R; y < height - R; y++) {
    for (let x = R; x < width - R; x++) {
      const i = y * width + x;
      if (!near[i]) {
        valid[i] = 1;
        count++;
      }
    }
  }
  const list = new Int32Array(count);
  let k = 0;
  for (let i = 0; i < valid.length; i++) if (valid[i]) list[k++] = i;
  return { valid, list };
}

export function targetsOf(level: Level): Int32Array {
  const near = dilate(level.hole, level.width, level.height, R);
  let count = 0;
  for (let i = 0; i < near.length; i++) count += near[i] as number;
  const out = new Int32Array(count);
  let k = 0;
  for (let i = 0; i < near.length; i++) if (near[i]) out[k++] = i;
  return out;
}

/**
 * Sum of squared RGBA differences between the patch at target `t` (clipped to the picture) and the one at
 * source `s` (always inside); stops early once past `limit`.
 */
export function patchDistance(level: Level, t: number, s: number, limit: number): number {
  const { width, height, data } = level;
  const ty = (t / width) | 0;
  const tx = t - ty * width;
  const sy = (s / width) | 0;
  const sx = s - sy * width;
  const x0 = tx < R ? -tx : -R;
  const x1 = tx + R >= width ? width - 1 - tx : R;
  const y0 = ty < R ? -ty : -R;
  const y1 = ty + R >= height ? height - 1 - ty : R;
  let sum = 0;
  for (let dy = y0; dy <= y1; dy++) {
    let a = ((ty + dy) * width + tx + x0) * 4;
    let b = ((sy + dy) * width + sx + x0) * 4;
    for (let dx = x0; dx <= x1; dx++) {
      const d0 = (data[a] as number) - (data[b] as number);
      const d1 = (data[a + 1] as number) - (data[b + 1] as number);
      const d2 = (data[a + 2] as number) - (data[b + 2] as number);
      const d3 = (data[a + 3] as number) - (data[b + 3] as number);
      sum += d0 * d0 + d1 * d1 + d2 * d2 + d3 * d3;
      a += 4;
      b += 4;
    }
    if (sum >= limit) return sum;
  }
  return sum;
}

/**
 * A match's cost: the patch distance plus a mild preference for nearby sources (the squared displacement
 * as a share of the picture's size, worth a modest colour mismatch), so that among look-alike patches the
 * fill takes what is next to the hole rather than a striking object from across the picture.
 */
// Tuned on bench:inpaint: a source across the whole picture costs what a mismatch of ~36 levels per
// channel over the patch would; one a tenth of the picture away, ~4 levels.
export const LOCALITY = 250_000;

export function matchCost(level: Level, t: number, s: number, limit: number): number {
  const w = level.width;
  const ty = (t / w) | 0;
  const sy = (s / w) | 0;
  const dx = s - sy * w - (t - ty * w);
  const dy = sy - ty;
  const size = Math.max(w, level.height);
  const penalty = (LOCALITY * (dx * dx + dy * dy)) / (size * size);
  return penalty + patchDistance(level, t, s, limit - penalty);
}

function emptyField(level: Level, targets: Int32Array): Field {
  const nnf = new Int32Array(level.width * level.height).fill(-1);
  return { targets, nnf, dist: new Float32Array(level.width * level.height) };
}

/** Every target matched with a random source. */
export function randomField(level: Level, targets: Int32Array, sources: Sources, rng: Rng): Field {
  const field = emptyField(level, targets);
  const { list } = sources;
  for (const t of targets) {
    const s = list[rng.below(list.length)] as number;
    field.nnf[t] = s;
    field.dist[t] = matchCost(level, t, s, Infinity);
  }
  return field;
}

/**
 * A coarser level's field carried to this one (`factor` = this size / the coarser size): each target takes
 * its parent's displacement, scaled; where that lands off the sources, a random source.
 */
export function upsampleField(coarse: Field, coarseLevel: Level, level: Level, targets: Int32Array, sources: Sources, rng: Rng, factor: number, withDistances = true): Field {
  const field = emptyField(level, targets);
  const { width, height } = level;
  const cw = coarseLevel.width;
  const ch = coarseLevel.height;
  for (const t of targets) {
    const y = (t / width) | 0;
    const x = t - y * width;
    const cx = Math.min(cw - 1, Math.floor(x / factor));
    const cy = Math.min(ch - 1, Math.floor(y / factor));
    const ci = cy * cw + cx;
    const cs = coarse.nnf[ci] as number;
    let s = -1;
    if (cs >= 0) {
      const csy = (cs / cw) | 0;
      const csx = cs - csy * cw;
      const sx = x + Math.round((csx - cx) * factor);
      const sy = y + Math.round((csy - cy) * factor);
      if (sx >= 0 && sy >= 0 && sx < width && sy < height && sources.valid[sy * width + sx]) s = sy * width + sx;
    }
    if (s < 0) s = sources.list[rng.below(sources.list.length)] as number;
    field.nnf[t] = s;
    field.dist[t] = withDistances ? matchCost(level, t, s, Infinity) : 0;
  }
  return field;
}

/** The distances again, after the hole's colours changed (a vote). */
export function refreshDistances(level: Level, field: Field): void {
  for (const t of field.targets) field.dist[t] = matchCost(level, t, field.nnf[t] as number, Infinity);
}

/**
 * PatchMatch passes: propagation from the previous neighbours (alternating scan order) and random search
 * in windows halving from `searchRadius` (the whole picture at the coarsest level; the finer levels start
 * from a carried field and only refine it nearby), plus one candidate anywhere.
 */
export function improve(level: Level, field: Field, sources: Sources, rng: Rng, passes: number, searchRadius = Math.max(level.width, level.height)): void {
  const { width, height } = level;
  const { targets, nnf, dist } = field;
  const { valid, list } = sources;
  const n = targets.length;
  for (let pass = 0; pass < passes; pass++) {
    const step = pass % 2 === 0 ? 1 : -1;
    for (let k = 0; k < n; k++) {
      const t = targets[step > 0 ? k : n - 1 - k] as number;
      const ty = (t / width) | 0;
      const tx = t - ty * width;
      let best = nnf[t] as number;
      let bestD = dist[t] as number;
      let s: number;
      let d: number;
      // Propagation: the neighbour already visited in this pass, its match shifted by one.
      const nx = tx - step;
      if (nx >= 0 && nx < width) {
        const m = nnf[t - step] as number;
        if (m >= 0) {
          s = m + step;
          const mx = (m % width) + step;
          if (mx >= 0 && mx < width && s !== best && valid[s]) {
            d = matchCost(level, t, s, bestD);
            if (d < bestD) {
              best = s;
              bestD = d;
            }
          }
        }
      }
      const ny = ty - step;
      if (ny >= 0 && ny < height) {
        const m = nnf[t - step * width] as number;
        if (m >= 0) {
          s = m + step * width;
          if (s >= 0 && s < valid.length && s !== best && valid[s]) {
            d = matchCost(level, t, s, bestD);
            if (d < bestD) {
              best = s;
              bestD = d;
            }
          }
        }
      }
      s = list[rng.below(list.length)] as number;
      if (s !== best) {
        d = matchCost(level, t, s, bestD);
        if (d < bestD) {
          best = s;
          bestD = d;
        }
      }
      const by = (best / width) | 0;
      const bx = best - by * width;
      for (let radius = searchRadius; radius >= 1; radius >>= 1) {
        const sx = bx + rng.range(radius);
        const sy = by + rng.range(radius);
        if (sx < R || sy < R || sx >= width - R || sy >= height - R) continue;
        s = sy * width + sx;
        if (s === best || !valid[s]) continue;
        d = matchCost(level, t, s, bestD);
        if (d < bestD) {
          best = s;
          bestD = d;
        }
      }
      nnf[t] = best;
      dist[t] = bestD;
    }
  }
}

/**
 * How much a target patch's vote counts, from how deep its centre lies in the hole: γ^−distance (Wexler et
 * al., γ = 1.3). Patches at the hole's edge overlap the known picture and are the best constrained, so they
 * decide the pixels next to it and the fill meets its surroundings without a seam.
 */
export function edgeConfidence(level: Level, gamma = 1.3): Float32Array {
  const { width, height, hole } = level;
  const d = new Float32Array(width * height);
  const far = width + height;
  for (let i = 0; i < d.length; i++) d[i] = hole[i] ? far : 0;
  const D = Math.SQRT2;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      let v = d[i] as number;
      if (v === 0) continue;
      if (x > 0) v = Math.min(v, (d[i - 1] as number) + 1);
      if (y > 0) {
        v = Math.min(v, (d[i - width] as number) + 1);
        if (x > 0) v = Math.min(v, (d[i - width - 1] as number) + D);
        if (x < width - 1) v = Math.min(v, (d[i - width + 1] as number) + D);
      }
      d[i] = v;
    }
  }
  for (let y = height - 1; y >= 0; y--) {
    for (let x = width - 1; x >= 0; x--) {
      const i = y * width + x;
      let v = d[i] as number;
      if (v === 0) continue;
      if (x < width - 1) v = Math.min(v, (d[i + 1] as number) + 1);
      if (y < height - 1) {
        v = Math.min(v, (d[i + width] as number) + 1);
        if (x < width - 1) v = Math.min(v, (d[i + width + 1] as number) + D);
        if (x > 0) v = Math.min(v, (d[i + width - 1] as number) + D);
      }
      d[i] = v;
    }
  }
  const k = Math.log(gamma);
  for (let i = 0; i < d.length; i++) d[i] = Math.exp(-k * (d[i] as number));
  return d;
}

/**
 * Each hole pixel becomes the weighted mean of what every target patch covering it copies there. Weights
 * favour good matches (exp(−d / 2σ²), σ² from the 75th percentile of the patch errors; `uniform` skips it)
 * and patches near the hole's edge (`confidence`, edgeConfidence).
 */
export function vote(level: Level, field: Field, confidence: Float32Array | null, uniform = false, percentile = 0.75): void {
  const { width, height, data, hole } = level;
  const { targets, nnf, dist } = field;
  // Accumulators only over the hole's box (a small hole in a big picture needs little memory).
  let bx0 = width;
  let by0 = height;
  let bx1 = -1;
  let by1 = -1;
  for (const t of targets) {
    if (!hole[t]) continue;
    const y = (t / width) | 0;
    const x = t - y * width;
    if (x < bx0) bx0 = x;
    if (x > bx1) bx1 = x;
    if (y < by0) by0 = y;
    if (y > by1) by1 = y;
  }
  if (bx1 < 0) return;
  const bw = bx1 - bx0 + 1;
  const acc = new Float32Array(bw * (by1 - by0 + 1) * 4);
  const weights = new Float32Array(bw * (by1 - by0 + 1));
  let scale = 0;
  if (!uniform && targets.length > 0) {
    const sample = new Float32Array(Math.min(targets.length, 4096));
    const stride = targets.length / sample.length;
    for (let i = 0; i < sample.length; i++) sample[i] = dist[targets[Math.floor(i * stride)] as number] as number;
    sample.sort();
    const p75 = sample[Math.floor(sample.length * percentile)] as number;
    scale = p75 > 0 ? 1 / (2 * p75) : 0;
  }
  for (const t of targets) {
    const s = nnf[t] as number;
    const w = (scale > 0 ? Math.exp(-(dist[t] as number) * scale) + 1e-6 : 1) * (confidence ? (confidence[t] as number) + 1e-9 : 1);
    const ty = (t / width) | 0;
    const tx = t - ty * width;
    const offset = s - t;
    const x0 = tx < R ? -tx : -R;
    const x1 = tx + R >= width ? width - 1 - tx : R;
    const y0 = ty < R ? -ty : -R;
    const y1 = ty + R >= height ? height - 1 - ty : R;
    for (let dy = y0; dy <= y1; dy++) {
      const row = (ty + dy) * width + tx;
      for (let dx = x0; dx <= x1; dx++) {
        const q = row + dx;
        if (!hole[q]) continue;
        const from = (q + offset) * 4;
        const b = (ty + dy - by0) * bw + tx + dx - bx0;
        const to = b * 4;
        acc[to] = (acc[to] as number) + w * (data[from] as number);
        acc[to + 1] = (acc[to + 1] as number) + w * (data[from + 1] as number);
        acc[to + 2] = (acc[to + 2] as number) + w * (data[from + 2] as number);
        acc[to + 3] = (acc[to + 3] as number) + w * (data[from + 3] as number);
        weights[b] = (weights[b] as number) + w;
      }
    }
  }
  for (let y = by0; y <= by1; y++) {
    for (let x = bx0; x <= bx1; x++) {
      const b = (y - by0) * bw + x - bx0;
      const w = weights[b] as number;
      const q = y * width + x;
      if (!hole[q] || w <= 0) continue;
      const i = q * 4;
      const j = b * 4;
      data[i] = (acc[j] as number) / w;
      data[i + 1] = (acc[j + 1] as number) / w;
      data[i + 2] = (acc[j + 2] as number) / w;
      data[i + 3] = (acc[j + 3] as number) / w;
    }
  }
}
