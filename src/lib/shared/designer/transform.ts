// Moving, resizing and turning the designer's selection (issue 16), and finding the layer under a point.
// Every layer is placed by its centre, scale and rotation, so a selection of several moves together by
// mapping each centre (and scale) from the old selection box to the new one, or turning it about a pivot.
// Locked layers never move; an edit that changes nothing returns the same document (no history step).
import { applyAffine, canvasToLayerMap } from '../editor/geometry';
import { stackOf } from '../editor/layers';
import { DOCUMENT_LIMITS, type EditorDocument, type Layer, type ShapeOutline, type Transform } from '../editor/types';
import { layerSize, type Box, type MeasuredBoxes } from './boxes';
import { outlinePath } from './outline';

export interface Point {
  x: number;
  y: number;
}

/** Applies `place` to the unlocked layers among `ids`; the same document when none changed. */
function placeLayers(doc: EditorDocument, ids: readonly string[], place: (layer: Layer) => Transform | null): EditorDocument {
  const wanted = new Set(ids);
  let changed = false;
  const layers = doc.layers.map((layer) => {
    if (!wanted.has(layer.id) || layer.locked) return layer;
    const transform = place(layer);
    if (!transform || sameTransform(transform, layer.transform)) return layer;
    changed = true;
    return { ...layer, transform };
  });
  return changed ? { ...doc, layers } : doc;
}

function sameTransform(a: Transform, b: Transform): boolean {
  return a.x === b.x && a.y === b.y && a.scaleX === b.scaleX && a.scaleY === b.scaleY && a.rotation === b.rotation;
}

/** Degrees in (-180, 180]. */
export function normaliseAngle(degrees: number): number {
  const a = ((((degrees + 180) % 360) + 360) % 360) - 180;
  return a === -180 ? 180 : a;
}

const clampScale = (s: number): number => Math.sign(s || 1) * Math.min(DOCUMENT_LIMITS.maxScale, Math.max(DOCUMENT_LIMITS.minScale, Math.abs(s)));

/** Moves the unlocked layers `ids` by (dx, dy) document pixels. */
export function moveLayers(doc: EditorDocument, ids: readonly string[], dx: number, dy: number): EditorDocument {
  if (dx === 0 && dy === 0) return doc;
  return placeLayers(doc, ids, (layer) => ({ ...layer.transform, x: tidy(layer.transform.x + dx), y: tidy(layer.transform.y + dy) }));
}

/**
 * Positions kept to a thousandth of a pixel: a layer snapped to the centre of a 1080 px page sits at 540,
 * not 540.0000000000001 (which the position fields and the alignment checks would show as off).
 */
const tidy = (v: number): number => Math.round(v * 1000) / 1000;

/**
 * Resizes the selection `ids` from the box `from` to the box `to`: each layer's centre keeps its place
 * relative to the box, and its scale follows the box's. A layer turned by a right angle swaps the two
 * factors; one turned by any other angle keeps its rotation and scales by their geometric mean (a turned
 * box cannot stretch along the canvas' axes). Text scales through its transform like everything else.
 */
export function scaleLayers(doc: EditorDocument, ids: readonly string[], from: Box, to: Box, measured: MeasuredBoxes): EditorDocument {
  const sx = from.width > 0 ? to.width / from.width : 1;
  const sy = from.height > 0 ? to.height / from.height : 1;
  if (!(sx > 0) || !(sy > 0)) return doc;
  return placeLayers(doc, ids, (layer) => {
    if (!layerSize(layer, measured)) return null;
    const t = layer.transform;
    const turn = normaliseAngle(t.rotation);
    const quarter = Math.abs(Math.abs(turn) - 90) < 1e-9;
    const straight = Math.abs(turn) < 1e-9 || Math.abs(Math.abs(turn) - 180) < 1e-9;
    const [fx, fy] = straight ? [sx, sy] : quarter ? [sy, sx] : [Math.sqrt(sx * sy), Math.sqrt(sx * sy)];
    return { ...t, x: to.x + (t.x - from.x) * sx, y: to.y + (t.y - from.y) * sy, scaleX: clampScale(t.scaleX * fx), scaleY: clampScale(t.scaleY * fy) };
  });
}

