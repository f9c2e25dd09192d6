// The last step of a fill found at a smaller working size: every full-resolution hole pixel gathers the
// votes of the patches around it, each patch following its working-size parent's match (the displacement
// scaled up) into the full-resolution picture. The texture keeps its own detail instead of being an
// enlarged blur, and nothing the size of the picture is allocated but one byte a pixel (which patches touch
// the hole), so a 17 MP expand stays within memory.
import { dilate, R, type Field, type Level } from './patchMatch';

/**
 * Each working-size target's vote weight: how good its match is (exp(−d / 2σ²), σ² the 75th percentile of
 * the patch errors) times how near the hole's edge it lies (`confidence`).
 */
export function targetWeights(level: Level, field: Field, confidence: Float32Array): Float32Array {
  const weights = new Float32Array(level.width * level.height);
  const { targets, dist } = field;
  if (targets.length === 0) return weights;
  const sample = new Float32Array(Math.min(targets.length, 4096));
  const stride = targets.length / sample.length;
  for (let i = 0; i < sample.length; i++) sample[i] = dist[targets[Math.floor(i * stride)] as number] as number;
  sample.sort();
  const p75 = sample[Math.floor(sample.length * 0.75)] as number;
  const scale = p75 > 0 ? 1 / (2 * p75) : 0;
  for (const t of targets) weights[t] = (Math.exp(-(dist[t] as number) * scale) + 1e-6) * ((confidence[t] as number) + 1e-9);
  return weights;
}

/** Patch centres on every STEP-th row and column vote: each hole pixel still gets 12 to 16 votes, at a quarter of the work. */
const STEP = 2;

/**
 * Fills the hole of `fine` (the full-resolution crop, its hole already holding the enlarged working fill)
 * from its own known pixels along the working `field` of `coarse`; `weights` per working pixel. Votes are
 * summed in a ring of 2R + 2 rows, each row written out once no later patch reaches it. Pixels no patch
 * reaches keep the enlarged fill.
 */
export function gatherVote(fine: Level, coarse: Level, field: Field, weights: Float32Array, onRow?: (y: number) => void): void {
  const { width, height, data, hole } = fine;
  // Patches touching the hole (targets); a source is a centre wholly clear of it and inside the picture.
  const near = dilate(hole, width, height, R);
  const cw = coarse.width;
  const ch = coarse.height;
  const fx = coarse.width / width;
  const fy = coarse.height / height;
  const { nnf } = field;
  const ring = 2 * R + 2;
  const acc = new Float32Array(ring * width * 4);
  const total = new Float32Array(ring * width);
  let flushed = 0;
  const flush = (qy: number): void => {
    const r = (qy % ring) * width;
    for (let qx = 0; qx < width; qx++) {
      const w = total[r + qx] as number;
      const q = qy * width + qx;
      if (w > 0 && hole[q]) {
        const o = q * 4;
        const i = (r + qx) * 4;
        data[o] = (acc[i] as number) / w;
        data[o + 1] = (acc[i + 1] as number) / w;
        data[o + 2] = (acc[i + 2] as number) / w;
        data[o + 3] = (acc[i + 3] as number) / w;
      }
    }
    total.fill(0, r, r + width);
    acc.fill(0, r * 4, (r + width) * 4);
    onRow?.(qy);
  };
  for (let py = 0; py < height; py += STEP) {
    // Rows above py − R get no more votes.
    while (flushed < Math.min(height, py - R)) flush(flushed++);
    const cy = Math.min(ch - 1, Math.floor(py * fy));
    for (let px = 0; px < width; px += STEP) {
      const p = py * width + px;
      if (!near[p]) continue;
      const cx = Math.min(cw - 1, Math.floor(px * fx));
      const ci = cy * cw + cx;
      const cs = nnf[ci] as number;
      if (cs < 0) continue;
      const csy = (cs / cw) | 0;
      const sx = px + Math.round((cs - csy * cw - cx) / fx);
      const sy = py + Math.round((csy - cy) / fy);
      if (sx < R || sy < R || sx >= width - R || sy >= height - R || near[sy * width + sx]) continue;
      const w = weights[ci] as number;
      const offset = (sy - py) * width + (sx - px);
      const y0 = Math.max(0, py - R);
      const y1 = Math.min(height - 1, py + R);
      const x0 = Math.max(0, px - R);
      const x1 = Math.min(width - 1, px + R);
      for (let qy = y0; qy <= y1; qy++) {
        const r = (qy % ring) * width;
        for (let qx = x0; qx <= x1; qx++) {
          const q = qy * width + qx;
          if (!hole[q]) continue;
          const from = (q + offset) * 4;
          const i = (r + qx) * 4;
          acc[i] = (acc[i] as number) + w * (data[from] as number);
          acc[i + 1] = (acc[i + 1] as number) + w * (data[from + 1] as number);
          acc[i + 2] = (acc[i + 2] as number) + w * (data[from + 2] as number);
          acc[i + 3] = (acc[i + 3] as number) + w * (data[from + 3] as number);
          total[r + qx] = (total[r + qx] as number) + w;
        }
      }
    }
  }
  while (flushed < height) flush(flushed++);
}
