// A photo inside its cell, as the user pans and zooms it: a filled cell never shows a gap, a fitted photo
// stays inside its cell, zooming keeps the point under the cursor still, and swapping moves photos.
import { describe, expect, it } from 'vitest';
import { panCell, placePhoto, setCellFit, swapCells, zoomCell } from '../../src/lib/shared/collage/cells';
import { cellRects, type Rect, type Size } from '../../src/lib/shared/collage/geometry';
import { layoutById } from '../../src/lib/shared/collage/layouts';
import type { CellFit, CollageState } from '../../src/lib/shared/collage/types';

const canvas = { width: 1800, height: 1200 };

function stateOf(layout: string, fit: CellFit = 'fill'): CollageState {
  const n = layoutById(layout)?.cells ?? 0;
  return { layout, spacing: 0.02, margin: 0.02, radius: 0, cells: Array.from({ length: n }, (_, i) => ({ layerId: `photo${i}`, fit, zoom: 1, panX: 0, panY: 0 })) };
}

/** The photo's drawn box for cell `i`. */
function drawn(state: CollageState, i: number, photo: Size): Rect {
  const rect = cellRects(state, canvas)[i] as Rect;
  const at = placePhoto(rect, photo, state.cells[i] as CollageState['cells'][number]);
  const width = photo.width * at.scale;
  const height = photo.height * at.scale;
  return { x: at.x - width / 2, y: at.y - height / 2, width, height };
}

const covers = (outer: Rect, inner: Rect): boolean => outer.x <= inner.x + 1e-6 && outer.y <= inner.y + 1e-6 && outer.x + outer.width >= inner.x + inner.width - 1e-6 && outer.y + outer.height >= inner.y + inner.height - 1e-6;

const PHOTOS: Size[] = [
  { width: 4000, height: 3000 },
  { width: 3000, height: 4000 },
  { width: 1000, height: 1000 },
  { width: 6000, height: 1000 },
];
const MOVES: [number, number][] = [
  [5000, 0],
  [-5000, 4000],
  [37, -12],
  [-1e6, -1e6],
];

describe('fill', () => {
  it('covers the cell at zoom 1, centred', () => {
    const state = stateOf('feature-left-3');
    for (const photo of PHOTOS) {
      const box = drawn(state, 0, photo);
      const rect = cellRects(state, canvas)[0] as Rect;
      expect(covers(box, rect)).toBe(true);
      // Just covers: one axis matches the cell.
      expect(Math.min(Math.abs(box.width - rect.width), Math.abs(box.height - rect.height))).toBeLessThan(1e-6);
    }
  });

  it('never shows a gap, however far it is panned or zoomed', () => {
    for (const photo of PHOTOS) {
      for (const [dx, dy] of MOVES) {
        let state = stateOf('feature-left-3');
        state = zoomCell(state, canvas, 1, 2.5, photo, { x: 100, y: 1100 });
        state = panCell(state, canvas, 1, dx, dy, photo);
        expect(covers(drawn(state, 1, photo), cellRects(state, canvas)[1] as Rect)).toBe(true);
        state = zoomCell(state, canvas, 1, 0.1, photo);
        expect(state.cells[1]?.zoom).toBe(1);
        expect(covers(drawn(state, 1, photo), cellRects(state, canvas)[1] as Rect)).toBe(true);
      }
    }
  });

  it('pans by the dragged pixels while the photo has room', () => {
    const photo = { width: 4000, height: 3000 };
    const state = zoomCell(stateOf('grid-2x2'), canvas, 0, 2, photo);
    const before = drawn(state, 0, photo);
    const after = drawn(panCell(state, canvas, 0, 40, -25, photo), 0, photo);
    expect(after.x - before.x).toBeCloseTo(40, 9);
    expect(after.y - before.y).toBeCloseTo(-25, 9);
  });

  it('returns the same state when the photo cannot move', () => {
    const photo = { width: 4000, height: 3000 };
    const state = panCell(stateOf('grid-2x2'), canvas, 0, 1e6, 0, photo);
    expect(panCell(state, canvas, 0, 50, 0, photo)).toBe(state);
    expect(panCell(state, canvas, 9, 50, 0, photo)).toBe(state);
  });
});

