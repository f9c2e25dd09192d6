// The AI benchmarks' page (bench/ai-segmentation, bench/ai-upscale): the real tools worker through the
// editor's runToolJob, driven by Playwright through window.bench. Pictures travel from Node as base64 PNG
// or raw RGBA; the figures are computed here (bench/shared/imageQuality.ts) and returned.
import { runToolJob, type Pixels } from '../../../src/features/editor/tools/shared/toolsWorker';
import { upscale as upscaleHere } from '../../../workers/tools/ai/upscale';
import { bicubic, iou, psnr } from '../imageQuality';

function bytes(base64: string): Uint8Array {
  const s = atob(base64);
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}

async function decodePng(base64: string, width?: number, height?: number): Promise<Pixels> {
  const bitmap = await createImageBitmap(new Blob([bytes(base64) as BlobPart], { type: 'image/png' }));
  const w = width ?? bitmap.width;
  const h = height ?? bitmap.height;
  const ctx = new OffscreenCanvas(w, h).getContext('2d');
  if (!ctx) throw new Error('no 2D canvas');
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(bitmap, 0, 0, w, h);
  const d = ctx.getImageData(0, 0, w, h);
  return { width: w, height: h, data: d.data };
}

function crop(p: Pixels, w: number, h: number): Pixels {
  const out: Pixels = { width: w, height: h, data: new Uint8ClampedArray(w * h * 4) };
  for (let y = 0; y < h; y++) out.data.set(p.data.subarray(y * p.width * 4, (y * p.width + w) * 4), y * w * 4);
  return out;
}

const bench = {
  setup: async () => ({ userAgent: navigator.userAgent }),
  /** segmentSubject on a composite (raw RGBA, base64) against its true mask (one byte a pixel, base64). */
  segment: async (width: number, height: number, rgba: string, mask: string) => {
    const pixels: Pixels = { width, height, data: new Uint8ClampedArray(bytes(rgba).buffer) };
    const t0 = performance.now();
    const coverage = await runToolJob((api) => api.segmentSubject(pixels));
    return { ms: performance.now() - t0, iou: iou(coverage.data, bytes(mask)) };
  },
  /** segmentSubject on a PNG enlarged to width × height (the 12 MP timing). */
  segmentLarge: async (png: string, width: number, height: number) => {
    const pixels = await decodePng(png, width, height);
    const t0 = performance.now();
    const coverage = await runToolJob((api) => api.segmentSubject(pixels));
    return { ms: performance.now() - t0, size: coverage.width * coverage.height };
  },
  /** A photo shrunk `factor`× (bicubic), enlarged back by the model and by bicubic; PSNR of each against it. */
  upscale: async (png: string, factor: 2 | 4, maxSide: number) => {
    const full = await decodePng(png);
    const w = Math.floor(Math.min(full.width, maxSide) / 4) * 4;
    const h = Math.floor(Math.min(full.height, maxSide) / 4) * 4;
    const original = crop(full, w, h);
    const small = bicubic(original, w / factor, h / factor);
    const t0 = performance.now();
    const up = await runToolJob((api) => api.upscale({ ...small, data: small.data.slice() }, factor));
    const ms = performance.now() - t0;
    // The network alone (no back-projection), run on the page: what the back-projection adds.
    const raw = await upscaleHere({ ...small, data: small.data.slice() }, factor, undefined, { backProjection: false });
    return { width: w, height: h, ms, outputMegapixels: (up.width * up.height) / 1e6, model: psnr(up, original), network: psnr(raw, original), bicubic: psnr(bicubic(small, w, h), original) };
  },
};

// Not a global declaration: the editor benchmark's page declares window.bench with its own shape.
(window as unknown as { bench: typeof bench }).bench = bench;