/** Turns the selection `ids` by `degrees` (clockwise) about `pivot`: centres go round it, rotations add up. */
export function rotateLayers(doc: EditorDocument, ids: readonly string[], pivot: Point, degrees: number): EditorDocument {
  if (degrees === 0) return doc;
  const r = (degrees * Math.PI) / 180;
  const cos = Math.cos(r);
  const sin = Math.sin(r);
  return placeLayers(doc, ids, (layer) => {
    const t = layer.transform;
    const ox = t.x - pivot.x;
    const oy = t.y - pivot.y;
    return { ...t, x: pivot.x + ox * cos - oy * sin, y: pivot.y + ox * sin + oy * cos, rotation: normaliseAngle(t.rotation + degrees) };
  });
}

/** The handles of a selection frame: corners and edge midpoints (compass names). */
export const HANDLES = ['nw', 'n', 'ne', 'e', 'se', 's', 'sw', 'w'] as const;
export type Handle = (typeof HANDLES)[number];

/** Which sides of the box a handle drags: -1 the left/top, 1 the right/bottom, 0 neither. */
export function handleSides(handle: Handle): { x: -1 | 0 | 1; y: -1 | 0 | 1 } {
  return { x: handle.includes('w') ? -1 : handle.includes('e') ? 1 : 0, y: handle.includes('n') ? -1 : handle.includes('s') ? 1 : 0 };
}

/** A layer's frame as its resizing sees it: its size on the canvas along its own (turned) axes. */
export interface Frame {
  centre: Point;
  width: number;
  height: number;
  rotation: number;
}

/** The layer's frame: its box scaled (not turned) around its centre; null for a layer without a box. */
export function layerFrame(layer: Layer, measured: MeasuredBoxes): Frame | null {
  const size = layerSize(layer, measured);
  if (!size) return null;
  const t = layer.transform;
  return { centre: { x: t.x, y: t.y }, width: size.width * Math.abs(t.scaleX), height: size.height * Math.abs(t.scaleY), rotation: t.rotation };
}

/**
 * The frame after dragging `handle` of `frame` to `point` (canvas pixels): the opposite side stays where it
 * was, along the frame's own axes. `keepAspect` keeps the width : height ratio (a corner's default); a side
 * handle then grows the other side about the centre line. Sizes never drop below `min`.
 */
export function resizeFrame(frame: Frame, handle: Handle, point: Point, keepAspect: boolean, min = 1): Frame {
  const r = (frame.rotation * Math.PI) / 180;
  const cos = Math.cos(r);
  const sin = Math.sin(r);
  // The pointer in the frame's own axes, from its centre.
  const px = point.x - frame.centre.x;
  const py = point.y - frame.centre.y;
  const u = px * cos + py * sin;
  const v = -px * sin + py * cos;
  const side = handleSides(handle);
  let x0 = -frame.width / 2;
  let x1 = frame.width / 2;
  let y0 = -frame.height / 2;
  let y1 = frame.height / 2;
  if (side.x === -1) x0 = Math.min(u, x1 - min);
  if (side.x === 1) x1 = Math.max(u, x0 + min);
  if (side.y === -1) y0 = Math.min(v, y1 - min);
  if (side.y === 1) y1 = Math.max(v, y0 + min);
  if (keepAspect && frame.width > 0 && frame.height > 0) {
    const ratio = frame.width / frame.height;
    let w = x1 - x0;
    let h = y1 - y0;
    if (side.x !== 0 && side.y !== 0) {
      // A corner: the larger relative change leads.
      if (w / frame.width > h / frame.height) h = w / ratio;
      else w = h * ratio;
      if (side.x === -1) x0 = x1 - w;
      else x1 = x0 + w;
      if (side.y === -1) y0 = y1 - h;
      else y1 = y0 + h;
    } else if (side.x !== 0) {
      h = w / ratio;
      y0 = -h / 2;
      y1 = h / 2;
    } else {
      w = h * ratio;
      x0 = -w / 2;
      x1 = w / 2;
    }
  }
  const cu = (x0 + x1) / 2;
  const cv = (y0 + y1) / 2;
  return { centre: { x: frame.centre.x + cu * cos - cv * sin, y: frame.centre.y + cu * sin + cv * cos }, width: x1 - x0, height: y1 - y0, rotation: frame.rotation };
}

/**
 * Gives the layer `id` the frame `to`. A shape takes the new size as its own width and height (its stroke
 * and corners keep their size, as a stretched shape does in Canva); a text box wider or narrower than its
 * frame (`wrap`) takes the new width as its wrapping width; anything else scales.
 */
