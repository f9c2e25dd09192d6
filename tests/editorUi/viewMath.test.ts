import { describe, expect, it, vi } from 'vitest';
import { drawnFor, FIT, MAX_ZOOM, panBy, toPicture, toView, wheelZoomFactor, zoomAt, ZOOM_STEP } from '../../src/features/editor/state/viewMath';
import { throttle } from '../../src/features/editor/canvas/pointerThrottle';
import { defaultView, viewGeometry } from '../../workers/editor/view';

const viewport = { width: 800, height: 600 };
const picture = { width: 1200, height: 600 };

describe('zoom and pan', () => {
  it('predicts where the engine draws the picture (fit, centred)', () => {
    const drawn = drawnFor({ zoom: 1, centerX: 0.5, centerY: 0.5 }, viewport, picture);
    expect(drawn.scale).toBeCloseTo(800 / 1200);
    expect(drawn.offsetX).toBeCloseTo(0);
    expect(drawn.offsetY).toBeCloseTo(100);
    const [px, py] = toPicture(drawn, ...toView(drawn, 300, 200));
    expect(px).toBeCloseTo(300, 9);
    expect(py).toBeCloseTo(200, 9);
  });

  it('predicts what the engine’s own view geometry says, at any zoom and centre', () => {
    for (const position of [FIT, { zoom: 3, centerX: 0.2, centerY: 0.7 }, { zoom: 0.5, centerX: 1, centerY: 0 }]) {
      const engine = viewGeometry({ ...defaultView(1), ...viewport, zoom: position.zoom, centerX: position.centerX, centerY: position.centerY }, picture, 8192);
      const drawn = drawnFor(position, viewport, picture);
      expect(drawn.scale).toBeCloseTo(engine.displayScale, 9);
      expect(drawn.offsetX).toBeCloseTo(engine.originX, 9);
      expect(drawn.offsetY).toBeCloseTo(engine.originY, 9);
    }
  });

  it('draws a drag frame with at most 0.4 MP device pixels, where the picture sits in CSS px all the same', () => {
    const big = { width: 4000, height: 3000 };
    const view = { ...defaultView(2), width: 1366, height: 850, zoom: 3, centerX: 0.3, centerY: 0.6 };
    const still = viewGeometry(view, big, 8192);
    const drag = viewGeometry({ ...view, interactive: true }, big, 8192);
    expect([still.canvasWidth, still.canvasHeight]).toEqual([2732, 1700]);
    expect(drag.canvasWidth * drag.canvasHeight).toBeLessThanOrEqual(400_000);
    expect(drag.canvasWidth).toBeGreaterThan(700);
    // In CSS px (device px / the frame's own ratio), the picture is where the still frame puts it.
    expect(drag.displayScale / drag.pixelRatio).toBeCloseTo(still.displayScale / still.pixelRatio, 2);
    expect(drag.originX / drag.pixelRatio).toBeCloseTo(still.originX / still.pixelRatio, 0);
    expect(drag.originY / drag.pixelRatio).toBeCloseTo(still.originY / still.pixelRatio, 0);
    // A view already under the budget is drawn as it is.
    const small = viewGeometry({ ...defaultView(1), width: 500, height: 400, interactive: true }, big, 8192);
    expect([small.canvasWidth, small.canvasHeight, small.pixelRatio]).toEqual([500, 400, 1]);
  });

  it('zooming at the pointer keeps the picture point under it where it was', () => {
    const start = { zoom: 1, centerX: 0.5, centerY: 0.5 };
    const before = drawnFor(start, viewport, picture);
    const pointer = { x: 620, y: 410 };
    const under = toPicture(before, pointer.x, pointer.y);
    const next = zoomAt(start, before, viewport, picture, 2, pointer);
    expect(next.zoom).toBe(2);
    const after = toPicture(drawnFor(next, viewport, picture), pointer.x, pointer.y);
    expect(after[0]).toBeCloseTo(under[0], 6);
    expect(after[1]).toBeCloseTo(under[1], 6);
  });

  it('buttons and keys zoom around the centre, within limits', () => {
    const next = zoomAt(FIT, drawnFor(FIT, viewport, picture), viewport, picture, ZOOM_STEP);
    expect([next.centerX, next.centerY]).toEqual([0.5, 0.5]);
    expect(next.zoom).toBeCloseTo(FIT.zoom * ZOOM_STEP);
    expect(zoomAt({ zoom: 30, centerX: 0.5, centerY: 0.5 }, drawnFor(FIT, viewport, picture), viewport, picture, 10).zoom).toBe(MAX_ZOOM);
  });

  it('one ctrl+wheel event changes the zoom by a bounded factor, in proportion to its delta (issue 14: 445 % → 4963 %)', () => {
    // What a Ctrl + mouse-wheel notch with acceleration sent: at most one step, not a tenfold jump.
    const start = { zoom: 4.45, centerX: 0.5, centerY: 0.5 };
    for (const [deltaY, mode] of [[-270, 0], [-1000, 0], [-3, 1], [-1, 2], [270, 0], [1000, 0]] as const) {
      const next = zoomAt(start, drawnFor(start, viewport, picture), viewport, picture, wheelZoomFactor(deltaY, mode, true), { x: 300, y: 200 });
      const ratio = next.zoom / start.zoom;
      expect(ratio).toBeLessThanOrEqual(ZOOM_STEP + 1e-9);
      expect(ratio).toBeGreaterThanOrEqual(1 / ZOOM_STEP - 1e-9);
    }
    // A pinch's small deltas zoom a little each, more for more, in the right direction.
    const small = wheelZoomFactor(-2, 0, true);
    const larger = wheelZoomFactor(-8, 0, true);
    expect(small).toBeGreaterThan(1);
    expect(larger).toBeGreaterThan(small);
    expect(wheelZoomFactor(2, 0, true)).toBeLessThan(1);
    expect(wheelZoomFactor(0, 0, true)).toBe(1);
    // A plain wheel notch (100 px) is one step.
    expect(wheelZoomFactor(-100)).toBeCloseTo(ZOOM_STEP);
  });

  it('panning moves the picture with the pointer and stops at its edges', () => {
    const start = { zoom: 4, centerX: 0.5, centerY: 0.5 };
    const drawn = drawnFor(start, viewport, picture);
    const moved = panBy(start, drawn, picture, 100, 0);
    const [x] = toView(drawnFor(moved, viewport, picture), 600, 300);
    expect(x - toView(drawn, 600, 300)[0]).toBeCloseTo(100);
    expect(panBy(start, drawn, picture, 1e6, -1e6)).toMatchObject({ centerX: 0, centerY: 1 });
  });
});

describe('pointer moves (spec §9: at most every 16 ms)', () => {
  it('runs the first move at once, the last of a burst when the interval ends, nothing in between', () => {
    vi.useFakeTimers();
    let now = 0;
    const calls: number[] = [];
    const move = throttle((n: number) => calls.push(n), 16, () => now);
    move(1);
    move(2);
    move(3);
    expect(calls).toEqual([1]);
    now = 16;
    vi.advanceTimersByTime(16);
    expect(calls).toEqual([1, 3]);
    move(4);
    move.flush();
    expect(calls).toEqual([1, 3, 4]);
    move.cancel();
    vi.useRealTimers();
  });
});
