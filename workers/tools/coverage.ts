// Small helpers the tools worker's algorithms share over a Coverage (workers/tools/types.ts).
import type { Coverage } from './types';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The box of the pixels covered at least `threshold` (1 = any coverage), or null when there are none. */
export function coveredBox(mask: Coverage, threshold = 1): Box | null {
  const { width, height, data } = mask;
  let x0 = width;
  let y0 = height;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      if ((data[row + x] as number) < threshold) continue;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
    }
  }
  return x1 < 0 ? null : { x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1 };
}
