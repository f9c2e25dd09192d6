// The editor's keyboard shortcuts on the window, while no dialog is open over the editor.
import { removePhoto } from '../../../lib/shared/collage/document';
import { useEffect } from 'react';
import { removeLayer } from '../../../lib/shared/editor/edits';
import { isImageLibraryOpen } from '../../library';
import type { EditorController } from '../state/editorController';
import { isMacPlatform, isTypingTarget, shortcutFor, type ShortcutAction } from '../state/shortcuts';
import { ZOOM_STEP } from '../state/viewMath';
import { zoomBy, zoomFit } from './EditorTopBar';
import { endCellEdit } from '../collage/cellEdit';

function dialogOpen(): boolean {
  return isImageLibraryOpen() || document.querySelector('[role="dialog"][aria-modal="true"], [role="alertdialog"]') !== null;
}

/** Escape: the crop box first, then mask painting, then the selection on the canvas, then the text selection, then the tool. */
export function cancelCurrent(editor: EditorController): boolean {
  const ui = editor.ui.get();
  // A collage photo being edited with the editor's tools: Escape is Done (back to the collage panels).
  if (ui.editLayerId !== null) endCellEdit(editor);
  else if (ui.crop) editor.setUi({ crop: null });
  else if (ui.maskPaint) editor.setUi({ maskPaint: null });
  // Only where the selection is shown (the selection tool); elsewhere it waits, unseen, for that tool.
  else if (ui.selection && ui.category === 'select') editor.setUi({ selection: null });
  else if (ui.selectedLayerId) editor.setUi({ selectedLayerId: null });
  else if (ui.compare) editor.setUi({ compare: false });
  else if (ui.tool) editor.setUi({ tool: null });
  else return false;
  return true;
}

export function runShortcut(editor: EditorController, action: ShortcutAction): boolean {
  switch (action) {
    case 'undo':
      editor.seal();
      return editor.undo() || true;
    case 'redo':
      editor.seal();
      return editor.redo() || true;
    case 'zoom_in':
      zoomBy(editor, ZOOM_STEP);
      return true;
    case 'zoom_out':
      zoomBy(editor, 1 / ZOOM_STEP);
      return true;
    case 'zoom_fit':
      zoomFit(editor);
      return true;
    case 'cancel':
      return cancelCurrent(editor);
    case 'delete_layer': {
      const id = editor.ui.get().selectedLayerId;
      const doc = editor.document;
      if (!id || !doc) return false;
      // A collage's cell keeps its place when its photo goes: the cell empties (removePhoto), the layout stays.
      const cell = doc.collage ? doc.collage.cells.findIndex((c) => c.layerId === id) : -1;
      // The photo editor always keeps a picture: its last image layer stays (layers panel, issue 14).
      const images = doc.layers.filter((l) => l.kind === 'image');
      if (doc.section !== 'collage' && images.length === 1 && images[0]?.id === id) return false;
      editor.seal();
      editor.commit(cell >= 0 ? removePhoto(doc, cell) : removeLayer(doc, id));
      editor.setUi({ selectedLayerId: null });
      return true;
    }
  }
}

export function useEditorKeys(editor: EditorController | null, enabled: boolean): void {
  useEffect(() => {
    if (!editor || !enabled) return;
    const isMac = isMacPlatform();
    const onKey = (event: KeyboardEvent): void => {
      if (event.defaultPrevented || dialogOpen()) return;
      const target = event.target instanceof Element ? event.target : null;
      const typing = isTypingTarget(target);
      const action = shortcutFor(event, { isMac, typing });
      if (!action) return;
      // Escape in a text field leaves the field first.
      if (action === 'cancel' && typing) {
        (target as HTMLElement).blur();
        event.preventDefault();
        return;
      }
      if (runShortcut(editor, action)) event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [editor, enabled]);
}
