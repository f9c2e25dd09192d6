// A real OpenID Connect provider (oidc-provider) on a free local port, for social sign-in tests and e2e.
// Its development interactions accept any login: the account id typed as "login" selects the account.
// Accounts are given up front; an unknown id gets the claims of `defaultAccount(id)`.
import { generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type ClientMetadata } from 'oidc-provider';

export interface OidcAccount {
  email?: string;
  email_verified?: boolean;
  name?: string;
}

export interface OidcProviderOptions {
  port?: number;
  clients: { client_id: string; client_secret: string; redirect_uris: string[] }[];
  accounts?: Record<string, OidcAccount>;
  /** Claims of an account id that is not in `accounts` (default: <id>@example.com, verified, name = id). */
  defaultAccount?: (id: string) => OidcAccount;
}

export interface RunningOidcProvider {
  issuer: string;
  provider: Provider;
  close(): Promise<void>;
}

export async function startOidcProvider(options: OidcProviderOptions): Promise<RunningOidcProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const accountFor = (id: string): OidcAccount => options.accounts?.[id] ?? (options.defaultAccount ?? ((x) => ({ email: `${x}@example.com`, email_verified: true, name: x })))(id);
  const provider = new Provider(issuer, {
    clients: options.clients.map((c): ClientMetadata => ({ ...c, token_endpoint_auth_method: 'client_secret_post', grant_types: ['authorization_code'], response_types: ['code'] })),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: { keys: ['pixloom-test-provider-cookie-key'] },
    // Its own signing key and lifetimes (the provider's quick-start defaults print warnings).
    jwks: { keys: [{ ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }), kid: 'pixloom-test', use: 'sig', alg: 'RS256' }] },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 3600, IdToken: 3600, AuthorizationCode: 60 },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx, id) {
      const account = accountFor(id);
      return {
        accountId: id,
        async claims() {
          return { sub: id, ...account };
        },
      };
    },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    provider,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Plays the user at the provider: follows the authorization URL, signs in as `accountId` on the login
 * form, confirms the consent form, and returns the URL the provider redirects back to (code and state).
 */
export async function signInAtProvider(authorizationUrl: string, accountId: string, redirectPrefix: string): Promise<string> {
  const jar = new Map<string, string>();
  const remember = (res: Response): void => {
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const eq = pair!.indexOf('=');
      jar.set(pair!.slice(0, eq).trim(), pair!.slice(eq + 1));
    }
  };
  const cookieHeader = (): string => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  let url = authorizationUrl;
  for (let hop = 0; hop < 12; hop++) {
    const res = await fetch(url, { redirect: 'manual', headers: { cookie: cookieHeader() } });
    remember(res);
    if (res.status >= 300 && res.status < 400) {
      const next = new URL(res.headers.get('location') ?? '', url).href;
      if (next.startsWith(redirectPrefix)) return next;
      url = next;
      continue;
    }
    const html = await res.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="([^"]+)"/.exec(html)?.[1];
    if (res.status !== 200 || !action || !prompt) throw new Error(`unexpected provider page ${res.status}: ${html.slice(0, 300)}`);
    const body = prompt === 'login' ? new URLSearchParams({ prompt, login: accountId, password: 'any' }) : new URLSearchParams({ prompt });
    const post = await fetch(new URL(action.replace(/&amp;/g, '&'), url), { method: 'POST', redirect: 'manual', headers: { cookie: cookieHeader(), 'content-type': 'application/x-www-form-urlencoded' }, body });
    remember(post);
    url = new URL(post.headers.get('location') ?? '', url).href;
  }
  throw new Error('the provider did not redirect back');
}
