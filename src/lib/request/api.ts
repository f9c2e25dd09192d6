// api/ calls (spec §7): the path with its trailing slash, GET for get/ calls with the payload in the
// query string, POST form-encoded (multipart when a file travels) for the rest, the added payload fields
// and headers, and the offline and session handling of §8.
import { HEADER, CSRF_COOKIE, CSRF_FIELD, apiPath, methodForCall } from '../shared/api';
import { getCookie } from '../cookies';
import { browserName, clientDate, deviceKind } from '../platform';
import { currentGraphicInfo, currentUserEmail, reportSessionMismatch } from './context';
import { ApiError, REQUEST_FAILED, SESSION_CODES } from './errors';
import { askToRetryOffline, delay, isBrowserOffline, probeOnline } from './offline';
import { request, type Progress, type ResponseType } from './request';

export type PayloadValue = string | number | boolean | Blob | null | undefined;
export type Payload = Record<string, PayloadValue>;

export interface ApiOptions {
  responseType?: ResponseType;
  signal?: AbortSignal;
  /** request_failed retries once after 1 s instead of prompting. */
  retryOnce?: boolean;
  /** Whether request_failed while offline asks the user to try again (default) or just fails. */
  offlinePrompt?: boolean;
  onUploadProgress?: (progress: Progress) => void;
  fallbackUrls?: string[];
  headers?: Record<string, string>;
  /** The id of the user's action; a new UUID by default. Replays keep it so the server applies it once. */
  requestId?: string;
  /**
   * A get/ read whose answer the browser and the service worker may keep and revalidate (a server read
   * call, ETag and Cache-Control): its address is the cache key, so the query string carries only the
   * call's own fields; the added fields (a client_date that changes, the CSRF token) would make every
   * address new and write the token into caches and logs.
   */
  cacheable?: boolean;
}

export function csrfToken(): string {
  return getCookie(CSRF_COOKIE) ?? '';
}

function newRequestId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(16)}-${Math.random().toString(16).slice(2)}`;
}

/** The payload with the fields every call carries (spec §7). */
export function withClientFields(payload: Payload): Payload {
  const graphicInfo = currentGraphicInfo();
  return {
    ...payload,
    [CSRF_FIELD]: csrfToken(),
    client_date: clientDate(),
    browser: browserName(),
    device: deviceKind(),
    ...(graphicInfo ? { graphic_info: graphicInfo } : {}),
  };
}

function encodeBody(payload: Payload): { body: BodyInit; contentType?: string } {
  const hasFile = Object.values(payload).some((v) => typeof Blob !== 'undefined' && v instanceof Blob);
  if (hasFile) {
    const form = new FormData();
    for (const [key, value] of Object.entries(payload)) {
      if (value === undefined || value === null) continue;
      if (value instanceof Blob) form.append(key, value, value instanceof File ? value.name : key);
      else form.append(key, String(value));
    }
    return { body: form };
  }
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(payload)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  return { body: params.toString(), contentType: 'application/x-www-form-urlencoded;charset=UTF-8' };
}

function queryString(payload: Payload): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(payload)) {
    if (value !== undefined && value !== null && !(value instanceof Blob)) params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

async function sendOnce<T>(call: string, payload: Payload, options: ApiOptions, requestId: string): Promise<T> {
  const method = methodForCall(call);
  const full = method === 'GET' && options.cacheable ? payload : withClientFields(payload);
  const headers: Record<string, string> = { [HEADER.csrf]: csrfToken(), ...options.headers };
  const email = currentUserEmail();
  if (email) headers[HEADER.userEmail] = email;
  let url = apiPath(call);
  let body: BodyInit | undefined;
  if (method === 'GET') {
    url += queryString(full);
  } else {
    headers[HEADER.requestId] = requestId;
    const encoded = encodeBody(full);
    body = encoded.body;
    if (encoded.contentType) headers['content-type'] = encoded.contentType;
  }
  const { value } = await request<T>(url, {
    method,
    headers,
    body,
    signal: options.signal,
    responseType: options.responseType ?? 'json',
    onUploadProgress: options.onUploadProgress,
    fallbackUrls: options.fallbackUrls,
  });
  return value;
}

/**
 * Calls api/{call}. Resolves with the answer's data; rejects with an ApiError whose code the UI maps to a
 * message. (Changes that may wait for the network go through the outbox, src/lib/outbox.)
 */
export async function apiCall<T = unknown>(call: string, payload: Payload = {}, options: ApiOptions = {}): Promise<T> {
  const requestId = options.requestId ?? newRequestId();
  let retried = false;
  for (;;) {
    try {
      return await sendOnce<T>(call, payload, options, requestId);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (SESSION_CODES.has(error.code)) reportSessionMismatch(error.code);
      if (error.code !== REQUEST_FAILED) throw error;
      if (options.retryOnce && !retried) {
        retried = true;
        await delay();
        continue;
      }
      if (options.offlinePrompt === false) throw error;
      const offline = isBrowserOffline() || !(await probeOnline());
      if (!offline) throw error;
      if ((await askToRetryOffline()) === 'retry') continue;
      throw error;
    }
  }
}
