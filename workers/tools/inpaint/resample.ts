// Moving a picture with a hole between sizes: shrinking averages only the known pixels (a pixel whose
// footprint touches the hole is hole), growing is bilinear. Used for the working size and the pyramid.
import type { Level } from './patchMatch';

/** `level` at `width` × `height` (smaller): the mean of the known pixels under each new pixel. */
export function shrink(level: Level, width: number, height: number): Level {
  const sx = width / level.width;
  const sy = height / level.height;
  const sum = new Float32Array(width * height * 4);
  const count = new Float32Array(width * height);
  const hole = new Uint8Array(width * height);
  const xs = new Int32Array(level.width);
  for (let x = 0; x < level.width; x++) xs[x] = Math.min(width - 1, Math.floor(x * sx));
  for (let y = 0; y < level.height; y++) {
    const oy = Math.min(height - 1, Math.floor(y * sy)) * width;
    const row = y * level.width;
    for (let x = 0; x < level.width; x++) {
      const i = row + x;
      const o = oy + (xs[x] as number);
      if (level.hole[i]) {
        hole[o] = 1;
        continue;
      }
      const a = i * 4;
      const b = o * 4;
      sum[b] = (sum[b] as number) + (level.data[a] as number);
      sum[b + 1] = (sum[b + 1] as number) + (level.data[a + 1] as number);
      sum[b + 2] = (sum[b + 2] as number) + (level.data[a + 2] as number);
      sum[b + 3] = (sum[b + 3] as number) + (level.data[a + 3] as number);
      count[o] = (count[o] as number) + 1;
    }
  }
  const data = new Uint8ClampedArray(width * height * 4);
  for (let o = 0; o < count.length; o++) {
    const c = count[o] as number;
    if (c === 0) continue;
    for (let k = 0; k < 4; k++) data[o * 4 + k] = (sum[o * 4 + k] as number) / c;
  }
  return { width, height, data, hole };
}

/** `source` sampled bilinearly at pixel centres into the hole pixels of `target` (a larger size). */
export function growInto(source: Level, target: Level, mask: Uint8Array = target.hole): void {
  const { width, height, data } = target;
  const sx = source.width / width;
  const sy = source.height / height;
  const sw = source.width;
  const sd = source.data;
  for (let y = 0; y < height; y++) {
    const fy = Math.min(source.height - 1, Math.max(0, (y + 0.5) * sy - 0.5));
    const y0 = Math.floor(fy);
    const y1 = Math.min(source.height - 1, y0 + 1);
    const ay = fy - y0;
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (!mask[i]) continue;
      const fx = Math.min(sw - 1, Math.max(0, (x + 0.5) * sx - 0.5));
      const x0 = Math.floor(fx);
      const x1 = Math.min(sw - 1, x0 + 1);
      const ax = fx - x0;
      const a = (y0 * sw + x0) * 4;
      const b = (y0 * sw + x1) * 4;
      const c = (y1 * sw + x0) * 4;
      const d = (y1 * sw + x1) * 4;
      for (let k = 0; k < 4; k++) {
        const top = (sd[a + k] as number) * (1 - ax) + (sd[b + k] as number) * ax;
        const bottom = (sd[c + k] as number) * (1 - ax) + (sd[d + k] as number) * ax;
        data[i * 4 + k] = top * (1 - ay) + bottom * ay;
      }
    }
  }
}
