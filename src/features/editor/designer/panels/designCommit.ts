// Every designer panel change is an edit of the editor's history, as the collage maker's are
// (collage/editCollage.ts): a click is one undo step; a drag passes a merge key and is one step.
import type { Edited } from '../../../../lib/shared/editor/edits';
import type { EditorDocument } from '../../../../lib/shared/editor/types';
import { editCollage } from '../../collage/editCollage';
import type { EditorController } from '../../state/editorController';
import { selectionPatch } from '../../state/selection';

export const editDesign = editCollage;

/** Commits an addition as one undo step and selects what it added; returns its id (null: nothing added). */
export function addAndSelect(editor: EditorController, add: (doc: EditorDocument) => Edited): string | null {
  let id: string | null = null;
  editDesign(editor, (doc) => {
    const added = add(doc);
    if (added.document !== doc) id = added.id;
    return added.document;
  });
  if (id !== null) editor.setUi(selectionPatch([id]));
  return id;
}
