// The one text layout seen from both sides, in Chromium: a numbered list in a wrapping box and a curved
// line, exported by the engine as a PNG and as a PDF (drawn back by pdfjs at 96 px per inch). Both lay the
// text out with src/lib/shared/designer/textLayout.ts, so the markers, the wrapped lines and the arc's
// letters land in the same places.
import { describe, expect, it } from 'vitest';
import * as pdfjs from 'pdfjs-dist';
import pdfWorker from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { createEditorEngine } from '../../src/features/editor/engineClient';
import { buildDesignPdf } from '../../src/features/editor/export/pdf/buildPdf';
import { encodePixels, fetchFontFile } from '../../src/features/editor/export/pdf/exportPdf';
import { newDesignerDocument } from '../../src/lib/shared/designer/document';
import type { EditorDocument, TextLayer, Transform } from '../../src/lib/shared/editor/types';
import type { Raster } from '../../workers/editor/raster';
import { decode } from '../editor/support/exported';

pdfjs.GlobalWorkerOptions.workerSrc = pdfWorker;

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

async function pdfPixels(bytes: Uint8Array, width: number): Promise<Raster> {
  const loaded = await pdfjs.getDocument({ data: bytes }).promise;
  const page = await loaded.getPage(1);
  const viewport = page.getViewport({ scale: width / page.view[2]! });
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(viewport.width);
  canvas.height = Math.round(viewport.height);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d');
  await page.render({ canvas, canvasContext: ctx, viewport }).promise;
  return { width: canvas.width, height: canvas.height, data: ctx.getImageData(0, 0, canvas.width, canvas.height).data };
}

const dark = (r: Raster, x: number, y: number): boolean => {
  const i = (y * r.width + x) * 4;
  return (r.data[i] ?? 255) < 110 && (r.data[i + 1] ?? 255) < 110 && (r.data[i + 2] ?? 255) < 110;
};

/** Bounds of the ink in a region. */
function ink(r: Raster, x0: number, y0: number, x1: number, y1: number): { left: number; right: number; top: number; bottom: number } {
  const b = { left: Infinity, right: -Infinity, top: Infinity, bottom: -Infinity };
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      if (!dark(r, x, y)) continue;
      b.left = Math.min(b.left, x);
      b.right = Math.max(b.right, x);
      b.top = Math.min(b.top, y);
      b.bottom = Math.max(b.bottom, y);
    }
  }
  return b;
}

/** How many pixels of a region are ink. */
function inkCount(r: Raster, x0: number, y0: number, x1: number, y1: number): number {
  let n = 0;
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) if (dark(r, x, y)) n += 1;
  return n;
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
      const { bytes, texts } = await buildDesignPdf(doc, {
        raster: async (request) => {
          await engine.setDocument(request.document);
          return encodePixels(await engine.renderPixels({ width: request.width, height: request.height }), request);
        },
        fontBytes: fetchFontFile,
      });
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
        const [a, b] = [inkCount(png, 0, top, 300, bottom + 1), inkCount(pdf, 0, top, 300, bottom + 1)];
        console.info(`list line ink ${a} / ${b}`);
        expect(Math.abs(a - b) / a).toBeLessThan(0.06);
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
      // As much ink on the arc: turned letters antialias differently, within 10% (its two D's are 15%).
      const arcInk = [inkCount(png, 300, 0, 600, 400), inkCount(pdf, 300, 0, 600, 400)] as const;
      console.info(`arc ink pixels ${arcInk[0]} / ${arcInk[1]}`);
      expect(Math.abs(arcInk[0] - arcInk[1]) / arcInk[0]).toBeLessThan(0.1);
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
