// Languages of the app and of the site (spec shell-auth-platform §1, §9).

export const APP_LANGUAGES = ['en', 'es', 'pt', 'fr', 'de', 'it', 'tr', 'zh', 'ja', 'ko', 'ru', 'no', 'ar'] as const;
export type AppLanguage = (typeof APP_LANGUAGES)[number];

export const SITE_LANGUAGES = ['en', 'es', 'pt', 'fr', 'de', 'it'] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];

export const DEFAULT_LANGUAGE: AppLanguage = 'en';
export const RTL_LANGUAGES: readonly AppLanguage[] = ['ar'];

/** Each language's own name, shown in the language picker whatever the current language is. */
export const LANGUAGE_NAMES: Record<AppLanguage, string> = {
  en: 'English',
  es: 'Español',
  pt: 'Português',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
  tr: 'Türkçe',
  zh: '中文',
  ja: '日本語',
  ko: '한국어',
  ru: 'Русский',
  no: 'Norsk',
  ar: 'العربية',
};

export type LanguageContext = 'app' | 'site' | 'modal';

export class InvalidLanguageError extends Error {
  constructor(readonly language: unknown, readonly context: LanguageContext) {
    super(`Invalid ${context} language: ${String(language)}`);
    this.name = 'InvalidLanguageError';
  }
}

export function isAppLanguage(value: unknown): value is AppLanguage {
  return typeof value === 'string' && (APP_LANGUAGES as readonly string[]).includes(value);
}

export function isSiteLanguage(value: unknown): value is SiteLanguage {
  return typeof value === 'string' && (SITE_LANGUAGES as readonly string[]).includes(value);
}

/** Spec §5: a language must be one of the app languages (site languages for the site context), otherwise an error is thrown. */
export function assertLanguage(value: unknown, context: LanguageContext = 'app'): AppLanguage {
  const ok = context === 'site' ? isSiteLanguage(value) : isAppLanguage(value);
  if (!ok) throw new InvalidLanguageError(value, context);
  return value as AppLanguage;
}

/** The app language closest to a BCP 47 tag such as `pt-BR` or `nb-NO`; undefined when none fits. */
export function appLanguageFromTag(tag: string | undefined | null): AppLanguage | undefined {
  if (!tag) return undefined;
  const primary = tag.toLowerCase().split(/[-_]/)[0] ?? '';
  const candidate = primary === 'nb' || primary === 'nn' ? 'no' : primary;
  return isAppLanguage(candidate) ? candidate : undefined;
}

export function isRtl(language: string): boolean {
  return (RTL_LANGUAGES as readonly string[]).includes(language);
}
