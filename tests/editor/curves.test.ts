// Stored curves: hostile or broken values are repaired (clamped, sorted, thinned, cut to 16 points),
// never trusted, and restore passes them through the same repair.
import { describe, expect, it } from 'vitest';
import { curveTangents, evaluateCurve, formatCurve, IDENTITY_CURVE, normaliseCurve, parseCurve } from '../../src/lib/shared/editor/curves';
import { normaliseParams } from '../../src/lib/shared/editor/params';
import { restoreDocument } from '../../src/lib/shared/editor/restore';
import { createPhotoDocument, addOperation } from '../../src/lib/shared/editor/edits';

describe('stored curves', () => {
  it('keeps a valid curve as it is', () => {
    expect(normaliseCurve('0,0 0.5,0.75 1,1')).toBe('0,0 0.5,0.75 1,1');
  });

  it('clamps, sorts and drops points too close or broken', () => {
    expect(normaliseCurve('1.5,2 -1,-3 0.5,0.5 0.501,0.9 x,1 0.3')).toBe('0,0 0.5,0.5 1,1');
  });

  it('falls back to the identity for nonsense, and to at most 16 points for floods', () => {
    expect(normaliseCurve('hello')).toBe(IDENTITY_CURVE);
    expect(normaliseCurve(42)).toBeNull();
    const many = Array.from({ length: 400 }, (_, i) => `${i / 399},${i / 399}`).join(' ');
    const points = parseCurve(many);
    expect(points.length).toBeLessThanOrEqual(16);
    expect(points[0]?.x).toBe(0);
  });

  it('passes restore: a hostile curve parameter is repaired and listed', () => {
    const doc = addOperation(createPhotoDocument({ imageId: 'img', width: 10, height: 10 }), 'curves', {}).document;
    const stored = JSON.parse(JSON.stringify(doc)) as { operations: Array<{ params: Record<string, unknown> }> };
    stored.operations[0]!.params = { rgb: { evil: true }, red: 'NaN,NaN', green: '0,1 1,0', blue: '0.5,0.5 '.repeat(5000) };
    const result = restoreDocument(stored);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const params = result.document.operations[0]?.params;
    expect(params).toEqual({ rgb: IDENTITY_CURVE, red: IDENTITY_CURVE, green: '0,1 1,0', blue: IDENTITY_CURVE });
    expect(normaliseParams('curves', { rgb: 7 }).repaired).toEqual(['rgb']);
  });

  it('interpolates monotonically with Fritsch–Carlson tangents (no overshoot at a steep step)', () => {
    const points = parseCurve('0,0 0.4,0.05 0.5,0.95 1,1');
    const m = curveTangents(points);
    let previous = 0;
    for (let x = 0; x <= 1; x += 0.01) {
      const y = evaluateCurve(points, m, x);
      expect(y).toBeGreaterThanOrEqual(previous - 1e-12);
      expect(y).toBeLessThanOrEqual(1);
      previous = y;
    }
    expect(formatCurve(points)).toBe('0,0 0.4,0.05 0.5,0.95 1,1');
  });
});
