// The parts of the AI worker that need no model: tiles cover a picture once, BlazeFace's anchors and box
// decoding, the upscaler's back-projection (its result shrinks back to its input), and resampling.
import { describe, expect, it } from 'vitest';
import { blazeFaceAnchors, decodeBlazeFace } from '../../workers/tools/ai/faces';
import { resample } from '../../workers/tools/ai/resample';
import { backProject, tilesFor } from '../../workers/tools/ai/upscale';
import { guidedCoefficients } from '../../workers/tools/ai/guidedFilter';

describe('upscale tiles', () => {
  it('cover every pixel of the picture exactly once, each read with the same margin and shape', () => {
    const [w, h] = [300, 141];
    const seen = new Uint8Array(w * h);
    const tiles = tilesFor(w, h, 128, 12);
    expect(new Set(tiles.map((t) => `${t.rw}x${t.rh}`))).toEqual(new Set(['152x152']));
    for (const t of tiles) {
      expect([t.x - t.rx, t.y - t.ry]).toEqual([12, 12]);
      for (let y = t.y; y < t.y + t.height; y++) for (let x = t.x; x < t.x + t.width; x++) seen[y * w + x] = (seen[y * w + x] as number) + 1;
    }
    expect(seen.every((v) => v === 1)).toBe(true);
  });
});

describe('upscale tiles of a small picture', () => {
  it('are one tile the picture’s size plus the margin', () => {
    expect(tilesFor(40, 30, 128, 12)).toEqual([{ x: 0, y: 0, width: 40, height: 30, rx: -12, ry: -12, rw: 64, rh: 54 }]);
  });
});

describe('back-projection', () => {
  it('makes an enlargement that shrinks back to its input', () => {
    const lw = 16;
    const lr = new Float32Array(lw * lw * 3).map((_, i) => ((i * 37) % 255));
    const hr = resample(lr, lw, lw, 3, 3, lw * 2, lw * 2).map((v, i) => v + ((i % 7) - 3) * 10);
    const error = (x: Float32Array): number => {
      const down = resample(x, lw * 2, lw * 2, 3, 3, lw, lw, 1, 'cubic');
      return down.reduce((s, v, i) => s + Math.abs(v - (lr[i] as number)), 0) / down.length;
    };
    const before = error(hr);
    backProject(hr, lr, lw, lw, 2, 3);
    expect(error(hr)).toBeLessThan(before / 4);
  });
});

describe('BlazeFace decoding', () => {
  it('has the model’s 896 anchors, the fine grid first', () => {
    const a = blazeFaceAnchors(256);
    expect(a.length).toBe(896 * 2);
    expect([a[0], a[1]]).toEqual([8, 8]);
    expect([a[512 * 2], a[512 * 2 + 1]]).toEqual([16, 16]);
  });

  it('turns a confident row into a box around its anchor and drops overlapping weaker ones', () => {
    const anchors = blazeFaceAnchors(256);
    const scores = new Float32Array(896).fill(-10);
    const boxes = new Float32Array(896 * 16);
    // Rows 0 and 1 share the anchor (8, 8); row 0 is sure, row 1 a little less and nearly the same box.
    scores[0] = 5;
    scores[1] = 3;
    boxes.set([4, 2, 20, 24], 0);
    boxes.set([5, 2, 20, 24], 16);
    const found = decodeBlazeFace(scores, boxes, anchors, 0.5);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ x: 2, y: -2, width: 20, height: 24 });
    expect(found[0]!.score).toBeGreaterThan(0.99);
  });
});

describe('guided filter', () => {
  it('moves a blurred mask edge onto the guide’s edge', () => {
    const w = 40;
    const guide = new Float32Array(w * w).map((_, i) => ((i % w) < 20 ? 0.9 : 0.1));
    // The mask's edge is soft and 4 pixels off.
    const mask = new Float32Array(w * w).map((_, i) => Math.min(1, Math.max(0, (24 - (i % w)) / 8 + 0.5)));
    const { a, b } = guidedCoefficients(guide, mask, w, w, 6, 1e-4);
    const q = (x: number): number => (a[20 * w + x] as number) * (guide[20 * w + x] as number) + (b[20 * w + x] as number);
    expect(q(18) - q(21)).toBeGreaterThan(mask[20 * w + 18]! - mask[20 * w + 21]!);
  });
});
