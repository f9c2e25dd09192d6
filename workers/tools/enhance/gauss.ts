// A Gaussian blur of one float channel, edges extended (clamped): exact separable kernel for small sigmas,
// three box passes per axis beyond (the box sizes of Kovesi's "fast almost-Gaussian filtering"), so a
// 12 MP picture costs the same at any radius. The loops are the hot path of unblur (two blurs an
// iteration): the edges are handled apart so the inner loops carry no bounds checks, and every pass
// reads along memory (columns move a whole row at a time).

/** Blurs `src` (width × height) into `dst` (may be `src`) with a Gaussian of `sigma` pixels; `tmp` is scratch. */
export function gaussianBlur(src: Float32Array, dst: Float32Array, tmp: Float32Array, width: number, height: number, sigma: number): void {
  if (sigma <= 0.01) {
    if (dst !== src) dst.set(src);
    return;
  }
  if (sigma < 2) {
    const kernel = gaussKernel(sigma);
    convolveRows(src, tmp, width, height, kernel);
    convolveColumns(tmp, dst, width, height, kernel);
    return;
  }
  const boxes = boxSizes(sigma, 3);
  // src → tmp → dst → tmp, then the columns tmp → dst → tmp → dst.
  boxRows(src, tmp, width, height, boxes[0]!);
  boxRows(tmp, dst, width, height, boxes[1]!);
  boxRows(dst, tmp, width, height, boxes[2]!);
  boxColumns(tmp, dst, width, height, boxes[0]!);
  boxColumns(dst, tmp, width, height, boxes[1]!);
  boxColumns(tmp, dst, width, height, boxes[2]!);
}

function gaussKernel(sigma: number): Float32Array {
  const half = Math.max(1, Math.ceil(3 * sigma));
  const kernel = new Float32Array(2 * half + 1);
  let sum = 0;
  for (let i = -half; i <= half; i++) {
    const v = Math.exp(-(i * i) / (2 * sigma * sigma));
    kernel[i + half] = v;
    sum += v;
  }
  for (let i = 0; i < kernel.length; i++) kernel[i] = kernel[i]! / sum;
  return kernel;
}

function convolveRows(src: Float32Array, dst: Float32Array, width: number, height: number, kernel: Float32Array): void {
  const half = (kernel.length - 1) / 2;
  const taps = kernel.length;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      let sum = 0;
      if (x >= half && x < width - half) {
        const start = row + x - half;
        for (let k = 0; k < taps; k++) sum += src[start + k]! * kernel[k]!;
      } else {
        for (let k = -half; k <= half; k++) {
          const xx = x + k < 0 ? 0 : x + k >= width ? width - 1 : x + k;
          sum += src[row + xx]! * kernel[k + half]!;
        }
      }
      dst[row + x] = sum;
    }
  }
}

function convolveColumns(src: Float32Array, dst: Float32Array, width: number, height: number, kernel: Float32Array): void {
  const half = (kernel.length - 1) / 2;
  for (let y = 0; y < height; y++) {
    const out = y * width;
    const first = kernel[0]!;
    const firstRow = (y - half < 0 ? 0 : y - half) * width;
    for (let x = 0; x < width; x++) dst[out + x] = src[firstRow + x]! * first;
    for (let k = 1 - half; k <= half; k++) {
      const yy = y + k < 0 ? 0 : y + k >= height ? height - 1 : y + k;
      const row = yy * width;
      const weight = kernel[k + half]!;
      for (let x = 0; x < width; x++) dst[out + x] = dst[out + x]! + src[row + x]! * weight;
    }
  }
}

/** Odd box widths whose `n` passes approximate a Gaussian of `sigma`. */
export function boxSizes(sigma: number, n: number): number[] {
  const ideal = Math.sqrt((12 * sigma * sigma) / n + 1);
  let lower = Math.floor(ideal);
  if (lower % 2 === 0) lower--;
  const upper = lower + 2;
  const m = Math.round((12 * sigma * sigma - n * lower * lower - 4 * n * lower - 3 * n) / (-4 * lower - 4));
  return Array.from({ length: n }, (_, i) => (i < m ? lower : upper));
}

function boxRows(src: Float32Array, dst: Float32Array, width: number, height: number, size: number): void {
  const r = (size - 1) / 2;
  const scale = 1 / size;
  const last = width - 1;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let sum = 0;
    for (let k = -r; k <= r; k++) sum += src[row + (k < 0 ? 0 : k > last ? last : k)]!;
    for (let x = 0; x < width; x++) {
      dst[row + x] = sum * scale;
      const enter = x + r + 1;
      const leave = x - r;
      sum += src[row + (enter > last ? last : enter)]! - src[row + (leave < 0 ? 0 : leave)]!;
    }
  }
}

function boxColumns(src: Float32Array, dst: Float32Array, width: number, height: number, size: number): void {
  const r = (size - 1) / 2;
  const scale = 1 / size;
  // One running sum per column, moved down a row at a time: reads run along memory.
  const sums = new Float32Array(width);
  const rowAt = (y: number): number => (y < 0 ? 0 : y >= height ? height - 1 : y) * width;
  for (let k = -r; k <= r; k++) {
    const row = rowAt(k);
    for (let x = 0; x < width; x++) sums[x] = sums[x]! + src[row + x]!;
  }
  for (let y = 0; y < height; y++) {
    const out = y * width;
    const enter = rowAt(y + r + 1);
    const leave = rowAt(y - r);
    for (let x = 0; x < width; x++) {
      const sum = sums[x]!;
      dst[out + x] = sum * scale;
      sums[x] = sum + src[enter + x]! - src[leave + x]!;
    }
  }
}
