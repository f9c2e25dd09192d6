// Cell-edit mode: a collage cell's photo opened in the photo editor's Adjust, Effects and Artsy panels.
// The panels then write that layer's own operations (state/operationsTarget.ts); Done (or Escape) goes
// back to the collage panel the user came from.
import type { EditorController } from '../state/editorController';
import { isCollagePanel, isDesignerPanel, type EditorPanel } from '../state/uiState';

/** The photo editor's panels a cell's photo can be edited with. */
export const CELL_EDIT_PANELS = ['adjust', 'effect', 'artsy'] as const;
export type CellEditPanel = (typeof CELL_EDIT_PANELS)[number];

export function isCellEditPanel(panel: EditorPanel | null): panel is CellEditPanel {
  return panel === 'adjust' || panel === 'effect' || panel === 'artsy';
}

// The collage panel open when the edit began, per editor, to come back to.
const cameFrom = new WeakMap<EditorController, EditorPanel>();

export function startCellEdit(editor: EditorController, layerId: string): void {
  const category = editor.ui.get().category;
  // The designer (issue 16) edits its photos the same way and comes back to its own panel.
  cameFrom.set(editor, isCollagePanel(category) || isDesignerPanel(category) || (category === 'text' && editor.document?.section === 'designer') ? category : homePanel(editor));
  editor.seal();
  editor.setUi({ editLayerId: layerId, category: 'adjust', tool: null, lookId: null });
}

export function endCellEdit(editor: EditorController): void {
  editor.seal();
  editor.setUi({ editLayerId: null, category: cameFrom.get(editor) ?? homePanel(editor), tool: null, lookId: null });
}

const homePanel = (editor: EditorController): EditorPanel => (editor.document?.section === 'designer' ? 'uploads' : 'layout');
