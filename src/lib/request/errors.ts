// Errors of the request layer (spec §8.1, §8.2). Every failure reaching a caller is an ApiError with a
// code; the UI turns the code into a translated message with errorMessage().

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

export const REQUEST_FAILED = 'request_failed';
export const INVALID_RESPONSE = 'invalid_response';
export const CANCELLED_BY_USER = 'cancelled_by_user';

/** Codes that are not real errors and are never shown (spec §8.4). */
export const SILENT_CODES = new Set(['cancelled_by_user', 'cancelled', 'user_not_found', 'access_denied']);

/** Codes that make the app check whose session the browser holds (spec §8.2). */
export const SESSION_CODES = new Set(['already_logged_in', 'not_logged_in', 'wrong_user']);

export function isApiError(error: unknown, code?: string): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}

/**
 * The three error shapes a server may answer with (spec §8.1): `{error: "code"}`, `{error: {code, message}}`
 * and `{code, message}`. Anything else is not an error shape.
 */
export function parseErrorShape(body: unknown): { code: string; message?: string; details?: Record<string, unknown> } | null {
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
