// The one text layout seen from both sides, in Chromium: a numbered list in a wrapping box and a curved
// line, exported by the engine as a PNG and as a PDF (drawn back by pdfjs at 96 px per inch). Both lay the
// text out with src/lib/shared/designer/textLayout.ts, so the markers, the wrapped lines and the arc's
// letters land in the same places.
import { describe, expect, it } from 'vitest';
import { createEditorEngine } from '../../src/features/editor/engineClient';
import { newDesignerDocument } from '../../src/lib/shared/designer/document';
import type { EditorDocument, TextLayer, Transform } from '../../src/lib/shared/editor/types';
import type { Raster } from '../../workers/editor/raster';
import { decode } from '../editor/support/exported';
import { dark, ink, pdfPixels, pdfWithEngine } from './support/pdfDrawn';

const at = (x: number, y: number): Transform => ({ x, y, scaleX: 1, scaleY: 1, rotation: 0 });
const base = { opacity: 1, visible: true, blendMode: 'normal' as const, locked: false, name: '' };

function text(id: string, value: string, transform: Transform, extra: Partial<TextLayer>): TextLayer {
  return { ...base, id, kind: 'text', text: value, fontFamily: 'Montserrat', fontSize: 28, bold: false, italic: false, color: '#111111ff', align: 'left', lineHeight: 1.3, transform, ...extra };
}

function design(): EditorDocument {
  const doc = newDesignerDocument({ format: 'custom', width: 600, height: 400 }, '#ffffffff');
  return {
    ...doc,
    layers: [
      text('list', 'Bring a towel and sunscreen\nMeet at noon', at(150, 200), { list: 'number', boxWidth: 240 }),
      text('arc', 'ROUND AND ROUND', at(450, 200), { bold: true, curve: 45, letterSpacing: 0.05 }),
    ],
  };
}

/** How much ink a region holds: each pixel's darkness, 0…1 (antialiased edges count for what they cover). */
function inkAmount(r: Raster, x0: number, y0: number, x1: number, y1: number): number {
  let sum = 0;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const i = (y * r.width + x) * 4;
      sum += 1 - Math.max(r.data[i] ?? 255, r.data[i + 1] ?? 255, r.data[i + 2] ?? 255) / 255;
    }
  }
  return sum;
}

/** The rows of a region that hold ink, as runs [top, bottom]: one run a line of text. */
function inkRows(r: Raster, x0: number, y0: number, x1: number, y1: number): Array<[number, number]> {
  const runs: Array<[number, number]> = [];
  for (let y = y0; y < y1; y++) {
    let any = false;
    for (let x = x0; x < x1 && !any; x++) any = dark(r, x, y);
    const last = runs[runs.length - 1];
    if (any && last && last[1] === y - 1) last[1] = y;
    else if (any) runs.push([y, y]);
  }
  return runs;
}

describe('one text layout for the engine and the PDF', () => {
  it('puts a wrapped numbered list and a curved line in the same places in the PNG and the PDF', async () => {
    const canvas = document.createElement('canvas');
    document.body.append(canvas);
    const engine = await createEditorEngine(canvas, { maxImageSize: 4088, pixelRatio: 1 });
    try {
      const doc = design();
      await engine.setDocument(doc);
      const png = await decode((await engine.exportImage({ type: 'image/png' })).blob);
      const { bytes, texts } = await pdfWithEngine(engine, doc);
      expect(texts).toEqual(['list', 'arc']);
      const pdf = await pdfPixels(bytes, 600);

      // The list: as many lines (more than its two paragraphs: the box wraps), each within 3 px.
      const listRows = [inkRows(png, 0, 0, 300, 400), inkRows(pdf, 0, 0, 300, 400)] as const;
      console.info(`list lines: engine ${JSON.stringify(listRows[0])} pdf ${JSON.stringify(listRows[1])}`);
      expect(listRows[0].length).toBeGreaterThan(2);
      expect(listRows[1]).toHaveLength(listRows[0].length);
      listRows[0].forEach(([top, bottom], i) => {
        expect(Math.abs(top - (listRows[1][i]?.[0] ?? 0))).toBeLessThanOrEqual(3);
        expect(Math.abs(bottom - (listRows[1][i]?.[1] ?? 0))).toBeLessThanOrEqual(3);
      });
      // Every letter is there: as much ink on each line (a lost letter is a tenth of a line's).
      listRows[0].forEach(([top, bottom]) => {
        const [a, b] = [inkAmount(png, 0, top, 300, bottom + 1), inkAmount(pdf, 0, top, 300, bottom + 1)];
        console.info(`list line ink ${Math.round(a)} / ${Math.round(b)}`);
        expect(Math.abs(a - b) / a).toBeLessThan(0.04);
      });
      // The markers hang at the left; the wrapped lines start after them, at the same indent in both.
      const markers = [ink(png, 0, 0, 300, 400), ink(pdf, 0, 0, 300, 400)] as const;
      const [firstTop, firstBottom] = listRows[0][0]!;
      const [secondTop, secondBottom] = listRows[0][1]!;
      const continued = [ink(png, 0, secondTop, 300, secondBottom + 1), ink(pdf, 0, secondTop, 300, secondBottom + 1)] as const;
      const first = ink(png, 0, firstTop, 300, firstBottom + 1);
      console.info(`list ink engine ${JSON.stringify(markers[0])} pdf ${JSON.stringify(markers[1])}; second line starts ${continued[0].left} / ${continued[1].left}`);
      for (const side of ['left', 'right', 'top', 'bottom'] as const) expect(Math.abs(markers[0][side] - markers[1][side])).toBeLessThanOrEqual(3);
      expect(continued[0].left).toBeGreaterThan(first.left + 10);
      expect(Math.abs(continued[0].left - continued[1].left)).toBeLessThanOrEqual(3);

      // The arc: the same bounds (the ends bent down), within 3 px.
      const arc = [ink(png, 300, 0, 600, 400), ink(pdf, 300, 0, 600, 400)] as const;
      console.info(`arc ink engine ${JSON.stringify(arc[0])} pdf ${JSON.stringify(arc[1])}`);
      expect(arc[0].bottom - arc[0].top).toBeGreaterThan(28 * 2);
      for (const side of ['left', 'right', 'top', 'bottom'] as const) expect(Math.abs(arc[0][side] - arc[1][side])).toBeLessThanOrEqual(3);
      // As much ink on the arc (one of its 13 letters is about 8%).
      const arcInk = [inkAmount(png, 300, 0, 600, 400), inkAmount(pdf, 300, 0, 600, 400)] as const;
      console.info(`arc ink ${Math.round(arcInk[0])} / ${Math.round(arcInk[1])}`);
      expect(Math.abs(arcInk[0] - arcInk[1]) / arcInk[0]).toBeLessThan(0.04);
      // Its middle letters at the top: the ink's top row is near the horizontal centre of the arc.
      const topRow = arc[0].top + 2;
      const topInk = [ink(png, 300, 0, 600, topRow), ink(pdf, 300, 0, 600, topRow)] as const;
      expect(Math.abs((topInk[0].left + topInk[0].right) / 2 - (topInk[1].left + topInk[1].right) / 2)).toBeLessThanOrEqual(4);
    } finally {
      engine.dispose();
      canvas.remove();
    }
  });
});
