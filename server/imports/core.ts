// The OAuth 2 core of the third-party imports (issue 19 "Imports in the image library"; spec
// account-content §7 "Third-party imports", §8 no_access_token). Interface for connectors (drive, photos,
// facebook), kept stable — add, don't rename:
//
//   services.imports.configured()                       connector ids whose provider is configured
//   services.imports.isConfigured(connector)
//   services.imports.apiBase(connector, api)           'drive' | 'photos' (google), 'graph' (facebook)
//   services.imports.withAccessToken(userId, connector, (token) => fetch(…))
//       runs the fetch with the user's access token (refreshed first when it expired or expires within a
//       minute); a 401 answer refreshes once and retries; no usable token throws ApiError no_access_token
//       (401) — the app then re-authorises; the provider unreachable throws provider_unavailable (502).
//   services.imports.hasToken(userId, connector)        whether a usable token exists (refreshing if needed)
//   services.imports.disconnect(userId, connector)      revokes (if the provider can) and deletes the tokens
//
// The flow itself (server/imports/routes.ts): the app opens GET /imports/<connector>/start in a 750×600
// popup (signed in); the server stores state and the PKCE verifier bound to that user (import_logins) and
// redirects to the provider; GET /imports/<connector>/callback checks state against the signed-in user,
// exchanges the code (PKCE S256) and stores the tokens encrypted (AES-256-GCM, import_tokens); the callback
// page posts {type:'pixloom-import', connector, ok|error} to its opener (same origin only) and closes.
// The app side is src/lib/imports/connect.ts (connectImport, importOptions).
import * as oidc from 'openid-client';
import type { Db } from '../db/index';
import { ApiError } from '../api/errors';
import type { ImportProviderConfig, ImportsConfig } from './config';
import { CONNECTORS, IMPORT_CONNECTORS, type ImportConnectorId } from './connectors';
import { openToken, sealToken } from './crypto';

export const LOGIN_TTL_MS = 10 * 60_000;
/** A token expiring within this is refreshed before use. */
const EXPIRY_MARGIN_MS = 60_000;

export const noAccessToken = (): ApiError => new ApiError('no_access_token', 401, 'Connect the service again: it has no valid access for this account.');
const providerUnavailable = (): ApiError => new ApiError('provider_unavailable', 502, 'The service cannot be reached. Try again later.');

export interface ImportStart {
  url: URL;
  state: string;
}

export interface ImportsCore {
  configured(): ImportConnectorId[];
  isConfigured(connector: ImportConnectorId): boolean;
  apiBase(connector: ImportConnectorId, api: string): string;
  /** A new authorization for the user: stores state and verifier, and returns the provider's URL. */
  start(userId: string, connector: ImportConnectorId, redirectUri: string): Promise<ImportStart>;
  /** The callback: checks state against the user, exchanges the code, stores the tokens. */
  finish(userId: string, connector: ImportConnectorId, callbackUrl: URL): Promise<void>;
  withAccessToken(userId: string, connector: ImportConnectorId, fetchFn: (accessToken: string) => Promise<Response>): Promise<Response>;
  hasToken(userId: string, connector: ImportConnectorId): Promise<boolean>;
  disconnect(userId: string, connector: ImportConnectorId): Promise<void>;
  /** Every connector of a user (account closing). */
  disconnectAll(userId: string): Promise<void>;
  prune(now?: number): Promise<void>;
}

function isLoopback(url: string): boolean {
  const host = new URL(url).hostname;
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
}

interface Tokens {
  access: string;
  refresh: string | null;
  expiresAt: number | null;
}

