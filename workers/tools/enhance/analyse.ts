// The photo enhancer's analysis (issue 17): one look at a small render of the picture decides a few
// ordinary catalogue adjustments — auto levels (black and white points), exposure for the midtones (with
// shadows where exposure alone would clip the highlights), contrast for flat pictures, white balance from
// the grey world (warmth and tint), a gentle vibrance for dull colours and a little clarity for soft ones.
// The panel adds them as one history step; each stays editable in the Adjust panel. Every correction is
// deliberately partial: a photo's own mood (a sunset, a night street) is not a mistake to be erased.
//
// The amounts follow the engine's own formulas (workers/editor/ops/adjust.ts): exposure is a gain in linear
// light of 2^amount, warmth gains (1 + .12w, 1 + .02w, 1 − .12w), tint (1 + .05t, 1 − .1t, 1 + .05t),
// contrast a factor 1 + 2k around mid grey, shadows adds .35·a·w·(1 − l) below mid grey.
import type { Pixels } from '../types';

export interface EnhanceChange {
  /** Catalogue operation type (exposure, levels…). */
  type: string;
  /** Its parameter. */
  param: string;
  /** What the full-strength enhancement adds to the parameter's present value. */
  delta: number;
}

export interface EnhanceStats {
  /** Luma percentiles and median, 0..1 (sRGB-encoded). */
  low: number;
  high: number;
  median: number;
  /** Spread of the luma. */
  spread: number;
  /** Mean red and blue over mean green (grey world: both 1). */
  redRatio: number;
  blueRatio: number;
  /** Mean colourfulness (max − min of the channels). */
  colourfulness: number;
  /** Mean local detail (luma against its 3×3 neighbours). */
  detail: number;
  /** The luma histogram, 256 bins, weights summing to 1. */
  histogram: number[];
}

export interface EnhancePlan {
  changes: EnhanceChange[];
  stats: EnhanceStats;
}

const LR = 0.2126;
const LG = 0.7152;
const LB = 0.0722;
/** The midtone a well-exposed photo's median luma sits near. */
const TARGET_MEDIAN = 0.46;

const toLinear = (c: number): number => (c <= 0.04045 ? c / 12.92 : Math.pow((Math.max(c, 0) + 0.055) / 1.055, 2.4));
const toSrgb = (c: number): number => (c <= 0.0031308 ? c * 12.92 : 1.055 * Math.pow(c, 1 / 2.4) - 0.055);
const clamp = (v: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, v));
const smoothstep = (a: number, b: number, x: number): number => {
  const t = clamp((x - a) / (b - a), 0, 1);
  return t * t * (3 - 2 * t);
};

/** The value below which `fraction` of the histogram's weight lies, 0..1. */
function percentile(hist: Float64Array, total: number, fraction: number): number {
  const goal = total * fraction;
  let sum = 0;
  for (let i = 0; i < hist.length; i++) {
    sum += hist[i] ?? 0;
    if (sum >= goal) return i / (hist.length - 1);
  }
  return 1;
}

/** The spread (standard deviation) of a histogram's values mapped through `map`. */
function spreadOf(histogram: readonly number[], map: (v: number) => number): number {
  let mean = 0;
  let square = 0;
  histogram.forEach((weight, i) => {
    const v = map(i / 255);
    mean += weight * v;
    square += weight * v * v;
  });
  return Math.sqrt(Math.max(0, square - mean * mean));
}

/** Measures what the plan is made from. Transparent pixels do not count. */
export function measure(pixels: Pixels): EnhanceStats {
  const { width, height, data } = pixels;
  const hist = new Float64Array(256);
  const lumas = new Float32Array(width * height);
  let total = 0;
  let sumR = 0;
  let sumG = 0;
  let sumB = 0;
  let sumWB = 0;
  let colour = 0;
  for (let i = 0, p = 0; p < width * height; p++, i += 4) {
    const a = (data[i + 3] ?? 0) / 255;
    const r = (data[i] ?? 0) / 255;
    const g = (data[i + 1] ?? 0) / 255;
    const b = (data[i + 2] ?? 0) / 255;
    const l = LR * r + LG * g + LB * b;
    lumas[p] = l;
    if (a <= 0) continue;
    total += a;
    const bin = Math.round(l * 255);
    hist[bin] = (hist[bin] ?? 0) + a;
    colour += a * (Math.max(r, g, b) - Math.min(r, g, b));
    // Grey world over the well-exposed pixels: clipped and near-black ones carry no colour information.
    if (l > 0.04 && l < 0.96) {
      sumR += a * r;
      sumG += a * g;
      sumB += a * b;
      sumWB += a;
    }
  }
  if (total === 0) return { low: 0, high: 1, median: TARGET_MEDIAN, spread: 0.2, redRatio: 1, blueRatio: 1, colourfulness: 0.3, detail: 0.05, histogram: [] };
  let mean = 0;
  for (let i = 0; i < 256; i++) mean += (hist[i] ?? 0) * (i / 255);
  mean /= total;
  let variance = 0;
  for (let i = 0; i < 256; i++) variance += (hist[i] ?? 0) * (i / 255 - mean) ** 2;
  let detail = 0;
  let counted = 0;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const p = y * width + x;
      const around = ((lumas[p - 1] ?? 0) + (lumas[p + 1] ?? 0) + (lumas[p - width] ?? 0) + (lumas[p + width] ?? 0)) / 4;
      detail += Math.abs((lumas[p] ?? 0) - around);
      counted++;
    }
  }
  const green = Math.max(sumG, 1e-6);
  return {
    low: percentile(hist, total, 0.003),
    high: percentile(hist, total, 0.997),
    median: percentile(hist, total, 0.5),
    spread: Math.sqrt(variance / total),
    redRatio: sumWB > 0 ? sumR / green : 1,
    blueRatio: sumWB > 0 ? sumB / green : 1,
    colourfulness: colour / total,
    detail: counted > 0 ? detail / counted : 0.05,
    histogram: Array.from(hist, (v) => v / total),
  };
}

