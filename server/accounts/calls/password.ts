// auth/forget-pass, auth/reset-pass, auth/update-pwd.
import { z } from 'zod';
import { ApiError } from '../../api/errors';
import { defineCall, type CallDefinition } from '../../api/types';
import { isValidEmail, isValidNewPassword, normalizeEmail } from '../../../src/lib/shared/validators';
import { clientAddress, decodePassword, field, optionalField, requireAuth, requireCaptcha, requireVisitor } from '../guards';
import { hashPassword, verifyPassword } from '../passwords';
import { accountAddressKey, assertUnderLimit, bucketFor, clearHits, consumeLimit, recordFailure } from '../rateLimit';
import { consumeKey, deleteKeys, findValidKey } from '../tokens';
import { findUserByEmail, findUserById } from '../users';
import { sendResetMail } from '../accountMail';

export const invalidKey = (): ApiError => new ApiError('invalid_key', 400, 'The link is invalid, expired or already used.');
export const invalidPassword = (): ApiError => new ApiError('invalid_password', 400, 'The password must be 6 to 100 characters long.');
export const passwordMismatch = (): ApiError => new ApiError('password_mismatch', 400, 'The two passwords differ.');
export const wrongPassword = (): ApiError => new ApiError('wrong_password', 403, 'The current password is not correct.');

/** A new password and its confirmation, both encoded; throws the matching code. */
export function readNewPassword(encoded: string | undefined, encodedAgain: string | undefined): string {
  const password = decodePassword(encoded);
  if (password === null || !isValidNewPassword(password)) throw invalidPassword();
  if (decodePassword(encodedAgain) !== password) throw passwordMismatch();
  return password;
}

export function passwordCalls(): CallDefinition<never>[] {
  const forgetPass = defineCall({
    name: 'auth/forget-pass',
    input: z.object({ _email_: field('invalid_email', isValidEmail, 254), captcha_response: optionalField(8192) }),
    async handler(input, ctx) {
      requireVisitor(ctx);
      const { services } = ctx;
      const email = normalizeEmail(input._email_);
      await consumeLimit(services, 'FORGET_IP', clientAddress(ctx));
      await requireCaptcha(ctx, input.captcha_response);
      await consumeLimit(services, 'FORGET_ACCOUNT', email);
      const user = await findUserByEmail(services.db, email);
      // Spec §8.3: an unknown address is operation_failed ("email not registered").
      if (!user || user.closing_at !== null) throw new ApiError('operation_failed', 404, 'No account uses this email address.');
      await sendResetMail(ctx, user);
      return 'success';
    },
  });

  const resetPass = defineCall({
    name: 'auth/reset-pass',
    input: z.object({
      qKey: field('invalid_key', undefined, 100),
      validateKey: optionalField(10),
      passBa: optionalField(),
      passAgainBa: optionalField(),
    }),
    async handler(input, ctx) {
      const { services } = ctx;
      await assertUnderLimit(services, 'KEY_IP', clientAddress(ctx));
      const key = await findValidKey(services.db, input.qKey, 'reset_password');
      if (!key) {
        await recordFailure(services, 'KEY_IP', clientAddress(ctx));
        throw invalidKey();
      }
      if (input.validateKey === 'true' || input.validateKey === '1') return 'success';
      const password = readNewPassword(input.passBa, input.passAgainBa);
      const passwordHash = await hashPassword(password, services.config.accounts.scrypt);
      if (!(await consumeKey(services.db, key.id))) throw invalidKey();
      // The mailed link proves the address: the email counts as verified from now on.
      await services.db.updateTable('users').set({ password_hash: passwordHash, mail_verified: 1 }).where('id', '=', key.userId).execute();
      // A new password signs every device out and forgets the failed sign-ins that slowed the account.
      await services.db.deleteFrom('sessions').where('user_id', '=', key.userId).execute();
      await deleteKeys(services.db, key.userId, 'reset_password');
      await clearHits(services.db, bucketFor('LOGIN_ACCOUNT', key.email));
      return 'success';
    },
  });

  const updatePwd = defineCall({
    name: 'auth/update-pwd',
    auth: 'user',
    input: z.object({ npBa: field('invalid_password'), npaBa: field('password_mismatch'), opBa: optionalField() }),
    async handler(input, ctx) {
      const auth = requireAuth(ctx);
      const { services } = ctx;
      const password = readNewPassword(input.npBa, input.npaBa);
      const user = await findUserById(services.db, auth.userId);
      if (!user) throw new ApiError('not_logged_in', 401, 'You are not signed in.');
      // Social users without a password set one without the current password (account-content §6).
      if (user.password_hash) {
        await assertUnderLimit(services, 'LOGIN_ACCOUNT_IP', accountAddressKey(user.email, clientAddress(ctx)));
        const current = decodePassword(input.opBa);
        if (current === null || !(await verifyPassword(current, user.password_hash, services.config.accounts.scrypt))) {
          await recordFailure(services, 'LOGIN_ACCOUNT_IP', accountAddressKey(user.email, clientAddress(ctx)));
          throw wrongPassword();
        }
      }
      const passwordHash = await hashPassword(password, services.config.accounts.scrypt);
      await services.db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', user.id).execute();
      // Other devices keep nothing the old password opened.
      await services.db.deleteFrom('sessions').where('user_id', '=', user.id).where('id', '!=', auth.sessionId).execute();
      await deleteKeys(services.db, user.id, 'reset_password');
      return 'success';
    },
  });

  return [forgetPass, resetPass, updatePwd] as CallDefinition<never>[];
}
