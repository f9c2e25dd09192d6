// Designer PDFs in browser tests: built with the real steps (the engine renders the pictures, the fonts come
// from /fonts/), drawn back by pdfjs at a chosen width, and where the ink is in a picture.
import * as pdfjs from 'pdfjs-dist';
import pdfWorker from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import type { EditorEngineClient } from '../../../src/features/editor/engineClient';
import { buildDesignPdf, type PdfResult } from '../../../src/features/editor/export/pdf/buildPdf';
import { encodePixels, fetchFontFile } from '../../../src/features/editor/export/pdf/exportPdf';
import type { EditorDocument } from '../../../src/lib/shared/editor/types';
import type { Raster } from '../../../workers/editor/raster';

pdfjs.GlobalWorkerOptions.workerSrc = pdfWorker;

/** The designer PDF of `doc`, its pictures rendered by `engine` (which is left holding the last of them). */
export function pdfWithEngine(engine: EditorEngineClient, doc: EditorDocument): Promise<PdfResult> {
  return buildDesignPdf(doc, {
    raster: async (request) => {
      await engine.setDocument(request.document);
      return encodePixels(await engine.renderPixels({ width: request.width, height: request.height }), request);
    },
    fontBytes: fetchFontFile,
  });
}

/** The PDF's first page drawn by pdfjs `width` pixels wide. */
export async function pdfPixels(bytes: Uint8Array, width: number): Promise<Raster> {
  const loaded = await pdfjs.getDocument({ data: bytes }).promise;
  const page = await loaded.getPage(1);
  const viewport = page.getViewport({ scale: width / page.view[2]! });
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(viewport.width);
  canvas.height = Math.round(viewport.height);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d');
  await page.render({ canvas, canvasContext: ctx, viewport }).promise;
  const data = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
  return { width: canvas.width, height: canvas.height, data };
}

/** A pixel darker than `level` in all three channels (the text's ink). */
export function dark(r: Raster, x: number, y: number, level = 100): boolean {
  const i = (y * r.width + x) * 4;
  return (r.data[i] ?? 255) < level && (r.data[i + 1] ?? 255) < level && (r.data[i + 2] ?? 255) < level;
}

/** Bounds of the pixels darker than `level` in a region. */
export function ink(r: Raster, x0: number, y0: number, x1: number, y1: number, level = 100): { left: number; right: number; top: number; bottom: number } {
  let left = Infinity;
  let right = -Infinity;
  let top = Infinity;
  let bottom = -Infinity;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      if (!dark(r, x, y, level)) continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  }
  return { left, right, top, bottom };
}
