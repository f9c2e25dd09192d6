// Layout geometry as a user sees it: every layout's cells and the gaps between them cover the canvas
// exactly — no seam, no overlap, nothing outside — at any canvas size, spacing and margin, and still do
// after a border is dragged; a border moves by what it was dragged, and no part shrinks below the minimum.
import { describe, expect, it } from 'vitest';
import { cellAt, cellRects, collageBorders, collageGaps, layoutPreviewRects, moveBorder, type Rect, type Size } from '../../src/lib/shared/collage/geometry';
import { layoutById, LAYOUTS } from '../../src/lib/shared/collage/layouts';
import { COLLAGE_LIMITS, type CollageState } from '../../src/lib/shared/collage/types';

const CANVASES: Size[] = [
  { width: 3000, height: 3000 },
  { width: 2400, height: 3000 },
  { width: 3000, height: 1688 },
  { width: 1000, height: 333 },
  { width: 641, height: 997 },
  { width: 160, height: 120 },
];
const SPACINGS = [0, 0.013, 0.05, 0.1];
const MARGINS = [0, 0.031, 0.15];

function stateOf(layout: string, spacing: number, margin: number): CollageState {
  const cells = layoutById(layout)?.cells ?? 0;
  return { layout, spacing, margin, radius: 0, cells: Array.from({ length: cells }, () => ({ layerId: null, fit: 'fill' as const, zoom: 1, panX: 0, panY: 0 })) };
}

const area = (r: Rect): number => r.width * r.height;
const overlap = (a: Rect, b: Rect): boolean => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** What keeps the cells (and, with spacing, the gaps) from tiling the canvas inside the margin exactly. */
function tilingProblems(state: CollageState, canvas: Size): string[] {
  const { spacing, margin } = collageGaps(state, canvas);
  const cells = cellRects(state, canvas);
  const gaps = spacing > 0 ? collageBorders(state, canvas).map((b) => b.rect) : [];
  const pieces = [...cells, ...gaps];
  const where = `${state.layout} on ${canvas.width}×${canvas.height}, spacing ${state.spacing}, margin ${state.margin}`;
  const problems: string[] = [];
  if (cells.length !== layoutById(state.layout)?.cells) problems.push(`${where}: ${cells.length} cells`);
  pieces.forEach((r, i) => {
    if (![r.x, r.y, r.width, r.height].every(Number.isInteger)) problems.push(`${where}: piece ${i} not in whole pixels`);
    if (r.width < 1 || r.height < 1) problems.push(`${where}: piece ${i} empty`);
    if (r.x < margin || r.y < margin || r.x + r.width > canvas.width - margin || r.y + r.height > canvas.height - margin) problems.push(`${where}: piece ${i} outside`);
    for (let j = i + 1; j < pieces.length; j += 1) if (overlap(r, pieces[j] as Rect)) problems.push(`${where}: pieces ${i} and ${j} overlap`);
  });
  // Inside the margin, with nothing overlapping: equal areas mean no pixel is left uncovered.
  const total = pieces.reduce((sum, r) => sum + area(r), 0);
  const frame = canvas.width * canvas.height - (canvas.width - 2 * margin) * (canvas.height - 2 * margin);
  if (total + frame !== canvas.width * canvas.height) problems.push(`${where}: covers ${total + frame} of ${canvas.width * canvas.height} px`);
  return problems;
}

function expectTiling(state: CollageState, canvas: Size): void {
  expect(tilingProblems(state, canvas)).toEqual([]);
}

