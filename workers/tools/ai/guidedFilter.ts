// The fast guided filter (He & Sun 2015) that carries a model's coarse mask to the picture's own edges: the
// filter's linear coefficients (q = a·I + b, I the luminance) are found at a working size and then applied
// to the full-resolution luminance, so a 12 MP edge costs one pass over the picture and two small planes.

/** A box mean of radius r (edges clamped), in place; running sums along rows, then columns. */
export function boxMean(c: Float32Array, width: number, height: number, r: number): void {
  const tmp = new Float32Array(c.length);
  const inv = 1 / (2 * r + 1);
  for (let y = 0; y < height; y++) {
    const base = y * width;
    let sum = 0;
    for (let k = -r; k <= r; k++) sum += c[base + Math.min(width - 1, Math.max(0, k))] as number;
    for (let x = 0; x < width; x++) {
      tmp[base + x] = sum * inv;
      sum += (c[base + Math.min(width - 1, x + r + 1)] as number) - (c[base + Math.max(0, x - r)] as number);
    }
  }
  const sums = new Float64Array(width);
  for (let k = -r; k <= r; k++) {
    const row = Math.min(height - 1, Math.max(0, k)) * width;
    for (let x = 0; x < width; x++) sums[x] = (sums[x] as number) + (tmp[row + x] as number);
  }
  for (let y = 0; y < height; y++) {
    const base = y * width;
    for (let x = 0; x < width; x++) c[base + x] = (sums[x] as number) * inv;
    const add = Math.min(height - 1, y + r + 1) * width;
    const drop = Math.max(0, y - r) * width;
    for (let x = 0; x < width; x++) sums[x] = (sums[x] as number) + (tmp[add + x] as number) - (tmp[drop + x] as number);
  }
}

/** Rec. 709 luminance of straight RGBA bytes, 0..1. */
export function luminance(r: number, g: number, b: number): number {
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/**
 * The guided filter's coefficients for input `p` guided by `I` (both w × h, 0..1): mean(a) and mean(b)
 * over radius r, with a = cov(I, p) / (var(I) + eps). Where the guide is flat a → 0 and q is p's local
 * mean; across an edge of the guide, q follows the edge.
 */
export function guidedCoefficients(I: Float32Array, p: Float32Array, w: number, h: number, r: number, eps: number): { a: Float32Array; b: Float32Array } {
  const n = w * h;
  const meanI = Float32Array.from(I);
  const meanP = Float32Array.from(p);
  const a = new Float32Array(n);
  const b = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    a[i] = (I[i] as number) * (I[i] as number);
    b[i] = (I[i] as number) * (p[i] as number);
  }
  boxMean(meanI, w, h, r);
  boxMean(meanP, w, h, r);
  boxMean(a, w, h, r);
  boxMean(b, w, h, r);
  for (let i = 0; i < n; i++) {
    const mi = meanI[i] as number;
    const variance = Math.max(0, (a[i] as number) - mi * mi);
    const ai = ((b[i] as number) - mi * (meanP[i] as number)) / (variance + eps);
    a[i] = ai;
    b[i] = (meanP[i] as number) - ai * mi;
  }
  boxMean(a, w, h, r);
  boxMean(b, w, h, r);
  return { a, b };
}
