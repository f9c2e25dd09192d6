// The sky replacer's sky mask, classical (no model): on a small copy of the picture, sky is the region joined
// to the top border of smooth (little local gradient or texture), bright enough pixels of a sky's colours
// (blue, grey, white, the oranges and pinks of a sunset; never foliage green), grown by a flood fill that
// also refuses a sharp colour step. It is cleaned (clouds, the sun and birds inside it filled), cut at the
// horizon (nothing below the lowest sky row of each column's neighbourhood), and its edge refined at full
// resolution by a guided filter on the luminance (the fast variant: coefficients small, applied large).
import type { Coverage, Pixels, Progress } from '../types';
import { bilinearTaps, boxBlur, downscaleRgb, fitSize, guidedCoefficients, resizeBilinear, type Plane } from './filters';

/** Long side of the copy the sky is found on; large enough for thin gaps between branches, small for speed. */
const WORK_SIDE = 384;
/** Long side at which the edge refinement's coefficients are computed. */
const GUIDE_SIDE = 1024;

/** The coarse mask's parts, at the working size. */
export interface CoarseSky {
  width: number;
  height: number;
  /** 1 = sky. */
  mask: Uint8Array;
  /** Per column, the first row below the sky (0 = no sky in that column's neighbourhood). */
  horizon: Int32Array;
}

interface Features {
  r: Plane;
  g: Plane;
  b: Plane;
  lum: Plane;
  /** Local roughness: the larger of the local standard deviation and the gradient, in luminance units. */
  rough: Float32Array;
}

function features(pixels: Pixels, width: number, height: number): Features {
  const { r, g, b, lum } = downscaleRgb(pixels, width, height);
  const sq = new Float32Array(lum.data.length);
  for (let i = 0; i < sq.length; i++) sq[i] = lum.data[i]! * lum.data[i]!;
  const mean = boxBlur(lum, 1);
  const meanSq = boxBlur({ width, height, data: sq }, 1);
  const rough = new Float32Array(lum.data.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const gx = lum.data[y * width + Math.min(width - 1, x + 1)]! - lum.data[y * width + Math.max(0, x - 1)]!;
      const gy = lum.data[Math.min(height - 1, y + 1) * width + x]! - lum.data[Math.max(0, y - 1) * width + x]!;
      const std = Math.sqrt(Math.max(0, meanSq.data[i]! - mean.data[i]! * mean.data[i]!));
      rough[i] = Math.max(std, 0.5 * Math.hypot(gx, gy));
    }
  }
  return { r, g, b, lum, rough };
}

/** Whether a pixel has a sky's colour and brightness (0..1 channels). */
export function skyColoured(r: number, g: number, b: number): boolean {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const lum = 0.299 * r + 0.587 * g + 0.114 * b;
  const sat = max > 0 ? (max - min) / max : 0;
  // Dusk and night: a deep blue is still sky, however dark; any other colour that dark is not.
  if (lum < 0.2) return lum > 0.06 && b > r + 0.04 && b > g + 0.02;
  if (sat < 0.2) return lum > 0.4; // grey and white: overcast, haze, clouds
  // Foliage and grass: green clearly above both others.
  if (g > r + 0.02 && g > b + 0.02) return false;
  if (b >= r) return true; // blue, cyan, violet
  // Warm: the oranges, pinks and yellows of sunset and golden hour, which are bright; brown earth is not.
  return lum > 0.4;
}

const ROUGH_LIMIT = 0.035;
const STEP_LIMIT = 0.07;

/** The flood fill from the top border over smooth sky-coloured pixels without a sharp step. */
function flood(f: Features, width: number, height: number): Uint8Array {
  const n = width * height;
  const candidate = new Uint8Array(n);
  for (let i = 0; i < n; i++) candidate[i] = f.rough[i]! < ROUGH_LIMIT && skyColoured(f.r.data[i]!, f.g.data[i]!, f.b.data[i]!) ? 1 : 0;
  const mask = new Uint8Array(n);
  const queue = new Int32Array(n);
  let head = 0;
  let tail = 0;
  for (let x = 0; x < width; x++) {
    if (candidate[x]) {
      mask[x] = 1;
      queue[tail++] = x;
    }
  }
  const step = (a: number, b: number): number =>
    Math.max(Math.abs(f.r.data[a]! - f.r.data[b]!), Math.abs(f.g.data[a]! - f.g.data[b]!), Math.abs(f.b.data[a]! - f.b.data[b]!));
  while (head < tail) {
    const p = queue[head++]!;
    const x = p % width;
    const y = (p - x) / width;
    const visit = (q: number): void => {
      if (mask[q] || !candidate[q] || step(p, q) > STEP_LIMIT) return;
      mask[q] = 1;
      queue[tail++] = q;
    };
    if (x > 0) visit(p - 1);
    if (x < width - 1) visit(p + 1);
    if (y > 0) visit(p - width);
    if (y < height - 1) visit(p + width);
  }
  return mask;
}

