// The request layer (spec §7, §8): one place that sends HTTP requests, validates its options, reads the
// answer in the asked-for type and turns every failure into an ApiError.
import { RESPONSE_ERROR_READ_TIMEOUT_MS } from '../shared/constants';
import { ApiError, CANCELLED, INVALID_RESPONSE, REQUEST_FAILED, parseErrorShape } from './errors';

export const RESPONSE_TYPES = ['json', 'text', 'blob', 'arraybuffer', 'document', 'empty'] as const;
export type ResponseType = (typeof RESPONSE_TYPES)[number];
export type Method = 'GET' | 'POST' | 'HEAD';

export interface Progress {
  loaded: number;
  total: number;
}

export interface RequestOptions {
  method?: Method;
  responseType?: ResponseType;
  headers?: Record<string, string>;
  body?: BodyInit | null;
  signal?: AbortSignal;
  /** Other addresses tried in order when the first cannot be reached. Not with progress handlers. */
  fallbackUrls?: string[];
  onUploadProgress?: (progress: Progress) => void;
  onDownloadProgress?: (progress: Progress) => void;
  /** JSON answers must carry a data field (api/ calls); off for other JSON. */
  requireData?: boolean;
  fetchImpl?: typeof fetch;
}

export class RequestOptionsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RequestOptionsError';
  }
}

/** Spec §5: response type in the list, only GET and POST (HEAD for existence checks), no fallbacks with progress. */
export function validateRequestOptions(options: RequestOptions): void {
  if (options.responseType !== undefined && !(RESPONSE_TYPES as readonly string[]).includes(options.responseType)) {
    throw new RequestOptionsError(`Invalid response type: ${String(options.responseType)}`);
  }
  if (options.method !== undefined && !['GET', 'POST', 'HEAD'].includes(options.method)) {
    throw new RequestOptionsError(`Invalid method: ${String(options.method)}`);
  }
  if (options.fallbackUrls?.length && (options.onUploadProgress || options.onDownloadProgress)) {
    throw new RequestOptionsError('Fallback URLs cannot be combined with progress handlers');
  }
}

/** Reads a body, giving up after `ms` (an error body that never ends must not hang the UI). */
async function readTextWithin(response: Response, ms: number): Promise<string | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  try {
    return await Promise.race([response.text(), timeout]);
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

function parseJson(text: string | undefined): unknown {
  if (text === undefined || text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

async function errorFromResponse(response: Response): Promise<ApiError> {
  const text = await readTextWithin(response, RESPONSE_ERROR_READ_TIMEOUT_MS);
  const shape = parseErrorShape(parseJson(text));
  if (shape) return new ApiError(shape.code, shape.message, response.status, shape.details);
  // Not one of the error shapes: keep the text for callers that speak another format (storage XML).
  return new ApiError(INVALID_RESPONSE, `HTTP ${response.status}`, response.status, { body: text?.slice(0, 4000) ?? '' });
}

async function readBody(response: Response, options: RequestOptions): Promise<unknown> {
  const type = options.responseType ?? 'json';
  switch (type) {
    case 'empty':
      return undefined;
    case 'text':
      return response.text();
    case 'blob':
      return response.blob();
    case 'arraybuffer':
      return response.arrayBuffer();
    case 'document': {
      const text = await response.text();
      return new DOMParser().parseFromString(text, 'text/html');
    }
    case 'json': {
      const body = parseJson(await response.text());
      if (options.requireData === false) {
        if (body === undefined) throw new ApiError(INVALID_RESPONSE, 'The answer is not JSON.', response.status);
        return body;
      }
      if (typeof body === 'object' && body !== null && 'data' in body) return (body as { data: unknown }).data;
      const shape = parseErrorShape(body);
      if (shape) throw new ApiError(shape.code, shape.message, response.status, shape.details);
      throw new ApiError(INVALID_RESPONSE, 'The answer has no data.', response.status);
    }
  }
}

function isAbort(error: unknown): boolean {
  return (error as { name?: string } | undefined)?.name === 'AbortError';
}

async function sendWithFetch(url: string, options: RequestOptions): Promise<Response> {
  const fetchImpl = options.fetchImpl ?? fetch.bind(globalThis);
  const urls = [url, ...(options.fallbackUrls ?? [])];
  let lastError: unknown;
  for (const target of urls) {
    try {
      return await fetchImpl(target, { method: options.method ?? 'GET', headers: options.headers, body: options.body, signal: options.signal, credentials: 'same-origin' });
    } catch (error) {
      if (isAbort(error)) throw new ApiError(CANCELLED, 'The request was cancelled.');
      lastError = error;
    }
  }
  throw new ApiError(REQUEST_FAILED, lastError instanceof Error ? lastError.message : 'The network request failed.');
}

/** XMLHttpRequest, for the progress events fetch cannot give on uploads. */
function sendWithXhr(url: string, options: RequestOptions): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? 'GET', url);
    xhr.withCredentials = true;
    xhr.responseType = 'blob';
    for (const [name, value] of Object.entries(options.headers ?? {})) xhr.setRequestHeader(name, value);
    if (options.onUploadProgress) {
      const report = options.onUploadProgress;
      xhr.upload.onprogress = (e) => report({ loaded: e.loaded, total: e.lengthComputable ? e.total : 0 });
    }
    if (options.onDownloadProgress) {
      const report = options.onDownloadProgress;
      xhr.onprogress = (e) => report({ loaded: e.loaded, total: e.lengthComputable ? e.total : 0 });
    }
    xhr.onload = () => {
      const headers = new Headers();
      for (const line of xhr.getAllResponseHeaders().trim().split(/[\r\n]+/)) {
        const at = line.indexOf(':');
        if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
      }
      resolve(new Response(xhr.status === 204 ? null : (xhr.response as Blob), { status: xhr.status, statusText: xhr.statusText, headers }));
    };
    xhr.onerror = () => reject(new ApiError(REQUEST_FAILED, 'The network request failed.'));
    xhr.onabort = () => reject(new ApiError(CANCELLED, 'The request was cancelled.'));
    options.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send((options.body ?? null) as XMLHttpRequestBodyInit | null);
  });
}

export interface RawResponse<T> {
  value: T;
  response: Response;
}

/** Sends a request and reads its answer; throws ApiError for every failure. */
export async function request<T = unknown>(url: string, options: RequestOptions = {}): Promise<RawResponse<T>> {
  validateRequestOptions(options);
  const useXhr = Boolean(options.onUploadProgress || options.onDownloadProgress) && typeof XMLHttpRequest !== 'undefined';
  const response = useXhr ? await sendWithXhr(url, options) : await sendWithFetch(url, options);
  if (!response.ok) throw await errorFromResponse(response);
  return { value: (await readBody(response, options)) as T, response };
}

/** HEAD request: does the address exist? */
export async function exists(url: string): Promise<boolean> {
  try {
    await request(url, { method: 'HEAD', responseType: 'empty' });
    return true;
  } catch {
    return false;
  }
}
