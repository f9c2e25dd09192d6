// The keyboard on a focused cell: arrows pan its photo (Shift: five times as far), + and − zoom it about
// its centre, Enter opens its menu (on an empty cell: adds a photo), Delete or Backspace takes the photo
// out, Escape closes the menu. A held key is one undo step: its edits share a merge key, sealed on key up.
import { removePhoto } from '../../../../lib/shared/collage/document';
import type { EditorController } from '../../state/editorController';
import { ZOOM_STEP, type DrawnView } from '../../state/viewMath';
import { cellLayer, panned, zoomed } from './collageEdits';

/** Screen px one arrow press pans a photo by. */
export const KEY_PAN_PX = 10;

export interface CellKeyActions {
  openMenu(cell: number): void;
  closeMenu(): void;
  addPhotos(cell: number): void;
}

const ARROWS = new Map<string, [number, number]>([
  ['ArrowLeft', [-1, 0]],
  ['ArrowRight', [1, 0]],
  ['ArrowUp', [0, -1]],
  ['ArrowDown', [0, 1]],
]);

/** Handles `e` when it is one of the cell's keys (and keeps it from the editor's shortcuts). */
export function onCellKey(editor: EditorController, cell: number, view: DrawnView, e: React.KeyboardEvent, actions: CellKeyActions): void {
  if (e.ctrlKey || e.metaKey || e.altKey) return;
  const doc = editor.document;
  if (!doc?.collage) return;
  const photo = cellLayer(doc, cell) !== null;
  const arrow = ARROWS.get(e.key);
  const done = (): void => {
    e.preventDefault();
    e.stopPropagation();
  };
  if (arrow && photo) {
    done();
    const step = KEY_PAN_PX * (e.shiftKey ? 5 : 1);
    editor.commit(panned(doc, doc.collage, cell, arrow[0] * step, arrow[1] * step, view), `collage:cell:${cell}:keys`);
  } else if ((e.key === '+' || e.key === '=' || e.key === '-') && photo) {
    done();
    editor.commit(zoomed(doc, cell, e.key === '-' ? 1 / ZOOM_STEP : ZOOM_STEP), `collage:cell:${cell}:keyzoom`);
  } else if (e.key === 'Enter' || e.key === ' ') {
    done();
    if (photo) actions.openMenu(cell);
    else actions.addPhotos(cell);
  } else if ((e.key === 'Delete' || e.key === 'Backspace') && photo) {
    done();
    editor.seal();
    editor.commit(removePhoto(doc, cell));
    editor.seal();
  } else if (e.key === 'Escape') {
    done();
    actions.closeMenu();
  }
}
