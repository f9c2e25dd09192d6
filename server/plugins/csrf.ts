// CSRF double submit: any response sets the csrftoken cookie (readable by scripts) when the request had
// none; the api/ dispatcher compares it with the X-CSRF-Token header or the CSRFtoken field.
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_COOKIE } from '../../src/lib/shared/api';

/** What every request's onRequest step runs (server/plugins/everyRequest.ts): most already have the cookie. */
export function csrfCookieSetter(secure: boolean): (request: FastifyRequest, reply: FastifyReply) => void {
  return (request, reply) => {
    if (!request.cookies[CSRF_COOKIE]) {
      const token = randomBytes(24).toString('hex');
      reply.setCookie(CSRF_COOKIE, token, { path: '/', sameSite: 'lax', httpOnly: false, secure, maxAge: 365 * 24 * 3600 });
    }
  };
}
