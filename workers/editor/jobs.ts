// Progress and cancellation of long renders (export, artsy at full size, thumbnails): the caller's
// AbortSignal becomes a cancel() call from the main thread, checked between passes and strips.

export class CancelledError extends Error {
  constructor() {
    super('The operation was aborted.');
    this.name = 'AbortError';
  }
}

export interface Job {
  /** Reports 0..1; never goes backwards. */
  progress(fraction: number): void;
  /** Throws CancelledError when the job was cancelled. */
  check(): void;
}

export const UNTRACKED: Job = { progress: () => undefined, check: () => undefined };

export function createJob(onProgress: ((fraction: number) => void) | undefined, isCancelled: () => boolean): Job {
  let last = 0;
  return {
    progress(fraction) {
      const f = Math.min(1, Math.max(last, fraction));
      if (f > last + 0.005 || f === 1) {
        last = f;
        onProgress?.(f);
      }
    },
    check() {
      if (isCancelled()) throw new CancelledError();
    },
  };
}

/** A job's sub-range: progress 0..1 of the part maps to from..to of the whole. */
export function subJob(job: Job, from: number, to: number): Job {
  return { progress: (f) => job.progress(from + (to - from) * f), check: () => job.check() };
}

/** Lets the worker answer messages (such as cancel) between long synchronous steps. */
export function yieldToEvents(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