export function setLayerFrame(doc: EditorDocument, id: string, to: Frame, measured: MeasuredBoxes, wrap = false): EditorDocument {
  const layer = doc.layers.find((l) => l.id === id);
  const size = layer ? layerSize(layer, measured) : null;
  if (!layer || !size || layer.locked) return doc;
  const t = layer.transform;
  const placed = { ...t, x: to.centre.x, y: to.centre.y };
  let next: Layer;
  if (layer.kind === 'shape') {
    next = { ...layer, width: Math.max(1, to.width / Math.abs(t.scaleX)), height: Math.max(1, to.height / Math.abs(t.scaleY)), transform: placed };
  } else if (layer.kind === 'text' && wrap) {
    next = { ...layer, boxWidth: Math.max(layer.fontSize, to.width / Math.abs(t.scaleX)), transform: placed };
  } else {
    const scaleX = clampScale(Math.sign(t.scaleX || 1) * (to.width / size.width));
    const scaleY = clampScale(Math.sign(t.scaleY || 1) * (to.height / size.height));
    next = { ...layer, transform: { ...placed, scaleX, scaleY } };
  }
  return { ...doc, layers: doc.layers.map((l) => (l.id === id ? next : l)) };
}

/** Point in polygon (even-odd), for the outlines made of straight segments (polygons, stars). */
function insidePolygon(points: ReadonlyArray<[number, number]>, x: number, y: number): boolean {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i]!;
    const [xj, yj] = points[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** The vertices of an outline's path when it is one closed run of straight segments (M…L…Z); null otherwise. */
function straightPoints(d: string): Array<[number, number]> | null {
  if (!/^M[-\d.,eL]+Z$/.test(d)) return null;
  return d
    .slice(1, -1)
    .split('L')
    .map((pair) => pair.split(',').map(Number) as [number, number]);
}

/** Whether (u, v), in the box (0,0)–(w,h), falls inside the outline (a box test for curved and path outlines). */
function insideOutline(outline: ShapeOutline, w: number, h: number, u: number, v: number): boolean {
  if (outline.shape === 'ellipse') {
    const nx = (u - w / 2) / (w / 2 || 1);
    const ny = (v - h / 2) / (h / 2 || 1);
    return nx * nx + ny * ny <= 1;
  }
  if (outline.shape === 'polygon' || outline.shape === 'star') {
    const points = straightPoints(outlinePath(outline, w, h).d);
    if (points) return insidePolygon(points, u, v);
  }
  // A path of straight segments in its own view box (a collage cell carried into the design, fromCollage.ts).
  if (outline.shape === 'path' && outline.path) {
    const points = straightPoints(outline.path.d);
    if (points) return insidePolygon(points, (u * outline.path.viewWidth) / (w || 1), (v * outline.path.viewHeight) / (h || 1));
  }
  return true;
}

/** Slack, in document pixels, around thin layers (a line) so they can be picked at all. */
const THIN = 4;

/**
 * The topmost visible layer under the canvas point (x, y): its box, turned and scaled, and for ellipses,
 * polygons, stars and photos framed by one of them, the shape itself. Adjustment layers have no box.
 */
export function hitLayer(doc: EditorDocument, x: number, y: number, measured: MeasuredBoxes): Layer | null {
  const stack = stackOf(doc);
  for (let i = stack.length - 1; i >= 0; i--) {
    const layer = stack[i]!;
    if (!layer.visible) continue;
    const size = layerSize(layer, measured);
    if (!size) continue;
    const [u, v] = applyAffine(canvasToLayerMap(layer.transform, size.width, size.height), x, y);
    const slackU = THIN / Math.max(1e-6, Math.abs(layer.transform.scaleX));
    const slackV = THIN / Math.max(1e-6, Math.abs(layer.transform.scaleY));
    const thinU = size.width * Math.abs(layer.transform.scaleX) < THIN * 2 ? slackU : 0;
    const thinV = size.height * Math.abs(layer.transform.scaleY) < THIN * 2 ? slackV : 0;
    if (u < -thinU || v < -thinV || u > size.width + thinU || v > size.height + thinV) continue;
    const outline: ShapeOutline | undefined = layer.kind === 'shape' ? layer : layer.kind === 'image' ? layer.shapeMask : undefined;
    if (outline && !insideOutline(outline, size.width, size.height, u, v)) continue;
    return layer;
  }
  return null;
}
