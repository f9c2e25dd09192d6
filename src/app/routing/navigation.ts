// Navigation rules (spec §2.4): pushing the same route twice is ignored; replacing is allowed within the
// same section; leaving the create area asks for confirmation unless going to the dashboard or my-account.
import type { Location } from 'react-router-dom';
import type { ResolvedRoute } from '../../lib/shared/routes';
import { routeTable } from './routeTable';

export function fullPath(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

function splitTarget(to: string): { pathname: string; search: string; hash: string } {
  const url = new URL(to, 'http://x');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

export type NavigationDecision = 'ignore' | 'push' | 'replace';

/** Decides how a navigation happens: a duplicate push is ignored; a replace across sections becomes a push. */
export function decideNavigation(current: Pick<Location, 'pathname' | 'search' | 'hash'>, to: string, replace: boolean): NavigationDecision {
  const target = splitTarget(to);
  if (!replace) return fullPath(current) === fullPath(target) ? 'ignore' : 'push';
  const from = routeTable.resolve(current.pathname);
  const next = routeTable.resolve(target.pathname);
  return sameSection(from, next) ? 'replace' : 'push';
}

function sameSection(a: ResolvedRoute | null, b: ResolvedRoute | null): boolean {
  if (!a || !b) return false;
  if (a.route.page === 'create' && b.route.page === 'create') return a.route.section === b.route.section;
  return a.route.page === b.route.page;
}

/** Whether leaving `from` for `to` needs the confirm_hide confirmation. */
export function needsLeaveConfirmation(from: string, to: string, appOpen: boolean): boolean {
  if (!appOpen) return false;
  const current = routeTable.resolve(from);
  const next = routeTable.resolve(to);
  if (current?.route.page !== 'create') return false;
  if (!next) return true;
  if (next.route.page === 'create') return false;
  return next.route.page !== 'dashboard' && next.route.page !== 'myAccount';
}
