// Layer masks and selections: a vector description, never pixels, so a mask is small in the project and
// in the saved history and renders at any scale (the worker's rasterizer, workers/editor/mask/, turns it
// into a coverage raster at the render scale). One model for the photo editor, the collage maker and the
// designer.
//
// A mask's coverage (0 = hidden, 1 = shown) starts from `base` and each part changes it in order:
//   selection part: its shape's coverage s is combined — add: max(c, s); subtract: c·(1 − s);
//                   intersect: min(c, s);
//   stroke part:    reveal: c + (1 − c)·s; hide: c·(1 − s) (s = the brush stroke's coverage);
//   image part:     a greyscale picture (a project asset loaded in the engine, e.g. an AI subject mask)
//                   stretched over its box, sampled bilinearly, combined like a selection (outside its
//                   box it covers nothing). Image ids are never reused, so the part's JSON names its pixels.
// Then `refine` (when set) snaps the coverage's edge to the edges of the picture the mask reads (the layer's
// pixels, or the composite below an adjustment layer), within `radius` document pixels of the rough edge and
// by `strength`; `feather` blurs the coverage (document pixels), `inverted` turns it into 1 − c, and `density` lets
// the hidden part show through: c' = 1 − density·(1 − c). A disabled mask is kept but not applied.
// Coordinates are document pixels (the canvas), like the layer transforms.
import { isId } from './ids';
import { normaliseColor } from './params';
import { BRUSH_LIMITS, restoreStroke, type BrushStroke } from './strokes';
import type { EditorDocument, Layer } from './types';

export const COMBINE_MODES = ['add', 'subtract', 'intersect'] as const;
export type CombineMode = (typeof COMBINE_MODES)[number];

export type SelectionShape =
  | { kind: 'rectangle'; x: number; y: number; width: number; height: number }
  /** The ellipse inscribed in the box. */
  | { kind: 'ellipse'; x: number; y: number; width: number; height: number }
  /** Polygon or lasso: flat [x, y, x, y, …], closed, filled even-odd. */
  | { kind: 'polygon'; points: number[] }
  /** Pixels whose colour is within `tolerance` (0..255, largest channel difference) of the one at (x, y). */
  | { kind: 'wand'; x: number; y: number; tolerance: number; contiguous: boolean }
  /** Every pixel near `colour` (#rrggbbaa; alpha ignored), fading out over `fuzziness` (0..255). */
  | { kind: 'colourRange'; colour: string; fuzziness: number };

export type SelectionKind = SelectionShape['kind'];
export const SELECTION_KINDS: readonly SelectionKind[] = ['rectangle', 'ellipse', 'polygon', 'wand', 'colourRange'];

/** A raster mask: the picture `imageId` (its red channel, 255 = covered) stretched over a document-pixel box. */
export interface ImageMaskPart {
  type: 'image';
  imageId: string;
  x: number;
  y: number;
  width: number;
  height: number;
  mode: CombineMode;
}

export type MaskPart = { type: 'selection'; shape: SelectionShape; mode: CombineMode } | { type: 'stroke'; stroke: BrushStroke; reveal: boolean } | ImageMaskPart;

export const MASK_BASES = ['reveal', 'hide'] as const;
export type MaskBase = (typeof MASK_BASES)[number];

export interface LayerMask {
  enabled: boolean;
  inverted: boolean;
  /** 0..1: 1 hides fully where the mask is empty; 0.5 lets half of it through. */
  density: number;
  /** Document pixels of soft edge (a blur of the coverage). */
  feather: number;
  /** Where the parts start from: all shown (a new mask) or all hidden (a mask made from a selection). */
  base: MaskBase;
  parts: MaskPart[];
  /** Refine edge: absent (or radius 0) when off. */
  refine?: MaskRefine;
}

/** Refine edge: how far from the rough edge (document pixels) it looks for the picture's edge, and how much. */
export interface MaskRefine {
  radius: number;
  /** 0..1 */
  strength: number;
}

/** A selection being made on the canvas: the parts of a mask that starts hidden, with a feather. */
export interface Selection {
  parts: Array<{ shape: SelectionShape; mode: CombineMode }>;
  feather: number;
}

