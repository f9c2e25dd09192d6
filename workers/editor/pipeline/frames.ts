// Clips and frames of image layers in output pixels, shared by both backends: the clip a layer is drawn
// inside (and the bounds it can touch), and the border and shadow drawn under it.
import { colorToRgba } from '../../../src/lib/shared/editor/params';
import type { ImageLayer, LayerClip } from '../../../src/lib/shared/editor/types';
import type { OutputClip } from '../ops/geometry';

export type Bounds = [number, number, number, number];

/** A frame's border and shadow, drawn with FRAME over `bounds` before its layer. */
export interface FrameDraw {
  params: number[];
  bounds: Bounds;
}

/** The clip at `scale`: document px → output px, the radius at most half the shorter side. */
export function outputClip(clip: LayerClip, scale: number): OutputClip {
  const radius = Math.max(0, Math.min(clip.radius, clip.width / 2, clip.height / 2));
  return { rect: [clip.x * scale, clip.y * scale, (clip.x + clip.width) * scale, (clip.y + clip.height) * scale], radius: radius * scale };
}

/** Pixels within `rect` (with a pixel of margin for the antialiased edge), inside [0, 0, width, height). */
export function rectBounds(x0: number, y0: number, x1: number, y1: number, width: number, height: number): Bounds {
  const bx0 = Math.max(0, Math.floor(x0) - 1);
  const by0 = Math.max(0, Math.floor(y0) - 1);
  const bx1 = Math.min(width, Math.ceil(x1) + 1);
  const by1 = Math.min(height, Math.ceil(y1) + 1);
  return [bx0, by0, Math.max(bx0, bx1), Math.max(by0, by1)];
}

export function intersectBounds(a: Bounds, b: Bounds): Bounds {
  const x0 = Math.max(a[0], b[0]);
  const y0 = Math.max(a[1], b[1]);
  return [x0, y0, Math.max(x0, Math.min(a[2], b[2])), Math.max(y0, Math.min(a[3], b[3]))];
}

const premultiplied = (color: string, opacity: number): number[] => {
  const [r, g, b, a] = colorToRgba(color);
  const alpha = a * opacity;
  return [r * alpha, g * alpha, b * alpha, alpha];
};

/** Half-extents of a rotated rect's bounding box. */
const extents = (hx: number, hy: number, cos: number, sin: number): [number, number] => [Math.abs(cos) * hx + Math.abs(sin) * hy, Math.abs(sin) * hx + Math.abs(cos) * hy];

/** The border and shadow under an image layer at `scale`, or null when it has none (or they are invisible). */
export function planFrame(layer: ImageLayer, scale: number, size: { width: number; height: number }): FrameDraw | null {
  const frame = layer.frame;
  if (!frame || layer.opacity <= 0) return null;
  const border = Math.max(0, frame.border);
  const shadow = Math.max(0, frame.shadow);
  const borderColour = border > 0 ? premultiplied(frame.borderColor, layer.opacity) : [0, 0, 0, 0];
  const shadowColour = shadow > 0 ? premultiplied(frame.shadowColor, layer.opacity) : [0, 0, 0, 0];
  if ((borderColour[3] ?? 0) <= 0 && (shadowColour[3] ?? 0) <= 0) return null;
  // The visible rect: the clip (axis-aligned), else the layer's box turned with it.
  const t = layer.transform;
  const clip = layer.clip;
  const angle = clip ? 0 : (t.rotation * Math.PI) / 180;
  const cx = clip ? clip.x + clip.width / 2 : t.x;
  const cy = clip ? clip.y + clip.height / 2 : t.y;
  const hx = (clip ? clip.width : layer.width * Math.abs(t.scaleX)) / 2 + border;
  const hy = (clip ? clip.height : layer.height * Math.abs(t.scaleY)) / 2 + border;
  const radius = (clip ? Math.max(0, Math.min(clip.radius, clip.width / 2, clip.height / 2)) : 0) + border;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  // Shadow blur is a radius, as CSS's: a Gaussian of half that deviation (kept above a third of a pixel).
  const sigma = Math.max(1 / 3, (shadow / 2) * scale);
  const params = [cx * scale, cy * scale, cos, sin, hx * scale, hy * scale, radius * scale, 0, ...borderColour, frame.shadowX * scale, frame.shadowY * scale, sigma, 0, ...shadowColour];
  const [ex, ey] = extents(hx * scale, hy * scale, cos, sin);
  const x = cx * scale;
  const y = cy * scale;
  let x0 = x - ex;
  let y0 = y - ey;
  let x1 = x + ex;
  let y1 = y + ey;
  if ((shadowColour[3] ?? 0) > 0) {
    const reach = 3 * sigma;
    const sx = frame.shadowX * scale;
    const sy = frame.shadowY * scale;
    x0 = Math.min(x0, x + sx - ex - reach);
    y0 = Math.min(y0, y + sy - ey - reach);
    x1 = Math.max(x1, x + sx + ex + reach);
    y1 = Math.max(y1, y + sy + ey + reach);
  }
  const bounds = rectBounds(x0, y0, x1, y1, size.width, size.height);
  return bounds[2] > bounds[0] && bounds[3] > bounds[1] ? { params, bounds } : null;
}
