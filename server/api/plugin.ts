// The api/ dispatcher (ARCHITECTURE.md "The api/ contract"): the route for /api/* (two, in fact: multipart
// requests and all others, told apart by the router so that only uploads meet @fastify/multipart), which finds the call,
// checks its method and the CSRF token, parses and validates the payload, resolves the session, applies
// X-Request-Id idempotency and wraps the answer in the {data} / {error:{code,message}} envelope. A read
// call (`read`) is also served by GET as `get/<name>`, with the same schema and handler, an ETag and
// Cache-Control (server/api/readCache.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import { CLIENT_FIELDS, CSRF_COOKIE, CSRF_FIELD, HEADER, isSnakeCaseCode, methodForCall } from '../../src/lib/shared/api';
import type { Services } from '../services';
import { ApiError } from './errors';
import type { ApiRegistry } from './registry';
import { successJson, type CallContext, type CallDefinition, type ClientInfo, type ReadCaching, type UploadedFile } from './types';
import { noInput } from './input';
import { bodyHash, claimRequest, isValidRequestId, releaseRequest, requestKey, requestOwner, storeAnswer } from './idempotency';
import type { Boot } from './boot';
import { requestLanguage } from '../http/language';
import { errorBody, mapFrameworkError } from '../http/errors';
import { compressAnswer } from '../http/compressAnswer';
import { etagMatches, readCacheHeaders, weakEtag, withoutSharing } from './readCache';

interface ApiPluginOptions {
  registry: ApiRegistry;
  services: Services;
  /** This server process: idempotency claims name it (server/api/boot.ts). */
  boot: Boot;
}

type Payload = Record<string, unknown>;

