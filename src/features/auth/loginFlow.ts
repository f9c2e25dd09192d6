// The calls behind the sign-in, registration and reset forms and social sign-in (spec §7), and §4.4's
// rule for a sign-in while the browser already has a session: the status is fetched; the same user
// proceeds; a different user is signed out and the attempt retried (once).
import { ApiError, INVALID_RESPONSE, apiCall, isApiError } from '../../lib/request';
import { encodeBa } from '../../lib/shared/validators';
import type { User } from '../../lib/user';
import { fetchStatus, suspendSessionChecks } from './session';
import { sameEmail, toUser } from './userData';

export interface LoginResult {
  user: User;
  isNew: boolean;
}

function asLogin(data: unknown): LoginResult {
  const user = toUser(data);
  if (!user) throw new ApiError(INVALID_RESPONSE);
  return { user, isNew: user.isNewUser };
}

/**
 * Runs a sign-in attempt; on already_logged_in fetches the status: the same user (by `expectedEmail`)
 * proceeds as signed in; another user is signed out on the server and the attempt is retried.
 */
export async function withSessionRetry(attempt: () => Promise<unknown>, expectedEmail: () => string | null): Promise<LoginResult> {
  // This flow changes the session on purpose; the mismatch answers must not open the session dialogs.
  const resume = suspendSessionChecks();
  try {
    try {
      return asLogin(await attempt());
    } catch (error) {
      if (!isApiError(error, 'already_logged_in')) throw error;
    }
    const current = await fetchStatus();
    if (current && sameEmail(current.email, expectedEmail())) return { user: current, isNew: false };
    if (current) {
      try {
        await apiCall('auth/sign-out', {}, { offlinePrompt: false });
      } catch (error) {
        if (!isApiError(error, 'not_logged_in')) throw error;
      }
    }
    return asLogin(await attempt());
  } finally {
    resume();
  }
}

export function signInWithPassword(input: { email: string; password: string; captcha: string }): Promise<LoginResult> {
  const email = input.email.trim();
  return withSessionRetry(
    () => apiCall('auth/login', { userEmail: email, userPassBa: encodeBa(input.password), captcha_response: input.captcha }),
    () => email,
  );
}

export async function registerWithPassword(input: { email: string; emailAgain: string; password: string; captcha: string }): Promise<LoginResult> {
  const resume = suspendSessionChecks();
  try {
    const data = await apiCall('auth/register', {
      _email_: input.email.trim(),
      _email_again: input.emailAgain.trim(),
      _pass_ba_: encodeBa(input.password),
      captcha_response: input.captcha,
      em_effects: 0,
      em_articles: 1,
    });
    const result = asLogin(data);
    return { user: result.user, isNew: true };
  } finally {
    resume();
  }
}

export async function requestPasswordReset(input: { email: string; captcha: string }): Promise<void> {
  const answer = await apiCall('auth/forget-pass', { _email_: input.email.trim(), captcha_response: input.captcha });
  if (answer !== 'success') throw new ApiError(INVALID_RESPONSE);
}

export interface SocialIdentity {
  user_id: string;
  email: string;
  screenname: string;
  access_token: string;
  sntype: string;
}

export function signInWithProvider(identity: SocialIdentity): Promise<LoginResult> {
  let signedInEmail: string | null = identity.email || null;
  return withSessionRetry(
    async () => {
      const data = await apiCall('auth/sn-login', { ...identity });
      signedInEmail = toUser(data)?.email ?? signedInEmail;
      return data;
    },
    () => signedInEmail,
  );
}