function dilate(mask: Uint8Array, width: number, height: number, value: 0 | 1): Uint8Array {
  // value 1: dilation of the ones; value 0: dilation of the zeros (an erosion of the ones). 3×3 window.
  const out = mask.slice();
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (mask[i] === value) continue;
      search: for (let dy = -1; dy <= 1; dy++) {
        const yy = y + dy;
        if (yy < 0 || yy >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          if (xx < 0 || xx >= width) continue;
          if (mask[yy * width + xx] === value) {
            out[i] = value;
            break search;
          }
        }
      }
    }
  }
  return out;
}

/**
 * Fills the non-sky islands inside the sky (clouds with texture, the sun, birds, a kite): regions that do not
 * reach the bottom border, are small against the picture and not thin and long; one cut by a side border
 * only when it floats like a cloud.
 */
function fillHoles(mask: Uint8Array, width: number, height: number, f: Features): void {
  const n = width * height;
  const label = new Int32Array(n).fill(-1);
  const queue = new Int32Array(n);
  const limit = 0.15 * n;
  const lowest = new Int32Array(width).fill(-1);
  for (let start = 0; start < n; start++) {
    if (mask[start] || label[start] !== -1) continue;
    let head = 0;
    let tail = 0;
    queue[tail++] = start;
    label[start] = start;
    let bottom = false;
    let side = false;
    while (head < tail) {
      const p = queue[head++]!;
      const x = p % width;
      const y = (p - x) / width;
      if (y === height - 1) bottom = true;
      if (x === 0 || x === width - 1) side = true;
      const visit = (q: number): void => {
        if (mask[q] || label[q] !== -1) return;
        label[q] = start;
        queue[tail++] = q;
      };
      // 8-connected (the flood is 4-connected): a thin pole drawn on a diagonal stays one piece.
      for (let dy = -1; dy <= 1; dy++) {
        const yy = y + dy;
        if (yy < 0 || yy >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          if ((dx || dy) && xx >= 0 && xx < width) visit(yy * width + xx);
        }
      }
    }
    if (bottom || tail >= limit) continue;
    if (side && !floatingCloud(queue, tail, mask, width, f, lowest)) continue;
    // A thin, long island is a thing standing against the sky (the top of a mast seen apart from its
    // base, a wire), not a cloud or a bird: it stays.
    let x0 = width;
    let x1 = 0;
    let y0 = height;
    let y1 = 0;
    for (let k = 0; k < tail; k++) {
      const p = queue[k]!;
      const x = p % width;
      const y = (p - x) / width;
      x0 = Math.min(x0, x);
      x1 = Math.max(x1, x);
      y0 = Math.min(y0, y);
      y1 = Math.max(y1, y);
    }
    const long = Math.max(x1 - x0, y1 - y0) + 1;
    const thick = tail / long;
    if (thick <= 6 && long >= 4 * thick) continue;
    for (let k = 0; k < tail; k++) mask[queue[k]!] = 1;
  }
}

/**
 * Whether an island cut by the picture's side is a cloud: sky-coloured on average, with sky right under it
 * in most of its columns (a tree or a building at the side stands on the ground instead).
 */
function floatingCloud(pixels: Int32Array, count: number, mask: Uint8Array, width: number, f: Features, lowest: Int32Array): boolean {
  let r = 0;
  let g = 0;
  let b = 0;
  for (let k = 0; k < count; k++) {
    const p = pixels[k]!;
    r += f.r.data[p]!;
    g += f.g.data[p]!;
    b += f.b.data[p]!;
    const x = p % width;
    lowest[x] = Math.max(lowest[x]!, (p - x) / width);
  }
  let columns = 0;
  let skyBelow = 0;
  for (let x = 0; x < width; x++) {
    const y = lowest[x]!;
    if (y < 0) continue;
    columns++;
    if (mask[(y + 1) * width + x]) skyBelow++;
    lowest[x] = -1;
  }
  return skyColoured(r / count, g / count, b / count) && skyBelow >= 0.8 * columns;
}

/**
 * Per column, the row below the lowest sky pixel of the columns around it (a running maximum, so a pole or a
 * gap between branches does not lower the horizon there). Sky under it is not sky (water, a white wall).
 */
function horizonOf(mask: Uint8Array, width: number, height: number): Int32Array {
  const lowest = new Int32Array(width);
  for (let x = 0; x < width; x++) {
    for (let y = height - 1; y >= 0; y--) {
      if (mask[y * width + x]) {
        lowest[x] = y + 1;
        break;
      }
    }
  }
  const reach = Math.max(1, Math.round(width / 40));
  const horizon = new Int32Array(width);
  for (let x = 0; x < width; x++) {
    let most = 0;
    for (let k = Math.max(0, x - reach); k <= Math.min(width - 1, x + reach); k++) most = Math.max(most, lowest[k]!);
    horizon[x] = most;
  }
  return horizon;
}

