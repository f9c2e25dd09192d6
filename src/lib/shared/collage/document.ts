// Collage documents: creating one, choosing its layout, canvas and style. Every function returns a new
// document with applyCollage run on it (or the same document when nothing changes, so the history records
// no step). Photos go in and out through photos.ts; freestyle hand-over and print sizes are in
// freestyle.ts — all re-exported here, the module the UI imports.
//
// Photos without a cell are "parked": kept in the document as hidden image layers with a clip, never
// deleted, so choosing a bigger layout brings them back (setLayout fills new cells with them in layer
// order). That happens when a smaller layout is chosen and when more photos are added than there are
// empty cells.
import { applyCollage } from './apply';
import { autoLayout, layoutById } from './layouts';
import { toFreestyle } from './freestyle';
import { canvasClip, emptyCell, idsInCells, isParked } from './photos';
import { COLLAGE_LIMITS, type CollageCell, type CollageState } from './types';
import { normaliseColor } from '../editor/params';
import { DOCUMENT_LIMITS, DOCUMENT_VERSION, type EditorDocument, type ImageLayer, type Layer } from '../editor/types';

export { printSize, toFreestyle } from './freestyle';
export { addPhotos, emptyCell, removePhoto, type PhotoInput } from './photos';

type PresetId = 'square' | '4:5' | '16:9' | '9:16' | 'a4' | 'letter';

/** Canvas presets in pixels, the long side 3000 (A4 and letter portrait, in their paper's ratio). */
export const ASPECT_PRESETS: readonly { id: PresetId; width: number; height: number }[] = [
  { id: 'square', width: 3000, height: 3000 },
  { id: '4:5', width: 2400, height: 3000 },
  { id: '16:9', width: 3000, height: 1688 },
  { id: '9:16', width: 1688, height: 3000 },
  { id: 'a4', width: 2121, height: 3000 },
  { id: 'letter', width: 2318, height: 3000 },
];

/** A new collage's look: thin gaps in the background colour, square corners. */
export const DEFAULT_COLLAGE_STYLE = { spacing: 0.02, margin: 0.02, radius: 0 } as const;

const clampSide = (n: number): number => Math.min(DOCUMENT_LIMITS.maxSide, Math.max(DOCUMENT_LIMITS.minSide, Math.round(Number.isFinite(n) ? n : 1)));

/** A collage with no photos (white background unless given); an unknown layout id gets the automatic layout for four photos. */
export function createCollageDocument(options: { layoutId: string; width: number; height: number; background?: string }): EditorDocument {
  const width = clampSide(options.width);
  const height = clampSide(options.height);
  const layout = options.layoutId === 'freestyle' ? null : (layoutById(options.layoutId) ?? autoLayout(4, width / height));
  return {
    version: DOCUMENT_VERSION,
    section: 'collage',
    canvas: { width, height, background: normaliseColor(options.background) ?? '#ffffffff' },
    layers: [],
    operations: [],
    collage: { layout: layout?.id ?? 'freestyle', ...DEFAULT_COLLAGE_STYLE, cells: Array.from({ length: layout?.cells ?? 0 }, emptyCell) },
  };
}

function withoutFrame(layer: ImageLayer): ImageLayer {
  const { frame: _frame, ...rest } = layer;
  return rest;
}

/**
 * Chooses a layout. The photos — in cell order, then the parked ones (from freestyle: every visible image
 * layer, bottom to top, then the parked ones) — fill the new cells in order, each keeping its fit and
 * starting at zoom 1, centred; the rest are parked. The user's border positions belong to the old layout
 * and are dropped. 'freestyle' hands over to toFreestyle; an unknown id changes nothing.
 */
export function setLayout(doc: EditorDocument, layoutId: string): EditorDocument {
  const state = doc.collage;
  if (!state || state.layout === layoutId) return doc;
  if (layoutId === 'freestyle') return toFreestyle(doc);
  const layout = layoutById(layoutId);
  if (!layout) return doc;
  const used = idsInCells(state);
  const fromFreestyle = state.layout === 'freestyle';
  const inCells = fromFreestyle ? doc.layers.filter((l) => l.kind === 'image' && l.visible).map((l) => l.id) : state.cells.flatMap((c) => (c.layerId !== null && doc.layers.some((l) => l.id === c.layerId && l.kind === 'image') ? [c.layerId] : []));
  const taken = new Set(inCells);
  const photos = [...inCells, ...doc.layers.filter((l) => isParked(l, used) && !taken.has(l.id)).map((l) => l.id)];
  const fits = new Map(state.cells.flatMap((c) => (c.layerId === null ? [] : [[c.layerId, c.fit] as const])));
  const cells = Array.from({ length: layout.cells }, (_, i): CollageCell => {
    const id = photos[i];
    return id === undefined ? emptyCell() : { ...emptyCell(), layerId: id, fit: fits.get(id) ?? 'fill' };
  });
  const shown = new Set(photos.slice(0, layout.cells));
  const parked = new Set(photos.slice(layout.cells));
  const layers = doc.layers.map((l): Layer => {
    if (l.kind !== 'image') return l;
    // A photo entering a grid from freestyle loses its frame: a grid's gaps are its frame.
    if (shown.has(l.id)) return { ...(fromFreestyle ? withoutFrame(l) : l), visible: true };
    if (parked.has(l.id)) return { ...l, visible: false, clip: l.clip ?? canvasClip(doc) };
    return l;
  });
  const { weights: _weights, ...rest } = state;
  return applyCollage({ ...doc, layers, collage: { ...rest, layout: layout.id, cells } });
}

/** Resizes the canvas; the layout follows (its borders are weights), every photo is placed again. */
export function setCanvasSize(doc: EditorDocument, width: number, height: number): EditorDocument {
  const w = clampSide(width);
  const h = clampSide(height);
  if (w === doc.canvas.width && h === doc.canvas.height) return doc;
  return applyCollage({ ...doc, canvas: { ...doc.canvas, width: w, height: h } });
}

/** Sets spacing, margin and corner radius (fractions of the shorter side), clamped to COLLAGE_LIMITS. */
export function setCollageStyle(doc: EditorDocument, style: Partial<Pick<CollageState, 'spacing' | 'margin' | 'radius'>>): EditorDocument {
  const state = doc.collage;
  if (!state) return doc;
  const pick = (key: 'spacing' | 'margin' | 'radius'): number => {
    const value = style[key];
    if (typeof value !== 'number' || !Number.isFinite(value)) return state[key];
    const [min, max] = COLLAGE_LIMITS[key];
    return Math.min(max, Math.max(min, value));
  };
  const next = { spacing: pick('spacing'), margin: pick('margin'), radius: pick('radius') };
  if (next.spacing === state.spacing && next.margin === state.margin && next.radius === state.radius) return doc;
  return applyCollage({ ...doc, collage: { ...state, ...next } });
}