export const MASK_LIMITS = {
  feather: [0, 250],
  density: [0, 1],
  tolerance: [0, 255],
  fuzziness: [0, 255],
  refineRadius: [0, 100],
  refineStrength: [0, 1],
  /** Parts of one mask (selection shapes and brush strokes together). */
  maxParts: BRUSH_LIMITS.maxStrokes,
  /** Points (pairs) of one polygon or lasso. */
  maxPolygonPoints: 4000,
  /** A shape may reach this far outside the canvas (document pixels, times the largest side). */
  coordinateRange: 8192 * 4,
} as const;

export const DEFAULT_WAND_TOLERANCE = 32;
export const DEFAULT_FUZZINESS = 40;

const clamp = (v: number, lo: number, hi: number): number => Math.max(lo, Math.min(hi, v));
const finite = (value: unknown, fallback: number): number => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);
const coord = (value: unknown): number => clamp(finite(value, 0), -MASK_LIMITS.coordinateRange, MASK_LIMITS.coordinateRange);

export function newMask(base: MaskBase = 'reveal', parts: MaskPart[] = [], feather = 0): LayerMask {
  return { enabled: true, inverted: false, density: 1, feather: clamp(finite(feather, 0), ...MASK_LIMITS.feather), base, parts: parts.slice(0, MASK_LIMITS.maxParts) };
}

/** The mask a selection becomes: hidden everywhere except where the selection is. */
export function maskFromSelection(selection: Selection): LayerMask {
  return newMask(
    'hide',
    selection.parts.map((p) => ({ type: 'selection', shape: p.shape, mode: p.mode })),
    selection.feather,
  );
}

/** The pictures the mask's image parts read (they must be loaded, and kept with the project). */
export function maskImageIds(mask: LayerMask | undefined): string[] {
  return mask ? mask.parts.flatMap((p) => (p.type === 'image' ? [p.imageId] : [])) : [];
}

/** Every picture the document needs: its image layers' and their masks' (assets a save must name). */
export function documentImageIds(doc: Pick<EditorDocument, 'layers'>): string[] {
  return [...new Set(doc.layers.flatMap((l) => [...(l.kind === 'image' ? [l.imageId] : []), ...maskImageIds(l.mask)]))];
}

/** Whether the mask's coverage depends on the layer's pixels (magic wand, colour range), not only on its geometry. */
export function maskNeedsPixels(mask: LayerMask): boolean {
  if (refineActive(mask)) return true;
  return mask.parts.some((p) => p.type === 'selection' && (p.shape.kind === 'wand' || p.shape.kind === 'colourRange'));
}

/** Whether the mask's edge is refined against the picture. */
export function refineActive(mask: LayerMask): mask is LayerMask & { refine: MaskRefine } {
  return mask.refine !== undefined && mask.refine.radius > 0 && mask.refine.strength > 0;
}

export const DEFAULT_REFINE_STRENGTH = 1;

/** Whether a mask changes what its layer shows. */
export function maskActive(mask: LayerMask | undefined): mask is LayerMask {
  return mask !== undefined && mask.enabled;
}

// ---- restore ----------------------------------------------------------------------------------------------

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A stored selection shape made valid; undefined when nothing usable is left. */
export function restoreSelectionShape(raw: unknown): SelectionShape | undefined {
  if (!isObject(raw)) return undefined;
  switch (raw.kind) {
    case 'rectangle':
    case 'ellipse': {
      const width = coord(raw.width);
      const height = coord(raw.height);
      if (!(width > 0) || !(height > 0)) return undefined;
      return { kind: raw.kind, x: coord(raw.x), y: coord(raw.y), width, height };
    }
    case 'polygon': {
      if (!Array.isArray(raw.points)) return undefined;
      const points: number[] = [];
      for (let i = 0; i + 1 < raw.points.length && points.length < MASK_LIMITS.maxPolygonPoints * 2; i += 2) {
        const [x, y] = [raw.points[i], raw.points[i + 1]];
        if (typeof x !== 'number' || typeof y !== 'number' || !Number.isFinite(x) || !Number.isFinite(y)) continue;
        points.push(coord(x), coord(y));
      }
      return points.length >= 6 ? { kind: 'polygon', points } : undefined;
    }
    case 'wand':
      return { kind: 'wand', x: coord(raw.x), y: coord(raw.y), tolerance: clamp(finite(raw.tolerance, DEFAULT_WAND_TOLERANCE), ...MASK_LIMITS.tolerance), contiguous: raw.contiguous !== false };
    case 'colourRange': {
      const colour = normaliseColor(raw.colour);
      if (!colour) return undefined;
      return { kind: 'colourRange', colour, fuzziness: clamp(finite(raw.fuzziness, DEFAULT_FUZZINESS), ...MASK_LIMITS.fuzziness) };
    }
    default:
      return undefined;
  }
}

