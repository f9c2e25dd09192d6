// The collage maker's part of the editor document (ARCHITECTURE.md "Editor core"): a layout of cells, each
// showing one image layer, and the canvas's spacing, margin and corners. It is data only: `applyCollage`
// (apply.ts) turns it into each image layer's `clip` and `transform`, which is all the engine reads, so the
// worker renders a collage with the same layers, masks and operations as a photo.
//
// Layouts are guillotine trees (layouts.ts): a node splits its box into a row or a column of parts by
// weights; a leaf is a cell. Dragging the border between two parts moves weight from one to the other, so
// the user's borders are stored as the tree's weights (`weights`), not as pixels — a collage keeps its
// look when its canvas changes size or aspect.

/** How a photo sits in its cell: covering it (cropped) or wholly inside it (letterboxed). */
export const CELL_FITS = ['fill', 'fit'] as const;
export type CellFit = (typeof CELL_FITS)[number];

export interface CollageCell {
  /** The image layer shown in this cell; null for an empty cell. */
  layerId: string | null;
  fit: CellFit;
  /** ≥ 1: magnification over the fit (1 = the photo just covers, or just fits, the cell). */
  zoom: number;
  /**
   * Where the photo's centre sits from the cell's centre, as a fraction of the photo's drawn size
   * (-0.5 … 0.5 per axis); `applyCollage` clamps it so a filled cell never shows a gap.
   */
  panX: number;
  panY: number;
}

export interface CollageState {
  /** An id of LAYOUTS (layouts.ts), or 'freestyle' (photos placed and rotated freely; `cells` is empty). */
  layout: string;
  /**
   * The layout tree's split weights in depth-first order of its split nodes, when the user dragged a
   * border; absent means the layout's own.
   */
  weights?: number[][];
  /** Gap between cells, as a fraction of the canvas's shorter side (0 … 0.1). */
  spacing: number;
  /** Gap around the cells, as a fraction of the canvas's shorter side (0 … 0.15). */
  margin: number;
  /** Corner radius of every cell, as a fraction of the canvas's shorter side (0 … 0.1). */
  radius: number;
  /** One per layout cell, in the layout's cell order. */
  cells: CollageCell[];
}

/** Limits `restoreCollage` clamps to. */
export const COLLAGE_LIMITS = {
  spacing: [0, 0.1],
  margin: [0, 0.15],
  radius: [0, 0.1],
  zoom: [1, 10],
  pan: [-0.5, 0.5],
  maxCells: 16,
  minWeight: 0.05,
} as const;
