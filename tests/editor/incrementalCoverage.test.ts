// The live brush frame rasterizes only the dabs a stroke adds between frames (IncrementalCoverage); what
// the user sees while drawing must be the very coverage of the whole stroke (strokeCoverage /
// strokesCoverage), whatever the frames' split of the points, the opacity cap or the strokes before it.
import { describe, expect, it } from 'vitest';
import type { BrushStroke } from '../../src/lib/shared/editor/strokes';
import { IncrementalCoverage, strokeCoverage, strokesCoverage, type PixelBox } from '../../workers/editor/brush/coverage';

const W = 120;
const H = 90;

/** A wavy stroke of `n` points over the picture (400 × 300 point pixels), pressure varying like a pen's. */
function wavy(n: number, settings: Partial<BrushStroke> = {}): BrushStroke {
  const points: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = i / Math.max(1, n - 1);
    points.push(30 + 340 * t, 150 + 90 * Math.sin(t * 9), 0.3 + 0.4 * Math.abs(Math.sin(t * 5)));
  }
  return { size: 50, hardness: 0.4, opacity: 0.6, flow: 0.35, spacing: 0.1, points, ...settings };
}

/** The stroke's first `count` points (what a frame sees while it is drawn). */
const prefix = (stroke: BrushStroke, count: number): BrushStroke => ({ ...stroke, points: stroke.points.slice(0, count * 3) });

/** Every pixel of the raster as IncrementalCoverage reads it. */
function readAll(cover: IncrementalCoverage): Float32Array {
  const out = new Float32Array(W * H);
  for (let i = 0; i < out.length; i++) out[i] = cover.at(i);
  return out;
}

function maxDiff(a: Float32Array, b: Float32Array): number {
  let m = 0;
  for (let i = 0; i < a.length; i++) m = Math.max(m, Math.abs((a[i] as number) - (b[i] as number)));
  return m;
}

describe('IncrementalCoverage', () => {
  const scale = W / 400;

  it('equals the whole stroke’s coverage after being fed its points a few at a time, with the opacity cap on read', () => {
    const stroke = wavy(60);
    const cover = new IncrementalCoverage([], W, H, scale);
    for (let n = 1; n <= 60; n += 7) cover.update(prefix(stroke, n));
    cover.update(stroke);
    const whole = strokeCoverage(stroke, W, H, scale);
    expect(maxDiff(readAll(cover), whole)).toBeLessThan(1e-5);
    // The cap matters here: the stroke crosses itself, and without it the coverage would pass 0.6.
    expect(Math.max(...whole)).toBeCloseTo(0.6, 5);
  });

  it('matches at every frame, not only the last, and reports a changed box that holds every changed pixel', () => {
    const stroke = wavy(40);
    const cover = new IncrementalCoverage([], W, H, scale);
    let before: Float32Array = new Float32Array(W * H);
    for (let n = 1; n <= 40; n += 3) {
      const box = cover.update(prefix(stroke, n));
      expect(box).not.toBe('reset');
      const now = readAll(cover);
      expect(maxDiff(now, strokeCoverage(prefix(stroke, n), W, H, scale))).toBeLessThan(1e-5);
      for (let i = 0; i < now.length; i++) {
        if (now[i] === before[i]) continue;
        const [x0, y0, x1, y1] = box as PixelBox;
        const x = i % W;
        const y = Math.floor(i / W);
        expect(x >= x0 && x < x1 && y >= y0 && y < y1).toBe(true);
      }
      before = now;
    }
  });

  it('lays the live stroke over the strokes before it as strokesCoverage does', () => {
    const earlier = [wavy(20, { opacity: 1, flow: 0.8, size: 80 }), wavy(30, { hardness: 1, size: 20 })];
    const live = wavy(50, { flow: 0.5 });
    const cover = new IncrementalCoverage(earlier, W, H, scale);
    for (let n = 2; n <= 50; n += 11) cover.update(prefix(live, n));
    cover.update(live);
    expect(maxDiff(readAll(cover), strokesCoverage([...earlier, live], W, H, scale))).toBeLessThan(1e-5);
  });

  it('asks to start again when the stroke does not continue the one painted (other points or settings)', () => {
    const stroke = wavy(20);
    const cover = new IncrementalCoverage([], W, H, scale);
    cover.update(prefix(stroke, 10));
    const moved = prefix(stroke, 12);
    moved.points[3] = (moved.points[3] as number) + 5;
    expect(cover.update(moved)).toBe('reset');
    expect(cover.update({ ...prefix(stroke, 12), size: 51 })).toBe('reset');
    // Still the stroke it had: the next frame of it goes on from there.
    expect(cover.update(prefix(stroke, 12))).not.toBe('reset');
  });

  it('gives coverage bytes of a box as the ordinary brush pass rounds them', () => {
    const stroke = wavy(30);
    const cover = new IncrementalCoverage([], W, H, scale);
    cover.update(stroke);
    const box = cover.paintedBox() as PixelBox;
    const bytes = cover.bytes(box, new Uint8Array(0));
    const whole = strokeCoverage(stroke, W, H, scale);
    const w = box[2] - box[0];
    let painted = 0;
    for (let y = box[1]; y < box[3]; y++) {
      for (let x = box[0]; x < box[2]; x++) {
        const b = bytes[(y - box[1]) * w + (x - box[0])] as number;
        expect(b).toBe(Math.round((whole[y * W + x] as number) * 255));
        if (b > 0) painted++;
      }
    }
    expect(painted).toBeGreaterThan(100);
    // Nothing is painted outside the box.
    for (let i = 0; i < whole.length; i++) {
      const x = i % W;
      const y = Math.floor(i / W);
      if (x < box[0] || x >= box[2] || y < box[1] || y >= box[3]) expect(whole[i]).toBe(0);
    }
  });
});
