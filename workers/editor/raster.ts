// A picture in memory: straight (not premultiplied) RGBA, 8 bits a channel, rows top to bottom. The CPU
// reference works on these; the GPU uploads them and reads its results back into them.

export interface Raster {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

export function createRaster(width: number, height: number): Raster {
  return { width, height, data: new Uint8ClampedArray(width * height * 4) };
}

export function rasterFromData(width: number, height: number, data: Uint8Array | Uint8ClampedArray): Raster {
  if (data.length !== width * height * 4) throw new RangeError(`Pixel data is ${data.length} bytes, expected ${width * height * 4}`);
  return { width, height, data: data instanceof Uint8ClampedArray ? data : new Uint8ClampedArray(data.buffer, data.byteOffset, data.length) };
}

/** Whether any pixel is not fully opaque (JPEG export flattens those onto white). */
export function hasTransparency(raster: Raster): boolean {
  const { data } = raster;
  for (let i = 3; i < data.length; i += 4) if (data[i] !== 255) return true;
  return false;
}

/** Largest per-channel difference between two rasters of the same size (test and bench checks). */
export function maxChannelDifference(a: Raster, b: Raster): number {
  if (a.width !== b.width || a.height !== b.height) return Infinity;
  let max = 0;
  for (let i = 0; i < a.data.length; i++) {
    const d = Math.abs((a.data[i] ?? 0) - (b.data[i] ?? 0));
    if (d > max) max = d;
  }
  return max;
}

/** Mean absolute per-channel difference (RGB only). */
export function meanChannelDifference(a: Raster, b: Raster): number {
  if (a.width !== b.width || a.height !== b.height) return Infinity;
  let sum = 0;
  for (let i = 0; i < a.data.length; i += 4) {
    sum += Math.abs((a.data[i] ?? 0) - (b.data[i] ?? 0)) + Math.abs((a.data[i + 1] ?? 0) - (b.data[i + 1] ?? 0)) + Math.abs((a.data[i + 2] ?? 0) - (b.data[i + 2] ?? 0));
  }
  return sum / ((a.data.length / 4) * 3);
}
