// The parts of `restoreDocument` for the layer fields of version 3: names, blend modes, locks, shape and
// adjustment layers. Anything unknown is defaulted or dropped; nothing stored can crash the engine.
import { restoreOutlineFields } from '../designer/restore';
import { isId, newId } from './ids';
import { isAdjustmentOperation, isBlendMode } from './layers';
import { normaliseColor, normaliseParams } from './params';
import { DOCUMENT_LIMITS, SHAPE_KINDS, type AdjustmentLayer, type BlendMode, type Operation, type ShapeKind, type ShapeLayer, type Transform } from './types';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const finite = (value: unknown, fallback: number): number => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);
const clamp = (n: number, min: number, max: number): number => Math.min(max, Math.max(min, n));

export interface LayerBaseFields {
  name: string;
  blendMode: BlendMode;
  locked: boolean;
}

export function restoreLayerBase(raw: Json, repairs: string[], where: string): LayerBaseFields {
  const name = typeof raw.name === 'string' ? raw.name.slice(0, DOCUMENT_LIMITS.maxLayerNameLength) : '';
  if (raw.name !== undefined && name !== raw.name) repairs.push(`${where}.name`);
  const blendMode = isBlendMode(raw.blendMode) ? raw.blendMode : 'normal';
  if (raw.blendMode !== undefined && blendMode !== raw.blendMode) repairs.push(`${where}.blendMode`);
  return { name, blendMode, locked: raw.locked === true };
}

interface Base extends LayerBaseFields {
  id: string;
  transform: Transform;
  opacity: number;
  visible: boolean;
}

const side = (value: unknown, fallback: number): number => Math.round(clamp(finite(value, fallback), DOCUMENT_LIMITS.minSide, DOCUMENT_LIMITS.maxSide));

export function restoreShape(raw: Json, base: Base, repairs: string[] = [], where = 'shape'): ShapeLayer {
  let shape: ShapeKind = SHAPE_KINDS.includes(raw.shape as ShapeKind) ? (raw.shape as ShapeKind) : 'rectangle';
  let outline = restoreOutlineFields(raw, shape, repairs, where);
  if (!outline) {
    // A graphic whose path cannot be read becomes a plain rectangle of its paint: visible, editable, removable.
    shape = 'rectangle';
    outline = {};
  }
  return {
    ...base,
    kind: 'shape',
    shape,
    width: side(raw.width, 100),
    height: side(raw.height, 100),
    fill: normaliseColor(raw.fill) ?? '#00000000',
    stroke: normaliseColor(raw.stroke) ?? '#00000000',
    strokeWidth: clamp(finite(raw.strokeWidth, 0), 0, DOCUMENT_LIMITS.maxStrokeWidth),
    cornerRadius: clamp(finite(raw.cornerRadius, 0), 0, DOCUMENT_LIMITS.maxSide),
    ...outline,
  };
}

/** Keeps the operations an adjustment layer (or an image layer's own list) may hold (no geometry), repaired like the document's. */
export function restoreLayerOperations(rawList: unknown, repairs: string[], where: string): Operation[] {
  const list = Array.isArray(rawList) ? rawList : [];
  if (rawList !== undefined && !Array.isArray(rawList)) repairs.push(`${where}.operations`);
  if (list.length > DOCUMENT_LIMITS.maxAdjustmentOperations) repairs.push(`${where}.operations.length`);
  const operations: Operation[] = [];
  const seen = new Set<string>();
  list.slice(0, DOCUMENT_LIMITS.maxAdjustmentOperations).forEach((op: unknown, i) => {
    if (!isObject(op) || typeof op.type !== 'string' || !isAdjustmentOperation(op.type)) {
      repairs.push(`${where}.operations[${i}]`);
      return;
    }
    const { params } = normaliseParams(op.type, op.params);
    const id = isId(op.id) && !seen.has(op.id) ? op.id : newId('op');
    seen.add(id);
    operations.push({ id, type: op.type, params, enabled: op.enabled !== false });
  });
  return operations;
}

export function restoreAdjustment(raw: Json, base: Base, repairs: string[], where: string): AdjustmentLayer {
  return { ...base, kind: 'adjustment', operations: restoreLayerOperations(raw.operations, repairs, where) };
}
