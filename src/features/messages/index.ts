// The messages area's front door: Plus teasers, announcements, targeted notices, the what's new and learn
// pages. Other areas import this file only, never the area's inside (ESLint: no-restricted-imports).
export { allowPlusFeature, openTeaser } from './messageStore';
export { UpgradeButton } from './UpgradeButton';
export const loadWhatsNewPage = () => import('./WhatsNewPage');
export const loadLearnPage = () => import('./LearnPage');
