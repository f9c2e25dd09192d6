// Every change made in the layers panel is one undo step: sealed before and after.
import type { EditorDocument } from '../../../../lib/shared/editor/types';
import type { EditorController } from '../../state/editorController';

export function commitStep(editor: EditorController, change: (doc: EditorDocument) => EditorDocument): void {
  const doc = editor.document;
  if (!doc) return;
  const next = change(doc);
  if (next === doc) return;
  editor.seal();
  editor.commit(next);
  editor.seal();
}
