// How a mask reaches the composite, the same on both backends: the picture before the layer (premultiplied)
// and after it are mixed by the mask's coverage, after·m + before·(1 − m). Every blend mode is linear in
// the layer's alpha, so this is exactly the layer drawn with its opacity times m — and, for an adjustment
// layer, the adjusted picture laid back only where the mask shows it.
import type { LayerMask } from '../../../src/lib/shared/editor/masks';
import { maskNeedsPixels } from '../../../src/lib/shared/editor/masks';
import type { KernelDef } from '../kernels/types';
import type { Raster } from '../raster';
import { maskRaster } from './rasterize';

const before = new Float64Array(4);
const after = new Float64Array(4);
const cover = new Float64Array(4);

/** Inputs: the picture before (0), after (1), the coverage raster (2, in its red channel). */
export const MASK_MIX: KernelDef = {
  id: 'mask-mix',
  inputs: 3,
  glsl: `vec4 a = texelFetch(u_in0, px, 0);
  vec4 b = texelFetch(u_in1, px, 0);
  float m = texelFetch(u_in2, px, 0).r;
  src = a + (b - a) * m;`,
  cpu(x, y, out, inputs, _k) {
    const [a, b, m] = inputs;
    if (!a || !b || !m) return;
    a.fetch(x, y, before);
    b.fetch(x, y, after);
    m.fetch(x, y, cover);
    const k = cover[0] ?? 0;
    for (let i = 0; i < 4; i++) out[i] = (before[i] ?? 0) + ((after[i] ?? 0) - (before[i] ?? 0)) * k;
  },
};

/**
 * Coverage rasters of masks that depend only on their geometry, by mask, size and scale: the preview's and
 * an interactive frame's stay while an adjustment's sliders move. Bounded by bytes (an export-size raster
 * is tens of megabytes): the oldest go first, and one bigger than the whole budget is not kept.
 */
const cache = new Map<string, Raster>();
export const MASK_CACHE_BYTES = 64 * 1024 * 1024;
let cachedBytes = 0;

function remember(key: string, raster: Raster): void {
  const size = raster.data.byteLength;
  if (size > MASK_CACHE_BYTES) return;
  cache.set(key, raster);
  cachedBytes += size;
  while (cachedBytes > MASK_CACHE_BYTES) {
    const [oldKey, old] = cache.entries().next().value as [string, Raster];
    cache.delete(oldKey);
    cachedBytes -= old.data.byteLength;
  }
}

/** Where a key for the cache is possible (the mask does not read pixels), the key. */
export function maskKey(mask: LayerMask, width: number, height: number, scale: number): string | null {
  return maskNeedsPixels(mask) ? null : JSON.stringify([mask, width, height, scale]);
}

/**
 * The mask's coverage raster at `scale`. `pixels` is asked for only when the mask reads pixels (magic
 * wand, colour range): straight RGBA of the same size.
 */
export async function layerMaskRaster(mask: LayerMask, width: number, height: number, scale: number, pixels: () => Raster | Promise<Raster>): Promise<Raster> {
  const key = maskKey(mask, width, height, scale);
  const hit = key === null ? undefined : cache.get(key);
  if (hit) return hit;
  const raster = maskRaster(mask, width, height, scale, key === null ? await pixels() : null);
  if (key !== null) remember(key, raster);
  return raster;
}
