// In the test build only (APP_ENV=test): a handle for the end-to-end tests on `window.__pixloomEditor`,
// to compare an export with the CPU reference render of the same document, and to read the document.
import type { EditorDocument } from '../../../lib/shared/editor/types';
import type { PixelsResult, RenderInfo } from '../engineClient';
import type { EditorController } from '../state/editorController';

export interface EditorTestHook {
  /** The CPU reference render (straight RGBA) of the current document, or of `document`, at a given size. */
  referencePixels(size?: { width?: number; height?: number }, document?: EditorDocument): Promise<PixelsResult>;
  document(): EditorDocument | null;
  backend(): string;
  /** Where the last frame drew the picture. */
  frame(): RenderInfo | null;
}

declare global {
  interface Window {
    __pixloomEditor?: EditorTestHook;
  }
}

const APP_ENV = typeof __APP_ENV__ === 'string' ? __APP_ENV__ : 'production';

export function installTestHook(editor: EditorController): () => void {
  if (APP_ENV !== 'test') return () => undefined;
  const hook: EditorTestHook = {
    referencePixels: (size = {}, document) => {
      const doc = document ?? editor.document;
      if (!doc) return Promise.reject(new Error('no document open'));
      return editor.referencePixels(doc, size);
    },
    document: () => editor.document,
    backend: () => editor.engineInfo.backend,
    frame: () => editor.frame.get(),
  };
  window.__pixloomEditor = hook;
  return () => {
    if (window.__pixloomEditor === hook) delete window.__pixloomEditor;
  };
}
