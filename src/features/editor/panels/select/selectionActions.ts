// What the selection tool does to the UI state and the document. The selection lives in the UI state (it is
// not an edit) until it becomes a mask: then one undo step adds the masked adjustment layer or the mask.
import { activeOperations, isGeometryType } from '../../../../lib/shared/editor/geometry';
import { addAdjustmentLayer } from '../../../../lib/shared/editor/layers';
import { addMask, maskFromSelection, MASK_LIMITS, type Selection, type SelectionShape } from '../../../../lib/shared/editor/masks';
import type { EditorDocument } from '../../../../lib/shared/editor/types';
import type { EditorController } from '../../state/editorController';
import type { SelectSettings } from '../../state/uiState';
import { commitStep } from '../layers/commitLayers';

/**
 * Masks are in document pixels; the canvas shows the picture after its geometry steps. Selections are drawn
 * while the picture is the document (no crop, rotation, flip or resize in effect).
 */
export function canSelect(doc: EditorDocument): boolean {
  return !activeOperations(doc).some((op) => isGeometryType(op.type));
}

export function setSelectSettings(editor: EditorController, patch: Partial<SelectSettings>): void {
  editor.setUi((ui) => ({ select: { ...ui.select, ...patch } }));
}

/** Adds a shape to the selection with the tool's combine mode (the first part always adds). */
export function addSelectionPart(editor: EditorController, shape: SelectionShape): void {
  editor.setUi((ui) => {
    const current: Selection = ui.selection ?? { parts: [], feather: 0 };
    if (current.parts.length >= MASK_LIMITS.maxParts) return {};
    const mode = current.parts.length === 0 ? 'add' : ui.select.mode;
    return { selection: { ...current, parts: [...current.parts, { shape, mode }] } };
  });
}

export function selectAll(editor: EditorController): void {
  const doc = editor.document;
  if (!doc) return;
  editor.setUi((ui) => ({ selection: { parts: [{ shape: { kind: 'rectangle', x: 0, y: 0, width: doc.canvas.width, height: doc.canvas.height }, mode: 'add' }], feather: ui.selection?.feather ?? 0 } }));
}

export function clearSelection(editor: EditorController): void {
  editor.setUi({ selection: null });
}

export function setSelectionFeather(editor: EditorController, feather: number): void {
  const value = Math.max(MASK_LIMITS.feather[0], Math.min(MASK_LIMITS.feather[1], feather));
  editor.setUi((ui) => (ui.selection ? { selection: { ...ui.selection, feather: value } } : {}));
}

/** A new adjustment layer of `type`, masked by the selection (one undo step); it becomes the selected layer. */
export function adjustThroughSelection(editor: EditorController, type: string): void {
  const selection = editor.ui.get().selection;
  if (!selection || selection.parts.length === 0) return;
  let id: string | null = null;
  commitStep(editor, (doc) => {
    const added = addAdjustmentLayer(doc, type);
    id = added.id;
    return addMask(added.document, added.id, maskFromSelection(selection));
  });
  if (id) editor.setUi({ selection: null, selectedLayerId: id });
}

/** The selection becomes the mask of layer `id` (replacing the mask it had), one undo step. */
export function maskWithSelection(editor: EditorController, id: string): void {
  const selection = editor.ui.get().selection;
  if (!selection || selection.parts.length === 0) return;
  commitStep(editor, (doc) => addMask(doc, id, maskFromSelection(selection)));
  editor.setUi({ selection: null });
}

/** Side of the small render the colour picker reads (the colour range's colour need not be one pixel's). */
const PICK_SIDE = 512;

/**
 * The colour of the picture at document pixel (x, y), from a small render of the document; null outside it.
 * Then a colour range part for it, with the tool's fuzziness.
 */
export async function selectColourAt(editor: EditorController, x: number, y: number): Promise<void> {
  const doc = editor.document;
  if (!doc || x < 0 || y < 0 || x >= doc.canvas.width || y >= doc.canvas.height) return;
  const width = Math.min(PICK_SIDE, doc.canvas.width);
  const pixels = await editor.renderPixels(doc, { width });
  const px = Math.min(pixels.width - 1, Math.floor((x / doc.canvas.width) * pixels.width));
  const py = Math.min(pixels.height - 1, Math.floor((y / doc.canvas.height) * pixels.height));
  const i = (py * pixels.width + px) * 4;
  const hex = (v: number | undefined): string => (v ?? 0).toString(16).padStart(2, '0');
  const colour = `#${hex(pixels.data[i])}${hex(pixels.data[i + 1])}${hex(pixels.data[i + 2])}ff`;
  addSelectionPart(editor, { kind: 'colourRange', colour, fuzziness: editor.ui.get().select.fuzziness });
}
