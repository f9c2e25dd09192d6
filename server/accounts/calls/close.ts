// Account closing: auth/close-account-request (mails the link), auth/close-account-key-control (checks the
// link's key), auth/close-account (starts the background job), auth/close-account-status (its progress).
//
// The job's first step deletes every session of the user, so the status is found through the closure
// cookie (pxclose, HttpOnly, set by auth/close-account) rather than the session.
import { z } from 'zod';
import { ApiError } from '../../api/errors';
import { defineCall, type CallContext, type CallDefinition } from '../../api/types';
import { noInput } from '../../api/input';
import { clearSessionCookie } from '../sessions';
import { clientAddress, field, requireAuth, secureCookies } from '../guards';
import { assertUnderLimit, consumeLimit, recordFailure } from '../rateLimit';
import { consumeKey, findValidKey, type ValidKey } from '../tokens';
import { findUserById } from '../users';
import { sendCloseAccountMail } from '../accountMail';
import { CLOSURE_COOKIE, CLOSURE_COOKIE_MAX_AGE_S, closureJobsFor, hashClosureToken } from '../closeAccount';
import { invalidKey } from './password';

async function checkCloseKey(ctx: CallContext, closeKey: string): Promise<ValidKey> {
  const auth = requireAuth(ctx);
  await assertUnderLimit(ctx.services, 'KEY_IP', clientAddress(ctx));
  const key = await findValidKey(ctx.services.db, closeKey, 'close_account');
  if (!key || key.userId !== auth.userId) {
    await recordFailure(ctx.services, 'KEY_IP', clientAddress(ctx));
    throw invalidKey();
  }
  return key;
}

export function closeCalls(): CallDefinition<never>[] {
  const request = defineCall({
    name: 'auth/close-account-request',
    input: noInput,
    auth: 'user',
    async handler(_input, ctx) {
      const auth = requireAuth(ctx);
      const user = await findUserById(ctx.services.db, auth.userId);
      if (!user) throw new ApiError('not_logged_in', 401, 'You are not signed in.');
      await consumeLimit(ctx.services, 'MAIL_ACCOUNT', user.id);
      await sendCloseAccountMail(ctx, user);
      return 'success';
    },
  });

  const keyControl = defineCall({
    name: 'auth/close-account-key-control',
    auth: 'user',
    input: z.object({ closeKey: field('invalid_key', undefined, 100) }),
    async handler(input, ctx) {
      await checkCloseKey(ctx, input.closeKey);
      return 'success';
    },
  });

  const close = defineCall({
    name: 'auth/close-account',
    auth: 'user',
    idempotent: false,
    input: z.object({ closeKey: field('invalid_key', undefined, 100) }),
    async handler(input, ctx) {
      const key = await checkCloseKey(ctx, input.closeKey);
      if (!(await consumeKey(ctx.services.db, key.id))) throw invalidKey();
      const token = await closureJobsFor(ctx.services).start(key.userId);
      const secure = secureCookies(ctx);
      ctx.reply.setCookie(CLOSURE_COOKIE, token, { path: '/api/auth/', httpOnly: true, sameSite: 'lax', secure, maxAge: CLOSURE_COOKIE_MAX_AGE_S });
      clearSessionCookie(ctx.reply, secure);
      return 'success';
    },
  });

  const status = defineCall({
    name: 'auth/close-account-status',
    input: noInput,
    idempotent: false,
    async handler(_input, ctx) {
      const { db } = ctx.services;
      const token = ctx.request.cookies[CLOSURE_COOKIE];
      const row = token ? await db.selectFrom('account_closures').select(['state', 'percent']).where('id', '=', hashClosureToken(token)).executeTakeFirst() : undefined;
      if (!row) throw new ApiError('closure_not_found', 404, 'No account closure is running for this browser.');
      if (row.state === 'failed') throw new ApiError('close_account_failed', 500, 'Closing the account failed. Please refresh and contact support.');
      const finished = row.state === 'finished';
      return { stepPercentageComplete: finished ? 100 : row.percent, isFinished: finished ? 1 : 0 };
    },
  });

  return [request, keyControl, close, status] as CallDefinition<never>[];
}
