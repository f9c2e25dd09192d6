// PostgreSQL's side of the session cache (server/accounts/sessions.ts): what tells an instance that a
// session lookup it remembers may be wrong now.
//
// - Its own writes: every statement this process sends through the pool is looked at. One that writes to
//   `sessions` or `users` moves `version()` when it is sent and again when it has committed (its own commit,
//   or the transaction's), so the cache is emptied before the next lookup — a sign-out counts at once on the
//   instance that did it — and nothing read while the write was under way is kept.
// - Everybody's writes: triggers (migration 012_session_changes) notify a channel of this schema with the
//   session or user that changed; one connection per instance LISTENs and drops just those.
// - A bound for what a lost or late notification could cost: the listener notifies itself every PING_MS.
//   PostgreSQL delivers notifications in commit order, so once the echo of a ping sent at T arrives, every
//   change committed before T has been seen. Remembered lookups are answered only while such a T is less
//   than STALE_MS old; otherwise (listener down, stalled, reconnecting) every lookup reads the database.
//   So a revoked session is answered from memory at most STALE_MS after the revoking commit, on any
//   instance, whatever happens to the notifications — normally a notification takes a millisecond or two.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { ChangeWatch, SessionChange } from './index';

/** How often the listener pings itself. */
export const PING_MS = 1000;
/** The longest a revoked session may still be answered from memory after its commit (see above). */
export const STALE_MS = 3000;
const RECONNECT_MS = [250, 500, 1000, 2000, 5000];

/** Statements that write to the tables a remembered lookup reads (a CTE or raw statement included). */
// Inserts are left out: a new session or user cannot make a remembered answer wrong.
const WRITES = /^\s*(?:update|delete|merge|truncate|with|alter|drop)\b/i;
const TABLES = /\b(?:sessions|users)\b/i;
const BEGIN = /^\s*(?:begin|start\s+transaction)\b/i;
const END = /^\s*(?:commit|rollback|end|abort)\s*;?\s*$/i;

export interface FeedOptions {
  pingMs?: number;
  staleMs?: number;
  now?: () => number;
  /** The listener connection's name in pg_stat_activity. */
  applicationName?: string;
  onError?: (err: unknown) => void;
}

export interface PostgresChangeFeed extends Required<Omit<ChangeWatch, 'close'>> {
  /** Resolves once every change committed before the call has been seen (a ping's echo). */
  settled(): Promise<void>;
  close(): Promise<void>;
}

type Query = (...args: unknown[]) => unknown;

