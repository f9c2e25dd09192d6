// Snapping while a selection is dragged (issue 16): to the canvas' edges and centre, to other layers' edges
// and centres, the nearest line winning, with the guides a user sees drawn across what lines up.
import { describe, expect, it } from 'vitest';
import { snapBox } from '../../src/lib/shared/designer/snap';

const CANVAS = { width: 1000, height: 800 };

describe('snapping to the canvas', () => {
  it('centres a box dragged near the middle and shows both centre guides across the canvas', () => {
    // Centre at (503, 397): 3 px off on each axis.
    const snap = snapBox({ x: 453, y: 347, width: 100, height: 100 }, [], CANVAS, 6);
    expect(snap.dx).toBeCloseTo(-3);
    expect(snap.dy).toBeCloseTo(3);
    expect(snap.guides).toEqual([
      { axis: 'x', position: 500, from: 0, to: 800 },
      { axis: 'y', position: 400, from: 0, to: 1000 },
    ]);
  });

  it('snaps a box edge to the canvas edge', () => {
    const snap = snapBox({ x: 4, y: 300, width: 100, height: 50 }, [], CANVAS, 6);
    expect(snap.dx).toBeCloseTo(-4);
    expect(snap.dy).toBe(0);
    expect(snap.guides).toEqual([{ axis: 'x', position: 0, from: 0, to: 800 }]);
  });

  it('leaves a box beyond the threshold alone, without guides', () => {
    expect(snapBox({ x: 120, y: 130, width: 100, height: 50 }, [], CANVAS, 6)).toEqual({ dx: 0, dy: 0, guides: [] });
  });
});

describe('snapping to other layers', () => {
  const other = { x: 600, y: 100, width: 200, height: 100 };

  it('lines a left edge up with another layer’s left edge, the guide spanning both boxes', () => {
    const snap = snapBox({ x: 603, y: 500, width: 50, height: 50 }, [other], CANVAS, 6);
    expect(snap.dx).toBeCloseTo(-3);
    expect(snap.guides).toEqual([{ axis: 'x', position: 600, from: 100, to: 550 }]);
  });

  it('lines centres up (middle to middle) across the two boxes', () => {
    // Moving box's middle at 152, other's middle at 150.
    const snap = snapBox({ x: 100, y: 127, width: 50, height: 50 }, [other], CANVAS, 6);
    expect(snap.dy).toBeCloseTo(-2);
    expect(snap.guides).toEqual([{ axis: 'y', position: 150, from: 100, to: 800 }]);
  });

  it('chooses the nearest of several lines within the threshold', () => {
    // Right edge at 597 (3 from 600), left edge at 497 (3 from the canvas centre 500)? Put left at 498: 2 away.
    const snap = snapBox({ x: 498, y: 600, width: 99, height: 20 }, [other], CANVAS, 6);
    expect(snap.dx).toBeCloseTo(2);
    expect(snap.guides.map((g) => g.position)).toEqual([500]);
  });

  it('draws one guide per line even when several targets sit on it', () => {
    const a = { x: 300, y: 0, width: 100, height: 100 };
    const b = { x: 300, y: 600, width: 50, height: 100 };
    const snap = snapBox({ x: 302, y: 300, width: 40, height: 40 }, [a, b], CANVAS, 6);
    expect(snap.dx).toBeCloseTo(-2);
    expect(snap.guides).toEqual([{ axis: 'x', position: 300, from: 0, to: 700 }]);
  });
});
