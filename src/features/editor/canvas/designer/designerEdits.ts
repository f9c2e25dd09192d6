// The edits the designer's canvas menu makes on the selection (duplicate, delete, one step forward or back,
// group or ungroup, lock), built on the editor's layer edits. Pure: a document and ids in, the document and
// the ids to select out; the same document when nothing changes (no history step).
import { deleteLayer, duplicateLayer, setLayerLocked, stackOf, stepLayer } from '../../../../lib/shared/editor/layers';
import { newId } from '../../../../lib/shared/editor/ids';
import type { EditorDocument, Layer } from '../../../../lib/shared/editor/types';
import { moveLayers } from '../../../../lib/shared/designer/transform';

export interface Edited {
  document: EditorDocument;
  ids: string[];
}

/** Copies land this far (document px) below and right of their originals, so they show as copies. */
export const DUPLICATE_OFFSET = 20;

const inStackOrder = (doc: EditorDocument, ids: readonly string[]): Layer[] => {
  const wanted = new Set(ids);
  return stackOf(doc).filter((l) => wanted.has(l.id));
};

/** A copy of each layer just above it; copies of a group form a new group of their own. */
export function duplicateSelection(doc: EditorDocument, ids: readonly string[]): Edited {
  let next = doc;
  const copies: string[] = [];
  const groups = new Map<string, string>();
  for (const layer of inStackOrder(doc, ids)) {
    const made = duplicateLayer(next, layer.id);
    if (made.document === next) continue;
    next = made.document;
    copies.push(made.id);
    if (layer.group) {
      const group = groups.get(layer.group) ?? newId('group');
      groups.set(layer.group, group);
      next = { ...next, layers: next.layers.map((l) => (l.id === made.id ? { ...l, group } : l)) };
    }
  }
  if (copies.length === 0) return { document: doc, ids: [...ids] };
  return { document: moveLayers(next, copies, DUPLICATE_OFFSET, DUPLICATE_OFFSET), ids: copies };
}

/** Removes the unlocked layers among `ids`. */
export function deleteSelection(doc: EditorDocument, ids: readonly string[]): Edited {
  const next = ids.reduce((d, id) => deleteLayer(d, id), doc);
  return { document: next, ids: ids.filter((id) => next.layers.some((l) => l.id === id)) };
}

/** One step up (+1) or down (−1) the stack for every selected layer, their order among themselves kept. */
export function stepSelection(doc: EditorDocument, ids: readonly string[], delta: 1 | -1): Edited {
  const layers = inStackOrder(doc, ids);
  const order = delta === 1 ? layers.reverse() : layers;
  return { document: order.reduce((d, layer) => stepLayer(d, layer.id, delta), doc), ids: [...ids] };
}

/** The selection's one group when every selected layer belongs to it; null otherwise. */
export function sharedGroup(doc: EditorDocument, ids: readonly string[]): string | null {
  const layers = inStackOrder(doc, ids);
  const group = layers[0]?.group;
  return group && layers.every((l) => l.group === group) ? group : null;
}

/** Groups two or more layers (leaving any group they were in), or ungroups a selection that is one group. */
export function toggleGroup(doc: EditorDocument, ids: readonly string[]): Edited {
  const wanted = new Set(ids);
  const shared = sharedGroup(doc, ids);
  if (shared) {
    return { document: { ...doc, layers: doc.layers.map((l) => (l.group === shared ? withoutGroup(l) : l)) }, ids: [...ids] };
  }
  if (inStackOrder(doc, ids).length < 2) return { document: doc, ids: [...ids] };
  const group = newId('group');
  const layers = doc.layers.map((l) => (wanted.has(l.id) ? { ...l, group } : l));
  // A group left with one member is no group.
  const counts = new Map<string, number>();
  for (const l of layers) if (l.group) counts.set(l.group, (counts.get(l.group) ?? 0) + 1);
  return { document: { ...doc, layers: layers.map((l) => (l.group && counts.get(l.group) === 1 ? withoutGroup(l) : l)) }, ids: [...ids] };
}

function withoutGroup(layer: Layer): Layer {
  const copy = { ...layer };
  delete copy.group;
  return copy;
}

/** Whether every selected layer is locked (the menu then offers to unlock). */
export function allLocked(doc: EditorDocument, ids: readonly string[]): boolean {
  const layers = inStackOrder(doc, ids);
  return layers.length > 0 && layers.every((l) => l.locked);
}

/** Locks the selection, or unlocks it when it is all locked. */
export function toggleLock(doc: EditorDocument, ids: readonly string[]): Edited {
  const locked = !allLocked(doc, ids);
  return { document: ids.reduce((d, id) => setLayerLocked(d, id, locked), doc), ids: [...ids] };
}
