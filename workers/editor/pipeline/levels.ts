// Reduced copies of a picture (a mip chain), shared by both backends so they sample the same pixels:
// level k halves level k − 1 with a 2 × 2 box average (AFFINE at scale 2 samples exact texel centres).
// A layer shown much smaller than its raster (a 12 MP photo in a collage cell at view size) is drawn
// from the level that leaves it at most 2× too big, so LAYER takes 2 × 2 taps a pixel instead of up to
// 8 × 8 from the full picture — what keeps a 9-photo collage's frames fast.
import type { Affine, Size } from '../../../src/lib/shared/editor/geometry';
import type { KernelPass } from '../kernels/types';
import { AFFINE, affineParams } from '../ops/geometry';

/** Levels are made only this far: a 16k picture reaches 64 px. */
export const MAX_LEVEL = 8;

export function levelSize(size: Size, level: number): Size {
  let { width, height } = size;
  for (let i = 0; i < level; i++) {
    width = Math.max(1, Math.floor(width / 2));
    height = Math.max(1, Math.floor(height / 2));
  }
  return { width, height };
}

/** How much the map shrinks: raster pixels per output pixel along its longer axis. */
export function stretchOf(map: Affine): number {
  return Math.max(Math.hypot(map.a, map.b), Math.hypot(map.c, map.d));
}

/** The level to draw from when the full raster is sampled at `stretch` raster pixels per output pixel. */
export function levelFor(stretch: number, raster: Size): number {
  let level = 0;
  while (level < MAX_LEVEL && stretch >= 2 ** (level + 1) && Math.min(raster.width, raster.height) >= 2 ** (level + 1)) level++;
  return level;
}

/** The pass that makes `level` (≥ 1) from the level before it. */
export function levelPass(raster: Size, level: number): KernelPass {
  const size = levelSize(raster, level);
  const half: Affine = { a: 2, b: 0, c: 0, d: 2, e: 0, f: 0 };
  return { def: AFFINE, inputs: ['in'], width: size.width, height: size.height, params: affineParams(half, null) };
}
