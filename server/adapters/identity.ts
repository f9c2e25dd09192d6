// Social sign-in through OpenID Connect (openid-client v6). Each provider (google, facebook, apple) is
// configured by OAUTH_<PROVIDER>_ISSUER, _CLIENT_ID and _CLIENT_SECRET; its metadata is discovered from the
// issuer once and cached. The server runs the authorization code flow with PKCE, state and nonce, and
// verifies an access token by asking the provider's userinfo endpoint (the subject must match).
import * as oidc from 'openid-client';
import { ApiError } from '../api/errors';
import type { Config, OAuthProviderConfig } from '../config';

export const SOCIAL_PROVIDERS = ['google', 'facebook', 'apple'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export function isSocialProvider(value: unknown): value is SocialProvider {
  return typeof value === 'string' && (SOCIAL_PROVIDERS as readonly string[]).includes(value);
}

export interface ProviderIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

export interface AuthorizationStart {
  url: URL;
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface IdentityAdapter {
  configured(): SocialProvider[];
  isConfigured(provider: SocialProvider): boolean;
  /** The provider's authorization URL for a new sign-in, with the secrets the callback needs to check it. */
  start(provider: SocialProvider, redirectUri: string): Promise<AuthorizationStart>;
  /** Exchanges the callback's code, verifies the ID token, and reads the user's claims. */
  finish(provider: SocialProvider, callbackUrl: URL, checks: { state: string; nonce: string; codeVerifier: string }): Promise<ProviderIdentity & { accessToken: string }>;
  /** The identity behind an access token; throws invalid_access_token unless its subject is `expectedSubject`. */
  verifyAccessToken(provider: SocialProvider, accessToken: string, expectedSubject: string): Promise<ProviderIdentity>;
}

/** Plain http is allowed only for an issuer on this machine (a provider run locally for tests). */
function isLoopback(issuer: string): boolean {
  const host = new URL(issuer).hostname;
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
}

function identityFrom(claims: Record<string, unknown>, subject: string): ProviderIdentity {
  const email = typeof claims.email === 'string' && claims.email.trim() ? claims.email.trim() : null;
  const name = typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim() : typeof claims.preferred_username === 'string' ? claims.preferred_username : null;
  const verified = claims.email_verified === true || claims.email_verified === 'true';
  return { subject, email, emailVerified: verified, name };
}

export function createIdentity(config: Pick<Config, 'oauth'>): IdentityAdapter {
  const configurations = new Map<SocialProvider, Promise<oidc.Configuration>>();

  const settings = (provider: SocialProvider): OAuthProviderConfig => {
    const found = config.oauth[provider];
    if (!found) throw new ApiError('provider_not_configured', 400, `Sign-in with ${provider} is not set up on this server.`);
    return found;
  };

  const configuration = (provider: SocialProvider): Promise<oidc.Configuration> => {
    let pending = configurations.get(provider);
    if (!pending) {
      const { issuer, clientId, clientSecret } = settings(provider);
      const options = isLoopback(issuer) && issuer.startsWith('http://') ? { execute: [oidc.allowInsecureRequests] } : undefined;
      pending = oidc.discovery(new URL(issuer), clientId, clientSecret, undefined, options);
      // A failed discovery is retried on the next sign-in instead of being cached.
      pending.catch(() => configurations.delete(provider));
      configurations.set(provider, pending);
    }
    return pending.catch(() => {
      throw new ApiError('provider_unavailable', 502, `The ${provider} sign-in service cannot be reached.`);
    });
  };

  async function verifyAccessToken(provider: SocialProvider, accessToken: string, expectedSubject: string): Promise<ProviderIdentity> {
    const conf = await configuration(provider);
    try {
      const info = await oidc.fetchUserInfo(conf, accessToken, expectedSubject);
      return identityFrom(info as Record<string, unknown>, info.sub);
    } catch (error) {
      if (error instanceof TypeError && /fetch failed/i.test(error.message)) {
        throw new ApiError('provider_unavailable', 502, `The ${provider} sign-in service cannot be reached.`);
      }
      throw new ApiError('invalid_access_token', 401, 'The provider did not accept the access token for this user.');
    }
  }

  return {
    configured: () => SOCIAL_PROVIDERS.filter((p) => Boolean(config.oauth[p])),
    isConfigured: (provider) => Boolean(config.oauth[provider]),

    async start(provider, redirectUri) {
      const conf = await configuration(provider);
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const url = oidc.buildAuthorizationUrl(conf, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        response_type: 'code',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { url, state, nonce, codeVerifier };
    },

    async finish(provider, callbackUrl, checks) {
      const conf = await configuration(provider);
      let tokens;
      try {
        tokens = await oidc.authorizationCodeGrant(conf, callbackUrl, { pkceCodeVerifier: checks.codeVerifier, expectedState: checks.state, expectedNonce: checks.nonce, idTokenExpected: true });
      } catch (error) {
        const code = (error as { error?: string }).error === 'access_denied' ? 'access_denied' : 'invalid_sign_in';
        throw new ApiError(code, 400, 'The sign-in with the provider did not complete.');
      }
      const idToken = tokens.claims();
      if (!idToken) throw new ApiError('invalid_sign_in', 400, 'The provider sent no ID token.');
      const fromToken = identityFrom(idToken as Record<string, unknown>, idToken.sub);
      // Providers often put the email only in userinfo; ask it with the fresh token.
      const info = await verifyAccessToken(provider, tokens.access_token, idToken.sub);
      return {
        subject: idToken.sub,
        email: info.email ?? fromToken.email,
        emailVerified: info.email ? info.emailVerified : fromToken.emailVerified,
        name: info.name ?? fromToken.name,
        accessToken: tokens.access_token,
      };
    },

    verifyAccessToken,
  };
}
