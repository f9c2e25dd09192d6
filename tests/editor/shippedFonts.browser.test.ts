// Shipped fonts in the editor worker (issue 14): a text in Anton is exported in Anton — the worker loads
// the face (served at /fonts/) before drawing, so the export differs from the fallback's — and a
// document naming "Impact" gets Anton too, pixel for pixel. The page's own FontFaceSet is never touched.
import { describe, expect, it } from 'vitest';
import { addTextLayer, createPhotoDocument } from '../../src/lib/shared/editor/edits';
import { loadFont } from '../../src/lib/shared/editor/fontFaces';
import { shippedFont } from '../../src/lib/shared/editor/fonts';
import { createEditorEngine, type EditorEngineClient } from '../../src/features/editor/engineClient';
import type { Raster } from '../../workers/editor/raster';
import { decode, inkColumns, solidPng } from './support/exported';

async function exported(engine: EditorEngineClient, fontFamily: string, text = 'Hamburgefonts'): Promise<Raster> {
  const doc = addTextLayer(createPhotoDocument({ imageId: 'photo', width: 600, height: 200 }), { text, fontFamily, fontSize: 80, color: '#ffffff', transform: { x: 300, y: 100, scaleX: 1, scaleY: 1, rotation: 0 } }).document;
  await engine.setDocument(doc);
  return decode((await engine.exportImage({ type: 'image/png' })).blob);
}

function differingPixels(a: Raster, b: Raster): number {
  let n = 0;
  for (let i = 0; i < a.data.length; i += 4) if (Math.abs((a.data[i] ?? 0) - (b.data[i] ?? 0)) > 64) n += 1;
  return n;
}

describe('a shipped font in the worker', () => {
  it('is loaded before the export: Anton, Impact (its alias), Cyrillic in Roboto, and the fallback', async () => {
    const canvas = document.createElement('canvas');
    document.body.append(canvas);
    const engine = await createEditorEngine(canvas, { maxImageSize: 4088, pixelRatio: 1 });
    try {
      await engine.loadImage('photo', await solidPng(600, 200, '#000'));
      const fallback = await exported(engine, 'No Such Font Family');
      const anton = await exported(engine, 'Anton');
      const impact = await exported(engine, 'Impact');
      // Had Anton not loaded, its fallback would be the same sans-serif as the unknown family's: Anton's
      // condensed letters leave a different picture (about 21 000 pixels differ), and a narrower one.
      expect(differingPixels(anton, fallback)).toBeGreaterThan(5000);
      const [fa, la] = inkColumns(anton);
      const [ff, lf] = inkColumns(fallback);
      expect(la - fa).toBeLessThan(lf - ff);
      // "Impact" is drawn with the shipped Anton, the same on every device.
      expect(differingPixels(impact, anton)).toBe(0);
      // Cyrillic text loads the family's Cyrillic face (by its unicode range) just the same.
      const russian = 'Привет';
      expect(differingPixels(await exported(engine, 'Roboto', russian), await exported(engine, 'No Such Font Family', russian))).toBeGreaterThan(3000);
      // Loaded in the worker, not borrowed from the page.
      expect([...document.fonts].some((face) => face.family.includes('Anton'))).toBe(false);
    } finally {
      engine.dispose();
      canvas.remove();
    }
  });
});

describe('a shipped font that cannot be fetched', () => {
  it('reports failure without throwing, leaves no failed face behind, and loads on a later try', async () => {
    const font = shippedFont('Pacifico');
    if (!font) throw new Error('no Pacifico');
    const unreachable = 'http://127.0.0.1:9/';
    expect(await loadFont(document.fonts, font, '16px "Pacifico"', 'Hello', unreachable)).toBe(false);
    expect([...document.fonts].some((face) => face.family.includes('Pacifico'))).toBe(false);
    expect(await loadFont(document.fonts, font, '16px "Pacifico"', 'Hello', location.href)).toBe(true);
    expect(document.fonts.check('16px "Pacifico"', 'Hello')).toBe(true);
  });
});
