// Adding a brush stroke to a document. A stroke joins the last operation when that is the same tool with
// the same parameters (the same clone source, the same dodge range…), otherwise it starts a new
// operation: a run of strokes with one tool renders as ONE pass (the coverage of all its strokes), while
// the undo history still takes one step per stroke (each stroke is its own commit of the document).
import { isBrushOperation } from './brushCatalogue';
import type { Edited } from './edits';
import { newId } from './ids';
import { normaliseParams } from './params';
import { BRUSH_LIMITS, restoreStroke, type BrushStroke } from './strokes';
import { DOCUMENT_LIMITS, type EditorDocument, type OperationParams } from './types';

const sameParams = (a: OperationParams, b: OperationParams): boolean => {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const k of keys) if (a[k] !== b[k]) return false;
  return true;
};

/** The document with `stroke` painted by brush tool `type`; throws (changing nothing) on bad input. */
export function addBrushStroke(doc: EditorDocument, type: string, params: OperationParams, stroke: BrushStroke): Edited {
  if (!isBrushOperation(type)) throw new RangeError(`Not a brush tool: ${type}`);
  const clean = restoreStroke(stroke);
  if (!clean) throw new RangeError('The stroke has no points');
  const normal = normaliseParams(type, params).params;
  const last = doc.operations[doc.operations.length - 1];
  if (last && last.enabled && last.type === type && sameParams(last.params, normal) && (last.strokes?.length ?? 0) < BRUSH_LIMITS.maxStrokes) {
    const strokes = [...(last.strokes ?? []), clean];
    return { document: { ...doc, operations: doc.operations.map((op) => (op.id === last.id ? { ...op, strokes } : op)) }, id: last.id };
  }
  if (doc.operations.length >= DOCUMENT_LIMITS.maxOperations) throw new RangeError('Too many operations');
  const id = newId('op');
  return { document: { ...doc, operations: [...doc.operations, { id, type, params: normal, enabled: true, strokes: [clean] }] }, id };
}
