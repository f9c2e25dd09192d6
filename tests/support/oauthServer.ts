// A local OAuth 2 authorization server for the import tests (server/imports): it behaves like Google's or
// Facebook's for the authorization-code flow with PKCE, and auto-approves (no login page):
//
//   GET  /authorize   checks client_id, redirect_uri, response_type=code, code_challenge (S256) and
//                     redirects back with code and state (or error=access_denied after denyNext())
//   POST /token       authorization_code (checks the client secret — post or basic —, the redirect_uri and
//                     the PKCE verifier; codes are single use) and refresh_token grants; answers
//                     {access_token, refresh_token, expires_in, token_type: 'Bearer', scope}
//   POST /revoke      RFC 7009: revokes the token's whole grant
//
// Resource servers (the API fakes) ask `verify(authorization header)` whether an access token is good.
// expireAccessTokens() makes every issued access token expired (their refresh tokens stay good).
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeOAuthClient {
  client_id: string;
  client_secret: string;
  redirect_uris: string[];
}

export interface FakeGrant {
  id: string;
  clientId: string;
  scope: string;
  subject: string;
  revoked: boolean;
}

interface AccessToken {
  grant: FakeGrant;
  expiresAt: number;
}

export interface FakeOAuthServer {
  url: string;
  authUrl: string;
  tokenUrl: string;
  revokeUrl: string;
  /** The grant behind `Authorization: Bearer …`, or null when the token is unknown, expired or revoked. */
  verify(authorization: string | undefined): FakeGrant | null;
  /** Every access token issued so far is expired from now on. */
  expireAccessTokens(): void;
  /** The next authorization is refused by the "user" (error=access_denied). */
  denyNext(): void;
  /** Counts of what the server was asked, for assertions. */
  counts: { authorize: number; codeGrants: number; refreshGrants: number; revocations: number };
  /** The PKCE challenges and redirect URIs of every authorization request seen. */
  authorizations: URLSearchParams[];
  close(): Promise<void>;
}

export interface FakeOAuthOptions {
  port?: number;
  clients: FakeOAuthClient[];
  /** Lifetime of access tokens in seconds (default 3600). */
  accessTokenTtl?: number;
  /** The subject of every grant (default "fake-user"). */
  subject?: string;
}

