// The one onRequest step every request takes (server/plugins/everyRequest.ts): the untrusted-proxy warning is
// written once, the CSRF cookie is given only to a request without one, and the api's answers get the api's
// headers while pages get the document's — all from one hook, which also parses the cookies.
import { describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import cookie from '@fastify/cookie';
import { cookieParser, everyRequest, untrustedProxyWarning } from '../../../server/plugins/everyRequest';
import { csrfCookieSetter } from '../../../server/plugins/csrf';
import { securityHeaderSetter } from '../../../server/plugins/security';

async function appWithSteps() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({ logger: { level: 'warn', stream } });
  await app.register(cookie, { hook: false });
  everyRequest(app, [cookieParser(app), untrustedProxyWarning(), undefined, csrfCookieSetter(false), await securityHeaderSetter()]);
  app.get('/page', async () => 'page');
  app.get('/cookies', async (request) => ({ cookies: request.cookies }));
  app.post('/api/*', async () => ({ data: {} }));
  await app.ready();
  return { app, lines };
}

describe('every request', () => {
  it('warns once about an untrusted proxy, however many forwarded requests come', async () => {
    const { app, lines } = await appWithSteps();
    for (let i = 0; i < 3; i++) await app.inject({ method: 'GET', url: '/page', headers: { 'x-forwarded-for': `203.0.113.${i}` } });
    expect(lines.filter((l) => String(l.msg).includes('proxy that is not trusted'))).toHaveLength(1);
    await app.close();
  });

  it("parses the request's cookies for the routes, and gives a request without any an empty set", async () => {
    const { app } = await appWithSteps();
    const sent = await app.inject({ method: 'GET', url: '/cookies', headers: { cookie: 'csrftoken=abc; pixloom_session=x%20y' } });
    expect(sent.json()).toEqual({ cookies: { csrftoken: 'abc', pixloom_session: 'x y' } });
    const none = await app.inject({ method: 'GET', url: '/cookies' });
    expect(none.json()).toEqual({ cookies: {} });
    await app.close();
  });

  it('gives the CSRF cookie only to a request that has none', async () => {
    const { app } = await appWithSteps();
    const first = await app.inject({ method: 'GET', url: '/page' });
    expect(String(first.headers['set-cookie'])).toMatch(/^csrftoken=[0-9a-f]{48};/);
    const again = await app.inject({ method: 'GET', url: '/page', cookies: { csrftoken: 'a'.repeat(48) } });
    expect(again.headers['set-cookie']).toBeUndefined();
    await app.close();
  });

  it("gives an api answer the api's headers and a page the document's", async () => {
    const { app } = await appWithSteps();
    const page = await app.inject({ method: 'GET', url: '/page' });
    const api = await app.inject({ method: 'POST', url: '/api/auth/status/' });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(api.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api.headers['cross-origin-opener-policy']).toBeUndefined();
    for (const response of [page, api]) expect(response.headers['x-content-type-options']).toBe('nosniff');
    await app.close();
  });
});