/** The sky at the working size: flood fill, holes filled, cut at the horizon. */
export function coarseSky(pixels: Pixels, maxSide = WORK_SIDE): CoarseSky & { features: Features } {
  const { width, height } = fitSize(pixels.width, pixels.height, maxSide);
  const f = features(pixels, width, height);
  const mask = flood(f, width, height);
  // The flooded sky must be worth the name: a few smooth pixels at the top of an indoor shot are not a sky.
  let count = 0;
  for (const v of mask) count += v;
  if (count < 0.01 * width * height) mask.fill(0);
  else {
    const horizon = horizonOf(mask, width, height);
    // No closing: it would erase thin things against the sky (poles, masts, wires); the holes are filled.
    fillHoles(mask, width, height, f);
    // Only what lies above the horizon of the flood itself stays (the filling may not cross it).
    for (let x = 0; x < width; x++) for (let y = horizon[x]!; y < height; y++) mask[y * width + x] = 0;
  }
  return { width, height, mask, horizon: horizonOf(mask, width, height), features: f };
}

/** The sky of the picture, 255 = sky, at the picture's size with its edge following the picture's edges. */
export function skyMask(pixels: Pixels, onProgress?: Progress): Coverage {
  const coarse = coarseSky(pixels);
  onProgress?.(0.35);
  const { width, height } = pixels;
  const out = new Uint8Array(width * height);
  if (!coarse.mask.some((v) => v)) {
    onProgress?.(1);
    return { width, height, data: out };
  }
  // The flood stops a pixel short of the sky's edge (the roughness there counts the neighbour), so the mask
  // the refinement starts from reaches one working pixel further, across the true edge; the guided filter
  // then puts the edge where the picture's own is.
  const reach = dilate(coarse.mask, coarse.width, coarse.height, 1);
  // The refinement: the guided filter's coefficients at ≤ GUIDE_SIDE from the luminance and the coarse mask,
  // then q = a·I + b at every picture pixel, with I the picture's own luminance.
  const guideSize = fitSize(width, height, GUIDE_SIDE);
  const guide = downscaleRgb(pixels, guideSize.width, guideSize.height).lum;
  const maskPlane: Plane = { width: coarse.width, height: coarse.height, data: Float32Array.from(reach) };
  const input = resizeBilinear(maskPlane, guideSize.width, guideSize.height);
  const radius = Math.max(2, Math.round(Math.max(guideSize.width, guideSize.height) / 160));
  const { a, b } = guidedCoefficients(guide, input, radius, 1e-3);
  onProgress?.(0.6);
  const xs = bilinearTaps(width, guideSize.width, guideSize.width / width);
  const ys = bilinearTaps(height, guideSize.height, guideSize.height / height);
  const column = new Int32Array(width);
  for (let x = 0; x < width; x++) column[x] = Math.min(coarse.width - 1, Math.floor((x * coarse.width) / width));
  const hy = height / coarse.height;
  // A margin of one working pixel under the horizon lets the refined edge reach the true one.
  const margin = hy * 1.5;
  const gw = guideSize.width;
  const d = pixels.data;
  const rowA = new Float32Array(gw);
  const rowB = new Float32Array(gw);
  for (let y = 0; y < height; y++) {
    // The coefficients of this row, between two guide rows, then across.
    const g0 = ys.lo[y]! * gw;
    const g1 = ys.hi[y]! * gw;
    const ty = ys.t[y]!;
    for (let gx = 0; gx < gw; gx++) {
      rowA[gx] = a.data[g0 + gx]! + (a.data[g1 + gx]! - a.data[g0 + gx]!) * ty;
      rowB[gx] = b.data[g0 + gx]! + (b.data[g1 + gx]! - b.data[g0 + gx]!) * ty;
    }
    for (let x = 0; x < width; x++) {
      if (y > coarse.horizon[column[x]!]! * hy + margin) continue;
      const i = y * width + x;
      const lum = (0.299 * d[i * 4]! + 0.587 * d[i * 4 + 1]! + 0.114 * d[i * 4 + 2]!) / 255;
      const lo = xs.lo[x]!;
      const hi = xs.hi[x]!;
      const tx = xs.t[x]!;
      const q = (rowA[lo]! + (rowA[hi]! - rowA[lo]!) * tx) * lum + rowB[lo]! + (rowB[hi]! - rowB[lo]!) * tx;
      // A gentle contrast on the result: the filter leaves a soft ramp where it is unsure.
      const v = (q - 0.5) * 1.25 + 0.5;
      out[i] = v <= 0 ? 0 : v >= 1 ? 255 : Math.round(v * 255);
    }
    if ((y & 255) === 0) onProgress?.(0.6 + 0.4 * (y / height));
  }
  onProgress?.(1);
  return { width, height, data: out };
}
