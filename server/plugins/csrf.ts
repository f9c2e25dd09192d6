// CSRF double submit: any response sets the csrftoken cookie (readable by scripts) when the request had
// none; the api/ dispatcher compares it with the X-CSRF-Token header or the CSRFtoken field.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { CSRF_COOKIE } from '../../src/lib/shared/api';

export function csrfCookie(app: FastifyInstance, secure: boolean): void {
  // A callback hook, not an async one: every request passes here and most already have the cookie.
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.cookies[CSRF_COOKIE]) {
      const token = randomBytes(24).toString('hex');
      reply.setCookie(CSRF_COOKIE, token, { path: '/', sameSite: 'lax', httpOnly: false, secure, maxAge: 365 * 24 * 3600 });
    }
    done();
  });
}
