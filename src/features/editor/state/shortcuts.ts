// The editor's keyboard shortcuts, as a pure mapping from a key event to an action, so the rules are
// tested without a browser: Ctrl/Cmd+Z undo, Shift+Ctrl/Cmd+Z and Ctrl/Cmd+Y redo, + and - zoom, 0 fits,
// Escape cancels the current tool, Delete removes the selected text. Keys typed into a text field are the
// field's own (its undo included).

export type ShortcutAction = 'undo' | 'redo' | 'zoom_in' | 'zoom_out' | 'zoom_fit' | 'cancel' | 'delete_layer';

export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

export interface ShortcutContext {
  /** Cmd is the command key on Apple systems, Ctrl elsewhere. */
  isMac: boolean;
  /** Focus is in a field that takes typing (text, number, textarea, contenteditable). */
  typing: boolean;
}

export function shortcutFor(event: KeyLike, context: ShortcutContext): ShortcutAction | null {
  const command = context.isMac ? event.metaKey : event.ctrlKey;
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  if (event.key === 'Escape') return 'cancel';
  if (context.typing) return null;
  if (command && !event.altKey) {
    if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
    if (key === 'y' && !event.shiftKey) return 'redo';
    // Ctrl + / Ctrl - would zoom the whole page: zoom the picture instead.
    if (key === '+' || key === '=') return 'zoom_in';
    if (key === '-') return 'zoom_out';
    if (key === '0') return 'zoom_fit';
    return null;
  }
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  if (key === '+' || key === '=') return 'zoom_in';
  if (key === '-') return 'zoom_out';
  if (key === '0') return 'zoom_fit';
  if (key === 'Delete' || key === 'Backspace') return 'delete_layer';
  return null;
}

const TEXT_INPUT_TYPES = new Set(['text', 'search', 'email', 'url', 'tel', 'password', 'number', '']);

/** Whether an element takes typed text (a slider, checkbox or button does not). */
export function isTypingTarget(element: Element | null): boolean {
  if (!element) return false;
  const tag = element.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag === 'INPUT') return TEXT_INPUT_TYPES.has(((element as HTMLInputElement).getAttribute('type') ?? '').toLowerCase());
  return (element as HTMLElement).isContentEditable === true;
}

export function isMacPlatform(nav: Pick<Navigator, 'platform' | 'userAgent'> | undefined = typeof navigator !== 'undefined' ? navigator : undefined): boolean {
  if (!nav) return false;
  return /Mac|iPhone|iPad|iPod/i.test(nav.platform || nav.userAgent);
}

/** How a command-key shortcut is written on this system: ⌘⇧Z on a Mac, Ctrl+Shift+Z elsewhere. */
export function shortcutKeys(key: string, shift: boolean, isMac = isMacPlatform()): string {
  const letter = key.toUpperCase();
  return isMac ? `⌘${shift ? '⇧' : ''}${letter}` : `Ctrl+${shift ? 'Shift+' : ''}${letter}`;
}
