// "Continue in designer" (issue 15's open gap, issue 16): a collage becomes a design that looks the same.
//
// A collage places its photos by a layout: each cell's photo is an image layer whose `clip` is the cell (an
// axis-aligned rounded rectangle in document pixels that stays where the cell is). The designer moves,
// resizes and turns layers freely, so a clip fixed to the canvas would stay behind when the photo moves.
// Instead each clip becomes the photo's frame shape (`ImageLayer.shapeMask`, drawn in the layer's own box,
// so it moves, scales and turns with the photo) — the same kind of crop the designer itself makes when a
// photo is replaced (designEdits.replacePhoto): a 'path' outline in the layer's own pixels. The path is the
// cell's rounded rectangle mapped into the layer's box, as straight segments (the rounded corners as short
// runs of segments, under a quarter of a pixel off), so the designer's hit test finds the visible photo and
// not the cut-off part. A photo its cell does not cut (a fitted photo with square corners) loses the clip
// and gets no frame shape at all.
//
// Everything else stays: layers in drawing order (the collage's picture group, then its texts and shapes —
// a design is one stack), their own operations, pixel masks and freestyle frames, the canvas with its
// background and pattern; photos without a cell ("parked": hidden) stay hidden layers, with their last cell
// as their frame shape so showing one again shows it as it was. The layout itself (cells, spacing, corner
// radius) has no meaning in a design and is left out — the photos are already where it put them.
// Document operations (a collage has none from its own panels; an older document might) become an
// adjustment layer over the photos and under the texts, which is where they drew; geometry ones (crop,
// rotate, resize) cannot be one and are the only thing not carried over.
import { applyAffine, canvasToLayerMap, layerCorners } from '../editor/geometry';
import { newId } from '../editor/ids';
import { isAdjustmentOperation, layerDefaults, layerGroup, stackOf } from '../editor/layers';
import { DOCUMENT_LIMITS, DOCUMENT_VERSION, type AdjustmentLayer, type EditorDocument, type ImageLayer, type Layer, type LayerClip, type ShapeOutline } from '../editor/types';
import { CUSTOM_FORMAT, DESIGN_FORMATS } from './formats';

/** The format whose size the canvas has, or 'custom'. */
export function formatOfCanvas(canvas: { width: number; height: number }): string {
  return DESIGN_FORMATS.find((f) => f.width === canvas.width && f.height === canvas.height)?.id ?? CUSTOM_FORMAT;
}

const num = (v: number): string => {
  const r = Math.round(v * 1000) / 1000;
  return String(Object.is(r, -0) ? 0 : r);
};

