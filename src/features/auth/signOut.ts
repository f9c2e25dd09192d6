// Sign-out (spec §1, §7, §8.2): auth/sign-out (not_logged_in tolerated; other failures but request_failed
// are reported and the user is signed out on this device anyway), then the user's local settings and the
// last-used email are cleared. The sign-out page then sends the user home in their language, or to the
// dashboard in the installed app, or to a `next` on this site.
import { REQUEST_FAILED, apiCall, isApiError } from '../../lib/request';
import { report } from '../../lib/report';
import { isSiteLanguage } from '../../lib/shared/languages';
import { dashboardPath, homePath } from '../../lib/shared/routes';
import { currentUser } from '../../lib/user';
import { safeNext } from './next';
import { forgetSessionUser, suspendSessionChecks } from './session';

/** Deletes the settings (and feature frequencies) this device keeps for `email`; never rejects. */
export async function clearLocalSettings(email: string | null | undefined): Promise<void> {
  if (!email) return;
  try {
    // The settings store (Dexie) is not in the start-up JavaScript: it loads when needed.
    const { clearLocalSettings: clearSettingsStore } = await import('../../lib/settings');
    await clearSettingsStore(email);
  } catch (error) {
    report('warning', 'clearing local settings failed', { error: String(error) });
  }
}

/** Signs the browser out and forgets the user on this device. Never rejects. */
export async function signOut(): Promise<void> {
  const email = currentUser.get()?.email ?? null;
  // The session ends on purpose: the answers to this call are no mismatch to report.
  const resume = suspendSessionChecks();
  try {
    const answer = await apiCall<unknown>('auth/sign-out', {}, { offlinePrompt: false });
    if (answer !== 'success') report('error', 'auth/sign-out answered without success', { answer });
  } catch (error) {
    if (!isApiError(error, 'not_logged_in') && !isApiError(error, REQUEST_FAILED)) report('error', 'auth/sign-out failed', { error: String(error) });
  }
  await clearLocalSettings(email);
  forgetSessionUser();
  resume();
}

export interface SignOutTargetInput {
  next: string | null;
  origin: string;
  language: string;
  installed: boolean;
}

/** Where the sign-out page goes: a `next` on this site, else the dashboard (installed app) or the home page, in the user's language. */
export function signOutTarget({ next, origin, language, installed }: SignOutTargetInput): string {
  const safe = safeNext(next, origin);
  if (safe) return safe;
  const lang = isSiteLanguage(language) ? language : 'en';
  return installed ? dashboardPath(lang) : homePath(lang);
}
