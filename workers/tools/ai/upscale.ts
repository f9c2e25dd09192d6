// Upscaling: ESRGAN slim (@upscalerjs/esrgan-slim, MIT; a small residual dense network, public/models/
// esrgan-slim-x2 and -x4), run tile by tile so a 12 MP photo never asks the GPU for one huge tensor. Each
// tile is read with a margin of context on every side and only its core is kept: the network sees only a
// few pixels around each one, so the margin makes tiles join without seams and no blending is needed.
//
// The network alone draws plausible detail but drifts from the photo (measured by bench/ai-upscale: ~0.3 dB
// under bicubic in PSNR on the sample photos). Each tile's result is therefore back-projected (Irani & Peleg):
// the result, shrunk back with the bicubic kernel, must give the input again; what it misses is enlarged and
// added, a few times. That keeps the network's edges and restores the photo's own tones and textures.
import type { Pixels, Progress } from '../types';
import { resample } from './resample';
import { layersModel, loadTf } from './runtime';

export const UPSCALE_MODELS = { 2: 'esrgan-slim-x2/model.json', 4: 'esrgan-slim-x4/model.json' } as const;
/** Core of a tile in input pixels (the model was trained on 128-pixel patches). */
export const TILE = 128;
/** Context read around each tile: more than the network's receptive field at input scale. */
const MARGIN = 12;
/** Back-projection rounds: the gain flattens after three (bench/ai-upscale). */
const BACK_PROJECTIONS = 3;

/** Makes `hr` (lw·f × lh·f RGB floats) consistent with `lr` (lw × lh): shrunk, it gives `lr` back. */
export function backProject(hr: Float32Array, lr: Float32Array, lw: number, lh: number, factor: number, rounds = BACK_PROJECTIONS): void {
  const hw = lw * factor;
  const hh = lh * factor;
  for (let k = 0; k < rounds; k++) {
    const missing = resample(hr, hw, hh, 3, 3, lw, lh, 1, 'cubic');
    for (let i = 0; i < missing.length; i++) missing[i] = (lr[i] as number) - (missing[i] as number);
    const correction = resample(missing, lw, lh, 3, 3, hw, hh, 1, 'cubic');
    for (let i = 0; i < hr.length; i++) hr[i] = (hr[i] as number) + (correction[i] as number);
  }
}

export interface Tile {
  /** The tile's core, in input pixels. */
  x: number;
  y: number;
  width: number;
  height: number;
  /**
   * The region read for it: the core plus the margin on every side, the same size for every tile of a
   * picture (WebGL compiles its programs once per shape), so it may reach past the picture's border, where
   * the border pixels are repeated.
   */
  rx: number;
  ry: number;
  rw: number;
  rh: number;
}

/** The tiles that cover a width × height picture, row by row. */
export function tilesFor(width: number, height: number, tile = TILE, margin = MARGIN): Tile[] {
  const tiles: Tile[] = [];
  const rw = Math.min(tile, width) + 2 * margin;
  const rh = Math.min(tile, height) + 2 * margin;
  for (let y = 0; y < height; y += tile) {
    for (let x = 0; x < width; x += tile) {
      tiles.push({ x, y, width: Math.min(tile, width - x), height: Math.min(tile, height - y), rx: x - margin, ry: y - margin, rw, rh });
    }
  }
  return tiles;
}

/** The tile's region as RGB floats 0..255, the picture's border repeated where the region passes it. */
function readRegion(pixels: Pixels, tile: Tile): Float32Array {
  const { width, height, data } = pixels;
  const input = new Float32Array(tile.rw * tile.rh * 3);
  for (let y = 0; y < tile.rh; y++) {
    const row = Math.min(height - 1, Math.max(0, tile.ry + y)) * width;
    let q = y * tile.rw * 3;
    for (let x = 0; x < tile.rw; x++, q += 3) {
      const p = (row + Math.min(width - 1, Math.max(0, tile.rx + x))) * 4;
      input[q] = data[p] as number;
      input[q + 1] = data[p + 1] as number;
      input[q + 2] = data[p + 2] as number;
    }
  }
  return input;
}

/** Alpha of the result: opaque pictures stay opaque; otherwise the source's alpha, resampled. */
function upscaledAlpha(pixels: Pixels, out: Uint8ClampedArray, W: number, H: number): void {
  const { data } = pixels;
  let opaque = true;
  for (let i = 3; i < data.length; i += 4) {
    if (data[i] !== 255) {
      opaque = false;
      break;
    }
  }
  if (opaque) {
    for (let i = 3; i < out.length; i += 4) out[i] = 255;
    return;
  }
  const alpha = resample(data.subarray(3), pixels.width, pixels.height, 4, 1, W, H);
  for (let i = 0; i < W * H; i++) out[i * 4 + 3] = Math.round(alpha[i] as number);
}

/** `backProjection: false` gives the network's own result (for bench/ai-upscale's comparison). */
export async function upscale(pixels: Pixels, factor: 2 | 4, onProgress?: Progress, { backProjection = true } = {}): Promise<Pixels> {
  if (factor !== 2 && factor !== 4) throw new Error('upscale_factor');
  const tf = await loadTf();
  const model = await layersModel(UPSCALE_MODELS[factor]);
  const { width, height } = pixels;
  const W = width * factor;
  const H = height * factor;
  const out = new Uint8ClampedArray(W * H * 4);
  const tiles = tilesFor(width, height);
  onProgress?.(0.02);
  for (let t = 0; t < tiles.length; t++) {
    const tile = tiles[t] as Tile;
    const input = readRegion(pixels, tile);
    // The slim RDN models take and give 0..255 (UpscalerJS's definition: inputRange [0, 255]).
    const result = tf.tidy(() => model.predict(tf.tensor4d(input, [1, tile.rh, tile.rw, 3])) as ReturnType<typeof tf.tensor>);
    let rgb: Float32Array;
    try {
      rgb = Float32Array.from(await result.data());
    } finally {
      result.dispose();
    }
    if (backProjection) backProject(rgb, input, tile.rw, tile.rh, factor);
    const rw = tile.rw * factor;
    const ox = (tile.x - tile.rx) * factor;
    const oy = (tile.y - tile.ry) * factor;
    for (let y = 0; y < tile.height * factor; y++) {
      let q = ((oy + y) * rw + ox) * 3;
      let p = ((tile.y * factor + y) * W + tile.x * factor) * 4;
      for (let x = 0; x < tile.width * factor; x++, q += 3, p += 4) {
        out[p] = rgb[q] as number;
        out[p + 1] = rgb[q + 1] as number;
        out[p + 2] = rgb[q + 2] as number;
      }
    }
    onProgress?.(0.02 + (0.96 * (t + 1)) / tiles.length);
  }
  upscaledAlpha(pixels, out, W, H);
  onProgress?.(1);
  return { width: W, height: H, data: out };
}
