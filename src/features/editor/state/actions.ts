// What the editor's tools do to the document, on top of the engine engineer's pure edits: one slider per
// adjustment (moving it again edits the same step), looks that stack (each with its strength and place),
// rotate and flip buttons that add up, and text that stays on the same spot of the picture when
// the picture is cropped, turned, flipped, resized or expanded (text is placed in the coordinates of the
// result, so a geometry change has to carry it along).
import { operationSpec } from '../../../lib/shared/editor/catalogue';
import { addOperation, removeOperation, updateOperation, type Edited } from '../../../lib/shared/editor/edits';
import { applyAffine, composeAffine, geometryStep, IDENTITY, invertAffine, isGeometryType, outputSize, type Affine } from '../../../lib/shared/editor/geometry';
import { defaultParams, numberParam, booleanParam } from '../../../lib/shared/editor/params';
import type { EditorDocument, Layer, Operation, OperationParams } from '../../../lib/shared/editor/types';

/** The last enabled geometry operation, when it is of `type` (the one a geometry tool edits in place). */
export function lastGeometryOf(doc: EditorDocument, type: string): Operation | null {
  for (let i = doc.operations.length - 1; i >= 0; i--) {
    const op = doc.operations[i];
    if (op && op.enabled && isGeometryType(op.type)) return op.type === type ? op : null;
  }
  return null;
}

/** The document without one operation; the others keep their order. */
function without(doc: EditorDocument, id: string): EditorDocument {
  return { ...doc, operations: doc.operations.filter((op) => op.id !== id) };
}

const angleOf = (m: Affine, vx: number, vy: number): number => (Math.atan2(m.b * vx + m.d * vy, m.a * vx + m.c * vy) * 180) / Math.PI;
const normalAngle = (deg: number): number => {
  const r = ((((deg + 180) % 360) + 360) % 360) - 180;
  return Math.abs(r) < 1e-9 ? 0 : r;
};

/**
 * Moves text layers by `map` (a point of the old picture → the same point in the new picture): their
 * centre follows, their angle turns with the picture, their scale follows a resize. A mirrored picture
 * does not mirror the text: it keeps reading left to right, at the mirrored angle.
 */
export function carryTextLayers(layers: readonly Layer[], map: Affine): Layer[] {
  const det = map.a * map.d - map.b * map.c;
  const scale = Math.sqrt(Math.abs(det)) || 1;
  return layers.map((layer) => {
    if (layer.kind !== 'text') return layer;
    const t = layer.transform;
    const [x, y] = applyAffine(map, t.x, t.y);
    const r = (t.rotation * Math.PI) / 180;
    let rotation = angleOf(map, Math.cos(r), Math.sin(r));
    if (det < 0) {
      // Reflected: of the two readings of the mirrored line, keep the one closer to the old angle.
      const flipped = normalAngle(rotation + 180);
      const distance = (a: number): number => Math.abs(normalAngle(a - t.rotation));
      rotation = distance(flipped) < distance(rotation) ? flipped : rotation;
    }
    return { ...layer, transform: { x, y, scaleX: t.scaleX * scale, scaleY: t.scaleY * scale, rotation: normalAngle(rotation) } };
  });
}

/**
 * Sets the last geometry step to `type` with `params` (editing `editId` in place when it is that last
 * step, else adding one at the end), or removes it when `params` is null, and carries the text along.
 */
export function setLastGeometry(doc: EditorDocument, editId: string | null, type: string, params: OperationParams | null): Edited {
  const existing = editId ? doc.operations.find((op) => op.id === editId) ?? null : null;
  const base = existing ? without(doc, existing.id) : doc;
  const input = outputSize(base, 1);
  const oldMap = existing ? geometryStep(existing.type, existing.params, input, 1).map : IDENTITY;
  let next: Edited;
  if (params === null) {
    next = { document: base, id: existing?.id ?? '' };
  } else if (existing) {
    next = { document: updateOperation(doc, existing.id, params), id: existing.id };
  } else {
    next = addOperation(doc, type, params);
  }
  const op = next.document.operations.find((o) => o.id === next.id);
  const newMap = op ? geometryStep(op.type, op.params, input, 1).map : IDENTITY;
  // old output → input (oldMap), input → new output (inverse of newMap).
  const carry = composeAffine(invertAffine(newMap), oldMap);
  return { document: { ...next.document, layers: carryTextLayers(next.document.layers, carry) }, id: next.id };
}

