// The designer's keyboard shortcuts (issue 16), on the window while the designer is open and no dialog is
// over it: Ctrl/Cmd+G groups, +Shift ungroups, Ctrl/Cmd+D duplicates, Ctrl/Cmd+] / [ brings forward / sends
// backward (+Shift: to the front / back), Ctrl/Cmd+A selects every layer, Delete or Backspace deletes the
// selection, Escape deselects; copy and paste (Ctrl/Cmd+C / V, and the browser's menu) go through the
// device clipboard. They run before the editor's own keys (capture), which handle one layer only. Keys
// typed into a field are the field's.
import { useEffect } from 'react';
import { isImageLibraryOpen } from '../../../library';
import type { EditorController } from '../../state/editorController';
import { isMacPlatform, isTypingTarget } from '../../state/shortcuts';
import { selectedIdsOf, selectionPatch } from '../../state/selection';
import { runArrange, type ArrangeCommand } from './arrangeActions';
import { copyLayers, pasteCopiedLayers } from './clipboardActions';
import { report } from '../../../../lib/report';

/** Marks the system clipboard as holding our copy, so a later paste knows it is still ours. */
export const CLIP_MIME = 'application/x-pixloom-layers';

function dialogOpen(): boolean {
  return isImageLibraryOpen() || document.querySelector('[role="dialog"][aria-modal="true"], [role="alertdialog"]') !== null;
}

export type DesignerKeyAction = ArrangeCommand | { type: 'select-all' } | { type: 'deselect' };

/** The designer action of a key press (focus outside any field), or null. */
export function designerKeyAction(event: Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>, isMac: boolean): DesignerKeyAction | null {
  const command = isMac ? event.metaKey : event.ctrlKey;
  if (event.altKey) return null;
  if (!command) {
    if (event.ctrlKey || event.metaKey) return null;
    if (event.key === 'Delete' || event.key === 'Backspace') return { type: 'delete' };
    if (event.key === 'Escape') return { type: 'deselect' };
    return null;
  }
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  if (key === 'g') return { type: event.shiftKey ? 'ungroup' : 'group' };
  if (key === 'd' && !event.shiftKey) return { type: 'duplicate' };
  if (key === 'a' && !event.shiftKey) return { type: 'select-all' };
  // Brackets by their place on the keyboard: with Shift a layout types { and }.
  if (event.code === 'BracketRight' || key === ']' || key === '}') return { type: 'order', how: event.shiftKey ? 'front' : 'forward' };
  if (event.code === 'BracketLeft' || key === '[' || key === '{') return { type: 'order', how: event.shiftKey ? 'back' : 'backward' };
  return null;
}

/** Runs a key's action; whether the key was used. */
export function runDesignerKey(editor: EditorController, action: DesignerKeyAction): boolean {
  const ui = editor.ui.get();
  const doc = editor.document;
  if (!doc) return false;
  if (action.type === 'select-all') {
    editor.setUi(selectionPatch(doc.layers.filter((l) => l.visible && !l.locked && l.kind !== 'adjustment').map((l) => l.id)));
    return true;
  }
  if (action.type === 'deselect') {
    // Other things Escape ends first (a crop, a photo being edited) are the editor's.
    if (ui.crop || ui.maskPaint || ui.editLayerId !== null || selectedIdsOf(ui).length === 0) return false;
    editor.setUi(selectionPatch([]));
    return true;
  }
  if (selectedIdsOf(ui).length === 0) return false;
  runArrange(editor, action);
  // A shortcut of the designer is ours even when it cannot act now (Ctrl+D must not bookmark the page).
  return true;
}

export function useDesignerKeys(editor: EditorController | null, enabled: boolean): void {
  useEffect(() => {
    if (!editor || !enabled) return;
    const isMac = isMacPlatform();
    const busy = (): boolean => dialogOpen() || isTypingTarget(document.activeElement);
    const onKey = (event: KeyboardEvent): void => {
      if (event.defaultPrevented || dialogOpen()) return;
      if (isTypingTarget(event.target instanceof Element ? event.target : null)) return;
      const action = designerKeyAction(event, isMac);
      if (action && runDesignerKey(editor, action)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    const textSelected = (): boolean => {
      const selection = typeof window.getSelection === 'function' ? window.getSelection() : null;
      return !!selection && !selection.isCollapsed && selection.toString().length > 0;
    };
    const onCopy = (event: ClipboardEvent): void => {
      if (busy() || textSelected() || selectedIdsOf(editor.ui.get()).length === 0) return;
      event.preventDefault();
      event.clipboardData?.setData(CLIP_MIME, String(Date.now()));
      copyLayers(editor).catch((error: unknown) => report('warning', 'designer copy failed', { error: String(error) }));
    };
    const onPaste = (event: ClipboardEvent): void => {
      if (busy()) return;
      const data = event.clipboardData;
      // Pictures and text copied elsewhere since are not ours (the editor's drop-and-paste takes pictures).
      const ours = !data || data.types.includes(CLIP_MIME) || (data.files.length === 0 && !data.types.includes('text/plain') && !data.types.includes('text/html'));
      if (!ours) return;
      event.preventDefault();
      pasteCopiedLayers(editor).catch((error: unknown) => report('warning', 'designer paste failed', { error: String(error) }));
    };
    window.addEventListener('keydown', onKey, true);
    window.addEventListener('copy', onCopy);
    window.addEventListener('paste', onPaste);
    return () => {
      window.removeEventListener('keydown', onKey, true);
      window.removeEventListener('copy', onCopy);
      window.removeEventListener('paste', onPaste);
    };
  }, [editor, enabled]);
}

/**
 * Marks the system clipboard as holding the designer's copy, for a copy made with a button (no copy event):
 * a later Ctrl/Cmd+V then knows nothing was copied elsewhere since. Best effort (a browser may refuse).
 */
export function markSystemClipboard(): void {
  if (typeof document.execCommand !== 'function') return;
  const mark = (event: ClipboardEvent): void => {
    event.clipboardData?.setData(CLIP_MIME, String(Date.now()));
    event.preventDefault();
    // Ours alone: the shortcut's copy handler must not copy a second time.
    event.stopPropagation();
  };
  document.addEventListener('copy', mark, { once: true });
  try {
    document.execCommand('copy');
  } catch {
    // Refused: a paste then goes by what the clipboard holds.
  } finally {
    document.removeEventListener('copy', mark);
  }
}
