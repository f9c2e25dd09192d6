// Geometry shared by the engine (both backends) and the UI (crop frames, hit tests, export sizes).
// Coordinates are continuous pixels with y down: pixel (i, j) covers [i, i+1) × [j, j+1), its centre is
// (i + 0.5, j + 0.5). A map takes a point of the output to the point of the input it shows.
import { booleanParam, numberParam, stringParam } from './params';
import type { EditorDocument, Layer, Operation, OperationParams, Transform } from './types';
import { DOCUMENT_LIMITS } from './types';

export interface Size {
  width: number;
  height: number;
}

/** x' = a·x + c·y + e, y' = b·x + d·y + f */
export interface Affine {
  a: number;
  b: number;
  c: number;
  d: number;
  e: number;
  f: number;
}

export interface GeometryStep {
  size: Size;
  /** Output point → input point. */
  map: Affine;
  /** #rrggbbaa shown where the map leaves the input (expand); otherwise edges are clamped. */
  fill: string | null;
}

export const IDENTITY: Affine = { a: 1, b: 0, c: 0, d: 1, e: 0, f: 0 };

export const GEOMETRY_TYPES: readonly string[] = ['crop', 'rotate', 'flip', 'straighten', 'resize', 'expand'];

export function isGeometryType(type: string): boolean {
  return GEOMETRY_TYPES.includes(type);
}

export function applyAffine(m: Affine, x: number, y: number): [number, number] {
  return [m.a * x + m.c * y + m.e, m.b * x + m.d * y + m.f];
}

export function invertAffine(m: Affine): Affine {
  const det = m.a * m.d - m.b * m.c || 1e-12;
  const a = m.d / det;
  const b = -m.b / det;
  const c = -m.c / det;
  const d = m.a / det;
  return { a, b, c, d, e: -(a * m.e + c * m.f), f: -(b * m.e + d * m.f) };
}

/** (first ∘ second): apply `second`, then `first`. */
export function composeAffine(first: Affine, second: Affine): Affine {
  return {
    a: first.a * second.a + first.c * second.b,
    b: first.b * second.a + first.d * second.b,
    c: first.a * second.c + first.c * second.d,
    d: first.b * second.c + first.d * second.d,
    e: first.a * second.e + first.c * second.f + first.e,
    f: first.b * second.e + first.d * second.f + first.f,
  };
}

const clampSide = (n: number): number => Math.min(DOCUMENT_LIMITS.maxSide, Math.max(1, Math.round(n)));

export function scaledSize(size: Size, scale: number): Size {
  return { width: clampSide(size.width * scale), height: clampSide(size.height * scale) };
}

/** Straighten zooms in just enough that the turned picture still covers the whole frame. */
export function straightenZoom(width: number, height: number, degrees: number): number {
  const t = (Math.abs(degrees) * Math.PI) / 180;
  const cos = Math.cos(t);
  const sin = Math.sin(t);
  return Math.max((width * cos + height * sin) / width, (width * sin + height * cos) / height);
}

/**
 * Size and map of one geometry operation over an input of `input` pixels rendered at `scale` (only
 * resize has absolute pixel parameters; the others are fractions or angles, so they need no scale).
 */
