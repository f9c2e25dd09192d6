// The perspective tool's maths (src/lib/shared/editor/homography.ts) and its plan over a document
// (perspectivePlan.ts): a quad lands exactly on the rectangle's corners, a degenerate placement is refused
// with its code, the guided correction makes slanted lines exactly vertical (and horizontal), the zoom
// leaves no empty corner, and four-corner mode gives the document the new picture's size in one commit.
import { describe, expect, it } from 'vitest';
import {
  applyHomography,
  composeHomography,
  cornersToRectangle,
  coverFrame,
  guidedCorrespondence,
  guidedHomography,
  HomographyError,
  invertHomography,
  quadRectangleSize,
  rectangleQuad,
  solveHomography,
  type Homography,
  type Line,
  type Point,
  type Quad,
} from '../../src/lib/shared/editor/homography';
import { createPhotoDocument } from '../../src/lib/shared/editor/edits';
import { applyAffine } from '../../src/lib/shared/editor/geometry';
import { viewToLayerMap } from '../../src/features/editor/tools/objectRemover/strokeMask';
import type { EditorDocument, ImageLayer } from '../../src/lib/shared/editor/types';
import { cornerOrder, planPerspective, rectifiedDocument } from '../../src/features/editor/tools/perspective/perspectivePlan';
import { DEFAULT_DRAFT, withHandle, type PerspectiveDraft } from '../../src/features/editor/tools/perspective/perspectiveState';

const quad: Quad = [
  { x: 112.5, y: 80 },
  { x: 905, y: 140.25 },
  { x: 860, y: 700 },
  { x: 60, y: 610.5 },
];

function codeOf(run: () => unknown): string | null {
  try {
    run();
    return null;
  } catch (error) {
    return error instanceof HomographyError ? error.code : `not a HomographyError: ${String(error)}`;
  }
}

const slope = (h: Homography, l: Line): number => {
  const a = applyHomography(h, l.from.x, l.from.y);
  const b = applyHomography(h, l.to.x, l.to.y);
  return (b.x - a.x) / (b.y - a.y);
};

describe('solving a homography from four point pairs', () => {
  it('maps a known quad to the rectangle corners within 1e-6', () => {
    const rect = rectangleQuad(800, 600);
    const h = solveHomography(quad, rect);
    for (let i = 0; i < 4; i++) {
      const p = applyHomography(h, quad[i]!.x, quad[i]!.y);
      expect(Math.abs(p.x - rect[i]!.x), `corner ${i} x`).toBeLessThan(1e-6);
      expect(Math.abs(p.y - rect[i]!.y), `corner ${i} y`).toBeLessThan(1e-6);
    }
    // Its inverse takes the rectangle back onto the quad, and the two compose to the identity.
    const back = invertHomography(h);
    for (let i = 0; i < 4; i++) {
      const p = applyHomography(back, rect[i]!.x, rect[i]!.y);
      expect(Math.hypot(p.x - quad[i]!.x, p.y - quad[i]!.y)).toBeLessThan(1e-6);
    }
    const id = composeHomography(back, h);
    const p = applyHomography(id, 321, 123);
    expect(Math.hypot(p.x - 321, p.y - 123)).toBeLessThan(1e-6);
  });

  it('recovers a known projective map from its own four corners (and keeps lines straight)', () => {
    const known: Homography = [0.9, 0.12, 14, -0.05, 1.1, 7, 0.0003, -0.0002, 1];
    const src = rectangleQuad(640, 480);
    const dst = src.map((p) => applyHomography(known, p.x, p.y)) as unknown as Quad;
    const h = solveHomography(src, dst);
    for (const [x, y] of [[10, 20], [320, 240], [600, 470]] as const) {
      const a = applyHomography(h, x, y);
      const b = applyHomography(known, x, y);
      expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeLessThan(1e-6);
    }
  });

  it('refuses three collinear points with the code "collinear"', () => {
    const collinear: Quad = [
      { x: 0, y: 0 },
      { x: 50, y: 50 },
      { x: 100, y: 100 },
      { x: 0, y: 100 },
    ];
    expect(codeOf(() => solveHomography(collinear, rectangleQuad(100, 100)))).toBe('collinear');
    expect(codeOf(() => solveHomography(rectangleQuad(100, 100), collinear))).toBe('collinear');
    expect(codeOf(() => cornersToRectangle(collinear, 100, 100))).toBe('collinear');
    // Two corners on the same spot are three on a line too.
    expect(codeOf(() => cornersToRectangle([quad[0], quad[0], quad[2], quad[3]], 100, 100))).toBe('collinear');
  });

  it('refuses crossed corners (a bow tie) with the code "not_convex"', () => {
    expect(codeOf(() => cornersToRectangle([quad[1], quad[0], quad[2], quad[3]], 100, 100))).toBe('not_convex');
  });

  it('sizes the rectangle by the mean of opposite sides', () => {
    const size = quadRectangleSize([
      { x: 0, y: 0 },
      { x: 100, y: 0 },
      { x: 90, y: 50 },
      { x: 10, y: 50 },
    ]);
    expect(size.width).toBeCloseTo(90, 10);
    expect(size.height).toBeCloseTo(Math.hypot(10, 50), 10);
  });
});

