// The dispatcher's payloads (server/api/plugin.ts): an empty form is handed over without running the form
// parser, a form with fields is parsed, a body that is not a form is refused as before, and multipart requests
// are routed to a route of their own, where @fastify/multipart and its hooks live (an upload still carries its
// files; the other requests never meet the plugin).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabases, TestClient, type TestServer } from '../../support/serverHarness';

describe.each(testDatabases)('api payloads on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  async function post(client: TestClient, name: string, contentType: string | undefined, payload: string) {
    const csrf = await client.csrf();
    return client.request({ method: 'POST', url: `/api/${name}/`, headers: { ...(contentType ? { 'content-type': contentType } : {}), 'x-csrf-token': csrf }, payload });
  }

  const BOUNDARY = 'pixloomboundary';
  /** A multipart form with the CSRF token as a field (and a small text file, if asked) and its Content-Type. */
  function multipartForm(csrf: string, withFile = false): { body: string; type: string } {
    const file = withFile ? `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhello\r\n` : '';
    return { body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="CSRFtoken"\r\n\r\n${csrf}\r\n${file}--${BOUNDARY}--\r\n`, type: `multipart/form-data; boundary=${BOUNDARY}` };
  }

  it('answers an empty form, with or without a charset, and a body with no type, as an empty payload', async () => {
    const client = new TestClient(server);
    for (const type of ['application/x-www-form-urlencoded', 'application/x-www-form-urlencoded; charset=UTF-8', 'Application/X-WWW-Form-Urlencoded', undefined]) {
      const res = await post(client, 'auth/status', type, '');
      expect(res.statusCode, String(type)).toBe(200);
      expect(res.json()).toEqual({ data: { email: null } });
    }
  });

  it('answers a form type with no body at all (no Content-Length) as an empty payload', async () => {
    const client = new TestClient(server);
    const csrf = await client.csrf();
    const res = await client.request({ method: 'POST', url: '/api/auth/status/', headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-csrf-token': csrf } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { email: null } });
  });

  it('still checks the CSRF token of an empty form', async () => {
    const client = new TestClient(server);
    await client.csrf();
    const res = await client.request({ method: 'POST', url: '/api/auth/status/', headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-csrf-token': 'not-the-cookie' }, payload: '' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('invalid_token');
  });

  it('parses a form with fields and validates it', async () => {
    const client = new TestClient(server);
    const bad = await post(client, 'auth/login', 'application/x-www-form-urlencoded', 'userEmail=not-an-email&userPassBa=eA%3D%3D');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('invalid_email');
    const csrfInBody = await client.request({ method: 'POST', url: '/api/auth/status/', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `CSRFtoken=${await client.csrf()}` });
    expect(csrfInBody.statusCode).toBe(200);
  });

  it('refuses a body of another type as before', async () => {
    const client = new TestClient(server);
    const res = await post(client, 'auth/status', 'text/plain', 'hello');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('malformed_body');
  });

  it('reads the fields of a multipart body (its hooks run for it)', async () => {
    const client = new TestClient(server);
    const { body, type } = multipartForm(await client.csrf());
    const res = await client.request({ method: 'POST', url: '/api/auth/status/', headers: { 'content-type': type }, payload: body });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { email: null } });
  });

  it('routes any multipart type, in any case, by the same rules as before: refused where it is not form-data, 405 for another method', async () => {
    const client = new TestClient(server);
    const csrf = await client.csrf();
    const { body, type } = multipartForm(csrf);
    const upper = await client.request({ method: 'POST', url: '/api/auth/status/', headers: { 'content-type': `Multipart/Form-Data; boundary=${BOUNDARY}` }, payload: body });
    expect(upper.statusCode).toBe(200);
    const mixed = await client.request({ method: 'POST', url: '/api/auth/status/', headers: { 'content-type': `multipart/mixed; boundary=${BOUNDARY}`, 'x-csrf-token': csrf }, payload: body });
    expect(mixed.statusCode).toBeGreaterThanOrEqual(400);
    expect(mixed.statusCode).toBeLessThan(500);
    expect(mixed.json().error.code).toMatch(/^[a-z_]+$/);
    const put = await client.request({ method: 'PUT', url: '/api/auth/status/', headers: { 'content-type': type, 'x-csrf-token': csrf }, payload: body });
    expect(put.statusCode).toBe(405);
    expect(put.headers.allow).toBe('POST');
    const unknown = await client.request({ method: 'POST', url: '/api/no/such-call/', headers: { 'content-type': type }, payload: body });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('unknown_call');
  });

  it('refuses a file sent to a call that takes none, and reads a form on the same path right after', async () => {
    const client = new TestClient(server);
    const { body, type } = multipartForm(await client.csrf(), true);
    const file = await client.request({ method: 'POST', url: '/api/auth/status/', headers: { 'content-type': type }, payload: body });
    expect(file.statusCode).toBe(400);
    expect(file.json().error.code).toBe('unexpected_file');
    const form = await post(client, 'auth/status', 'application/x-www-form-urlencoded', 'client_date=2026-12-07');
    expect(form.statusCode).toBe(200);
    expect(form.json()).toEqual({ data: { email: null } });
  });
});
