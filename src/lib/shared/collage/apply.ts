// Turns the collage state into what the engine reads: each cell's image layer gets its `clip` (the cell,
// with the rounded corners) and its `transform` (centre and scale from fit, zoom and pan; no rotation).
// Image layers in no cell are left exactly as they are: photos a smaller layout has no cell for are
// "parked" by setLayout/addPhotos (document.ts) — hidden, kept in the document with their last clip — so a
// bigger layout brings them back, and an image layer the user added for another reason (a sticker) is
// never moved by the layout.
import { placePhoto } from './cells';
import { cellRects } from './geometry';
import type { CollageState } from './types';
import type { EditorDocument, ImageLayer, Layer, LayerClip, Transform } from '../editor/types';

function sameClip(a: LayerClip | undefined, b: LayerClip): boolean {
  return a !== undefined && a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height && a.radius === b.radius;
}

function sameTransform(a: Transform, b: Transform): boolean {
  return a.x === b.x && a.y === b.y && a.scaleX === b.scaleX && a.scaleY === b.scaleY && a.rotation === b.rotation;
}

/**
 * Places every cell's photo. Returns `doc` itself when nothing changes (so the history records no step),
 * and for documents without a layout (no collage state, freestyle).
 */
export function applyCollage(doc: EditorDocument): EditorDocument {
  const state = doc.collage;
  if (!state) return doc;
  const rects = cellRects(state, doc.canvas);
  if (rects.length === 0) return doc;
  const short = Math.min(doc.canvas.width, doc.canvas.height);
  const placed = new Map<string, { clip: LayerClip; transform: Transform }>();
  state.cells.forEach((cell, i) => {
    const rect = rects[i];
    const layer = cell.layerId === null ? undefined : doc.layers.find((l) => l.id === cell.layerId);
    if (!rect || !layer || layer.kind !== 'image' || rect.width <= 0 || rect.height <= 0) return;
    const radius = Math.min(state.radius * short, Math.min(rect.width, rect.height) / 2);
    const at = placePhoto(rect, layer, cell);
    placed.set(layer.id, {
      clip: { x: rect.x, y: rect.y, width: rect.width, height: rect.height, radius },
      transform: { x: at.x, y: at.y, scaleX: at.scale, scaleY: at.scale, rotation: 0 },
    });
  });
  let changed = false;
  const layers = doc.layers.map((layer): Layer => {
    const place = placed.get(layer.id);
    if (!place || layer.kind !== 'image') return layer;
    if (sameClip(layer.clip, place.clip) && sameTransform(layer.transform, place.transform)) return layer;
    changed = true;
    const next: ImageLayer = { ...layer, clip: place.clip, transform: place.transform };
    return next;
  });
  return changed ? { ...doc, layers } : doc;
}

/**
 * The document with a new collage state (from moveBorder, panCell, zoomCell, setCellFit, swapCells…),
 * its photos placed again; `doc` itself when the state is the same object (nothing moved).
 */
export function withCollageState(doc: EditorDocument, state: CollageState): EditorDocument {
  return state === doc.collage ? doc : applyCollage({ ...doc, collage: state });
}
