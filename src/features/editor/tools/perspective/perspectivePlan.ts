// What "Apply" does, planned on the main thread before any pixel moves (so a bad placement is refused at
// once with its own message): the handles are placed over the picture the view shows (the document's
// output, after crop, rotate, straighten…), the warp runs on one layer's own picture, so every point is
// carried into the layer's pixels through viewToLayerMap — an affine map, so lines stay lines and a
// homography stays a homography.
//   - four corners: the quad in layer pixels goes to an upright rectangle of its mean side lengths;
//   - guides: the correction is solved where the user sees the lines (the view: "vertical" is the view's
//     vertical even on a rotated document), carried into the layer (A·H·A⁻¹), then zoomed to cover the
//     layer's own frame.
import { activeOperations, composeAffine, geometryStep, IDENTITY, outputSize, type Affine } from '../../../../lib/shared/editor/geometry';
import {
  affineToHomography,
  composeHomography,
  cornersToRectangle,
  coverFrame,
  guidedHomography,
  invertHomography,
  quadRectangleSize,
  type Homography,
  type Line,
  type Point,
  type Quad,
} from '../../../../lib/shared/editor/homography';
import { DOCUMENT_LIMITS, type EditorDocument, type ImageLayer, type Operation } from '../../../../lib/shared/editor/types';
import { viewToLayerMap } from '../objectRemover/strokeMask';
import type { PerspectiveDraft, PerspectiveMode } from './perspectiveState';

export interface PerspectivePlan {
  mode: PerspectiveMode;
  /** The warp's map: output pixel → point of the layer's own picture. */
  map: Homography;
  /** The new picture's size. */
  width: number;
  height: number;
}

/**
 * Geometry a rectified picture already contains: the quad was placed on the picture after them, so in
 * four-corner mode on a lone photo they would apply twice. Rotate and flip only turn the picture: they
 * stay, and the new picture is made in the orientation they expect.
 */
const BAKED_GEOMETRY: ReadonlySet<string> = new Set(['crop', 'straighten', 'resize', 'expand']);
const TURNS: ReadonlySet<string> = new Set(['rotate', 'flip']);

const fromFraction = (p: Point, size: { width: number; height: number }): Point => ({ x: p.x * size.width, y: p.y * size.height });
const mapPoint = (m: Affine, p: Point): Point => ({ x: m.a * p.x + m.c * p.y + m.e, y: m.b * p.x + m.d * p.y + m.f });

/** Whether four-corner mode replaces the whole document (the layer is its only one). */
export function isLonePhoto(doc: EditorDocument, layerId: string): boolean {
  return doc.layers.length === 1 && doc.layers[0]?.id === layerId;
}

/** The view → canvas map of the document's rotations and flips alone (what stays after a lone photo's rectification). */
function turnsMap(doc: EditorDocument): Affine {
  let size = { width: doc.canvas.width, height: doc.canvas.height };
  let map = IDENTITY;
  for (const op of activeOperations(doc)) {
    if (!TURNS.has(op.type)) continue;
    const step = geometryStep(op.type, op.params, size, 1);
    map = composeAffine(map, step.map);
    size = step.size;
  }
  return map;
}

/**
 * Which corner of the new picture each view corner becomes: the map's linear part snapped to the nearest
 * quarter turn or flip (a view corner's direction from the centre, (±1, ±1), carried into the picture).
 * Returns, for view corners TL, TR, BR, BL, their index in the picture's quad order.
 */
export function cornerOrder(m: Affine): [number, number, number, number] {
  const swapped = Math.abs(m.b) + Math.abs(m.c) > Math.abs(m.a) + Math.abs(m.d);
  const sign = (v: number): number => (v < 0 ? -1 : 1);
  const directions: Array<[number, number]> = [
    [-1, -1],
    [1, -1],
    [1, 1],
    [-1, 1],
  ];
  return directions.map(([vx, vy]) => {
    const x = swapped ? sign(m.c) * vy : sign(m.a) * vx;
    const y = swapped ? sign(m.b) * vx : sign(m.d) * vy;
    return y < 0 ? (x < 0 ? 0 : 1) : x < 0 ? 3 : 2;
  }) as [number, number, number, number];
}

