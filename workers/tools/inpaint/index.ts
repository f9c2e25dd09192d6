// Content-aware fill (issue 17): the object remover and the content-aware expand. The algorithm is
// inpaint.ts (PatchMatch at a bounded working size); this is its door in the tools worker.
import { transfer } from 'comlink';
import type { Coverage, Pixels, Progress } from '../types';
import { inpaintPixels } from './inpaint';

export const INPAINT_API = {
  /** The picture with the covered pixels (mask > 127) filled from the rest of it. */
  inpaint: async (pixels: Pixels, mask: Coverage, onProgress?: Progress): Promise<Pixels> => {
    // Progress crosses the worker boundary: at most one message per percent.
    let last = -1;
    const result = inpaintPixels(pixels, mask, (fraction) => {
      const percent = Math.floor(fraction * 100);
      if (percent === last) return;
      last = percent;
      void onProgress?.(fraction);
    });
    return transfer(result, [result.data.buffer]);
  },
};
