// The parts of `restoreDocument` for where a picture is shown: an image layer's clip and frame, the canvas
// pattern (collage and designer). Each is optional; a stored one that cannot be read is dropped and noted.
import { normaliseColor } from './params';
import { DOCUMENT_LIMITS, type CanvasPattern, type LayerClip, type LayerFrame } from './types';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const finite = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const clamp = (n: number, min: number, max: number): number => Math.min(max, Math.max(min, n));

/** A pattern id: lower-case words joined by dashes (the engine draws what it knows, nothing for the rest). */
const PATTERN_ID = /^[a-z][a-z0-9-]{0,39}$/;
export const PATTERN_SCALE = [0.25, 4] as const;

export function restoreClip(raw: unknown, repairs: string[], where: string): LayerClip | undefined {
  if (raw === undefined) return undefined;
  const limit = DOCUMENT_LIMITS.maxSide * 2;
  if (isObject(raw)) {
    const x = finite(raw.x);
    const y = finite(raw.y);
    const width = finite(raw.width);
    const height = finite(raw.height);
    const radius = finite(raw.radius) ?? 0;
    if (x !== null && y !== null && width !== null && height !== null && width > 0 && height > 0 && Math.abs(x) <= limit && Math.abs(y) <= limit && width <= limit && height <= limit) {
      const clip = { x, y, width, height, radius: clamp(radius, 0, Math.min(width, height) / 2) };
      if (clip.radius !== raw.radius) repairs.push(`${where}.radius`);
      return clip;
    }
  }
  repairs.push(where);
  return undefined;
}

export function restoreFrame(raw: unknown, repairs: string[], where: string): LayerFrame | undefined {
  if (raw === undefined) return undefined;
  if (!isObject(raw)) {
    repairs.push(where);
    return undefined;
  }
  const size = (v: unknown): number => clamp(finite(v) ?? 0, 0, DOCUMENT_LIMITS.maxSide / 4);
  const offset = (v: unknown): number => clamp(finite(v) ?? 0, -DOCUMENT_LIMITS.maxSide / 4, DOCUMENT_LIMITS.maxSide / 4);
  const frame: LayerFrame = {
    border: size(raw.border),
    borderColor: normaliseColor(raw.borderColor) ?? '#ffffffff',
    shadow: size(raw.shadow),
    shadowColor: normaliseColor(raw.shadowColor) ?? '#00000066',
    shadowX: offset(raw.shadowX),
    shadowY: offset(raw.shadowY),
  };
  const changed = (Object.keys(frame) as (keyof LayerFrame)[]).some((k) => frame[k] !== raw[k]);
  if (changed) repairs.push(where);
  return frame;
}

export function restorePattern(raw: unknown, repairs: string[], where: string): CanvasPattern | undefined {
  if (raw === undefined) return undefined;
  if (!isObject(raw) || typeof raw.id !== 'string' || !PATTERN_ID.test(raw.id)) {
    repairs.push(where);
    return undefined;
  }
  const pattern: CanvasPattern = { id: raw.id, color: normaliseColor(raw.color) ?? '#00000033', scale: clamp(finite(raw.scale) ?? 1, PATTERN_SCALE[0], PATTERN_SCALE[1]) };
  if (pattern.color !== raw.color || pattern.scale !== raw.scale) repairs.push(where);
  return pattern;
}
