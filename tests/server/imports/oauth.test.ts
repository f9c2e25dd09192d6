// The imports' OAuth core (server/imports): authorization-code flow with PKCE against a local authorization
// server, state bound to the signed-in user, tokens encrypted per user and connector, refresh on expiry,
// no_access_token when nothing usable is left, disconnect (revoked and deleted), and one user never using
// another's tokens.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabases, TestClient, type TestServer } from '../../support/serverHarness';
import { createTestUser, type TestUser } from '../../support/users';
import { startFakeOAuth, type FakeOAuthServer } from '../../support/oauthServer';
import { connectThroughPopup, importPageMessage } from './helpers';
import { importDataRemover } from '../../../server/imports/remover';

const PUBLIC_URL = 'http://127.0.0.1:8080';

describe.each(testDatabases)('import connections (OAuth 2 with PKCE) on %s', (kind) => {
  let server: TestServer;
  let oauth: FakeOAuthServer;
  let ada: TestUser;
  let bob: TestUser;

  /** A resource call as a connector makes it: 200 for a good token, 401 otherwise. */
  const probe = (user: TestUser) =>
    server.services.imports.withAccessToken(user.id, 'drive', async (token) => new Response(null, { status: oauth.verify(`Bearer ${token}`) ? 200 : 401 }));

  beforeAll(async () => {
    oauth = await startFakeOAuth({ clients: [{ client_id: 'pixloom-import', client_secret: 'import-secret', redirect_uris: ['drive', 'photos'].map((c) => `${PUBLIC_URL}/imports/${c}/callback`) }] });
    server = await startTestServer(kind, { publicUrl: PUBLIC_URL }, {
      IMPORT_GOOGLE_CLIENT_ID: 'pixloom-import',
      IMPORT_GOOGLE_CLIENT_SECRET: 'import-secret',
      IMPORT_GOOGLE_AUTH_URL: oauth.authUrl,
      IMPORT_GOOGLE_TOKEN_URL: oauth.tokenUrl,
      IMPORT_GOOGLE_REVOKE_URL: oauth.revokeUrl,
    });
    ada = await createTestUser(server);
    bob = await createTestUser(server);
  });
  afterAll(async () => {
    await server.close();
    await oauth.close();
  });

  const tokenRows = (userId: string) => server.services.db.selectFrom('import_tokens').selectAll().where('user_id', '=', userId).execute();

  it('offers only the connectors whose provider is configured', async () => {
    const res = await new TestClient(server).call<{ connectors: string[] }>('get/imports/options');
    expect(res.status).toBe(200);
    expect(res.body.data?.connectors).toEqual(['drive', 'photos']);
  });

  it('connects with PKCE S256 and stores the tokens encrypted, usable by a connector', async () => {
    const { message, authUrl } = await connectThroughPopup(ada.client, 'drive');
    expect(message).toEqual({ type: 'pixloom-import', connector: 'drive', ok: true });
    expect(authUrl.origin + authUrl.pathname).toBe(oauth.authUrl);
    expect(authUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authUrl.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(authUrl.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/imports/drive/callback`);
    expect(authUrl.searchParams.get('scope')).toContain('drive.readonly');
    expect(authUrl.searchParams.get('access_type')).toBe('offline');
    const rows = await tokenRows(ada.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.connector).toBe('drive');
    // Sealed, not the token itself: the stored text never passes as a bearer token.
    expect(rows[0]!.access_token).toMatch(/^v1\./);
    expect(oauth.verify(`Bearer ${rows[0]!.access_token}`)).toBeNull();
    expect((await probe(ada)).status).toBe(200);
    expect(await server.services.imports.hasToken(ada.id, 'photos')).toBe(false);
  });

  it('refuses a callback whose state another user started, and a replayed state', async () => {
    const start = await ada.client.request({ method: 'GET', url: '/imports/photos/start' });
    const atProvider = await fetch(String(start.headers.location), { redirect: 'manual' });
    const back = new URL(atProvider.headers.get('location')!);
    // Bob's browser lands on Ada's callback: refused, and nothing is stored for anyone.
    const stolen = await bob.client.request({ method: 'GET', url: back.pathname + back.search });
    expect(stolen.statusCode).toBe(400);
    expect(importPageMessage(stolen.body).error).toBe('invalid_state');
    expect(await tokenRows(bob.id)).toHaveLength(0);
    // Ada's own callback still works once; the same callback again is refused.
    const own = await ada.client.request({ method: 'GET', url: back.pathname + back.search });
    expect(importPageMessage(own.body)).toMatchObject({ ok: true, connector: 'photos' });
    const replay = await ada.client.request({ method: 'GET', url: back.pathname + back.search });
    expect(importPageMessage(replay.body).error).toBe('invalid_state');
  });

  it('answers the user declining with access_denied and stores nothing', async () => {
    const carl = await createTestUser(server);
    oauth.denyNext();
    const { message } = await connectThroughPopup(carl.client, 'drive');
    expect(message.error).toBe('access_denied');
    expect(await tokenRows(carl.id)).toHaveLength(0);
  });

  it('refuses to start for a visitor or an unknown or unconfigured connector', async () => {
    const visitor = await new TestClient(server).request({ method: 'GET', url: '/imports/drive/start' });
    expect(visitor.statusCode).toBe(401);
    expect(importPageMessage(visitor.body).error).toBe('not_logged_in');
    const unknown = await ada.client.request({ method: 'GET', url: '/imports/__proto__/start' });
    expect(unknown.statusCode).toBe(404);
    expect(importPageMessage(unknown.body).error).toBe('invalid_provider');
    const facebook = await ada.client.request({ method: 'GET', url: '/imports/facebook/start' });
    expect(importPageMessage(facebook.body).error).toBe('provider_not_configured');
  });

  it('refreshes an expired access token before use, and on a 401 from the API', async () => {
    const before = oauth.counts.refreshGrants;
    // Expired at the provider only: the server still thinks it is good, gets 401, refreshes, retries.
    oauth.expireAccessTokens();
    expect((await probe(ada)).status).toBe(200);
    expect(oauth.counts.refreshGrants).toBe(before + 1);
    // Expired by its own clock: refreshed before the call.
    await server.services.db.updateTable('import_tokens').set({ expires_at: Date.now() - 1000 }).where('user_id', '=', ada.id).where('connector', '=', 'drive').execute();
    expect((await probe(ada)).status).toBe(200);
    expect(oauth.counts.refreshGrants).toBe(before + 2);
  });

  it('never lets one user use another user’s token', async () => {
    await expect(probe(bob)).rejects.toMatchObject({ code: 'no_access_token', status: 401 });
    // Ada's sealed row copied to Bob does not open: bound to its owner.
    const [row] = (await tokenRows(ada.id)).filter((r) => r.connector === 'drive');
    await server.services.db.insertInto('import_tokens').values({ ...row!, user_id: bob.id }).execute();
    await expect(probe(bob)).rejects.toMatchObject({ code: 'no_access_token' });
    await server.services.db.deleteFrom('import_tokens').where('user_id', '=', bob.id).execute();
  });

  it('answers no_access_token and forgets the tokens when the grant was revoked at the provider', async () => {
    const dana = await createTestUser(server);
    await connectThroughPopup(dana.client, 'drive');
    const [row] = await tokenRows(dana.id);
    const access = await server.services.imports.withAccessToken(dana.id, 'drive', async (token) => new Response(token));
    await fetch(oauth.revokeUrl, { method: 'POST', body: new URLSearchParams({ token: await access.text(), client_id: 'pixloom-import', client_secret: 'import-secret' }) });
    expect(row).toBeDefined();
    await expect(probe(dana)).rejects.toMatchObject({ code: 'no_access_token' });
    expect(await tokenRows(dana.id)).toHaveLength(0);
  });

  it('disconnect revokes at the provider and deletes the tokens', async () => {
    const revocations = oauth.counts.revocations;
    await server.services.imports.disconnect(ada.id, 'drive');
    expect(oauth.counts.revocations).toBe(revocations + 1);
    expect((await tokenRows(ada.id)).map((r) => r.connector)).toEqual(['photos']);
    await expect(probe(ada)).rejects.toMatchObject({ code: 'no_access_token' });
  });

  it('closing the account revokes and deletes every connection of the user, and only theirs', async () => {
    const erin = await createTestUser(server);
    await connectThroughPopup(erin.client, 'drive');
    await connectThroughPopup(erin.client, 'photos');
    const revocations = oauth.counts.revocations;
    const adaRows = (await tokenRows(ada.id)).length;
    await importDataRemover(server.services).remove(erin.id);
    expect(await tokenRows(erin.id)).toHaveLength(0);
    expect(oauth.counts.revocations).toBe(revocations + 2);
    expect(await tokenRows(ada.id)).toHaveLength(adaRows);
  });
});
