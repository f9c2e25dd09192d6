// The edits the designer's canvas menu makes on the selection (duplicate, delete, one step forward or back,
// group or ungroup, lock): the arrange tools' edits (src/lib/shared/designer/arrange.ts), shaped as the menu
// needs them — a document and ids in, the document and the ids to select out; the same document when nothing
// changes (no history step).
import { deleteLayers, duplicateLayers, groupLayers, orderLayers, setLayersLocked, ungroupLayers } from '../../../../lib/shared/designer/arrange';
import type { EditorDocument, Layer } from '../../../../lib/shared/editor/types';

export interface Edited {
  document: EditorDocument;
  ids: string[];
}

const selected = (doc: EditorDocument, ids: readonly string[]): Layer[] => {
  const wanted = new Set(ids);
  return doc.layers.filter((l) => wanted.has(l.id));
};

/** A copy of each layer just above it; copies of a group form a new group of their own. */
export function duplicateSelection(doc: EditorDocument, ids: readonly string[]): Edited {
  const made = duplicateLayers(doc, ids);
  return made.document === doc ? { document: doc, ids: [...ids] } : made;
}

/** Removes the unlocked layers among `ids`. */
export function deleteSelection(doc: EditorDocument, ids: readonly string[]): Edited {
  const next = deleteLayers(doc, ids);
  return { document: next, ids: ids.filter((id) => next.layers.some((l) => l.id === id)) };
}

/** One step up (+1) or down (−1) the stack, the selection moving as one block. */
export function stepSelection(doc: EditorDocument, ids: readonly string[], delta: 1 | -1): Edited {
  return { document: orderLayers(doc, ids, delta === 1 ? 'forward' : 'backward'), ids: [...ids] };
}

/** The selection's one group when every selected layer belongs to it; null otherwise. */
export function sharedGroup(doc: EditorDocument, ids: readonly string[]): string | null {
  const layers = selected(doc, ids);
  const group = layers[0]?.group;
  return group && layers.every((l) => l.group === group) ? group : null;
}

/** Groups two or more layers, or ungroups a selection that is one group. */
export function toggleGroup(doc: EditorDocument, ids: readonly string[]): Edited {
  if (sharedGroup(doc, ids)) return { document: ungroupLayers(doc, ids), ids: [...ids] };
  return { document: groupLayers(doc, ids).document, ids: [...ids] };
}

/** Whether every selected layer is locked (the menu then offers to unlock). */
export function allLocked(doc: EditorDocument, ids: readonly string[]): boolean {
  const layers = selected(doc, ids);
  return layers.length > 0 && layers.every((l) => l.locked);
}

/** Locks the selection, or unlocks it when it is all locked. */
export function toggleLock(doc: EditorDocument, ids: readonly string[]): Edited {
  return { document: setLayersLocked(doc, ids, !allLocked(doc, ids)), ids: [...ids] };
}
