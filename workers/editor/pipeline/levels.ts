// Reduced copies of a picture (a mip chain), shared by both backends so they sample the same bytes:
// level k halves level k − 1 with a 2 × 2 box average, made on the CPU (ImageStore.level) and uploaded
// as it is. A layer shown much smaller than its raster (a 12 MP photo in a collage cell at view size) is
// drawn from a level near its size on screen (levelFor) with few taps a pixel, instead of up to 8 × 8
// from the full picture, and the GPU never holds the full picture unless it is shown large
// (an export, a zoomed view) — what keeps a 9-photo collage's frames fast and its memory low.
import type { Affine, Size } from '../../../src/lib/shared/editor/geometry';
import { createRaster, type Raster } from '../raster';

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

/**
 * The level to draw from when the full raster is sampled at `stretch` raster pixels per output pixel.
 * Exact (exports, the reference): the smallest level still at least the output's size (1 … 2 level
 * pixels an output pixel, sampled with 2 × 2 taps), so nothing is magnified. Preview: the nearest in scale
 * (as GL's LINEAR_MIPMAP_NEAREST picks: 0.71 … 1.41), sampled with one tap — about half the work a pixel,
 * a little softer.
 */
export function levelFor(stretch: number, raster: Size, preview = false): number {
  const offset = preview ? 0.5 : 1;
  let level = 0;
  while (level < MAX_LEVEL && stretch >= 2 ** (level + offset) && stretch >= 2 && Math.min(raster.width, raster.height) >= 2 ** (level + 1)) level++;
  return level;
}

/** The next level: each pixel the rounded mean of a 2 × 2 block (straight RGBA, as the raster is). */
export function halve(raster: Raster): Raster {
  const { width, height } = levelSize(raster, 1);
  const out = createRaster(width, height);
  const src = raster.data;
  const dst = out.data;
  const row = raster.width * 4;
  // A side of 1 has no second row or column: the block repeats its only one.
  const dx = raster.width > 1 ? 4 : 0;
  const dy = raster.height > 1 ? row : 0;
  for (let y = 0; y < height; y++) {
    let i = y * 2 * row;
    let o = y * width * 4;
    for (let x = 0; x < width; x++, i += 8, o += 4) {
      for (let c = 0; c < 4; c++) {
        const j = i + c;
        dst[o + c] = ((src[j] ?? 0) + (src[j + dx] ?? 0) + (src[j + dy] ?? 0) + (src[j + dy + dx] ?? 0) + 2) >> 2;
      }
    }
  }
  return out;
}
