import { useLayoutEffect } from 'react';

/**
 * Holds the page under a modal where it was: the body is pinned at its scroll position, so neither the
 * route change's scroll restore nor a wheel over the backdrop moves the list, and closing puts it back.
 */
export function useScrollLock(): void {
  useLayoutEffect(() => {
    const y = window.scrollY;
    const body = document.body.style;
    const saved = { position: body.position, top: body.top, left: body.left, right: body.right, width: body.width };
    Object.assign(body, { position: 'fixed', top: `-${y}px`, left: '0', right: '0', width: '100%' });
    return () => {
      Object.assign(body, saved);
      window.scrollTo(0, y);
    };
  }, []);
}
