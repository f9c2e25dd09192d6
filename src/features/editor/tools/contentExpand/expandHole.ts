// The content-aware expand's picture: the document as it is before its expand, placed inside the larger
// canvas the expand makes (the very sizes and offsets of the expand operation, geometryStep), and the new
// borders as the hole the fill paints.
import { geometryStep } from '../../../../lib/shared/editor/geometry';
import type { OperationParams } from '../../../../lib/shared/editor/types';
import type { Coverage, Pixels } from '../shared/toolsWorker';

export interface ExpandPlacement {
  width: number;
  height: number;
  /** Where the original picture's top-left corner lands. */
  left: number;
  top: number;
}

/** The expanded size and the original's place in it, for a picture of `width` × `height`. */
export function expandPlacement(params: OperationParams, width: number, height: number): ExpandPlacement {
  const step = geometryStep('expand', params, { width, height }, 1);
  return { width: step.size.width, height: step.size.height, left: Math.round(-step.map.e), top: Math.round(-step.map.f) };
}

/** The larger picture (the original copied in, the borders transparent) and its hole (the borders). */
export function expandWithHole(pixels: Pixels, placement: ExpandPlacement): { pixels: Pixels; mask: Coverage } {
  const { width, height, left, top } = placement;
  const data = new Uint8ClampedArray(width * height * 4);
  const hole = new Uint8Array(width * height).fill(255);
  // Rows and columns of the original that fall inside the new canvas (an expand never cuts, but be safe).
  const x0 = Math.max(0, left);
  const x1 = Math.min(width, left + pixels.width);
  for (let y = Math.max(0, top); y < Math.min(height, top + pixels.height); y++) {
    const from = ((y - top) * pixels.width + (x0 - left)) * 4;
    data.set(pixels.data.subarray(from, from + (x1 - x0) * 4), (y * width + x0) * 4);
    hole.fill(0, y * width + x0, y * width + x1);
  }
  return { pixels: { width, height, data }, mask: { width, height, data: hole } };
}
