// The language of the app (spec §4.2, §9, subscription-navigation §2 language popup): chosen by a
// localized route, else the lang cookie, else English; switching retranslates in place, remembers the
// choice in the lang cookie (365 days) and moves to the same page's address in that language.
import type { i18n as I18n } from 'i18next';
import { LANG_COOKIE } from '../../lib/shared/api';
import { LANG_COOKIE_DAYS } from '../../lib/shared/constants';
import { DEFAULT_LANGUAGE, assertLanguage, isAppLanguage, isSiteLanguage, type AppLanguage, type SiteLanguage } from '../../lib/shared/languages';
import { CREATE_ROUTES, dashboardPath, homePath, type ResolvedRoute } from '../../lib/shared/routes';
import { getCookie, setCookie } from '../../lib/cookies';
import { applyDocumentLanguage } from '../../lib/i18n/i18n';
import { createStore } from '../../lib/store';

export const currentLanguage = createStore<AppLanguage>(DEFAULT_LANGUAGE);
let appI18n: I18n | undefined;

export function setAppI18n(instance: I18n): void {
  appI18n = instance;
  currentLanguage.set(instance.language as AppLanguage);
}

export function getAppI18n(): I18n {
  if (!appI18n) throw new Error('i18n is not initialised yet');
  return appI18n;
}

/** A localized route decides; an English one leaves it to the user's remembered choice. */
export function startLanguage(resolved: ResolvedRoute | null, cookieValue = getCookie(LANG_COOKIE), pathname = typeof location === 'undefined' ? '/' : location.pathname): AppLanguage {
  // A translated site page (/es/precios/) is not in the start-up table: its prefix names its language.
  const routeLang = resolved?.route.lang ?? pathname.split('/')[1];
  if (isSiteLanguage(routeLang) && routeLang !== 'en') return routeLang;
  if (isAppLanguage(cookieValue)) return cookieValue;
  return DEFAULT_LANGUAGE;
}

/** The same page in another language: create, dashboard and home routes have localized addresses. */
export function localizedPath(resolved: ResolvedRoute | null, lang: AppLanguage, search = '', hash = ''): string | null {
  if (!resolved) return null;
  const siteLang: SiteLanguage = isSiteLanguage(lang) ? lang : 'en';
  const { route, rest } = resolved;
  let path: string | null = null;
  if (route.page === 'create' && route.section) path = CREATE_ROUTES[siteLang][route.section] + rest.map(encodeURIComponent).map((s) => `${s}/`).join('');
  else if (route.page === 'dashboard') path = dashboardPath(siteLang);
  else if (route.page === 'home') path = homePath(siteLang);
  return path === null ? null : `${path}${search}${hash}`;
}

export async function changeLanguage(lang: string): Promise<AppLanguage> {
  const language = assertLanguage(lang);
  const i18n = getAppI18n();
  await i18n.changeLanguage(language);
  setCookie(LANG_COOKIE, language, LANG_COOKIE_DAYS);
  applyDocumentLanguage(language);
  currentLanguage.set(language);
  return language;
}
