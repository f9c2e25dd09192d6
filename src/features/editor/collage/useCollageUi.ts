// The rail follows the document: a collage opens on its Layout panel (or Text or Elements, if open), a photo
// on the editor's first panel — a panel of the other kind has nothing to show. Read from the controller
// (not from a render), so a panel chosen together with a new document is kept. A cell's photo being
// edited (cellEdit.ts) keeps the editor's Adjust, Effects and Artsy panels open while its layer is there.
import { useEffect } from 'react';
import type { EditorController } from '../state/editorController';
import { editedLayer } from '../state/operationsTarget';
import { isCollagePanel } from '../state/uiState';
import { isCellEditPanel } from './cellEdit';

export function useCollageUi(editor: EditorController | null): void {
  useEffect(() => {
    if (!editor) return;
    const follow = (): void => {
      const doc = editor.document;
      const { category, editLayerId } = editor.ui.get();
      // A design's panels follow it in designer/panels/useDesignerUi.ts.
      if (!doc || doc.section === 'designer') return;
      const collage = doc.section === 'collage';
      // Cell-edit mode ends when its photo is gone (undone, removed) or another panel was opened.
      if (editLayerId !== null && (!collage || !editedLayer(doc, editLayerId) || (category !== null && !isCellEditPanel(category)))) {
        editor.setUi({ editLayerId: null, ...(collage && isCellEditPanel(category) ? { category: 'layout', tool: null } : {}) });
        return;
      }
      // Text (the editor's) and Elements (the designer's shapes and graphics) serve collages as they are.
      if (category === null || category === 'text' || (collage && category === 'elements')) return;
      if (collage && editLayerId !== null && isCellEditPanel(category)) return;
      if (collage && !isCollagePanel(category)) editor.setUi({ category: 'layout', tool: null });
      else if (!collage && isCollagePanel(category)) editor.setUi({ category: 'geometry', tool: null });
    };
    follow();
    const stops = [editor.ui.subscribe(follow), editor.history.subscribe(follow)];
    return () => stops.forEach((stop) => stop());
  }, [editor]);
}
