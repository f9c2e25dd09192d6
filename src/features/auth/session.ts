// The page's session (spec shell-auth-platform §4.3–§4.5): loads auth/status at start into currentUser,
// keeps the latest user's email locally so other tabs notice a change, tells the request layer whose email
// to send (X-User-Email), re-checks the session every hour, when another tab changes the stored email and
// when a call answers already_logged_in / not_logged_in / wrong_user, and applies the Plus rules.
import { acknowledgeDialog, askDialog } from '../../app/dialogs/dialogs';
import { currentLanguage } from '../../app/language/language';
import { LOCAL_KEYS, onLocalChange, readLocal, removeLocal, writeLocal } from '../../lib/localStore';
import { apiCall, onSessionMismatch, setUserEmailProvider } from '../../lib/request';
import { report } from '../../lib/report';
import { SESSION_RECHECK_MS } from '../../lib/shared/constants';
import { isAppLanguage } from '../../lib/shared/languages';
import { currentUser, type User } from '../../lib/user';
import { applyPlusStatus, newUserTrialEnd, type NativeStoreSubscription } from './plus';
import { createSessionChecker, type SessionChecker } from './sessionCheck';
import { sameEmail, toUser } from './userData';

/** The latest user data, so an app that starts offline still knows its user. The name is on users' disks. */
export const LATEST_USER_KEY = 'pixloom.latestUser';
const MAX_TIMER_MS = 2 ** 31 - 1;

let serverUser: User | null = null;
let nativeSubscription: NativeStoreSubscription | null = null;
let trialTimer: ReturnType<typeof setTimeout> | undefined;

/** Publishes the server's user with the Plus rules applied; re-derives when a new-user trial ends. */
function publish(): void {
  if (trialTimer) clearTimeout(trialTimer);
  trialTimer = undefined;
  if (!serverUser) {
    currentUser.set(null);
    return;
  }
  const now = Date.now();
  currentUser.set(applyPlusStatus(serverUser, { now, nativeSubscription }));
  const end = serverUser.pl === '1' ? null : newUserTrialEnd(serverUser, now);
  if (end !== null) trialTimer = setTimeout(publish, Math.min(end - now + 1, MAX_TIMER_MS));
}

/** The page now shows this user (or a visitor); a user is remembered locally for other tabs and offline starts. */
export function setSessionUser(user: User | null): void {
  serverUser = user;
  publish();
  if (!user) return;
  if (!sameEmail(readLocal<string | null>(LOCAL_KEYS.latestUserEmail, null), user.email)) writeLocal(LOCAL_KEYS.latestUserEmail, user.email);
  writeLocal(LATEST_USER_KEY, user);
}

/** Changes fields of the signed-in user after a My Account call (username, email, verification…). */
export function updateSessionUser(patch: Partial<User>): void {
  if (!serverUser) return;
  setSessionUser({ ...serverUser, ...patch });
}

/** The subscription area reports a native store subscription (spec §4.5). */
export function setNativeStoreSubscription(subscription: NativeStoreSubscription | null): void {
  nativeSubscription = subscription;
  publish();
}

/** Forgets the user on this page and, unless `keepEmail`, the stored latest-user email (other tabs notice). */
export function forgetSessionUser(options: { keepEmail?: boolean } = {}): void {
  serverUser = null;
  publish();
  removeLocal(LATEST_USER_KEY);
  if (!options.keepEmail) removeLocal(LOCAL_KEYS.latestUserEmail);
}

/** auth/status: the session's user, or null for a visitor. */
export async function fetchStatus(): Promise<User | null> {
  return toUser(await apiCall<unknown>('auth/status', {}, { offlinePrompt: false }));
}

function reloadPage(): void {
  window.location.reload();
}

async function dialogSafely(open: () => Promise<unknown>): Promise<void> {
  try {
    await open();
  } catch (error) {
    // The same dialog is already open (another check asked first): that one answers.
    report('warning', 'session dialog not shown', { error: String(error) });
  }
}

export const sessionChecker: SessionChecker = createSessionChecker({
  pageUser: () => currentUser.get(),
  fetchStatus,
  applyUser: (user) => setSessionUser(user),
  logOutLocally: () => forgetSessionUser(),
  confirmContinueAs: (email) =>
    askDialog({ titleKey: 'auth_session_title', contentKey: 'auth_already_logged_in', values: { email }, confirmKey: 'auth_continue_as_user', cancelKey: 'auth_not_now' }).catch(() => false),
  acknowledgeExpired: () => dialogSafely(() => acknowledgeDialog({ titleKey: 'auth_session_title', contentKey: 'acknowledge_session_expired', confirmKey: 'auth_refresh' })),
  acknowledgeWrongUser: (email) => dialogSafely(() => acknowledgeDialog({ titleKey: 'auth_session_title', contentKey: 'auth_wrong_user', values: { email }, confirmKey: 'auth_refresh' })),
  reload: reloadPage,
});

/** Stops session checks while a flow changes the session on purpose; call the result to resume. */
export function suspendSessionChecks(): () => void {
  return sessionChecker.suspend();
}

async function loadInitialStatus(): Promise<void> {
  try {
    setSessionUser(await fetchStatus());
  } catch {
    // Offline (or the server is down): the app starts with the user it last knew, if any.
    serverUser = toUser(readLocal<unknown>(LATEST_USER_KEY, null));
    publish();
  }
}

/** Keeps the user's language on the server in step with the language the app shows. */
function syncLanguage(): void {
  const lang = currentLanguage.get();
  const user = serverUser;
  if (!user || !isAppLanguage(lang) || user.language === lang) return;
  serverUser = { ...user, language: lang };
  publish();
  // Through the one outbox (src/lib/outbox): offline it waits there and is delivered once, in order.
  import('../../lib/settings')
    .then((settings) => settings.sendLanguage(user.email, lang))
    .catch((error: unknown) => report('warning', 'auth/update-language failed', { error: String(error) }));
}

let stopSession: (() => void) | null = null;

/**
 * Wires the session into the app (once): the request layer, other tabs, the hourly check, the first
 * status. Returns the function that unwires it.
 */
export function startSession(): () => void {
  if (stopSession) return stopSession;
  setUserEmailProvider(() => currentUser.get()?.email ?? null);
  const stops = [
    onSessionMismatch(() => void sessionChecker.check()),
    onLocalChange(LOCAL_KEYS.latestUserEmail, () => void sessionChecker.check()),
    currentLanguage.subscribe(syncLanguage),
  ];
  const hourly = setInterval(() => void sessionChecker.check(), SESSION_RECHECK_MS);
  void loadInitialStatus();
  stopSession = () => {
    for (const stop of stops) stop();
    clearInterval(hourly);
    if (trialTimer) clearTimeout(trialTimer);
    stopSession = null;
  };
  return stopSession;
}
