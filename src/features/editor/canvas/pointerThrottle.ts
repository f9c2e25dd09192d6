// Spec §9: pointer moves are handled at most every 16 ms. The last move of a burst is never dropped: it
// runs when the interval ends, so a drag always finishes where the pointer stopped.
export const POINTER_THROTTLE_MS = 16;

export interface Throttled<A extends unknown[]> {
  (...args: A): void;
  /** Runs a pending call now (pointer up). */
  flush(): void;
  cancel(): void;
}

export function throttle<A extends unknown[]>(fn: (...args: A) => void, ms = POINTER_THROTTLE_MS, now: () => number = () => performance.now()): Throttled<A> {
  let last = -Infinity;
  let pending: A | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const run = (): void => {
    timer = null;
    if (!pending) return;
    const args = pending;
    pending = null;
    last = now();
    fn(...args);
  };
  const throttled = ((...args: A) => {
    pending = args;
    const wait = last + ms - now();
    if (wait <= 0) {
      if (timer) clearTimeout(timer);
      run();
    } else if (!timer) {
      timer = setTimeout(run, wait);
    }
  }) as Throttled<A>;
  throttled.flush = () => {
    if (timer) clearTimeout(timer);
    run();
  };
  throttled.cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    pending = null;
  };
  return throttled;
}
