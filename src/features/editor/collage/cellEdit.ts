// Cell-edit mode: a collage cell's photo opened in the photo editor's Adjust, Effects and Artsy panels.
// The panels then write that layer's own operations (state/operationsTarget.ts); Done (or Escape) goes
// back to the collage panel the user came from.
import type { EditorController } from '../state/editorController';
import { isCollagePanel, type EditorPanel } from '../state/uiState';

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
  cameFrom.set(editor, isCollagePanel(category) ? category : 'layout');
  editor.seal();
  editor.setUi({ editLayerId: layerId, category: 'adjust', tool: null, lookId: null });
}

export function endCellEdit(editor: EditorController): void {
  editor.seal();
  editor.setUi({ editLayerId: null, category: cameFrom.get(editor) ?? 'layout', tool: null, lookId: null });
}
