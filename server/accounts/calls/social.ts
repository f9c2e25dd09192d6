// auth/sn-login: signs in with a provider's access token after the provider itself vouches for it
// (userinfo: the token must belong to user_id). The first sign-in creates the user; later ones find it
// by provider and subject. And get/captcha/challenge, the captcha the sign-in forms show.
import { z } from 'zod';
import { ApiError } from '../../api/errors';
import { defineCall, type CallContext, type CallDefinition } from '../../api/types';
import { noInput } from '../../api/input';
import { isValidEmail, normalizeEmail } from '../../../src/lib/shared/validators';
import { isSocialProvider, type ProviderIdentity, type SocialProvider } from '../../adapters/identity';
import { clientAddress, field, optionalField, requireVisitor, signIn } from '../guards';
import { consumeLimit } from '../rateLimit';
import { createUser, findUserByEmail, findUserById, isUniqueViolation, type UserRow } from '../users';
import { userData } from '../userData';

async function linkIdentity(ctx: CallContext, provider: SocialProvider, identity: ProviderIdentity, user: UserRow): Promise<void> {
  try {
    await ctx.services.db.insertInto('user_identities').values({ provider, subject: identity.subject, user_id: user.id, email: user.email, created_at: Date.now() }).execute();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
}

/** The user of a verified provider identity: found by provider and subject, linked by email, or created. */
async function userForIdentity(ctx: CallContext, provider: SocialProvider, identity: ProviderIdentity, screenname: string | undefined): Promise<{ user: UserRow; created: boolean }> {
  const { db } = ctx.services;
  const linked = await db.selectFrom('user_identities').select('user_id').where('provider', '=', provider).where('subject', '=', identity.subject).executeTakeFirst();
  if (linked) {
    const user = await findUserById(db, linked.user_id);
    if (user && user.closing_at === null) return { user, created: false };
    throw new ApiError('user_not_found', 404, 'This account is being closed.');
  }
  // Spec §5: Facebook sign-in requires an email from the provider; so do the others, an account needs one.
  if (!identity.email || !isValidEmail(identity.email)) throw new ApiError('missing_email', 400, 'The provider did not share an email address.');
  const email = normalizeEmail(identity.email);
  const existing = await findUserByEmail(db, email);
  if (existing) {
    if (existing.closing_at !== null) throw new ApiError('user_not_found', 404, 'This account is being closed.');
    // Joining an existing account on an email the provider has not verified would hand it to anyone.
    if (!identity.emailVerified) throw new ApiError('unverified_provider_email', 409, 'Sign in with your password: the provider has not verified this email.');
    await linkIdentity(ctx, provider, identity, existing);
    if (existing.mail_verified !== 1) {
      await db.updateTable('users').set({ mail_verified: 1 }).where('id', '=', existing.id).execute();
      existing.mail_verified = 1;
    }
    return { user: existing, created: false };
  }
  let user: UserRow;
  try {
    user = await createUser(db, {
      email,
      passwordHash: null,
      language: ctx.lang,
      registerFrom: provider,
      isSocial: true,
      mailVerified: identity.emailVerified,
      emailEffects: false,
      emailArticles: true,
      nameSeed: identity.name ?? screenname ?? null,
    });
  } catch (error) {
    // Two first sign-ins racing: the other one created the user; use it.
    if (!isUniqueViolation(error)) throw error;
    return userForIdentity(ctx, provider, identity, screenname);
  }
  await linkIdentity(ctx, provider, identity, user);
  return { user, created: true };
}

export function socialCalls(): CallDefinition<never>[] {
  const snLogin = defineCall({
    name: 'auth/sn-login',
    idempotent: false,
    input: z.object({
      user_id: field('invalid_access_token', (v) => v.length > 0, 255),
      sntype: field('invalid_provider', (v) => isSocialProvider(v.toLowerCase()), 20),
      access_token: field('invalid_access_token', (v) => v.length > 0, 4096),
      email: optionalField(254),
      screenname: optionalField(200),
      gender: optionalField(50),
      user_birthday: optionalField(50),
      originalTransaction: optionalField(),
    }),
    async handler(input, ctx) {
      requireVisitor(ctx);
      const provider = input.sntype.toLowerCase() as SocialProvider;
      if (!ctx.services.identity.isConfigured(provider)) throw new ApiError('provider_not_configured', 400, `Sign-in with ${provider} is not set up on this server.`);
      await consumeLimit(ctx.services, 'SOCIAL_IP', clientAddress(ctx));
      // Never trust the client's email or id: the provider tells who the token belongs to.
      const identity = await ctx.services.identity.verifyAccessToken(provider, input.access_token, input.user_id);
      const { user, created } = await userForIdentity(ctx, provider, identity, input.screenname);
      await signIn(ctx, user);
      return userData(user, { isNew: created });
    },
  });

  const captchaChallenge = defineCall({
    name: 'get/captcha/challenge',
    input: noInput,
    async handler(_input, ctx) {
      const challenge = await ctx.services.captcha.challenge();
      return challenge ? { captcha: 'altcha', challenge } : { captcha: 'off' };
    },
  });

  // What the sign-in forms show: the captcha mode and the providers this server has configured.
  const signInOptions = defineCall({
    name: 'get/auth/sign-in-options',
    input: noInput,
    handler: (_input, ctx) => ({ captcha: ctx.services.captcha.mode, providers: ctx.services.identity.configured() }),
  });

  return [snLogin, captchaChallenge, signInOptions] as CallDefinition<never>[];
}