describe('cells and gaps tile the canvas', () => {
  it('for every layout, canvas, spacing and margin', () => {
    const problems: string[] = [];
    for (const layout of LAYOUTS) for (const canvas of CANVASES) for (const spacing of SPACINGS) for (const margin of MARGINS) problems.push(...tilingProblems(stateOf(layout.id, spacing, margin), canvas));
    expect(problems).toEqual([]);
  });

  it('with gaps of exactly the spacing, rounded once', () => {
    const state = stateOf('grid-3x3', 0.0137, 0.02);
    const canvas = { width: 2000, height: 1500 };
    const gap = Math.round(0.0137 * 1500);
    for (const border of collageBorders(state, canvas)) expect(border.dir === 'row' ? border.rect.width : border.rect.height).toBe(gap);
    const [a, b] = cellRects(state, canvas);
    expect((b as Rect).x - ((a as Rect).x + (a as Rect).width)).toBe(gap);
    expect((a as Rect).x).toBe(Math.round(0.02 * 1500));
  });

  it('gives borders a 1 px hit line on the shared edge at spacing 0', () => {
    const state = stateOf('columns-2', 0, 0);
    const [border] = collageBorders(state, { width: 1000, height: 500 });
    expect(border).toEqual({ id: '0:0', dir: 'row', rect: { x: 499.5, y: 0, width: 1, height: 500 } });
  });

  it('draws a thumbnail of a layout without a collage', () => {
    expect(layoutPreviewRects('columns-2', { width: 100, height: 50 }, { spacing: 0.1, margin: 0.1 })).toEqual([
      { x: 5, y: 5, width: 43, height: 40 },
      { x: 53, y: 5, width: 42, height: 40 },
    ]);
    expect(layoutPreviewRects('grid-4x4', { width: 64, height: 64 })).toHaveLength(16);
  });

  it('lists nothing for freestyle and unknown layouts', () => {
    const free: CollageState = { layout: 'freestyle', spacing: 0.02, margin: 0.02, radius: 0, cells: [] };
    expect(cellRects(free, CANVASES[0] as Size)).toEqual([]);
    expect(collageBorders({ ...free, layout: 'no-such' }, CANVASES[0] as Size)).toEqual([]);
  });
});

describe('moving a border', () => {
  const canvas = { width: 1800, height: 1200 };

  it('moves it by the dragged pixels and keeps the tiling, for every border of every layout', () => {
    for (const layout of LAYOUTS) {
      const state = stateOf(layout.id, 0.02, 0.03);
      for (const border of collageBorders(state, canvas)) {
        const moved = moveBorder(state, canvas, border.id, 13);
        expectTiling(moved, canvas);
        const after = collageBorders(moved, canvas).find((b) => b.id === border.id);
        const shift = border.dir === 'row' ? (after?.rect.x ?? NaN) - border.rect.x : (after?.rect.y ?? NaN) - border.rect.y;
        expect(Math.abs(shift - 13), `${layout.id} ${border.id}`).toBeLessThanOrEqual(1);
      }
    }
  });

  it('stops each neighbour at the minimum weight and keeps the rest of the split', () => {
    for (const layout of LAYOUTS) {
      const state = stateOf(layout.id, 0.01, 0);
      for (const border of collageBorders(state, canvas)) {
        for (const delta of [-100_000, 100_000]) {
          const moved = moveBorder(state, canvas, border.id, delta);
          expectTiling(moved, canvas);
          const [split, index] = border.id.split(':').map(Number) as [number, number];
          const row = moved.weights?.[split] ?? [];
          expect(Math.min(...row)).toBeGreaterThanOrEqual(COLLAGE_LIMITS.minWeight - 1e-12);
          expect(row.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
          expect(row[delta < 0 ? index : index + 1]).toBeCloseTo(COLLAGE_LIMITS.minWeight, 12);
        }
      }
    }
  });

  it('returns the same state for an unknown border or no movement', () => {
    const state = stateOf('grid-2x2', 0.02, 0.02);
    expect(moveBorder(state, canvas, 'nope', 10)).toBe(state);
    expect(moveBorder(state, canvas, '0:0', 0)).toBe(state);
    expect(moveBorder(state, canvas, '0:0', Number.NaN)).toBe(state);
    const squeezed = moveBorder(state, canvas, '0:0', -1e6);
    expect(moveBorder(squeezed, canvas, '0:0', -50)).toBe(squeezed);
  });

  it('keeps the look when the canvas changes size (borders are weights)', () => {
    const moved = moveBorder(stateOf('columns-2', 0, 0), { width: 1000, height: 500 }, '0:0', 200);
    const [left] = cellRects(moved, { width: 2000, height: 1000 });
    expect(left?.width).toBe(1400);
  });
});

describe('hit testing', () => {
  it('finds the cell under a point, and none in a gap or the margin', () => {
    const state = stateOf('grid-2x2', 0.02, 0.05);
    const canvas = { width: 1000, height: 1000 };
    const rects = cellRects(state, canvas);
    rects.forEach((r, i) => expect(cellAt(state, canvas, r.x + r.width / 2, r.y + r.height / 2)).toBe(i));
    expect(cellAt(state, canvas, 10, 10)).toBeNull();
    expect(cellAt(state, canvas, 500, 300)).toBeNull();
    const last = rects[3] as Rect;
    expect(cellAt(state, canvas, last.x + last.width, last.y)).toBeNull();
    expect(cellAt(state, canvas, last.x + last.width - 0.01, last.y)).toBe(3);
  });
});
