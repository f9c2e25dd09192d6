// Tells the rest of the app about this editor (src/lib/editorSession.ts): the feature search stays shut
// while the crop box is being edited, and picking a feature leaves the current item and tool first.
import { useEffect } from 'react';
import { setEditorSession } from '../../../lib/editorSession';
import type { EditorController } from '../state/editorController';

export function useEditorSession(editor: EditorController | null): void {
  useEffect(() => {
    if (!editor) return;
    return setEditorSession({
      isolating: () => editor.ui.get().crop !== null,
      cancelTool: () => editor.setUi({ crop: null, selectedLayerId: null, compare: false, tool: null }),
    });
  }, [editor]);
}
