// The width a library gallery lays its justified rows out in: the scroller's inner width, kept up to date.
// `mounted` names what decides whether the scroller is rendered (the drive's view status): when it changes,
// the element behind `ref` may be a new one, and it is observed again.
import { useLayoutEffect, useState, type RefObject } from 'react';

export function useWidth(ref: RefObject<HTMLElement | null>, mounted?: unknown): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = (): void => setWidth(Math.max(0, el.clientWidth - 2));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, mounted]);
  return width;
}