describe('fit', () => {
  it('shows the whole photo inside the cell at zoom 1, wherever it is panned', () => {
    for (const photo of PHOTOS) {
      for (const [dx, dy] of MOVES) {
        const state = panCell(stateOf('columns-3', 'fit'), canvas, 2, dx, dy, photo);
        const rect = cellRects(state, canvas)[2] as Rect;
        const box = drawn(state, 2, photo);
        expect(covers(rect, box)).toBe(true);
        expect(Math.min(Math.abs(box.width - rect.width), Math.abs(box.height - rect.height))).toBeLessThan(1e-6);
      }
    }
  });

  it('switching fit starts again from zoom 1, centred', () => {
    const photo = { width: 4000, height: 3000 };
    const zoomed = panCell(zoomCell(stateOf('grid-2x2'), canvas, 0, 3, photo), canvas, 0, 90, 90, photo);
    const fitted = setCellFit(zoomed, 0, 'fit');
    expect(fitted.cells[0]).toEqual({ layerId: 'photo0', fit: 'fit', zoom: 1, panX: 0, panY: 0 });
    expect(setCellFit(fitted, 0, 'fit')).toBe(fitted);
    expect(fitted.cells[1]).toBe(zoomed.cells[1]);
  });
});

describe('zoom', () => {
  it('keeps the point under the cursor still', () => {
    const photo = { width: 4000, height: 3000 };
    const start = zoomCell(stateOf('grid-2x2'), canvas, 3, 2, photo);
    const rect = cellRects(start, canvas)[3] as Rect;
    const point = { x: rect.x + rect.width * 0.4, y: rect.y + rect.height * 0.65 };
    const photoPoint = (state: CollageState): { u: number; v: number } => {
      const box = drawn(state, 3, photo);
      return { u: (point.x - box.x) / box.width, v: (point.y - box.y) / box.height };
    };
    const zoomed = zoomCell(start, canvas, 3, 1.5, photo, point);
    expect(zoomed.cells[3]?.zoom).toBeCloseTo(3, 12);
    expect(photoPoint(zoomed).u).toBeCloseTo(photoPoint(start).u, 9);
    expect(photoPoint(zoomed).v).toBeCloseTo(photoPoint(start).v, 9);
    const back = zoomCell(zoomed, canvas, 3, 1 / 1.5, photo, point);
    expect(photoPoint(back).u).toBeCloseTo(photoPoint(start).u, 9);
  });

  it('stays within 1…10 and ignores nonsense factors', () => {
    const photo = { width: 1000, height: 1000 };
    const state = stateOf('grid-2x2');
    expect(zoomCell(state, canvas, 0, 100, photo).cells[0]?.zoom).toBe(10);
    expect(zoomCell(state, canvas, 0, 0.5, photo)).toBe(state);
    expect(zoomCell(state, canvas, 0, Number.NaN, photo)).toBe(state);
    expect(zoomCell(state, canvas, 0, -2, photo)).toBe(state);
  });
});

describe('swap', () => {
  it('exchanges two photos, each keeping its fit and starting centred', () => {
    const photo = { width: 4000, height: 3000 };
    let state = zoomCell(stateOf('feature-top-3'), canvas, 0, 2, photo);
    state = setCellFit(state, 2, 'fit');
    const swapped = swapCells(state, 0, 2);
    expect(swapped.cells.map((c) => c.layerId)).toEqual(['photo2', 'photo1', 'photo0']);
    expect(swapped.cells[0]).toEqual({ layerId: 'photo2', fit: 'fit', zoom: 1, panX: 0, panY: 0 });
    expect(swapped.cells[2]).toEqual({ layerId: 'photo0', fit: 'fill', zoom: 1, panX: 0, panY: 0 });
    expect(swapped.cells[1]).toBe(state.cells[1]);
    expect(swapCells(state, 1, 1)).toBe(state);
    expect(swapCells(state, 0, 7)).toBe(state);
  });
});
