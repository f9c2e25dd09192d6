// Issue 14: at device pixel ratio 2 the default "Your text" came out as "Your tex" in the exported JPEG.
// The page's engine (a real worker, WebGL2) at pixel ratio 1, 2 and 3: the preview is drawn first, as in
// the editor, then the picture is exported; the text's ink in the exported pixels must span the whole
// measured width of the words.
import { describe, expect, it } from 'vitest';
import { addOperation, addTextLayer, createPhotoDocument } from '../../src/lib/shared/editor/edits';
import { outputSize } from '../../src/lib/shared/editor/geometry';
import { createEditorEngine } from '../../src/features/editor/engineClient';
import { cssFont } from '../../workers/editor/text';
import type { Raster } from '../../workers/editor/raster';

async function decode(blob: Blob): Promise<Raster> {
  const bitmap = await createImageBitmap(blob);
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new Error('no 2D canvas');
  ctx.drawImage(bitmap, 0, 0);
  return { width: bitmap.width, height: bitmap.height, data: ctx.getImageData(0, 0, bitmap.width, bitmap.height).data };
}

async function blackPng(width: number, height: number): Promise<Blob> {
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2D canvas');
  ctx.fillStyle = '#000';
  ctx.fillRect(0, 0, width, height);
  return canvas.convertToBlob({ type: 'image/png' });
}

/** Columns holding bright (text) pixels: [first, last]. */
function inkColumns(r: Raster): [number, number] {
  let first = r.width;
  let last = -1;
  for (let y = 0; y < r.height; y++) {
    for (let x = 0; x < r.width; x++) {
      if ((r.data[(y * r.width + x) * 4] ?? 0) > 128) {
        first = Math.min(first, x);
        last = Math.max(last, x);
      }
    }
  }
  return [first, last];
}

describe('the default text at device pixel ratio 1, 2 and 3', () => {
  for (const pixelRatio of [1, 2, 3]) {
    it(`exports the whole of "Your text" at pixel ratio ${pixelRatio}`, async () => {
      const canvas = document.createElement('canvas');
      document.body.append(canvas);
      const engine = await createEditorEngine(canvas, { maxImageSize: 4088, pixelRatio });
      try {
        await engine.loadImage('photo', await blackPng(900, 600));
        // Cropped to 4:3 first, then the text added as the text panel adds it: in the middle of the result,
        // an eighth of its short side.
        const cropped = addOperation(createPhotoDocument({ imageId: 'photo', width: 900, height: 600 }), 'crop', { x: 0.0555, y: 0, width: 0.8889, height: 1, ratio: '4:3' }).document;
        const size = outputSize(cropped);
        const doc = addTextLayer(cropped, { text: 'Your text', fontSize: Math.round(Math.min(size.width, size.height) / 8), transform: { x: size.width / 2, y: size.height / 2, scaleX: 1, scaleY: 1, rotation: 0 } }).document;
        const layer = doc.layers.find((l) => l.kind === 'text');
        if (layer?.kind !== 'text') throw new Error('no text layer');
        // The editor draws the view first (the text at the view's density), then exports.
        await engine.render(doc, { width: 640, height: 420, zoom: 1 });
        await engine.render(doc, { width: 640, height: 420, zoom: 2.5 });
        await engine.setDocument(doc);
        const picture = await decode((await engine.exportImage({ type: 'image/png' })).blob);
        const ctx = new OffscreenCanvas(1, 1).getContext('2d');
        if (!ctx) throw new Error('no 2D canvas');
        ctx.font = cssFont(layer);
        const measured = ctx.measureText(layer.text);
        const [first, last] = inkColumns(picture);
        const ink = last - first + 1;
        // The ink spans the words' measured ink width (the last "t" included), centred on the layer.
        const expected = measured.actualBoundingBoxLeft + measured.actualBoundingBoxRight;
        expect(ink).toBeGreaterThan(expected - 3);
        expect(ink).toBeLessThan(expected + 6);
        expect(Math.abs((first + last + 1) / 2 - layer.transform.x)).toBeLessThan(6);
      } finally {
        engine.dispose();
        canvas.remove();
      }
    });
  }
});
