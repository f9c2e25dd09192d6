// Portrait relight (issue 17): a soft directional light on the person (the subject mask comes from the
// segmentation model). The light is a shading across the subject's box from the chosen side plus a rim
// term from the mask's own shape (its blurred edge's slope stands in for the surface's normal), a fill light
// lifts the subject's shadows, and the background may be dimmed. With no dimming, pixels outside the mask
// are untouched.
import type { Coverage, Pixels, Progress } from '../types';
import { boxBlur, fitSize, sampleBilinear, smoothstep, type Plane } from './filters';

export type LightDirection = 'left' | 'right' | 'top' | 'front';

export interface RelightOptions {
  direction: LightDirection;
  /** 0..1 */
  intensity: number;
  /** -1 (cool) .. 1 (warm): the light's colour. */
  warmth: number;
  /** 0..1: how much darker the background gets. */
  dim: number;
}

export interface RelightResult {
  /** Null when the mask holds no subject. */
  pixels: Pixels | null;
}

const LIGHT: ReadonlyMap<LightDirection, readonly [number, number]> = new Map([
  ['left', [-1, 0]],
  ['right', [1, 0]],
  ['top', [0, -1]],
  ['front', [0, 0]],
]);

/** The mask's coverage (0..1) at a picture pixel, whatever the mask's own size. */
function coverageAt(mask: Coverage, width: number, height: number): (x: number, y: number) => number {
  if (mask.width === width && mask.height === height) return (x, y) => mask.data[y * width + x]! / 255;
  const sx = mask.width / width;
  const sy = mask.height / height;
  return (x, y) => mask.data[Math.min(mask.height - 1, Math.floor(y * sy)) * mask.width + Math.min(mask.width - 1, Math.floor(x * sx))]! / 255;
}

export function relight(pixels: Pixels, mask: Coverage, options: RelightOptions, onProgress?: Progress): RelightResult {
  const { width, height } = pixels;
  const cover = coverageAt(mask, width, height);
  // The subject's box and a small, blurred copy of its mask (its slope: the rim light's normal).
  const small = fitSize(width, height, 256);
  const soft = new Float32Array(small.width * small.height);
  let x0 = width;
  let y0 = height;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < small.height; y++) {
    for (let x = 0; x < small.width; x++) {
      const px = Math.min(width - 1, Math.floor(((x + 0.5) * width) / small.width));
      const py = Math.min(height - 1, Math.floor(((y + 0.5) * height) / small.height));
      const m = cover(px, py);
      soft[y * small.width + x] = m;
      if (m < 0.5) continue;
      x0 = Math.min(x0, px);
      x1 = Math.max(x1, px);
      y0 = Math.min(y0, py);
      y1 = Math.max(y1, py);
    }
  }
  if (x1 < 0) return { pixels: null };
  onProgress?.(0.2);
  const blurred: Plane = boxBlur(boxBlur({ ...small, data: soft }, small.width / 25), small.width / 25);
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2;
  const hw = Math.max(1, (x1 - x0) / 2);
  const hh = Math.max(1, (y1 - y0) / 2);
  const [lx, ly] = LIGHT.get(options.direction) ?? [0, 0];
  const intensity = Math.min(1, Math.max(0, options.intensity));
  const warmth = Math.min(1, Math.max(-1, options.warmth));
  const dim = Math.min(1, Math.max(0, options.dim));
  const fx = small.width / width;
  const fy = small.height / height;
  const out = new Uint8ClampedArray(pixels.data);
  const d = pixels.data;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const m = cover(x, y);
      const o = (y * width + x) * 4;
      if (m <= 0) {
        if (dim > 0) for (let c = 0; c < 3; c++) out[o + c] = d[o + c]! * (1 - 0.6 * dim);
        continue;
      }
      const u = (x - cx) / hw;
      const v = (y - cy) / hh;
      let shade: number;
      if (options.direction === 'front') shade = 0.6 - 0.9 * (u * u + v * v);
      else {
        // Across the subject from the lit side, and a rim where the mask's edge faces the light.
        const sx = (x + 0.5) * fx;
        const sy = (y + 0.5) * fy;
        const gx = sampleBilinear(blurred, sx - 1, sy) - sampleBilinear(blurred, sx + 1, sy);
        const gy = sampleBilinear(blurred, sx, sy - 1) - sampleBilinear(blurred, sx, sy + 1);
        // The blurred edge's slope is about 0.1 a step at most: a rim of up to ≈ 0.4 where it faces the light.
        const rim = Math.max(0, (gx * lx + gy * ly) * 4);
        shade = 0.75 * Math.max(-1, Math.min(1, u * lx + v * ly)) + Math.min(0.5, rim);
      }
      shade = Math.max(-1, Math.min(1, shade));
      const light = intensity * shade;
      const gain = 1 + 0.4 * light;
      const lum = (0.299 * d[o]! + 0.587 * d[o + 1]! + 0.114 * d[o + 2]!) / 255;
      // The fill light: the darkest parts of the subject rise most.
      const fill = 0.45 * intensity * (1 - smoothstep(0, 0.6, lum));
      const lit = Math.max(0, light);
      const tint = [1 + warmth * (0.03 + 0.12 * lit), 1 + warmth * 0.02 * lit, 1 - warmth * (0.03 + 0.12 * lit)];
      for (let c = 0; c < 3; c++) {
        const base = d[o + c]!;
        let value = base * gain;
        value += (255 - value) * fill * 0.5;
        value *= tint[c]!;
        const background = dim > 0 ? base * (1 - 0.6 * dim) : base;
        out[o + c] = background + (value - background) * m;
      }
    }
    if ((y & 255) === 0) onProgress?.(0.2 + 0.8 * (y / height));
  }
  onProgress?.(1);
  return { pixels: { width, height, data: out } };
}
