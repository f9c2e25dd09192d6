// The rail follows the document, as useCollageUi does for the collage maker: a design opens on one of the
// designer's panels (Templates for a blank one, Elements otherwise; Text stays), a photo or collage leaves
// them. A design's photo being edited (collage/cellEdit.ts) keeps Adjust, Effects and Artsy open while
// its layer is there; any other panel, or the photo gone, ends the edit. DesignerRail mounts it (it is there whenever a design is open); mounting it again is harmless.
import { useEffect } from 'react';
import { isCellEditPanel } from '../../collage/cellEdit';
import type { EditorController } from '../../state/editorController';
import { editedLayer } from '../../state/operationsTarget';
import { isDesignerPanel } from '../../state/uiState';

export function useDesignerUi(editor: EditorController | null): void {
  useEffect(() => {
    if (!editor) return;
    const follow = (): void => {
      const doc = editor.document;
      const { category, editLayerId } = editor.ui.get();
      if (!doc) return;
      if (doc.section !== 'designer') {
        if (isDesignerPanel(category)) editor.setUi({ category: 'geometry', tool: null });
        return;
      }
      if (editLayerId !== null) {
        if (editedLayer(doc, editLayerId) && (category === null || isCellEditPanel(category))) return;
        editor.setUi({ editLayerId: null, ...(isCellEditPanel(category) ? { category: 'uploads', tool: null } : {}) });
        return;
      }
      if (category === null || category === 'text' || isDesignerPanel(category)) return;
      editor.setUi({ category: doc.layers.length === 0 ? 'templates' : 'elements', tool: null });
    };
    follow();
    const stops = [editor.ui.subscribe(follow), editor.history.subscribe(follow)];
    return () => stops.forEach((stop) => stop());
  }, [editor]);
}
