// Photos of any size (issue 18 part 2): a 50 MP photo (8660 × 5773) opens in the editor's worker, takes
// exposure, contrast, sharpen and a look (cross-process), and exports as a JPEG at its full size, rendered
// in overlapping 2048 px tiles on WebGL (SwiftShader here). Its pixels are compared in 96 px samples across a
// vertical tile seam, a horizontal one, their crossing, a corner, the far edge and the centre. The comparison
// with the CPU reference exports a 10 MP photo (4300 × 2300) above a 2048 px device size instead: the same
// tiled path with six tiles and every kind of seam, at a fifth of the 50 MP export's time (the browser tests'
// longest file: 80 s of the stage's 100 s). The reference runs on a crop of the original around each sample (with a margin wider
// than sharpen's reach; every other edit here reads its own pixel only), is encoded as JPEG at the same
// quality with its crop on the JPEG block grid, and decoded: so both sides carry the same encoding, and
// what differs is the GPU against the CPU — the editor's tolerance (99 % of channels within 3, mean under
// 1, none over 8). That comparison runs the engine with colour runs as shader code: with the default 65³
// colour table, its own error (within 3, tests/editor/lut.test.ts) is stretched by sharpen after it
// (measured: 86–93 % within 3, max 10, in the middle of a tile as much as on a seam), which says nothing
// about tiles. The default engine's tiled export is instead compared with the same GL passes and tables
// run over each sample's crop in one piece: equal. Edits that need the whole picture (rotate, crop) still
// export, reduced to the device's image size, and say so.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyTool, createPhotoDocument } from '../../src/lib/shared/editor/edits';
import { defaultParams } from '../../src/lib/shared/editor/params';
import type { EditorDocument } from '../../src/lib/shared/editor/types';
import { createEditorEngine, isAbortError, type EditorEngineClient, type ImageInfo } from '../../src/features/editor/engineClient';
import { applyOperationsCpu } from '../../workers/editor/cpu/cpuRenderer';
import { UNTRACKED } from '../../workers/editor/jobs';
import type { Raster } from '../../workers/editor/raster';
import { GlContext } from '../../workers/editor/gl/glContext';
import { GlRenderer } from '../../workers/editor/gl/glRenderer';
import { ImageStore } from '../../workers/editor/images';
import { TextRasters } from '../../workers/editor/text';

const WIDTH = 8660;
const HEIGHT = 5773;
const QUALITY = 1;
const SAMPLE = 96;
/** Context read around a sample for its reference: more than sharpen's reach, a multiple of the JPEG block. */
const MARGIN = 64;

/** A seeded pseudo-random sequence (mulberry32), so the photo is the same every run. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A photo-like JPEG made in the browser: gradients, fine lines and shapes everywhere (so sharpen has edges). */
async function makeJpeg(width: number, height: number, seed: number): Promise<Blob> {
  const canvas = new OffscreenCanvas(width, height);
  // Drawn on the CPU (willReadFrequently keeps the canvas out of the GPU): thousands of shapes through
  // SwiftShader's emulated GL took 9 s for 10 MP here, on the CPU a fraction of that.
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new Error('no 2D canvas');
  const sky = ctx.createLinearGradient(0, 0, width, height);
  sky.addColorStop(0, '#1d4e89');
  sky.addColorStop(0.5, '#f2a65a');
  sky.addColorStop(1, '#2f6d3a');
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, width, height);
  const next = random(seed);
  const colour = (): string => `rgba(${Math.floor(next() * 256)},${Math.floor(next() * 256)},${Math.floor(next() * 256)},${0.3 + 0.6 * next()})`;
  for (let i = 0; i < 1500; i++) {
    ctx.fillStyle = colour();
    const r = 20 + next() * 400;
    ctx.beginPath();
    ctx.ellipse(next() * width, next() * height, r, r * (0.3 + next()), next() * Math.PI, 0, 2 * Math.PI);
    ctx.fill();
  }
  ctx.lineWidth = 1;
  for (let i = 0; i < 4000; i++) {
    ctx.strokeStyle = colour();
    ctx.beginPath();
    ctx.moveTo(next() * width, next() * height);
    ctx.lineTo(next() * width, next() * height);
    ctx.stroke();
  }
  const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 });
  // Frees the canvas's pixels before the test goes on.
  canvas.width = 1;
  canvas.height = 1;
  return blob;
}

