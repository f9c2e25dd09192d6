import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabases, TestClient, type TestServer } from '../../support/serverHarness';
import { registerUser } from '../../support/accounts';
import { signInAtProvider, startOidcProvider, type RunningOidcProvider } from '../../support/oidcProvider';
import { encodeBa } from '../../../src/lib/shared/validators';
import type { OidcPageMessage } from '../../../server/accounts/routes';
import { createIdentity } from '../../../server/adapters/identity';

type SnPayload = NonNullable<OidcPageMessage['result']>;
type Data = Record<string, unknown>;

const PUBLIC_URL = 'http://127.0.0.1:8080';

function pageMessage(html: string): OidcPageMessage {
  const json = /<script type="application\/json" id="pixloom-oidc-result">([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(json).toBeDefined();
  return JSON.parse(json!) as OidcPageMessage;
}

describe.each(testDatabases)('social sign-in with a real OpenID provider on %s', (kind) => {
  let server: TestServer;
  let idp: RunningOidcProvider;
  const suffix = Math.random().toString(36).slice(2, 8);
  const alice = `alice-${suffix}`;

  beforeAll(async () => {
    idp = await startOidcProvider({
      clients: ['google', 'facebook'].map((p) => ({ client_id: `pixloom-${p}`, client_secret: `${p}-secret`, redirect_uris: [`${PUBLIC_URL}/auth/oidc/${p}/callback`] })),
      accounts: {
        [`fb-noemail-${suffix}`]: { name: 'No Mail' },
        [`unverified-${suffix}`]: { email: `taken-${suffix}@example.com`, email_verified: false, name: 'Unverified' },
        [`verified-${suffix}`]: { email: `linked-${suffix}@example.com`, email_verified: true, name: 'Linked' },
      },
    });
    const env: Record<string, string> = {};
    for (const p of ['GOOGLE', 'FACEBOOK']) {
      env[`OAUTH_${p}_ISSUER`] = idp.issuer;
      env[`OAUTH_${p}_CLIENT_ID`] = `pixloom-${p.toLowerCase()}`;
      env[`OAUTH_${p}_CLIENT_SECRET`] = `${p.toLowerCase()}-secret`;
    }
    server = await startTestServer(kind, { publicUrl: PUBLIC_URL }, env);
  });
  afterAll(async () => {
    await server.close();
    await idp.close();
  });

  /** The popup's journey: start → provider (login, consent) → callback page; returns the page's message. */
  async function popup(provider: string, accountId: string, client = new TestClient(server)): Promise<OidcPageMessage> {
    const start = await client.request({ method: 'GET', url: `/auth/oidc/${provider}/start` });
    expect(start.statusCode).toBe(302);
    const authUrl = new URL(String(start.headers.location));
    expect(authUrl.origin).toBe(idp.issuer);
    expect(authUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authUrl.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/auth/oidc/${provider}/callback`);
    for (const p of ['state', 'nonce', 'code_challenge']) expect(authUrl.searchParams.get(p)).toBeTruthy();
    const back = await signInAtProvider(authUrl.href, accountId, PUBLIC_URL);
    const callback = new URL(back);
    const page = await client.request({ method: 'GET', url: callback.pathname + callback.search });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<script src="/auth/oidc/relay.js"></script>');
    // The popup must not cut itself off from the page that opened it.
    expect(page.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    return pageMessage(page.body);
  }

  async function snLogin(result: SnPayload, client = new TestClient(server)) {
    return client.call<Data>('auth/sn-login', { ...result, gender: '', user_birthday: '' });
  }

  it('signs a new user in the first time and the same user the second time', async () => {
    const first = await popup('google', alice);
    expect(first.error).toBeUndefined();
    expect(first.result).toMatchObject({ user_id: alice, email: `${alice}@example.com`, screenname: alice, sntype: 'GOOGLE' });
    const client = new TestClient(server);
    const created = await snLogin(first.result!, client);
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ email: `${alice}@example.com`, isNewUser: 1, register_from: 'google', isSocialUser: 1, isMailVerified: 1 });
    expect(String(created.body.data?.user_name)).toContain('alice');
    expect((await client.call<Data>('auth/status')).body.data?.email).toBe(`${alice}@example.com`);
    await client.call('auth/sign-out');

    const second = await popup('google', alice);
    const again = await snLogin(second.result!);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ email: `${alice}@example.com`, isNewUser: 0, luk: created.body.data?.luk, login_count: 2 });
    const rows = await server.services.db.selectFrom('users').select('id').where('email', '=', `${alice}@example.com`).execute();
    expect(rows).toHaveLength(1);
  });

  it('verifies the access token with the provider: another user_id or a made-up token is refused', async () => {
    const { result } = await popup('google', `mallory-${suffix}`);
    const other = await snLogin({ ...result!, user_id: alice });
    expect(other.status).toBe(401);
    expect(other.body.error?.code).toBe('invalid_access_token');
    const forged = await snLogin({ ...result!, access_token: 'forged-token' });
    expect(forged.body.error?.code).toBe('invalid_access_token');
    // The payload's email is never trusted: the provider's is used.
    const spoofed = await snLogin({ ...result!, email: 'ceo@example.com' });
    expect(spoofed.body.data?.email).toBe(`mallory-${suffix}@example.com`);
  });

  it('answers missing_email for a Facebook account without an email, and creates nothing', async () => {
    const { result } = await popup('facebook', `fb-noemail-${suffix}`);
    expect(result).toMatchObject({ sntype: 'FACEBOOK', email: '' });
    const res = await snLogin(result!);
    expect(res.status).toBe(400);
    expect(res.body.error?.code).toBe('missing_email');
    expect(await server.services.db.selectFrom('user_identities').select('subject').where('subject', '=', `fb-noemail-${suffix}`).execute()).toEqual([]);
  });

  it('joins an existing account only on an email the provider verified', async () => {
    const owner = await registerUser(server, { email: `taken-${suffix}@example.com` });
    const unverified = await snLogin((await popup('google', `unverified-${suffix}`)).result!);
    expect(unverified.status).toBe(409);
    expect(unverified.body.error?.code).toBe('unverified_provider_email');

    const linkedOwner = await registerUser(server, { email: `linked-${suffix}@example.com` });
    const linked = await snLogin((await popup('google', `verified-${suffix}`)).result!);
    expect(linked.status).toBe(200);
    expect(linked.body.data).toMatchObject({ email: linkedOwner.email, luk: linkedOwner.data.luk, isNewUser: 0, isMailVerified: 1 });
    expect(owner.email).not.toBe(linkedOwner.email);
  });

  it('refuses unknown and unconfigured providers and a browser that is already signed in', async () => {
    const { result } = await popup('google', `carol-${suffix}`);
    expect((await snLogin({ ...result!, sntype: 'MYSPACE' })).body.error?.code).toBe('invalid_provider');
    expect((await snLogin({ ...result!, sntype: 'APPLE' })).body.error?.code).toBe('provider_not_configured');
    const signedIn = await registerUser(server);
    const res = await snLogin(result!, signedIn.client);
    expect(res.status).toBe(409);
    expect(res.body.error?.code).toBe('already_logged_in');
    const page = await new TestClient(server).request({ method: 'GET', url: '/auth/oidc/apple/start' });
    expect(page.statusCode).toBe(404);
    expect(pageMessage(page.body).error).toBe('provider_not_configured');
  });

  it('refuses a callback whose state this browser did not start, and reports a provider error', async () => {
    const starter = new TestClient(server);
    const start = await starter.request({ method: 'GET', url: '/auth/oidc/google/start' });
    const back = new URL(await signInAtProvider(String(start.headers.location), `dave-${suffix}`, PUBLIC_URL));
    // Another browser (no pxoidc cookie) opening the callback gets nothing.
    const stranger = await new TestClient(server).request({ method: 'GET', url: back.pathname + back.search });
    expect(stranger.statusCode).toBe(400);
    expect(pageMessage(stranger.body)).toMatchObject({ error: 'invalid_state' });
    expect(pageMessage(stranger.body).result).toBeUndefined();
    // The state is single-use: the starter cannot use it afterwards either.
    const replay = await starter.request({ method: 'GET', url: back.pathname + back.search });
    expect(pageMessage(replay.body).error).toBe('invalid_state');

    const denied = await new TestClient(server).request({ method: 'GET', url: '/auth/oidc/google/callback?error=access_denied&state=x' });
    expect(pageMessage(denied.body).error).toBe('access_denied');
  });

  it('lets a social user set a password without the current one and change the email without re-verification', async () => {
    const client = new TestClient(server);
    const created = await snLogin((await popup('google', `erin-${suffix}`)).result!, client);
    expect(created.body.data?.isSocialUser).toBe(1);
    const next = `erin2-${suffix}@example.com`;
    const email = await client.call<Data>('auth/update-email', { e: next, ea: next });
    expect(email.body.data).toMatchObject({ social: 1, email: next, isMailVerified: 1 });
    const pwd = await client.call('auth/update-pwd', { npBa: encodeBa('my new password'), npaBa: encodeBa('my new password') });
    expect(pwd.body).toEqual({ data: 'success' });
    const login = await new TestClient(server).call<Data>('auth/login', { userEmail: next, userPassBa: encodeBa('my new password') });
    expect(login.body.data?.email).toBe(next);
  });

  it('serves the relay script that hands the result to the opener', async () => {
    const res = await new TestClient(server).request({ method: 'GET', url: '/auth/oidc/relay.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.body).toContain("postMessage(message, window.location.origin)");
    expect(res.body).toContain("BroadcastChannel('pixloom-oidc')");
  });
});

describe('an unreachable provider', () => {
  it('answers provider_unavailable (and retries discovery next time)', async () => {
    const { createServer } = await import('node:net');
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: p } = probe.address() as { port: number };
        probe.close(() => resolve(p));
      });
    });
    const identity = createIdentity({ oauth: { apple: { issuer: `http://127.0.0.1:${port}`, clientId: 'x', clientSecret: 'y' } } });
    for (let attempt = 0; attempt < 2; attempt++) {
      await expect(identity.verifyAccessToken('apple', 'token', 'sub')).rejects.toMatchObject({ code: 'provider_unavailable', status: 502 });
    }
    await expect(identity.start('google', 'http://x/cb')).rejects.toMatchObject({ code: 'provider_not_configured' });
  });
});
