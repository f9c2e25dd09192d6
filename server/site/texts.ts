// The site pages' texts on the server: every page namespace of locales/<lang>/*.json (as the app loads them:
// any namespace answers a key, the site's first), through the server's one loader (server/http/translations.ts).
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { TFunction } from 'i18next';
import { DEFAULT_LANGUAGE } from '../../src/lib/shared/languages';
import { loadTranslations } from '../http/translations';

const namespacesOf = new Map<string, [string, ...string[]]>();

/** The page namespaces of a locales folder (English has them all), site first; the server's own (*_server.json) are not page texts. */
function pageNamespaces(localesDir: string): [string, ...string[]] {
  let list = namespacesOf.get(localesDir);
  if (list) return list;
  const dir = join(localesDir, DEFAULT_LANGUAGE);
  const names = existsSync(dir) ? readdirSync(dir).filter((file) => file.endsWith('.json') && !file.endsWith('_server.json')).map((file) => file.slice(0, -'.json'.length)) : [];
  list = ['site', ...names.filter((n) => n !== 'site').sort()];
  namespacesOf.set(localesDir, list);
  return list;
}

export function siteTranslator(localesDir: string, lang: string): TFunction {
  return loadTranslations(localesDir, pageNamespaces(localesDir)).getFixedT(lang);
}
