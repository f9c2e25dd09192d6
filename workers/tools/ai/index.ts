// The AI part of the tools worker (issue 17): models that ship with the app (public/models, LICENSES.md
// there), loaded lazily on first use through TensorFlow.js (runtime.ts: WebGL on OffscreenCanvas, else CPU).
// Results travel back as transfers.
import { transfer } from 'comlink';
import type { Coverage, FaceBox, Pixels, Progress } from '../types';
import { detectFaces } from './faces';
import { segmentSubject } from './segment';
import { upscale } from './upscale';

export const AI_API = {
  /** The person (or main subject) of the picture: coverage at the picture's size, 255 = subject. */
  segmentSubject: async (pixels: Pixels, onProgress?: Progress): Promise<Coverage> => {
    const coverage = await segmentSubject(pixels, onProgress);
    return transfer(coverage, [coverage.data.buffer]);
  },
  /** Faces in the picture, largest first. */
  detectFaces: async (pixels: Pixels, onProgress?: Progress): Promise<FaceBox[]> => detectFaces(pixels, onProgress),
  /** The picture `factor` times larger (ESRGAN), tiled so any size fits. */
  upscale: async (pixels: Pixels, factor: 2 | 4, onProgress?: Progress): Promise<Pixels> => {
    const result = await upscale(pixels, factor, onProgress);
    return transfer(result, [result.data.buffer]);
  },
};
