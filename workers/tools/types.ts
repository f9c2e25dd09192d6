// Shared types of the tools worker (workers/tools/tools.worker.ts): straight RGBA pixels in, pixels or
// coverage out. Every call takes a progress callback (0..1, a Comlink proxy, may be absent). Cancelling is
// the page's: it terminates the worker (src/features/editor/tools/shared/toolsWorker.ts), so a job needs no
// cancel checks of its own.

/** Straight RGBA, row by row (like ImageData). */
export interface Pixels {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

/** One byte a pixel, 0 = none … 255 = fully (a mask, a coverage), row by row. */
export interface Coverage {
  width: number;
  height: number;
  data: Uint8Array;
}

export type Progress = ((fraction: number) => void) | undefined;

export interface FaceBox {
  /** Picture pixels. */
  x: number;
  y: number;
  width: number;
  height: number;
  /** 0..1 */
  score: number;
}
