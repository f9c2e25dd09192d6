// A design opens on one of the designer's panels: a reopened project (or a design opened after a photo)
// would otherwise keep the photo editor's panel, which the designer's rail does not have. Text, and a
// photo's Adjust / Effects / Artsy while it is being edited, are the designer's too. The other way round, a
// photo or a collage opened after a design leaves the designer's panels.
import { useEffect } from 'react';
import type { EditorController } from '../../state/editorController';
import { isDesignerPanel } from '../../state/uiState';

/** The panel a design falls back to. */
const FALLBACK_PANEL = 'elements';

export function useDesignerPanelFollow(editor: EditorController | null): void {
  useEffect(() => {
    if (!editor) return;
    const follow = (): void => {
      const doc = editor.document;
      if (!doc) return;
      const { category, editLayerId } = editor.ui.get();
      if (doc.section !== 'designer') {
        if (isDesignerPanel(category)) editor.setUi({ category: doc.section === 'collage' ? 'layout' : 'geometry', tool: null });
        return;
      }
      if (category === null || category === 'text' || isDesignerPanel(category) || editLayerId !== null) return;
      editor.setUi({ category: FALLBACK_PANEL, tool: null });
    };
    follow();
    const stops = [editor.ui.subscribe(follow), editor.history.subscribe(follow)];
    return () => stops.forEach((stop) => stop());
  }, [editor]);
}
