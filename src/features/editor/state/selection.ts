// The designer's selection of several layers (issue 16): one place that keeps `selectedIds` and
// `selectedLayerId` (the last picked, which the panels edit) in step.
import type { EditorUi } from './uiState';

/** The patch that selects `ids` (in picking order); [] clears the selection. */
export function selectionPatch(ids: readonly string[]): Pick<EditorUi, 'selectedIds' | 'selectedLayerId'> {
  const unique = [...new Set(ids)];
  return { selectedIds: unique, selectedLayerId: unique[unique.length - 1] ?? null };
}

/** The selected layers' ids: the designer's list, or the one selected layer elsewhere. */
export function selectedIdsOf(ui: Pick<EditorUi, 'selectedIds' | 'selectedLayerId'>): readonly string[] {
  if (ui.selectedIds.length > 0) return ui.selectedIds;
  return ui.selectedLayerId ? [ui.selectedLayerId] : [];
}
