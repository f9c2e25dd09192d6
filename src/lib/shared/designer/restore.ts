// restoreDocument's part for the designer's fields (issue 16): shape outlines (polygon, star, path), an
// image's frame shape, text boxes, curves and lists, the canvas gradient, groups and the designer state.
// Each function returns the field only when it is worth keeping, so documents without them stay unchanged.
import { normaliseColor } from '../editor/params';
import { DOCUMENT_LIMITS, SHAPE_KINDS, TEXT_LISTS, type CanvasGradient, type DesignerState, type Layer, type ShapeKind, type ShapeOutline, type ShapePath, type TextList } from '../editor/types';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const finite = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const clamp = (n: number, [min, max]: readonly [number, number]): number => Math.min(max, Math.max(min, n));

/** Path data: numbers, commands, separators only (what an SVG `d` holds), within the length limit. */
const PATH_DATA = /^[MmLlHhVvCcSsQqTtAaZz0-9eE.,+\-\s]+$/;

export function restorePath(raw: unknown, repairs: string[], where: string): ShapePath | undefined {
  if (raw === undefined) return undefined;
  const viewWidth = isObject(raw) ? finite(raw.viewWidth) : null;
  const viewHeight = isObject(raw) ? finite(raw.viewHeight) : null;
  const d = isObject(raw) && typeof raw.d === 'string' ? raw.d.trim() : '';
  if (!isObject(raw) || d === '' || d.length > DOCUMENT_LIMITS.maxPathLength || !PATH_DATA.test(d) || viewWidth === null || viewHeight === null || viewWidth <= 0 || viewHeight <= 0) {
    repairs.push(where);
    return undefined;
  }
  const graphicId = typeof raw.graphicId === 'string' && /^[a-z0-9-]{1,80}$/.test(raw.graphicId) ? raw.graphicId : undefined;
  return { d, viewWidth, viewHeight, ...(graphicId ? { graphicId } : {}) };
}

/** The optional outline fields of a shape (points, innerRatio, path), clamped; a 'path' without a path is null. */
export function restoreOutlineFields(raw: Json, shape: ShapeKind, repairs: string[], where: string): Pick<ShapeOutline, 'points' | 'innerRatio' | 'path'> | null {
  const out: Pick<ShapeOutline, 'points' | 'innerRatio' | 'path'> = {};
  const points = finite(raw.points);
  if (points !== null && (shape === 'polygon' || shape === 'star')) out.points = Math.round(clamp(points, shape === 'polygon' ? DOCUMENT_LIMITS.polygonSides : DOCUMENT_LIMITS.starPoints));
  const inner = finite(raw.innerRatio);
  if (inner !== null && shape === 'star') out.innerRatio = clamp(inner, DOCUMENT_LIMITS.starInnerRatio);
  if (shape === 'path') {
    const path = restorePath(raw.path, repairs, `${where}.path`);
    if (!path) return null;
    out.path = path;
  }
  return out;
}

/** An image layer's frame shape (photo inside a shape); undefined when absent or unusable. */
export function restoreShapeMask(raw: unknown, repairs: string[], where: string): ShapeOutline | undefined {
  if (raw === undefined) return undefined;
  if (!isObject(raw) || !SHAPE_KINDS.includes(raw.shape as ShapeKind) || raw.shape === 'line' || raw.shape === 'arrow') {
    repairs.push(where);
    return undefined;
  }
  const shape = raw.shape as ShapeKind;
  const fields = restoreOutlineFields(raw, shape, repairs, where);
  if (!fields) return undefined;
  const radius = finite(raw.cornerRadius);
  return { shape, ...fields, ...(radius !== null && radius > 0 ? { cornerRadius: Math.min(radius, DOCUMENT_LIMITS.maxSide) } : {}) };
}

/** A text layer's designer fields: box width, curve, list. */
export function restoreTextLayout(raw: Json, repairs: string[], where: string): { boxWidth?: number; curve?: number; list?: TextList } {
  const out: { boxWidth?: number; curve?: number; list?: TextList } = {};
  const box = finite(raw.boxWidth);
  if (box !== null && box > 0) out.boxWidth = Math.min(Math.max(box, 1), DOCUMENT_LIMITS.maxSide);
  else if (raw.boxWidth !== undefined) repairs.push(`${where}.boxWidth`);
  const curve = finite(raw.curve);
  if (curve !== null && curve !== 0) out.curve = clamp(curve, DOCUMENT_LIMITS.curve);
  else if (raw.curve !== undefined && curve === null) repairs.push(`${where}.curve`);
  if (TEXT_LISTS.includes(raw.list as TextList)) out.list = raw.list as TextList;
  else if (raw.list !== undefined) repairs.push(`${where}.list`);
  return out;
}

export function restoreGradient(raw: unknown, repairs: string[], where: string): CanvasGradient | undefined {
  if (raw === undefined) return undefined;
  const from = isObject(raw) ? normaliseColor(raw.from) : null;
  const to = isObject(raw) ? normaliseColor(raw.to) : null;
  if (!isObject(raw) || from === null || to === null) {
    repairs.push(where);
    return undefined;
  }
  const angle = ((finite(raw.angle) ?? 90) % 360 + 360) % 360;
  return { kind: raw.kind === 'radial' ? 'radial' : 'linear', from, to, angle };
}

/** A group id: the same shape as layer ids' tail, short. */
const GROUP_ID = /^[A-Za-z0-9_-]{1,40}$/;

export function restoreGroupId(raw: unknown, repairs: string[], where: string): string | undefined {
  if (raw === undefined) return undefined;
  if (typeof raw === 'string' && GROUP_ID.test(raw)) return raw;
  repairs.push(where);
  return undefined;
}

/** A group needs two members: a group id held by one layer only is removed. */
export function dissolveLonelyGroups(layers: Layer[], repairs: string[]): Layer[] {
  const counts = new Map<string, number>();
  for (const layer of layers) if (layer.group) counts.set(layer.group, (counts.get(layer.group) ?? 0) + 1);
  return layers.map((layer, i) => {
    if (!layer.group || (counts.get(layer.group) ?? 0) > 1) return layer;
    repairs.push(`layers[${i}].group`);
    const { group: _dropped, ...rest } = layer;
    return rest as Layer;
  });
}

const FORMAT_ID = /^[a-z0-9-]{1,60}$/;

export function restoreDesigner(raw: unknown, repairs: string[]): DesignerState {
  if (!isObject(raw)) {
    if (raw !== undefined) repairs.push('designer');
    return { format: 'custom' };
  }
  const format = typeof raw.format === 'string' && FORMAT_ID.test(raw.format) ? raw.format : 'custom';
  if (format !== raw.format) repairs.push('designer.format');
  const templateId = typeof raw.templateId === 'string' && FORMAT_ID.test(raw.templateId) ? raw.templateId : undefined;
  return { format, ...(templateId ? { templateId } : {}) };
}
