// The upscale tool's size check (pure): the result must fit the editor's largest picture — the engine's
// maxImageSize (the device compatibility check's answer, lowered to the GPU's texture size) and the
// documents' own limit. A larger result would be scaled back down on loading, defeating the upscale.
import { DOCUMENT_LIMITS } from '../../../../lib/shared/editor/types';

export const UPSCALE_FACTORS = [2, 4] as const;
export type UpscaleFactor = (typeof UPSCALE_FACTORS)[number];

export interface UpscaleResult {
  width: number;
  height: number;
  /** The largest side the editor keeps. */
  maxSide: number;
  fits: boolean;
}

/** The editor's largest picture side on this device. */
export function largestSide(engineMaxImageSize: number): number {
  return Math.max(1, Math.min(engineMaxImageSize || DOCUMENT_LIMITS.maxSide, DOCUMENT_LIMITS.maxSide));
}

export function upscaledSize(size: { width: number; height: number }, factor: UpscaleFactor, engineMaxImageSize: number): UpscaleResult {
  const width = Math.round(size.width) * factor;
  const height = Math.round(size.height) * factor;
  const maxSide = largestSide(engineMaxImageSize);
  return { width, height, maxSide, fits: Math.max(width, height) <= maxSide };
}
