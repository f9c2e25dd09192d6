/**
 * toolsWorker — the one main-thread door to the tools worker (workers/tools/tools.worker.ts): models,
 * content-aware fill, enhancement and masks for the editor's special tools. One worker for the page, made
 * on first use. A job is cancelled by terminating the worker (the next job makes a new one), so the worker's
 * algorithms need no cancel checks and a cancelled 12 MP job stops at once.
 *
 *   const result = await runToolJob((api, progress) => api.upscale(pixels, 2, progress), { signal, onProgress })
 *
 * Pixels sent to the worker are transferred (the caller's buffers are emptied): pass a copy to keep one.
 */
import { proxy, transfer, wrap, type Remote } from 'comlink';
import type { ToolsApi } from '../../../../../workers/tools/tools.worker';
import type { Coverage, FaceBox, Pixels } from '../../../../../workers/tools/types';

export type { Coverage, FaceBox, Pixels, ToolsApi };

let current: { worker: Worker; api: Remote<ToolsApi> } | null = null;

function tools(): { worker: Worker; api: Remote<ToolsApi> } {
  if (!current) {
    const worker = new Worker(new URL('../../../../../workers/tools/tools.worker.ts', import.meta.url), { type: 'module', name: 'pixloom-tools' });
    current = { worker, api: wrap<ToolsApi>(worker) };
  }
  return current;
}

/** Ends the worker (and every job in it). */
export function stopToolsWorker(): void {
  current?.worker.terminate();
  current = null;
}

export interface ToolJobOptions {
  signal?: AbortSignal;
  /** 0..1 */
  onProgress?: (fraction: number) => void;
}

function abortError(): DOMException {
  return new DOMException('The tool was cancelled', 'AbortError');
}

/** Runs one job in the tools worker; aborting rejects with an AbortError at once and ends the worker. */
export function runToolJob<T>(job: (api: Remote<ToolsApi>, onProgress: ((fraction: number) => void) | undefined) => Promise<T>, options: ToolJobOptions = {}): Promise<T> {
  const { signal, onProgress } = options;
  if (signal?.aborted) return Promise.reject(abortError());
  const { api } = tools();
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => {
      stopToolsWorker();
      reject(abortError());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    job(api, onProgress ? proxy(onProgress) : undefined).then(
      (value) => {
        signal?.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal?.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

/** Pixels handed to the worker without a copy (the buffer moves). */
export function sendPixels<P extends Pixels | Coverage>(pixels: P): P {
  return transfer(pixels, [pixels.data.buffer]);
}
