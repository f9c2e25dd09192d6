import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabases, TestClient, type TestServer } from '../../support/serverHarness';
import { registerUser } from '../../support/accounts';

describe.each(testDatabases)('tracking opt-out and country on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => server.close());

  const data = btoa(JSON.stringify({ feature: 'crop' }));

  it('answers hasOptedOut from the consent cookie, Global Privacy Control and Do Not Track', async () => {
    const visitor = new TestClient(server);
    expect((await visitor.call('auth/has-opted-out-tracking', { event: 'feature_used', data })).body).toEqual({ data: { hasOptedOut: false } });
    visitor.cookies.set('gdpr_cookie_consent', 'no');
    expect((await visitor.call('auth/has-opted-out-tracking', { event: 'feature_used', data })).body).toEqual({ data: { hasOptedOut: true } });
    const gpc = await new TestClient(server).call('auth/has-opted-out-tracking', { event: 'feature_used' }, { headers: { 'sec-gpc': '1' } });
    expect(gpc.body).toEqual({ data: { hasOptedOut: true } });
  });

  it.each([
    [{ event: '', data }, 'invalid_event'],
    [{ event: 'has spaces', data }, 'invalid_event'],
    [{ event: 'ok', data: btoa('not json') }, 'invalid_data'],
  ])('refuses %j with %s', async (payload, code) => {
    const res = await new TestClient(server).call('auth/has-opted-out-tracking', payload);
    expect(res.status).toBe(400);
    expect(res.body.error?.code).toBe(code);
  });

  it('stores the country of a user in upper case and accepts a visitor', async () => {
    const user = await registerUser(server);
    expect((await user.client.call('auth/update-country', { iso: 'de' })).body).toEqual({ data: 'success' });
    const row = await server.services.db.selectFrom('users').select('country').where('email', '=', user.email).executeTakeFirstOrThrow();
    expect(row.country).toBe('DE');
    expect((await new TestClient(server).call('auth/update-country', { iso: 'FR' })).body).toEqual({ data: 'success' });
    for (const iso of ['DEU', '1x', '']) {
      const res = await user.client.call('auth/update-country', { iso });
      expect(res.status).toBe(400);
      expect(res.body.error?.code).toBe('invalid_country');
    }
  });
});
