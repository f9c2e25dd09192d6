// The server's translated texts (mails, receipts): locales/<lang>/<namespace>.json loaded once per locales
// folder into one i18next instance, and a translator for a language (an unknown one falls back to English).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next, { type i18n, type TFunction } from 'i18next';
import { APP_LANGUAGES, DEFAULT_LANGUAGE, isAppLanguage } from '../../src/lib/shared/languages';

export type ServerTranslator = (localesDir: string, lang: string) => Promise<{ t: TFunction; lang: string }>;

/**
 * A translator over these namespaces: the first is the default, the others answer the keys it lacks. Each
 * locales folder is read once (the instance is kept per folder).
 */
export function serverTranslator(namespaces: readonly [string, ...string[]]): ServerTranslator {
  const [defaultNS] = namespaces;
  const instances = new Map<string, Promise<i18n>>();
  const load = (localesDir: string): Promise<i18n> => {
    let pending = instances.get(localesDir);
    if (!pending) {
      const resources: Record<string, Record<string, Record<string, string>>> = {};
      for (const lang of APP_LANGUAGES) {
        const bundle: Record<string, Record<string, string>> = {};
        for (const ns of namespaces) {
          const file = join(localesDir, lang, `${ns}.json`);
          if (existsSync(file)) bundle[ns] = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
        }
        if (Object.keys(bundle).length) resources[lang] = bundle;
      }
      const instance = i18next.createInstance();
      pending = instance
        .init({ resources, lng: DEFAULT_LANGUAGE, fallbackLng: DEFAULT_LANGUAGE, ns: [...namespaces], defaultNS, fallbackNS: namespaces.slice(1), initAsync: false, interpolation: { escapeValue: false } })
        .then(() => instance);
      instances.set(localesDir, pending);
    }
    return pending;
  };
  return async (localesDir, lang) => {
    const chosen = isAppLanguage(lang) ? lang : DEFAULT_LANGUAGE;
    return { t: (await load(localesDir)).getFixedT(chosen, defaultNS), lang: chosen };
  };
}
