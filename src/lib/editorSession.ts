// What the rest of the app may know about an open editor without reaching into it: whether a transform
// isolator (the crop box being edited) holds the screen, and how to cancel the active tool. The editor
// registers itself while it is mounted; nothing is registered elsewhere.
import { createStore } from './store';

export interface EditorSession {
  /** A crop or transform is in progress: shortcuts that open other UI stay off. */
  isolating(): boolean;
  /** Leaves the current item and tool (as Escape does, all at once). */
  cancelTool(): void;
}

export const editorSession = createStore<EditorSession | null>(null);

/** Registers the open editor; the returned function unregisters it (only if it is still the one). */
export function setEditorSession(session: EditorSession): () => void {
  editorSession.set(() => session);
  return () => {
    if (editorSession.get() === session) editorSession.set(null);
  };
}