/** The pixels of `box` of a bitmap, drawn onto an sRGB canvas as the engine reads its tiles. */
function pixelsOf(bitmap: ImageBitmap, x: number, y: number, width: number, height: number): Raster {
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d', { willReadFrequently: true, colorSpace: 'srgb' });
  if (!ctx) throw new Error('no 2D canvas');
  ctx.drawImage(bitmap, x, y, width, height, 0, 0, width, height);
  return { width, height, data: ctx.getImageData(0, 0, width, height).data };
}

async function jpegRoundTrip(r: Raster): Promise<Raster> {
  const canvas = new OffscreenCanvas(r.width, r.height);
  canvas.getContext('2d', { colorSpace: 'srgb' })?.putImageData(new ImageData(r.data as Uint8ClampedArray<ArrayBuffer>, r.width, r.height), 0, 0);
  const bitmap = await createImageBitmap(await canvas.convertToBlob({ type: 'image/jpeg', quality: QUALITY }));
  const out = pixelsOf(bitmap, 0, 0, r.width, r.height);
  bitmap.close();
  return out;
}

function part(r: Raster, x: number, y: number, width: number, height: number): Raster {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let row = 0; row < height; row++) data.set(r.data.subarray(((y + row) * r.width + x) * 4, ((y + row) * r.width + x + width) * 4), row * width * 4);
  return { width, height, data };
}

/** Channel differences (RGB) of two equal-sized rasters, added to `into`. */
function collect(a: Raster, b: Raster, into: number[]): void {
  for (let i = 0; i < a.data.length; i += 4) for (let c = 0; c < 3; c++) into.push(Math.abs((a.data[i + c] ?? 0) - (b.data[i + c] ?? 0)));
}

const stats = (diffs: number[]): { within3: number; mean: number; max: number } => ({
  within3: diffs.filter((d) => d <= 3).length / diffs.length,
  mean: diffs.reduce((s, d) => s + d, 0) / diffs.length,
  max: diffs.reduce((m, d) => Math.max(m, d), 0),
});

async function newEngine(maxImageSize: number, colourPath: 'lut' | 'direct' = 'lut'): Promise<EditorEngineClient> {
  const canvas = document.createElement('canvas');
  document.body.append(canvas);
  return createEditorEngine(canvas, { maxImageSize, pixelRatio: 1, colourPath });
}

/** The photo the CPU reference is compared on: 3 × 2 tiles of 2048 px. */
const MID_WIDTH = 4300;
const MID_HEIGHT = 2300;

type Sample = [name: string, x: number, y: number];

/** Tiles are 2048 px: seams at x = 2048, 4096, 6144, 8192 and y = 2048, 4096. */
const SAMPLES: Sample[] = [
  ['vertical seam', 2048 - SAMPLE / 2, 1000],
  ['horizontal seam', 3000, 4096 - SAMPLE / 2],
  ['seams crossing', 6144 - SAMPLE / 2, 2048 - SAMPLE / 2],
  ['corner', 0, 0],
  ['far edge', WIDTH - SAMPLE, HEIGHT - SAMPLE],
  ['centre', Math.round(WIDTH / 2 - SAMPLE / 2), Math.round(HEIGHT / 2 - SAMPLE / 2)],
];

/** The same kinds of place on the 10 MP photo: seams at x = 2048, 4096 and y = 2048. */
const MID_SAMPLES: Sample[] = [
  ['vertical seam', 2048 - SAMPLE / 2, 1000],
  ['horizontal seam', 3000, 2048 - SAMPLE / 2],
  ['seams crossing', 4096 - SAMPLE / 2, 2048 - SAMPLE / 2],
  ['corner', 0, 0],
  ['far edge', MID_WIDTH - SAMPLE, MID_HEIGHT - SAMPLE],
  ['centre', Math.round(MID_WIDTH / 2 - SAMPLE / 2), Math.round(MID_HEIGHT / 2 - SAMPLE / 2)],
];

/**
 * Each sample of the export against `reference` run on a crop of the original around it (the crop on the
 * JPEG's 16 px block grid, so its blocks are the export's), JPEG round-tripped like the export; the
 * channel differences by sample.
 */
