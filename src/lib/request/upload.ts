// Uploads with progress (spec §7 direct-upload): ask the server for a ticket ({url, inputs}), then POST
// the inputs plus the file as multipart to that url, which answers XML with Location and Key.
import { apiCall } from './api';
import { ApiError, INVALID_RESPONSE } from './errors';
import { request, type Progress } from './request';

export interface UploadTicket {
  url: string;
  inputs: Record<string, string>;
}

export interface UploadResult {
  url: string;
  name: string;
}

export function parseUploadXml(text: string): UploadResult {
  const pick = (tag: string): string | undefined => new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(text)?.[1];
  const errorCode = pick('Code');
  if (errorCode) throw new ApiError(errorCode.replace(/([a-z])([A-Z])/g, '$1_$2').toLowerCase(), pick('Message'));
  const location = pick('Location');
  const key = pick('Key');
  if (!location || !key) throw new ApiError(INVALID_RESPONSE, 'The upload answer has no Location and Key.');
  const decode = (s: string): string => s.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"');
  return { url: decode(location), name: decode(key) };
}

export interface UploadOptions {
  bucket: string;
  filename?: string;
  onProgress?: (progress: Progress) => void;
  signal?: AbortSignal;
}

export async function directUpload(file: Blob, options: UploadOptions): Promise<UploadResult> {
  const ticket = await apiCall<UploadTicket>('direct-upload', {
    bucket: options.bucket,
    content_type: file.type || 'application/octet-stream',
    filename: options.filename ?? (file instanceof File ? file.name : undefined),
  }, { signal: options.signal });
  if (!ticket || typeof ticket.url !== 'string' || typeof ticket.inputs !== 'object') throw new ApiError(INVALID_RESPONSE, 'The upload ticket is incomplete.');
  const form = new FormData();
  for (const [key, value] of Object.entries(ticket.inputs)) form.append(key, value);
  form.append('file', file, options.filename ?? (file instanceof File ? file.name : 'upload'));
  try {
    const { value } = await request<string>(ticket.url, { method: 'POST', body: form, responseType: 'text', onUploadProgress: options.onProgress, signal: options.signal });
    return parseUploadXml(value);
  } catch (error) {
    // Storage answers errors as S3-style XML, which the request layer keeps as text.
    const body = error instanceof ApiError ? error.details?.body : undefined;
    if (typeof body === 'string' && body.includes('<Error>')) parseUploadXml(body);
    if (error instanceof ApiError && error.code === INVALID_RESPONSE) throw new ApiError('upload_failed', error.message, error.status);
    throw error;
  }
}
