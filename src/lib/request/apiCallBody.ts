// apiCall for calls whose answer carries fields beside `data` (photo/update-image-info's title and tags,
// photo/library-images' totals): the whole body, checked to be a JSON object with data.
import { apiCall, type ApiOptions } from './api';
import { ApiError, INVALID_RESPONSE } from './errors';

/** The whole answer body, for calls whose fields beside `data` matter (the request layer returns data only). */
export async function apiCallBody(call: string, payload: Record<string, string | number | undefined>, options: Omit<ApiOptions, 'responseType'> = {}): Promise<Record<string, unknown>> {
  const text = await apiCall<string>(call, payload, { ...options, responseType: 'text' });
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ApiError(INVALID_RESPONSE, 'The answer is not JSON.');
  }
  if (typeof body !== 'object' || body === null || !('data' in body)) throw new ApiError(INVALID_RESPONSE, 'The answer has no data.');
  return body as Record<string, unknown>;
}