export function createImports(config: ImportsConfig, db: Db): ImportsCore {
  const configurations = new Map<string, oidc.Configuration>();
  const refreshing = new Map<string, Promise<Tokens>>();

  const providerOf = (connector: ImportConnectorId): ImportProviderConfig => {
    const found = CONNECTORS.get(connector);
    const provider = found ? config.providers[found.provider] : undefined;
    if (!provider) throw new ApiError('provider_not_configured', 404, 'This import is not set up on this server.');
    return provider;
  };

  const configurationOf = (connector: ImportConnectorId): oidc.Configuration => {
    const provider = providerOf(connector);
    let conf = configurations.get(provider.id);
    if (!conf) {
      // A plain OAuth 2 server: no discovery, its endpoints from the configuration.
      conf = new oidc.Configuration(
        { issuer: new URL(provider.authUrl).origin, authorization_endpoint: provider.authUrl, token_endpoint: provider.tokenUrl, ...(provider.revokeUrl ? { revocation_endpoint: provider.revokeUrl } : {}) },
        provider.clientId,
        provider.clientSecret,
      );
      if ([provider.authUrl, provider.tokenUrl].every((u) => u.startsWith('http://') && isLoopback(u))) oidc.allowInsecureRequests(conf);
      configurations.set(provider.id, conf);
    }
    return conf;
  };

  const binding = (userId: string, connector: ImportConnectorId): string => `${userId}:${connector}`;

  async function read(userId: string, connector: ImportConnectorId): Promise<Tokens | null> {
    const row = await db.selectFrom('import_tokens').selectAll().where('user_id', '=', userId).where('connector', '=', connector).executeTakeFirst();
    if (!row) return null;
    const bind = binding(userId, connector);
    const access = openToken(config.tokenKey, row.access_token, bind);
    if (access === null) return null;
    const refresh = row.refresh_token ? openToken(config.tokenKey, row.refresh_token, bind) : null;
    return { access, refresh, expiresAt: row.expires_at === null ? null : Number(row.expires_at) };
  }

  async function store(userId: string, connector: ImportConnectorId, tokens: oidc.TokenEndpointResponse, previousRefresh: string | null): Promise<Tokens> {
    const bind = binding(userId, connector);
    const refresh = tokens.refresh_token ?? previousRefresh;
    const expiresIn = tokens.expires_in;
    const saved: Tokens = { access: tokens.access_token, refresh, expiresAt: typeof expiresIn === 'number' ? Date.now() + expiresIn * 1000 : null };
    const values = {
      access_token: sealToken(config.tokenKey, saved.access, bind),
      refresh_token: refresh ? sealToken(config.tokenKey, refresh, bind) : null,
      expires_at: saved.expiresAt,
      scope: (tokens.scope ?? '').slice(0, 2000),
      updated_at: Date.now(),
    };
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('import_tokens').where('user_id', '=', userId).where('connector', '=', connector).execute();
      await trx.insertInto('import_tokens').values({ user_id: userId, connector, created_at: Date.now(), ...values }).execute();
    });
    return saved;
  }

  const remove = async (userId: string, connector: ImportConnectorId): Promise<void> => {
    await db.deleteFrom('import_tokens').where('user_id', '=', userId).where('connector', '=', connector).execute();
  };

  /** New tokens from the refresh token; a refusal deletes them (no_access_token), a network failure keeps them. */
  function refresh(userId: string, connector: ImportConnectorId, current: Tokens): Promise<Tokens> {
    const key = binding(userId, connector);
    let pending = refreshing.get(key);
    if (!pending) {
      pending = (async () => {
        if (!current.refresh) {
          await remove(userId, connector);
          throw noAccessToken();
        }
        let answer: oidc.TokenEndpointResponse;
        try {
          answer = await oidc.refreshTokenGrant(configurationOf(connector), current.refresh);
        } catch (error) {
          if (isOAuthRefusal(error)) {
            await remove(userId, connector);
            throw noAccessToken();
          }
          throw providerUnavailable();
        }
        return store(userId, connector, answer, current.refresh);
      })().finally(() => refreshing.delete(key));
      refreshing.set(key, pending);
    }
    return pending;
  }

  async function usable(userId: string, connector: ImportConnectorId): Promise<Tokens> {
    providerOf(connector);
    const tokens = await read(userId, connector);
    if (!tokens) throw noAccessToken();
    if (tokens.expiresAt !== null && tokens.expiresAt - EXPIRY_MARGIN_MS <= Date.now()) return refresh(userId, connector, tokens);
    return tokens;
  }

  return {
    configured: () => IMPORT_CONNECTORS.filter((c) => Boolean(config.providers[CONNECTORS.get(c)!.provider])),
    isConfigured: (connector) => {
      const definition = CONNECTORS.get(connector);
      return Boolean(definition && config.providers[definition.provider]);
    },
    apiBase(connector, api) {
      const base = providerOf(connector).apis[api];
      if (!base) throw new Error(`no API ${api} for ${connector}`);
      return base;
    },

    async start(userId, connector, redirectUri) {
      const conf = configurationOf(connector);
      const definition = CONNECTORS.get(connector)!;
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const url = oidc.buildAuthorizationUrl(conf, {
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: definition.scopes.join(' '),
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        ...definition.authParams,
      });
      await db.insertInto('import_logins').values({ state, user_id: userId, connector, code_verifier: codeVerifier, redirect_uri: redirectUri, expires_at: Date.now() + LOGIN_TTL_MS }).execute();
      return { url, state };
    },

    async finish(userId, connector, callbackUrl) {
      const state = callbackUrl.searchParams.get('state') ?? '';
      const row = state ? await db.selectFrom('import_logins').selectAll().where('state', '=', state).executeTakeFirst() : undefined;
      // Single use: the state goes whatever the outcome; someone else's state is not consumed.
      if (row && row.user_id === userId) await db.deleteFrom('import_logins').where('state', '=', state).execute();
      const providerError = callbackUrl.searchParams.get('error');
      if (providerError) throw new ApiError(providerError === 'access_denied' ? 'access_denied' : 'authorization_failed', 400, 'The service did not grant access.');
      if (!row || row.user_id !== userId || row.connector !== connector || Number(row.expires_at) < Date.now()) {
        throw new ApiError('invalid_state', 400, 'The connection window expired or belongs to another session. Start again.');
      }
      let answer: oidc.TokenEndpointResponse;
      try {
        answer = await oidc.authorizationCodeGrant(configurationOf(connector), callbackUrl, { pkceCodeVerifier: row.code_verifier, expectedState: row.state });
      } catch (error) {
        if (isOAuthRefusal(error)) throw new ApiError('authorization_failed', 400, 'The service refused the authorization.');
        throw providerUnavailable();
      }
      await store(userId, connector, answer, null);
    },

    async withAccessToken(userId, connector, fetchFn) {
      let tokens = await usable(userId, connector);
      const call = async (token: string): Promise<Response> => {
        try {
          return await fetchFn(token);
        } catch (error) {
          if (error instanceof ApiError) throw error;
          throw providerUnavailable();
        }
      };
      let response = await call(tokens.access);
      if (response.status !== 401) return response;
      // Revoked or expired early: one refresh, one retry.
      await response.body?.cancel();
      tokens = await refresh(userId, connector, tokens);
      response = await call(tokens.access);
      if (response.status === 401) {
        await response.body?.cancel();
        await remove(userId, connector);
        throw noAccessToken();
      }
      return response;
    },

    async hasToken(userId, connector) {
      try {
        await usable(userId, connector);
        return true;
      } catch (error) {
        if (error instanceof ApiError && error.code === 'no_access_token') return false;
        throw error;
      }
    },

    async disconnect(userId, connector) {
      providerOf(connector);
      const tokens = await read(userId, connector);
      await remove(userId, connector);
      if (!tokens || !providerOf(connector).revokeUrl) return;
      // Best effort: the tokens are gone here whatever the provider answers.
      const conf = configurationOf(connector);
      await oidc.tokenRevocation(conf, tokens.refresh ?? tokens.access).catch(() => undefined);
    },

    async disconnectAll(userId) {
      const rows = await db.selectFrom('import_tokens').select('connector').where('user_id', '=', userId).execute();
      for (const row of rows) {
        const connector = row.connector as ImportConnectorId;
        if (CONNECTORS.has(connector) && config.providers[CONNECTORS.get(connector)!.provider]) await this.disconnect(userId, connector).catch(() => undefined);
      }
      await db.deleteFrom('import_tokens').where('user_id', '=', userId).execute();
      await db.deleteFrom('import_logins').where('user_id', '=', userId).execute();
    },

    async prune(now = Date.now()) {
      await db.deleteFrom('import_logins').where('expires_at', '<', now).execute();
    },
  };
}

/** An OAuth error answer of the provider (invalid_grant…), as opposed to a network failure. */
function isOAuthRefusal(error: unknown): boolean {
  if (error instanceof oidc.ResponseBodyError || error instanceof oidc.AuthorizationResponseError) return true;
  const code = (error as { code?: string } | null)?.code;
  return code === 'OAUTH_RESPONSE_BODY_ERROR' || code === 'OAUTH_AUTHORIZATION_RESPONSE_ERROR';
}