describe('the guided correction', () => {
  const left: Line = { from: { x: 270, y: 100 }, to: { x: 230, y: 700 } };
  const right: Line = { from: { x: 730, y: 90 }, to: { x: 780, y: 710 } };

  it('makes two slanted lines exactly vertical, each at its mean x, endpoints at their own height', () => {
    const h = guidedHomography([right, left], []);
    expect(Math.abs(slope(h, left))).toBeLessThan(1e-9);
    expect(Math.abs(slope(h, right))).toBeLessThan(1e-9);
    const top = applyHomography(h, left.from.x, left.from.y);
    expect(top.x).toBeCloseTo(250, 6);
    expect(top.y).toBeCloseTo(100, 6);
    // Every point of the line, not only its ends: a homography keeps lines straight.
    const mid = applyHomography(h, 250, 400);
    expect(mid.x).toBeCloseTo(250, 6);
  });

  it('makes horizontal guides horizontal, and both pairs at once an upright rectangle', () => {
    const top: Line = { from: { x: 100, y: 160 }, to: { x: 900, y: 130 } };
    const bottom: Line = { from: { x: 900, y: 650 }, to: { x: 100, y: 640 } };
    const flat = guidedHomography([], [top, bottom]);
    for (const l of [top, bottom]) {
      const a = applyHomography(flat, l.from.x, l.from.y);
      const b = applyHomography(flat, l.to.x, l.to.y);
      expect(Math.abs(a.y - b.y)).toBeLessThan(1e-6);
    }
    const both = guidedHomography([left, right], [top, bottom]);
    expect(Math.abs(slope(both, left))).toBeLessThan(1e-9);
    expect(Math.abs(slope(both, right))).toBeLessThan(1e-9);
    const { from, to } = guidedCorrespondence([left, right], [top, bottom]);
    // The rectangle is centred on the quad of the lines' meeting points.
    const centre = (q: Quad): Point => ({ x: q.reduce((s, p) => s + p.x, 0) / 4, y: q.reduce((s, p) => s + p.y, 0) / 4 });
    expect(centre(to).x).toBeCloseTo(centre(from).x, 9);
    expect(centre(to).y).toBeCloseTo(centre(from).y, 9);
    expect(to[0].y).toBeCloseTo(to[1].y, 9);
    expect(to[0].x).toBeCloseTo(to[3].x, 9);
  });

  it('refuses guides that cross each other, and parallel guides where they must meet', () => {
    const crossing: Line = { from: { x: 800, y: 100 }, to: { x: 200, y: 700 } };
    expect(codeOf(() => guidedHomography([left, crossing], []))).toBe('not_convex');
    const h1: Line = { from: { x: 0, y: 100 }, to: { x: 100, y: 100 } };
    const v1: Line = { from: { x: 0, y: 0 }, to: { x: 0, y: 100 } };
    const v2: Line = { from: { x: 10, y: 0 }, to: { x: 10, y: 100 } };
    expect(codeOf(() => guidedHomography([v1, v2], [h1, { from: { x: 0, y: 200 }, to: { x: 0, y: 300 } }]))).toBe('collinear');
  });

  it('zooms the corrected picture to cover its whole frame', () => {
    const w = 1000;
    const h = 800;
    const map = coverFrame(guidedHomography([left, right], []), w, h);
    // Every output corner and edge midpoint shows a point of the source.
    for (const [x, y] of [[0, 0], [w, 0], [w, h], [0, h], [w / 2, 0], [0, h / 2], [w, h / 2], [w / 2, h]] as const) {
      const p = applyHomography(map, x, y);
      expect(p.x, `${x},${y}`).toBeGreaterThanOrEqual(-1e-3);
      expect(p.y, `${x},${y}`).toBeGreaterThanOrEqual(-1e-3);
      expect(p.x, `${x},${y}`).toBeLessThanOrEqual(w + 1e-3);
      expect(p.y, `${x},${y}`).toBeLessThanOrEqual(h + 1e-3);
    }
    // …and as much of it as fits: at least one corner touches the source's edge.
    const touching = rectangleQuad(w, h).some((c) => {
      const p = applyHomography(map, c.x, c.y);
      return Math.min(p.x, p.y, w - p.x, h - p.y) < 0.01;
    });
    expect(touching).toBe(true);
  });

  it('refuses a correction that sends part of the picture to infinity', () => {
    // w = 1 − 0.004·x is 0 at x = 250, inside a 1000-pixel-wide picture: its image is not one piece.
    expect(codeOf(() => coverFrame([1, 0, 0, 0, 1, 0, -0.004, 0, 1], 1000, 800))).toBe('too_strong');
    // A milder one (w stays positive across the picture) is a correction like any other.
    expect(codeOf(() => coverFrame([1, 0, 0, 0, 1, 0, 0.0004, 0, 1], 1000, 800))).toBe(null);
  });
});

