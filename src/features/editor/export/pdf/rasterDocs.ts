// What the PDF asks the engine to draw as pictures, as documents the engine already knows how to render:
// one layer alone on a transparent canvas cropped to its bounds (so its operations, frame shape, mask, border
// and shadow come out exactly as on screen), the canvas' background when it has a gradient or a pattern, or
// everything up to an adjustment layer (it changes the picture below it, which a PDF cannot do).
import type { Box, Size } from '../../../../lib/shared/designer/boxes';
import { layerCorners } from '../../../../lib/shared/editor/geometry';
import { DOCUMENT_LIMITS, type EditorDocument, type Layer } from '../../../../lib/shared/editor/types';

export interface RasterRequest {
  /** The document to render, whole (its canvas is the picture). */
  document: EditorDocument;
  /** Output pixels (the document's canvas scaled). */
  width: number;
  height: number;
  /** Only this part of the output, in output pixels (a masked layer is rendered on the whole canvas). */
  crop?: Box;
  /** Whether the picture may be stored as a JPEG when it has no transparent pixel. */
  opaqueAllowed: boolean;
}

export interface RasterResult {
  bytes: Uint8Array;
  format: 'png' | 'jpeg';
}

/** Renders a request to an encoded picture (the page: the editor's engine; tests: a stand-in). */
export type RasterStep = (request: RasterRequest, signal?: AbortSignal) => Promise<RasterResult>;

/** Raster pixels per document pixel for what is drawn as a picture (sharp enough to print, within limits). */
export const RASTER_DENSITY = 2;
/** Largest raster of one picture in the PDF, pixels. */
export const MAX_RASTER_PIXELS = 24_000_000;

/** The density for a `box` (document pixels): `wanted`, lowered to keep within the side and pixel limits. */
export function rasterDensity(box: Size, wanted: number): number {
  const side = DOCUMENT_LIMITS.maxSide / Math.max(box.width, box.height, 1);
  const area = Math.sqrt(MAX_RASTER_PIXELS / Math.max(1, box.width * box.height));
  return Math.max(0.05, Math.min(wanted, side, area));
}

/** The canvas-space bounds of a box placed by `layer.transform`, grown by `pad`, cut to the canvas, in whole pixels. */
export function placedBounds(layer: Layer, size: Size, pad: number, canvas: Size): Box | null {
  const corners = layerCorners(layer.transform, size.width, size.height);
  const xs = corners.map((c) => c[0]);
  const ys = corners.map((c) => c[1]);
  const x0 = Math.max(0, Math.floor(Math.min(...xs) - pad));
  const y0 = Math.max(0, Math.floor(Math.min(...ys) - pad));
  const x1 = Math.min(canvas.width, Math.ceil(Math.max(...xs) + pad));
  const y1 = Math.min(canvas.height, Math.ceil(Math.max(...ys) + pad));
  if (x1 <= x0 || y1 <= y0) return null;
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

/** How far an image layer's frame (border, shadow) reaches beyond its box. */
export function frameReach(layer: Layer): number {
  if (layer.kind !== 'image' || !layer.frame) return 1;
  const f = layer.frame;
  return 1 + f.border + (f.shadow > 0 ? f.shadow * 1.5 + Math.max(Math.abs(f.shadowX), Math.abs(f.shadowY)) : 0);
}

/**
 * `layer` alone on a transparent canvas the size of `bounds`, at full opacity and normal blending (the PDF
 * applies both, over what is below it). A layer with a mask (canvas coordinates) keeps the whole canvas
 * and is cropped after rendering instead of moved.
 */
export function layerAlone(doc: EditorDocument, layer: Layer, bounds: Box, density: number): RasterRequest {
  const plain = { ...layer, opacity: 1, blendMode: 'normal' as const, visible: true };
  const canvas = { width: doc.canvas.width, height: doc.canvas.height, background: '#00000000' };
  const base: EditorDocument = { version: doc.version, section: doc.section, canvas, layers: [], operations: [], ...(doc.designer ? { designer: doc.designer } : {}) };
  const opaqueAllowed = layer.kind === 'image' && !layer.shapeMask && !layer.mask && !layer.frame && !layer.clip && layer.transform.rotation % 90 === 0;
  if (layer.mask) {
    const scale = (v: number): number => Math.round(v * density);
    return {
      document: { ...base, layers: [plain] },
      width: scale(doc.canvas.width),
      height: scale(doc.canvas.height),
      crop: { x: scale(bounds.x), y: scale(bounds.y), width: Math.max(1, scale(bounds.width)), height: Math.max(1, scale(bounds.height)) },
      opaqueAllowed,
    };
  }
  const moved: Layer = { ...plain, transform: { ...plain.transform, x: plain.transform.x - bounds.x, y: plain.transform.y - bounds.y } };
  if (moved.kind === 'image' && moved.clip) moved.clip = { ...moved.clip, x: moved.clip.x - bounds.x, y: moved.clip.y - bounds.y };
  return {
    document: { ...base, canvas: { ...canvas, width: bounds.width, height: bounds.height }, layers: [moved] },
    width: Math.max(1, Math.round(bounds.width * density)),
    height: Math.max(1, Math.round(bounds.height * density)),
    opaqueAllowed,
  };
}

/** The canvas with its background (colour, gradient, pattern) and the first `count` layers, whole. */
export function canvasWith(doc: EditorDocument, count: number, density: number): RasterRequest {
  return {
    document: { ...doc, layers: doc.layers.slice(0, count), operations: [] },
    width: Math.max(1, Math.round(doc.canvas.width * density)),
    height: Math.max(1, Math.round(doc.canvas.height * density)),
    opaqueAllowed: true,
  };
}
