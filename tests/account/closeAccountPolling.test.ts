// Account closing progress (shell-auth-platform §4.6, §9; account-content §4): the status is asked first
// after 2555 ms, then every 100 ms until finished; the bar shows the reported percentage or moves by one.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_CLOSE_FIRST_POLL_MS, ACCOUNT_CLOSE_POLL_MS, isFinished, nextProgress, pollCloseStatus } from '../../src/features/account/closeAccountPolling';
import type { CloseStatus } from '../../src/features/account/accountCalls';
import { ApiError } from '../../src/lib/request';

describe('the progress bar rule', () => {
  it('uses the reported percentage', () => {
    expect(nextProgress(0, { stepPercentageComplete: 40, isFinished: 0 })).toBe(40);
    expect(nextProgress(10, { stepPercentageComplete: '55', isFinished: '0' })).toBe(55);
  });

  it('moves on by one when no percentage is reported', () => {
    expect(nextProgress(7, { isFinished: 0 })).toBe(8);
    expect(nextProgress(7, { stepPercentageComplete: 'soon', isFinished: 0 })).toBe(8);
  });

  it('never goes back, and shows 100 only when finished', () => {
    expect(nextProgress(60, { stepPercentageComplete: 40, isFinished: 0 })).toBe(60);
    expect(nextProgress(99, { isFinished: 0 })).toBe(99);
    expect(nextProgress(98, { stepPercentageComplete: 100, isFinished: 0 })).toBe(99);
    expect(nextProgress(20, { stepPercentageComplete: 20, isFinished: 1 })).toBe(100);
  });

  it('reads isFinished as 1, "1" or true', () => {
    expect(isFinished({ isFinished: 1 })).toBe(true);
    expect(isFinished({ isFinished: '1' })).toBe(true);
    expect(isFinished({ isFinished: true })).toBe(true);
    expect(isFinished({ isFinished: 0 })).toBe(false);
    expect(isFinished({})).toBe(false);
  });
});

describe('polling close-account-status', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks first after 2555 ms, then every 100 ms, until finished', async () => {
    expect(ACCOUNT_CLOSE_FIRST_POLL_MS).toBe(2555);
    expect(ACCOUNT_CLOSE_POLL_MS).toBe(100);
    const answers: CloseStatus[] = [
      { stepPercentageComplete: 30, isFinished: 0 },
      { isFinished: 0 },
      { stepPercentageComplete: 80, isFinished: 0 },
      { stepPercentageComplete: 100, isFinished: 1 },
    ];
    const calls: number[] = [];
    const start = Date.now();
    const fetchStatus = vi.fn(async () => {
      calls.push(Date.now() - start);
      return answers.shift()!;
    });
    const progress: number[] = [];
    let done = false;
    const polling = pollCloseStatus({ fetchStatus, onProgress: (p) => progress.push(p) }).then(() => (done = true));

    await vi.advanceTimersByTimeAsync(2554);
    expect(fetchStatus).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(99);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchStatus).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(200);
    await polling;
    expect(done).toBe(true);
    expect(calls).toEqual([2555, 2655, 2755, 2855]);
    expect(progress).toEqual([30, 31, 80, 100]);
    // Nothing more is asked once finished.
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchStatus).toHaveBeenCalledTimes(4);
  });

  it('counts the 100 ms from each answer, so a slow answer never overlaps the next request', async () => {
    let inFlight = 0;
    let maxInFlight = 0;
    let n = 0;
    const fetchStatus = vi.fn(async () => {
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await new Promise((r) => setTimeout(r, 250));
      inFlight--;
      n++;
      return { stepPercentageComplete: n * 30, isFinished: n >= 3 ? 1 : 0 };
    });
    const polling = pollCloseStatus({ fetchStatus, onProgress: () => undefined });
    await vi.advanceTimersByTimeAsync(2555 + 3 * 250 + 2 * 100);
    await polling;
    expect(fetchStatus).toHaveBeenCalledTimes(3);
    expect(maxInFlight).toBe(1);
  });

  it('rejects with the status call\'s error (the page then shows the failure dialog)', async () => {
    const fetchStatus = vi.fn(async () => {
      throw new ApiError('close_account_failed');
    });
    const polling = pollCloseStatus({ fetchStatus, onProgress: () => undefined });
    const outcome = expect(polling).rejects.toMatchObject({ code: 'close_account_failed' });
    await vi.advanceTimersByTimeAsync(2555);
    await outcome;
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    const fetchStatus = vi.fn(async () => ({ isFinished: 0 }));
    const polling = pollCloseStatus({ fetchStatus, onProgress: () => undefined, signal: controller.signal });
    const outcome = expect(polling).rejects.toMatchObject({ code: 'cancelled_by_user' });
    await vi.advanceTimersByTimeAsync(2555);
    controller.abort();
    await outcome;
    const asked = fetchStatus.mock.calls.length;
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchStatus).toHaveBeenCalledTimes(asked);
  });
});
