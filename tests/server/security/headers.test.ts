// Security headers: pages get the whole document policy; the api's JSON answers (success and refusal alike)
// get the headers that matter for data — no sniffing, no framing, no cross-origin reads, no referrer, a
// policy that runs nothing — without the document-only ones (server/plugins/security.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { startTestServer, TestClient, type TestServer } from '../../support/serverHarness';

function expectDataHeaders(res: LightMyRequestResponse): void {
  expect(res.headers['content-type']).toContain('application/json');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  for (const name of ['cross-origin-opener-policy', 'origin-agent-cluster', 'x-dns-prefetch-control', 'x-download-options', 'x-permitted-cross-domain-policies', 'x-xss-protection']) {
    expect(res.headers[name], name).toBeUndefined();
  }
}

describe('security headers', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('gives a page the full document policy', async () => {
    const res = await new TestClient(server).request({ method: 'GET', url: '/offline-test/?nocache=1' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('gives an api answer the data headers and no document-only ones', async () => {
    const res = await new TestClient(server).call('auth/status');
    expect(res.body).toEqual({ data: { email: null } });
    expectDataHeaders(res.response);
  });

  it('gives a refused api call (bad token, unknown call, read form) the same data headers', async () => {
    const client = new TestClient(server);
    const refused = await client.call('auth/status', {}, { headers: { 'x-csrf-token': 'not-the-token' } });
    expect(refused.status).toBe(403);
    expectDataHeaders(refused.response);
    const unknown = await client.call('no/such-call');
    expect(unknown.status).toBe(404);
    expectDataHeaders(unknown.response);
    const wrongMethod = await client.request({ method: 'GET', url: '/api/auth/status/' });
    expect(wrongMethod.statusCode).toBe(405);
    expectDataHeaders(wrongMethod);
  });
});
