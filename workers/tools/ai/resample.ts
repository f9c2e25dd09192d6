// Resampling for the models: pictures of any size to a model's input and its output back to the picture.
// Separable, with a triangle filter widened to the scale when shrinking (each output pixel averages the
// area it covers: no aliasing from a 12 MP photo into 256 × 256), plain bilinear when enlarging; or with
// Keys' bicubic kernel (a = −0.5, widened the same way), the degradation the upscaler's back-projection
// assumes (upscale.ts).

export type Kernel = 'triangle' | 'cubic';

function cubic(x: number): number {
  const t = Math.abs(x);
  if (t <= 1) return 1.5 * t * t * t - 2.5 * t * t + 1;
  if (t < 2) return -0.5 * t * t * t + 2.5 * t * t - 4 * t + 2;
  return 0;
}

interface Taps {
  /** First source index of each output position. */
  start: Int32Array;
  /** Number of taps of each output position. */
  count: Int32Array;
  /** `maxTaps` weights per output position, normalised. */
  weights: Float32Array;
  maxTaps: number;
}

function taps(src: number, dst: number, kernel: Kernel): Taps {
  const scale = src / dst;
  const widen = Math.max(1, scale);
  const support = kernel === 'cubic' ? 2 * widen : widen;
  const maxTaps = Math.ceil(support) * 2 + 2;
  const start = new Int32Array(dst);
  const count = new Int32Array(dst);
  const weights = new Float32Array(dst * maxTaps);
  for (let i = 0; i < dst; i++) {
    const centre = (i + 0.5) * scale - 0.5;
    const lo = Math.max(0, Math.ceil(centre - support));
    const hi = Math.min(src - 1, Math.floor(centre + support));
    let total = 0;
    let n = 0;
    for (let j = lo; j <= hi && n < maxTaps; j++, n++) {
      const w = kernel === 'cubic' ? cubic((j - centre) / widen) : Math.max(0, 1 - Math.abs(j - centre) / support);
      weights[i * maxTaps + n] = w;
      total += w;
    }
    if (Math.abs(total) < 1e-9) {
      // Past the last source pixel (enlarging at the border): repeat the nearest one.
      start[i] = Math.min(src - 1, Math.max(0, Math.round(centre)));
      count[i] = 1;
      weights[i * maxTaps] = 1;
      continue;
    }
    start[i] = lo;
    count[i] = n;
    for (let k = 0; k < n; k++) weights[i * maxTaps + k] = (weights[i * maxTaps + k] as number) / total;
  }
  return { start, count, weights, maxTaps };
}

/**
 * Resamples `channels` interleaved channels of `src` (sw × sh, `stride` values a pixel, e.g. RGBA's first
 * three with stride 4) to dw × dh, interleaved, as floats multiplied by `gain`.
 */
export function resample(src: ArrayLike<number>, sw: number, sh: number, stride: number, channels: number, dw: number, dh: number, gain = 1, kernel: Kernel = 'triangle'): Float32Array {
  const h = taps(sw, dw, kernel);
  const v = taps(sh, dh, kernel);
  // Rows first: shrinking a 12 MP photo, the intermediate is already narrow.
  const mid = new Float32Array(dw * sh * channels);
  for (let y = 0; y < sh; y++) {
    const row = y * sw;
    for (let x = 0; x < dw; x++) {
      const s = h.start[x] as number;
      const n = h.count[x] as number;
      const o = (y * dw + x) * channels;
      for (let k = 0; k < n; k++) {
        const w = h.weights[x * h.maxTaps + k] as number;
        const p = (row + s + k) * stride;
        for (let c = 0; c < channels; c++) mid[o + c] = (mid[o + c] as number) + w * (src[p + c] as number);
      }
    }
  }
  const out = new Float32Array(dw * dh * channels);
  for (let y = 0; y < dh; y++) {
    const s = v.start[y] as number;
    const n = v.count[y] as number;
    const o = y * dw * channels;
    for (let k = 0; k < n; k++) {
      const w = (v.weights[y * v.maxTaps + k] as number) * gain;
      const p = (s + k) * dw * channels;
      for (let i = 0; i < dw * channels; i++) out[o + i] = (out[o + i] as number) + w * (mid[p + i] as number);
    }
  }
  return out;
}

/**
 * Bilinear enlargement of single-channel `planes` (all lw × lh) to W × H, one output row at a time so a
 * 12 MP result needs no full-size float copy: `row(y, rows)` gets each plane's row y (W floats, reused).
 */
export function forEachUpsampledRow(planes: Float32Array[], lw: number, lh: number, W: number, H: number, row: (y: number, rows: Float32Array[]) => void): void {
  const sx = lw / W;
  const sy = lh / H;
  const x0 = new Int32Array(W);
  const fx = new Float32Array(W);
  for (let x = 0; x < W; x++) {
    const u = Math.min(lw - 1, Math.max(0, (x + 0.5) * sx - 0.5));
    const i = Math.min(lw - 2, Math.floor(u));
    x0[x] = Math.max(0, i);
    fx[x] = lw > 1 ? u - Math.max(0, i) : 0;
  }
  const rows = planes.map(() => new Float32Array(W));
  const blend = planes.map(() => new Float32Array(lw));
  for (let y = 0; y < H; y++) {
    const v = Math.min(lh - 1, Math.max(0, (y + 0.5) * sy - 0.5));
    const j = Math.max(0, Math.min(lh - 2, Math.floor(v)));
    const fy = lh > 1 ? v - j : 0;
    const j1 = Math.min(lh - 1, j + 1);
    planes.forEach((plane, p) => {
      const b = blend[p] as Float32Array;
      const r0 = j * lw;
      const r1 = j1 * lw;
      for (let x = 0; x < lw; x++) b[x] = (plane[r0 + x] as number) * (1 - fy) + (plane[r1 + x] as number) * fy;
      const out = rows[p] as Float32Array;
      const x1max = lw - 1;
      for (let x = 0; x < W; x++) {
        const i = x0[x] as number;
        const f = fx[x] as number;
        out[x] = (b[i] as number) * (1 - f) + (b[Math.min(x1max, i + 1)] as number) * f;
      }
    });
    row(y, rows);
  }
}
