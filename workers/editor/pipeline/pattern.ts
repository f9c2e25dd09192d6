// The canvas pattern's parameters at a render size, shared by both backends. Its repeat is relative to
// the picture's shorter side, so a preview and an export at any size show the same pattern.
import { patternById, patternIndex } from '../../../src/lib/shared/collage/patterns';
import type { Size } from '../../../src/lib/shared/editor/geometry';
import { colorToRgba } from '../../../src/lib/shared/editor/params';
import type { Canvas } from '../../../src/lib/shared/editor/types';

/** PATTERN's parameters (ops/patterns.ts), or undefined when the canvas has no (known, visible) pattern. */
export function patternParams(canvas: Canvas, size: Size): number[] | undefined {
  const pattern = canvas.pattern;
  if (!pattern) return undefined;
  const def = patternById(pattern.id);
  const [r, g, b, a] = colorToRgba(pattern.color);
  if (!def || a <= 0) return undefined;
  const scale = Math.min(4, Math.max(0.25, Number.isFinite(pattern.scale) ? pattern.scale : 1));
  const cell = Math.max(1e-3, Math.min(size.width, size.height) * def.scale * scale);
  return [patternIndex(pattern.id), cell, size.width, size.height, r * a, g * a, b * a, a];
}
