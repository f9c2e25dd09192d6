// Picture quality measures shared by the AI benchmarks (bench/ai-*) and their tests: PSNR, bicubic
// resampling (the baseline an upscaler must beat) and the intersection over union of two masks.

export interface Rgba {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

/** Peak signal-to-noise ratio over RGB, in dB (alpha ignored); both pictures the same size. */
export function psnr(a: Rgba, b: Rgba): number {
  if (a.width !== b.width || a.height !== b.height) throw new Error('psnr: sizes differ');
  let sum = 0;
  for (let i = 0; i < a.data.length; i += 4) {
    for (let c = 0; c < 3; c++) {
      const d = (a.data[i + c] as number) - (b.data[i + c] as number);
      sum += d * d;
    }
  }
  const mse = sum / (a.width * a.height * 3);
  return mse === 0 ? Infinity : 10 * Math.log10((255 * 255) / mse);
}

/** Keys' cubic convolution kernel (a = −0.5, what "bicubic" means in most image tools). */
function cubic(x: number): number {
  const t = Math.abs(x);
  if (t <= 1) return 1.5 * t * t * t - 2.5 * t * t + 1;
  if (t < 2) return -0.5 * t * t * t + 2.5 * t * t - 4 * t + 2;
  return 0;
}

/**
 * Resizes to width × height with the bicubic kernel (widened by the scale when shrinking, so shrinking
 * averages like an image tool does rather than aliasing).
 */
export function bicubic(src: Rgba, width: number, height: number): Rgba {
  const pass = (input: Float32Array, sw: number, sh: number, dw: number, horizontal: boolean): Float32Array => {
    const srcLen = horizontal ? sw : sh;
    const lines = horizontal ? sh : sw;
    const out = new Float32Array((horizontal ? dw * sh : sw * dw) * 4);
    const scale = srcLen / dw;
    const support = 2 * Math.max(1, scale);
    for (let i = 0; i < dw; i++) {
      const centre = (i + 0.5) * scale - 0.5;
      const lo = Math.ceil(centre - support);
      const hi = Math.floor(centre + support);
      const taps: Array<[number, number]> = [];
      let total = 0;
      for (let j = lo; j <= hi; j++) {
        const w = cubic((j - centre) / Math.max(1, scale));
        taps.push([Math.min(srcLen - 1, Math.max(0, j)), w]);
        total += w;
      }
      for (let l = 0; l < lines; l++) {
        const o = (horizontal ? l * dw + i : i * sw + l) * 4;
        for (const [j, w] of taps) {
          const s = (horizontal ? l * sw + j : j * sw + l) * 4;
          for (let c = 0; c < 4; c++) out[o + c] = (out[o + c] as number) + ((input[s + c] as number) * w) / total;
        }
      }
    }
    return out;
  };
  const first = pass(Float32Array.from(src.data), src.width, src.height, width, true);
  const second = pass(first, width, src.height, height, false);
  return { width, height, data: Uint8ClampedArray.from(second) };
}

/** Intersection over union of two coverages (0..255) thresholded at half. */
export function iou(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let inter = 0;
  let union = 0;
  for (let i = 0; i < a.length; i++) {
    const x = (a[i] as number) >= 128;
    const y = (b[i] as number) >= 128;
    if (x && y) inter++;
    if (x || y) union++;
  }
  return union === 0 ? 1 : inter / union;
}
