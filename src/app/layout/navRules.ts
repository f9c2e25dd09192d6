// The navigation rules of spec subscription-navigation §2 ("Site navigation bar", "Hamburger side menu"),
// §6 (roles) and §9 (email truncation, breakpoints), as plain functions the nav bar, the account menu and
// the side menu share and the unit tests check (tests/shell/navRules.test.ts).
import { safeNext } from '../../lib/shared/safeNext';
import type { PageName, ResolvedRoute } from '../../lib/shared/routes';
import type { User } from '../../lib/user';

/** §9: the e-mail shown for a signed-in user is cut to 21 characters on a phone-width bar, 27 elsewhere. */
export const EMAIL_TRUNCATION = { narrow: 21, wide: 27 } as const;
/** §9: the nav bar turns into its popup menu at 767 px and narrower. */
export const NAV_POPUP_MAX_PX = 767;
/**
 * Side menu widths. The dashboard's layout switches at 820 px (account-content §2) and §9 of this spec
 * names 801 px for the menu: the menu follows the layout switch (820), because the account, settings and
 * help entries move into the menu exactly when the bar drops them — with two numbers a window between
 * 801 and 819 px would show those entries in both places or in neither. Docked (always open) from 1270 px.
 */
export const SIDE_MENU_NARROW_MAX_PX = 819;
export const SIDE_MENU_DOCKED_MIN_PX = 1270;

/** Cuts `email` to `max` characters, the last of them an ellipsis, counting characters (not UTF-16 units). */
export function truncateEmail(email: string, max: number): string {
  const chars = [...email];
  if (chars.length <= max) return email;
  return `${chars.slice(0, Math.max(0, max - 1)).join('')}…`;
}

/** The truncation limit for a bar of this width: 21 at the nav popup width (≤ 767 px), else 27. */
export function emailLimit(windowWidth: number): number {
  return windowWidth <= NAV_POPUP_MAX_PX ? EMAIL_TRUNCATION.narrow : EMAIL_TRUNCATION.wide;
}

/** Pages a signed-out user is sent away from or that only make sense signed in: never a return address. */
const NO_RETURN: ReadonlySet<PageName> = new Set<PageName>(['myAccount', 'myPhotos', 'signIn', 'signOut', 'closeAccount', 'resetPassword']);

/**
 * §2: sign-out links carry a return address only from a site root-like page (a page of the site with its
 * own navigation bar: home, explore, learn, pricing…) that is not my-account or my photos; never from the
 * app (create routes, the dashboard), whose home after sign-out is the default one.
 */
export function signOutHref(resolved: ResolvedRoute | null, location: { pathname: string; search?: string; hash?: string }, origin: string): string {
  const base = '/sign-out/';
  if (!resolved || !resolved.route.options?.showSiteNav || NO_RETURN.has(resolved.route.page)) return base;
  const next = safeNext(`${location.pathname}${location.search ?? ''}${location.hash ?? ''}`, origin);
  return next ? `${base}?next=${encodeURIComponent(next)}` : base;
}

export type NavRole = 'visitor' | 'free' | 'plus';

/** §6: Plus or trialing users count as Plus (the Plus rules of shell-auth-platform §4.5 are applied to `user` already). */
export function navRole(user: Pick<User, 'pl' | 'subscription_status'> | null | undefined): NavRole {
  if (!user) return 'visitor';
  return user.pl === '1' || user.subscription_status === 'plus' || user.subscription_status === 'trialing' ? 'plus' : 'free';
}

/** A stored free-trial offer (§3 "Local trial record"); the subscription area writes it when it makes one. */
export interface TrialRecord {
  country?: string;
  expires: number;
  enablePaywall?: boolean;
}

/** §4 "Price group and choice": a valid stored trial record, for someone with no past subscriptions, enables the trial. */
export function freeTrialEnabled(record: TrialRecord | null | undefined, user: Readonly<Record<string, unknown>> | null | undefined, now: number): boolean {
  if (!record || typeof record.expires !== 'number' || record.expires <= now) return false;
  const pastSubscriptions = typeof user?.subscr_count === 'number' ? user.subscr_count : 0;
  return pastSubscriptions === 0;
}

/**
 * §2 side menu: the upgrade button's label key, or null when it is not shown (Plus and trialing users).
 * The Apple app's "upgrade to plus" label is left out: this web app has no Apple wrapper.
 */
export function upgradeLabelKey(role: NavRole, trialEnabled: boolean): string | null {
  if (role === 'plus') return null;
  return trialEnabled ? 'nav_start_free_trial' : 'nav_upgrade';
}
