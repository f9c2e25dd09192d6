// auth/status, auth/login, auth/register, auth/sign-out, auth/update-language (spec shell-auth-platform §7).
import { z } from 'zod';
import { ApiError, notLoggedIn } from '../../api/errors';
import { defineCall, JsonText, type CallContext, type CallDefinition } from '../../api/types';
import { noInput } from '../../api/input';
import { clearSessionCookie, destroySession, sessionUserOf } from '../sessions';
import { LANG_COOKIE } from '../../../src/lib/shared/api';
import { LANG_COOKIE_DAYS } from '../../../src/lib/shared/constants';
import { isAppLanguage } from '../../../src/lib/shared/languages';
import { isValidEmail, isValidNewPassword, isValidSignInPassword, normalizeEmail } from '../../../src/lib/shared/validators';
import { clientAddress, decodePassword, field, optionalField, requireCaptcha, requireVisitor, secureCookies, signIn } from '../guards';
import { hashPassword, needsRehash, verifyPassword } from '../passwords';
import { accountAddressKey, assertUnderLimit, bucketFor, clearHits, consumeLimit, recordFailure, slowSuspiciousSignIn } from '../rateLimit';
import { createUser, findUserByEmail, findUserById, isUniqueViolation } from '../users';
import { userData } from '../userData';
import { sendVerificationMail } from '../accountMail';

const invalidCredentials = (): ApiError => new ApiError('invalid_email', 401, 'The email or the password is not correct.');
const emailInUse = (): ApiError => new ApiError('invalid_email', 409, 'This email is already in use.');

/** The signed-in user's data, or null when the session's user is gone. */
export async function currentUserData(ctx: CallContext): Promise<ReturnType<typeof userData> | null> {
  if (!ctx.auth) return null;
  // The session lookup of this request read the row already (server/auth/sessions.ts).
  const user = sessionUserOf(ctx.request) ?? (await findUserById(ctx.services.db, ctx.auth.userId));
  return user ? userData(user) : null;
}

/** auth/status's answer to a visitor. */
const VISITOR_STATUS = new JsonText('{"email":null}');
/**
 * auth/status's answer for a user row the session lookup shares between requests (server/accounts/sessions.ts
 * freezes it; a change to the user or the session drops it and the next lookup reads a new row): serialized
 * once per row, not on every request.
 */
const statusOfRow = new WeakMap<object, JsonText>();

async function statusAnswer(ctx: CallContext): Promise<unknown> {
  if (!ctx.auth) return VISITOR_STATUS;
  const user = sessionUserOf(ctx.request);
  if (user && Object.isFrozen(user)) {
    let answer = statusOfRow.get(user);
    if (!answer) {
      answer = new JsonText(JSON.stringify(userData(user)));
      statusOfRow.set(user, answer);
    }
    return answer;
  }
  return (await currentUserData(ctx)) ?? { email: null };
}