/** The adjustments that enhance a picture with these statistics (zero changes left out). */
export function planFromStats(stats: EnhanceStats): EnhanceChange[] {
  const changes: EnhanceChange[] = [];
  const add = (type: string, param: string, delta: number): void => {
    if (delta !== 0) changes.push({ type, param, delta });
  };

  // 1. Auto levels: a lifted black (haze, a flat scan) or a dim white is stretched, within reason.
  let black = stats.low > 3 / 255 ? Math.min(stats.low, 40 / 255) : 0;
  let white = stats.high < 250 / 255 ? Math.max(stats.high, 200 / 255) : 1;
  if (1 / (white - black) < 1.04) {
    black = 0;
    white = 1;
  }
  add('levels', 'rgbInBlack', Math.round(black * 255));
  add('levels', 'rgbInWhite', Math.round(white * 255) - 255);
  const levelled = (v: number): number => clamp((v - black) / (white - black), 0, 1);

  // 2. Exposure for the midtones, no further than keeps the bright end (97th percentile) unclipped;
  //    what it cannot reach is lifted by shadows. Bright pictures are often meant so: darkened later, less.
  const median = levelled(stats.median);
  const highEnd = levelled(stats.high);
  let exposure = 0;
  if (median < TARGET_MEDIAN - 0.04 || median > TARGET_MEDIAN + 0.16) {
    let gain = toLinear(TARGET_MEDIAN) / Math.max(toLinear(median), 1e-4);
    if (gain > 1) gain = Math.min(gain, Math.max(1, toLinear(0.99) / Math.max(toLinear(highEnd), 1e-4)));
    exposure = clamp(0.8 * Math.log2(gain), -1, 1.5);
    exposure = Math.abs(exposure) < 0.05 ? 0 : Math.round(exposure * 20) / 20;
  }
  add('exposure', 'amount', exposure);
  const exposed = toSrgb(Math.min(1, toLinear(median) * 2 ** exposure));
  if (exposed < TARGET_MEDIAN - 0.05) {
    const w = 1 - smoothstep(0, 0.5, exposed);
    const shadows = (TARGET_MEDIAN - exposed) / Math.max(0.35 * w * (1 - exposed), 0.05);
    add('shadows', 'amount', Math.round(clamp(0.8 * shadows * 100, 0, 40)));
  }

  // 3. Contrast for a flat picture: the spread of luma once the steps above are applied (the tone map is
  //    monotonic, so percentiles just map; the spread needs the histogram) well under a normal photo's ~0.2.
  const shadowsAmount = (changes.find((c) => c.type === 'shadows')?.delta ?? 0) / 100;
  const toned = (v: number): number => {
    const l = toSrgb(Math.min(1, toLinear(levelled(v)) * 2 ** exposure));
    return clamp(l + 0.35 * shadowsAmount * (1 - smoothstep(0, 0.5, l)) * (1 - l), 0, 1);
  };
  const spread = stats.histogram.length > 0 ? spreadOf(stats.histogram, toned) : stats.spread;
  if (spread < 0.16) add('contrast', 'amount', Math.round(clamp(((0.2 / Math.max(spread, 0.02) - 1) / 2) * 100 * 0.6, 0, 30)));

  // 4. White balance from the grey world: solve the warmth and tint gains that bring the mean red and blue
  //    back to the mean green (in logs: r + .10w + .15t = 0, b − .14w + .15t = 0), then apply 60 % of it.
  //    A cast under 3 % is left alone (a neutral picture has one from its content alone).
  const beyond = (ratio: number): number => {
    const v = Math.log(clamp(ratio, 0.25, 4));
    return Math.sign(v) * Math.max(0, Math.abs(v) - 0.03);
  };
  const r = beyond(stats.redRatio);
  const b = beyond(stats.blueRatio);
  const w = (b - r) / 0.24;
  const t = -(r + 0.1 * w) / 0.15;
  const warmth = Math.round(clamp(0.6 * w * 100, -40, 40));
  const tint = Math.round(clamp(0.6 * t * 100, -25, 25));
  add('warmth', 'amount', Math.abs(warmth) >= 4 ? warmth : 0);
  add('tint', 'amount', Math.abs(tint) >= 4 ? tint : 0);

  // 5. A gentle vibrance for dull colours; 6. a little clarity for a soft picture.
  if (stats.colourfulness < 0.12) add('vibrance', 'amount', Math.round(clamp((0.12 - stats.colourfulness) * 200, 0, 20)));
  if (stats.detail < 0.012) add('clarity', 'amount', Math.round(clamp((0.012 - stats.detail) * 1500, 0, 15)));
  return changes;
}

/** The enhancement of a (small) picture. */
export function analysePicture(pixels: Pixels): EnhancePlan {
  const stats = measure(pixels);
  return { stats, changes: planFromStats(stats) };
}
