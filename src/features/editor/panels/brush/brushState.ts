// The retouch tools' settings while editing (not part of the document): the tool, the brush, each tool's
// parameters, and the clone/heal source. A stroke is recorded in picture pixels (the full-resolution
// picture the view shows, which is what a brush operation appended at the end receives).
import { BRUSH_OPERATION_TYPES, SOURCE_TOOLS, type BrushOperationType } from '../../../../lib/shared/editor/brushCatalogue';
import { defaultParams } from '../../../../lib/shared/editor/params';
import { BRUSH_LIMITS, DEFAULT_BRUSH, MOUSE_PRESSURE, type BrushSettings } from '../../../../lib/shared/editor/strokes';
import type { OperationParams } from '../../../../lib/shared/editor/types';

export interface BrushUi {
  tool: BrushOperationType;
  settings: BrushSettings;
  /** Each tool's own parameters (range and exposure, strength, colour). */
  params: ReadonlyMap<BrushOperationType, OperationParams>;
  /** Clone/heal: the picture point to copy from, set by Alt+click or the "Set source" button. */
  source: { x: number; y: number } | null;
  /** The source's offset from the first stroke painted after it was set (aligned, as in Photoshop). */
  offset: { dx: number; dy: number } | null;
  /** "Set source" was pressed: the next click on the picture sets it. */
  picking: boolean;
}

export const INITIAL_BRUSH: BrushUi = {
  tool: 'dodge',
  settings: DEFAULT_BRUSH,
  params: new Map(BRUSH_OPERATION_TYPES.map((type) => [type, defaultParams(type)])),
  source: null,
  offset: null,
  picking: false,
};

/** `[` and `]`: about 15 % smaller or larger, at least one pixel, within the limits. */
export function steppedSize(size: number, direction: -1 | 1): number {
  const next = direction > 0 ? Math.max(size + 1, Math.round(size * 1.15)) : Math.min(size - 1, Math.round(size / 1.15));
  return Math.max(BRUSH_LIMITS.size[0], Math.min(BRUSH_LIMITS.size[1], next));
}

/** A pointer's pressure: a pen's own, anything else paints at the mouse's. */
export function pointerPressure(pointerType: string, pressure: number): number {
  return pointerType === 'pen' && Number.isFinite(pressure) && pressure > 0 ? pressure : MOUSE_PRESSURE;
}

/** The parameters a stroke of the current tool is painted with, or null when a source is still needed. */
export function strokeParams(brush: BrushUi, start: { x: number; y: number }): { params: OperationParams; offset: BrushUi['offset'] } | null {
  const own = brush.params.get(brush.tool) ?? {};
  if (!SOURCE_TOOLS.has(brush.tool)) return { params: own, offset: brush.offset };
  const offset = brush.offset ?? (brush.source ? { dx: Math.round(brush.source.x - start.x), dy: Math.round(brush.source.y - start.y) } : null);
  if (!offset) return null;
  return { params: { ...own, dx: offset.dx, dy: offset.dy }, offset };
}
