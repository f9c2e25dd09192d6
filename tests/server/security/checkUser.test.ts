// POST /check-user/ (spec §7) takes the same form-encoded body the page sends its api/ calls: a form body
// is read, not refused with 415.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabases, TestClient, type TestServer } from '../../support/serverHarness';
import { createTestUser } from '../../support/users';

describe.each(testDatabases)('check-user with a form body on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => server.close());

  const form = { 'content-type': 'application/x-www-form-urlencoded' };

  it('answers a visitor not_logged_in (401), not 415', async () => {
    const res = await new TestClient(server).request({ method: 'POST', url: '/check-user/', headers: form, payload: 'CSRFtoken=abc&client_date=2026-01-01' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('not_logged_in');
  });

  it('answers a signed-in user with the email', async () => {
    const user = await createTestUser(server);
    const res = await user.client.request({ method: 'POST', url: '/check-user', headers: form, payload: 'browser=Firefox' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: user.email });
  });
});
