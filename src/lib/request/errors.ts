// Errors of the request layer (spec §8.1, §8.2). Every failure reaching a caller is an ApiError with a
// code; the UI turns the code into a translated message with errorMessage(). How an error answer is read and
// which failures are worth another try is the shared policy (src/lib/shared/retryPolicy.ts), the same the
// service worker replays by.
import { CANCELLED, REQUEST_FAILED, SESSION_CODES, parseErrorShape } from '../shared/retryPolicy';

export { CANCELLED, REQUEST_FAILED, SESSION_CODES, parseErrorShape };

export class ApiError extends Error {
  constructor(
    readonly code: string,
    message?: string,
    readonly status?: number,
    readonly details?: Record<string, unknown>,
  ) {
    super(message ?? code);
    this.name = 'ApiError';
  }
}

export const INVALID_RESPONSE = 'invalid_response';
export const CANCELLED_BY_USER = 'cancelled_by_user';

/** Codes that are not real errors and are never shown (spec §8.4). */
export const SILENT_CODES = new Set(['cancelled_by_user', 'cancelled', 'user_not_found', 'access_denied']);

export function isApiError(error: unknown, code?: string): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}

export interface ErrorMessage {
  /** The i18next key of the message. */
  key: string;
  /** Values for the key's interpolation. */
  values?: Record<string, string>;
}

/** Spec §8.2: maps an error to the key of the message the user sees. */
export function errorMessage(error: unknown, context: { loggedIn?: boolean } = {}): ErrorMessage {
  if (error instanceof ApiError) {
    if (error.code === 'invalid_token') return { key: 'error_invalid_csrf_token' };
    if (error.code === 'quota_exceeded') return { key: 'error_invalid_response' };
    if (error.code === 'not_logged_in' && context.loggedIn) return { key: 'acknowledge_session_expired' };
    if (/^[a-z][a-z0-9_]*$/.test(error.code)) return { key: `error_${error.code}` };
    return { key: 'error_with_text', values: { text: error.message || error.code } };
  }
  const text = error instanceof Error ? error.message : String(error);
  return { key: 'error_with_text', values: { text } };
}
