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

/**
 * GRADIENT's parameters (ops/gradient.ts) at a render size, or undefined without a (visible) gradient.
 * Linear: t = K0.x·x + K0.y·y + K0.z along `angle` (0° left → right, 90° top → bottom), 0 and 1 at the
 * canvas' farthest corners as CSS does; radial: t = distance from the centre over the centre-to-corner one.
 */
export function gradientParams(canvas: Canvas, size: Size): number[] | undefined {
  const gradient = canvas.gradient;
  if (!gradient) return undefined;
  const from = colorToRgba(gradient.from);
  const to = colorToRgba(gradient.to);
  if (from[3] <= 0 && to[3] <= 0) return undefined;
  const premul = (c: readonly number[]): number[] => [(c[0] ?? 0) * (c[3] ?? 0), (c[1] ?? 0) * (c[3] ?? 0), (c[2] ?? 0) * (c[3] ?? 0), c[3] ?? 0];
  const cx = size.width / 2;
  const cy = size.height / 2;
  let k0: number[];
  if (gradient.kind === 'radial') {
    k0 = [cx, cy, 1 / Math.max(1e-6, Math.hypot(cx, cy)), 1];
  } else {
    const angle = ((Number.isFinite(gradient.angle) ? gradient.angle : 0) * Math.PI) / 180;
    const dx = Math.cos(angle);
    const dy = Math.sin(angle);
    const length = Math.max(1e-6, Math.abs(size.width * dx) + Math.abs(size.height * dy));
    k0 = [dx / length, dy / length, 0.5 - (cx * dx + cy * dy) / length, 0];
  }
  return [...k0, ...premul(from), ...premul(to)];
}
