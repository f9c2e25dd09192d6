// The engine as the page uses it: a real worker behind engineClient, a transferred canvas, images
// transferred in, exports and thumbnails out, cancellation, a lost WebGL context, and the CPU fallback.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyTool, addTextLayer, createPhotoDocument } from '../../src/lib/shared/editor/edits';
import type { EditorDocument } from '../../src/lib/shared/editor/types';
import { createEditorEngine, isAbortError, type EditorEngineClient, type EngineEvent } from '../../src/features/editor/engineClient';
import { difference, testPicture } from './support/pictures';
import type { Raster } from '../../workers/editor/raster';
import { decode } from './support/exported';

async function pngOf(r: Raster): Promise<Blob> {
  const canvas = new OffscreenCanvas(r.width, r.height);
  canvas.getContext('2d')?.putImageData(new ImageData(r.data.slice(), r.width, r.height), 0, 0);
  return canvas.convertToBlob({ type: 'image/png' });
}

const picture = testPicture(320, 240, { seed: 11 });

function edited(): EditorDocument {
  let doc = createPhotoDocument({ imageId: 'photo', width: 320, height: 240 });
  doc = applyTool(doc, 'exposure', { amount: 0.4 }).document;
  doc = applyTool(doc, 'vibrance', { amount: 40 }).document;
  doc = applyTool(doc, 'vintage', { amount: 70 }).document;
  return addTextLayer(doc, { text: 'Pixloom', fontSize: 40, color: '#ffee00', bold: true, transform: { x: 160, y: 60, scaleX: 1, scaleY: 1, rotation: -8 } }).document;
}

