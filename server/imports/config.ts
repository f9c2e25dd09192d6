// Third-party imports' configuration (issue 19 "Imports in the image library"). Each OAuth 2 provider is on
// when its client id is set; its endpoints and API bases default to the real ones and may point at local
// fakes (tests). A provider with no client id is not configured, and the app does not offer its tabs.
//
//   IMPORT_GOOGLE_CLIENT_ID, _CLIENT_SECRET     the OAuth client (both needed)
//   IMPORT_GOOGLE_AUTH_URL, _TOKEN_URL, _REVOKE_URL
//   IMPORT_GOOGLE_DRIVE_API                     Drive v3 base (https://www.googleapis.com/drive/v3)
//   IMPORT_GOOGLE_PHOTOS_API                    Photos Picker base (https://photospicker.googleapis.com/v1)
//   IMPORT_FACEBOOK_CLIENT_ID, _CLIENT_SECRET, _AUTH_URL, _TOKEN_URL, _GRAPH_API
//   IMPORT_TOKEN_KEY                            32-byte key (hex or base64) encrypting stored tokens;
//                                               default: derived from SECRET (HKDF)
import { hkdfSync } from 'node:crypto';

export const IMPORT_PROVIDERS = ['google', 'facebook'] as const;
export type ImportProviderId = (typeof IMPORT_PROVIDERS)[number];

export interface ImportProviderConfig {
  id: ImportProviderId;
  clientId: string;
  clientSecret: string;
  authUrl: string;
  tokenUrl: string;
  /** RFC 7009 revocation endpoint, when the provider has one. */
  revokeUrl: string | undefined;
  /** API bases by name: google `drive`, `photos`; facebook `graph`. No trailing slash. */
  apis: Record<string, string>;
}

export interface ImportsConfig {
  providers: Partial<Record<ImportProviderId, ImportProviderConfig>>;
  /** AES-256-GCM key of the stored tokens. */
  tokenKey: Buffer;
}

const DEFAULTS: Record<ImportProviderId, Omit<ImportProviderConfig, 'id' | 'clientId' | 'clientSecret'>> = {
  google: {
    authUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    revokeUrl: 'https://oauth2.googleapis.com/revoke',
    apis: { drive: 'https://www.googleapis.com/drive/v3', photos: 'https://photospicker.googleapis.com/v1' },
  },
  facebook: {
    authUrl: 'https://www.facebook.com/v19.0/dialog/oauth',
    tokenUrl: 'https://graph.facebook.com/v19.0/oauth/access_token',
    revokeUrl: undefined,
    apis: { graph: 'https://graph.facebook.com/v19.0' },
  },
};

const API_ENV: Record<ImportProviderId, Record<string, string>> = {
  google: { drive: 'DRIVE_API', photos: 'PHOTOS_API' },
  facebook: { graph: 'GRAPH_API' },
};

const trim = (url: string): string => url.replace(/\/+$/, '');

function tokenKeyOf(env: NodeJS.ProcessEnv, secret: string): Buffer {
  const raw = env.IMPORT_TOKEN_KEY?.trim();
  if (raw) {
    const key = /^[0-9a-f]{64}$/i.test(raw) ? Buffer.from(raw, 'hex') : Buffer.from(raw, 'base64');
    if (key.length !== 32) throw new Error('IMPORT_TOKEN_KEY must be 32 bytes (64 hex digits or base64)');
    return key;
  }
  return Buffer.from(hkdfSync('sha256', secret, 'pixloom', 'import-token-encryption', 32));
}

export function loadImportsConfig(env: NodeJS.ProcessEnv, secret: string): ImportsConfig {
  const providers: ImportsConfig['providers'] = {};
  for (const id of IMPORT_PROVIDERS) {
    const prefix = `IMPORT_${id.toUpperCase()}_`;
    const clientId = env[`${prefix}CLIENT_ID`]?.trim();
    const clientSecret = env[`${prefix}CLIENT_SECRET`]?.trim();
    if (!clientId || !clientSecret) continue;
    const defaults = DEFAULTS[id];
    const apis: Record<string, string> = {};
    for (const [name, suffix] of Object.entries(API_ENV[id])) apis[name] = trim(env[`${prefix}${suffix}`] || defaults.apis[name]!);
    providers[id] = {
      id,
      clientId,
      clientSecret,
      authUrl: env[`${prefix}AUTH_URL`] || defaults.authUrl,
      tokenUrl: env[`${prefix}TOKEN_URL`] || defaults.tokenUrl,
      revokeUrl: env[`${prefix}REVOKE_URL`] || defaults.revokeUrl,
      apis,
    };
  }
  return { providers, tokenKey: tokenKeyOf(env, secret) };
}
