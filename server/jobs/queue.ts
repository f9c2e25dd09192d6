// Background jobs (account closing, mails, and later renewals) behind one interface, so any instance can run
// them: pg-boss 10 in PostgreSQL when DATABASE_URL is PostgreSQL (a job held by an instance that dies is
// failed by timeout and retried by another), an in-process queue with the same interface on SQLite (one
// instance by construction).
//
// Areas define their jobs while the app is built (`define`), the app starts the queue when it is ready and
// stops it when it closes; `send` may be called any time after `define`.
import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';

export interface JobDefinition {
  /** Failed runs retried after the first (default 3). */
  retryLimit?: number;
  /** Seconds before a retry (default 5). */
  retryDelaySeconds?: number;
  /** A run taking longer than this counts as crashed and is retried (default 300). */
  timeoutSeconds?: number;
}

export interface SendOptions {
  /** At most one queued job with this key (pg-boss singletonKey). */
  singletonKey?: string;
  /** Run no earlier than this many seconds from now. */
  startAfterSeconds?: number;
}

export interface JobInfo {
  id: string;
  name: string;
  /** 0 on the first run. */
  retryCount: number;
}

export type JobHandler<T> = (data: T, job: JobInfo) => Promise<void>;

export interface JobQueue {
  readonly kind: 'pg-boss' | 'in-process';
  /** Registers a job's handler; every instance defines the same jobs, so any of them can run one. */
  define<T extends object>(name: string, handler: JobHandler<T>, options?: JobDefinition): void;
  /** Queues a job; resolves with its id (null when a singleton of the key is already queued). */
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string | null>;
  /** Runs a defined job every `minutes` (once per period across all instances on PostgreSQL). */
  every(name: string, minutes: number): Promise<void>;
  start(): Promise<void>;
  /** Stops taking jobs and waits for the running ones. */
  stop(): Promise<void>;
  /** Jobs queued or running on this instance (in-process) or in the database (pg-boss). */
  pending(): Promise<number>;
}

export interface QueueSettings {
  /** Seconds between polls for new jobs (pg-boss). */
  pollSeconds: number;
  /** Seconds between pg-boss maintenance runs, which fail timed-out jobs so they are retried. */
  maintenanceSeconds: number;
  /** Overrides every job's timeoutSeconds (tests use a short one). */
  timeoutSeconds?: number;
  /** Overrides every job's retryDelaySeconds. */
  retryDelaySeconds?: number;
}

export function queueSettings(env: NodeJS.ProcessEnv): QueueSettings {
  const num = (value: string | undefined, fallback: number, min: number): number => Math.max(min, Number(value ?? fallback) || fallback);
  return {
    pollSeconds: num(env.JOB_POLL_SECONDS, env.APP_ENV === 'test' ? 0.5 : 2, 0.5),
    maintenanceSeconds: Math.round(num(env.JOB_MAINTENANCE_SECONDS, 60, 1)),
    ...(env.JOB_TIMEOUT_SECONDS ? { timeoutSeconds: Math.round(num(env.JOB_TIMEOUT_SECONDS, 300, 1)) } : {}),
    ...(env.JOB_RETRY_DELAY_SECONDS ? { retryDelaySeconds: Math.round(num(env.JOB_RETRY_DELAY_SECONDS, 5, 0)) } : {}),
  };
}

const DEFAULTS = { retryLimit: 3, retryDelaySeconds: 5, timeoutSeconds: 300 };

interface Defined {
  handler: JobHandler<object>;
  options: Required<JobDefinition>;
}

function resolved(options: JobDefinition | undefined, settings: QueueSettings): Required<JobDefinition> {
  return {
    ...DEFAULTS,
    ...options,
    ...(settings.timeoutSeconds ? { timeoutSeconds: settings.timeoutSeconds } : {}),
    ...(settings.retryDelaySeconds !== undefined ? { retryDelaySeconds: settings.retryDelaySeconds } : {}),
  };
}

