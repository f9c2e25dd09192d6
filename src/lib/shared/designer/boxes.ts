// Where layers sit on the canvas, as the designer's arranging sees them (issue 16): each layer's box in
// document pixels (a text's from the engine's measurement), its axis-aligned bounds after rotation and
// scale, a selection's bounds, and groups (selecting one member selects them all).
import { layerCorners } from '../editor/geometry';
import type { EditorDocument, Layer } from '../editor/types';

export interface Size {
  width: number;
  height: number;
}

/** Axis-aligned rectangle in document pixels. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Measured text boxes by layer id (the editor's `boxes` store); other kinds carry their own size. */
export type MeasuredBoxes = ReadonlyMap<string, Size>;

/**
 * A layer's own box before its transform: an image's or shape's size, a text's measured box (or, before the
 * engine has measured it, an estimate from its font size and longest line). Adjustment layers have none.
 */
export function layerSize(layer: Layer, measured: MeasuredBoxes): Size | null {
  if (layer.kind === 'image' || layer.kind === 'shape') return { width: layer.width, height: layer.height };
  if (layer.kind === 'adjustment') return null;
  const known = measured.get(layer.id);
  if (known) return known;
  const lines = layer.text.split('\n');
  const longest = Math.max(1, ...lines.map((l) => l.length));
  return { width: layer.boxWidth ?? longest * layer.fontSize * 0.55, height: lines.length * layer.fontSize * layer.lineHeight };
}

/** The layer's bounds on the canvas (rotation and scale included); null for a layer without a box. */
export function layerBounds(layer: Layer, measured: MeasuredBoxes): Box | null {
  const size = layerSize(layer, measured);
  if (!size) return null;
  const corners = layerCorners(layer.transform, size.width, size.height);
  const xs = corners.map((c) => c[0]);
  const ys = corners.map((c) => c[1]);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

/** The union of boxes; null for none. */
export function unionBox(boxes: ReadonlyArray<Box | null>): Box | null {
  const real = boxes.filter((b): b is Box => b !== null);
  if (real.length === 0) return null;
  const x0 = Math.min(...real.map((b) => b.x));
  const y0 = Math.min(...real.map((b) => b.y));
  const x1 = Math.max(...real.map((b) => b.x + b.width));
  const y1 = Math.max(...real.map((b) => b.y + b.height));
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

/** The bounds of the layers `ids` together (missing ids ignored). */
export function selectionBounds(doc: EditorDocument, ids: readonly string[], measured: MeasuredBoxes): Box | null {
  const wanted = new Set(ids);
  return unionBox(doc.layers.filter((l) => wanted.has(l.id)).map((l) => layerBounds(l, measured)));
}

/** `ids` with every member of their groups added (in stack order after the given ones). */
export function expandToGroups(doc: EditorDocument, ids: readonly string[]): string[] {
  const picked = new Set(ids);
  const groups = new Set(doc.layers.filter((l) => picked.has(l.id) && l.group).map((l) => l.group));
  const out = [...ids];
  for (const layer of doc.layers) if (layer.group && groups.has(layer.group) && !picked.has(layer.id)) out.push(layer.id);
  return out;
}
