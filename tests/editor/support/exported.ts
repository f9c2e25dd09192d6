// Exported pictures in browser tests: decoding a file, a plain picture to export, and where the ink is.
import type { Raster } from '../../../workers/editor/raster';

export async function decode(blob: Blob): Promise<Raster> {
  const bitmap = await createImageBitmap(blob);
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new Error('no 2D canvas');
  ctx.drawImage(bitmap, 0, 0);
  return { width: bitmap.width, height: bitmap.height, data: ctx.getImageData(0, 0, bitmap.width, bitmap.height).data };
}

export async function solidPng(width: number, height: number, color: string): Promise<Blob> {
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2D canvas');
  ctx.fillStyle = color;
  ctx.fillRect(0, 0, width, height);
  return canvas.convertToBlob({ type: 'image/png' });
}

/** Columns holding bright (red channel over 128) pixels: [first, last]. */
export function inkColumns(r: Raster): [number, number] {
  let first = r.width;
  let last = -1;
  for (let y = 0; y < r.height; y++) {
    for (let x = 0; x < r.width; x++) {
      if ((r.data[(y * r.width + x) * 4] ?? 0) > 128) {
        first = Math.min(first, x);
        last = Math.max(last, x);
      }
    }
  }
  return [first, last];
}
