// What the photo-service and social-album connectors share: JSON requests to a provider's API with a
// deadline, and image downloads that only go to the provider's own file hosts (a URL in a provider's answer
// is never followed elsewhere: the bearer token and the server's network stay with the provider), never
// follow redirects, stop at the size limit and must be an image by their first bytes.
import { ApiError } from '../../api/errors';
import { sniffImage } from '../../imageProxy/fetchImage';

export interface ProviderHttpOptions {
  timeoutMs: number;
  maxBytes: number;
  allowHttp: boolean;
}

/** A provider's answer that is not what its API documents. */
export const invalidResponse = (what: string): ApiError => new ApiError('invalid_response', 502, `The photo service answered in an unexpected shape (${what}).`);
export const unreachable = (): ApiError => new ApiError('request_failed', 502, 'The photo service could not be reached. Try again.');
export const noAccessToken = (): ApiError => new ApiError('no_access_token', 401, 'Connect the account again to continue.');

/**
 * Runs a fetch with the user's access token: services.imports.withAccessToken bound to a user and connector
 * (it refreshes an expired token, retries once on 401 and throws no_access_token when nothing works).
 */
export type Authorized = (fetchFn: (accessToken: string) => Promise<Response>) => Promise<Response>;

export interface ProviderAnswer {
  status: number;
  body: unknown;
}

/** A JSON request to a provider; network failures and timeouts are request_failed. */
export async function providerJson(url: string, init: RequestInit, authorized: Authorized, options: ProviderHttpOptions): Promise<ProviderAnswer> {
  const response = await authorized(async (token) => {
    try {
      return await fetch(url, {
        ...init,
        redirect: 'error',
        headers: { accept: 'application/json', authorization: `Bearer ${token}`, ...(init.body ? { 'content-type': 'application/json' } : {}) },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch {
      throw unreachable();
    }
  });
  // A body cut off (the deadline, a dropped connection) is an unreachable provider, not an odd answer.
  const text = await response.text().catch(() => null);
  if (text === null) throw unreachable();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    if (response.ok) throw invalidResponse('not JSON');
  }
  return { status: response.status, body };
}

/** Whether `url` is on one of the hosts (".example.com" matches its subdomains), over https (http only in tests). */
export function onAllowedHost(url: URL, hosts: readonly string[], allowHttp: boolean): boolean {
  if (url.protocol !== 'https:' && !(allowHttp && url.protocol === 'http:')) return false;
  if (url.username || url.password) return false;
  const host = url.host.toLowerCase();
  const name = url.hostname.toLowerCase();
  return hosts.some((h) => (h.startsWith('.') ? name.endsWith(h) && name.length > h.length : host === h || name === h));
}

export interface DownloadedImage {
  bytes: Buffer;
  contentType: string;
}

/** Downloads an image file from a provider's file host; with the user's token only when `authorized` is given. */
export async function downloadImage(url: URL, authorized: Authorized | null, options: ProviderHttpOptions): Promise<DownloadedImage> {
  const get = async (token: string | null): Promise<Response> => {
    try {
      return await fetch(url, { redirect: 'manual', headers: token ? { authorization: `Bearer ${token}` } : {}, signal: AbortSignal.timeout(options.timeoutMs) });
    } catch {
      throw unreachable();
    }
  };
  const response = authorized ? await authorized(get) : await get(null);
  if (response.status === 401) throw noAccessToken();
  if (!response.ok || !response.body) {
    await response.body?.cancel().catch(() => undefined);
    throw new ApiError('unable_download_file', 502, 'The photo could not be downloaded from the photo service.');
  }
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > options.maxBytes) {
    await response.body.cancel().catch(() => undefined);
    throw new ApiError('file_size_is_large', 413, 'The photo is larger than the import limit.');
  }
  const chunks: Buffer[] = [];
  let total = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.length;
    if (total > options.maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new ApiError('file_size_is_large', 413, 'The photo is larger than the import limit.');
    }
    chunks.push(Buffer.from(value));
  }
  const bytes = Buffer.concat(chunks);
  if (!sniffImage(bytes.subarray(0, 16))) throw new ApiError('unable_download_file', 502, 'The photo service did not send an image.');
  const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  return { bytes, contentType: type.startsWith('image/') && type !== 'image/svg+xml' ? type : 'application/octet-stream' };
}