function restorePart(raw: unknown): MaskPart | undefined {
  if (!isObject(raw)) return undefined;
  if (raw.type === 'selection') {
    const shape = restoreSelectionShape(raw.shape);
    if (!shape) return undefined;
    const mode = (COMBINE_MODES as readonly unknown[]).includes(raw.mode) ? (raw.mode as CombineMode) : 'add';
    return { type: 'selection', shape, mode };
  }
  if (raw.type === 'stroke') {
    const stroke = restoreStroke(raw.stroke);
    return stroke ? { type: 'stroke', stroke, reveal: raw.reveal !== false } : undefined;
  }
  if (raw.type === 'image') return restoreImagePart(raw);
  return undefined;
}

/** An image part is kept only whole: a known mode, a finite box of positive size, an image id. */
function restoreImagePart(raw: Json): ImageMaskPart | undefined {
  if (!isId(raw.imageId) || !(COMBINE_MODES as readonly unknown[]).includes(raw.mode)) return undefined;
  const box = [raw.x, raw.y, raw.width, raw.height];
  if (!box.every((v) => typeof v === 'number' && Number.isFinite(v))) return undefined;
  const [x, y, width, height] = box.map(coord) as [number, number, number, number];
  if (!(width > 0) || !(height > 0)) return undefined;
  return { type: 'image', imageId: raw.imageId, x, y, width, height, mode: raw.mode as CombineMode };
}

/**
 * A stored mask made valid: numbers clamped, unknown or broken parts dropped (each noted in `repairs`).
 * Undefined when there is no mask (or it is not even an object, which is noted too).
 */
export function restoreMask(raw: unknown, repairs: string[], where: string): LayerMask | undefined {
  if (raw === undefined) return undefined;
  if (!isObject(raw)) {
    repairs.push(where);
    return undefined;
  }
  const number = (key: string, fallback: number, [lo, hi]: readonly [number, number]): number => {
    const value = clamp(finite(raw[key], fallback), lo, hi);
    if (raw[key] !== undefined && value !== raw[key]) repairs.push(`${where}.${key}`);
    return value;
  };
  const list = Array.isArray(raw.parts) ? raw.parts : [];
  if (raw.parts !== undefined && !Array.isArray(raw.parts)) repairs.push(`${where}.parts`);
  if (list.length > MASK_LIMITS.maxParts) repairs.push(`${where}.parts.length`);
  const parts: MaskPart[] = [];
  list.slice(0, MASK_LIMITS.maxParts).forEach((p: unknown, i) => {
    const part = restorePart(p);
    if (part) parts.push(part);
    else repairs.push(`${where}.parts[${i}]`);
  });
  const base: MaskBase = raw.base === 'hide' ? 'hide' : 'reveal';
  if (raw.base !== undefined && raw.base !== base) repairs.push(`${where}.base`);
  const mask: LayerMask = {
    enabled: raw.enabled !== false,
    inverted: raw.inverted === true,
    density: number('density', 1, MASK_LIMITS.density),
    feather: number('feather', 0, MASK_LIMITS.feather),
    base,
    parts,
  };
  if (raw.refine !== undefined) {
    const refine = isObject(raw.refine) ? raw.refine : {};
    const radius = clamp(finite(refine.radius, 0), ...MASK_LIMITS.refineRadius);
    const strength = clamp(finite(refine.strength, DEFAULT_REFINE_STRENGTH), ...MASK_LIMITS.refineStrength);
    if (!isObject(raw.refine) || radius !== refine.radius || (refine.strength !== undefined && strength !== refine.strength)) repairs.push(`${where}.refine`);
    if (radius > 0) mask.refine = { radius, strength };
  }
  return mask;
}

