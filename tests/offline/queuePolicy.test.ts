// The api/ mutation queue's replay rules (src/lib/shared/retryPolicy.ts, applied by sw/queue/replay.ts): which
// answers deliver, drop or keep a change, the order of changes, the attempts that move a stuck change aside,
// and one replay at a time.
import { describe, expect, it } from 'vitest';
import { afterRetry, decideReplay, errorCodeOf } from '../../src/lib/shared/retryPolicy';
import { answerMemory, drainQueue, refreshFormToken, serialReplayer, type DrainOps, type EntryMeta, type ServerAnswer } from '../../sw/queue/replay';
import { MAX_REPLAY_ATTEMPTS } from '../../src/lib/shared/swProtocol';

interface Entry {
  metadata: EntryMeta;
}

function entry(requestId: string, attempts = 0): Entry {
  return { metadata: { requestId, call: 'auth/update-user-options', queuedAt: 1, attempts } };
}

/** An in-memory queue and a scripted server: answers per request id, in order; 'network' throws. */
function harness(entries: Entry[], script: Record<string, (ServerAnswer | 'network')[]>) {
  const queue = [...entries];
  const sent: string[] = [];
  const log = { delivered: [] as string[], refused: [] as { id: string; answer: ServerAnswer }[], aside: [] as { id: string; attempts: number }[], failures: 0 };
  const ops: DrainOps<Entry> = {
    shift: async () => queue.shift(),
    unshift: async (e) => {
      queue.unshift(e);
    },
    send: async (e) => {
      sent.push(e.metadata.requestId);
      const next = script[e.metadata.requestId]?.shift() ?? { status: 200 };
      if (next === 'network') throw new TypeError('Failed to fetch');
      return next;
    },
    delivered: async (e) => {
      log.delivered.push(e.metadata.requestId);
    },
    refused: async (e, answer) => {
      log.refused.push({ id: e.metadata.requestId, answer });
    },
    movedAside: async (e) => {
      log.aside.push({ id: e.metadata.requestId, attempts: e.metadata.attempts });
    },
    failed: () => {
      log.failures += 1;
    },
  };
  return { ops, queue, sent, log };
}

describe('decideReplay', () => {
  it('delivers on 2xx', () => {
    expect(decideReplay(200)).toBe('delivered');
    expect(decideReplay(204)).toBe('delivered');
  });

  it('keeps the change for later on 5xx, 401, 403, 408 and 429', () => {
    for (const status of [500, 502, 503, 401, 403, 408, 429]) expect(decideReplay(status)).toBe('retry');
  });

  it('keeps it when the server is still running the same request', () => {
    expect(decideReplay(409, 'request_in_progress')).toBe('retry');
  });

  it('drops any other 4xx: the server refused the change', () => {
    expect(decideReplay(400, 'no_valid_settings')).toBe('refused');
    expect(decideReplay(404, 'unknown_call')).toBe('refused');
    expect(decideReplay(409, 'wrong_user')).toBe('refused');
    expect(decideReplay(413, 'settings_too_large')).toBe('refused');
  });

  it('moves a change aside after its last attempt', () => {
    expect(afterRetry(MAX_REPLAY_ATTEMPTS - 1)).toBe('keep');
    expect(afterRetry(MAX_REPLAY_ATTEMPTS)).toBe('move_aside');
  });
});

describe('drainQueue', () => {
  it('sends changes in the order they were made and empties the queue', async () => {
    const h = harness([entry('a'), entry('b'), entry('c')], {});
    expect(await drainQueue(h.ops)).toBe('drained');
    expect(h.sent).toEqual(['a', 'b', 'c']);
    expect(h.log.delivered).toEqual(['a', 'b', 'c']);
    expect(h.queue).toEqual([]);
  });

  it('stops at a network failure, keeping the change first in line with its attempts unchanged', async () => {
    const h = harness([entry('a'), entry('b', 2), entry('c')], { b: ['network'] });
    expect(await drainQueue(h.ops)).toBe('offline');
    expect(h.sent).toEqual(['a', 'b']);
    expect(h.queue.map((e) => [e.metadata.requestId, e.metadata.attempts])).toEqual([
      ['b', 2],
      ['c', 0],
    ]);
    expect(h.log.failures).toBe(1);
  });

  it('stops at a 5xx, counting one more attempt, and the next replay starts with the same change', async () => {
    const h = harness([entry('a'), entry('b')], { a: [{ status: 503, code: 'unavailable' }] });
    expect(await drainQueue(h.ops)).toBe('later');
    expect(h.queue.map((e) => [e.metadata.requestId, e.metadata.attempts])).toEqual([
      ['a', 1],
      ['b', 0],
    ]);
    expect(await drainQueue(h.ops)).toBe('drained');
    expect(h.sent).toEqual(['a', 'a', 'b']);
    expect(h.log.delivered).toEqual(['a', 'b']);
  });

  it('keeps a change the session refuses (401) instead of losing it', async () => {
    const h = harness([entry('a')], { a: [{ status: 401, code: 'not_logged_in' }] });
    expect(await drainQueue(h.ops)).toBe('later');
    expect(h.queue).toHaveLength(1);
    expect(h.log.refused).toEqual([]);
  });

  it('drops a change the server refuses with a 4xx, says why, and goes on with the next', async () => {
    const refusal = { status: 400, code: 'no_valid_settings', message: 'No valid settings provided' };
    const h = harness([entry('a'), entry('b')], { a: [refusal] });
    expect(await drainQueue(h.ops)).toBe('drained');
    expect(h.log.refused).toEqual([{ id: 'a', answer: refusal }]);
    expect(h.log.delivered).toEqual(['b']);
  });

  it('moves a change aside after its attempts so it cannot block the queue forever', async () => {
    const failing = Array.from({ length: MAX_REPLAY_ATTEMPTS }, () => ({ status: 500, code: 'server_error' }));
    const h = harness([entry('stuck'), entry('next')], { stuck: failing });
    const outcomes = [];
    for (let i = 0; i < MAX_REPLAY_ATTEMPTS; i++) outcomes.push(await drainQueue(h.ops));
    expect(outcomes.slice(0, -1).every((o) => o === 'later')).toBe(true);
    expect(outcomes.at(-1)).toBe('drained');
    expect(h.log.aside).toEqual([{ id: 'stuck', attempts: MAX_REPLAY_ATTEMPTS }]);
    expect(h.log.delivered).toEqual(['next']);
    expect(h.queue).toEqual([]);
  });
});

