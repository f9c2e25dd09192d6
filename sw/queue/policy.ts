// The replay rules of the api/ mutation queue (OFFLINE-NOTES.md), pure so the tests can drive them:
// - take the first change, send it; a network failure puts it back at the front and stops the replay;
// - 2xx: delivered; 5xx, 401, 403, 408, 429 and "the same request is still running": not now — back at the
//   front, one more attempt counted, replay stops; after MAX_REPLAY_ATTEMPTS such answers the change is
//   moved aside (visible to the user, who may retry or discard it) so it cannot block the queue forever;
// - any other 4xx: the server refused the change; it is dropped and the pages are told which and why.
// One replay at a time: a second request for a replay while one runs joins it, and runs once more after it.
import { MAX_REPLAY_ATTEMPTS } from '../../src/lib/shared/swProtocol';

export type ReplayDecision = 'delivered' | 'refused' | 'retry';

/** Codes that mean "not now" although their status is a 4xx. */
const RETRY_CODES: ReadonlySet<string> = new Set(['request_in_progress']);

export function decideReplay(status: number, code = ''): ReplayDecision {
  if (status >= 200 && status < 400) return 'delivered';
  if (status === 401 || status === 403 || status === 408 || status === 429) return 'retry';
  if (RETRY_CODES.has(code)) return 'retry';
  if (status >= 400 && status < 500) return 'refused';
  return 'retry';
}

/** After a "not now": keep the change at the front, or move it aside when it has used its attempts. */
export function afterRetry(attempts: number, max = MAX_REPLAY_ATTEMPTS): 'keep' | 'move_aside' {
  return attempts >= max ? 'move_aside' : 'keep';
}

export interface EntryMeta {
  requestId: string;
  call: string;
  queuedAt: number;
  attempts: number;
  keys?: string[];
}

export interface ReplayEntry {
  metadata: EntryMeta;
}

export interface ServerAnswer {
  status: number;
  code?: string;
  message?: string;
}

/** What the drain loop needs from the queue's storage and the network. */
export interface DrainOps<E extends ReplayEntry> {
  shift(): Promise<E | undefined>;
  unshift(entry: E): Promise<void>;
  /** Sends the change with a fresh CSRF token; throws when the network cannot be reached. */
  send(entry: E): Promise<ServerAnswer>;
  delivered(entry: E, answer: ServerAnswer): Promise<void>;
  refused(entry: E, answer: ServerAnswer): Promise<void>;
  movedAside(entry: E, answer: ServerAnswer): Promise<void>;
  /** Told about every failure, for the pages' "last failure". */
  failed?(entry: E, answer: ServerAnswer): void;
}

/** drained: the queue is empty; offline: the network failed; later: the server said "not now". */
export type DrainOutcome = 'drained' | 'offline' | 'later';

export function withAttempts<E extends ReplayEntry>(entry: E, attempts: number): E {
  return { ...entry, metadata: { ...entry.metadata, attempts } };
}

export async function drainQueue<E extends ReplayEntry>(ops: DrainOps<E>): Promise<DrainOutcome> {
  for (;;) {
    const entry = await ops.shift();
    if (!entry) return 'drained';
    let answer: ServerAnswer;
    try {
      answer = await ops.send(entry);
    } catch {
      // Offline: the change keeps its place and its attempts (being offline is not the change's fault).
      await ops.unshift(entry);
      ops.failed?.(entry, { status: 0, code: 'request_failed' });
      return 'offline';
    }
    const decision = decideReplay(answer.status, answer.code);
    if (decision === 'delivered') {
      await ops.delivered(entry, answer);
      continue;
    }
    ops.failed?.(entry, answer);
    if (decision === 'refused') {
      await ops.refused(entry, answer);
      continue;
    }
    const attempts = (entry.metadata.attempts ?? 0) + 1;
    if (afterRetry(attempts) === 'move_aside') {
      await ops.movedAside(withAttempts(entry, attempts), answer);
      continue;
    }
    await ops.unshift(withAttempts(entry, attempts));
    return 'later';
  }
}

/**
 * Runs `drain` one at a time. A call while a replay runs returns that replay's promise and asks for one
 * more pass afterwards (a change queued meanwhile must not wait for the next trigger); the extra pass
 * runs only when the first drained the queue, since after a network failure or a "not now" another
 * immediate pass would fail the same way.
 */
export function serialReplayer(drain: () => Promise<DrainOutcome>): () => Promise<DrainOutcome> {
  let running: Promise<DrainOutcome> | undefined;
  let again = false;
  return function replay(): Promise<DrainOutcome> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let outcome: DrainOutcome;
      do {
        again = false;
        outcome = await drain();
      } while (again && outcome === 'drained');
      return outcome;
    })().finally(() => {
      running = undefined;
    });
    return running;
  };
}

/** The error code of an api/ answer in any of the three shapes of spec §8.1. */
export function errorCodeOf(body: unknown): { code: string; message: string } {
  if (typeof body !== 'object' || body === null) return { code: '', message: '' };
  const b = body as Record<string, unknown>;
  if (typeof b.error === 'string') return { code: b.error, message: '' };
  if (typeof b.error === 'object' && b.error !== null) {
    const e = b.error as Record<string, unknown>;
    return { code: typeof e.code === 'string' ? e.code : '', message: typeof e.message === 'string' ? e.message : '' };
  }
  if (typeof b.code === 'string') return { code: b.code, message: typeof b.message === 'string' ? b.message : '' };
  return { code: '', message: '' };
}

/** The CSRF token of a replay: the cookie's current value wins over the one frozen in the request. */
export function refreshFormToken(body: string, field: string, token: string): string {
  if (!token) return body;
  const params = new URLSearchParams(body);
  if (!params.has(field)) return body;
  params.set(field, token);
  return params.toString();
}
