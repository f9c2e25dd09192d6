// How a mask reaches the composite, the same on both backends: the picture before the layer (premultiplied)
// and after it are mixed by the mask's coverage, after·m + before·(1 − m). Every blend mode is linear in
// the layer's alpha, so this is exactly the layer drawn with its opacity times m — and, for an adjustment
// layer, the adjusted picture laid back only where the mask shows it.
import type { LayerMask } from '../../../src/lib/shared/editor/masks';
import { maskImageIds, maskNeedsPixels } from '../../../src/lib/shared/editor/masks';
import type { KernelDef } from '../kernels/types';
import type { Composition } from '../pipeline/layers';
import type { Raster } from '../raster';
import type { MaskImages } from './imagePart';
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
 * Coverage rasters by mask, size, scale and — for a mask that reads pixels (magic wand, colour range, refine
 * edge) — a key of what those pixels are made of (`maskPixelsKey`): the preview's and an interactive
 * frame's stay while an adjustment's sliders move, and a wand mask is not rasterized again (nor, on the GPU,
 * read back) every frame. Bounded by bytes (an export-size raster is tens of megabytes): the oldest go
 * first, and one bigger than the whole budget is not kept.
 */
const cache = new Map<string, Raster>();
export const MASK_CACHE_BYTES = 64 * 1024 * 1024;
let cachedBytes = 0;

/** How many coverage rasters were computed (not taken from the cache): for tests and the bench. */
export const maskStats = { rasterized: 0 };

function remember(key: string, raster: Raster): void {
  const size = raster.data.byteLength;
  if (size > MASK_CACHE_BYTES) return;
  const old = cache.get(key);
  if (old) {
    cache.delete(key);
    cachedBytes -= old.data.byteLength;
  }
  cache.set(key, raster);
  cachedBytes += size;
  while (cachedBytes > MASK_CACHE_BYTES) {
    const [oldKey, oldest] = cache.entries().next().value as [string, Raster];
    cache.delete(oldKey);
    cachedBytes -= oldest.data.byteLength;
  }
}

/**
 * What the pixels read by the mask of `composition.steps[index]` are made of: for a drawn layer, the layer
 * alone (its placement and its image's version); for an adjustment layer, the composite below it (the
 * background, every step before it, the versions of their images). Equal keys mean equal pixels. Empty
 * when the step's mask reads no pixels (its key does not need one).
 */
export function maskPixelsKey(composition: Extract<Composition, { kind: 'layers' }>, index: number, version: (imageId: string) => number): string {
  const step = composition.steps[index];
  const mask = step?.kind === 'draw' ? step.draw.layer.mask : step?.kind === 'adjust' ? step.layer.mask : undefined;
  if (!step || step.kind === 'frame' || !mask || !maskNeedsPixels(mask)) return '';
  const unmasked = (layer: object): object => ({ ...layer, mask: undefined });
  if (step.kind === 'draw') {
    const { layer } = step.draw;
    return JSON.stringify(['alone', composition.width, composition.height, step.draw.params, step.draw.bounds, unmasked(layer), layer.kind === 'image' ? version(layer.imageId) : 0]);
  }
  const below = composition.steps.slice(0, index);
  const versions = below.map((s) => (s.kind === 'draw' && s.draw.layer.kind === 'image' ? version(s.draw.layer.imageId) : 0));
  return JSON.stringify(['below', composition.width, composition.height, composition.background, composition.pattern, below, versions]);
}

/**
 * The cache key of a mask's raster; null (not cached) when it reads pixels and no key of those pixels is
 * given. Image parts name their picture (ids are never reused); its version is in the key too, so a raster
 * made before the picture was loaded (all 0) is not taken for the real one.
 */
export function maskKey(mask: LayerMask, width: number, height: number, scale: number, pixelsKey?: string, images?: MaskImages | null): string | null {
  const ids = maskImageIds(mask);
  const versions = ids.length > 0 ? [ids.map((id) => images?.version(id) ?? 0)] : [];
  if (!maskNeedsPixels(mask)) return JSON.stringify([mask, width, height, scale, ...versions]);
  return pixelsKey === undefined ? null : JSON.stringify([mask, width, height, scale, pixelsKey, ...versions]);
}

/**
 * The mask's coverage raster at `scale`. `pixels` is asked for only when the mask reads pixels (magic
 * wand, colour range, refine edge) and the raster is not cached: straight RGBA of the same size. `images`
 * (the engine's pictures) feeds its image parts.
 */
export async function layerMaskRaster(mask: LayerMask, width: number, height: number, scale: number, pixels: () => Raster | Promise<Raster>, pixelsKey?: string, images: MaskImages | null = null): Promise<Raster> {
  const key = maskKey(mask, width, height, scale, pixelsKey, images);
  const hit = key === null ? undefined : cache.get(key);
  if (hit) return hit;
  maskStats.rasterized++;
  const raster = maskRaster(mask, width, height, scale, maskNeedsPixels(mask) ? await pixels() : null, images);
  if (key !== null) remember(key, raster);
  return raster;
}
