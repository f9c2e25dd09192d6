// The translated route table (account-content §2): every site page has an address per site language, the
// addresses resolve back, English is the fallback, slashes are normalised, and the table does not take
// addresses of the app's own routes.
import { describe, expect, it } from 'vitest';
import { SITE_LANGUAGES } from '../../src/lib/shared/languages';
import { buildRouteTable } from '../../src/lib/shared/routes';
import { localizePath, resolveSitePath, SITE_PAGE_IDS, sitePath } from '../../src/lib/shared/site/paths';
import { siteContent } from '../../src/lib/shared/site/content';

describe('translated site routes', () => {
  it('gives every page a distinct address in each site language that resolves back to it', () => {
    const seen = new Set<string>();
    for (const page of SITE_PAGE_IDS) {
      for (const lang of SITE_LANGUAGES) {
        const path = sitePath(page, lang);
        expect(path).toMatch(/^\/.*\/$|^\/$/);
        if (lang !== 'en') expect(path.startsWith(`/${lang}/`)).toBe(true);
        expect(seen.has(path), path).toBe(false);
        seen.add(path);
        expect(resolveSitePath(path)).toEqual({ page, lang });
      }
    }
  });

  it('normalises slashes and decodes the address', () => {
    expect(resolveSitePath('/es/precios')).toEqual({ page: 'pricing', lang: 'es' });
    expect(resolveSitePath('es/precios/')).toEqual({ page: 'pricing', lang: 'es' });
    expect(resolveSitePath('//fr//tarifs//')).toEqual({ page: 'pricing', lang: 'fr' });
    expect(resolveSitePath('/es/no-existe/')).toBeNull();
    expect(resolveSitePath('/%E0%A4%A/')).toBeNull();
  });

  it('localises English paths, and falls back to English for paths it has no translation of', () => {
    expect(localizePath('/pricing/', 'es')).toBe('/es/precios/');
    expect(localizePath('/features/upscale', 'de')).toBe('/de/funktionen/bild-vergroessern/');
    expect(localizePath('/dashboard/', 'it')).toBe('/it/dashboard/');
    expect(localizePath('/create/collage/', 'pt')).toBe('/pt/criar/colagem/');
    expect(localizePath('/', 'fr')).toBe('/fr/');
    expect(localizePath('/explore/', 'es')).toBe('/explore/');
    expect(localizePath('my-account', 'es')).toBe('/my-account/');
    // Languages without a site version keep the English address.
    expect(localizePath('/pricing/', 'ja')).toBe('/pricing/');
  });

  it('takes no address of the app’s routes but the pages that are the same page', () => {
    const table = buildRouteTable();
    const shared = new Set(['home', 'privacy', 'pricing', 'whatsNew', 'learn', 'renewalPolicy', 'tutorials', 'inspiration']);
    for (const page of SITE_PAGE_IDS) {
      for (const lang of SITE_LANGUAGES) {
        const app = table.resolve(sitePath(page, lang));
        if (app) expect(shared.has(page), `${sitePath(page, lang)} is the app's ${app.route.page}`).toBe(true);
      }
    }
  });

  it('gives every page content with a title, a description and a heading', () => {
    for (const page of SITE_PAGE_IDS) {
      const content = siteContent(page);
      expect(content.title && content.description && content.heading, page).toBeTruthy();
      expect(content.blocks.length, page).toBeGreaterThan(0);
    }
  });
});