/** Whether (x, y) lies in the rounded rectangle (its edge included, with a hair of slack for rounding). */
function insideClip(clip: LayerClip, x: number, y: number): boolean {
  const eps = 1e-6;
  if (x < clip.x - eps || y < clip.y - eps || x > clip.x + clip.width + eps || y > clip.y + clip.height + eps) return false;
  const r = clipRadius(clip);
  if (r <= 0) return true;
  const cx = Math.min(Math.max(x, clip.x + r), clip.x + clip.width - r);
  const cy = Math.min(Math.max(y, clip.y + r), clip.y + clip.height - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r + eps;
}

const clipRadius = (clip: LayerClip): number => Math.max(0, Math.min(clip.radius, clip.width / 2, clip.height / 2));

/** Segments per rounded corner: enough that the polygon is within a quarter of a pixel of the arc. */
function cornerSteps(radius: number): number {
  if (radius <= 0) return 0;
  // r·(1 − cos(π / 4k)) ≤ 0.25  ⇔  k ≥ π / (4·acos(1 − 0.25 / r))
  const k = Math.ceil(Math.PI / (4 * Math.acos(Math.max(-1, 1 - 0.25 / radius))));
  return Math.min(64, Math.max(2, k));
}

/** The rounded rectangle's outline in canvas pixels, clockwise from its top-left corner's end. */
function clipOutline(clip: LayerClip): Array<[number, number]> {
  const r = clipRadius(clip);
  const { x, y, width: w, height: h } = clip;
  if (r === 0) return [[x, y], [x + w, y], [x + w, y + h], [x, y + h]];
  const steps = cornerSteps(r);
  const points: Array<[number, number]> = [];
  // Corner centres and the angle each arc starts at (clockwise on screen: y grows downwards).
  const corners: Array<[number, number, number]> = [
    [x + r, y + r, Math.PI],
    [x + w - r, y + r, -Math.PI / 2],
    [x + w - r, y + h - r, 0],
    [x + r, y + h - r, Math.PI / 2],
  ];
  for (const [cx, cy, start] of corners) {
    for (let i = 0; i <= steps; i++) {
      const a = start + (i / steps) * (Math.PI / 2);
      points.push([cx + Math.cos(a) * r, cy + Math.sin(a) * r]);
    }
  }
  return points;
}

/**
 * The photo's cell as a frame shape in its own box: null when the cell does not cut the photo (the clip can
 * simply go), otherwise a 'path' outline of straight segments in the layer's pixels.
 */
export function clipToShapeMask(layer: ImageLayer, clip: LayerClip): ShapeOutline | null {
  const corners = layerCorners(layer.transform, layer.width, layer.height);
  if (corners.every(([x, y]) => insideClip(clip, x, y))) return null;
  const toLayer = canvasToLayerMap(layer.transform, layer.width, layer.height);
  const points = clipOutline(clip).map(([x, y]) => applyAffine(toLayer, x, y));
  const d = `M${points.map(([u, v]) => `${num(u)},${num(v)}`).join('L')}Z`;
  return { shape: 'path', path: { d, viewWidth: layer.width, viewHeight: layer.height } };
}

/** An image layer without its cell: the cell as its frame shape (unless it already has one to keep). */
function withoutClip(layer: ImageLayer): ImageLayer {
  const { clip, ...rest } = layer;
  // A photo with both a clip and a frame shape (not made by the collage maker) keeps both: the engine draws
  // a clip in any section, and two cut-outs cannot be made one path here.
  if (!clip || layer.shapeMask) return layer;
  const mask = clipToShapeMask(layer, clip);
  return mask ? { ...rest, shapeMask: mask } : rest;
}

/** The document's own point and effect operations as an adjustment layer, or null when there are none. */
function operationsLayer(doc: EditorDocument): AdjustmentLayer | null {
  const operations = doc.operations.filter((op) => isAdjustmentOperation(op.type)).slice(0, DOCUMENT_LIMITS.maxAdjustmentOperations);
  if (operations.length === 0) return null;
  return {
    ...layerDefaults(),
    id: newId('layer'),
    kind: 'adjustment',
    operations: operations.map(({ strokes: _strokes, ...op }) => ({ ...op, params: { ...op.params } })),
    transform: { x: doc.canvas.width / 2, y: doc.canvas.height / 2, scaleX: 1, scaleY: 1, rotation: 0 },
  };
}

/**
 * The collage (or any editor document) as a new design: section 'designer', its format the one of the
 * canvas's size (else 'custom'), one stack in the collage's drawing order, every photo's cell turned into
 * its frame shape, parked photos kept hidden, texts and shapes as they were. Pure: the input is unchanged.
 * A document that is a design already comes back as it is.
 */
export function collageToDesign(doc: EditorDocument): EditorDocument {
  if (doc.section === 'designer') return doc;
  const stack: Layer[] = stackOf(doc).map((layer) => (layer.kind === 'image' ? withoutClip(layer) : layer));
  const adjustment = stack.length < DOCUMENT_LIMITS.maxLayers ? operationsLayer(doc) : null;
  if (adjustment) {
    // Document operations ran over the picture group and under the texts and shapes: there they go.
    const firstGraphic = stack.findIndex((l) => layerGroup(l.kind) === 'graphic');
    stack.splice(firstGraphic < 0 ? stack.length : firstGraphic, 0, adjustment);
  }
  const { collage: _collage, designer: _designer, ...rest } = doc;
  return {
    ...rest,
    version: DOCUMENT_VERSION,
    section: 'designer',
    canvas: { ...doc.canvas },
    layers: stack,
    operations: [],
    designer: { format: formatOfCanvas(doc.canvas) },
  };
}
