// Every collage change is an edit of the editor's history: a click is one undo step of its own; a drag
// (a slider, a colour being picked) passes a merge key, so its moves are one step, sealed when it ends.
import type { EditorDocument } from '../../../lib/shared/editor/types';
import type { EditorController } from '../state/editorController';

export function editCollage(editor: EditorController, change: (doc: EditorDocument) => EditorDocument, mergeKey?: string): void {
  const doc = editor.document;
  if (!doc) return;
  const next = change(doc);
  if (next === doc) return;
  if (mergeKey === undefined) editor.seal();
  editor.commit(next, mergeKey);
  if (mergeKey === undefined) editor.seal();
}

/** '#rrggbb' from the document's '#rrggbbaa' (a colour input has no alpha). */
export function colorInputValue(color: string): string {
  return /^#[0-9a-f]{6}/i.test(color) ? color.slice(0, 7).toLowerCase() : '#ffffff';
}

/** The input's '#rrggbb' as the document's colour, keeping the alpha it had (opaque when it had none). */
export function documentColor(input: string, previous: string): string {
  const alpha = /^#[0-9a-f]{8}$/i.test(previous) ? previous.slice(7, 9) : 'ff';
  // A transparent background picked a colour for: the colour shows.
  return `${input.toLowerCase()}${alpha === '00' ? 'ff' : alpha}`;
}
