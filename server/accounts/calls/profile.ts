// My Account: auth/verify-email, auth/send-verify-email, auth/update-username, auth/update-email,
// auth/update-email-pref, auth/devices (account-content §7 Account).
import { z } from 'zod';
import { ApiError } from '../../api/errors';
import { defineCall, type CallContext, type CallDefinition } from '../../api/types';
import { noInput } from '../../api/input';
import { clearSessionCookie } from '../sessions';
import { cleanUsername, isValidEmail, isValidUsername, normalizeEmail } from '../../../src/lib/shared/validators';
import { clientAddress, decodePassword, field, optionalField, requireAuth, secureCookies } from '../guards';
import { verifyPassword } from '../passwords';
import { accountAddressKey, assertUnderLimit, consumeLimit, recordFailure } from '../rateLimit';
import { consumeKey, deleteKeys, findValidKey } from '../tokens';
import { findUserByEmail, findUserById, isUniqueViolation, isUsernameTaken, type UserRow } from '../users';
import { userData } from '../userData';
import { sendVerificationMail } from '../accountMail';
import { invalidKey, wrongPassword } from './password';

async function sessionUser(ctx: CallContext): Promise<UserRow> {
  const auth = requireAuth(ctx);
  const user = await findUserById(ctx.services.db, auth.userId);
  if (!user) throw new ApiError('not_logged_in', 401, 'You are not signed in.');
  return user;
}

const alreadyVerified = (): ApiError => new ApiError('already_verified', 409, 'The email address is already verified.');

