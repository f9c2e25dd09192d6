// The rail follows the document: a collage opens on its Layout panel (or Text, if that was open), a photo
// on the editor's first panel — a panel of the other kind has nothing to show. Read from the controller
// (not from a render), so a panel chosen together with a new document is kept.
import { useEffect } from 'react';
import type { EditorController } from '../state/editorController';
import { isCollagePanel } from '../state/uiState';

export function useCollageUi(editor: EditorController | null): void {
  useEffect(() => {
    if (!editor) return;
    const follow = (): void => {
      const doc = editor.document;
      const category = editor.ui.get().category;
      if (!doc || category === null || category === 'text') return;
      const collage = doc.section === 'collage';
      if (collage && !isCollagePanel(category)) editor.setUi({ category: 'layout', tool: null });
      else if (!collage && isCollagePanel(category)) editor.setUi({ category: 'geometry', tool: null });
    };
    follow();
    const stops = [editor.ui.subscribe(follow), editor.history.subscribe(follow)];
    return () => stops.forEach((stop) => stop());
  }, [editor]);
}
