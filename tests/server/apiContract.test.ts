import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { startTestServer, testDatabases, TestClient, type TestServer } from '../support/serverHarness';
import { defineCall, type CallDefinition } from '../../server/api/types';
import { noInput } from '../../server/api/input';
import { ApiRegistry } from '../../server/api/registry';
import { ApiError } from '../../server/api/errors';
import { claimRequest, pruneAnswers, storeAnswer } from '../../server/api/idempotency';
import { startBoot, type Boot } from '../../server/api/boot';
import { apiPlugin } from '../../server/api/plugin';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';

describe.each(testDatabases)('api/ contract on %s', (kind) => {
  let server: TestServer;
  let client: TestClient;

  beforeAll(async () => {
    server = await startTestServer(kind);
    client = new TestClient(server);
  });
  afterAll(async () => server.close());

  describe('the envelope', () => {
    it('answers a visitor auth/status with {data:{email:null}}', async () => {
      const res = await client.call('auth/status');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ data: { email: null } });
    });

    it('accepts the path with and without the trailing slash', async () => {
      const token = await client.csrf();
      const res = await client.request({ method: 'POST', url: '/api/auth/status', headers: { 'x-csrf-token': token } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: { email: null } });
    });

    it('answers an unknown call with 404 unknown_call', async () => {
      const res = await client.call('auth/no-such-call');
      expect(res.status).toBe(404);
      expect(res.body.error?.code).toBe('unknown_call');
    });

    it('answers a GET to a POST call with 405 method_not_allowed and an Allow header', async () => {
      const res = await client.request({ method: 'GET', url: '/api/auth/status/' });
      expect(res.statusCode).toBe(405);
      expect(res.json().error.code).toBe('method_not_allowed');
      expect(res.headers.allow).toBe('POST');
    });
  });

  describe('CSRF double submit', () => {
    it('refuses a POST without the token with 403 invalid_token', async () => {
      const res = await client.call('auth/status', {}, { csrf: false });
      expect(res.status).toBe(403);
      expect(res.body.error?.code).toBe('invalid_token');
    });

    it('refuses a token that differs from the cookie', async () => {
      const res = await client.call('auth/status', {}, { headers: { 'x-csrf-token': 'forged' } });
      expect(res.status).toBe(403);
      expect(res.body.error?.code).toBe('invalid_token');
    });

    it('accepts the token in the CSRFtoken body field', async () => {
      const token = await client.csrf();
      const res = await client.request({ method: 'POST', url: '/api/auth/status/', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `CSRFtoken=${token}` });
      expect(res.statusCode).toBe(200);
    });

    it('sets the csrftoken cookie on a response when the request had none, readable by scripts', async () => {
      const fresh = new TestClient(server);
      const res = await fresh.request({ method: 'GET', url: '/offline-test/?nocache=1' });
      const cookie = res.cookies.find((c) => c.name === 'csrftoken');
      expect(cookie?.value).toMatch(/^[0-9a-f]{48}$/);
      expect(cookie?.httpOnly).toBeFalsy();
      expect(cookie?.sameSite).toBe('Lax');
      const again = await fresh.request({ method: 'GET', url: '/offline-test/?nocache=2' });
      expect(again.cookies.find((c) => c.name === 'csrftoken')).toBeUndefined();
    });
  });

  describe('bad bodies', () => {
    it('answers a malformed body with 400 malformed_body', async () => {
      const token = await client.csrf();
      const res = await client.request({ method: 'POST', url: '/api/auth/status/', headers: { 'x-csrf-token': token, 'content-type': 'application/json' }, payload: '{nope' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('malformed_body');
    });

    it('answers an oversized body with 413 payload_too_large', async () => {
      const token = await client.csrf();
      const res = await client.request({ method: 'POST', url: '/api/auth/status/', headers: { 'x-csrf-token': token, 'content-type': 'application/x-www-form-urlencoded' }, payload: `a=${'x'.repeat(1024 * 1024 + 10)}` });
      expect(res.statusCode).toBe(413);
      expect(res.json().error.code).toBe('payload_too_large');
    });

    it('answers an unknown content type with 415 unsupported_media_type', async () => {
      const token = await client.csrf();
      const res = await client.request({ method: 'POST', url: '/api/auth/status/', headers: { 'x-csrf-token': token, 'content-type': 'text/xml' }, payload: '<a/>' });
      expect(res.statusCode).toBe(415);
      expect(res.json().error.code).toBe('unsupported_media_type');
    });

    it('answers a broken multipart body with 400 malformed_body', async () => {
      const token = await client.csrf();
      const res = await client.request({ method: 'POST', url: '/api/auth/status/', headers: { 'x-csrf-token': token, 'content-type': 'multipart/form-data; boundary=xyz' }, payload: 'garbage' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('malformed_body');
    });

    it('refuses a file sent to a call that takes none', async () => {
      const res = await client.upload('auth/status', {}, [{ field: 'f', filename: 'a.png', contentType: 'image/png', data: Buffer.from('x') }]);
      expect(res.status).toBe(400);
      expect(res.body.error?.code).toBe('unexpected_file');
    });

    it('refuses an X-Request-Id that is not an id', async () => {
      const res = await client.call('auth/status', {}, { requestId: 'x y' });
      expect(res.status).toBe(400);
      expect(res.body.error?.code).toBe('invalid_request_id');
    });
  });

  describe('site-root endpoints', () => {
    it('answers the offline probe with the text online and no caching', async () => {
      const res = await client.request({ method: 'GET', url: '/offline-test/?nocache=123' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('online');
      expect(res.headers['cache-control']).toContain('no-store');
    });

    it('answers check-user for a visitor with not_logged_in', async () => {
      const res = await client.request({ method: 'POST', url: '/check-user/' });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('not_logged_in');
    });

    it('sends the security headers', async () => {
      const res = await client.request({ method: 'GET', url: '/offline-test/?nocache=9' });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    });

    it('answers an unknown page with a real 404 page', async () => {
      const res = await client.request({ method: 'GET', url: '/no/such/page/', headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('404');
    });
  });

  describe('X-Request-Id idempotency', () => {
    let boot: Boot;
    beforeAll(async () => {
      boot = await startBoot(server.services.db);
    });
    afterAll(async () => boot.stop());
    const claim = (key: string) => ({ key, call: 'test/echo', bodyHash: 'b'.repeat(64) });

    it('gives a repeat within 24 h the stored answer and runs the call once', async () => {
      const id = randomUUID();
      const first = await claimRequest(server.services.db, boot, claim(id));
      expect(first.kind).toBe('claimed');
      await storeAnswer(server.services.db, boot, id, { status: 200, body: '{"data":1}' });
      const second = await claimRequest(server.services.db, boot, claim(id));
      expect(second).toEqual({ kind: 'answered', answer: { status: 200, body: '{"data":1}' } });
    });

    it('forgets answers older than 24 h', async () => {
      const id = randomUUID();
      await claimRequest(server.services.db, boot, claim(id));
      await storeAnswer(server.services.db, boot, id, { status: 200, body: '{"data":2}' });
      const removed = await pruneAnswers(server.services.db, Date.now() + 25 * 60 * 60 * 1000);
      expect(removed).toBeGreaterThan(0);
      expect((await claimRequest(server.services.db, boot, claim(id))).kind).toBe('claimed');
    });
  });
});

describe.each(testDatabases)('the dispatcher with counting calls on %s', (kind) => {
  let server: TestServer;
  let app: FastifyInstance;
  let boot: Boot;
  let count = 0;

  beforeAll(async () => {
    server = await startTestServer(kind);
    const registry = new ApiRegistry().add(
      ...([
        defineCall({ name: 'test/count', input: noInput, handler: () => ++count }),
        defineCall({ name: 'test/fail', input: noInput, handler: () => { count++; throw new ApiError('nope_code', 422); } }),
      ] as CallDefinition<never>[]),
    );
    // The real dispatcher over the test server's database, with calls that count how often they ran.
    app = Fastify();
    await app.register(cookie);
    boot = await startBoot(server.services.db);
    await app.register(apiPlugin, { registry, services: server.services, boot });
  });
  afterAll(async () => {
    await app.close();
    await boot.stop();
    await server.close();
  });

  const post = (url: string, id: string) => app.inject({ method: 'POST', url, headers: { cookie: 'csrftoken=abc', 'x-csrf-token': 'abc', 'x-request-id': id } });

  it('applies a replayed mutation once and returns the same answer', async () => {
    const id = randomUUID();
    const before = count;
    const a = await post('/api/test/count/', id);
    const b = await post('/api/test/count/', id);
    expect(a.json()).toEqual({ data: before + 1 });
    expect(b.json()).toEqual({ data: before + 1 });
    expect(b.headers['x-idempotent-replay']).toBe('true');
    expect(count).toBe(before + 1);
  });

  it('stores error answers too: a repeat gets the same error without running again', async () => {
    const id = randomUUID();
    const before = count;
    const f1 = await post('/api/test/fail/', id);
    const f2 = await post('/api/test/fail/', id);
    expect(f1.statusCode).toBe(422);
    expect(f2.statusCode).toBe(422);
    expect(f2.json().error.code).toBe('nope_code');
    expect(count).toBe(before + 1);
  });

  it('refuses an id already used by another call with 409 request_id_reused', async () => {
    const id = randomUUID();
    await post('/api/test/count/', id);
    const other = await post('/api/test/fail/', id);
    expect(other.statusCode).toBe(409);
    expect(other.json().error.code).toBe('request_id_reused');
  });

  it('runs two different ids twice', async () => {
    const before = count;
    await post('/api/test/count/', randomUUID());
    await post('/api/test/count/', randomUUID());
    expect(count).toBe(before + 2);
  });
});