async function compareSamples(exported: ImageBitmap, original: ImageBitmap, reference: (crop: Raster) => Promise<Raster>, samples = SAMPLES): Promise<Map<string, number[]>> {
  const out = new Map<string, number[]>();
  for (const [name, sx, sy] of samples) {
    const cx = Math.max(0, Math.floor((sx - MARGIN) / 16) * 16);
    const cy = Math.max(0, Math.floor((sy - MARGIN) / 16) * 16);
    const cw = Math.min(original.width, sx + SAMPLE + MARGIN) - cx;
    const ch = Math.min(original.height, sy + SAMPLE + MARGIN) - cy;
    const want = part(await jpegRoundTrip(await reference(pixelsOf(original, cx, cy, cw, ch))), sx - cx, sy - cy, SAMPLE, SAMPLE);
    const diffs: number[] = [];
    collect(pixelsOf(exported, sx, sy, SAMPLE, SAMPLE), want, diffs);
    out.set(name, diffs);
  }
  return out;
}

function editsOn(imageId: string, width: number, height: number): EditorDocument {
  let doc = createPhotoDocument({ imageId, width, height });
  doc = applyTool(doc, 'exposure', { amount: 0.4 }).document;
  doc = applyTool(doc, 'contrast', { amount: 30 }).document;
  doc = applyTool(doc, 'sharpen', { amount: 80 }).document;
  return applyTool(doc, 'cross-process', defaultParams('cross-process')).document;
}

describe('a 50 MP photo in the editor', () => {
  let source: Blob;
  let original: ImageBitmap;

  beforeAll(async () => {
    source = await makeJpeg(WIDTH, HEIGHT, 18);
    original = await createImageBitmap(source, { imageOrientation: 'from-image', premultiplyAlpha: 'none' });
  }, 600_000);

  afterAll(() => original.close());

  it('opens, exports at full size in tiles with progress and cancel, and its seams match the same passes run untiled', async () => {
    const engine = await newEngine(4088);
    try {
      expect(engine.info).toMatchObject({ backend: 'webgl2', colourPath: 'lut' });
      const info = await engine.loadImage('big', source);
      expect(info).toMatchObject({ originalWidth: WIDTH, originalHeight: HEIGHT, scaledDown: true, width: 4088 });
      const doc = editsOn('big', info.width, info.height);
      await engine.setDocument(doc);
      expect(await engine.planExport({ type: 'image/jpeg', fullSize: true })).toEqual({ width: WIDTH, height: HEIGHT, tiles: 15 });

      // Cancelled at its first progress report: stops, and the engine goes on to the next export.
      const abort = new AbortController();
      const early: number[] = [];
      const cancelled: unknown = await engine
        .exportImage({ type: 'image/jpeg', quality: QUALITY, fullSize: true }, { signal: abort.signal, onProgress: (f) => (early.push(f), abort.abort()) })
        .then(() => null, (e: unknown) => e);
      expect(isAbortError(cancelled)).toBe(true);
      expect(early[0]).toBeLessThan(1);

      const progress: number[] = [];
      const result = await engine.exportImage({ type: 'image/jpeg', quality: QUALITY, fullSize: true }, { onProgress: (f) => progress.push(f) });
      expect(result).toMatchObject({ width: WIDTH, height: HEIGHT, tiles: 15 });
      expect(result.reduced).toBeUndefined();
      expect(progress.length).toBeGreaterThan(10);
      expect(progress.at(-1)).toBe(1);
      const exported = await createImageBitmap(result.blob);
      expect([exported.width, exported.height]).toEqual([WIDTH, HEIGHT]);

      // The same GL passes (the same colour tables) over each sample's crop in one piece: what differs is the tiling.
      const gl = new OffscreenCanvas(1, 1).getContext('webgl2');
      if (!gl) throw new Error('no WebGL2');
      const ctx = new GlContext(gl);
      const passes = new GlRenderer(ctx, new ImageStore(), new TextRasters(), 'lut');
      const scale = WIDTH / info.width;
      const bySample = await compareSamples(exported, original, async (crop) => {
        const input = ctx.createTexture(crop.width, crop.height, crop.data);
        const output = await passes.applyOperations(doc.operations, input, scale, null);
        const data = await ctx.readPixels(output);
        ctx.deleteTexture(input);
        ctx.release(output);
        return { width: crop.width, height: crop.height, data: new Uint8ClampedArray(data.buffer) };
      });
      for (const [name, diffs] of bySample) {
        const s = stats(diffs);
        // The same bytes into the same encoder: equal but for the JPEG encoder's own rounding.
        expect(s.max, `${name}: ${JSON.stringify(s)}`).toBeLessThanOrEqual(1);
      }
      // The edits did something a user would see: the export is not the original.
      const changed: number[] = [];
      collect(pixelsOf(original, 4000, 2500, SAMPLE, SAMPLE), pixelsOf(exported, 4000, 2500, SAMPLE, SAMPLE), changed);
      expect(stats(changed).mean).toBeGreaterThan(5);
      exported.close();
    } finally {
      engine.dispose();
    }
  }, 900_000);

  it('exports pixels that match the CPU reference within the editor tolerance, across the seams', async () => {
    // Colour runs as shader code (the engine's other colour path): the 65³ table's own error (within 3,
    // tests/editor/lut.test.ts) would be stretched by sharpen after it, which says nothing about tiles.
    // A 10 MP photo above a 2048 px device: worked on reduced, exported at full size in six tiles.
    const engine = await newEngine(2048, 'direct');
    const midSource = await makeJpeg(MID_WIDTH, MID_HEIGHT, 21);
    const mid = await createImageBitmap(midSource, { imageOrientation: 'from-image', premultiplyAlpha: 'none' });
    try {
      const info = await engine.loadImage('mid', midSource);
      expect(info).toMatchObject({ originalWidth: MID_WIDTH, originalHeight: MID_HEIGHT, scaledDown: true, width: 2048 });
      const doc = editsOn('mid', info.width, info.height);
      await engine.setDocument(doc);
      const result = await engine.exportImage({ type: 'image/jpeg', quality: QUALITY, fullSize: true });
      expect(result).toMatchObject({ width: MID_WIDTH, height: MID_HEIGHT, tiles: 6 });
      const exported = await createImageBitmap(result.blob);
      const scale = MID_WIDTH / info.width;
      const bySample = await compareSamples(exported, mid, (crop) => applyOperationsCpu(doc.operations, crop, scale, UNTRACKED), MID_SAMPLES);
      const all: number[] = [];
      for (const [name, diffs] of bySample) {
        const s = stats(diffs);
        all.push(...diffs);
        // Each sample on its own too: a seam drawn wrong would show in its sample however good the others are.
        expect(s.within3, `${name}: ${JSON.stringify(s)}`).toBeGreaterThanOrEqual(0.99);
        expect(s.max, `${name}: ${JSON.stringify(s)}`).toBeLessThanOrEqual(8);
      }
      const total = stats(all);
      expect(total.within3).toBeGreaterThanOrEqual(0.99);
      expect(total.mean).toBeLessThan(1);
      expect(total.max).toBeLessThanOrEqual(8);
      exported.close();
    } finally {
      mid.close();
      engine.dispose();
    }
  }, 900_000);
});