export function sessionCalls(): CallDefinition<never>[] {
  const status = defineCall({
    name: 'auth/status',
    input: noInput,
    idempotent: false,
    handler: (_input, ctx) => statusAnswer(ctx),
  });

  const login = defineCall({
    name: 'auth/login',
    idempotent: false,
    input: z.object({
      userEmail: field('invalid_email', isValidEmail, 254),
      userPassBa: field('invalid_email'),
      captcha_response: optionalField(8192),
      originalTransaction: optionalField(),
    }),
    async handler(input, ctx) {
      requireVisitor(ctx);
      const { services } = ctx;
      const email = normalizeEmail(input.userEmail);
      const password = decodePassword(input.userPassBa);
      if (password === null || !isValidSignInPassword(password)) throw invalidCredentials();
      const address = clientAddress(ctx);
      await consumeLimit(services, 'LOGIN_IP', address);
      await requireCaptcha(ctx, input.captcha_response);
      // One address guessing at one account is stopped; many addresses guessing at it only slow its sign-ins
      // down, so nobody can lock the owner out.
      await assertUnderLimit(services, 'LOGIN_ACCOUNT_IP', accountAddressKey(email, address));
      await slowSuspiciousSignIn(services, email);
      const params = services.config.accounts.scrypt;
      const user = await findUserByEmail(services.db, email);
      const matches = await verifyPassword(password, user?.password_hash ?? null, params);
      if (!user || !matches || user.closing_at !== null) {
        await recordFailure(services, 'LOGIN_ACCOUNT', email);
        await recordFailure(services, 'LOGIN_ACCOUNT_IP', accountAddressKey(email, address));
        throw invalidCredentials();
      }
      await clearHits(services.db, bucketFor('LOGIN_ACCOUNT', email));
      await clearHits(services.db, bucketFor('LOGIN_ACCOUNT_IP', accountAddressKey(email, address)));
      if (user.password_hash && needsRehash(user.password_hash, params)) {
        const rehashed = await hashPassword(password, params);
        await services.db.updateTable('users').set({ password_hash: rehashed }).where('id', '=', user.id).execute();
      }
      await signIn(ctx, user);
      return userData(user);
    },
  });

  const register = defineCall({
    name: 'auth/register',
    idempotent: false,
    input: z.object({
      _email_: field('invalid_email', isValidEmail, 254),
      _email_again: field('email_mismatch', undefined, 254),
      _pass_ba_: field('invalid_password'),
      captcha_response: optionalField(8192),
      em_effects: optionalField(1),
      em_articles: optionalField(1),
      originalTransaction: optionalField(),
    }),
    async handler(input, ctx) {
      requireVisitor(ctx);
      const { services } = ctx;
      const email = normalizeEmail(input._email_);
      if (normalizeEmail(input._email_again) !== email) throw new ApiError('email_mismatch', 400, 'The two email addresses differ.');
      const password = decodePassword(input._pass_ba_);
      if (password === null || !isValidNewPassword(password)) throw new ApiError('invalid_password', 400, 'The password must be 6 to 100 characters long.');
      await consumeLimit(services, 'REGISTER_IP', clientAddress(ctx));
      await requireCaptcha(ctx, input.captcha_response);
      await consumeLimit(services, 'REGISTER_ACCOUNT', email);
      if (await findUserByEmail(services.db, email)) throw emailInUse();
      const passwordHash = await hashPassword(password, services.config.accounts.scrypt);
      let user;
      try {
        user = await createUser(services.db, {
          email,
          passwordHash,
          language: ctx.lang,
          registerFrom: 'email',
          isSocial: false,
          mailVerified: false,
          emailEffects: input.em_effects === '1',
          emailArticles: input.em_articles !== '0',
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw emailInUse();
        throw error;
      }
      await sendVerificationMail(ctx, user, { failQuietly: true });
      await signIn(ctx, user);
      return userData(user, { isNew: true });
    },
  });

  const signOut = defineCall({
    name: 'auth/sign-out',
    input: noInput,
    idempotent: false,
    async handler(_input, ctx) {
      if (!ctx.auth) throw notLoggedIn();
      await destroySession(ctx.services.db, ctx.request);
      clearSessionCookie(ctx.reply, secureCookies(ctx));
      return 'success';
    },
  });

  const updateLanguage = defineCall({
    name: 'auth/update-language',
    input: z.object({ lang: field('invalid_language', isAppLanguage, 5) }),
    async handler(input, ctx) {
      if (ctx.auth) await ctx.services.db.updateTable('users').set({ language: input.lang }).where('id', '=', ctx.auth.userId).execute();
      ctx.reply.setCookie(LANG_COOKIE, input.lang, { path: '/', sameSite: 'lax', httpOnly: false, secure: secureCookies(ctx), maxAge: LANG_COOKIE_DAYS * 24 * 3600 });
      return 'success';
    },
  });

  return [status, login, register, signOut, updateLanguage] as CallDefinition<never>[];
}
