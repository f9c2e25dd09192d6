// "Select subject" (issue 17): the AI subject mask (the tools worker's segmentSubject, a coverage at the
// layer's size) becomes ordinary polygon selection parts, so it plugs into everything a selection does —
// the marching ants, add/subtract/intersect, feather, refine edge, an adjustment through it, a layer mask —
// with nothing new in the document. The coverage's 50 % contour is traced by d3-contour (marching squares,
// rings with their holes) on a copy of at most OUTLINE_SIDE pixels, simplified (simplify-js,
// Douglas–Peucker) and mapped through the layer's placement onto the canvas: each outline adds, each of its
// holes subtracts, largest first, so an island inside a hole is added back after the hole.
import { contours } from 'd3-contour';
import simplify from 'simplify-js';
import { applyAffine, canvasToLayerMap, invertAffine } from '../../../../lib/shared/editor/geometry';
import { MASK_LIMITS, type CombineMode, type SelectionShape } from '../../../../lib/shared/editor/masks';
import type { Transform } from '../../../../lib/shared/editor/types';

export const OUTLINE_SIDE = 512;
/** Outlines smaller than this share of the picture are specks, not the subject. */
const MIN_AREA_SHARE = 0.0005;
/** Douglas–Peucker tolerance, pixels of the traced copy. */
const TOLERANCE = 0.6;

export interface CoverageLike {
  width: number;
  height: number;
  data: ArrayLike<number>;
}

type Ring = Array<[number, number]>;

/** The coverage averaged down to at most `side` pixels on its longer side (values 0..255). */
function reduced(coverage: CoverageLike, side: number): { width: number; height: number; values: Float64Array } {
  const step = Math.max(1, Math.ceil(Math.max(coverage.width, coverage.height) / side));
  const width = Math.ceil(coverage.width / step);
  const height = Math.ceil(coverage.height / step);
  const values = new Float64Array(width * height);
  const counts = new Uint16Array(width * height);
  for (let y = 0; y < coverage.height; y++) {
    const row = Math.floor(y / step) * width;
    for (let x = 0; x < coverage.width; x++) {
      const i = row + Math.floor(x / step);
      values[i] = (values[i] as number) + (coverage.data[y * coverage.width + x] as number);
      counts[i] = (counts[i] as number) + 1;
    }
  }
  for (let i = 0; i < values.length; i++) values[i] = (values[i] as number) / Math.max(1, counts[i] as number);
  return { width, height, values };
}

function ringArea(ring: Ring): number {
  let sum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) sum += ((ring[j] as [number, number])[0] + (ring[i] as [number, number])[0]) * ((ring[j] as [number, number])[1] - (ring[i] as [number, number])[1]);
  return Math.abs(sum / 2);
}

function simplified(ring: Ring): Ring {
  let tolerance = TOLERANCE;
  let points = simplify(ring.map(([x, y]) => ({ x, y })), tolerance, true);
  // A polygon part holds at most maxPolygonPoints points: simplify harder until it fits.
  while (points.length > MASK_LIMITS.maxPolygonPoints) {
    tolerance *= 2;
    points = simplify(points, tolerance, true);
  }
  return points.map((p) => [p.x, p.y]);
}

/**
 * The subject's outline as selection parts in canvas pixels, for a coverage of a layer's own pixels placed
 * by `transform` (the layer's width × height). Empty when nothing is covered.
 */
export function subjectSelectionParts(coverage: CoverageLike, layer: { transform: Transform; width: number; height: number }): Array<{ shape: SelectionShape; mode: CombineMode }> {
  const small = reduced(coverage, OUTLINE_SIDE);
  const [polygons] = contours().size([small.width, small.height]).thresholds([127.5])(Array.from(small.values)).map((c) => c.coordinates);
  if (!polygons) return [];
  const minArea = small.width * small.height * MIN_AREA_SHARE;
  const toCanvas = invertAffine(canvasToLayerMap(layer.transform, layer.width, layer.height));
  const sx = layer.width / small.width;
  const sy = layer.height / small.height;
  const toPoints = (ring: Ring): number[] => simplified(ring).flatMap(([x, y]) => applyAffine(toCanvas, x * sx, y * sy));
  const parts: Array<{ shape: SelectionShape; mode: CombineMode }> = [];
  const ordered = polygons.map((rings) => rings as Ring[]).filter((rings) => rings[0] && ringArea(rings[0]) >= minArea);
  ordered.sort((a, b) => ringArea(b[0] as Ring) - ringArea(a[0] as Ring));
  for (const [outer, ...holes] of ordered) {
    if (parts.length >= MASK_LIMITS.maxParts) break;
    parts.push({ shape: { kind: 'polygon', points: toPoints(outer as Ring) }, mode: 'add' });
    for (const hole of holes) {
      if (parts.length >= MASK_LIMITS.maxParts) break;
      if (ringArea(hole) >= minArea) parts.push({ shape: { kind: 'polygon', points: toPoints(hole) }, mode: 'subtract' });
    }
  }
  return parts;
}
