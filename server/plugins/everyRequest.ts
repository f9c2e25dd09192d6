// The steps every request takes before routing's hooks of its own: parsing the cookies, the untrusted-proxy
// warning, the CSRF cookie and the security headers, as ONE onRequest hook. Each hook is one more turn of
// Fastify's hook runner on every request (the busiest api calls spend most of their JavaScript in the
// framework), and these are plain functions that never wait.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

type Step = (request: FastifyRequest, reply: FastifyReply) => void;

/** Warns once that requests arrive through a proxy that is not trusted (every visitor then shares its address). */
export function untrustedProxyWarning(): Step {
  let warned = false;
  return (request) => {
    if (!warned && request.headers['x-forwarded-for'] !== undefined) {
      warned = true;
      request.log.warn('requests arrive through a proxy that is not trusted: every visitor shares its address; set TRUST_PROXY (README, Configuration)');
    }
  };
}

/**
 * Parses the request's cookies into `request.cookies`, as @fastify/cookie's own onRequest hook does; the plugin
 * is registered with `hook: false` so that this is one step of the one hook instead of a hook of its own. (Its
 * onSend hook, which writes Set-Cookie, stays; a reply that sets a cookie before this step ran parses them itself.)
 */
export function cookieParser(app: FastifyInstance): Step {
  return (request) => {
    const header = request.headers.cookie;
    request.cookies = header ? app.parseCookie(header) : {};
  };
}

/** Adds the steps, in order, as one onRequest hook (the cookie parser first: the others read the cookies). */
export function everyRequest(app: FastifyInstance, steps: ReadonlyArray<Step | undefined>): void {
  const list = steps.filter((step): step is Step => step !== undefined);
  app.addHook('onRequest', (request, reply, done) => {
    for (const step of list) step(request, reply);
    done();
  });
}
