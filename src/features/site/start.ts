// The site area's start-up hook: cookie consent (spec account-content §4). The server decides who is asked
// (a meta tag on the page); a page from the service worker's copy has none, so the remembered country
// decides there. The banner and the country list load only for a visitor who is asked.
import { getCookie } from '../../lib/cookies';

export function startSite(): void {
  if (getCookie('gdpr_cookie_consent')) return;
  const asked = document.querySelector('meta[name="px-consent"]') !== null;
  if (asked || getCookie('ui_country')) void import('./consent').then((module) => module.startConsent(asked));
}
