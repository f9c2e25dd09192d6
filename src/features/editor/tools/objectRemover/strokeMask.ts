// The object remover's painted strokes as the hole the fill works on. Strokes are recorded over the picture
// the view shows (the document's output pixels); the fill runs on one layer's own picture, so each point is
// carried back through the document's geometry (crop, rotate, expand…) and the layer's placement, and the
// strokes are stamped as discs at the layer's size: fully covered inside the brush, a soft edge of a couple
// of pixels outside it (blended by coverage, so the seam does not show).
import { activeOperations, applyAffine, canvasToLayerMap, composeAffine, geometryStep, IDENTITY, isGeometryType, type Affine } from '../../../../lib/shared/editor/geometry';
import { strokeDabs, type BrushStroke } from '../../../../lib/shared/editor/strokes';
import type { EditorDocument, ImageLayer } from '../../../../lib/shared/editor/types';
import type { Coverage } from '../shared/toolsWorker';

/** Width of the soft edge outside the brush, in layer pixels. */
export const SOFT_EDGE = 2;

/** Map from the view's picture (the document's output pixels) to the layer's own pixels. */
export function viewToLayerMap(doc: EditorDocument, layer: ImageLayer): Affine {
  let size = { width: doc.canvas.width, height: doc.canvas.height };
  let outputToCanvas = IDENTITY;
  for (const op of activeOperations(doc)) {
    if (!isGeometryType(op.type)) continue;
    const step = geometryStep(op.type, op.params, size, 1);
    outputToCanvas = composeAffine(outputToCanvas, step.map);
    size = step.size;
  }
  return composeAffine(canvasToLayerMap(layer.transform, layer.width, layer.height), outputToCanvas);
}

/** The strokes' coverage (0..255) over a width × height raster, their points mapped by `map`. */
export function strokesMask(strokes: readonly BrushStroke[], map: Affine, width: number, height: number): Coverage {
  const data = new Uint8Array(width * height);
  // The brush's diameter scales with the map (its mean scale).
  const scale = Math.sqrt(Math.abs(map.a * map.d - map.b * map.c)) || 1;
  for (const stroke of strokes) {
    const points: number[] = [];
    for (let i = 0; i + 2 < stroke.points.length; i += 3) {
      const [x, y] = applyAffine(map, stroke.points[i] as number, stroke.points[i + 1] as number);
      points.push(x, y, stroke.points[i + 2] as number);
    }
    for (const dab of strokeDabs({ ...stroke, size: stroke.size * scale, points })) stampDisc(data, width, height, dab.x, dab.y, Math.max(0.5, dab.radius));
  }
  return { width, height, data };
}

function stampDisc(data: Uint8Array, width: number, height: number, cx: number, cy: number, radius: number): void {
  const outer = radius + SOFT_EDGE;
  const x0 = Math.max(0, Math.floor(cx - outer));
  const x1 = Math.min(width - 1, Math.ceil(cx + outer));
  const y0 = Math.max(0, Math.floor(cy - outer));
  const y1 = Math.min(height - 1, Math.ceil(cy + outer));
  for (let y = y0; y <= y1; y++) {
    const dy = y + 0.5 - cy;
    for (let x = x0; x <= x1; x++) {
      const d = Math.hypot(x + 0.5 - cx, dy);
      if (d >= outer) continue;
      const v = d <= radius ? 255 : Math.round(255 * (1 - (d - radius) / SOFT_EDGE) * 0.5);
      const i = y * width + x;
      if (v > (data[i] as number)) data[i] = v;
    }
  }
}
