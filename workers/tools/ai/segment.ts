// Subject segmentation: MediaPipe Selfie Segmentation (public/models/selfie, Apache-2.0) at its 256 × 256
// input, its mask enlarged to a working size and then refined along the picture's edges at full
// resolution by the fast guided filter (guidedFilter.ts), so hair and shoulders follow the photo, not the
// model's 256-pixel grid.
import type { Coverage, Pixels, Progress } from '../types';
import { guidedCoefficients, luminance } from './guidedFilter';
import { forEachUpsampledRow, resample } from './resample';
import { graphModel, loadTf } from './runtime';

export const SELFIE_MODEL = 'selfie/selfie.json';
const MODEL_SIZE = 256;
/** The guided filter's coefficients are found at this longest side, then applied at full resolution. */
const WORK_SIZE = 768;
/** In luminance² (0..1): below this local variance the guide counts as flat and the mask is just smoothed. */
const GUIDE_EPS = 4e-4;

/** The model's subject probability, 0..1, MODEL_SIZE × MODEL_SIZE (the picture squeezed to a square). */
async function subjectProbability(pixels: Pixels): Promise<Float32Array> {
  const tf = await loadTf();
  const model = await graphModel(SELFIE_MODEL);
  const input = resample(pixels.data, pixels.width, pixels.height, 4, 3, MODEL_SIZE, MODEL_SIZE, 1 / 255);
  const output = tf.tidy(() => model.execute(tf.tensor4d(input, [1, MODEL_SIZE, MODEL_SIZE, 3])) as ReturnType<typeof tf.tensor>);
  try {
    return Float32Array.from(await output.data());
  } finally {
    output.dispose();
  }
}

/**
 * Sharpens a soft probability around 0.5: the model's edge is a ramp several working pixels wide, which the
 * guided filter would otherwise carry through as a halo.
 */
function contrast(p: Float32Array, gain: number): void {
  for (let i = 0; i < p.length; i++) p[i] = Math.min(1, Math.max(0, ((p[i] as number) - 0.5) * gain + 0.5));
}

export async function segmentSubject(pixels: Pixels, onProgress?: Progress): Promise<Coverage> {
  const { width: W, height: H, data } = pixels;
  onProgress?.(0.05);
  const probability = await subjectProbability(pixels);
  onProgress?.(0.4);
  const scale = Math.min(1, WORK_SIZE / Math.max(W, H));
  const ww = Math.max(1, Math.round(W * scale));
  const wh = Math.max(1, Math.round(H * scale));
  const coarse = resample(probability, MODEL_SIZE, MODEL_SIZE, 1, 1, ww, wh);
  contrast(coarse, 2);
  const rgb = resample(data, W, H, 4, 3, ww, wh);
  const guide = new Float32Array(ww * wh);
  for (let i = 0; i < guide.length; i++) guide[i] = luminance(rgb[i * 3] as number, rgb[i * 3 + 1] as number, rgb[i * 3 + 2] as number);
  // A radius of ~1/100 of the picture: wide enough to span the model's blurred edge at the working size.
  const radius = Math.max(2, Math.round(Math.max(ww, wh) / 100));
  const { a, b } = guidedCoefficients(guide, coarse, ww, wh, radius, GUIDE_EPS);
  onProgress?.(0.6);
  const out = new Uint8Array(W * H);
  const step = Math.max(1, Math.floor(H / 20));
  forEachUpsampledRow([a, b], ww, wh, W, H, (y, [ra, rb]) => {
    const rowA = ra as Float32Array;
    const rowB = rb as Float32Array;
    const base = y * W;
    for (let x = 0; x < W; x++) {
      const p = (base + x) * 4;
      const q = (rowA[x] as number) * luminance(data[p] as number, data[p + 1] as number, data[p + 2] as number) + (rowB[x] as number);
      out[base + x] = Math.round(Math.min(1, Math.max(0, q)) * 255);
    }
    if (y % step === 0) onProgress?.(0.6 + (0.4 * y) / H);
  });
  onProgress?.(1);
  return { width: W, height: H, data: out };
}
