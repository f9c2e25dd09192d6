// Checks the auth/ calls share: visitor-only calls, the captcha, encoded passwords, and signing a user in.
import { z } from 'zod';
import { ApiError } from '../api/errors';
import type { CallContext } from '../api/types';
import { createSession, setSessionCookie } from './sessions';
import { decodeBa } from '../../src/lib/shared/validators';
import { recordLogin, type UserRow } from './users';

/** Sign-in, registration and reset are for visitors: a browser that already has a session gets already_logged_in (spec §4.3). */
export function requireVisitor(ctx: CallContext): void {
  if (ctx.auth) throw new ApiError('already_logged_in', 409, 'This browser is already signed in.');
}

export function requireAuth(ctx: CallContext): NonNullable<CallContext['auth']> {
  if (!ctx.auth) throw new ApiError('not_logged_in', 401, 'You are not signed in.');
  return ctx.auth;
}

/** "Captcha required unless disabled" (spec §5). */
export async function requireCaptcha(ctx: CallContext, response: unknown): Promise<void> {
  if (ctx.services.captcha.mode === 'off') return;
  if (!(await ctx.services.captcha.verify(response))) throw new ApiError('invalid_captcha', 400, 'The captcha is missing, wrong, expired or already used.');
}

/** A password sent as base64 of its URI-encoded text (userPassBa, _pass_ba_, npBa…); null when undecodable. */
export function decodePassword(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return null;
  return decodeBa(value);
}

export function clientAddress(ctx: CallContext): string {
  return ctx.request.ip || 'unknown';
}

export function secureCookies(ctx: CallContext): boolean {
  return ctx.services.config.publicUrl.startsWith('https://');
}

/** Opens a session for the user on this browser and counts the sign-in. */
export async function signIn(ctx: CallContext, user: UserRow): Promise<void> {
  const { token } = await createSession(ctx.services.db, user.id, ctx.request);
  setSessionCookie(ctx.reply, token, secureCookies(ctx));
  await recordLogin(ctx.services.db, user.id);
  user.login_count += 1;
  user.login_date = Date.now();
}

/** A required form field whose absence or failed check is answered with `code`. */
export function field(code: string, check?: (value: string) => boolean, max = 2000) {
  const base = z.string({ error: code }).max(max, code);
  return check ? base.refine(check, code) : base;
}

/** An optional form field (absent, or a string up to `max` characters). */
export function optionalField(max = 2000) {
  return z.string().max(max).optional();
}
