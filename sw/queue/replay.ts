// The replay loop of the api/ mutation queue (OFFLINE-NOTES.md), pure so the tests can drive it. What an
// answer means is the shared policy's (src/lib/shared/retryPolicy.ts); this file applies it in order:
// - take the first change, send it; a network failure puts it back at the front and stops the replay;
// - delivered: next change; "not now": back at the front, one more attempt counted, replay stops; after
//   MAX_REPLAY_ATTEMPTS such answers the change is moved aside (visible to the user, who may retry or
//   discard it) so it cannot block the queue forever;
// - refused: the change is dropped and the pages are told which and why.
// One replay at a time: a second request for a replay while one runs joins it, and runs once more after it.
import { afterRetry, decideReplay } from '../../src/lib/shared/retryPolicy';
import { serialRunner } from '../../src/lib/shared/serialRun';

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
  /** The answer as the server sent it, for a page that sends the same change again. */
  body?: string;
  contentType?: string;
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

/** Runs `drain` one at a time, with one more pass for a call made meanwhile (src/lib/shared/serialRun.ts). */
export function serialReplayer(drain: () => Promise<DrainOutcome>): () => Promise<DrainOutcome> {
  return serialRunner(drain, { repeatAfter: 'drained' });
}

/**
 * The answers of the changes replays settled lately (delivered or refused), by call and X-Request-Id: a page
 * that sends such a change again — it had not heard the outcome yet, or it was reloaded — gets the server's
 * answer from here instead of a second round trip. The oldest are forgotten first.
 */
export function answerMemory(max = 50): { remember(call: string, requestId: string, answer: ServerAnswer): void; recall(call: string, requestId: string): ServerAnswer | undefined } {
  const answers = new Map<string, ServerAnswer>();
  const key = (call: string, requestId: string): string => `${call}\n${requestId}`;
  return {
    remember(call, requestId, answer) {
      answers.delete(key(call, requestId));
      answers.set(key(call, requestId), answer);
      for (const oldest of answers.keys()) {
        if (answers.size <= max) break;
        answers.delete(oldest);
      }
    },
    recall: (call, requestId) => answers.get(key(call, requestId)),
  };
}

/** The CSRF token of a replay: the cookie's current value wins over the one frozen in the request. */
export function refreshFormToken(body: string, field: string, token: string): string {
  if (!token) return body;
  const params = new URLSearchParams(body);
  if (!params.has(field)) return body;
  params.set(field, token);
  return params.toString();
}
