// The perspective tool's door in the tools worker (issue 17, classical: no AI badge). The panel plans the
// correction (src/features/editor/tools/perspective/perspectivePlan.ts); the worker only warps the pixels.
import { transfer } from 'comlink';
import type { Homography } from '../../../src/lib/shared/editor/homography';
import type { Pixels, Progress } from '../types';
import { warpPerspective } from './warp';

export const PERSPECTIVE_API = {
  /** `pixels` seen through `map` (output point → source point) as a width × height picture. */
  perspective: async (pixels: Pixels, map: Homography, width: number, height: number, onProgress?: Progress): Promise<Pixels> => {
    // Progress crosses the worker boundary: at most one message per percent.
    let last = -1;
    const result = warpPerspective(pixels, map, width, height, (fraction) => {
      const percent = Math.floor(fraction * 100);
      if (percent === last) return;
      last = percent;
      void onProgress?.(fraction);
    });
    return transfer(result, [result.data.buffer]);
  },
};
