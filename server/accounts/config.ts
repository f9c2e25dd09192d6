// Knobs of the accounts area, read from the environment (all optional). Tests lower the costs and limits.
//   PASSWORD_SCRYPT_LOG_N   scrypt cost as a power of two (default 16 = 64 MiB; 12 when APP_ENV=test)
//   CAPTCHA_COST            PBKDF2 iterations per ALTCHA attempt (default 1000; 1 when APP_ENV=test)
//   CAPTCHA_MAX_NUMBER      highest secret counter of a challenge (default 5000; 50 when APP_ENV=test)
//   RATE_LIMIT_<NAME>       "count/seconds", e.g. RATE_LIMIT_LOGIN_IP=10/900 (names: see RATE_LIMIT_DEFAULTS;
//                           with APP_ENV=test the default counts are 100 times higher)
//   LOGIN_SLOWDOWN_MS       delay of a sign-in to an account past its LOGIN_ACCOUNT failures, doubling with each
//                           further failure up to 16 times (default 1000; 0 when APP_ENV=test)
//   MAIL_FROM               sender of the account mails (default "Pixloom" <no-reply@host of PUBLIC_URL>)
//   SUPPORT_EMAIL           where auth/send-feedback mails go (default support@host of PUBLIC_URL)

export interface RateLimit {
  count: number;
  windowMs: number;
}

export const RATE_LIMIT_DEFAULTS = {
  /** Sign-in attempts from one address. */
  LOGIN_IP: { count: 10, windowMs: 15 * 60_000 },
  /**
   * Failed sign-ins of one account from any address. Never a lock (anyone could lock the owner out): past
   * the count, each sign-in of the account is slowed (LOGIN_SLOWDOWN_MS) and still needs its captcha.
   */
  LOGIN_ACCOUNT: { count: 5, windowMs: 15 * 60_000 },
  /** Failed password checks of one account from one address (sign-in, and the current password in My Account). */
  LOGIN_ACCOUNT_IP: { count: 5, windowMs: 15 * 60_000 },
  REGISTER_IP: { count: 10, windowMs: 15 * 60_000 },
  /** Registrations tried for one email address. */
  REGISTER_ACCOUNT: { count: 5, windowMs: 15 * 60_000 },
  FORGET_IP: { count: 10, windowMs: 15 * 60_000 },
  /** Reset mails asked for one address. */
  FORGET_ACCOUNT: { count: 5, windowMs: 15 * 60_000 },
  /** Wrong or expired keys tried from one address (reset, verify, close). */
  KEY_IP: { count: 20, windowMs: 15 * 60_000 },
  /** Verification and close-account mails one signed-in user can ask for. */
  MAIL_ACCOUNT: { count: 5, windowMs: 15 * 60_000 },
  SOCIAL_IP: { count: 20, windowMs: 15 * 60_000 },
  FEEDBACK_IP: { count: 5, windowMs: 15 * 60_000 },
  /** Images one signed-in user imports from links through the image proxy (GET api/loadImage). */
  IMAGE_PROXY_USER: { count: 60, windowMs: 10 * 60_000 },
  /** Images imported from links from one address, all its users together. */
  IMAGE_PROXY_IP: { count: 120, windowMs: 10 * 60_000 },
} satisfies Record<string, RateLimit>;

export type RateLimitName = keyof typeof RATE_LIMIT_DEFAULTS;

export interface AccountsConfig {
  scrypt: { logN: number; r: number; p: number };
  captcha: { algorithm: 'PBKDF2/SHA-256'; cost: number; maxNumber: number; ttlSeconds: number };
  limits: Record<RateLimitName, RateLimit>;
  /** First delay of a sign-in to an account past its LOGIN_ACCOUNT failures; doubles per further failure. */
  loginSlowdownMs: number;
  tokenTtlMs: { verify_email: number; reset_password: number; close_account: number };
  mailFrom: string;
  supportEmail: string;
}

function mailHost(publicUrl: string): string {
  const host = new URL(publicUrl).hostname;
  // An address at an IP or a bare host name is not deliverable anywhere; mail still needs a domain.
  return /^[\d.]+$|^\[|^[^.]+$/.test(host) ? 'pixloom.localhost' : host;
}

function intFrom(value: string | undefined, fallback: number, min: number, max: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(n) && n >= min && n <= max ? n : fallback;
}

function limitFrom(value: string | undefined, fallback: RateLimit): RateLimit {
  const match = /^(\d+)\/(\d+)$/.exec(value ?? '');
  if (!match) return fallback;
  return { count: Number(match[1]), windowMs: Number(match[2]) * 1000 };
}

export function loadAccountsConfig(env: NodeJS.ProcessEnv, publicUrl: string, appEnv: string): AccountsConfig {
  const test = appEnv === 'test';
  const limits = {} as Record<RateLimitName, RateLimit>;
  for (const [name, fallback] of Object.entries(RATE_LIMIT_DEFAULTS) as [RateLimitName, RateLimit][]) {
    // Under APP_ENV=test every request comes from 127.0.0.1: the limits are a hundred times higher unless a
    // test sets them (the rate-limit tests do).
    limits[name] = limitFrom(env[`RATE_LIMIT_${name}`], test ? { ...fallback, count: fallback.count * 100 } : fallback);
  }
  const host = mailHost(publicUrl);
  return {
    scrypt: { logN: intFrom(env.PASSWORD_SCRYPT_LOG_N, test ? 12 : 16, 10, 20), r: 8, p: 1 },
    captcha: {
      algorithm: 'PBKDF2/SHA-256',
      cost: intFrom(env.CAPTCHA_COST, test ? 1 : 1000, 1, 1_000_000),
      maxNumber: intFrom(env.CAPTCHA_MAX_NUMBER, test ? 50 : 5000, 10, 10_000_000),
      ttlSeconds: 20 * 60,
    },
    limits,
    loginSlowdownMs: intFrom(env.LOGIN_SLOWDOWN_MS, test ? 0 : 1000, 0, 60_000),
    tokenTtlMs: { verify_email: 7 * 24 * 3600_000, reset_password: 2 * 3600_000, close_account: 24 * 3600_000 },
    mailFrom: env.MAIL_FROM || `"Pixloom" <no-reply@${host}>`,
    supportEmail: env.SUPPORT_EMAIL || `support@${host}`,
  };
}
