// The arranging commands of the designer (the Arrange panel's buttons, the shortcuts, the canvas's menu):
// each planned on the present document and selection — what it would make, or why it cannot — and run as
// one undo step that selects what it made.
import { alignLayers, deleteLayers, distributeLayers, duplicateLayers, groupLayers, orderLayers, setLayersLocked, setLayersVisible, ungroupLayers, unitsOf, type AlignEdge, type AlignTarget, type DistributeAxis, type OrderMove } from '../../../../lib/shared/designer/arrange';
import { expandToGroups, type MeasuredBoxes } from '../../../../lib/shared/designer/boxes';
import type { EditorDocument } from '../../../../lib/shared/editor/types';
import { commitStep } from '../../panels/layers/commitLayers';
import type { EditorController } from '../../state/editorController';
import { selectedIdsOf, selectionPatch } from '../../state/selection';

export type ArrangeCommand =
  | { type: 'align'; edge: AlignEdge; relativeTo: AlignTarget }
  | { type: 'distribute'; axis: DistributeAxis }
  | { type: 'group' }
  | { type: 'ungroup' }
  | { type: 'order'; how: OrderMove }
  | { type: 'duplicate' }
  | { type: 'delete' }
  | { type: 'lock'; locked: boolean }
  | { type: 'visible'; visible: boolean };

export interface ArrangePlan {
  document: EditorDocument;
  /** The selection after the command (undefined: as it is). */
  select?: string[];
  /** Why the command cannot run now (a locale key), or null when it can. */
  reason: string | null;
}

const MOVES = new Set<ArrangeCommand['type']>(['align', 'distribute', 'group', 'ungroup', 'order', 'duplicate', 'delete']);

export function planArrange(doc: EditorDocument, ids: readonly string[], measured: MeasuredBoxes, command: ArrangeCommand): ArrangePlan {
  const units = unitsOf(doc, ids);
  const no = (reason: string): ArrangePlan => ({ document: doc, reason });
  if (units.length === 0) return no('arrange_why_nothing');
  if (MOVES.has(command.type) && units.every((u) => u.locked)) return no('arrange_why_locked');
  const made = (document: EditorDocument, otherwise: string, select?: string[]): ArrangePlan => (document === doc ? no(otherwise) : { document, reason: null, select });
  switch (command.type) {
    case 'align':
      if (command.relativeTo === 'selection' && units.length < 2) return no('arrange_why_one_unit');
      return made(alignLayers(doc, ids, command.edge, measured, command.relativeTo), 'arrange_why_aligned');
    case 'distribute':
      if (units.length < 3) return no('arrange_why_three');
      return made(distributeLayers(doc, ids, command.axis, measured), 'arrange_why_aligned');
    case 'group': {
      if (units.filter((u) => !u.locked).flatMap((u) => u.ids).length < 2) return no('arrange_why_two');
      const { document } = groupLayers(doc, ids);
      return made(document, 'arrange_why_grouped', expandToGroups(document, ids));
    }
    case 'ungroup':
      return made(ungroupLayers(doc, ids), 'arrange_why_no_group');
    case 'order':
      return made(orderLayers(doc, ids, command.how), command.how === 'forward' || command.how === 'front' ? 'arrange_why_top' : 'arrange_why_bottom');
    case 'duplicate': {
      const copy = duplicateLayers(doc, ids);
      return made(copy.document, 'arrange_why_full', copy.ids);
    }
    case 'delete':
      return made(deleteLayers(doc, ids), 'arrange_why_locked', []);
    case 'lock':
      return made(setLayersLocked(doc, ids, command.locked), 'arrange_why_nothing');
    case 'visible':
      return made(setLayersVisible(doc, ids, command.visible), 'arrange_why_nothing');
  }
}

/** Plans the command on the editor's document and selection. */
export function planFor(editor: EditorController, command: ArrangeCommand): ArrangePlan | null {
  const doc = editor.document;
  return doc ? planArrange(doc, selectedIdsOf(editor.ui.get()), editor.boxes.get(), command) : null;
}

/** Runs the command as one undo step; false when it could not run. */
export function runArrange(editor: EditorController, command: ArrangeCommand): boolean {
  const plan = planFor(editor, command);
  if (!plan || plan.reason) return false;
  commitStep(editor, () => plan.document);
  if (plan.select) editor.setUi(selectionPatch(plan.select));
  return true;
}