/** The largest side a new picture may have: the document's limit and the device's. */
function fitSides(width: number, height: number, maxSide: number): { width: number; height: number } {
  const limit = Math.min(maxSide, DOCUMENT_LIMITS.maxSide);
  const s = Math.min(1, limit / Math.max(width, height));
  return { width: Math.max(DOCUMENT_LIMITS.minSide, Math.round(width * s)), height: Math.max(DOCUMENT_LIMITS.minSide, Math.round(height * s)) };
}

/**
 * The warp for the draft over `layer` of `doc`. Throws a HomographyError (its `code` names why) when the
 * handles make no correction: three corners on a line, crossed corners or guides, a correction too strong.
 */
export function planPerspective(doc: EditorDocument, layer: ImageLayer, draft: PerspectiveDraft, maxSide: number): PerspectivePlan {
  const view = outputSize(doc, 1);
  const toLayer = viewToLayerMap(doc, layer);
  if (draft.mode === 'corners') {
    const inLayer = draft.corners.map((c) => mapPoint(toLayer, fromFraction(c, view)));
    // A lone photo's new picture is shown through the document's rotations and flips only; a layer among
    // others keeps its placement (rotation included), so the whole map decides its orientation.
    const order = cornerOrder(isLonePhoto(doc, layer.id) ? turnsMap(doc) : toLayer);
    const quad = [0, 0, 0, 0].map((_, i) => inLayer[order.indexOf(i)]!) as unknown as Quad;
    const mean = quadRectangleSize(quad);
    const { width, height } = fitSides(mean.width, mean.height, maxSide);
    return { mode: 'corners', map: cornersToRectangle(quad, width, height), width, height };
  }
  const lines = (pair: readonly [Line, Line]): Line[] => pair.map((l) => ({ from: fromFraction(l.from, view), to: fromFraction(l.to, view) }));
  const correction = guidedHomography(lines(draft.verticals), draft.level ? lines(draft.horizontals) : []);
  const a = affineToHomography(toLayer);
  const inLayer = composeHomography(a, composeHomography(correction, invertHomography(a)));
  return { mode: 'guides', map: coverFrame(inLayer, layer.width, layer.height), width: layer.width, height: layer.height };
}

/** The picture a four-corner result is kept as: its asset id and size. */
export interface RectifiedPicture {
  imageId: string;
  width: number;
  height: number;
}

/**
 * The document with `layerId` showing the rectified picture (four-corner mode; the picture's size and
 * aspect change). A lone photo: the canvas becomes the picture's size, the photo centred on it at scale 1,
 * its own operations and the document's operations kept — but for the geometry the picture already
 * contains (BAKED_GEOMETRY). A layer among others: same centre, same scale per pixel, same rotation. Null
 * when the layer is gone.
 */
export function rectifiedDocument(doc: EditorDocument, layerId: string, picture: RectifiedPicture): EditorDocument | null {
  const layer = doc.layers.find((l): l is ImageLayer => l.id === layerId && l.kind === 'image');
  if (!layer) return null;
  const shown: ImageLayer = { ...layer, imageId: picture.imageId, width: picture.width, height: picture.height };
  if (!isLonePhoto(doc, layerId)) return { ...doc, layers: doc.layers.map((l) => (l.id === layerId ? shown : l)) };
  const operations: Operation[] = doc.operations.filter((op) => !BAKED_GEOMETRY.has(op.type));
  return {
    ...doc,
    canvas: { ...doc.canvas, width: picture.width, height: picture.height },
    layers: [{ ...shown, transform: { x: picture.width / 2, y: picture.height / 2, scaleX: 1, scaleY: 1, rotation: 0 } }],
    operations,
  };
}
