// The perspective tool's warp (issue 17, classical — no model): every output pixel's centre is carried back
// through the map (output point → source point, a homography from src/lib/shared/editor/homography.ts) and
// the source is read there bilinearly. Interpolation is premultiplied by alpha, so a transparent neighbour
// never darkens an edge; a point outside the source picture is transparent, a point inside it but past the
// outermost pixel centres reads the edge pixel (so the picture's own border stays opaque).
// Cost: one division and four 32-bit reads a pixel, rows walked incrementally, and a shorter path where all
// four neighbours are opaque (a photo: nearly everywhere).
import type { Homography } from '../../../src/lib/shared/editor/homography';
import type { Pixels, Progress } from '../types';

/** How many times a job reports progress (per band of rows). */
const BANDS = 64;

/** Whether a Uint32 read of RGBA bytes has R in its low byte (every browser's platform; checked, not assumed). */
const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/** `source` seen through `map`, as a width × height picture (straight RGBA). */
export function warpPerspective(source: Pixels, map: Homography, width: number, height: number, onProgress?: Progress): Pixels {
  const out = new Uint8ClampedArray(width * height * 4);
  const { width: sw, height: sh, data } = source;
  // Whole pixels at a time where the byte order allows (a quarter of the reads); else byte by byte.
  const whole = LITTLE_ENDIAN && data.byteOffset % 4 === 0;
  const src32 = whole ? new Uint32Array(data.buffer, data.byteOffset, sw * sh) : null;
  const [h0, h1, h2, h3, h4, h5, h6, h7, h8] = map;
  const band = Math.max(1, Math.ceil(height / BANDS));
  const maxX = sw - 1;
  const maxY = sh - 1;
  const read = (i: number): number => (src32 ? src32[i]! : (data[i * 4]! | (data[i * 4 + 1]! << 8) | (data[i * 4 + 2]! << 16) | (data[i * 4 + 3]! << 24)) >>> 0);
  for (let y = 0; y < height; y++) {
    const cy = y + 0.5;
    // Along a row the numerators and the depth change linearly with x: add, don't multiply.
    let nx = h0 * 0.5 + h1 * cy + h2;
    let ny = h3 * 0.5 + h4 * cy + h5;
    let nw = h6 * 0.5 + h7 * cy + h8;
    let o = y * width * 4;
    for (let x = 0; x < width; x++, o += 4, nx += h0, ny += h3, nw += h6) {
      const iw = 1 / nw;
      const u = nx * iw;
      const v = ny * iw;
      // Outside the source (NaN or infinite included): left transparent.
      if (!(u >= 0 && v >= 0 && u <= sw && v <= sh)) continue;
      // Pixel-index space (centres at integers), clamped to the outermost centres.
      let fx = u - 0.5;
      let fy = v - 0.5;
      if (fx < 0) fx = 0;
      else if (fx > maxX) fx = maxX;
      if (fy < 0) fy = 0;
      else if (fy > maxY) fy = maxY;
      const x0 = fx | 0;
      const y0 = fy | 0;
      const dx = x0 < maxX ? 1 : 0;
      const dy = y0 < maxY ? sw : 0;
      const ax = fx - x0;
      const ay = fy - y0;
      const j = y0 * sw + x0;
      const p00 = src32 ? src32[j]! : read(j);
      const p10 = src32 ? src32[j + dx]! : read(j + dx);
      const p01 = src32 ? src32[j + dy]! : read(j + dy);
      const p11 = src32 ? src32[j + dy + dx]! : read(j + dy + dx);
      const w00 = (1 - ax) * (1 - ay);
      const w10 = ax * (1 - ay);
      const w01 = (1 - ax) * ay;
      const w11 = ax * ay;
      if ((p00 & p10 & p01 & p11) >>> 24 === 255) {
        // All four opaque: plain bilinear, no weighting by alpha.
        out[o] = (p00 & 255) * w00 + (p10 & 255) * w10 + (p01 & 255) * w01 + (p11 & 255) * w11 + 0.5;
        out[o + 1] = ((p00 >>> 8) & 255) * w00 + ((p10 >>> 8) & 255) * w10 + ((p01 >>> 8) & 255) * w01 + ((p11 >>> 8) & 255) * w11 + 0.5;
        out[o + 2] = ((p00 >>> 16) & 255) * w00 + ((p10 >>> 16) & 255) * w10 + ((p01 >>> 16) & 255) * w01 + ((p11 >>> 16) & 255) * w11 + 0.5;
        out[o + 3] = 255;
        continue;
      }
      const a00 = (p00 >>> 24) * w00;
      const a10 = (p10 >>> 24) * w10;
      const a01 = (p01 >>> 24) * w01;
      const a11 = (p11 >>> 24) * w11;
      const alpha = a00 + a10 + a01 + a11;
      if (alpha <= 0) continue;
      const inv = 1 / alpha;
      out[o] = ((p00 & 255) * a00 + (p10 & 255) * a10 + (p01 & 255) * a01 + (p11 & 255) * a11) * inv + 0.5;
      out[o + 1] = (((p00 >>> 8) & 255) * a00 + ((p10 >>> 8) & 255) * a10 + ((p01 >>> 8) & 255) * a01 + ((p11 >>> 8) & 255) * a11) * inv + 0.5;
      out[o + 2] = (((p00 >>> 16) & 255) * a00 + ((p10 >>> 16) & 255) * a10 + ((p01 >>> 16) & 255) * a01 + ((p11 >>> 16) & 255) * a11) * inv + 0.5;
      out[o + 3] = alpha + 0.5;
    }
    if (onProgress && ((y + 1) % band === 0 || y === height - 1)) onProgress((y + 1) / height);
  }
  return { width, height, data: out };
}
