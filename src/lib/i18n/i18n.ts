// i18next set-up: languages load on demand as whole files, English is the fallback, and a key missing
// everywhere shows readable text built from the key (spec §4.2).
import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { localeVersion, namespaces } from 'virtual:pixloom-locales';
import { APP_LANGUAGES, DEFAULT_LANGUAGE, assertLanguage, isRtl, type AppLanguage } from '../shared/languages';
import { isAppleAppWrapper } from '../platform';
import { IOS_TIMEOUT_MS, loadBundle, type Bundle, type BundleCache } from './loadBundle';

/** `error_invalid_email` → `Error invalid email`. */
export function humanizeKey(key: string): string {
  const last = key.split(/[.:]/).pop() ?? key;
  const words = last.replace(/[_-]+/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').trim().toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : key;
}

// Dexie loads in its own chunk, after the first render when the file comes from the network (or the
// service worker's precache): it is not in the start-up JavaScript (issue 11).
const database = () => import('../db/db').then(({ db }) => db());
const dexieCache: BundleCache = {
  get: async (lang) => (await database()).translations.get(lang),
  put: async (row) => {
    await (await database()).translations.put(row);
  },
};

function bundleBackend(cache: BundleCache | undefined): BackendModule {
  const bundles = new Map<string, Promise<Bundle>>();
  return {
    type: 'backend',
    init: () => undefined,
    read(language, namespace, callback) {
      let pending = bundles.get(language);
      if (!pending) {
        pending = loadBundle(language, { version: localeVersion, cache, timeoutMs: isAppleAppWrapper() ? IOS_TIMEOUT_MS : undefined });
        bundles.set(language, pending);
        pending.catch(() => bundles.delete(language));
      }
      pending.then(
        (bundle) => callback(null, (bundle[namespace] ?? {}) as Record<string, string>),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
      );
    },
  };
}

export interface I18nOptions {
  /** Where loaded files are kept for offline use; the app passes Dexie, tests may pass none. */
  cache?: BundleCache | null;
}

export async function initI18n(language: AppLanguage, options: I18nOptions = {}): Promise<I18n> {
  assertLanguage(language);
  const instance = i18next.createInstance();
  await instance
    .use(bundleBackend(options.cache === null ? undefined : (options.cache ?? dexieCache)))
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...APP_LANGUAGES],
      ns: namespaces,
      defaultNS: 'common',
      fallbackNS: namespaces,
      load: 'currentOnly',
      interpolation: { escapeValue: false },
      returnNull: false,
      returnEmptyString: false,
      parseMissingKeyHandler: humanizeKey,
      react: { useSuspense: false },
    });
  applyDocumentLanguage(language);
  return instance;
}

export function applyDocumentLanguage(language: string): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.documentElement.dir = isRtl(language) ? 'rtl' : 'ltr';
}
