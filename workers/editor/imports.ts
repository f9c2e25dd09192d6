// Bringing a picture into the engine: decoded pixels in worker memory, scaled down when a side is above
// the device's maximum image size (the compatibility check's limit), so every later step fits the GPU.
import type { ImageInfo } from './api';
import type { Raster } from './raster';

export interface Imported {
  raster: Raster;
  info: Omit<ImageInfo, 'id'>;
  /** The full-size bitmap, kept when the raster is a reduced working copy. */
  full?: ImageBitmap;
}

export function fitSize(width: number, height: number, maxSide: number): { width: number; height: number; scaled: boolean } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  if (scale >= 1) return { width, height, scaled: false };
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)), scaled: true };
}

/** The bitmap's pixels (at its own size) drawn onto an sRGB 2D canvas. */
function pixelsOf(bitmap: ImageBitmap): Raster {
  const { width, height } = bitmap;
  const canvas = new OffscreenCanvas(width, height);
  // sRGB: a tagged picture (Display P3, Adobe RGB) is converted on the way in, so the engine, the preview
  // and every export agree on what the numbers mean (encode.ts).
  const ctx = canvas.getContext('2d', { willReadFrequently: true, colorSpace: 'srgb' });
  if (!ctx) throw new Error('2D canvas unavailable for import');
  ctx.drawImage(bitmap, 0, 0);
  return { width, height, data: ctx.getImageData(0, 0, width, height).data };
}

/**
 * Keeps the bitmap's pixels. A bitmap larger than `maxSide` (a 50 MP photo) becomes a working copy that
 * fits, made by createImageBitmap's own resize; the full-size bitmap itself is kept (`full`) for
 * exports at full size in tiles (gl/glTiles.ts). Otherwise the bitmap is closed, its memory freed.
 */
export async function importBitmap(bitmap: ImageBitmap, maxSide: number): Promise<Imported> {
  const { width, height, scaled } = fitSize(bitmap.width, bitmap.height, maxSide);
  const info = { width, height, originalWidth: bitmap.width, originalHeight: bitmap.height, scaledDown: scaled };
  if (!scaled) {
    const raster = pixelsOf(bitmap);
    bitmap.close();
    return { raster, info };
  }
  const reduced = await createImageBitmap(bitmap, { resizeWidth: width, resizeHeight: height, resizeQuality: 'high', premultiplyAlpha: 'none' });
  const raster = pixelsOf(reduced);
  reduced.close();
  return { raster, info, full: bitmap };
}
/** Raw pixels: kept as they are when they fit, otherwise scaled down like a bitmap. */
export async function importPixels(width: number, height: number, data: Uint8ClampedArray, maxSide: number): Promise<Imported> {
  if (data.length !== width * height * 4) throw new RangeError('Pixel data does not match the size');
  const fit = fitSize(width, height, maxSide);
  if (!fit.scaled) return { raster: { width, height, data }, info: { width, height, originalWidth: width, originalHeight: height, scaledDown: false } };
  const bitmap = await createImageBitmap(new ImageData(data as Uint8ClampedArray<ArrayBuffer>, width, height));
  return importBitmap(bitmap, maxSide);
}
