// The photo enhancer's edits (pure): the analysis's changes (workers/tools/enhance/analyse.ts) become ordinary
// catalogue operations — an adjustment already in the document is changed (the Adjust panel edits the
// last step of each type, so the user finds one slider per adjustment), a missing one is added — and the
// intensity rescales what the enhancement added, never the user's own values underneath.
import { operationSpec, type NumberParamSpec } from '../../../../lib/shared/editor/catalogue';
import { addOperation, updateOperation } from '../../../../lib/shared/editor/edits';
import { numberParam } from '../../../../lib/shared/editor/params';
import type { EditorDocument } from '../../../../lib/shared/editor/types';
import type { EnhanceChange } from '../../../../../workers/tools/enhance/analyse';

export interface EnhancedParam {
  opId: string;
  type: string;
  param: string;
  /** The value before the enhancement. */
  base: number;
  /** What full intensity adds. */
  delta: number;
}

/** What one "Enhance" did, so the intensity can rescale it later. */
export interface Enhancement {
  params: EnhancedParam[];
}

function numberSpec(type: string, param: string): NumberParamSpec | null {
  const spec = operationSpec(type)?.params[param];
  return spec?.kind === 'number' ? spec : null;
}

function onStep(value: number, spec: NumberParamSpec): number {
  const stepped = Math.round(value / spec.step) * spec.step;
  return Math.min(spec.max, Math.max(spec.min, Number(stepped.toFixed(4))));
}

function lastOfType(doc: EditorDocument, type: string): string | null {
  for (let i = doc.operations.length - 1; i >= 0; i--) {
    const op = doc.operations[i];
    if (op?.type === type) return op.id;
  }
  return null;
}

/** The document with the changes applied at `intensity` (0..1), and the record of them. */
export function applyEnhancement(doc: EditorDocument, changes: readonly EnhanceChange[], intensity = 1): { document: EditorDocument; enhancement: Enhancement } {
  let next = doc;
  const params: EnhancedParam[] = [];
  for (const change of changes) {
    const spec = numberSpec(change.type, change.param);
    if (!spec) continue;
    let opId = lastOfType(next, change.type);
    if (opId === null) {
      const added = addOperation(next, change.type, {});
      next = added.document;
      opId = added.id;
    }
    const op = next.operations.find((o) => o.id === opId);
    const base = op ? numberParam(op.params, change.param, spec.default) : spec.default;
    params.push({ opId, type: change.type, param: change.param, base, delta: change.delta });
  }
  const enhancement = { params };
  return { document: withIntensity(next, enhancement, intensity), enhancement };
}

/** The enhancement's operations at `intensity` (0..1); operations the user removed since stay removed. */
export function withIntensity(doc: EditorDocument, enhancement: Enhancement, intensity: number): EditorDocument {
  const k = Math.min(1, Math.max(0, intensity));
  let next = doc;
  for (const entry of enhancement.params) {
    const spec = numberSpec(entry.type, entry.param);
    if (!spec || !next.operations.some((op) => op.id === entry.opId)) continue;
    next = updateOperation(next, entry.opId, { [entry.param]: onStep(entry.base + entry.delta * k, spec) });
  }
  return next;
}

/** The intensity the document shows now (0..1), read from its largest change; null when none is left. */
export function intensityIn(doc: EditorDocument, enhancement: Enhancement): number | null {
  let best: { entry: EnhancedParam; weight: number } | null = null;
  for (const entry of enhancement.params) {
    const spec = numberSpec(entry.type, entry.param);
    if (!spec || entry.delta === 0 || !doc.operations.some((op) => op.id === entry.opId)) continue;
    const weight = Math.abs(entry.delta) / (spec.max - spec.min);
    if (!best || weight > best.weight) best = { entry, weight };
  }
  if (!best) return null;
  const op = doc.operations.find((o) => o.id === best.entry.opId);
  const value = op ? numberParam(op.params, best.entry.param, best.entry.base) : best.entry.base;
  return Math.min(1, Math.max(0, (value - best.entry.base) / best.entry.delta));
}
