// The server's translated texts (mails, receipts, the site pages): locales/<lang>/<namespace>.json loaded
// once per locales folder and namespace list into one i18next instance, and a translator for a language (an
// unknown one falls back to English). The one loader every server text goes through.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next, { type i18n, type TFunction } from 'i18next';
import { APP_LANGUAGES, DEFAULT_LANGUAGE, isAppLanguage } from '../../src/lib/shared/languages';

export type ServerTranslator = (localesDir: string, lang: string) => Promise<{ t: TFunction; lang: string }>;

const instances = new Map<string, i18n>();

/**
 * The i18next instance over these namespaces: the first is the default, the others answer the keys it
 * lacks (in order). Read from disk once per locales folder and namespace list; ready at once (the files are
 * read synchronously and i18next initialises without waiting).
 */
export function loadTranslations(localesDir: string, namespaces: readonly [string, ...string[]]): i18n {
  const cacheKey = `${localesDir}\u0000${namespaces.join(',')}`;
  let instance = instances.get(cacheKey);
  if (instance) return instance;
  const [defaultNS] = namespaces;
  const resources: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const lang of APP_LANGUAGES) {
    const bundle: Record<string, Record<string, unknown>> = {};
    for (const ns of namespaces) {
      const file = join(localesDir, lang, `${ns}.json`);
      if (existsSync(file)) bundle[ns] = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    }
    if (Object.keys(bundle).length) resources[lang] = bundle;
  }
  instance = i18next.createInstance();
  void instance.init({ resources, lng: DEFAULT_LANGUAGE, fallbackLng: DEFAULT_LANGUAGE, ns: [...namespaces], defaultNS, fallbackNS: namespaces.slice(1), initAsync: false, interpolation: { escapeValue: false } });
  instances.set(cacheKey, instance);
  return instance;
}

/** A translator over these namespaces (see loadTranslations) for the mails' async code. */
export function serverTranslator(namespaces: readonly [string, ...string[]]): ServerTranslator {
  const [defaultNS] = namespaces;
  return async (localesDir, lang) => {
    const chosen = isAppLanguage(lang) ? lang : DEFAULT_LANGUAGE;
    return { t: loadTranslations(localesDir, namespaces).getFixedT(chosen, defaultNS), lang: chosen };
  };
}
