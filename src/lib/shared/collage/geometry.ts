// Where a collage's cells and borders are, in document pixels. Spacing and margin are fractions of the
// canvas's shorter side, each rounded once to whole pixels; every split then divides its whole-pixel box
// by rounding the running sum of its weights, so cells and gaps tile the canvas exactly, with no seams or
// overlaps, at any size. Borders are stored as weights (see types.ts), so moving one is a weight change.
import { layoutById, type CollageLayout, type LayoutNode } from './layouts';
import { effectiveWeights, splitNodes } from './tree';
import { COLLAGE_LIMITS, type CollageState } from './types';

export interface Size {
  width: number;
  height: number;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface CollageBorder {
  /** `${split}:${index}`: the border after part `index` of the split node `split` (depth-first order). */
  id: string;
  /** The split's direction: a 'row' split's borders are vertical lines. */
  dir: 'row' | 'column';
  /** The gap between the two parts (≥ 1 px wide even at spacing 0, then centred on their shared edge). */
  rect: Rect;
}

interface BorderPlace extends CollageBorder {
  split: number;
  index: number;
  /** The split's length shared by its parts (without gaps), px: what a weight of 1 is. */
  available: number;
}

interface Geometry {
  cells: Rect[];
  borders: BorderPlace[];
}

/** Spacing and margin in whole pixels on this canvas. */
export function collageGaps(state: Pick<CollageState, 'spacing' | 'margin'>, canvas: Size): { spacing: number; margin: number } {
  const short = Math.min(canvas.width, canvas.height);
  const spacing = Math.max(0, Math.round(state.spacing * short));
  // The margin leaves at least one pixel inside.
  const margin = Math.max(0, Math.min(Math.round(state.margin * short), Math.floor((short - 1) / 2)));
  return { spacing, margin };
}

function place(layout: CollageLayout, weights: number[][], canvas: Size, spacing: number, margin: number): Geometry {
  const cells: Rect[] = [];
  const borders: BorderPlace[] = [];
  const splits = splitNodes(layout.tree);
  const visit = (node: LayoutNode, box: Rect): void => {
    if (typeof node === 'number') {
      cells[node] = box;
      return;
    }
    const split = splits.indexOf(node);
    const row = node.dir === 'row';
    const k = node.children.length;
    const length = row ? box.width : box.height;
    // Gaps shrink when the box is too small for them, so every part keeps at least a pixel where it can.
    const gap = Math.max(0, Math.min(spacing, Math.floor((length - k) / (k - 1))));
    const available = length - gap * (k - 1);
    const w = weights[split] ?? node.weights;
    let sum = 0;
    let edge = 0;
    node.children.forEach((child, i) => {
      sum += w[i] ?? 0;
      const next = i === k - 1 ? available : Math.round(available * sum);
      const start = edge + i * gap;
      const size = Math.max(0, next - edge);
      visit(child, row ? { x: box.x + start, y: box.y, width: size, height: box.height } : { x: box.x, y: box.y + start, width: box.width, height: size });
      if (i < k - 1) {
        const at = start + size;
        const [from, thick] = gap > 0 ? [at, gap] : [at - 0.5, 1];
        const rect = row ? { x: box.x + from, y: box.y, width: thick, height: box.height } : { x: box.x, y: box.y + from, width: box.width, height: thick };
        borders.push({ id: `${split}:${i}`, dir: node.dir, rect, split, index: i, available });
      }
      edge = Math.max(edge, next);
    });
  };
  visit(layout.tree, { x: margin, y: margin, width: canvas.width - 2 * margin, height: canvas.height - 2 * margin });
  return { cells, borders };
}

function geometry(state: CollageState, canvas: Size): Geometry | null {
  const layout = layoutById(state.layout);
  if (!layout) return null;
  const { spacing, margin } = collageGaps(state, canvas);
  return place(layout, effectiveWeights(layout.tree, state.weights), canvas, spacing, margin);
}

/** One rect per layout cell, in cell order; none for freestyle (or an unknown layout). */
export function cellRects(state: CollageState, canvas: Size): Rect[] {
  return geometry(state, canvas)?.cells ?? [];
}

export function collageBorders(state: CollageState, canvas: Size): CollageBorder[] {
  return (geometry(state, canvas)?.borders ?? []).map(({ id, dir, rect }) => ({ id, dir, rect }));
}

/**
 * Moves a border by `deltaPx` (right or down is positive): weight passes between the two parts beside it,
 * each keeping at least COLLAGE_LIMITS.minWeight of the split. Returns `state` itself when nothing moves.
 */
export function moveBorder(state: CollageState, canvas: Size, borderId: string, deltaPx: number): CollageState {
  const layout = layoutById(state.layout);
  const border = geometry(state, canvas)?.borders.find((b) => b.id === borderId);
  if (!layout || !border || border.available <= 0 || !Number.isFinite(deltaPx) || deltaPx === 0) return state;
  const weights = effectiveWeights(layout.tree, state.weights);
  const row = weights[border.split];
  const a = row?.[border.index];
  const b = row?.[border.index + 1];
  if (!row || a === undefined || b === undefined) return state;
  const min = COLLAGE_LIMITS.minWeight;
  const pair = a + b;
  if (pair < 2 * min) return state;
  const nextA = Math.min(pair - min, Math.max(min, a + deltaPx / border.available));
  if (Math.abs(nextA - a) < 1e-12) return state;
  row[border.index] = nextA;
  row[border.index + 1] = pair - nextA;
  return { ...state, weights };
}

/** The cell under a document point, or null (a gap, the margin, outside, freestyle). */
export function cellAt(state: CollageState, canvas: Size, x: number, y: number): number | null {
  const index = cellRects(state, canvas).findIndex((r) => x >= r.x && x < r.x + r.width && y >= r.y && y < r.y + r.height);
  return index < 0 ? null : index;
}

/** A layout's cells on a canvas of `size` (a thumbnail in the layout browser), without a collage state. */
export function layoutPreviewRects(layoutId: string, size: Size, gaps: { spacing: number; margin: number } = { spacing: 0.04, margin: 0.04 }): Rect[] {
  return cellRects({ layout: layoutId, ...gaps, radius: 0, cells: [] }, size);
}
