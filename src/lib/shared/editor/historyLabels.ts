// The name of a history step, derived from what changed between two documents (so nothing extra is
// stored, and every way of editing — panels, keys, canvas drags — is named the same way). `key` is a
// translation key of the editorHistory namespace; `name`, when present, is the catalogue's key of the
// tool (locales/<lang>/editor.json) that the text takes as {{name}}.
import { operationSpec } from './catalogue';
import type { EditorDocument, Layer, Operation } from './types';

export interface StepLabel {
  key: string;
  name?: string;
}

export const HISTORY_LABEL_KEYS = {
  open: 'history_step_open',
  tool: 'history_step_tool',
  look: 'history_step_look',
  remove: 'history_step_remove',
  reorder: 'history_step_reorder',
  removeMany: 'history_step_remove_many',
  addText: 'history_step_add_text',
  editText: 'history_step_edit_text',
  moveText: 'history_step_move_text',
  deleteText: 'history_step_delete_text',
  addImage: 'history_step_add_image',
  editImage: 'history_step_edit_image',
  removeImage: 'history_step_remove_image',
  addLayer: 'history_step_add_layer',
  editLayer: 'history_step_edit_layer',
  removeLayer: 'history_step_remove_layer',
  reorderLayers: 'history_step_reorder_layers',
  canvas: 'history_step_canvas',
  edit: 'history_step_edit',
} as const;

const K = HISTORY_LABEL_KEYS;
const same = (a: unknown, b: unknown): boolean => a === b || JSON.stringify(a) === JSON.stringify(b);

function operationLabel(op: Operation, removed = false): StepLabel {
  const spec = operationSpec(op.type);
  if (!spec) return { key: K.edit };
  if (removed) return { key: K.remove, name: spec.labelKey };
  const look = spec.category === 'effect' || spec.category === 'artsy';
  return { key: look ? K.look : K.tool, name: spec.labelKey };
}

function operationsLabel(before: readonly Operation[], after: readonly Operation[]): StepLabel | null {
  const old = new Map(before.map((op) => [op.id, op]));
  const now = new Set(after.map((op) => op.id));
  // Added, or changed in place (a slider, a look swapped while choosing): named after the newest such step.
  for (let i = after.length - 1; i >= 0; i--) {
    const op = after[i]!;
    const was = old.get(op.id);
    if (!was || !same(was, op)) return operationLabel(op);
  }
  const gone = before.filter((op) => !now.has(op.id));
  if (gone.length === 1) return operationLabel(gone[0]!, true);
  if (gone.length > 1) return { key: K.removeMany };
  if (!same(before.map((op) => op.id), after.map((op) => op.id))) return { key: K.reorder };
  return null;
}

function layerKeys(layer: Layer): { add: string; edit: string; remove: string } {
  if (layer.kind === 'text') return { add: K.addText, edit: K.editText, remove: K.deleteText };
  if (layer.kind === 'image') return { add: K.addImage, edit: K.editImage, remove: K.removeImage };
  return { add: K.addLayer, edit: K.editLayer, remove: K.removeLayer };
}

function layersLabel(before: readonly Layer[], after: readonly Layer[]): StepLabel | null {
  const old = new Map(before.map((layer) => [layer.id, layer]));
  const now = new Set(after.map((layer) => layer.id));
  for (let i = after.length - 1; i >= 0; i--) {
    const layer = after[i]!;
    const was = old.get(layer.id);
    if (!was) return { key: layerKeys(layer).add };
    if (same(was, layer)) continue;
    // Only the placement changed: a drag on the canvas.
    const moved = layer.kind === 'text' && same({ ...was, transform: null }, { ...layer, transform: null });
    return { key: moved ? K.moveText : layerKeys(layer).edit };
  }
  const gone = before.find((layer) => !now.has(layer.id));
  if (gone) return { key: layerKeys(gone).remove };
  if (!same(before.map((l) => l.id), after.map((l) => l.id))) return { key: K.reorderLayers };
  return null;
}

/**
 * What the step from `before` to `after` did. The operations speak first: a geometry step also moves the
 * text along with the picture, and it is the crop or the rotation the user did.
 */
export function stepLabel(before: EditorDocument, after: EditorDocument): StepLabel {
  return operationsLabel(before.operations, after.operations) ?? layersLabel(before.layers, after.layers) ?? (same(before.canvas, after.canvas) ? { key: K.edit } : { key: K.canvas });
}

/** Labels of every state of a history (oldest first): "Open", then the step that led to each. */
export function historyLabels(states: readonly EditorDocument[]): StepLabel[] {
  return states.map((doc, i) => (i === 0 ? { key: K.open } : stepLabel(states[i - 1]!, doc)));
}
