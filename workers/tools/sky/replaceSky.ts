// The sky replacer's composite: the new sky, cover-fitted into the old sky's bounding box (its bottom on the
// horizon, where a sky picture's horizon is), shows through the sky mask; the foreground takes on some of the
// new sky's light (its average tone against the old sky's), so a sunset sky does not sit over a noon field.
import type { Coverage, Pixels, Progress } from '../types';
import { coveredBox } from '../coverage';
import { bilinearTaps } from './filters';
import { skyMask } from './skyMask';

export interface ReplaceSkyOptions {
  /** 0..1: how far the foreground's colour moves toward the new sky's light. */
  blend: number;
  /** 0..1: how soft the horizon is (0 = the mask's own edge; 1 ≈ 2 % of the picture's long side). */
  feather: number;
}

export interface ReplaceSkyResult {
  /** Null when the picture has no sky to replace. */
  pixels: Pixels | null;
  /** The share of the picture that was sky (0..1). */
  skyShare: number;
}

/** Below this share of the picture there is no sky worth replacing. */
const MIN_SKY_SHARE = 0.005;

/** Box blur of a coverage twice over (≈ a Gaussian), in place, radius in pixels. */
export function featherCoverage(mask: Coverage, radius: number): void {
  const r = Math.round(radius);
  if (r < 1) return;
  const { width: w, height: h, data } = mask;
  for (let repeat = 0; repeat < 2; repeat++) {
    // Rows: a running sum along each row.
    const line = new Float32Array(w);
    for (let y = 0; y < h; y++) {
      const start = y * w;
      for (let x = 0; x < w; x++) line[x] = data[start + x]!;
      let sum = 0;
      let n = 0;
      for (let x = 0; x <= Math.min(r, w - 1); x++) {
        sum += line[x]!;
        n++;
      }
      for (let x = 0; x < w; x++) {
        data[start + x] = Math.round(sum / n);
        if (x + r + 1 < w) {
          sum += line[x + r + 1]!;
          n++;
        }
        if (x - r >= 0) {
          sum -= line[x - r]!;
          n--;
        }
      }
    }
    // Columns: a running sum per column, walking down the rows (memory in order, unlike column by column).
    const source = data.slice();
    const sums = new Float32Array(w);
    let n = 0;
    for (let y = 0; y <= Math.min(r, h - 1); y++) {
      for (let x = 0; x < w; x++) sums[x]! += source[y * w + x]!;
      n++;
    }
    for (let y = 0; y < h; y++) {
      const row = y * w;
      for (let x = 0; x < w; x++) data[row + x] = Math.round(sums[x]! / n);
      const add = y + r + 1;
      const drop = y - r;
      if (add < h) {
        for (let x = 0; x < w; x++) sums[x]! += source[add * w + x]!;
        n++;
      }
      if (drop >= 0) {
        for (let x = 0; x < w; x++) sums[x]! -= source[drop * w + x]!;
        n--;
      }
    }
  }
}

/** Composites `sky` into `photo` through `mask` (both at the photo's size); returns new pixels. */
export function compositeSky(photo: Pixels, mask: Coverage, sky: Pixels, options: ReplaceSkyOptions): Pixels {
  const { width, height } = photo;
  const box = coveredBox(mask, 128) ?? { x: 0, y: 0, width, height };
  // Cover fit: the sky fills the box on both axes; centred across, its bottom on the box's bottom.
  const scale = Math.max(box.width / sky.width, box.height / sky.height);
  const left = box.x + (box.width - sky.width * scale) / 2;
  const top = box.y + box.height - sky.height * scale;
  const s = sky.data;
  const sw = sky.width;
  // The sky's bilinear taps for every picture column and row (sky pixel = (picture pixel − corner) / scale).
  const xs = bilinearTaps(width, sw, 1 / scale, -left / scale);
  const ys = bilinearTaps(height, sky.height, 1 / scale, -top / scale);
  const sample = (x: number, y: number, out: Float32Array): void => {
    const r0 = ys.lo[y]! * sw;
    const r1 = ys.hi[y]! * sw;
    const ay = ys.t[y]!;
    const x0 = xs.lo[x]!;
    const x1 = xs.hi[x]!;
    const ax = xs.t[x]!;
    for (let c = 0; c < 3; c++) {
      const a = s[(r0 + x0) * 4 + c]! * (1 - ax) + s[(r0 + x1) * 4 + c]! * ax;
      const b = s[(r1 + x0) * 4 + c]! * (1 - ax) + s[(r1 + x1) * 4 + c]! * ax;
      out[c] = a * (1 - ay) + b * ay;
    }
  };

  // The light of the old sky and of the new one, where the mask says sky (a sparse grid is enough).
  const oldSky = [0, 0, 0];
  const newSky = [0, 0, 0];
  let weight = 0;
  const rgb = new Float32Array(3);
  const stride = Math.max(1, Math.floor(Math.sqrt((width * height) / 40_000)));
  for (let y = 0; y < height; y += stride) {
    for (let x = 0; x < width; x += stride) {
      const i = y * width + x;
      const m = mask.data[i]! / 255;
      if (m === 0) continue;
      sample(x, y, rgb);
      for (let c = 0; c < 3; c++) {
        oldSky[c]! += photo.data[i * 4 + c]! * m;
        newSky[c]! += rgb[c]! * m;
      }
      weight += m;
    }
  }
  const gain = [1, 1, 1];
  if (weight > 0) {
    const lum = (v: number[]): number => Math.max(1, 0.299 * v[0]! + 0.587 * v[1]! + 0.114 * v[2]!);
    const oldLum = lum(oldSky);
    const newLum = lum(newSky);
    // The light's colour (each channel against the luminance) and level, each bounded so a night sky dims
    // the land and a sunset warms it without turning it black or orange.
    const exposure = Math.min(1.25, Math.max(0.45, Math.sqrt(newLum / oldLum)));
    const k = Math.min(1, Math.max(0, options.blend)) * 0.75;
    for (let c = 0; c < 3; c++) {
      const tint = Math.min(1.4, Math.max(0.7, newSky[c]! / newLum / (oldSky[c]! / oldLum)));
      gain[c] = 1 + k * (tint * exposure - 1);
    }
  }

  const out = new Uint8ClampedArray(photo.data.length);
  const p = photo.data;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const m = mask.data[i]! / 255;
      const o = i * 4;
      if (m > 0) sample(x, y, rgb);
      for (let c = 0; c < 3; c++) {
        const ground = p[o + c]! * gain[c]!;
        out[o + c] = m > 0 ? ground * (1 - m) + rgb[c]! * m : ground;
      }
      out[o + 3] = p[o + 3]! * (1 - m) + 255 * m;
    }
  }
  return { width, height, data: out };
}

/** The whole replacement: the mask, then the composite. `pixels` is null when no sky was found. */
export function replaceSky(photo: Pixels, sky: Pixels, options: ReplaceSkyOptions, onProgress?: Progress): ReplaceSkyResult {
  const mask = skyMask(photo, onProgress ? (f) => onProgress(f * 0.7) : undefined);
  let covered = 0;
  for (const v of mask.data) covered += v;
  const skyShare = covered / 255 / mask.data.length;
  if (skyShare < MIN_SKY_SHARE) return { pixels: null, skyShare };
  featherCoverage(mask, Math.max(0, Math.min(1, options.feather)) * 0.02 * Math.max(photo.width, photo.height));
  onProgress?.(0.8);
  const pixels = compositeSky(photo, mask, sky, options);
  onProgress?.(1);
  return { pixels, skyShare };
}
