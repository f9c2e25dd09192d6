// The page asks the worker again for a replay that left changes waiting while the browser says it is online:
// the "online" event may come before requests get through, and nothing else would try until the next event.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REPLAY_RETRY_MS, retryWhileWaiting, syncState } from '../../src/features/offline/syncState';
import { EMPTY_SYNC_STATE, type QueuedChange } from '../../src/lib/shared/swProtocol';

const change = { requestId: 'r1', call: 'auth/update-user-options', queuedAt: 1 } as unknown as QueuedChange;

describe('retryWhileWaiting', () => {
  let online = true;
  let replays = 0;
  let stop: () => void = () => undefined;
  beforeEach(() => {
    vi.useFakeTimers();
    online = true;
    replays = 0;
    syncState.set({ ...EMPTY_SYNC_STATE, known: true });
    stop = retryWhileWaiting(() => (replays += 1), () => online);
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it('asks again after a failed replay, waiting twice as long each time, up to the longest pause', () => {
    syncState.set({ ...EMPTY_SYNC_STATE, known: true, waiting: [change] });
    vi.advanceTimersByTime(REPLAY_RETRY_MS.first - 1);
    expect(replays).toBe(0);
    vi.advanceTimersByTime(1);
    expect(replays).toBe(1);
    vi.advanceTimersByTime(REPLAY_RETRY_MS.first * 2 - 1);
    expect(replays).toBe(1);
    vi.advanceTimersByTime(1);
    expect(replays).toBe(2);
    vi.advanceTimersByTime(10 * REPLAY_RETRY_MS.max);
    const afterLong = replays;
    vi.advanceTimersByTime(REPLAY_RETRY_MS.max);
    expect(replays).toBe(afterLong + 1);
  });

  it('does not ask while a replay runs, while offline, or once nothing waits', () => {
    syncState.set({ ...EMPTY_SYNC_STATE, known: true, waiting: [change], replaying: true });
    vi.advanceTimersByTime(REPLAY_RETRY_MS.max * 3);
    expect(replays).toBe(0);

    online = false;
    syncState.set({ ...EMPTY_SYNC_STATE, known: true, waiting: [change] });
    vi.advanceTimersByTime(REPLAY_RETRY_MS.max * 3);
    expect(replays).toBe(0);

    online = true;
    syncState.set({ ...EMPTY_SYNC_STATE, known: true });
    vi.advanceTimersByTime(REPLAY_RETRY_MS.max * 3);
    expect(replays).toBe(0);
  });

  it('starts again from the first pause once the queue has emptied', () => {
    syncState.set({ ...EMPTY_SYNC_STATE, known: true, waiting: [change] });
    vi.advanceTimersByTime(REPLAY_RETRY_MS.first * 7);
    expect(replays).toBe(3);
    syncState.set({ ...EMPTY_SYNC_STATE, known: true });
    vi.advanceTimersByTime(REPLAY_RETRY_MS.max);
    syncState.set({ ...EMPTY_SYNC_STATE, known: true, waiting: [change] });
    vi.advanceTimersByTime(REPLAY_RETRY_MS.first);
    expect(replays).toBe(4);
  });
});
