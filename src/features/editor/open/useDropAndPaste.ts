// Drag and drop anywhere on the editor, and paste (Ctrl/Cmd+V) of an image: the first image file goes to
// `onFile` — or, given `onFiles` (the collage maker), every image file goes there. A paste into a text
// field is the field's.
import { useEffect, useState } from 'react';
import { isTypingTarget } from '../state/shortcuts';
import { imageFiles } from './imageFile';

function hasFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer?.types ?? []).includes('Files');
}

/** Returns whether files are being dragged over the window (to highlight the drop zone). */
export function useDropAndPaste(onFile: (file: File) => void, enabled: boolean, onFiles?: (files: File[]) => void): boolean {
  const [dragging, setDragging] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const take = (list: FileList | null | undefined): boolean => {
      const files = imageFiles(list);
      const first = files[0];
      if (!first) return false;
      if (onFiles) onFiles(files);
      else onFile(first);
      return true;
    };
    let depth = 0;
    const onEnter = (e: DragEvent): void => {
      if (!hasFiles(e)) return;
      depth += 1;
      setDragging(true);
    };
    const onLeave = (e: DragEvent): void => {
      if (!hasFiles(e)) return;
      depth = Math.max(0, depth - 1);
      if (depth === 0) setDragging(false);
    };
    const onOver = (e: DragEvent): void => {
      if (!hasFiles(e)) return;
      e.preventDefault();
      if (e.dataTransfer) e.dataTransfer.dropEffect = 'copy';
    };
    const onDrop = (e: DragEvent): void => {
      if (!hasFiles(e)) return;
      e.preventDefault();
      depth = 0;
      setDragging(false);
      take(e.dataTransfer?.files);
    };
    const onPaste = (e: ClipboardEvent): void => {
      if (isTypingTarget(document.activeElement)) return;
      if (take(e.clipboardData?.files)) e.preventDefault();
    };
    window.addEventListener('dragenter', onEnter);
    window.addEventListener('dragleave', onLeave);
    window.addEventListener('dragover', onOver);
    window.addEventListener('drop', onDrop);
    window.addEventListener('paste', onPaste);
    return () => {
      window.removeEventListener('dragenter', onEnter);
      window.removeEventListener('dragleave', onLeave);
      window.removeEventListener('dragover', onOver);
      window.removeEventListener('drop', onDrop);
      window.removeEventListener('paste', onPaste);
    };
  }, [onFile, onFiles, enabled]);
  return dragging;
}