// ---- edits ------------------------------------------------------------------------------------------------

/** Layers that can carry a mask: the picture group (image and adjustment layers). */
export function canHaveMask(layer: Layer): boolean {
  return layer.kind === 'image' || layer.kind === 'adjustment';
}

/** Applies `change` to the mask of an unlocked layer; a locked or missing layer leaves the document as it is. */
function withMask(doc: EditorDocument, id: string, change: (mask: LayerMask | undefined, layer: Layer) => LayerMask | undefined | null): EditorDocument {
  const layer = doc.layers.find((l) => l.id === id);
  if (!layer || layer.locked || !canHaveMask(layer)) return doc;
  const next = change(layer.mask, layer);
  if (next === null) return doc;
  return {
    ...doc,
    layers: doc.layers.map((l) => {
      if (l.id !== id) return l;
      if (next === undefined) {
        const { mask: _dropped, ...rest } = l;
        return rest as Layer;
      }
      return { ...l, mask: next };
    }),
  };
}

/** Gives a layer a mask (by default one that shows everything); replaces the one it has. */
export function addMask(doc: EditorDocument, id: string, mask: LayerMask = newMask()): EditorDocument {
  return withMask(doc, id, () => ({ ...mask, parts: mask.parts.slice(0, MASK_LIMITS.maxParts) }));
}

export function deleteMask(doc: EditorDocument, id: string): EditorDocument {
  return withMask(doc, id, (mask) => (mask ? undefined : null));
}

export function invertMask(doc: EditorDocument, id: string): EditorDocument {
  return withMask(doc, id, (mask) => (mask ? { ...mask, inverted: !mask.inverted } : null));
}

export function setMaskEnabled(doc: EditorDocument, id: string, enabled: boolean): EditorDocument {
  return withMask(doc, id, (mask) => (mask && mask.enabled !== enabled ? { ...mask, enabled } : null));
}

export function setMaskDensity(doc: EditorDocument, id: string, density: number): EditorDocument {
  if (!Number.isFinite(density)) throw new RangeError('Mask density must be a number');
  const value = clamp(density, ...MASK_LIMITS.density);
  return withMask(doc, id, (mask) => (mask && mask.density !== value ? { ...mask, density: value } : null));
}

export function setMaskFeather(doc: EditorDocument, id: string, feather: number): EditorDocument {
  if (!Number.isFinite(feather)) throw new RangeError('Mask feather must be a number');
  const value = clamp(feather, ...MASK_LIMITS.feather);
  return withMask(doc, id, (mask) => (mask && mask.feather !== value ? { ...mask, feather: value } : null));
}

/**
 * Changes the refine-edge settings (radius in document pixels, strength 0..1; values are clamped). A radius
 * of 0 turns refining off (the setting is dropped). Not-a-number is refused and changes nothing.
 */
export function setMaskRefine(doc: EditorDocument, id: string, change: Partial<MaskRefine>): EditorDocument {
  if (change.radius !== undefined && !Number.isFinite(change.radius)) throw new RangeError('Refine radius must be a number');
  if (change.strength !== undefined && !Number.isFinite(change.strength)) throw new RangeError('Refine strength must be a number');
  return withMask(doc, id, (mask) => {
    if (!mask) return null;
    const radius = clamp(change.radius ?? mask.refine?.radius ?? 0, ...MASK_LIMITS.refineRadius);
    const strength = clamp(change.strength ?? mask.refine?.strength ?? DEFAULT_REFINE_STRENGTH, ...MASK_LIMITS.refineStrength);
    if (radius === 0) {
      if (!mask.refine) return null;
      const { refine: _off, ...rest } = mask;
      return rest;
    }
    if (mask.refine && mask.refine.radius === radius && mask.refine.strength === strength) return null;
    return { ...mask, refine: { radius, strength } };
  });
}

/** Adds a part (a selection shape or a painted stroke) at the end; refused past the limit. */
export function addMaskPart(doc: EditorDocument, id: string, part: MaskPart): EditorDocument {
  const valid = restorePart(part);
  if (!valid) throw new RangeError('Not a valid mask part');
  return withMask(doc, id, (mask) => (mask && mask.parts.length < MASK_LIMITS.maxParts ? { ...mask, parts: [...mask.parts, valid] } : null));
}