const random = (): string => randomBytes(24).toString('base64url');

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export async function startFakeOAuth(options: FakeOAuthOptions): Promise<FakeOAuthServer> {
  const clients = new Map(options.clients.map((c) => [c.client_id, c]));
  const codes = new Map<string, { clientId: string; redirectUri: string; challenge: string; scope: string; expiresAt: number }>();
  const accessTokens = new Map<string, AccessToken>();
  const refreshTokens = new Map<string, FakeGrant>();
  const ttl = options.accessTokenTtl ?? 3600;
  let deny = false;
  const counts = { authorize: 0, codeGrants: 0, refreshGrants: 0, revocations: 0 };
  const authorizations: URLSearchParams[] = [];

  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const json = (status: number, body: unknown): void => {
        response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
        response.end(JSON.stringify(body));
      };
      const oauthError = (status: number, error: string, description: string): void => json(status, { error, error_description: description });

      if (request.method === 'GET' && url.pathname === '/authorize') {
        counts.authorize++;
        const q = url.searchParams;
        authorizations.push(q);
        const client = clients.get(q.get('client_id') ?? '');
        const redirectUri = q.get('redirect_uri') ?? '';
        if (!client || !client.redirect_uris.includes(redirectUri)) {
          response.writeHead(400, { 'content-type': 'text/plain' });
          response.end('invalid client or redirect_uri');
          return;
        }
        const back = new URL(redirectUri);
        const state = q.get('state');
        if (state) back.searchParams.set('state', state);
        if (q.get('response_type') !== 'code') back.searchParams.set('error', 'unsupported_response_type');
        else if (q.get('code_challenge_method') !== 'S256' || !q.get('code_challenge')) back.searchParams.set('error', 'invalid_request');
        else if (deny) {
          deny = false;
          back.searchParams.set('error', 'access_denied');
        } else {
          const code = random();
          codes.set(code, { clientId: client.client_id, redirectUri, challenge: q.get('code_challenge')!, scope: q.get('scope') ?? '', expiresAt: Date.now() + 60_000 });
          back.searchParams.set('code', code);
        }
        response.writeHead(302, { location: back.href });
        response.end();
        return;
      }

      if (request.method === 'POST' && (url.pathname === '/token' || url.pathname === '/revoke')) {
        const form = await readForm(request);
        let clientId = form.get('client_id') ?? '';
        let secret = form.get('client_secret') ?? '';
        const basic = /^Basic (.+)$/i.exec(request.headers.authorization ?? '');
        if (basic) {
          const [id, pass] = Buffer.from(basic[1]!, 'base64').toString('utf8').split(':').map((s) => decodeURIComponent(s));
          clientId = id ?? '';
          secret = pass ?? '';
        }
        const client = clients.get(clientId);
        if (!client || client.client_secret !== secret) return oauthError(401, 'invalid_client', 'Unknown client or wrong secret.');

        if (url.pathname === '/revoke') {
          counts.revocations++;
          const token = form.get('token') ?? '';
          const grant = refreshTokens.get(token) ?? accessTokens.get(token)?.grant;
          if (grant) grant.revoked = true;
          response.writeHead(200);
          response.end();
          return;
        }

        const issue = (grant: FakeGrant, refreshToken: string): void => {
          const access = random();
          accessTokens.set(access, { grant, expiresAt: Date.now() + ttl * 1000 });
          json(200, { access_token: access, refresh_token: refreshToken, expires_in: ttl, token_type: 'Bearer', scope: grant.scope });
        };
        const grantType = form.get('grant_type');
        if (grantType === 'authorization_code') {
          counts.codeGrants++;
          const code = codes.get(form.get('code') ?? '');
          codes.delete(form.get('code') ?? '');
          if (!code || code.clientId !== clientId || code.expiresAt < Date.now()) return oauthError(400, 'invalid_grant', 'The code is unknown, used or expired.');
          if (code.redirectUri !== form.get('redirect_uri')) return oauthError(400, 'invalid_grant', 'redirect_uri does not match.');
          const verifier = form.get('code_verifier') ?? '';
          if (createHash('sha256').update(verifier).digest('base64url') !== code.challenge) return oauthError(400, 'invalid_grant', 'The PKCE code_verifier does not match the challenge.');
          const grant: FakeGrant = { id: random(), clientId, scope: code.scope, subject: options.subject ?? 'fake-user', revoked: false };
          const refresh = random();
          refreshTokens.set(refresh, grant);
          return issue(grant, refresh);
        }
        if (grantType === 'refresh_token') {
          counts.refreshGrants++;
          const refresh = form.get('refresh_token') ?? '';
          const grant = refreshTokens.get(refresh);
          if (!grant || grant.revoked || grant.clientId !== clientId) return oauthError(400, 'invalid_grant', 'The refresh token is unknown or revoked.');
          return issue(grant, refresh);
        }
        return oauthError(400, 'unsupported_grant_type', 'Only authorization_code and refresh_token.');
      }

      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('not found');
    })().catch((error: unknown) => {
      response.writeHead(500);
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    authUrl: `${url}/authorize`,
    tokenUrl: `${url}/token`,
    revokeUrl: `${url}/revoke`,
    verify(authorization) {
      const token = /^Bearer (.+)$/i.exec(authorization ?? '')?.[1];
      const found = token ? accessTokens.get(token) : undefined;
      if (!found || found.expiresAt <= Date.now() || found.grant.revoked) return null;
      return found.grant;
    },
    expireAccessTokens() {
      for (const token of accessTokens.values()) token.expiresAt = 0;
    },
    denyNext() {
      deny = true;
    },
    counts,
    authorizations,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
