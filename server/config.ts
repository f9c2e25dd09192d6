// Configuration from the environment (ARCHITECTURE.md "Configuration"); every variable is optional.
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { loadAccountsConfig, type AccountsConfig } from './accounts/config';
import { loadImportsConfig, type ImportsConfig } from './imports/config';

export type AppEnv = 'production' | 'development' | 'test';

/** Fastify's trustProxy: off, every hop, the number of hops in front of the server, or proxy addresses/CIDRs. */
export type TrustProxy = boolean | number | string[];

/**
 * TRUST_PROXY: unset, `0`, `false` or `off`: trust no proxy (request.ip is the socket's peer). A number N:
 * N proxies stand in front (`1` for one reverse proxy: the address it appended is the client's). `true`:
 * trust every hop (only when nothing else can reach the server). Otherwise a comma-separated list of proxy
 * addresses or CIDRs (`10.0.0.0/8,127.0.0.1`).
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '' || text === '0' || text === 'false' || text === 'off') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  const list = text.split(',').map((s) => s.trim()).filter(Boolean);
  return list.length > 0 ? list : false;
}

/** PRINT: unset or `sandbox`; a print service the server has no adapter for stops the start. */
function printService(value: string | undefined): 'sandbox' {
  if (value === undefined || value === '' || value === 'sandbox') return 'sandbox';
  throw new Error(`PRINT=${value}: unknown print service (known: sandbox)`);
}

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
  /** PAYMENTS=stripe: STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET; STRIPE_API_BASE points the client at a local fake (tests). */
  stripe: { secretKey: string; publishableKey: string; webhookSecret: string; apiBase: string | undefined };
  publicUrl: string;
  appEnv: AppEnv;
  distDir: string;
  localesDir: string;
  logLevel: string;
  /** Fraction of successful, fast requests written to the log (errors and slow requests always are). */
  logSampleRate: number;
  /** Requests slower than this are logged as slow (warn). */
  slowRequestMs: number;
  /** Bearer token for /metrics; without one /metrics answers 404. */
  metricsToken: string | undefined;
  /** How long one instance reuses an Explore page before asking the database again (0: never reuses). */
  exploreCacheMs: number;
  /** Where background jobs run: pg-boss on PostgreSQL, an in-process queue otherwise. */
  jobQueue: 'postgres' | 'memory';
  /** Signs storage upload forms, captcha challenges and other tokens the server hands out. */
  secret: string;
  oauth: Partial<Record<'google' | 'facebook' | 'apple', OAuthProviderConfig>>;
  seedDemo: boolean;
  /** Largest body of a form-encoded call; files travel in multipart with their own limit. */
  bodyLimitBytes: number;
  uploadLimitBytes: number;
  /** Largest image (width × height) an upload may have; bigger ones are refused as image_too_large. */
  uploadMaxPixels: number;
  /**
   * TRUST_PROXY: which proxies may say who the client is (X-Forwarded-For, -Proto, -Host). Off by default;
   * behind a proxy that is not trusted every visitor shares the proxy's address, and so its rate limits.
   */
  trustProxy: TrustProxy;
  /** Password hashing, captcha cost, rate limits, key lifetimes and mail addresses (server/accounts/config.ts). */
  accounts: AccountsConfig;
  /**
   * The image proxy (server/imageProxy): IMAGE_PROXY_MAX_BYTES, IMAGE_PROXY_TIMEOUT_MS, and with APP_ENV=test
   * only, IMAGE_PROXY_ALLOW_HOSTS (comma-separated host:port let through to local addresses, for the tests).
   */
  imageProxy: { maxBytes: number; timeoutMs: number; allowHosts: string[] };
  /** PRINT: the print service orders go to (server/adapters/print); only the built-in sandbox so far. */
  print: 'sandbox';
  /** Third-party imports' OAuth providers and token key (server/imports/config.ts: IMPORT_*). */
  imports: ImportsConfig;
  /**
   * The hosts the photo-service (Google Photos Picker) and social-network (Facebook Graph) imports may download
   * image files from (server/imports/photos; their API bases are the imports' IMPORT_*_PHOTOS_API and
   * _GRAPH_API): IMPORT_GOOGLE_PHOTOS_MEDIA_HOSTS, IMPORT_FACEBOOK_CDN_HOSTS (comma-separated; a host starting
   * with a dot matches its subdomains). Plain http only with APP_ENV=test (the local fakes).
   */
  photoImports: PhotoImportsConfig;
}

