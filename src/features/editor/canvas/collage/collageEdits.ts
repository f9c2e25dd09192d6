// The collage edits the canvas makes, on the open document: each takes the collage state at the start of
// a gesture (so a drag is measured from where it began, and clamping never drifts) and returns the new
// document with every cell's clip and transform placed again by applyCollage.
import { applyCollage } from '../../../../lib/shared/collage/apply';
import { panCell, zoomCell } from '../../../../lib/shared/collage/cells';
import type { CollageState } from '../../../../lib/shared/collage/types';
import type { Size } from '../../../../lib/shared/editor/geometry';
import type { EditorDocument, ImageLayer } from '../../../../lib/shared/editor/types';
import type { DrawnView } from '../../state/viewMath';

/** The document with `state` as its collage, its photos placed by it. */
export function withCollage(doc: EditorDocument, state: CollageState): EditorDocument {
  return state === doc.collage ? doc : applyCollage({ ...doc, collage: state });
}

/** The image layer shown in `cell`, or null for an empty cell (or one whose layer is gone). */
export function cellLayer(doc: EditorDocument, cell: number): ImageLayer | null {
  const id = doc.collage?.cells[cell]?.layerId;
  if (!id) return null;
  const layer = doc.layers.find((l) => l.id === id);
  return layer?.kind === 'image' ? layer : null;
}

/** The photo's own size, which the pan and zoom maths needs (how much of it a cell can show). */
export function photoSize(doc: EditorDocument, cell: number): Size | null {
  const layer = cellLayer(doc, cell);
  return layer ? { width: layer.width, height: layer.height } : null;
}

export function canvasSize(doc: EditorDocument): Size {
  return { width: doc.canvas.width, height: doc.canvas.height };
}

/** Pans `cell` of `start` by a drag of (dx, dy) screen px at the view's scale. */
export function panned(doc: EditorDocument, start: CollageState, cell: number, dx: number, dy: number, view: DrawnView): EditorDocument {
  const photo = photoSize(doc, cell);
  if (!photo) return doc;
  return withCollage(doc, panCell(start, canvasSize(doc), cell, dx / view.scale, dy / view.scale, photo));
}

/** Zooms `cell` by `factor`, keeping the document point `at` still (the cell's centre without one). */
export function zoomed(doc: EditorDocument, cell: number, factor: number, at?: { x: number; y: number }): EditorDocument {
  const photo = photoSize(doc, cell);
  if (!photo || !doc.collage || factor === 1) return doc;
  return withCollage(doc, zoomCell(doc.collage, canvasSize(doc), cell, factor, photo, at));
}
