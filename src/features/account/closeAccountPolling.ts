// Account-close progress (shell-auth-platform §4.6, §9; account-content §4): after the closure starts,
// close-account-status is asked first after 2.555 s, then every 100 ms (counted from each answer) until it
// reports isFinished. The bar shows the reported percentage, or moves on by one when none is reported.
import { ACCOUNT_CLOSE_FIRST_POLL_MS, ACCOUNT_CLOSE_POLL_MS } from '../../lib/shared/constants';
import { ApiError, CANCELLED_BY_USER } from '../../lib/request';
import type { CloseStatus } from './accountCalls';

export { ACCOUNT_CLOSE_FIRST_POLL_MS, ACCOUNT_CLOSE_POLL_MS };

function reportedPercent(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? Math.max(0, Math.min(100, n)) : null;
}

/** The bar after an answer: the reported percentage (never moving back), else one more; 100 only when finished. */
export function nextProgress(current: number, status: CloseStatus): number {
  if (isFinished(status)) return 100;
  const reported = reportedPercent(status.stepPercentageComplete);
  const next = reported === null ? current + 1 : Math.max(current, reported);
  return Math.min(99, Math.round(next));
}

export function isFinished(status: CloseStatus): boolean {
  const f = status.isFinished;
  return f === true || f === 1 || f === '1';
}

export interface PollOptions {
  fetchStatus: () => Promise<CloseStatus>;
  onProgress: (percent: number) => void;
  signal?: AbortSignal;
  /** Where the bar starts. */
  start?: number;
}

/** Polls until finished; rejects with the status call's error, or cancelled_by_user when `signal` aborts. */
export function pollCloseStatus({ fetchStatus, onProgress, signal, start = 0 }: PollOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    let progress = start;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onAbort = (): void => {
      if (timer) clearTimeout(timer);
      reject(new ApiError(CANCELLED_BY_USER));
    };
    if (signal?.aborted) return onAbort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const poll = async (): Promise<void> => {
      let status: CloseStatus;
      try {
        status = await fetchStatus();
      } catch (error) {
        signal?.removeEventListener('abort', onAbort);
        return reject(error);
      }
      if (signal?.aborted) return;
      progress = nextProgress(progress, status);
      onProgress(progress);
      if (isFinished(status)) {
        signal?.removeEventListener('abort', onAbort);
        return resolve();
      }
      timer = setTimeout(() => void poll(), ACCOUNT_CLOSE_POLL_MS);
    };
    timer = setTimeout(() => void poll(), ACCOUNT_CLOSE_FIRST_POLL_MS);
  });
}
