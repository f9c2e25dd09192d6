// The one policy for failed api/ requests (spec §8.1, §8.2; OFFLINE-NOTES.md), shared by the service
// worker's replay of the mutation queue, the request layer, the settings sync and the projects sync:
// - how an error answer is read (its three shapes);
// - which failures mean "not now" (tried again later) and which mean "no" (the server refused the change:
//   sending it again cannot succeed);
// - what a replay does with an answer, and when a change that keeps failing is moved aside.
// Pure and free of DOM and worker globals, so both runtimes import it.
import { MAX_REPLAY_ATTEMPTS } from './swProtocol';

/** The request never got an answer (network down, server unreachable). */
export const REQUEST_FAILED = 'request_failed';
/** The request was aborted before its answer came. */
export const CANCELLED = 'cancelled';

/** Codes that make the app check whose session the browser holds (spec §8.2). */
export const SESSION_CODES: ReadonlySet<string> = new Set(['already_logged_in', 'not_logged_in', 'wrong_user']);

export interface ErrorShape {
  code: string;
  message?: string;
  details?: Record<string, unknown>;
}

/**
 * The three error shapes a server may answer with (spec §8.1): `{error: "code"}`, `{error: {code, message}}`
 * and `{code, message}`. Anything else is not an error shape.
 */
export function parseErrorShape(body: unknown): ErrorShape | null {
  if (typeof body !== 'object' || body === null) return null;
  const b = body as Record<string, unknown>;
  if (typeof b.error === 'string' && b.error) return { code: b.error };
  if (typeof b.error === 'object' && b.error !== null) {
    const e = b.error as Record<string, unknown>;
    if (typeof e.code === 'string' && e.code) {
      const { code, message, ...details } = e;
      return { code, message: typeof message === 'string' ? message : undefined, details };
    }
  }
  if (typeof b.code === 'string' && b.code && !('data' in b)) return { code: b.code, message: typeof b.message === 'string' ? b.message : undefined };
  return null;
}

/** The code and message of an error answer, empty when the body is not an error shape (an HTML page). */
export function errorCodeOf(body: unknown): { code: string; message: string } {
  const shape = parseErrorShape(body);
  return { code: shape?.code ?? '', message: shape?.message ?? '' };
}

/**
 * Statuses that say "not now" rather than "no": not signed in or a stale CSRF token (401, 403: sorted out by
 * the session, then the change goes through), timeout (408), throttled (429).
 */
const RETRY_STATUSES: ReadonlySet<number> = new Set([401, 403, 408, 429]);

/** Codes that say "not now" whatever their status. */
const RETRY_CODES: ReadonlySet<string> = new Set([REQUEST_FAILED, CANCELLED, 'request_in_progress', 'invalid_token', 'too_many_requests']);

/** retry: not now, the same change may go through later; refused: the server said no, sending it again cannot help. */
export type FailureVerdict = 'retry' | 'refused';

/**
 * A failed request: an error answer (status and code), or no answer at all (no status: the code says why).
 * A failure without a status that is not a network failure or a cancel happened on the device before
 * sending (a document that cannot be read, an image that is missing): a refusal. A failure with a success
 * status is an answer that is not ours (a captive portal's page): not now.
 */
export function failureVerdict(failure: { status?: number; code: string }): FailureVerdict {
  if (RETRY_CODES.has(failure.code)) return 'retry';
  const status = failure.status ?? 0;
  if (status === 0) return 'refused';
  if (status < 400 || status >= 500 || RETRY_STATUSES.has(status)) return 'retry';
  return 'refused';
}

export type ReplayDecision = 'delivered' | 'refused' | 'retry';

/** What a replay of a queued change does with the server's answer (the network failing is 'retry' too). */
export function decideReplay(status: number, code = ''): ReplayDecision {
  if (status >= 200 && status < 400) return 'delivered';
  return failureVerdict({ status, code });
}

/** After a "not now": keep the change at the front, or move it aside when it has used its attempts. */
export function afterRetry(attempts: number, max = MAX_REPLAY_ATTEMPTS): 'keep' | 'move_aside' {
  return attempts >= max ? 'move_aside' : 'keep';
}
