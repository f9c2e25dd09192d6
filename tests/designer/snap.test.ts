// Snapping while a selection is dragged (issue 16): to the canvas' edges and centre, to other layers' edges
// and centres, the nearest line winning, with the guides a user sees drawn across what lines up. And while
// it is resized: only the dragged edges snap, an aspect-locked corner keeping its shape.
import { describe, expect, it } from 'vitest';
import { snapBox, snapEdges, snapFrame } from '../../src/lib/shared/designer/snap';
import { resizeFrame } from '../../src/lib/shared/designer/transform';

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

const NONE = { left: false, right: false, top: false, bottom: false };

describe('snapping the dragged edges of a resize', () => {
  it('brings a dragged right edge onto the canvas edge, the left edge held, with a guide down the canvas', () => {
    const snap = snapEdges({ x: 700, y: 300, width: 296, height: 100 }, { ...NONE, right: true }, [], CANVAS, 6);
    expect(snap.box).toEqual({ x: 700, y: 300, width: 300, height: 100 });
    expect(snap.guides).toEqual([{ axis: 'x', position: 1000, from: 0, to: 800 }]);
  });

  it('snaps a dragged side to the canvas centre line and to another layer’s centre', () => {
    // Left edge dragged to 503: the centre line 500 is 3 away.
    expect(snapEdges({ x: 503, y: 10, width: 200, height: 50 }, { ...NONE, left: true }, [], CANVAS, 6).box).toEqual({ x: 500, y: 10, width: 203, height: 50 });
    // Bottom edge dragged to 146: another layer's middle (150) is 4 away.
    const other = { x: 600, y: 100, width: 200, height: 100 };
    const snap = snapEdges({ x: 100, y: 20, width: 50, height: 126 }, { ...NONE, bottom: true }, [other], CANVAS, 6);
    expect(snap.box).toEqual({ x: 100, y: 20, width: 50, height: 130 });
    expect(snap.guides).toEqual([{ axis: 'y', position: 150, from: 100, to: 800 }]);
  });

  it('never moves the edges the handle does not drag, even when they are near a line', () => {
    // The left edge is 2 from the canvas centre, the right one far from everything: nothing snaps.
    const snap = snapEdges({ x: 498, y: 300, width: 150, height: 60 }, { ...NONE, right: true }, [], CANVAS, 6);
    expect(snap).toEqual({ box: { x: 498, y: 300, width: 150, height: 60 }, guides: [] });
  });

  it('snaps both edges of a dragged corner independently when the aspect is free', () => {
    // The corner at (503, 396): 3 from the vertical centre line, 4 from the horizontal one.
    const snap = snapEdges({ x: 100, y: 100, width: 403, height: 296 }, { ...NONE, right: true, bottom: true }, [], CANVAS, 6);
    expect(snap.box).toEqual({ x: 100, y: 100, width: 400, height: 300 });
    expect(snap.guides.map((g) => `${g.axis}@${g.position}`)).toEqual(['x@500', 'y@400']);
  });

  it('keeps an aspect-locked corner’s shape: the nearer axis snaps, the other size follows', () => {
    // 2 : 1. The right edge is 4 from the canvas centre (500), the bottom 2 from it (400): the bottom wins.
    const snap = snapEdges({ x: 100, y: 100, width: 596, height: 298 }, { ...NONE, right: true, bottom: true }, [], CANVAS, 6, { aspect: 2 });
    expect(snap.box).toEqual({ x: 100, y: 100, width: 600, height: 300 });
    expect(snap.box.width / snap.box.height).toBe(2);
    expect(snap.guides).toEqual([{ axis: 'y', position: 400, from: 0, to: 1000 }]);
  });

  it('holds the far corner of an aspect-locked top-left drag', () => {
    // Box from (4, 52) to (404, 252), 2 : 1, dragged by its top-left: the left edge snaps to 0, the top follows.
    const snap = snapEdges({ x: 4, y: 52, width: 400, height: 200 }, { ...NONE, left: true, top: true }, [], CANVAS, 6, { aspect: 2 });
    expect(snap.box).toEqual({ x: 0, y: 50, width: 404, height: 202 });
  });

  it('grows the other size about its centre when an aspect-locked side snaps', () => {
    const snap = snapEdges({ x: 700, y: 350, width: 296, height: 100 }, { ...NONE, right: true }, [], CANVAS, 6, { aspect: 2.96 });
    expect(snap.box.x).toBe(700);
    expect(snap.box.width).toBe(300);
    expect(snap.box.y + snap.box.height / 2).toBeCloseTo(400, 9);
    expect(snap.box.width / snap.box.height).toBeCloseTo(2.96, 9);
  });

  it('does not snap a dragged edge past the size floor', () => {
    // A sliver from 497 to 499 dragged by its left edge: the centre line (500) is near, but landing on it
    // would turn the box inside out, so it stays as dragged.
    const snap = snapEdges({ x: 497, y: 0, width: 2, height: 50 }, { ...NONE, left: true }, [], CANVAS, 6, { min: 1 });
    expect(snap).toEqual({ box: { x: 497, y: 0, width: 2, height: 50 }, guides: [] });
  });
});

describe('snapping a resized frame', () => {
  it('snaps the dragged corner of an upright frame as resizeFrame left it', () => {
    const start = { centre: { x: 760, y: 380 }, width: 120, height: 80, rotation: 0 };
    const next = resizeFrame(start, 'se', { x: 997, y: 478 }, false);
    const snap = snapFrame(next, 'se', [], CANVAS, 6, { keepAspect: false });
    // Right edge onto 1000; the bottom (478) is far from every line.
    expect(snap.frame).toEqual({ centre: { x: 850, y: 409 }, width: 300, height: 138, rotation: 0 });
    expect(snap.guides).toEqual([{ axis: 'x', position: 1000, from: 0, to: 800 }]);
  });

  it('maps the handle of a frame turned by a right angle onto the canvas edge it drags', () => {
    // Turned a quarter clockwise: its own 'e' side faces down the canvas. 200 wide (along y), 100 tall (along x).
    const frame = { centre: { x: 300, y: 298 }, width: 200, height: 100, rotation: 90 };
    const snap = snapFrame(frame, 'e', [], CANVAS, 6, { keepAspect: false });
    // Its bottom edge was at 398: it lands on the middle line (400), the top (198) held.
    expect(snap.frame.width).toBeCloseTo(202, 9);
    expect(snap.frame.height).toBe(100);
    expect(snap.frame.centre.y - snap.frame.width / 2).toBeCloseTo(198, 9);
    expect(snap.frame.centre.x).toBe(300);
    expect(snap.guides).toEqual([{ axis: 'y', position: 400, from: 0, to: 1000 }]);
  });

  it('leaves a frame turned by any other angle as it is', () => {
    const frame = { centre: { x: 500, y: 400 }, width: 100, height: 100, rotation: 30 };
    expect(snapFrame(frame, 'se', [], CANVAS, 6, { keepAspect: true })).toEqual({ frame, guides: [] });
  });
});
