// The messages area's front door: Plus teasers, announcements, targeted notices, the what's new and learn
// pages. Other areas import this file only, never the area's inside (ESLint: no-restricted-imports).
// The teasers and their store load on first use: this file is reachable from the start-up code (the page
// table), so it holds only what is small.
import { currentUser } from '../../lib/user';
import { roleOf } from './role';

export { UpgradeButton } from './UpgradeButton';
export const loadWhatsNewPage = () => import('./WhatsNewPage');
export const loadLearnPage = () => import('./LearnPage');

/** A locked feature was asked for: nothing for Plus, pricing for the skip keys, else its teaser (messageStore.ts). */
export function openTeaser(featureKey: string): void {
  void import('./messageStore').then((module) => module.openTeaser(featureKey));
}

/** For a Plus feature's entry point: true when the user may use it; otherwise its teaser opens. */
export function allowPlusFeature(featureKey: string): boolean {
  if (roleOf(currentUser.get()) === 'plus') return true;
  openTeaser(featureKey);
  return false;
}