export function profileCalls(): CallDefinition<never>[] {
  const verifyEmail = defineCall({
    name: 'auth/verify-email',
    auth: 'user',
    input: z.object({ mv: field('invalid_key', undefined, 100) }),
    async handler(input, ctx) {
      const { services } = ctx;
      const user = await sessionUser(ctx);
      if (user.mail_verified === 1) throw alreadyVerified();
      await assertUnderLimit(services, 'KEY_IP', clientAddress(ctx));
      const key = await findValidKey(services.db, input.mv, 'verify_email');
      // A key of another user is as good as no key: one session never acts on another account.
      if (!key || key.userId !== user.id) {
        await recordFailure(services, 'KEY_IP', clientAddress(ctx));
        throw invalidKey();
      }
      if (!(await consumeKey(services.db, key.id))) throw invalidKey();
      await services.db.updateTable('users').set({ mail_verified: 1 }).where('id', '=', user.id).execute();
      return 'success';
    },
  });

  const sendVerifyEmail = defineCall({
    name: 'auth/send-verify-email',
    input: noInput,
    auth: 'user',
    async handler(_input, ctx) {
      const user = await sessionUser(ctx);
      if (user.mail_verified === 1) throw alreadyVerified();
      await consumeLimit(ctx.services, 'MAIL_ACCOUNT', user.id);
      await sendVerificationMail(ctx, user);
      return { userEmail: user.email };
    },
  });

  const updateUsername = defineCall({
    name: 'auth/update-username',
    auth: 'user',
    input: z.object({ newName: field('invalid_username', undefined, 400) }),
    async handler(input, ctx) {
      const { db } = ctx.services;
      const user = await sessionUser(ctx);
      if (user.can_change_user_name !== 1) throw new ApiError('username_change_not_allowed', 403, 'The username can be changed only once.');
      // Account-content §5: characters other than letters, digits, _ and - are stripped, then 4 to 100 remain.
      const name = cleanUsername(input.newName.trim().normalize('NFC'));
      if (!isValidUsername(name)) throw new ApiError('invalid_username', 400, 'A username has 4 to 100 letters, digits, _ or -.');
      if (name === user.user_name) return userData(user);
      if (await isUsernameTaken(db, name, user.id)) throw new ApiError('username_taken', 409, 'This username is taken.');
      try {
        const result = await db.updateTable('users').set({ user_name: name, can_change_user_name: 0 }).where('id', '=', user.id).where('can_change_user_name', '=', 1).executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) throw new ApiError('username_change_not_allowed', 403, 'The username can be changed only once.');
      } catch (error) {
        if (isUniqueViolation(error)) throw new ApiError('username_taken', 409, 'This username is taken.');
        throw error;
      }
      return userData({ ...user, user_name: name, can_change_user_name: 0 });
    },
  });

  const updateEmail = defineCall({
    name: 'auth/update-email',
    auth: 'user',
    input: z.object({ e: field('invalid_email', isValidEmail, 254), ea: field('email_mismatch', undefined, 254), paBa: optionalField() }),
    async handler(input, ctx) {
      const { services } = ctx;
      const user = await sessionUser(ctx);
      const email = normalizeEmail(input.e);
      if (normalizeEmail(input.ea) !== email) throw new ApiError('email_mismatch', 400, 'The two email addresses differ.');
      // A password account proves it is its owner; a social account has no password to give.
      if (user.password_hash) {
        await assertUnderLimit(services, 'LOGIN_ACCOUNT_IP', accountAddressKey(user.email, clientAddress(ctx)));
        const password = decodePassword(input.paBa);
        if (password === null || !(await verifyPassword(password, user.password_hash, services.config.accounts.scrypt))) {
          await recordFailure(services, 'LOGIN_ACCOUNT_IP', accountAddressKey(user.email, clientAddress(ctx)));
          throw wrongPassword();
        }
      }
      const social = user.is_social === 1 ? 1 : 0;
      if (email === user.email) return { ...userData(user), social };
      if (await findUserByEmail(services.db, email)) throw new ApiError('invalid_email', 409, 'This email is already in use.');
      // Account-content §4: social users need no re-verification; for others isMailVerified becomes 0.
      const mailVerified = social ? 1 : 0;
      try {
        await services.db.updateTable('users').set({ email, mail_verified: mailVerified }).where('id', '=', user.id).execute();
      } catch (error) {
        if (isUniqueViolation(error)) throw new ApiError('invalid_email', 409, 'This email is already in use.');
        throw error;
      }
      await deleteKeys(services.db, user.id);
      const updated = { ...user, email, mail_verified: mailVerified };
      if (!social) await sendVerificationMail(ctx, updated, { failQuietly: true });
      return { ...userData(updated), social };
    },
  });

  const updateEmailPref = defineCall({
    name: 'auth/update-email-pref',
    auth: 'user',
    input: z.object({
      em: field('invalid_preference', (v) => v === 'effects' || v === 'articles', 20),
      is_: field('invalid_preference', (v) => v === '0' || v === '1', 1),
    }),
    async handler(input, ctx) {
      const user = await sessionUser(ctx);
      // is_ is "unsubscribed": '0' subscribes, '1' unsubscribes.
      const subscribed = input.is_ === '0' ? 1 : 0;
      const set = input.em === 'effects' ? { email_effects: subscribed } : { email_articles: subscribed };
      await ctx.services.db.updateTable('users').set(set).where('id', '=', user.id).execute();
      return 'success';
    },
  });

  const devices = defineCall({
    name: 'auth/devices',
    auth: 'user',
    input: z.object({ device_key: optionalField(64) }),
    async handler(input, ctx) {
      const auth = requireAuth(ctx);
      const { db } = ctx.services;
      if (input.device_key) {
        const target = await db.selectFrom('sessions').select('id').where('user_id', '=', auth.userId).where('device_key', '=', input.device_key).executeTakeFirst();
        if (!target) throw new ApiError('device_not_found', 404, 'No such device is signed in to your account.');
        await db.deleteFrom('sessions').where('id', '=', target.id).where('user_id', '=', auth.userId).execute();
        if (target.id === auth.sessionId) clearSessionCookie(ctx.reply, secureCookies(ctx));
      }
      const rows = await db
        .selectFrom('sessions')
        .select(['id', 'device_key', 'device', 'ip', 'last_seen_at'])
        .where('user_id', '=', auth.userId)
        .where('expires_at', '>', Date.now())
        .orderBy('last_seen_at', 'desc')
        .execute();
      // geo_data: the address the device last used (there is no third-party geolocation).
      return rows.map((row) => ({ id: row.device_key, device: row.device || 'Unknown device', geo_data: row.ip, date: row.last_seen_at, is_you: row.id === auth.sessionId ? 1 : 0 }));
    },
  });

  return [verifyEmail, sendVerifyEmail, updateUsername, updateEmail, updateEmailPref, devices] as CallDefinition<never>[];
}