/** Rotate buttons: a quarter turn clockwise (1) or counter-clockwise (-1), adding up on the last rotate. */
export function rotateQuarter(doc: EditorDocument, direction: 1 | -1): EditorDocument {
  const last = lastGeometryOf(doc, 'rotate');
  const turns = ((((last ? Math.round(numberParam(last.params, 'turns')) : 0) + direction) % 4) + 4) % 4;
  return setLastGeometry(doc, last?.id ?? null, 'rotate', turns === 0 ? null : { turns }).document;
}

/** Flip buttons: toggles one axis of the last flip (none left: the step goes). */
export function flipAxis(doc: EditorDocument, axis: 'horizontal' | 'vertical'): EditorDocument {
  const last = lastGeometryOf(doc, 'flip');
  const horizontal = (last ? booleanParam(last.params, 'horizontal') : false) !== (axis === 'horizontal');
  const vertical = (last ? booleanParam(last.params, 'vertical') : false) !== (axis === 'vertical');
  return setLastGeometry(doc, last?.id ?? null, 'flip', horizontal || vertical ? { horizontal, vertical } : null).document;
}

/**
 * What the crop tool shows while it is open: the document without the crop being edited (the picture
 * entering it, with the text moved back onto it), and the box to start from.
 */
export function cropBase(doc: EditorDocument): { base: EditorDocument; editId: string | null; params: OperationParams } {
  const last = lastGeometryOf(doc, 'crop');
  if (!last) return { base: doc, editId: null, params: defaultParams('crop') };
  const removed = setLastGeometry(doc, last.id, 'crop', null).document;
  return { base: removed, editId: last.id, params: last.params };
}

/** The slider of one adjustment edits that adjustment's step wherever it is; the first move adds it. */
export function setAdjustment(doc: EditorDocument, type: string, params: OperationParams): Edited {
  for (let i = doc.operations.length - 1; i >= 0; i--) {
    const op = doc.operations[i];
    if (op?.type === type) return { document: updateOperation(doc, op.id, params), id: op.id };
  }
  return addOperation(doc, type, params);
}

/** The current value of an adjustment (its default when the document has none). */
export function adjustmentParams(doc: EditorDocument, type: string): OperationParams {
  for (let i = doc.operations.length - 1; i >= 0; i--) {
    const op = doc.operations[i];
    if (op?.type === type) return op.params;
  }
  return defaultParams(type);
}

/** Puts every adjustment back to neutral (removes their steps). */
export function resetAdjustments(doc: EditorDocument): EditorDocument {
  return { ...doc, operations: doc.operations.filter((op) => operationSpec(op.type)?.category !== 'adjust') };
}

const isLook = (op: Operation | undefined): boolean => {
  const category = operationSpec(op?.type ?? '')?.category;
  return category === 'effect' || category === 'artsy';
};

/** Choosing a look (effect or artsy) puts it on top of the looks already there: looks stack. */
export function chooseLook(doc: EditorDocument, type: string): Edited {
  return addOperation(doc, type, {});
}

/** The looks of the given types in the order they render (bottom first). */
export function lookStack(doc: EditorDocument, types: readonly string[]): Operation[] {
  return doc.operations.filter((op) => isLook(op) && types.includes(op.type));
}

/**
 * Moves a look one place up (+1, later: applied after) or down (−1) among the looks of `types`, swapping
 * it with its neighbour there; the operations between them keep their places.
 */
export function moveLook(doc: EditorDocument, id: string, direction: 1 | -1, types: readonly string[]): EditorDocument {
  const stack = lookStack(doc, types);
  const at = stack.findIndex((op) => op.id === id);
  const other = stack[at + direction];
  const self = stack[at];
  if (at < 0 || !other || !self) return doc;
  return { ...doc, operations: doc.operations.map((op) => (op.id === self.id ? other : op.id === other.id ? self : op)) };
}

export function removeStep(doc: EditorDocument, id: string): EditorDocument {
  return removeOperation(doc, id);
}
