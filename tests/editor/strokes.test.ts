// Brush strokes: dabs placed along the path by spacing and pressure, the falloff of hardness, the
// build-up capped by opacity, and stored strokes made valid.
import { describe, expect, it } from 'vitest';
import { dabFalloff, restoreStroke, strokeDabs, type BrushStroke } from '../../src/lib/shared/editor/strokes';
import { strokeCoverage, strokesCoverage } from '../../workers/editor/brush/coverage';

const line = (over: Partial<BrushStroke> = {}): BrushStroke => ({ size: 10, hardness: 1, opacity: 1, flow: 1, spacing: 0.5, points: [0, 5, 0.5, 20, 5, 0.5], ...over });

describe('strokeDabs', () => {
  it('puts a dab every spacing × diameter along the path, the first at the start', () => {
    const dabs = strokeDabs(line());
    expect(dabs.map((d) => d.x)).toEqual([0, 5, 10, 15, 20]);
    expect(dabs.every((d) => d.radius === 5 && d.alpha === 1)).toBe(true);
  });
  it('carries the distance over from one segment to the next', () => {
    const dabs = strokeDabs(line({ points: [0, 0, 0.5, 3, 0, 0.5, 7, 0, 0.5, 12, 0, 0.5] }));
    expect(dabs.map((d) => Math.round(d.x * 1000) / 1000)).toEqual([0, 5, 10]);
  });
  it('a light pen press makes smaller, weaker dabs', () => {
    const [dab] = strokeDabs(line({ points: [0, 0, 0.25] }));
    expect(dab).toEqual({ x: 0, y: 0, radius: 2.5, alpha: 0.5 });
  });
});

describe('coverage', () => {
  it('a hard brush covers its diameter fully and nothing beyond', () => {
    const c = strokeCoverage(line(), 30, 12, 1);
    expect(c[5 * 30 + 10]).toBe(1);
    expect(c[5 * 30 + 27]).toBe(0);
    expect(c[11 * 30 + 10]).toBe(0);
  });
  it('a soft brush fades towards its edge', () => {
    const c = strokeCoverage(line({ hardness: 0, points: [15, 15, 0.5], size: 20 }), 30, 30, 1);
    const centre = c[15 * 30 + 15] as number;
    const mid = c[15 * 30 + 20] as number;
    expect(centre).toBeGreaterThan(0.95);
    expect(mid).toBeGreaterThan(0.2);
    expect(mid).toBeLessThan(0.8);
    expect(dabFalloff(10, 10, 0)).toBe(0);
  });
  it('builds up with low flow but never past the opacity', () => {
    const light = strokeCoverage(line({ flow: 0.2, opacity: 0.6 }), 30, 12, 1);
    const once = strokeCoverage(line({ flow: 0.2, opacity: 1, points: [10, 5, 0.5] }), 30, 12, 1)[5 * 30 + 10] as number;
    expect(light[5 * 30 + 10]).toBeGreaterThan(once);
    expect(light[5 * 30 + 10]).toBeLessThanOrEqual(0.6 + 1e-6);
  });
  it('renders at a smaller scale in the same place', () => {
    const c = strokeCoverage(line(), 15, 6, 0.5);
    expect(c[2 * 15 + 5]).toBe(1);
    expect(c[2 * 15 + 14]).toBe(0);
  });
  it('two strokes add up: each covers what the other left', () => {
    const half = line({ opacity: 0.5, points: [10, 5, 0.5] });
    const c = strokesCoverage([half, half], 30, 12, 1);
    expect(c[5 * 30 + 10]).toBeCloseTo(0.75, 5);
  });
});

describe('restoreStroke', () => {
  it('clamps the settings and drops points that are not numbers', () => {
    const s = restoreStroke({ size: 1e9, hardness: -1, opacity: 2, flow: 0.5, spacing: 0, points: [1, 2, 3, 'x', 4, 0.2, 5, 6, 0.5] });
    expect(s).toEqual({ size: 2000, hardness: 0, opacity: 1, flow: 0.5, spacing: 0.05, points: [1, 2, 1, 5, 6, 0.5] });
    expect(restoreStroke({ points: [] })).toBeUndefined();
    expect(restoreStroke('stroke')).toBeUndefined();
  });
});
