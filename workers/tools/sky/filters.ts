// Small linear-time image filters on float planes (one number a pixel, row by row) shared by the sky mask,
// the portrait enhancer and the relight: box blur by running sums (cost independent of the radius), area
// downscale, bilinear resize and the guided filter (He et al.), which smooths while keeping the guide's edges.
import type { Pixels } from '../types';

export interface Plane {
  width: number;
  height: number;
  data: Float32Array;
}

/** Mean over a (2r+1)² window, windows cut at the borders (divided by the pixels inside). */
export function boxBlur(src: Plane, r: number): Plane {
  const { width: w, height: h } = src;
  const radius = Math.max(0, Math.round(r));
  if (radius === 0) return { width: w, height: h, data: src.data.slice() };
  const tmp = new Float32Array(w * h);
  const out = new Float32Array(w * h);
  // Rows.
  for (let y = 0; y < h; y++) {
    const row = y * w;
    let sum = 0;
    let count = 0;
    for (let x = 0; x <= Math.min(radius, w - 1); x++) {
      sum += src.data[row + x]!;
      count++;
    }
    for (let x = 0; x < w; x++) {
      tmp[row + x] = sum / count;
      const add = x + radius + 1;
      const drop = x - radius;
      if (add < w) {
        sum += src.data[row + add]!;
        count++;
      }
      if (drop >= 0) {
        sum -= src.data[row + drop]!;
        count--;
      }
    }
  }
  // Columns.
  for (let x = 0; x < w; x++) {
    let sum = 0;
    let count = 0;
    for (let y = 0; y <= Math.min(radius, h - 1); y++) {
      sum += tmp[y * w + x]!;
      count++;
    }
    for (let y = 0; y < h; y++) {
      out[y * w + x] = sum / count;
      const add = y + radius + 1;
      const drop = y - radius;
      if (add < h) {
        sum += tmp[add * w + x]!;
        count++;
      }
      if (drop >= 0) {
        sum -= tmp[drop * w + x]!;
        count--;
      }
    }
  }
  return { width: w, height: h, data: out };
}

/** The size that fits `maxSide` on the longer side (never larger than the picture). */
export function fitSize(width: number, height: number, maxSide: number): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * The picture's red, green, blue (0..1) and alpha-free luminance at a smaller size, each small pixel the mean
 * of the picture's pixels it covers (so noise and texture average out instead of aliasing).
 */
export function downscaleRgb(pixels: Pixels, width: number, height: number): { r: Plane; g: Plane; b: Plane; lum: Plane } {
  const sw = pixels.width;
  const sh = pixels.height;
  const r = new Float32Array(width * height);
  const g = new Float32Array(width * height);
  const b = new Float32Array(width * height);
  const count = new Float32Array(width * height);
  const fx = width / sw;
  const fy = height / sh;
  const d = pixels.data;
  for (let y = 0; y < sh; y++) {
    const ty = Math.min(height - 1, Math.floor(y * fy)) * width;
    for (let x = 0; x < sw; x++) {
      const t = ty + Math.min(width - 1, Math.floor(x * fx));
      const i = (y * sw + x) * 4;
      r[t]! += d[i]!;
      g[t]! += d[i + 1]!;
      b[t]! += d[i + 2]!;
      count[t]!++;
    }
  }
  const lum = new Float32Array(width * height);
  for (let t = 0; t < lum.length; t++) {
    const n = 255 * Math.max(1, count[t]!);
    r[t] = r[t]! / n;
    g[t] = g[t]! / n;
    b[t] = b[t]! / n;
    lum[t] = 0.299 * r[t]! + 0.587 * g[t]! + 0.114 * b[t]!;
  }
  const plane = (data: Float32Array): Plane => ({ width, height, data });
  return { r: plane(r), g: plane(g), b: plane(b), lum: plane(lum) };
}

