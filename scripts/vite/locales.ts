// Serves and emits the translation files at the versioned path of the spec (§7):
// {assets}languages/all/{lang}-{version}.json, one file per language holding every namespace.
// The version is a hash of all locale files, so a changed translation gets a new URL and old
// caches never serve stale text.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

export const LOCALE_VIRTUAL_ID = 'virtual:pixloom-locales';
const RESOLVED_ID = '\0' + LOCALE_VIRTUAL_ID;
export const LOCALE_PATH_PREFIX = 'assets/languages/all/';

export type LocaleBundle = Record<string, Record<string, unknown>>;

export function readLocales(dir: string): Map<string, LocaleBundle> {
  const bundles = new Map<string, LocaleBundle>();
  if (!existsSync(dir)) return bundles;
  for (const lang of readdirSync(dir).sort()) {
    const langDir = join(dir, lang);
    const bundle: LocaleBundle = {};
    for (const file of readdirSync(langDir).filter((f) => f.endsWith('.json')).sort()) {
      bundle[file.slice(0, -'.json'.length)] = JSON.parse(readFileSync(join(langDir, file), 'utf8')) as Record<string, unknown>;
    }
    bundles.set(lang, bundle);
  }
  return bundles;
}

export function localeVersion(bundles: Map<string, LocaleBundle>): string {
  const hash = createHash('sha256');
  for (const [lang, bundle] of bundles) hash.update(lang).update(JSON.stringify(bundle));
  return hash.digest('hex').slice(0, 10);
}

export function localeFileName(lang: string, version: string): string {
  return `${LOCALE_PATH_PREFIX}${lang}-${version}.json`;
}

export function localesPlugin(localesDir: string): Plugin {
  let bundles = readLocales(localesDir);
  let version = localeVersion(bundles);
  const reload = (): void => {
    bundles = readLocales(localesDir);
    version = localeVersion(bundles);
  };
  return {
    name: 'pixloom-locales',
    resolveId(id) {
      return id === LOCALE_VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      reload();
      const namespaces = Object.keys(bundles.get('en') ?? {});
      return `export const localeVersion = ${JSON.stringify(version)};\nexport const namespaces = ${JSON.stringify(namespaces)};\n`;
    },
    configureServer(server) {
      server.watcher.add(localesDir);
      server.watcher.on('change', (file) => {
        if (!file.startsWith(localesDir)) return;
        reload();
        const mod = server.moduleGraph.getModuleById(RESOLVED_ID);
        if (mod) server.moduleGraph.invalidateModule(mod);
        server.ws.send({ type: 'full-reload' });
      });
      server.middlewares.use((req, res, next) => {
        const match = /^\/assets\/languages\/all\/([a-z]{2})-([0-9a-f]+)\.json$/.exec(req.url ?? '');
        const bundle = match ? bundles.get(match[1] ?? '') : undefined;
        if (!bundle) return next();
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.end(JSON.stringify(bundle));
      });
    },
    generateBundle() {
      reload();
      for (const [lang, bundle] of bundles) {
        this.emitFile({ type: 'asset', fileName: localeFileName(lang, version), source: JSON.stringify(bundle) });
      }
    },
  };
}
