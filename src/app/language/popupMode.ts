// The language popup's modes (spec subscription-navigation §2 "Language popup (footer)"):
// - APP on create routes: the app's languages; choosing retranslates the app and keeps the section, at
//   its address in that language when it has one.
// - STATIC on a site page tied to its own language version (a page with alternate-language addresses):
//   the site's languages that have an alternate; choosing loads the alternate page through its link.
// - DYNAMIC elsewhere: the app's languages; choosing retranslates in place, and on the dashboard pushes
//   its localized route.
import { APP_LANGUAGES, SITE_LANGUAGES, type AppLanguage } from '../../lib/shared/languages';
import { homePath, type ResolvedRoute } from '../../lib/shared/routes';

export type LanguagePopupMode = 'app' | 'static' | 'dynamic';

export interface Alternate {
  lang: AppLanguage;
  href: string;
}

/** The alternate-language addresses of a page that has its own version per site language, else none. */
export function alternatesOf(resolved: ResolvedRoute | null): Alternate[] {
  if (resolved?.route.page === 'home') return SITE_LANGUAGES.map((lang) => ({ lang, href: homePath(lang) }));
  return [];
}

export function languagePopupMode(resolved: ResolvedRoute | null, alternates: readonly Alternate[]): LanguagePopupMode {
  if (resolved?.route.page === 'create') return 'app';
  if (alternates.length > 0) return 'static';
  return 'dynamic';
}

/** The languages the popup lists in a mode. */
export function popupLanguages(mode: LanguagePopupMode, alternates: readonly Alternate[]): readonly AppLanguage[] {
  return mode === 'static' ? alternates.map((a) => a.lang) : APP_LANGUAGES;
}