/** The plane's value at a fractional position (pixel centres at integer + 0.5), clamped at the borders. */
export function sampleBilinear(p: Plane, x: number, y: number): number {
  const fx = Math.min(p.width - 1, Math.max(0, x - 0.5));
  const fy = Math.min(p.height - 1, Math.max(0, y - 0.5));
  const x0 = Math.floor(fx);
  const y0 = Math.floor(fy);
  const x1 = Math.min(p.width - 1, x0 + 1);
  const y1 = Math.min(p.height - 1, y0 + 1);
  const ax = fx - x0;
  const ay = fy - y0;
  const top = p.data[y0 * p.width + x0]! * (1 - ax) + p.data[y0 * p.width + x1]! * ax;
  const bottom = p.data[y1 * p.width + x0]! * (1 - ax) + p.data[y1 * p.width + x1]! * ax;
  return top * (1 - ay) + bottom * ay;
}

/** Where each output column (or row) of `size` falls between two of `source`'s: the bilinear taps, computed once. */
export interface Taps {
  lo: Int32Array;
  hi: Int32Array;
  /** The weight of `hi`. */
  t: Float32Array;
}

/** Taps for sampling a line of `source` samples at `size` positions, position i at (i + 0.5) · scale + offset. */
export function bilinearTaps(size: number, source: number, scale: number, offset = 0): Taps {
  const lo = new Int32Array(size);
  const hi = new Int32Array(size);
  const t = new Float32Array(size);
  for (let i = 0; i < size; i++) {
    const f = Math.min(source - 1, Math.max(0, (i + 0.5) * scale + offset - 0.5));
    lo[i] = Math.floor(f);
    hi[i] = Math.min(source - 1, lo[i]! + 1);
    t[i] = f - lo[i]!;
  }
  return { lo, hi, t };
}

export function resizeBilinear(p: Plane, width: number, height: number): Plane {
  const out = new Float32Array(width * height);
  const sx = p.width / width;
  const sy = p.height / height;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) out[y * width + x] = sampleBilinear(p, (x + 0.5) * sx, (y + 0.5) * sy);
  }
  return { width, height, data: out };
}

/**
 * The guided filter's linear coefficients: the output is a·I + b, where a and b are smooth. Kept apart from
 * applying them so the fast variant can compute them small and apply them at full resolution.
 */
export function guidedCoefficients(guide: Plane, input: Plane, r: number, eps: number): { a: Plane; b: Plane } {
  const n = guide.data.length;
  const ip = new Float32Array(n);
  const ii = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    ip[i] = guide.data[i]! * input.data[i]!;
    ii[i] = guide.data[i]! * guide.data[i]!;
  }
  const { width, height } = guide;
  const meanI = boxBlur(guide, r);
  const meanP = boxBlur(input, r);
  const meanIp = boxBlur({ width, height, data: ip }, r);
  const meanII = boxBlur({ width, height, data: ii }, r);
  const a = new Float32Array(n);
  const b = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const mi = meanI.data[i]!;
    const mp = meanP.data[i]!;
    const cov = meanIp.data[i]! - mi * mp;
    const variance = meanII.data[i]! - mi * mi;
    a[i] = cov / (variance + eps);
    b[i] = mp - a[i]! * mi;
  }
  return { a: boxBlur({ width, height, data: a }, r), b: boxBlur({ width, height, data: b }, r) };
}

/** The guided filter of `input` by `guide` (same size). With guide = input it is an edge-preserving smoothing. */
export function guidedFilter(guide: Plane, input: Plane, r: number, eps: number): Plane {
  const { a, b } = guidedCoefficients(guide, input, r, eps);
  const out = new Float32Array(guide.data.length);
  for (let i = 0; i < out.length; i++) out[i] = a.data[i]! * guide.data[i]! + b.data[i]!;
  return { width: guide.width, height: guide.height, data: out };
}

export function smoothstep(edge0: number, edge1: number, x: number): number {
  const t = Math.min(1, Math.max(0, (x - edge0) / (edge1 - edge0)));
  return t * t * (3 - 2 * t);
}
