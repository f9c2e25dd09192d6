// The in-process job queue (SQLite, one instance): jobs wait for start, a failed run is retried up to its
// limit, a singleton key keeps one queued job, and stop waits for the running ones.
import { describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { inProcessQueue } from '../../../server/jobs/queue';

const log = { warn: vi.fn(), error: vi.fn(), info: vi.fn() } as unknown as FastifyBaseLogger;

describe('in-process job queue', () => {
  it('runs jobs once started and retries a failing one until it succeeds', async () => {
    const queue = inProcessQueue(log, { pollSeconds: 1, maintenanceSeconds: 60, retryDelaySeconds: 0 });
    const runs: { n: number; retryCount: number }[] = [];
    queue.define<{ n: number }>(
      'flaky',
      async ({ n }, job) => {
        runs.push({ n, retryCount: job.retryCount });
        if (job.retryCount < 2) throw new Error('not yet');
      },
      { retryLimit: 3 },
    );
    await queue.send('flaky', { n: 1 });
    expect(await queue.pending()).toBe(1);
    expect(runs).toEqual([]);
    await queue.start();
    await vi.waitFor(async () => expect(await queue.pending()).toBe(0));
    expect(runs).toEqual([
      { n: 1, retryCount: 0 },
      { n: 1, retryCount: 1 },
      { n: 1, retryCount: 2 },
    ]);
    await queue.stop();
  });

  it('gives up after the retry limit, keeps one job per singleton key and refuses unknown jobs', async () => {
    const queue = inProcessQueue(log, { pollSeconds: 1, maintenanceSeconds: 60, retryDelaySeconds: 0 });
    let runs = 0;
    queue.define('broken', async () => {
      runs += 1;
      throw new Error('always');
    }, { retryLimit: 1 });
    await queue.start();
    expect(await queue.send('broken', {}, { singletonKey: 'k' })).toMatch(/^local-/);
    expect(await queue.send('broken', {}, { singletonKey: 'k' })).toBeNull();
    await vi.waitFor(async () => expect(await queue.pending()).toBe(0));
    expect(runs).toBe(2);
    await expect(queue.send('nope', {})).rejects.toThrow('unknown job: nope');
    expect(() => queue.define('broken', async () => undefined)).toThrow('job defined twice');
    await queue.stop();
  });

  it('waits on stop for a running job', async () => {
    const queue = inProcessQueue(log, { pollSeconds: 1, maintenanceSeconds: 60 });
    let release!: () => void;
    let finished = false;
    queue.define('slow', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      finished = true;
    });
    await queue.start();
    await queue.send('slow', {});
    await vi.waitFor(() => expect(release).toBeTypeOf('function'));
    let stopped = false;
    const stopping = queue.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(finished).toBe(true);
  });
});
