// The outline of every shape kind as SVG path data in its box (0,0)–(width,height), document pixels: one
// description the engine (Path2D in the worker), the PDF export (vector paths), the canvas' hit tests and
// the panels' previews (an <svg><path>) all draw from, so a star is the same star everywhere.
//
// rectangle, ellipse, line keep their SDF kernel in the engine for speed; their paths here match it.
import { DOCUMENT_LIMITS, type ShapeKind, type ShapeOutline } from '../editor/types';

export interface OutlinePath {
  /** SVG path data. */
  d: string;
  /** Scale to apply to `d` to fill the box (1 except for 'path', whose data is in its own view box). */
  scaleX: number;
  scaleY: number;
  /** Whether the outline is only stroked (a line, an arrow): its fill is ignored. */
  strokeOnly: boolean;
}

export const DEFAULT_POLYGON_SIDES = 6;
export const DEFAULT_STAR_POINTS = 5;
export const DEFAULT_STAR_INNER = 0.5;

/** Kinds drawn only with a stroke. */
export const STROKE_ONLY_SHAPES: ReadonlySet<ShapeKind> = new Set(['line', 'arrow']);

const n = (v: number): string => String(Math.round(v * 1000) / 1000);
const clamp = (v: number, [lo, hi]: readonly [number, number]): number => Math.min(hi, Math.max(lo, v));

function roundedRect(x: number, y: number, w: number, h: number, radius: number): string {
  const r = Math.max(0, Math.min(radius, w / 2, h / 2));
  if (r === 0) return `M${n(x)},${n(y)}H${n(x + w)}V${n(y + h)}H${n(x)}Z`;
  return (
    `M${n(x + r)},${n(y)}H${n(x + w - r)}A${n(r)},${n(r)} 0 0 1 ${n(x + w)},${n(y + r)}` +
    `V${n(y + h - r)}A${n(r)},${n(r)} 0 0 1 ${n(x + w - r)},${n(y + h)}` +
    `H${n(x + r)}A${n(r)},${n(r)} 0 0 1 ${n(x)},${n(y + h - r)}` +
    `V${n(y + r)}A${n(r)},${n(r)} 0 0 1 ${n(x + r)},${n(y)}Z`
  );
}

/** Points around the box's inscribed ellipse, the first straight up, clockwise; `inner` every other one. */
function radialPoints(w: number, h: number, count: number, inner: number | null): Array<[number, number]> {
  const total = inner === null ? count : count * 2;
  const points: Array<[number, number]> = [];
  for (let i = 0; i < total; i++) {
    const angle = -Math.PI / 2 + (i * 2 * Math.PI) / total;
    const r = inner !== null && i % 2 === 1 ? inner : 1;
    points.push([w / 2 + (Math.cos(angle) * r * w) / 2, h / 2 + (Math.sin(angle) * r * h) / 2]);
  }
  return points;
}

const polygonPath = (points: Array<[number, number]>): string => points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${n(x)},${n(y)}`).join('') + 'Z';

/** The arrow's head length and half-width for a box and stroke width. */
export function arrowHead(width: number, height: number, strokeWidth: number): { length: number; half: number } {
  const length = Math.min(width * 0.4, Math.max(strokeWidth * 3, height / 2, 8));
  return { length, half: Math.min(height / 2, Math.max(length * 0.6, strokeWidth * 2)) };
}

/**
 * The outline of `shape` in a `width` × `height` box. `strokeWidth` sizes an arrow's head. A 'path' without
 * its path, or any unknown kind, falls back to the rectangle (what restoreDocument does too).
 */
export function outlinePath(outline: ShapeOutline, width: number, height: number, strokeWidth = 0): OutlinePath {
  const w = Math.max(width, 1e-3);
  const h = Math.max(height, 1e-3);
  const plain = (d: string, strokeOnly = false): OutlinePath => ({ d, scaleX: 1, scaleY: 1, strokeOnly });
  switch (outline.shape) {
    case 'ellipse':
      return plain(`M0,${n(h / 2)}A${n(w / 2)},${n(h / 2)} 0 1 1 ${n(w)},${n(h / 2)}A${n(w / 2)},${n(h / 2)} 0 1 1 0,${n(h / 2)}Z`);
    case 'line':
      return plain(`M0,${n(h / 2)}L${n(w)},${n(h / 2)}`, true);
    case 'arrow': {
      const { length, half } = arrowHead(w, h, strokeWidth);
      return plain(`M0,${n(h / 2)}L${n(w)},${n(h / 2)}M${n(w - length)},${n(h / 2 - half)}L${n(w)},${n(h / 2)}L${n(w - length)},${n(h / 2 + half)}`, true);
    }
    case 'polygon':
      return plain(polygonPath(radialPoints(w, h, Math.round(clamp(outline.points ?? DEFAULT_POLYGON_SIDES, DOCUMENT_LIMITS.polygonSides)), null)));
    case 'star':
      return plain(polygonPath(radialPoints(w, h, Math.round(clamp(outline.points ?? DEFAULT_STAR_POINTS, DOCUMENT_LIMITS.starPoints)), clamp(outline.innerRatio ?? DEFAULT_STAR_INNER, DOCUMENT_LIMITS.starInnerRatio))));
    case 'speech-bubble': {
      // The bubble takes the top 80 % of the box; the tail reaches the bottom edge at a fifth of the width.
      const bh = h * 0.8;
      const r = Math.min(outline.cornerRadius ?? Math.min(w, bh) * 0.15, w / 2, bh / 2);
      const t0 = w * 0.18;
      const t1 = w * 0.38;
      return plain(
        `M${n(r)},0H${n(w - r)}A${n(r)},${n(r)} 0 0 1 ${n(w)},${n(r)}V${n(bh - r)}A${n(r)},${n(r)} 0 0 1 ${n(w - r)},${n(bh)}` +
          `H${n(t1)}L${n(w * 0.12)},${n(h)}L${n(t0)},${n(bh)}H${n(r)}A${n(r)},${n(r)} 0 0 1 0,${n(bh - r)}V${n(r)}A${n(r)},${n(r)} 0 0 1 ${n(r)},0Z`,
      );
    }
    case 'path':
      if (outline.path) return { d: outline.path.d, scaleX: w / outline.path.viewWidth, scaleY: h / outline.path.viewHeight, strokeOnly: false };
      return plain(roundedRect(0, 0, w, h, 0));
    case 'rectangle':
    default:
      return plain(roundedRect(0, 0, w, h, outline.cornerRadius ?? 0));
  }
}
