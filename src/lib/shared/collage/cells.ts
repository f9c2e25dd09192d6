// A photo inside its cell: fill covers the cell (cropping the photo), fit shows all of it (letterboxed);
// zoom magnifies over that, and pan moves the photo's centre from the cell's centre by a fraction of its
// drawn size. Pan is clamped per axis to half the difference between the drawn size and the cell, so a
// photo larger than its cell never uncovers it (a filled cell never shows a gap) and one smaller than its
// cell (fit at zoom 1) stays wholly inside.
import { cellRects, type Rect, type Size } from './geometry';
import { COLLAGE_LIMITS, type CellFit, type CollageCell, type CollageState } from './types';

const clamp = (n: number, min: number, max: number): number => Math.min(max, Math.max(min, n));

export interface PhotoPlacement {
  /** The photo's scale (document px per photo px). */
  scale: number;
  /** The photo's centre, document px. */
  x: number;
  y: number;
  /** The pan in force after clamping. */
  panX: number;
  panY: number;
}

/** The largest |pan| on one axis: half the difference of drawn and cell sizes, as a fraction of the drawn size. */
function panLimit(drawn: number, cell: number): number {
  if (drawn <= 0) return 0;
  return Math.min(COLLAGE_LIMITS.pan[1], Math.abs(drawn - cell) / (2 * drawn));
}

export function clampZoom(zoom: number): number {
  return clamp(Number.isFinite(zoom) ? zoom : 1, COLLAGE_LIMITS.zoom[0], COLLAGE_LIMITS.zoom[1]);
}

/** Where a photo of `photo` size is drawn in `rect` for this cell's fit, zoom and pan. */
export function placePhoto(rect: Rect, photo: Size, cell: Pick<CollageCell, 'fit' | 'zoom' | 'panX' | 'panY'>): PhotoPlacement {
  const sx = rect.width / Math.max(1e-9, photo.width);
  const sy = rect.height / Math.max(1e-9, photo.height);
  const scale = (cell.fit === 'fit' ? Math.min(sx, sy) : Math.max(sx, sy)) * clampZoom(cell.zoom);
  const drawnW = photo.width * scale;
  const drawnH = photo.height * scale;
  const limitX = panLimit(drawnW, rect.width);
  const limitY = panLimit(drawnH, rect.height);
  const panX = clamp(Number.isFinite(cell.panX) ? cell.panX : 0, -limitX, limitX);
  const panY = clamp(Number.isFinite(cell.panY) ? cell.panY : 0, -limitY, limitY);
  return { scale, x: rect.x + rect.width / 2 + panX * drawnW, y: rect.y + rect.height / 2 + panY * drawnH, panX, panY };
}

function withCell(state: CollageState, index: number, cell: CollageCell): CollageState {
  const old = state.cells[index];
  if (old && old.layerId === cell.layerId && old.fit === cell.fit && old.zoom === cell.zoom && old.panX === cell.panX && old.panY === cell.panY) return state;
  return { ...state, cells: state.cells.map((c, i) => (i === index ? cell : c)) };
}

/** Moves the photo of `cell` by (dx, dy) document px, clamped. Returns `state` itself when nothing moves. */
export function panCell(state: CollageState, canvas: Size, cell: number, dxPx: number, dyPx: number, photo: Size): CollageState {
  const rect = cellRects(state, canvas)[cell];
  const current = state.cells[cell];
  if (!rect || !current || !Number.isFinite(dxPx) || !Number.isFinite(dyPx)) return state;
  const now = placePhoto(rect, photo, current);
  const drawnW = photo.width * now.scale;
  const drawnH = photo.height * now.scale;
  const moved = placePhoto(rect, photo, { ...current, panX: now.panX + (drawnW > 0 ? dxPx / drawnW : 0), panY: now.panY + (drawnH > 0 ? dyPx / drawnH : 0) });
  return withCell(state, cell, { ...current, panX: moved.panX, panY: moved.panY });
}

/**
 * Multiplies the zoom of `cell` by `factor` (clamped to COLLAGE_LIMITS.zoom), keeping the document point
 * `at` where it is (the cell's centre when absent) unless the pan clamp forbids it.
 */
export function zoomCell(state: CollageState, canvas: Size, cell: number, factor: number, photo: Size, at?: { x: number; y: number }): CollageState {
  const rect = cellRects(state, canvas)[cell];
  const current = state.cells[cell];
  if (!rect || !current || !Number.isFinite(factor) || factor <= 0) return state;
  const zoom = clampZoom(current.zoom * factor);
  const now = placePhoto(rect, photo, current);
  const next = placePhoto(rect, photo, { ...current, zoom, panX: 0, panY: 0 });
  const point = at ?? { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
  // The photo point under `at` (photo px from its centre) stays under `at` at the new scale.
  const ratio = next.scale / now.scale;
  const centreX = point.x - (point.x - now.x) * ratio;
  const centreY = point.y - (point.y - now.y) * ratio;
  const drawnW = photo.width * next.scale;
  const drawnH = photo.height * next.scale;
  const cx = rect.x + rect.width / 2;
  const cy = rect.y + rect.height / 2;
  const placed = placePhoto(rect, photo, { ...current, zoom, panX: drawnW > 0 ? (centreX - cx) / drawnW : 0, panY: drawnH > 0 ? (centreY - cy) / drawnH : 0 });
  return withCell(state, cell, { ...current, zoom, panX: placed.panX, panY: placed.panY });
}

/** Sets how the photo sits in `cell`; a change of fit starts again from zoom 1, centred (the old framing was for the other fit). */
export function setCellFit(state: CollageState, cell: number, fit: CellFit): CollageState {
  const current = state.cells[cell];
  if (!current || current.fit === fit) return state;
  return withCell(state, cell, { ...current, fit, zoom: 1, panX: 0, panY: 0 });
}

/**
 * Swaps the photos of two cells. Each photo takes its fit along, but starts at zoom 1, centred: its pan
 * and zoom were chosen for the other cell's shape.
 */
export function swapCells(state: CollageState, a: number, b: number): CollageState {
  const first = state.cells[a];
  const second = state.cells[b];
  if (!first || !second || a === b) return state;
  const fresh = (c: CollageCell): CollageCell => ({ layerId: c.layerId, fit: c.fit, zoom: 1, panX: 0, panY: 0 });
  return { ...state, cells: state.cells.map((c, i) => (i === a ? fresh(second) : i === b ? fresh(first) : c)) };
}
