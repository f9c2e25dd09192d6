// The plain fill: the hole's surroundings blurred into it (push-pull: a pyramid of weighted averages of the
// known pixels, then filled back down from the coarsest level, smoothed on the way). Smooth, no texture: it is
// the first guess of the coarsest PatchMatch level and the baseline the benchmark compares the inpaint with.
import type { Coverage, Pixels } from '../types';

interface Weighted {
  width: number;
  height: number;
  /** Premultiplied by the weight: RGBA × w. */
  sum: Float32Array;
  weight: Float32Array;
}

function halve(level: Weighted): Weighted {
  const width = Math.max(1, Math.ceil(level.width / 2));
  const height = Math.max(1, Math.ceil(level.height / 2));
  const sum = new Float32Array(width * height * 4);
  const weight = new Float32Array(width * height);
  for (let y = 0; y < level.height; y++) {
    for (let x = 0; x < level.width; x++) {
      const i = y * level.width + x;
      const w = level.weight[i] as number;
      if (w <= 0) continue;
      const o = (y >> 1) * width + (x >> 1);
      weight[o] = (weight[o] as number) + w;
      for (let c = 0; c < 4; c++) sum[o * 4 + c] = (sum[o * 4 + c] as number) + (level.sum[i * 4 + c] as number);
    }
  }
  return { width, height, sum, weight };
}

/** RGBA of the level's pixel (x, y): its own average where known, else `fallback`'s at half the coordinates. */
function resolve(level: Weighted, coarse: Float32Array | null, coarseWidth: number, coarseHeight: number): Float32Array {
  const out = new Float32Array(level.width * level.height * 4);
  for (let y = 0; y < level.height; y++) {
    for (let x = 0; x < level.width; x++) {
      const i = y * level.width + x;
      const w = level.weight[i] as number;
      // Known pixels keep their value; the rest take the coarser level's, bilinearly (smooth, not blocky).
      let cr = 0;
      let cg = 0;
      let cb = 0;
      let ca = 0;
      if (coarse) {
        const fx = Math.min(coarseWidth - 1, Math.max(0, (x + 0.5) / 2 - 0.5));
        const fy = Math.min(coarseHeight - 1, Math.max(0, (y + 0.5) / 2 - 0.5));
        const x0 = Math.floor(fx);
        const y0 = Math.floor(fy);
        const x1 = Math.min(coarseWidth - 1, x0 + 1);
        const y1 = Math.min(coarseHeight - 1, y0 + 1);
        const ax = fx - x0;
        const ay = fy - y0;
        const at = (xx: number, yy: number, c: number): number => coarse[(yy * coarseWidth + xx) * 4 + c] as number;
        const lerp = (c: number): number => (at(x0, y0, c) * (1 - ax) + at(x1, y0, c) * ax) * (1 - ay) + (at(x0, y1, c) * (1 - ax) + at(x1, y1, c) * ax) * ay;
        cr = lerp(0);
        cg = lerp(1);
        cb = lerp(2);
        ca = lerp(3);
      }
      // A partly known pixel (from a coarser average) mixes its own average with the coarser guess.
      const k = Math.min(1, w);
      const own = (c: number): number => (w > 0 ? (level.sum[i * 4 + c] as number) / w : 0);
      out[i * 4] = own(0) * k + cr * (1 - k);
      out[i * 4 + 1] = own(1) * k + cg * (1 - k);
      out[i * 4 + 2] = own(2) * k + cb * (1 - k);
      out[i * 4 + 3] = own(3) * k + ca * (1 - k);
    }
  }
  return out;
}

/** The picture with its hole (`hole[i]` set) filled by the blurred surroundings; known pixels unchanged. */
export function blurFillHole(width: number, height: number, data: Uint8ClampedArray, hole: Uint8Array): void {
  const sum = new Float32Array(width * height * 4);
  const weight = new Float32Array(width * height);
  for (let i = 0; i < hole.length; i++) {
    if (hole[i]) continue;
    weight[i] = 1;
    for (let c = 0; c < 4; c++) sum[i * 4 + c] = data[i * 4 + c] as number;
  }
  const levels: Weighted[] = [{ width, height, sum, weight }];
  let top = levels[0] as Weighted;
  while (top.width > 1 || top.height > 1) {
    top = halve(top);
    levels.push(top);
  }
  let coarse: Float32Array | null = null;
  let cw = 0;
  let ch = 0;
  for (let l = levels.length - 1; l >= 0; l--) {
    const level = levels[l] as Weighted;
    coarse = resolve(level, coarse, cw, ch);
    cw = level.width;
    ch = level.height;
  }
  const filled = coarse as Float32Array;
  for (let i = 0; i < hole.length; i++) {
    if (!hole[i]) continue;
    for (let c = 0; c < 4; c++) data[i * 4 + c] = filled[i * 4 + c] as number;
  }
}

/** The blur fill of a picture and mask (mask > 127 = hole), as a new picture: the benchmark's baseline. */
export function blurFill(pixels: Pixels, mask: Coverage): Pixels {
  const data = new Uint8ClampedArray(pixels.data);
  const hole = new Uint8Array(mask.data.length);
  for (let i = 0; i < hole.length; i++) hole[i] = (mask.data[i] as number) > 127 ? 1 : 0;
  blurFillHole(pixels.width, pixels.height, data, hole);
  return { width: pixels.width, height: pixels.height, data };
}
