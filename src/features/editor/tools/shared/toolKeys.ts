// The keys of a special tool whose panel is open ([ ] sizes, Enter applies, Escape resets or cancels…): one
// window listener in the capture phase — before the editor's own shortcuts, whose Escape closes the tool —
// that leaves alone what is not the tool's: keys with Ctrl/Cmd/Alt (the editor's and the browser's), keys typed
// into a field, and keys while a dialog is over the editor (its Escape closes it, not the tool's work).
import { useEffect, useRef } from 'react';

/** Keys typed into a field are the field's (a slider's or a checkbox's are the tool's). */
export function isTypingTarget(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement || (target instanceof HTMLInputElement && target.type !== 'range' && target.type !== 'checkbox'))
  );
}

/** Whether a key press is the open tool's to handle. */
export function isToolKey(e: KeyboardEvent): boolean {
  if (e.ctrlKey || e.metaKey || e.altKey || isTypingTarget(e.target)) return false;
  return !(e.target instanceof Element && e.target.closest('dialog, [role="dialog"], [aria-modal="true"]'));
}

/** Calls `onKey` (its latest version) for every key press that is the tool's, while the panel is mounted. */
export function useToolKeys(onKey: (e: KeyboardEvent) => void): void {
  const latest = useRef(onKey);
  latest.current = onKey;
  useEffect(() => {
    const listener = (e: KeyboardEvent): void => {
      if (isToolKey(e)) latest.current(e);
    };
    window.addEventListener('keydown', listener, true);
    return () => window.removeEventListener('keydown', listener, true);
  }, []);
}