describe('the engine through its client', () => {
  let engine: EditorEngineClient;
  const events: EngineEvent[] = [];

  beforeAll(async () => {
    const canvas = document.createElement('canvas');
    document.body.append(canvas);
    engine = await createEditorEngine(canvas, { maxImageSize: 4088, pixelRatio: 1 });
    engine.onEvent((e) => events.push(e));
    const info = await engine.loadImage('photo', await pngOf(picture));
    expect(info).toEqual({ id: 'photo', width: 320, height: 240, originalWidth: 320, originalHeight: 240, scaledDown: false });
  });

  afterAll(() => engine.dispose());

  it('runs on WebGL2 in its worker', () => {
    expect(engine.info.backend).toBe('webgl2');
    expect(engine.info.maxImageSize).toBe(4088);
    expect(engine.info.colourPath).toBe('lut');
  });

  it('scales an image above the maximum size down on import and says so', async () => {
    const info = await engine.loadPixels('wide', 5000, 40, new Uint8ClampedArray(5000 * 40 * 4).fill(200));
    expect(info).toMatchObject({ width: 4088, height: 33, originalWidth: 5000, originalHeight: 40, scaledDown: true });
    await engine.removeImage('wide');
  });

  it('draws the document in the view and reports where the picture sits', async () => {
    const info = await engine.render(edited(), { width: 400, height: 400, zoom: 1 });
    expect(info.contextLost).toBe(false);
    expect([info.pictureWidth, info.pictureHeight]).toEqual([320, 240]);
    // Fitted: 400 CSS px wide, centred vertically.
    expect(info.view.scale).toBeCloseTo(1.25, 5);
    expect(info.view.offsetX).toBeCloseTo(0, 5);
    expect(info.view.offsetY).toBeCloseTo(50, 5);
    const zoomed = await engine.render(edited(), { width: 400, height: 400, zoom: 2, centerX: 0.25, compare: 'split' });
    expect(zoomed.view.scale).toBeCloseTo(2.5, 5);
  });

  it('keeps the last frame\'s document and view in the worker: a frame sends only what changed', async () => {
    const doc = edited();
    const view = { width: 400, height: 200, zoom: 1 };
    const first = await engine.render(doc, view);
    // Same document and view: nothing is sent again, and the picture is where it was.
    const again = await engine.render(doc, { ...view });
    expect(again.view).toEqual(first.view);
    // A new view with the same document: the worker still draws that document.
    const wide = await engine.render(doc, { ...view, width: 800 });
    expect([wide.pictureWidth, wide.pictureHeight]).toEqual([320, 240]);
    expect(wide.view.scale).toBeCloseTo(200 / 240, 5);
    // A job document in between does not change what the preview shows.
    await engine.setDocument(createPhotoDocument({ imageId: 'photo', width: 160, height: 120 }));
    const after = await engine.render(doc, { ...view, width: 800 });
    expect([after.pictureWidth, after.pictureHeight]).toEqual([320, 240]);
  });

  it('exports PNG losslessly, matching the CPU reference render', async () => {
    await engine.setDocument(edited());
    const progress: number[] = [];
    const png = await engine.exportImage({ type: 'image/png' }, { onProgress: (f) => progress.push(f) });
    expect([png.width, png.height, png.blob.type]).toEqual([320, 240, 'image/png']);
    const decoded = await decode(png.blob);
    const reference = await engine.referencePixels();
    expect(difference(decoded, reference).max).toBeLessThanOrEqual(3);
    expect(progress[progress.length - 1]).toBe(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('exports JPEG and WebP at a chosen size and quality', async () => {
    await engine.setDocument(edited());
    const jpeg = await engine.exportImage({ type: 'image/jpeg', quality: 0.92, width: 160 });
    expect([jpeg.width, jpeg.height, jpeg.blob.type]).toEqual([160, 120, 'image/jpeg']);
    const reference = await engine.referencePixels({ width: 160 });
    // JPEG is lossy, the more so on this picture's per-pixel noise: close on average, and far closer than
    // the same picture without its edits would be.
    const decoded = await decode(jpeg.blob);
    const error = difference(decoded, reference).mean;
    expect(error).toBeLessThan(8);
    await engine.setDocument(createPhotoDocument({ imageId: 'photo', width: 320, height: 240 }));
    expect(difference(decoded, await engine.referencePixels({ width: 160 })).mean).toBeGreaterThan(3 * error);
    await engine.setDocument(edited());
    const low = await engine.exportImage({ type: 'image/jpeg', quality: 0.3, width: 160 });
    expect(low.blob.size).toBeLessThan(jpeg.blob.size);
    const webp = await engine.exportImage({ type: 'image/webp', quality: 0.8, height: 60 });
    expect([webp.width, webp.height, webp.blob.type]).toEqual([80, 60, 'image/webp']);
  });

  it('gives the CPU reference render as a PNG for the end-to-end check', async () => {
    await engine.setDocument(edited());
    const blob = await engine.referenceImage();
    expect(difference(await decode(blob), await engine.referencePixels()).max).toBe(0);
  });

  it('previews looks as thumbnails of the user’s own picture', async () => {
    await engine.setDocument(edited());
    const thumbs = await engine.thumbnails({ size: 64, types: ['sepia', 'noir', 'oil-painting'] });
    expect(thumbs.map((t) => t.type)).toEqual(['sepia', 'noir', 'oil-painting']);
    const [sepia, noir] = await Promise.all(thumbs.slice(0, 2).map((t) => decode(t.blob)));
    expect([sepia?.width, sepia?.height]).toEqual([64, 64]);
    expect(sepia && noir && difference(sepia, noir).mean).toBeGreaterThan(5);
  });

  it('measures text boxes for hit tests', async () => {
    const doc = edited();
    await engine.setDocument(doc);
    const boxes = await engine.measureLayers();
    expect(boxes.map((b) => b.id)).toEqual(doc.layers.map((l) => l.id));
    expect(boxes[1]?.width).toBeGreaterThan(100);
    expect(boxes[1]?.height).toBeGreaterThan(40);
  });

  it('stops a slow job when its signal aborts, and keeps working', async () => {
    const already = new AbortController();
    already.abort();
    await expect(engine.exportImage({ type: 'image/png' }, { signal: already.signal })).rejects.toSatisfy(isAbortError);
    await engine.loadPixels('big', 1600, 1200, testPicture(1600, 1200).data);
    await engine.setDocument(applyTool(createPhotoDocument({ imageId: 'big', width: 1600, height: 1200 }), 'oil-painting', { amount: 100, brush: 10 }).document);
    const controller = new AbortController();
    const slow = engine.exportImage({ type: 'image/png' }, { signal: controller.signal, onProgress: () => controller.abort() });
    await expect(slow).rejects.toSatisfy(isAbortError);
    await engine.setDocument(edited());
    expect((await engine.renderPixels()).width).toBe(320);
  });

  it('survives a lost WebGL context, rebuilding everything from the document', async () => {
    await engine.setDocument(edited());
    const before = await engine.renderPixels();
    expect(await engine.simulateContextLoss(100)).toBe(true);
    await expect.poll(() => events.map((e) => e.type), { timeout: 10_000 }).toContain('contextrestored');
    expect(events.map((e) => e.type)).toContain('contextlost');
    const after = await engine.renderPixels();
    expect(difference(after, before).max).toBe(0);
    const info = await engine.render(edited(), { width: 300, height: 200 });
    expect(info.contextLost).toBe(false);
  });
});

describe('the CPU fallback', () => {
  it('renders the same document with the CPU where WebGL2 is not used', async () => {
    const engine = await createEditorEngine(null, { maxImageSize: 4088, pixelRatio: 1, forceCpu: true });
    try {
      expect(engine.info.backend).toBe('cpu');
      await engine.loadPixels('photo', picture.width, picture.height, picture.data.slice());
      await engine.setDocument(edited());
      const pixels = await engine.renderPixels();
      expect(difference(pixels, await engine.referencePixels()).max).toBe(0);
      const png = await engine.exportImage({ type: 'image/png', width: 100 });
      expect([png.width, png.height]).toEqual([100, 75]);
    } finally {
      engine.dispose();
    }
  });
});