export function postgresChangeFeed(pool: pg.Pool, connectionString: string, options: FeedOptions = {}): PostgresChangeFeed {
  const pingMs = options.pingMs ?? PING_MS;
  const staleMs = options.staleMs ?? STALE_MS;
  const now = options.now ?? (() => Date.now());
  const instance = randomUUID();
  const unwatched = new Set<string>();
  const listeners: ((change: SessionChange) => void)[] = [];
  let version = 0;

  // Own writes, seen on every connection the pool opens (Kysely always calls query(text, values)).
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as Query;
    let inTransaction = false;
    let wrote = false;
    (client as unknown as { query: Query }).query = (...args: unknown[]) => {
      const text = args[0];
      if (typeof text !== 'string') return query(...args);
      let after = false;
      if (BEGIN.test(text)) {
        inTransaction = true;
        wrote = false;
      } else if (END.test(text)) {
        after = wrote;
        inTransaction = false;
        wrote = false;
      } else if (WRITES.test(text) && TABLES.test(text) && !unwatched.has(text)) {
        version++;
        if (inTransaction) wrote = true;
        else after = true;
      }
      const result = query(...args);
      if (after) {
        const bump = (): void => void version++;
        if (result && typeof (result as Promise<unknown>).then === 'function') (result as Promise<unknown>).then(bump, bump);
        else bump();
      }
      return result;
    };
  });

  // Everybody's writes, through LISTEN.
  let client: pg.Client | undefined;
  let channel = '';
  let listening = false;
  let closed = false;
  let attempt = 0;
  let seq = 0;
  let confirmedAt = -Infinity;
  const sent = new Map<number, number>();
  const waiting = new Map<number, { resolve: () => void; reject: (err: Error) => void }>();
  let ready: (() => void)[] = [];
  let reconnectTimer: NodeJS.Timeout | undefined;

  const emit = (change: SessionChange): void => {
    for (const listener of listeners) listener(change);
  };

  const onNotification = (message: pg.Notification): void => {
    if (message.channel !== channel) return;
    const payload = message.payload ?? '';
    if (payload.startsWith('s:')) emit({ sessionId: payload.slice(2) });
    else if (payload.startsWith('u:')) emit({ userId: payload.slice(2) });
    else if (payload.startsWith(`p:${instance}:`)) {
      const n = Number(payload.slice(instance.length + 3));
      const at = sent.get(n);
      if (at !== undefined) confirmedAt = Math.max(confirmedAt, at);
      // Pings answer in order: this one and every earlier one are done.
      for (const [k] of sent) if (k <= n) sent.delete(k);
      for (const [k, w] of waiting) {
        if (k <= n) {
          waiting.delete(k);
          w.resolve();
        }
      }
    } else if (!payload.startsWith('p:')) version++;
  };

  const ping = (): number => {
    const n = ++seq;
    if (!listening || !client) return n;
    sent.set(n, now());
    client.query('select pg_notify($1, $2)', [channel, `p:${instance}:${n}`]).catch(down);
    return n;
  };

  function down(err?: unknown): void {
    if (err) options.onError?.(err);
    const was = client;
    client = undefined;
    if (listening) version++;
    listening = false;
    confirmedAt = -Infinity;
    sent.clear();
    for (const w of waiting.values()) w.reject(new Error('the change feed lost its connection'));
    waiting.clear();
    was?.removeAllListeners('notification');
    void was?.end().catch(() => undefined);
    if (closed || reconnectTimer) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      void connect();
    }, RECONNECT_MS[Math.min(attempt++, RECONNECT_MS.length - 1)]);
    reconnectTimer.unref();
  }

  async function connect(): Promise<void> {
    const c = new pg.Client({ connectionString, application_name: options.applicationName ?? 'pixloom-change-feed' });
    client = c;
    c.on('error', (err) => {
      if (client === c) down(err);
    });
    c.on('end', () => {
      if (client === c) down();
    });
    try {
      await c.connect();
      const { rows } = await c.query<{ channel: string }>(`select 'pixloom_sessions_' || md5(current_schema()) as channel`);
      channel = rows[0]!.channel;
      c.on('notification', onNotification);
      await c.query(`listen "${channel}"`);
      if (closed || client !== c) return void c.end().catch(() => undefined);
      attempt = 0;
      listening = true;
      // Lookups under way began before anything could be heard: not kept.
      version++;
      ping();
      for (const resolve of ready) resolve();
      ready = [];
    } catch (err) {
      if (client === c) down(err);
    }
  }

  void connect();
  const pinger = setInterval(ping, pingMs);
  pinger.unref();

  return {
    version: () => version,
    trusted: () => listening && now() - confirmedAt <= staleMs,
    onChange(listener) {
      listeners.push(listener);
    },
    unwatched(text) {
      unwatched.add(text);
    },
    async settled() {
      if (closed) throw new Error('the change feed is closed');
      if (!listening) await new Promise<void>((resolve) => ready.push(resolve));
      await new Promise<void>((resolve, reject) => waiting.set(ping(), { resolve, reject }));
    },
    async close() {
      closed = true;
      clearInterval(pinger);
      if (reconnectTimer) clearTimeout(reconnectTimer);
      listening = false;
      const c = client;
      client = undefined;
      await c?.end().catch(() => undefined);
    },
  };
}
