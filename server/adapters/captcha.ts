// ALTCHA captcha, self-hosted: the server issues signed proof-of-work challenges (altcha-lib v2, the format
// the altcha v3 widget fetches and solves) and verifies the widget's payload. Each solved challenge is
// accepted once (the used ones are kept in the database until they expire). CAPTCHA=off turns it off.
//
// Challenge (what the widget's `challenge` URL answers):
//   {"parameters":{"algorithm":"PBKDF2/SHA-256","cost":…,"expiresAt":…,"keyLength":32,"keyPrefix":"…",
//    "keySignature":"…","nonce":"…","salt":"…"},"signature":"…"}
// Payload the widget submits (and the client sends as captcha_response): base64 of
//   {"challenge":{"parameters":{…},"signature":"…"},"solution":{"counter":…,"derivedKey":"…","time":…}}
import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Db } from '../db/index';
import type { AccountsConfig } from '../accounts/config';

export interface CaptchaAdapter {
  readonly mode: 'altcha' | 'off';
  /** A new challenge, or null when the captcha is off. */
  challenge(): Promise<Challenge | null>;
  /** True when the payload solves an unexpired challenge of ours that was never used before (always true when off). */
  verify(payload: unknown): Promise<boolean>;
  prune(now?: number): Promise<void>;
}

interface CaptchaOptions {
  mode: 'altcha' | 'off';
  secret: string;
  db: Db;
  settings: AccountsConfig['captcha'];
}

function subSecret(secret: string, purpose: string): string {
  return createHmac('sha256', secret).update(`altcha:${purpose}`).digest('hex');
}

function decodePayload(payload: unknown): { challenge: Challenge; solution: Solution } | null {
  if (typeof payload !== 'string' || payload.length === 0 || payload.length > 8192) return null;
  try {
    const parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as { challenge?: Challenge; solution?: Solution };
    const { challenge, solution } = parsed;
    if (!challenge || typeof challenge !== 'object' || !challenge.parameters || typeof challenge.parameters !== 'object') return null;
    if (!solution || typeof solution !== 'object') return null;
    return { challenge, solution };
  } catch {
    return null;
  }
}

export function createCaptcha(options: CaptchaOptions): CaptchaAdapter {
  const { db, settings } = options;
  const hmacSignatureSecret = subSecret(options.secret, 'challenge');
  const hmacKeySignatureSecret = subSecret(options.secret, 'key');

  if (options.mode === 'off') {
    return { mode: 'off', challenge: async () => null, verify: async () => true, prune: async () => {} };
  }

  return {
    mode: 'altcha',
    async challenge() {
      // Deterministic mode: the server knows the counter, signs the derived key, and verifies with one HMAC.
      return createChallenge({
        algorithm: settings.algorithm,
        cost: settings.cost,
        counter: randomInt(settings.maxNumber, Math.max(1, Math.floor(settings.maxNumber / 10))),
        deriveKey,
        expiresAt: Math.floor(Date.now() / 1000) + settings.ttlSeconds,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
    },
    async verify(payload) {
      const decoded = decodePayload(payload);
      if (!decoded) return false;
      const { challenge, solution } = decoded;
      // Only our own, signed, expiring challenges: an unsigned or non-expiring one is never accepted.
      if (typeof challenge.parameters.expiresAt !== 'number' || typeof challenge.parameters.nonce !== 'string') return false;
      let result;
      try {
        result = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret, hmacKeySignatureSecret });
      } catch {
        return false;
      }
      if (!result.verified) return false;
      // Accept each challenge once: the first request to store its nonce wins.
      const inserted = await db
        .insertInto('captcha_uses')
        .values({ id: challenge.parameters.nonce.slice(0, 128), expires_at: challenge.parameters.expiresAt * 1000 })
        .onConflict((oc) => oc.column('id').doNothing())
        .executeTakeFirst();
      return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
    },
    async prune(now = Date.now()) {
      await db.deleteFrom('captcha_uses').where('expires_at', '<', now).execute();
    },
  };
}