describe('edits that need the whole picture, on an engine limited to 1024 px', () => {
  let engine: EditorEngineClient;
  let info: ImageInfo;

  beforeAll(async () => {
    engine = await newEngine(1024);
    info = await engine.loadImage('photo', await makeJpeg(3000, 2000, 7));
  }, 300_000);

  afterAll(() => engine.dispose());

  it('exports a rotated big photo reduced to the device size and says which edit causes it', async () => {
    expect(info).toMatchObject({ width: 1024, height: 683, originalWidth: 3000, originalHeight: 2000, scaledDown: true });
    const doc = applyTool(createPhotoDocument({ imageId: 'photo', width: info.width, height: info.height }), 'rotate', { turns: 1 }).document;
    await engine.setDocument(doc);
    const plan = await engine.planExport({ type: 'image/jpeg', fullSize: true });
    expect(plan).toEqual({ width: 683, height: 1024, tiles: 0, reduced: { requestedWidth: 2000, requestedHeight: 3000, causes: ['rotate'] } });
    const result = await engine.exportImage({ type: 'image/jpeg', fullSize: true });
    expect(result).toMatchObject({ width: 683, height: 1024, reduced: plan.reduced });
    const bitmap = await createImageBitmap(result.blob);
    expect([bitmap.width, bitmap.height]).toEqual([683, 1024]);
  }, 300_000);

  it('exports a cropped big photo reduced too, with the crop named', async () => {
    const doc = applyTool(createPhotoDocument({ imageId: 'photo', width: info.width, height: info.height }), 'crop', { x: 0.1, y: 0.2, width: 0.5, height: 0.5, ratio: 'free' }).document;
    await engine.setDocument(doc);
    const result = await engine.exportImage({ type: 'image/png', fullSize: true });
    expect(result.reduced?.causes).toEqual(['crop']);
    expect(result.reduced?.requestedWidth).toBe(1500);
    expect(result.width).toBe(512);
    const bitmap = await createImageBitmap(result.blob);
    expect([bitmap.width, bitmap.height]).toEqual([result.width, result.height]);
  }, 300_000);
});
