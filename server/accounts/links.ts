// Links the server hands out (in mails and redirects), always on PUBLIC_URL.
import type { Config } from '../config';

export function publicLink(config: Pick<Config, 'publicUrl'>, path: string, query: Record<string, string> = {}): string {
  // Appended, not resolved, so a PUBLIC_URL with a path prefix keeps it.
  const url = new URL(`${config.publicUrl}${path.startsWith('/') ? path : `/${path}`}`);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
}

/** /my-account/?mv=<key>: the account page verifies the email (auth/verify-email). */
export function verifyEmailLink(config: Pick<Config, 'publicUrl'>, key: string): string {
  return publicLink(config, '/my-account/', { mv: key });
}

/** /reset-password/?q=<key>: the reset page checks the key (auth/reset-pass validateKey) and sets a new password. */
export function resetPasswordLink(config: Pick<Config, 'publicUrl'>, key: string): string {
  return publicLink(config, '/reset-password/', { q: key });
}

/** /close-account/?q=<key>: the closing page checks the key (auth/close-account-key-control) and closes. */
export function closeAccountLink(config: Pick<Config, 'publicUrl'>, key: string): string {
  return publicLink(config, '/close-account/', { q: key });
}
