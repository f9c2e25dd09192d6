// Freestyle collages: photos placed and rotated freely, each with a white border and a soft shadow
// (ImageLayer.frame) instead of a cell. toFreestyle hands a layout over: every photo keeps its place — the
// whole photo shown inside where its cell was — and loses its clip.
import { applyCollage } from './apply';
import { placePhoto } from './cells';
import { cellRects } from './geometry';
import type { EditorDocument, ImageLayer, Layer, LayerFrame, Transform } from '../editor/types';

/** The frame a freestyle photo gets: sizes relative to the canvas's shorter side, so exports match. */
export function freestyleFrame(canvas: { width: number; height: number }): LayerFrame {
  const short = Math.min(canvas.width, canvas.height);
  return {
    border: Math.max(1, Math.round(short * 0.012)),
    borderColor: '#ffffffff',
    shadow: Math.round(short * 0.02),
    shadowColor: '#00000059',
    shadowX: 0,
    shadowY: Math.round(short * 0.008),
  };
}

/**
 * Where the `index`-th photo added to a freestyle collage goes: fitted into half the shorter side,
 * cascading from the centre so photos dropped together do not hide each other exactly.
 */
export function freestylePlacement(canvas: { width: number; height: number }, photo: { width: number; height: number }, index: number): Transform {
  const short = Math.min(canvas.width, canvas.height);
  const scale = (short / 2) / Math.max(photo.width, photo.height);
  const step = short * 0.04 * ((index % 5) - 2);
  return { x: canvas.width / 2 + step, y: canvas.height / 2 + step, scaleX: scale, scaleY: scale, rotation: 0 };
}

/** The collage as a freestyle one; documents without a layout come back unchanged. */
export function toFreestyle(doc: EditorDocument): EditorDocument {
  const state = doc.collage;
  if (!state || state.layout === 'freestyle') return doc;
  const rects = cellRects(state, doc.canvas);
  const frame = freestyleFrame(doc.canvas);
  const moved = new Map<string, ImageLayer>();
  state.cells.forEach((cell, i) => {
    const rect = rects[i];
    const layer = doc.layers.find((l) => l.id === cell.layerId);
    if (!rect || !layer || layer.kind !== 'image') return;
    const at = placePhoto(rect, layer, { fit: 'fit', zoom: 1, panX: 0, panY: 0 });
    const { clip: _clip, ...rest } = layer;
    moved.set(layer.id, { ...rest, frame, transform: { x: at.x, y: at.y, scaleX: at.scale, scaleY: at.scale, rotation: 0 } });
  });
  const layers = doc.layers.map((l): Layer => moved.get(l.id) ?? l);
  const { weights: _weights, ...rest } = state;
  return applyCollage({ ...doc, layers, collage: { ...rest, layout: 'freestyle', cells: [] } });
}

/** Pixels for a print of that size (inches) at `dpi`, scaled down evenly when a side would pass the largest canvas. */
export function printSize(widthInches: number, heightInches: number, dpi = 300): { width: number; height: number } {
  const w = Math.max(0, widthInches * dpi);
  const h = Math.max(0, heightInches * dpi);
  const fit = Math.min(1, 8192 / Math.max(w, h, 1));
  return { width: Math.max(1, Math.round(w * fit)), height: Math.max(1, Math.round(h * fit)) };
}
