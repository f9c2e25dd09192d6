// The api/ envelope shared by the server and the client (ARCHITECTURE.md "The api/ contract").

export interface ApiSuccess<T> {
  data: T;
}

export interface ApiErrorBody {
  error: { code: string; message: string };
}

/** Request and response header names of the contract. */
export const HEADER = {
  csrf: 'x-csrf-token',
  requestId: 'x-request-id',
  userEmail: 'x-user-email',
  /** Set by the page on mutations that may wait in the offline queue; the service worker queues only these. */
  queueable: 'x-pixloom-queueable',
  /** On a queueable mutation: what the change holds (comma-separated names), shown to the user while it waits. */
  changeKeys: 'x-pixloom-change-keys',
  /** Set by the service worker on the answer it gives when it queued a request instead of sending it. */
  queued: 'x-pixloom-queued',
  skipCaptcha: 'skip-captcha',
} as const;

export const CSRF_COOKIE = 'csrftoken';
export const CSRF_FIELD = 'CSRFtoken';
export const SESSION_COOKIE = 'pxsid';
export const LANG_COOKIE = 'lang';

/** Fields every payload carries in addition to the call's own (spec §7). */
export const CLIENT_FIELDS = ['CSRFtoken', 'client_date', 'browser', 'device', 'graphic_info'] as const;

export function apiPath(call: string): string {
  const trimmed = call.replace(/^\/+/, '').replace(/\/+$/, '');
  return `/api/${trimmed}/`;
}

/** Calls whose path starts with get/ are GET with the payload in the query string; all others POST. */
export function methodForCall(call: string): 'GET' | 'POST' {
  return call.replace(/^\/+/, '').startsWith('get/') ? 'GET' : 'POST';
}

export function isSnakeCaseCode(value: unknown): value is string {
  return typeof value === 'string' && /^[a-z][a-z0-9_]*$/.test(value);
}
