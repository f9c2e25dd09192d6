// Shapes drawn from their outline (issue 16): arrow, polygon, star, speech bubble and graphic paths are
// filled and stroked with Path2D on a 2D canvas from `outlinePath` (the one geometry the PDF export, the
// previews and the hit tests share), antialiased by the canvas; both backends then place the raster like
// text. A photo's frame shape (ImageLayer.shapeMask) is drawn the same way as a coverage raster. Where
// there is no 2D canvas (the CPU reference in Node) these are left out, as text is.
import { outlinePath } from '../../src/lib/shared/designer/outline';
import type { ShapeLayer, ShapeOutline } from '../../src/lib/shared/editor/types';
import type { ShapeBox } from './ops/shapes';
import { createRaster, type Raster } from './raster';

/** Whether this realm can draw outlines (a browser or worker; not Node). */
export function canDrawOutlines(): boolean {
  return typeof OffscreenCanvas !== 'undefined' && typeof Path2D !== 'undefined';
}

/** The outline as a Path2D in box pixels (a graphic's path scaled from its view box). */
function outlineShape(outline: ShapeOutline, width: number, height: number, strokeWidth: number): { path: Path2D; strokeOnly: boolean } {
  const o = outlinePath(outline, width, height, strokeWidth);
  const own = new Path2D(o.d);
  if (o.scaleX === 1 && o.scaleY === 1) return { path: own, strokeOnly: o.strokeOnly };
  const path = new Path2D();
  path.addPath(own, new DOMMatrix([o.scaleX, 0, 0, o.scaleY, 0, 0]));
  return { path, strokeOnly: o.strokeOnly };
}

function context(width: number, height: number): OffscreenCanvasRenderingContext2D | null {
  return new OffscreenCanvas(width, height).getContext('2d', { willReadFrequently: true });
}

/** A shape layer of an outline kind at `density` raster pixels per document pixel (its box with padding). */
export function rasterizeOutlineShape(layer: ShapeLayer, box: ShapeBox, density: number): Raster {
  const width = Math.max(1, Math.ceil(box.width * density));
  const height = Math.max(1, Math.ceil(box.height * density));
  const ctx = context(width, height);
  if (!ctx) return createRaster(width, height);
  ctx.scale(width / box.width, height / box.height);
  ctx.translate(box.padding, box.padding);
  const { path, strokeOnly } = outlineShape(layer, layer.width, layer.height, layer.strokeWidth);
  if (!strokeOnly) {
    ctx.fillStyle = layer.fill;
    ctx.fill(path, 'nonzero');
  }
  if (layer.strokeWidth > 0) {
    ctx.strokeStyle = layer.stroke;
    ctx.lineWidth = layer.strokeWidth;
    // Round joins stay within half the stroke of the outline (a star's mitred tips would not).
    ctx.lineJoin = 'round';
    ctx.lineCap = 'round';
    ctx.stroke(path);
  }
  return { width, height, data: ctx.getImageData(0, 0, width, height).data };
}

/**
 * The coverage of `outline` drawn in a `boxWidth` × `boxHeight` box, as a raster of `width` × `height`
 * (the photo's pixels): white where the photo shows, antialiased at the edge. A stroke-only outline
 * (line, arrow) frames nothing: the whole box shows.
 */
export function outlineCoverage(outline: ShapeOutline, boxWidth: number, boxHeight: number, width: number, height: number): Raster {
  const ctx = context(width, height);
  if (!ctx) return createRaster(width, height);
  const { path, strokeOnly } = outlineShape(outline, boxWidth, boxHeight, 0);
  ctx.fillStyle = '#ffffff';
  ctx.scale(width / Math.max(1e-6, boxWidth), height / Math.max(1e-6, boxHeight));
  if (strokeOnly) ctx.fillRect(0, 0, boxWidth, boxHeight);
  else ctx.fill(path, 'nonzero');
  return { width, height, data: ctx.getImageData(0, 0, width, height).data };
}

/** Cache key of a frame shape's coverage: the outline and the box it is drawn in, at a raster size. */
export function coverageKey(outline: ShapeOutline, boxWidth: number, boxHeight: number, width: number, height: number): string {
  return JSON.stringify([outline.shape, outline.cornerRadius, outline.points, outline.innerRatio, outline.path?.d, outline.path?.viewWidth, outline.path?.viewHeight, boxWidth, boxHeight, width, height]);
}
