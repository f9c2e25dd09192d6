// Turns any error into a status and a snake_case code. Framework errors caused by bad input (bodies too
// large or malformed, wrong content types) become 4xx answers with their own codes; only real faults are 500.
import { ApiError } from '../api/errors';
import { StorageError } from '../adapters/storage/errors';
import { ownValue } from '../../src/lib/shared/own';

export interface MappedError {
  status: number;
  code: string;
  message: string;
  extra?: Record<string, unknown>;
}

const FRAMEWORK_CODES: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'payload_too_large', message: 'The request body is too large.' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: 'file_too_large', message: 'The file is too large.' },
  FST_PARTS_LIMIT: { status: 413, code: 'too_many_parts', message: 'The form has too many parts.' },
  FST_FILES_LIMIT: { status: 413, code: 'too_many_files', message: 'Too many files in one request.' },
  FST_FIELDS_LIMIT: { status: 413, code: 'too_many_fields', message: 'The form has too many fields.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'unsupported_media_type', message: 'Send the payload form-encoded or as multipart.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'malformed_body', message: 'The request body is empty.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'malformed_body', message: 'The request body length is wrong.' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 400, code: 'malformed_body', message: 'The multipart body is malformed.' },
  FST_PROTO_VIOLATION: { status: 400, code: 'malformed_body', message: 'The request body is malformed.' },
};

export function errorBody(code: string, message: string, extra?: Record<string, unknown>): { error: Record<string, unknown> } {
  return { error: { code, message, ...extra } };
}

export function mapFrameworkError(error: unknown): MappedError {
  if (error instanceof ApiError) return { status: error.status, code: error.code, message: error.message, extra: error.extra };
  // A refused upload or storage operation carries its own 4xx; a storage fault stays a 500.
  if (error instanceof StorageError && error.status >= 400 && error.status < 500) return { status: error.status, code: error.code, message: error.message };
  const e = error as { code?: string; statusCode?: number; message?: string; validation?: unknown };
  const known = typeof e.code === 'string' ? ownValue(FRAMEWORK_CODES, e.code) : undefined;
  if (known) return { ...known };
  if (e.validation) return { status: 400, code: 'invalid_input', message: e.message ?? 'The request is not valid.' };
  if (typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) {
    if (e.statusCode === 429) return { status: 429, code: 'too_many_requests', message: e.message ?? 'Too many requests.' };
    return { status: e.statusCode, code: e.statusCode === 413 ? 'payload_too_large' : 'malformed_body', message: e.message ?? 'The request is not valid.' };
  }
  // Multipart parse failures surface as plain errors from busboy.
  if (e.message && /multipart|boundary|Unexpected end of form|Malformed/i.test(e.message)) {
    return { status: 400, code: 'malformed_body', message: 'The multipart body is malformed.' };
  }
  return { status: 500, code: 'internal_error', message: 'Something went wrong on our side.' };
}