export function geometryStep(type: string, params: OperationParams, input: Size, scale: number): GeometryStep {
  const { width: w, height: h } = input;
  switch (type) {
    case 'crop': {
      const cw = Math.min(w, Math.max(1, Math.round(numberParam(params, 'width', 1) * w)));
      const ch = Math.min(h, Math.max(1, Math.round(numberParam(params, 'height', 1) * h)));
      const x0 = Math.min(w - cw, Math.max(0, Math.round(numberParam(params, 'x') * w)));
      const y0 = Math.min(h - ch, Math.max(0, Math.round(numberParam(params, 'y') * h)));
      return { size: { width: cw, height: ch }, map: { ...IDENTITY, e: x0, f: y0 }, fill: null };
    }
    case 'rotate': {
      const turns = ((Math.round(numberParam(params, 'turns')) % 4) + 4) % 4;
      if (turns === 1) return { size: { width: h, height: w }, map: { a: 0, b: -1, c: 1, d: 0, e: 0, f: h }, fill: null };
      if (turns === 2) return { size: { width: w, height: h }, map: { a: -1, b: 0, c: 0, d: -1, e: w, f: h }, fill: null };
      if (turns === 3) return { size: { width: h, height: w }, map: { a: 0, b: 1, c: -1, d: 0, e: w, f: 0 }, fill: null };
      return { size: { width: w, height: h }, map: IDENTITY, fill: null };
    }
    case 'flip': {
      const fx = booleanParam(params, 'horizontal');
      const fy = booleanParam(params, 'vertical');
      return { size: { width: w, height: h }, map: { a: fx ? -1 : 1, b: 0, c: 0, d: fy ? -1 : 1, e: fx ? w : 0, f: fy ? h : 0 }, fill: null };
    }
    case 'straighten': {
      const degrees = numberParam(params, 'angle');
      const k = straightenZoom(w, h, degrees);
      const t = (degrees * Math.PI) / 180;
      const cos = Math.cos(t) / k;
      const sin = Math.sin(t) / k;
      const cx = w / 2;
      const cy = h / 2;
      // Output is the input turned clockwise by the angle: the map turns back (counter-clockwise).
      return { size: { width: w, height: h }, map: { a: cos, b: -sin, c: sin, d: cos, e: cx - cos * cx - sin * cy, f: cy + sin * cx - cos * cy }, fill: null };
    }
    case 'resize': {
      const size = resizeTarget(params, input, scale);
      return { size, map: { a: w / size.width, b: 0, c: 0, d: h / size.height, e: 0, f: 0 }, fill: null };
    }
    case 'expand': {
      const left = Math.round((numberParam(params, 'left') / 100) * w);
      const right = Math.round((numberParam(params, 'right') / 100) * w);
      const top = Math.round((numberParam(params, 'top') / 100) * h);
      const bottom = Math.round((numberParam(params, 'bottom') / 100) * h);
      return { size: { width: clampSide(w + left + right), height: clampSide(h + top + bottom) }, map: { ...IDENTITY, e: -left, f: -top }, fill: stringParam(params, 'color', '#ffffffff') };
    }
    default:
      return { size: { width: w, height: h }, map: IDENTITY, fill: null };
  }
}

function resizeTarget(params: OperationParams, input: Size, scale: number): Size {
  const tw = numberParam(params, 'width');
  const th = numberParam(params, 'height');
  // The target is in full-resolution pixels; the input may be a preview, so relate it to input / scale.
  const fullW = input.width / scale;
  const fullH = input.height / scale;
  if (tw <= 0 && th <= 0) return { ...input };
  const width = tw > 0 ? tw : (th * fullW) / fullH;
  const height = th > 0 ? th : (tw * fullH) / fullW;
  return scaledSize({ width, height }, scale);
}

/** Size of the rendered picture: the canvas after every enabled geometry operation, at `scale`. */
export function outputSize(doc: Pick<EditorDocument, 'canvas' | 'operations'>, scale = 1): Size {
  let size = scaledSize(doc.canvas, scale);
  for (const op of doc.operations) if (op.enabled && isGeometryType(op.type)) size = geometryStep(op.type, op.params, size, scale).size;
  return size;
}

/** Enabled operations only, in order. */
export function activeOperations(doc: Pick<EditorDocument, 'operations'>): Operation[] {
  return doc.operations.filter((op) => op.enabled);
}

/** Map from the canvas to a layer's own pixels (w × h), from the layer's centre, scale and rotation. */
export function canvasToLayerMap(transform: Transform, width: number, height: number): Affine {
  const t = (transform.rotation * Math.PI) / 180;
  const cos = Math.cos(t);
  const sin = Math.sin(t);
  const sx = transform.scaleX || 1e-6;
  const sy = transform.scaleY || 1e-6;
  // Undo the translation, the clockwise rotation, then the scale; finally move the origin to the corner.
  const a = cos / sx;
  const c = sin / sx;
  const b = -sin / sy;
  const d = cos / sy;
  return { a, b, c, d, e: width / 2 - (a * transform.x + c * transform.y), f: height / 2 - (b * transform.x + d * transform.y) };
}

/** The layer's four corners on the canvas (top-left, top-right, bottom-right, bottom-left), for hit tests. */
export function layerCorners(transform: Transform, width: number, height: number): Array<[number, number]> {
  const toCanvas = invertAffine(canvasToLayerMap(transform, width, height));
  return [applyAffine(toCanvas, 0, 0), applyAffine(toCanvas, width, 0), applyAffine(toCanvas, width, height), applyAffine(toCanvas, 0, height)];
}

/** Whether a canvas point falls on the layer's box. */
export function hitsLayer(transform: Transform, width: number, height: number, x: number, y: number): boolean {
  const [u, v] = applyAffine(canvasToLayerMap(transform, width, height), x, y);
  return u >= 0 && v >= 0 && u <= width && v <= height;
}

/** An image layer's natural box; text layers have theirs measured by the engine (`measureLayer`). */
export function imageLayerBox(layer: Layer): Size | null {
  return layer.kind === 'image' ? { width: layer.width, height: layer.height } : null;
}
