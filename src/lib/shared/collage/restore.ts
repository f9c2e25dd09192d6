// The collage part of restoreDocument (STYLE.md rule 3): a stored CollageState is kept when valid and
// repaired when not — an unknown layout becomes the automatic one for its photos, the cells are cut or
// padded to the layout's count, a cell naming a layer that is not an image of this document (or that an
// earlier cell already shows) becomes empty, numbers are clamped to COLLAGE_LIMITS.
import { emptyCell } from './photos';
import { autoLayout, layoutById } from './layouts';
import { effectiveWeights, weightsFit } from './tree';
import { CELL_FITS, COLLAGE_LIMITS, type CellFit, type CollageCell, type CollageState } from './types';
import type { Layer } from '../editor/types';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

function number(raw: Json, key: 'spacing' | 'margin' | 'radius' | 'zoom' | 'panX' | 'panY', limits: readonly [number, number], fallback: number, repairs: string[], where: string): number {
  const value = raw[key];
  const n = typeof value === 'number' && Number.isFinite(value) ? Math.min(limits[1], Math.max(limits[0], value)) : fallback;
  if (n !== value) repairs.push(`${where}.${key}`);
  return n;
}

function restoreCell(raw: unknown, images: ReadonlySet<string>, shown: Set<string>, repairs: string[], where: string): CollageCell {
  if (!isObject(raw)) {
    repairs.push(where);
    return emptyCell();
  }
  let layerId: string | null = null;
  if (typeof raw.layerId === 'string' && images.has(raw.layerId) && !shown.has(raw.layerId)) layerId = raw.layerId;
  else if (raw.layerId !== null) repairs.push(`${where}.layerId`);
  if (layerId !== null) shown.add(layerId);
  const fit: CellFit = CELL_FITS.includes(raw.fit as CellFit) ? (raw.fit as CellFit) : 'fill';
  if (fit !== raw.fit) repairs.push(`${where}.fit`);
  return {
    layerId,
    fit,
    zoom: number(raw, 'zoom', COLLAGE_LIMITS.zoom, 1, repairs, where),
    panX: number(raw, 'panX', COLLAGE_LIMITS.pan, 0, repairs, where),
    panY: number(raw, 'panY', COLLAGE_LIMITS.pan, 0, repairs, where),
  };
}

/**
 * The document's collage state, or undefined when none was stored. `aspect` (canvas width / height)
 * chooses the automatic layout for an unknown one.
 */
export function restoreCollage(raw: unknown, layers: readonly Layer[], repairs: string[], aspect = 1): CollageState | undefined {
  if (raw === undefined) return undefined;
  const state = isObject(raw) ? raw : {};
  if (!isObject(raw)) repairs.push('collage');
  const images = new Set(layers.flatMap((l) => (l.kind === 'image' ? [l.id] : [])));
  // Unreadable cells are rebuilt from the visible photos, in layer order, so they stay in the collage.
  const rawCells: unknown[] = Array.isArray(state.cells) ? state.cells : layers.flatMap((l) => (l.kind === 'image' && l.visible ? [{ layerId: l.id, fit: 'fill', zoom: 1, panX: 0, panY: 0 }] : []));
  if (isObject(raw) && !Array.isArray(state.cells)) repairs.push('collage.cells');
  const wanted = typeof state.layout === 'string' ? state.layout : '';
  const known = wanted === 'freestyle' ? null : layoutById(wanted);
  let layout = known;
  if (wanted !== 'freestyle' && !known) {
    repairs.push('collage.layout');
    const photos = rawCells.filter((c) => isObject(c) && typeof c.layerId === 'string' && images.has(c.layerId)).length;
    layout = autoLayout(photos || images.size, aspect);
  }
  const count = layout?.cells ?? 0;
  if (rawCells.length !== count) repairs.push('collage.cells.length');
  const shown = new Set<string>();
  const cells = Array.from({ length: count }, (_, i) => (i < rawCells.length ? restoreCell(rawCells[i], images, shown, repairs, `collage.cells[${i}]`) : emptyCell()));
  const out: CollageState = {
    layout: layout?.id ?? 'freestyle',
    spacing: number(state, 'spacing', COLLAGE_LIMITS.spacing, 0.02, repairs, 'collage'),
    margin: number(state, 'margin', COLLAGE_LIMITS.margin, 0.02, repairs, 'collage'),
    radius: number(state, 'radius', COLLAGE_LIMITS.radius, 0, repairs, 'collage'),
    cells,
  };
  if (state.weights !== undefined) {
    // Weights belong to the stored layout; with another (repaired) one they mean nothing.
    if (layout && layout === known && weightsFit(layout.tree, state.weights)) out.weights = effectiveWeights(layout.tree, state.weights);
    else repairs.push('collage.weights');
  }
  return out;
}