/** Equal strings, compared in a time that does not depend on where they differ (no buffers made per request). */
function tokensMatch(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** Multipart parts arrive as {value} or as files; turn them into plain fields and a list of files. */
function splitMultipart(body: Payload): { fields: Payload; files: UploadedFile[] } {
  const fields: Payload = {};
  const files: UploadedFile[] = [];
  for (const [name, raw] of Object.entries(body)) {
    for (const part of Array.isArray(raw) ? raw : [raw]) {
      const p = part as { type?: string; value?: unknown; filename?: string; mimetype?: string; _buf?: Buffer };
      if (p && p.type === 'file') {
        files.push({ field: name, filename: p.filename ?? 'file', mimetype: p.mimetype ?? 'application/octet-stream', data: p._buf ?? Buffer.alloc(0) });
      } else if (p && p.type === 'field') {
        fields[name] = p.value;
      }
    }
  }
  return { fields, files };
}

function readPayload(request: FastifyRequest, multipartRoute: boolean): { payload: Payload; files: UploadedFile[] } {
  if (request.method === 'GET' || request.method === 'HEAD') return { payload: { ...(request.query as Payload) }, files: [] };
  const body = request.body;
  if (body === undefined || body === null || body === '') return { payload: {}, files: [] };
  if (typeof body !== 'object' || Array.isArray(body)) throw new ApiError('malformed_body', 400, 'The request body must be a form.');
  if (multipartRoute && request.isMultipart()) {
    const { fields, files } = splitMultipart(body as Payload);
    return { payload: fields, files };
  }
  return { payload: { ...(body as Payload) }, files: [] };
}

function textField(payload: Payload, key: string): string | undefined {
  const value = payload[key];
  return typeof value === 'string' ? value : undefined;
}

// Every request runs this: no closures made per call (the server runs under tsx, which names each one).
function takeClientInfo(payload: Payload): ClientInfo {
  const info: ClientInfo = { date: textField(payload, 'client_date'), browser: textField(payload, 'browser'), device: textField(payload, 'device'), graphicInfo: textField(payload, 'graphic_info') };
  for (const field of CLIENT_FIELDS) delete payload[field];
  return info;
}

/** Paths remembered at most (a name may arrive with any number of slashes around it). */
const MAX_REMEMBERED_PATHS = 1000;
const NO_INPUT = { success: true, data: {} } as const;

const GET_METHODS: readonly string[] = ['GET', 'HEAD'];
const POST_METHODS: readonly string[] = ['POST'];

/** A JSON answer, compressed when it is large and the browser accepts it (server/http/compressAnswer.ts). */
function sendJson(reply: FastifyReply, status: number, body: string): FastifyReply {
  reply.code(status).header('content-type', 'application/json; charset=utf-8');
  return reply.send(compressAnswer(reply, body));
}

/** A JSON answer no cache keeps (every answer but a read call's). */
function send(reply: FastifyReply, status: number, body: string): FastifyReply {
  return sendJson(reply.header('cache-control', 'no-store'), status, body);
}

/** Whether a request announces a multipart body: such requests are routed to the multipart route. */
function announcesMultipart(type: string | string[] | undefined): boolean {
  return typeof type === 'string' && /^\s*multipart\//i.test(type);
}

/**
 * The router tells multipart requests from the rest by their Content-Type (a find-my-way constraint), so that
 * @fastify/multipart lives in a context of its own, with only the multipart route: its three async hooks (reading
 * the parts before validation, cleaning the temporary files of its disk mode), its onRequest 'close' listener and
 * its request decorators no longer touch the forms and bodiless requests that make most of the traffic. The
 * forms route has no constraint and takes everything else (mustMatchWhenDerived false).
 */
const BODY_KIND = 'apiBody';
type ConstraintStrategy = Parameters<FastifyInstance['addConstraintStrategy']>[0];
type ConstrainedHandler = NonNullable<ReturnType<ReturnType<ConstraintStrategy['storage']>['get']>>;
const bodyKindStrategy: ConstraintStrategy = {
  name: BODY_KIND,
  storage() {
    const handlers = new Map<string, ConstrainedHandler>();
    return { get: (kind: string) => handlers.get(kind) ?? null, set: (kind: string, handler: ConstrainedHandler) => void handlers.set(kind, handler) };
  },
  deriveConstraint: (request) => (announcesMultipart(request.headers['content-type']) ? 'multipart' : 'other'),
  mustMatchWhenDerived: false,
};

/**
 * An empty form (Content-Length: 0, or neither Content-Length nor Transfer-Encoding, which HTTP/1.1 reads as a
 * body of length zero) has nothing to parse: its Content-Type is set to undefined, so Fastify hands the request
 * to the handler at once (as it does for a body without a type) instead of running the form parser on it (an
 * async resource, stream listeners and a tick to read nothing). readPayload answers the same empty payload
 * either way. Set to undefined, not deleted: `delete` turns the headers object into a dictionary, and every
 * later header read of the request (Fastify's, the cookie parser's, ours) became a slow lookup.
 */
function skipEmptyForm(request: FastifyRequest): void {
  const headers = request.headers;
  const length = headers['content-length'];
  if ((length === '0' || length === undefined) && headers['transfer-encoding'] === undefined && isFormType(headers['content-type'])) headers['content-type'] = undefined;
}

function isFormType(type: string | undefined): boolean {
  return type !== undefined && type.length >= FORM_TYPE.length && type.slice(0, FORM_TYPE.length).toLowerCase() === FORM_TYPE && (type.length === FORM_TYPE.length || type[FORM_TYPE.length] === ';' || type[FORM_TYPE.length] === ' ');
}
const FORM_TYPE = 'application/x-www-form-urlencoded';

export async function apiPlugin(app: FastifyInstance, { registry, services, boot }: ApiPluginOptions): Promise<void> {
  // The csrftoken cookie is set on the first response a browser gets (server/plugins/csrf.ts), by then in the
  // header: an answer that sets a cookie is downgraded from public, so no shared cache hands it to others.
  app.addHook('onSend', (_request, reply, payload, done) => {
    const cacheControl = reply.getHeader('cache-control');
    if (typeof cacheControl === 'string' && reply.hasHeader('set-cookie')) reply.header('cache-control', withoutSharing(cacheControl));
    done(null, payload);
  });

  app.setErrorHandler((error, request, reply) => {
    const mapped = mapFrameworkError(error);
    if (mapped.status >= 500) request.log.error({ err: error }, 'api call failed');
    return send(reply, mapped.status, JSON.stringify(errorBody(mapped.code, mapped.message)));
  });

  // Each path a call was found under (the name with its slashes), with what the handler derives from it.
  const routes = new Map<string, { name: string; call: CallDefinition<unknown>; read: ReadCaching | undefined; method: 'GET' | 'POST' }>();

  /** The dispatcher of the forms route or of the multipart one (only the latter's requests can carry files). */
  const dispatch = (multipartRoute: boolean) => async (request: FastifyRequest, reply: FastifyReply) => {
    const path = String((request.params as { '*': string })['*'] ?? '');
    const route = routes.get(path);
    const name = route?.name ?? path.replace(/^\/+|\/+$/g, '');
    const call = route?.call ?? registry.get(name);
    if (!call) throw new ApiError('unknown_call', 404, `There is no api call named "${name}".`);
    const read = route ? route.read : registry.isReadForm(name) ? call.read : undefined;
    const method = route?.method ?? methodForCall(name);
    if (!route && routes.size < MAX_REMEMBERED_PATHS) routes.set(path, { name, call, read, method });

    const allowed = method === 'GET' ? GET_METHODS : POST_METHODS;
    if (!allowed.includes(request.method)) {
      reply.header('allow', allowed.join(', '));
      throw new ApiError('method_not_allowed', 405, `${name} takes ${method}.`);
    }

    const { payload, files } = readPayload(request, multipartRoute);
    if (files.length > 0 && !call.files) throw new ApiError('unexpected_file', 400, 'This call takes no files.');

    if (method === 'POST') {
      const cookie = request.cookies[CSRF_COOKIE];
      const header = request.headers[HEADER.csrf];
      const sent = (typeof header === 'string' && header) || (typeof payload[CSRF_FIELD] === 'string' ? (payload[CSRF_FIELD] as string) : '');
      if (!cookie || !sent || !tokensMatch(cookie, sent)) throw new ApiError('invalid_token', 403, 'The CSRF token is missing or does not match.');
    }
    const client = takeClientInfo(payload);

    // Every call registers its input schema (ApiRegistry refuses one without): checked here, before the
    // handler, so a refused payload gets its answer from this one place.
    // noInput (z.object({})) passes any form and drops its fields: its answer is known without parsing.
    const parsed = call.input === noInput ? NO_INPUT : call.input.safeParse(payload);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const code = isSnakeCaseCode(issue?.message) ? issue.message : 'invalid_input';
      const where = issue?.path.length ? ` (${issue.path.join('.')})` : '';
      throw new ApiError(code, 400, `The request is not valid${where}.`);
    }
    const input: unknown = parsed.data;

    const auth = await services.sessions.resolve(request);
    if (call.auth === 'user' && !auth) throw new ApiError('not_logged_in', 401, 'You are not signed in.');
    // Spec §4.3: the page says who it believes is signed in; a different session user is wrong_user.
    const claimed = request.headers[HEADER.userEmail];
    if (call.auth === 'user' && auth && typeof claimed === 'string' && claimed.trim() && claimed.trim().toLowerCase() !== auth.email.toLowerCase()) {
      throw new ApiError('wrong_user', 409, 'A different user is signed in on this browser.');
    }

    const requestIdHeader = request.headers[HEADER.requestId];
    const requestId = typeof requestIdHeader === 'string' && requestIdHeader ? requestIdHeader : undefined;
    if (requestId !== undefined && !isValidRequestId(requestId)) throw new ApiError('invalid_request_id', 400, 'X-Request-Id must be a UUID.');
    const idempotent = method === 'POST' && call.idempotent !== false && requestId !== undefined;

    // The id is bound to who sends it (the user, else this browser's CSRF cookie), the call and the body.
    const key = idempotent ? requestKey(requestOwner(auth?.userId, request.cookies[CSRF_COOKIE]), requestId) : '';
    if (idempotent) {
      const claim = await claimRequest(services.db, boot, { key, call: name, bodyHash: bodyHash(payload, files) });
      if (claim.kind === 'answered') return send(reply.header('x-idempotent-replay', 'true'), claim.answer.status, claim.answer.body);
      if (claim.kind === 'in_progress') throw new ApiError('request_in_progress', 409, 'The same request is still being handled.');
      if (claim.kind === 'other_request') throw new ApiError('request_id_reused', 409, 'This X-Request-Id was already used for a different request.');
    }

    const ctx: CallContext = { request, reply, services, client, files, auth, lang: requestLanguage(request), requestId };
    let status = 200;
    let body: string;
    try {
      const data = await call.handler(input as never, ctx);
      body = successJson(data);
    } catch (error) {
      const mapped = mapFrameworkError(error);
      if (mapped.status >= 500) {
        request.log.error({ err: error, call: name }, 'api call failed');
        if (idempotent) await releaseRequest(services.db, boot, key);
        return send(reply, mapped.status, JSON.stringify(errorBody(mapped.code, mapped.message)));
      }
      status = mapped.status;
      body = JSON.stringify(errorBody(mapped.code, mapped.message, mapped.extra));
    }
    if (idempotent) await storeAnswer(services.db, boot, key, { status, body });
    if (read && status === 200) {
      const etag = weakEtag(body);
      const { cacheControl, vary } = readCacheHeaders(read, auth !== null);
      reply.header('etag', etag).header('cache-control', cacheControl);
      if (vary) reply.header('vary', vary);
      if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return sendJson(reply, 200, body);
    }
    return send(reply, status, body);
  };

  const apiRoute = (multipartRoute: boolean): RouteOptions => ({
    method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    url: '/api/*',
    ...(multipartRoute ? { constraints: { [BODY_KIND]: 'multipart' } } : {}),
    // Clients never send a compressed body: no decompression step before each call's parsing.
    decompress: false,
    // Answers are compressed where they are sent (server/http/compressAnswer.ts), without the plugin's two hooks.
    compress: false,
    // Form-encoded bodies are capped here; multipart streams are capped by the multipart limits below.
    bodyLimit: services.config.bodyLimitBytes,
    handler: dispatch(multipartRoute),
  });

  app.addConstraintStrategy(bodyKindStrategy);
  // Forms and requests without a body: most of the traffic.
  await app.register(async (forms) => {
    await forms.register(formbody, { bodyLimit: services.config.bodyLimitBytes });
    forms.addHook('onRequest', (request, _reply, done) => {
      skipEmptyForm(request);
      done();
    });
    forms.route(apiRoute(false));
  });
  // Multipart requests (uploads), with @fastify/multipart and its hooks.
  await app.register(async (parts) => {
    await parts.register(multipart, {
      attachFieldsToBody: true,
      limits: { fileSize: services.config.uploadLimitBytes, files: 20, fields: 200, fieldSize: services.config.bodyLimitBytes },
      onFile: async (part) => {
        (part as unknown as { _buf: Buffer })._buf = await part.toBuffer();
      },
    });
    parts.route(apiRoute(true));
  });
}
