// The PDF export in the page: buildDesignPdf with the editor's engine for the parts it draws as pictures
// (renderPixels, then encoded here as JPEG when nothing is transparent, else PNG) and the app's own font
// files (the same /fonts/ URLs the engine loads, so the service worker's cached copies serve offline).
// Loaded on demand by the export dialog: pdf-lib and fontkit stay out of the editor's chunk.
import { request } from '../../../../lib/request';
import { FONT_PATH } from '../../../../lib/shared/editor/fonts';
import type { EditorDocument } from '../../../../lib/shared/editor/types';
import type { EditorController } from '../../state/editorController';
import { userFontFor } from '../../../../lib/userFonts/store';
import { buildDesignPdf, type PdfResult } from './buildPdf';
import type { RasterRequest, RasterResult } from './rasterDocs';

const JPEG_QUALITY = 0.92;

function toBlob(canvas: HTMLCanvasElement | OffscreenCanvas, type: string, quality?: number): Promise<Blob> {
  if (canvas instanceof HTMLCanvasElement) {
    return new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('the picture could not be encoded'))), type, quality));
  }
  return canvas.convertToBlob({ type, quality });
}

/** Straight RGBA (a part of it when `crop` is given) as a JPEG or PNG file. */
export async function encodePixels(pixels: { width: number; height: number; data: Uint8ClampedArray }, request: Pick<RasterRequest, 'crop' | 'opaqueAllowed'>): Promise<RasterResult> {
  const full = new ImageData(new Uint8ClampedArray(pixels.data), pixels.width, pixels.height);
  const crop = request.crop ?? { x: 0, y: 0, width: pixels.width, height: pixels.height };
  const x = Math.max(0, Math.min(pixels.width - 1, Math.round(crop.x)));
  const y = Math.max(0, Math.min(pixels.height - 1, Math.round(crop.y)));
  const width = Math.max(1, Math.min(pixels.width - x, Math.round(crop.width)));
  const height = Math.max(1, Math.min(pixels.height - y, Math.round(crop.height)));
  const canvas = typeof OffscreenCanvas === 'function' ? new OffscreenCanvas(width, height) : Object.assign(document.createElement('canvas'), { width, height });
  const ctx = canvas.getContext('2d') as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
  if (!ctx) throw new Error('2D canvas unavailable');
  ctx.putImageData(full, -x, -y, x, y, width, height);
  let opaque = request.opaqueAllowed;
  if (opaque) {
    const part = ctx.getImageData(0, 0, width, height).data;
    for (let i = 3; i < part.length; i += 4) {
      if (part[i] !== 255) {
        opaque = false;
        break;
      }
    }
  }
  const blob = await toBlob(canvas, opaque ? 'image/jpeg' : 'image/png', opaque ? JPEG_QUALITY : undefined);
  return { bytes: new Uint8Array(await blob.arrayBuffer()), format: opaque ? 'jpeg' : 'png' };
}

export async function fetchFontFile(path: string): Promise<Uint8Array> {
  const { value } = await request<ArrayBuffer>(new URL(FONT_PATH + path, location.origin).href, { responseType: 'arraybuffer' });
  return new Uint8Array(value);
}

export interface PdfJob {
  signal?: AbortSignal;
  onProgress?: (fraction: number) => void;
  title?: string;
}

/** The design as a PDF file. */
export async function exportDesignPdf(editor: EditorController, doc: EditorDocument, job: PdfJob): Promise<{ blob: Blob; result: PdfResult }> {
  const result = await buildDesignPdf(doc, {
    raster: async (request, signal) => {
      const pixels = await editor.renderPixels(request.document, { width: request.width, height: request.height });
      if (signal?.aborted) throw new DOMException('The PDF export was cancelled.', 'AbortError');
      return encodePixels(pixels, request);
    },
    fontBytes: fetchFontFile,
    userFontBytes: (family) => {
      const font = userFontFor(family);
      return font ? new Uint8Array(font.bytes) : null;
    },
    measured: editor.boxes.get(),
    signal: job.signal,
    onProgress: job.onProgress,
    title: job.title,
  });
  return { blob: new Blob([result.bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), result };
}
