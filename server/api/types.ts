import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import type { Services } from '../services';

export interface ClientInfo {
  date: string | undefined;
  browser: string | undefined;
  device: string | undefined;
  graphicInfo: string | undefined;
}

export interface UploadedFile {
  field: string;
  filename: string;
  mimetype: string;
  data: Buffer;
}

export interface AuthState {
  userId: string;
  email: string;
  sessionId: string;
}

export interface CallContext {
  request: FastifyRequest;
  reply: FastifyReply;
  services: Services;
  client: ClientInfo;
  files: UploadedFile[];
  /** The user signed in on this request's session, or null for a visitor. */
  auth: AuthState | null;
  /** The user's language for messages and mails: the lang cookie, else the browser's, else English. */
  lang: string;
  requestId: string | undefined;
}

export interface CallDefinition<Input = Record<string, string>> {
  /** The call's path under /api/, without slashes: `auth/status`. */
  name: string;
  /** `user`: answers 401 not_logged_in for a visitor. */
  auth?: 'none' | 'user';
  /**
   * Validates the payload (the client fields CSRFtoken, client_date, browser, device, graphic_info removed).
   * Every call has one, `noInput` when it reads no fields; a failed check answers 400 with the schema's code.
   */
  input: ZodType<Input>;
  /** Whether a repeated X-Request-Id gets the stored answer; on by default for POST calls. */
  idempotent?: boolean;
  /** A call that carries files takes multipart bodies up to the upload limit. */
  files?: boolean;
  /**
   * A read-only call the dispatcher also serves by GET as `get/<name>` (ARCHITECTURE.md "The api/ contract"),
   * through this same definition: same input schema, same handler. See ReadCaching.
   */
  read?: ReadCaching;
  handler(input: Input, ctx: CallContext): Promise<unknown> | unknown;
}

/**
 * How the GET form of a read call may be kept. Its answer carries a weak ETag of its body (a matching
 * If-None-Match gets 304 and no body). Only for calls whose answer to a visitor is the same for every
 * visitor: that answer is `public, max-age=maxAgeSeconds`, so browsers, the service worker and shared caches
 * may keep it. An answer made for a signed-in user (it may hold what is theirs, like their photos' keys) is
 * `private, no-cache` and varies on Cookie. Calls that need a session (auth 'user') cannot opt in.
 */
export interface ReadCaching {
  maxAgeSeconds: number;
}

export function defineCall<Input>(definition: CallDefinition<Input>): CallDefinition<Input> {
  return definition;
}

const FIELDS = Symbol('pixloom.answerFields');

/** An answer with fields beside `data`, for calls whose spec puts them there ("data success, message 1, title"). */
export interface AnswerWithFields {
  readonly data: unknown;
  readonly [FIELDS]: Record<string, unknown>;
}

export function withFields(data: unknown, fields: Record<string, unknown>): AnswerWithFields {
  return { data, [FIELDS]: fields };
}

/**
 * A handler's `data` already serialized: an answer many requests share (Explore's pages) is turned into JSON
 * once, not on every request. The dispatcher puts the text in the envelope as it is.
 */
export class JsonText {
  constructor(readonly json: string) {}
}

/** The success envelope as JSON text: {data} plus any fields given with withFields. */
export function successJson(value: unknown): string {
  if (value instanceof JsonText) return `{"data":${value.json}}`;
  return JSON.stringify(successBody(value));
}

/** The success envelope of a handler's return value: {data} plus any fields given with withFields. */
export function successBody(value: unknown): Record<string, unknown> {
  if (value !== null && typeof value === 'object' && FIELDS in value) {
    const answer = value as AnswerWithFields;
    return { ...answer[FIELDS], data: answer.data === undefined ? null : answer.data };
  }
  return { data: value === undefined ? null : value };
}
