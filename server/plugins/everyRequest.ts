// The steps every request takes before routing's hooks of its own: the untrusted-proxy warning, the CSRF
// cookie and the security headers, as ONE onRequest hook. Each hook is one more turn of Fastify's hook
// runner on every request (the busiest api calls spend most of their JavaScript in the framework), and these
// three are plain functions that never wait.
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

/** Adds the steps, in order, as one onRequest hook (after @fastify/cookie's, which parses the cookies they read). */
export function everyRequest(app: FastifyInstance, steps: ReadonlyArray<Step | undefined>): void {
  const list = steps.filter((step): step is Step => step !== undefined);
  app.addHook('onRequest', (request, reply, done) => {
    for (const step of list) step(request, reply);
    done();
  });
}
