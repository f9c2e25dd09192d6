// Security headers: a Content-Security-Policy the app passes (scripts, workers and connections to our own
// origin only), no MIME sniffing, no framing, no referrer leaks across origins.
//
// The headers are the same for every response, so helmet computes them once, at start, on a throwaway
// instance; each response then gets the finished list (@fastify/helmet would rebuild its middleware, CSP
// parsing included, on every request).
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';

/** Headers of the framework, not of helmet: left out of the copied list. */
const NOT_HELMET = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, { ...options, global: true });
  probe.get('/', async () => '');
  const response = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers)) {
    if (!NOT_HELMET.has(name) && value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return headers;
}

/** The paths of the route that serves every api/ call (server/api/plugin.ts): its answers are JSON, never a document. */
const API_PREFIX = '/api/';

/**
 * Headers that only mean something on a document a browser renders (the page's policy, its window and
 * process, its prefetching, old IE's download prompt, Flash/PDF cross-domain policy, the retired XSS
 * filter): left off the api's JSON answers, each one more header to write on the busiest responses.
 */
const DOCUMENT_ONLY = new Set(['cross-origin-opener-policy', 'origin-agent-cluster', 'x-dns-prefetch-control', 'x-download-options', 'x-permitted-cross-domain-policies', 'x-xss-protection']);

/**
 * The headers of a JSON answer: no sniffing it into something else, no framing, no reading it from another
 * origin, no referrer, and a policy that lets nothing run should a browser ever show it as a page.
 */
function apiHeaders(headers: Record<string, string>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) if (!DOCUMENT_ONLY.has(name)) kept[name] = value;
  kept['content-security-policy'] = "default-src 'none'; frame-ancestors 'none'";
  return kept;
}

/**
 * What every request's onRequest step runs (server/plugins/everyRequest.ts): the finished list of headers, the
 * api's for a request to the api route. The route is told by the path's start (`/api/`), not by
 * `request.routeOptions` (a getter that builds a 13-field object on each read): a path Fastify also routes to
 * the api (`//api/…`, collapsed by ignoreDuplicateSlashes) gets the page's headers, which allow no more.
 */
export async function securityHeaderSetter(extraConnectSrc: string[] = []): Promise<(request: FastifyRequest, reply: FastifyReply) => void> {
  const headers = await helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        workerSrc: ["'self'", 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'data:', 'blob:', ...extraConnectSrc],
        mediaSrc: ["'self'", 'blob:', 'data:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        frameSrc: ["'self'"],
      },
    },
    frameguard: { action: 'deny' },
    noSniff: true,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    strictTransportSecurity: false,
  });
  const answerHeaders = apiHeaders(headers);
  return (request, reply) => {
    reply.headers(request.url.startsWith(API_PREFIX) ? answerHeaders : headers);
  };
}
