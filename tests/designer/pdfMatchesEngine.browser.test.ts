// The designer's PDF against the engine's own picture of the same design, in Chromium: the PDF is built
// with the real steps (the engine renders the photo, the fonts come from /fonts/), drawn back by pdfjs at
// 96 px per inch and compared with the engine's PNG export. Text (real text in the embedded font), a turned
// ellipse (a vector path) and a photo must land where the engine puts them.
import { describe, expect, it } from 'vitest';
import { createEditorEngine } from '../../src/features/editor/engineClient';
import { newDesignerDocument } from '../../src/lib/shared/designer/document';
import type { EditorDocument, Transform } from '../../src/lib/shared/editor/types';
import type { Raster } from '../../workers/editor/raster';
import { decode, solidPng } from '../editor/support/exported';
import { ink, pdfPixels, pdfWithEngine } from './support/pdfDrawn';

const at = (x: number, y: number, rotation = 0): Transform => ({ x, y, scaleX: 1, scaleY: 1, rotation });
const base = { opacity: 1, visible: true, blendMode: 'normal' as const, locked: false, name: '' };

function design(): EditorDocument {
  const doc = newDesignerDocument({ format: 'custom', width: 600, height: 400 }, '#ffffffff');
  return {
    ...doc,
    layers: [
      { ...base, id: 'photo', kind: 'image', imageId: 'photo', width: 240, height: 180, transform: at(150, 250, 8) },
      // An ellipse, turned: the engine draws it with its distance kernel, the PDF as outlinePath()'s arcs.
      { ...base, id: 'shape', kind: 'shape', shape: 'ellipse', width: 180, height: 110, fill: '#e03030ff', stroke: '#00000000', strokeWidth: 0, cornerRadius: 0, transform: at(450, 270, 12) },
      { ...base, id: 'heading', kind: 'text', text: 'Summer Sale', fontFamily: 'Montserrat', fontSize: 64, bold: true, italic: false, color: '#111111ff', align: 'center', lineHeight: 1.2, transform: at(300, 80) },
    ],
  };
}

function differing(a: Raster, b: Raster, x0 = 0, y0 = 0, x1 = a.width, y1 = a.height): number {
  let n = 0;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const i = (y * a.width + x) * 4;
      if (Math.max(...[0, 1, 2].map((c) => Math.abs((a.data[i + c] ?? 0) - (b.data[i + c] ?? 0)))) > 64) n += 1;
    }
  }
  return n / ((x1 - x0) * (y1 - y0));
}

describe('the designer PDF drawn back', () => {
  it('matches the engine’s picture: the heading, the shape and the photo in their places', async () => {
    const canvas = document.createElement('canvas');
    document.body.append(canvas);
    const engine = await createEditorEngine(canvas, { maxImageSize: 4088, pixelRatio: 1 });
    try {
      await engine.loadImage('photo', await solidPng(240, 180, '#2a6fdb'));
      const doc = design();
      await engine.setDocument(doc);
      const expected = await decode((await engine.exportImage({ type: 'image/png' })).blob);

      const started = performance.now();
      const { bytes, texts, pictures } = await pdfWithEngine(engine, doc);
      const ms = performance.now() - started;
      expect(texts).toEqual(['heading']);
      expect(pictures).toEqual(['photo']);
      const size = bytes.length;
      const drawn = await pdfPixels(bytes, 600);
      expect([drawn.width, drawn.height]).toEqual([600, 400]);

      // The heading's ink: same box within a few pixels (same font file, the browser's and fontkit's metrics).
      const a = ink(expected, 0, 0, 600, 160);
      const b = ink(drawn, 0, 0, 600, 160);
      console.info(`designer PDF: ${size} bytes in ${Math.round(ms)} ms; heading ink engine ${JSON.stringify(a)} pdf ${JSON.stringify(b)}`);
      for (const side of ['left', 'right', 'top', 'bottom'] as const) expect(Math.abs(a[side] - b[side])).toBeLessThanOrEqual(3);
      // Shape and photo regions, and the whole page: nearly all pixels alike (edges antialias differently).
      expect(differing(expected, drawn, 340, 160, 560, 380)).toBeLessThan(0.03);
      expect(differing(expected, drawn, 0, 130, 300, 400)).toBeLessThan(0.03);
      expect(differing(expected, drawn)).toBeLessThan(0.02);
    } finally {
      engine.dispose();
      canvas.remove();
    }
  });
});
