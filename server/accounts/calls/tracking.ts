// auth/has-opted-out-tracking and auth/update-country (spec shell-auth-platform §7; answers not shown there).
// Pixloom sends analytics to no third party; the client asks before it records an event whether this
// browser opted out: cookie consent "no" (gdpr_cookie_consent), Global Privacy Control or Do Not Track.
import { z } from 'zod';
import { ApiError } from '../../api/errors';
import { defineCall, type CallDefinition } from '../../api/types';
import { decodeBa } from '../../../src/lib/shared/validators';
import { field, optionalField } from '../guards';

export const CONSENT_COOKIE = 'gdpr_cookie_consent';

function parseJson(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function plainBase64(value: string): string | null {
  try {
    return Buffer.from(value, 'base64').toString('utf8');
  } catch {
    return null;
  }
}

/** The event's data: base64 of JSON, or of URI-encoded JSON as the other payloads carry text. */
function decodeEventData(value: string): unknown {
  return parseJson(decodeBa(value)) ?? parseJson(plainBase64(value));
}

export function trackingCalls(): CallDefinition<never>[] {
  const hasOptedOut = defineCall({
    name: 'auth/has-opted-out-tracking',
    idempotent: false,
    input: z.object({ event: field('invalid_event', (v) => /^[\w.:-]{1,100}$/.test(v), 100), data: optionalField(16_384) }),
    async handler(input, ctx) {
      if (input.data && decodeEventData(input.data) === undefined) throw new ApiError('invalid_data', 400, 'data must be base64 of JSON.');
      const headers = ctx.request.headers;
      const optedOut = ctx.request.cookies[CONSENT_COOKIE] === 'no' || headers['sec-gpc'] === '1' || headers.dnt === '1';
      return { hasOptedOut: optedOut };
    },
  });

  const updateCountry = defineCall({
    name: 'auth/update-country',
    input: z.object({ iso: field('invalid_country', (v) => /^[A-Za-z]{2}$/.test(v), 2) }),
    async handler(input, ctx) {
      if (ctx.auth) await ctx.services.db.updateTable('users').set({ country: input.iso.toUpperCase() }).where('id', '=', ctx.auth.userId).execute();
      return 'success';
    },
  });

  return [hasOptedOut, updateCountry] as CallDefinition<never>[];
}