export interface PhotoImportsConfig {
  googlePhotosMediaHosts: string[];
  facebookCdnHosts: string[];
  allowHttp: boolean;
}

const hostList = (value: string | undefined, fallback: string): string[] =>
  (value || fallback).split(',').map((s) => s.trim().toLowerCase()).filter(Boolean);

function loadPhotoImports(env: NodeJS.ProcessEnv, appEnv: AppEnv): PhotoImportsConfig {
  return {
    googlePhotosMediaHosts: hostList(env.IMPORT_GOOGLE_PHOTOS_MEDIA_HOSTS, '.googleusercontent.com'),
    facebookCdnHosts: hostList(env.IMPORT_FACEBOOK_CDN_HOSTS, '.fbcdn.net'),
    allowHttp: appEnv === 'test',
  };
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
  const secret = overrides.secret ?? readSecret(dataDir, env);
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
    stripe: { secretKey: env.STRIPE_SECRET_KEY ?? '', publishableKey: env.STRIPE_PUBLISHABLE_KEY ?? '', webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? '', apiBase: env.STRIPE_API_BASE || undefined },
    publicUrl,
    appEnv,
    distDir: resolve(env.DIST_DIR ?? join(root, 'dist')),
    localesDir: join(root, 'locales'),
    logLevel: env.LOG_LEVEL ?? (appEnv === 'test' ? 'warn' : 'info'),
    logSampleRate: Math.min(1, Math.max(0, Number(env.LOG_SAMPLE_RATE ?? 0) || 0)),
    slowRequestMs: Number(env.SLOW_REQUEST_MS ?? 1000) || 1000,
    metricsToken: env.METRICS_TOKEN || undefined,
    exploreCacheMs: Math.max(0, Number(env.EXPLORE_CACHE_MS ?? (appEnv === 'test' ? 0 : 5000)) || 0),
    jobQueue: env.JOB_QUEUE === 'memory' || !/^postgres(ql)?:\/\//.test(overrides.databaseUrl ?? env.DATABASE_URL ?? '') ? 'memory' : 'postgres',
    secret,
    oauth,
    seedDemo: env.SEED_DEMO !== 'off',
    bodyLimitBytes: 1024 * 1024,
    uploadLimitBytes: Number(env.UPLOAD_LIMIT_BYTES ?? 25 * 1024 * 1024),
    uploadMaxPixels: Number(env.UPLOAD_MAX_PIXELS ?? 100_000_000),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    accounts: loadAccountsConfig(env, publicUrl, overrides.appEnv ?? appEnv),
    imageProxy: {
      maxBytes: Number(env.IMAGE_PROXY_MAX_BYTES ?? 20 * 1024 * 1024) || 20 * 1024 * 1024,
      timeoutMs: Number(env.IMAGE_PROXY_TIMEOUT_MS ?? 15_000) || 15_000,
      allowHosts: (overrides.appEnv ?? appEnv) === 'test' ? (env.IMAGE_PROXY_ALLOW_HOSTS ?? '').split(',').map((s) => s.trim().toLowerCase()).filter(Boolean) : [],
    },
    print: printService(env.PRINT),
    imports: loadImportsConfig(env, secret),
    photoImports: loadPhotoImports(env, overrides.appEnv ?? appEnv),
    ...overrides,
  };
}
