// Whether a row's content is cut off: its natural width is more than the room it has. It flips back only
// when the content fits the room left while folded, so a button shown in its place cannot make it flicker.
// A ResizeObserver answers before paint, so a narrow window never shows the cut row.
import { useEffect, useRef, useState } from 'react';

export function useFoldWhenCut<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  const [folded, setFolded] = useState(false);
  useEffect(() => {
    const row = ref.current;
    if (!row || typeof ResizeObserver === 'undefined') return;
    const measure = (): void => setFolded(row.scrollWidth > row.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(row);
    // The content's width changes with the language, which the row's own size does not show.
    const content = new MutationObserver(measure);
    content.observe(row, { subtree: true, childList: true, characterData: true });
    return () => {
      observer.disconnect();
      content.disconnect();
    };
  }, []);
  return { ref, folded };
}
