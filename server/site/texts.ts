// The site pages' texts on the server: every namespace of locales/<lang>/*.json in one i18next instance per
// locales folder (as the app loads them: one bundle per language, any namespace answers a key), the same way
// the mails are translated (server/accounts/mails.ts).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next, { type i18n, type TFunction } from 'i18next';
import { APP_LANGUAGES, DEFAULT_LANGUAGE } from '../../src/lib/shared/languages';

const instances = new Map<string, i18n>();

function translator(localesDir: string): i18n {
  let instance = instances.get(localesDir);
  if (instance) return instance;
  const resources: Record<string, Record<string, Record<string, unknown>>> = {};
  const namespaces = new Set<string>();
  for (const lang of APP_LANGUAGES) {
    const dir = join(localesDir, lang);
    if (!existsSync(dir)) continue;
    const bundle: Record<string, Record<string, unknown>> = {};
    for (const file of readdirSync(dir)) {
      // The server's own namespaces (*_server.json) are not page texts.
      if (!file.endsWith('.json') || file.endsWith('_server.json')) continue;
      const ns = file.slice(0, -'.json'.length);
      bundle[ns] = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, unknown>;
      namespaces.add(ns);
    }
    resources[lang] = bundle;
  }
  // Site texts first, so a key the site shares with another namespace reads as the site's.
  const ns = ['site', ...[...namespaces].filter((n) => n !== 'site').sort()];
  instance = i18next.createInstance();
  void instance.init({ resources, lng: DEFAULT_LANGUAGE, fallbackLng: DEFAULT_LANGUAGE, ns, defaultNS: 'site', fallbackNS: ns, initAsync: false, interpolation: { escapeValue: false } });
  instances.set(localesDir, instance);
  return instance;
}

export function siteTranslator(localesDir: string, lang: string): TFunction {
  return translator(localesDir).getFixedT(lang);
}
