// "Select subject" turns the model's coverage into polygon selection parts: the subject's outline adds, its
// holes subtract, specks are dropped, and the points land on the canvas through the layer's placement.
import { describe, expect, it } from 'vitest';
import { maskCoverage } from '../../workers/editor/mask/rasterize';
import { maskFromSelection } from '../../src/lib/shared/editor/masks';
import { subjectSelectionParts } from '../../src/features/editor/panels/select/subjectOutline';

/** A ring (disc of radius r0 with a hole of radius r1) at (cx, cy), plus one stray pixel. */
function ringCoverage(width: number, height: number, cx: number, cy: number, r0: number, r1: number): { width: number; height: number; data: Uint8Array } {
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const d = Math.hypot(x + 0.5 - cx, y + 0.5 - cy);
      data[y * width + x] = d <= r0 && d >= r1 ? 255 : 0;
    }
  data[2 * width + 2] = 255;
  return { width, height, data };
}

const upright = (width: number, height: number) => ({ width, height, transform: { x: width / 2, y: height / 2, scaleX: 1, scaleY: 1, rotation: 0 } });

describe('select subject', () => {
  it('makes the outline an added polygon and its hole a subtracted one, dropping specks', () => {
    const parts = subjectSelectionParts(ringCoverage(200, 160, 100, 80, 60, 25), upright(200, 160));
    expect(parts.map((p) => [p.shape.kind, p.mode])).toEqual([
      ['polygon', 'add'],
      ['polygon', 'subtract'],
    ]);
  });

  it('selects what the model covered: inside the ring yes, its hole and the outside no', () => {
    const parts = subjectSelectionParts(ringCoverage(200, 160, 100, 80, 60, 25), upright(200, 160));
    const c = maskCoverage(maskFromSelection({ parts, feather: 0 }), 200, 160, 1, null);
    const at = (x: number, y: number): number => c[y * 200 + x] as number;
    expect(at(100 + 45, 80)).toBeGreaterThan(0.99);
    expect(at(100, 80)).toBeLessThan(0.01);
    expect(at(5, 150)).toBeLessThan(0.01);
    // The traced edge stays within about a pixel of the true one.
    expect(at(100 + 58, 80)).toBeGreaterThan(0.5);
    expect(at(100 + 62, 80)).toBeLessThan(0.5);
  });

  it('places the outline through the layer: a layer drawn at half size, moved right, gets its subject there', () => {
    const parts = subjectSelectionParts(ringCoverage(200, 160, 100, 80, 60, 0), { width: 200, height: 160, transform: { x: 300, y: 100, scaleX: 0.5, scaleY: 0.5, rotation: 0 } });
    const points = parts[0]!.shape.kind === 'polygon' ? parts[0]!.shape.points : [];
    const xs = points.filter((_, i) => i % 2 === 0);
    const ys = points.filter((_, i) => i % 2 === 1);
    expect(Math.min(...xs)).toBeCloseTo(300 - 30, -0.5);
    expect(Math.max(...xs)).toBeCloseTo(300 + 30, -0.5);
    expect(Math.min(...ys)).toBeCloseTo(100 - 30, -0.5);
  });

  it('finds nothing in an empty coverage', () => {
    expect(subjectSelectionParts({ width: 50, height: 40, data: new Uint8Array(2000) }, upright(50, 40))).toEqual([]);
  });
});
