// Issues a one-time key and mails its link in the user's language: verify email, reset password, close account.
import { ApiError } from '../api/errors';
import type { CallContext } from '../api/types';
import type { Services } from '../services';
import type { AccountTokenKind } from '../db/schema';
import { issueKey } from './tokens';
import { closeAccountLink, resetPasswordLink, verifyEmailLink } from './links';
import { accountMail } from './mails';
import type { UserRow } from './users';

const LINKS: Record<AccountTokenKind, (config: Services['config'], key: string) => string> = {
  verify_email: verifyEmailLink,
  reset_password: resetPasswordLink,
  close_account: closeAccountLink,
};

interface SendOptions {
  /** Log a mail failure instead of failing the call (registration still succeeds; the user can ask again). */
  failQuietly?: boolean;
}

async function sendKeyMail(ctx: CallContext, user: Pick<UserRow, 'id' | 'email' | 'language'>, kind: AccountTokenKind, options: SendOptions = {}): Promise<void> {
  const { services } = ctx;
  const ttl = services.config.accounts.tokenTtlMs[kind];
  const key = await issueKey(services.db, user.id, kind, user.email, ttl);
  const message = await accountMail(services.config.localesDir, kind, { to: user.email, lang: user.language, link: LINKS[kind](services.config, key), expiresAt: Date.now() + ttl });
  try {
    await services.mail.send(message);
  } catch (err) {
    ctx.request.log.error({ err, kind }, 'sending an account mail failed');
    if (!options.failQuietly) throw new ApiError('mail_failed', 503, 'The email could not be sent. Try again later.');
  }
}

export function sendVerificationMail(ctx: CallContext, user: Pick<UserRow, 'id' | 'email' | 'language'>, options?: SendOptions): Promise<void> {
  return sendKeyMail(ctx, user, 'verify_email', options);
}

export function sendResetMail(ctx: CallContext, user: Pick<UserRow, 'id' | 'email' | 'language'>): Promise<void> {
  return sendKeyMail(ctx, user, 'reset_password');
}

export function sendCloseAccountMail(ctx: CallContext, user: Pick<UserRow, 'id' | 'email' | 'language'>): Promise<void> {
  return sendKeyMail(ctx, user, 'close_account');
}
