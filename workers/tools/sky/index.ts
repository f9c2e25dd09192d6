// The sky replacer's and the portrait tools' classical parts (issue 17): the sky mask and its composite, the
// portrait enhancer's face work and the relight. The models they build on (faces, the person's mask) are the
// AI part's (../ai); the page runs both in one job. Results are transferred, not copied.
import { transfer } from 'comlink';
import type { Coverage, FaceBox, Pixels, Progress } from '../types';
import { enhancePortrait, type PortraitOptions } from './portrait';
import { relight, type RelightOptions, type RelightResult } from './relight';
import { replaceSky, type ReplaceSkyOptions, type ReplaceSkyResult } from './replaceSky';
import { skyMask } from './skyMask';

export type { LightDirection, RelightOptions, RelightResult } from './relight';
export type { PortraitOptions } from './portrait';
export type { ReplaceSkyOptions, ReplaceSkyResult } from './replaceSky';

function sent<T extends { pixels: Pixels | null }>(result: T): T {
  return result.pixels ? transfer(result, [result.pixels.data.buffer]) : result;
}

export const SKY_API = {
  /** The picture's sky, 255 = sky, at its size. */
  skyMask: async (pixels: Pixels, onProgress?: Progress): Promise<Coverage> => {
    const mask = skyMask(pixels, onProgress);
    return transfer(mask, [mask.data.buffer]);
  },
  /** The picture with `sky` in place of its own; no pixels when it has no sky. */
  replaceSky: async (photo: Pixels, sky: Pixels, options: ReplaceSkyOptions, onProgress?: Progress): Promise<ReplaceSkyResult> =>
    sent(replaceSky(photo, sky, options, onProgress)),
  /** The picture with each face (from the face model) enhanced. */
  enhancePortrait: async (pixels: Pixels, faces: FaceBox[], options: PortraitOptions, onProgress?: Progress): Promise<Pixels> => {
    const out = enhancePortrait(pixels, faces, options, onProgress);
    return transfer(out, [out.data.buffer]);
  },
  /** The picture with its subject (the person's mask) relit; no pixels when the mask is empty. */
  relight: async (pixels: Pixels, mask: Coverage, options: RelightOptions, onProgress?: Progress): Promise<RelightResult> =>
    sent(relight(pixels, mask, options, onProgress)),
};
