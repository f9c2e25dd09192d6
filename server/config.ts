// Configuration from the environment (ARCHITECTURE.md "Configuration"); every variable is optional.
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { loadAccountsConfig, type AccountsConfig } from './accounts/config';

export type AppEnv = 'production' | 'development' | 'test';

export interface OAuthProviderConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string;
  storageUrl: string | undefined;
  mailUrl: string | undefined;
  captcha: 'altcha' | 'off';
  payments: 'sandbox' | 'stripe';
  publicUrl: string;
  appEnv: AppEnv;
  distDir: string;
  localesDir: string;
  logLevel: string;
  /** Signs storage upload forms, captcha challenges and other tokens the server hands out. */
  secret: string;
  oauth: Partial<Record<'google' | 'facebook' | 'apple', OAuthProviderConfig>>;
  seedDemo: boolean;
  /** Largest body of a form-encoded call; files travel in multipart with their own limit. */
  bodyLimitBytes: number;
  uploadLimitBytes: number;
  /** Largest image (width × height) an upload may have; bigger ones are refused as image_too_large. */
  uploadMaxPixels: number;
  trustProxy: boolean;
  /** Password hashing, captcha cost, rate limits, key lifetimes and mail addresses (server/accounts/config.ts). */
  accounts: AccountsConfig;
}

function readSecret(dataDir: string, env: NodeJS.ProcessEnv): string {
  if (env.SECRET) return env.SECRET;
  const file = join(dataDir, 'secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const root = resolve(import.meta.dirname, '..');
  const port = Number(env.PORT ?? 8080);
  const host = env.HOST ?? '127.0.0.1';
  const dataDir = resolve(overrides.dataDir ?? env.DATA_DIR ?? join(root, 'data'));
  mkdirSync(dataDir, { recursive: true });
  const oauth: Config['oauth'] = {};
  for (const provider of ['google', 'facebook', 'apple'] as const) {
    const prefix = `OAUTH_${provider.toUpperCase()}_`;
    const issuer = env[`${prefix}ISSUER`];
    const clientId = env[`${prefix}CLIENT_ID`];
    const clientSecret = env[`${prefix}CLIENT_SECRET`];
    if (issuer && clientId && clientSecret) oauth[provider] = { issuer, clientId, clientSecret };
  }
  const appEnv = (['production', 'development', 'test'] as const).find((e) => e === env.APP_ENV) ?? 'production';
  const publicUrl = (overrides.publicUrl ?? env.PUBLIC_URL ?? `http://${host}:${port}`).replace(/\/+$/, '');
  return {
    port,
    host,
    dataDir,
    databaseUrl: env.DATABASE_URL ?? `sqlite://${join(dataDir, 'pixloom.db')}`,
    storageUrl: env.STORAGE_URL || undefined,
    mailUrl: env.MAIL_URL || undefined,
    captcha: env.CAPTCHA === 'off' ? 'off' : 'altcha',
    payments: env.PAYMENTS === 'stripe' ? 'stripe' : 'sandbox',
    publicUrl,
    appEnv,
    distDir: resolve(env.DIST_DIR ?? join(root, 'dist')),
    localesDir: join(root, 'locales'),
    logLevel: env.LOG_LEVEL ?? (appEnv === 'test' ? 'warn' : 'info'),
    secret: readSecret(dataDir, env),
    oauth,
    seedDemo: env.SEED_DEMO !== 'off',
    bodyLimitBytes: 1024 * 1024,
    uploadLimitBytes: Number(env.UPLOAD_LIMIT_BYTES ?? 25 * 1024 * 1024),
    uploadMaxPixels: Number(env.UPLOAD_MAX_PIXELS ?? 100_000_000),
    trustProxy: env.TRUST_PROXY === '1',
    accounts: loadAccountsConfig(env, publicUrl, overrides.appEnv ?? appEnv),
    ...overrides,
  };
}