describe('planning over a document', () => {
  const photo = (width: number, height: number): EditorDocument => createPhotoDocument({ imageId: 'img-a', width, height });
  const layerOf = (doc: EditorDocument): ImageLayer => doc.layers[0] as ImageLayer;

  it('four corners: the default inset quad becomes a picture of its mean sides, mapped onto the quad', () => {
    const doc = photo(1000, 500);
    const plan = planPerspective(doc, layerOf(doc), DEFAULT_DRAFT, 8192);
    expect([plan.width, plan.height]).toEqual([840, 420]);
    const tl = applyHomography(plan.map, 0, 0);
    const br = applyHomography(plan.map, 840, 420);
    expect([tl.x, tl.y].map((v) => +v.toFixed(6))).toEqual([80, 40]);
    expect([br.x, br.y].map((v) => +v.toFixed(6))).toEqual([920, 460]);
  });

  it('four corners: clamps the new picture to the device limit, keeping its shape', () => {
    const doc = photo(1000, 500);
    const plan = planPerspective(doc, layerOf(doc), DEFAULT_DRAFT, 420);
    expect([plan.width, plan.height]).toEqual([420, 210]);
  });

  it('four corners on a rotated document: what the view shows top-left stays top-left on screen', () => {
    const base = photo(1000, 500);
    const doc: EditorDocument = { ...base, operations: [{ id: 'op-r', type: 'rotate', enabled: true, params: { turns: 1 } }] };
    const plan = planPerspective(doc, layerOf(doc), DEFAULT_DRAFT, 8192);
    // The new picture stays in the layer's orientation (840 × 420); the kept quarter turn shows it as 420 × 840.
    expect([plan.width, plan.height]).toEqual([840, 420]);
    // The view (500 × 1000) shows at its top-left the point the turn takes from the new picture's (0, 420):
    // that point must be the layer pixel under the view's top-left handle.
    const handle = applyAffine(viewToLayerMap(doc, layerOf(doc)), 0.08 * 500, 0.08 * 1000);
    const shown = applyHomography(plan.map, 0, 420);
    expect(Math.hypot(shown.x - handle[0], shown.y - handle[1])).toBeLessThan(1e-6);
    // A quarter turn sends the four view corners to four different corners of the picture.
    expect(new Set(cornerOrder({ a: 0, b: -1, c: 1, d: 0, e: 0, f: 500 })).size).toBe(4);
  });

  it('four corners on a lone photo: the canvas takes the new size, the photo centred at scale 1, baked geometry dropped', () => {
    const base = photo(1000, 500);
    const doc: EditorDocument = {
      ...base,
      operations: [
        { id: 'op-b', type: 'brightness', enabled: true, params: { value: 20 } },
        { id: 'op-c', type: 'crop', enabled: true, params: { x: 0.1, y: 0.1, width: 0.8, height: 0.8 } },
        { id: 'op-f', type: 'flip', enabled: true, params: { horizontal: true } },
      ],
    };
    const next = rectifiedDocument(doc, layerOf(doc).id, { imageId: 'img-b', width: 840, height: 420 })!;
    expect(next.canvas).toMatchObject({ width: 840, height: 420 });
    expect(next.layers).toHaveLength(1);
    expect(next.layers[0]).toMatchObject({ imageId: 'img-b', width: 840, height: 420, transform: { x: 420, y: 210, scaleX: 1, scaleY: 1, rotation: 0 } });
    expect(next.operations.map((op) => op.type)).toEqual(['brightness', 'flip']);
  });

  it('four corners on a layer among others: its centre, scale and rotation stay', () => {
    const base = photo(1000, 500);
    const layer = { ...layerOf(base), transform: { x: 300, y: 200, scaleX: 0.5, scaleY: 0.5, rotation: 10 } };
    const other = { ...layerOf(base), id: 'layer-2' };
    const doc: EditorDocument = { ...base, layers: [layer, other] };
    const next = rectifiedDocument(doc, layer.id, { imageId: 'img-b', width: 840, height: 420 })!;
    expect(next.canvas).toEqual(doc.canvas);
    expect(next.layers[0]).toMatchObject({ imageId: 'img-b', width: 840, height: 420, transform: layer.transform });
    expect(next.layers[1]).toBe(other);
    expect(rectifiedDocument(doc, 'gone', { imageId: 'img-b', width: 1, height: 1 })).toBeNull();
  });

  it('guides: keeps the size and refuses guides moved across each other with their code', () => {
    const doc = photo(1000, 500);
    const guides: PerspectiveDraft = { ...DEFAULT_DRAFT, mode: 'guides' };
    const plan = planPerspective(doc, layerOf(doc), guides, 8192);
    expect([plan.width, plan.height]).toEqual([1000, 500]);
    const crossed = withHandle(withHandle(guides, 'v0a', { x: 0.8, y: 0.15 }), 'v1a', { x: 0.2, y: 0.15 });
    expect(codeOf(() => planPerspective(doc, layerOf(doc), crossed, 8192))).toBe('not_convex');
  });
});
