// Issue 14: at device pixel ratio 2 the default "Your text" came out as "Your tex" in the exported JPEG;
// also checked in a shipped font with an outline, a shadow and letter spacing.
// The page's engine (a real worker, WebGL2) at pixel ratio 1, 2 and 3: the preview is drawn first, as in
// the editor, then the picture is exported; the text's ink in the exported pixels must span the whole
// measured width of the words.
import { describe, expect, it } from 'vitest';
import { addOperation, addTextLayer, createPhotoDocument } from '../../src/lib/shared/editor/edits';
import { outputSize } from '../../src/lib/shared/editor/geometry';
import { createEditorEngine } from '../../src/features/editor/engineClient';
import { cssFont } from '../../workers/editor/text';
import { resolveTextStyle } from '../../workers/editor/textDraw';
import { loadFont } from '../../src/lib/shared/editor/fontFaces';
import { shippedFont } from '../../src/lib/shared/editor/fonts';
import type { TextLayerInput } from '../../src/lib/shared/editor/edits';
import { decode, inkColumns, solidPng } from './support/exported';

// The plain default text, and the same in a shipped font with an outline (red, so it counts as ink on the
// black photo), a shadow and letter spacing: the styles widen the ink, and all of it must be in the file.
const STYLED: Partial<TextLayerInput> = {
  fontFamily: 'Anton',
  letterSpacing: 0.12,
  outline: { color: '#ff0000ff', width: 0.06 },
  shadow: { color: '#000000ff', blur: 0.15, offsetX: 0.08, offsetY: 0.08 },
};

const CASES: Array<[string, Partial<TextLayerInput>]> = [
  ['the default style', {}],
  ['Anton with outline, shadow and letter spacing', STYLED],
];

describe('the default text at device pixel ratio 1, 2 and 3', () => {
  for (const [name, style] of CASES) for (const pixelRatio of [1, 2, 3]) {
    it(`exports the whole of "Your text" in ${name} at pixel ratio ${pixelRatio}`, async () => {
      const canvas = document.createElement('canvas');
      document.body.append(canvas);
      const engine = await createEditorEngine(canvas, { maxImageSize: 4088, pixelRatio });
      try {
        await engine.loadImage('photo', await solidPng(900, 600, '#000'));
        // Cropped to 4:3 first, then the text added as the text panel adds it: in the middle of the result,
        // an eighth of its short side.
        const cropped = addOperation(createPhotoDocument({ imageId: 'photo', width: 900, height: 600 }), 'crop', { x: 0.0555, y: 0, width: 0.8889, height: 1, ratio: '4:3' }).document;
        const size = outputSize(cropped);
        const doc = addTextLayer(cropped, { ...style, text: 'Your text', fontSize: Math.round(Math.min(size.width, size.height) / 8), transform: { x: size.width / 2, y: size.height / 2, scaleX: 1, scaleY: 1, rotation: 0 } }).document;
        const layer = doc.layers.find((l) => l.kind === 'text');
        if (layer?.kind !== 'text') throw new Error('no text layer');
        // The editor draws the view first (the text at the view's density), then exports.
        await engine.render(doc, { width: 640, height: 420, zoom: 1 });
        await engine.render(doc, { width: 640, height: 420, zoom: 2.5 });
        await engine.setDocument(doc);
        const picture = await decode((await engine.exportImage({ type: 'image/png' })).blob);
        const ctx = new OffscreenCanvas(1, 1).getContext('2d');
        if (!ctx) throw new Error('no 2D canvas');
        // Measured here in the page, with the shipped font loaded here too (the engine loaded its own).
        const font = shippedFont(layer.fontFamily);
        if (font) expect(await loadFont(document.fonts, font, cssFont(layer), layer.text, location.href)).toBe(true);
        const resolved = resolveTextStyle(layer);
        ctx.font = cssFont(layer);
        ctx.letterSpacing = `${resolved.letterSpacing}px`;
        const measured = ctx.measureText(layer.text);
        const [first, last] = inkColumns(picture);
        const ink = last - first + 1;
        // The ink spans the words' measured ink width (the last "t" included) and the outline on both
        // sides, centred on the layer.
        const expected = measured.actualBoundingBoxLeft + measured.actualBoundingBoxRight + 2 * (resolved.outline?.width ?? 0);
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
