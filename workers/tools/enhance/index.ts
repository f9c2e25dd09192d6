// Classical enhancement algorithms of the tools worker (issue 17): the photo enhancer's analysis and the
// unblur tool's deconvolution. No model runs here (no AI badge on these tools).
import { transfer } from 'comlink';
import type { Pixels, Progress } from '../types';
import { analysePicture, type EnhancePlan } from './analyse';
import { unblurPixels } from './unblur';

export type { EnhanceChange, EnhancePlan, EnhanceStats } from './analyse';

export const ENHANCE_API = {
  /** The photo enhancer's plan for a (small) render of the picture: catalogue adjustments to add. */
  analyse: async (pixels: Pixels, _onProgress?: Progress): Promise<EnhancePlan> => analysePicture(pixels),
  /** The picture deblurred: Richardson–Lucy with a Gaussian PSF of `radius` px, `strength` 0..100. */
  unblur: async (pixels: Pixels, strength: number, radius: number, onProgress?: Progress): Promise<Pixels> => {
    const result = unblurPixels(pixels, { strength, radius }, onProgress);
    return transfer(result, [result.data.buffer]);
  },
};