/** The in-process queue: jobs live in memory and run on this instance, retried on failure. */
export function inProcessQueue(log: FastifyBaseLogger, settings: QueueSettings): JobQueue {
  const defined = new Map<string, Defined>();
  const running = new Set<Promise<void>>();
  const timers = new Set<NodeJS.Timeout>();
  const singletons = new Set<string>();
  let queued = 0;
  let started = false;
  let stopped = false;
  let seq = 0;
  const waiting: (() => void)[] = [];

  function later(ms: number, fn: () => void): void {
    const timer = setTimeout(() => {
      timers.delete(timer);
      fn();
    }, ms);
    timers.add(timer);
  }

  function run(name: string, data: object, info: JobInfo, singletonKey: string | undefined): void {
    if (stopped) return;
    if (!started) {
      waiting.push(() => run(name, data, info, singletonKey));
      return;
    }
    const job = defined.get(name)!;
    queued -= 1;
    const task = job
      .handler(data, info)
      .then(() => {
        if (singletonKey) singletons.delete(singletonKey);
      })
      .catch((err: unknown) => {
        if (info.retryCount < job.options.retryLimit && !stopped) {
          log.warn({ err, job: name, id: info.id, retryCount: info.retryCount }, 'job failed, retrying');
          queued += 1;
          later(job.options.retryDelaySeconds * 1000, () => run(name, data, { ...info, retryCount: info.retryCount + 1 }, singletonKey));
        } else {
          if (singletonKey) singletons.delete(singletonKey);
          log.error({ err, job: name, id: info.id }, 'job failed');
        }
      })
      .finally(() => running.delete(task));
    running.add(task);
  }

  const queue: JobQueue = {
    kind: 'in-process',
    define(name, handler, options) {
      if (defined.has(name)) throw new Error(`job defined twice: ${name}`);
      defined.set(name, { handler: handler as JobHandler<object>, options: resolved(options, settings) });
    },
    async send(name, data, options = {}) {
      if (!defined.has(name)) throw new Error(`unknown job: ${name}`);
      const key = options.singletonKey ? `${name}\u0000${options.singletonKey}` : undefined;
      if (key) {
        if (singletons.has(key)) return null;
        singletons.add(key);
      }
      const info: JobInfo = { id: `local-${++seq}`, name, retryCount: 0 };
      queued += 1;
      later((options.startAfterSeconds ?? 0) * 1000, () => run(name, data, info, key));
      return info.id;
    },
    async every(name, minutes) {
      if (!defined.has(name)) throw new Error(`unknown job: ${name}`);
      const timer = setInterval(() => void queue.send(name, {}, { singletonKey: 'every' }), minutes * 60_000);
      timer.unref();
      timers.add(timer);
    },
    async start() {
      started = true;
      for (const fn of waiting.splice(0)) fn();
    },
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...running]);
    },
    async pending() {
      return queued + running.size;
    },
  };
  return queue;
}

/** pg-boss's schema: its own, next to the app's (tests give every app its own schema). */
export function jobSchemaFor(appSchema: string): string {
  return appSchema === 'public' ? 'pgboss' : `${appSchema}_jobs`;
}

export function pgBossQueue(connectionString: string, schema: string, log: FastifyBaseLogger, settings: QueueSettings): JobQueue {
  const defined = new Map<string, Defined>();
  const boss = new PgBoss({
    connectionString,
    schema,
    max: 4,
    maintenanceIntervalSeconds: settings.maintenanceSeconds,
  });
  boss.on('error', (err: unknown) => log.error({ err }, 'job queue error'));
  let started: Promise<void> | undefined;

  return {
    kind: 'pg-boss',
    define(name, handler, options) {
      if (defined.has(name)) throw new Error(`job defined twice: ${name}`);
      defined.set(name, { handler: handler as JobHandler<object>, options: resolved(options, settings) });
    },
    async send(name, data, options = {}) {
      if (!defined.has(name)) throw new Error(`unknown job: ${name}`);
      await started;
      return boss.send(name, data, { ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}), ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}) });
    },
    async every(name, minutes) {
      if (!defined.has(name)) throw new Error(`unknown job: ${name}`);
      await started;
      const cron = minutes < 60 ? `*/${Math.max(1, Math.round(minutes))} * * * *` : `0 */${Math.max(1, Math.round(minutes / 60))} * * *`;
      await boss.schedule(name, cron, {});
    },
    start() {
      started ??= (async () => {
        await boss.start();
        for (const [name, { handler, options }] of defined) {
          await boss.createQueue(name, { name, retryLimit: options.retryLimit, retryDelay: options.retryDelaySeconds, expireInSeconds: options.timeoutSeconds });
          await boss.work<object>(name, { batchSize: 1, pollingIntervalSeconds: settings.pollSeconds, includeMetadata: true }, async ([job]) => {
            if (!job) return;
            await handler(job.data, { id: job.id, name, retryCount: job.retryCount });
          });
        }
      })();
      return started;
    },
    async stop() {
      if (!started) return;
      await started.catch(() => undefined);
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
    async pending() {
      await started;
      let total = 0;
      for (const name of defined.keys()) total += await boss.getQueueSize(name);
      return total;
    },
  };
}