describe('serialReplayer', () => {
  it('runs one replay at a time: a request during a replay joins it', async () => {
    let running = 0;
    let most = 0;
    let calls = 0;
    let release: () => void = () => undefined;
    const replay = serialReplayer(async () => {
      calls += 1;
      running += 1;
      most = Math.max(most, running);
      if (calls === 1) await new Promise<void>((resolve) => (release = resolve));
      running -= 1;
      return 'offline';
    });
    const first = replay();
    const second = replay();
    expect(second).toBe(first);
    release();
    expect(await first).toBe('offline');
    expect(most).toBe(1);
    // After a network failure, the joined request does not run another pass at once.
    expect(calls).toBe(1);
  });

  it('runs once more after a drained pass when a change arrived meanwhile', async () => {
    let calls = 0;
    let release: () => void = () => undefined;
    const replay = serialReplayer(async () => {
      calls += 1;
      if (calls === 1) await new Promise<void>((resolve) => (release = resolve));
      return 'drained';
    });
    const first = replay();
    void replay();
    release();
    await first;
    expect(calls).toBe(2);
    await replay();
    expect(calls).toBe(3);
  });
});

describe('replayed requests', () => {
  it('carry the current CSRF token in the form body', () => {
    expect(refreshFormToken('data=abc&CSRFtoken=old&client_date=x', 'CSRFtoken', 'new')).toBe('data=abc&CSRFtoken=new&client_date=x');
    expect(refreshFormToken('data=abc', 'CSRFtoken', 'new')).toBe('data=abc');
    expect(refreshFormToken('data=abc&CSRFtoken=old', 'CSRFtoken', '')).toBe('data=abc&CSRFtoken=old');
  });

  it('read the error code of every answer shape', () => {
    expect(errorCodeOf({ error: { code: 'no_valid_settings', message: 'No valid settings provided' } })).toEqual({ code: 'no_valid_settings', message: 'No valid settings provided' });
    expect(errorCodeOf({ error: 'not_logged_in' })).toEqual({ code: 'not_logged_in', message: '' });
    expect(errorCodeOf({ code: 'wrong_user', message: 'x' })).toEqual({ code: 'wrong_user', message: 'x' });
    expect(errorCodeOf('<html>')).toEqual({ code: '', message: '' });
  });
});

describe('answers of settled changes', () => {
  it('gives a change sent again the answer its replay got, by call and request id', () => {
    const memory = answerMemory();
    memory.remember('auth/update-user-options', 'a', { status: 200, body: '{"data":"success"}' });
    memory.remember('auth/update-user-options', 'b', { status: 400, code: 'no_valid_settings', body: '{"error":"no_valid_settings"}' });
    expect(memory.recall('auth/update-user-options', 'a')).toEqual({ status: 200, body: '{"data":"success"}' });
    expect(memory.recall('auth/update-user-options', 'b')?.status).toBe(400);
    expect(memory.recall('photo/projects/save', 'a')).toBeUndefined();
    expect(memory.recall('auth/update-user-options', 'c')).toBeUndefined();
  });

  it('forgets the oldest beyond its size', () => {
    const memory = answerMemory(2);
    for (const id of ['a', 'b', 'c']) memory.remember('call', id, { status: 200 });
    expect(memory.recall('call', 'a')).toBeUndefined();
    expect(memory.recall('call', 'b')).toEqual({ status: 200 });
    expect(memory.recall('call', 'c')).toEqual({ status: 200 });
  });
});
