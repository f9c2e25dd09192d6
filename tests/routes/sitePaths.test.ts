// The translated route table (account-content §2): every site page has an address per site language, the
// addresses resolve back, English is the fallback, slashes are normalised, and the table does not take
// addresses of the app's own routes.
import { describe, expect, it } from 'vitest';
import { SITE_LANGUAGES } from '../../src/lib/shared/languages';
import { buildRouteTable } from '../../src/lib/shared/routes';
import { localizePath, resolveSitePath, resolveSupportPath, SITE_PAGE_IDS, sitePath, supportFormPath, supportHelpPath, supportLandingPath } from '../../src/lib/shared/site/paths';
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

  it('translates the contact-support pages: landing, form and help pages, English slugs as the fallback', () => {
    expect(supportLandingPath('en')).toBe('/contact-support/');
    expect(supportLandingPath('es')).toBe('/es/contactar-soporte/');
    expect(supportFormPath('fr', 'refund')).toBe('/fr/contacter-assistance/formulaire/?issue=refund');
    expect(supportHelpPath('de', 'cancel-subscription')).toBe('/de/support-kontaktieren/cancel-subscription/');
    const seen = new Set<string>();
    for (const lang of SITE_LANGUAGES) {
      for (const path of [supportLandingPath(lang), supportFormPath(lang), supportHelpPath(lang, 'refund')]) {
        expect(seen.has(path), path).toBe(false);
        seen.add(path);
        if (lang !== 'en') expect(path.startsWith(`/${lang}/`)).toBe(true);
        // No site page and no app route takes a support address.
        expect(resolveSitePath(path)).toBeNull();
      }
      expect(resolveSupportPath(supportLandingPath(lang))).toEqual({ lang, view: 'landing' });
      expect(resolveSupportPath(supportFormPath(lang))).toEqual({ lang, view: 'form' });
      expect(resolveSupportPath(supportHelpPath(lang, 'refund'))).toEqual({ lang, view: 'help', slug: 'refund' });
    }
    // Slashes normalised; another language's segment under a prefix is not a support page.
    expect(resolveSupportPath('//it//contatta-assistenza//modulo')).toEqual({ lang: 'it', view: 'form' });
    expect(resolveSupportPath('/es/contact-support/')).toBeNull();
    expect(resolveSupportPath('/contact-support/refund/extra/')).toBeNull();
    // The footer's and the help pages' English paths follow the language.
    expect(localizePath('/contact-support/', 'pt')).toBe('/pt/contatar-suporte/');
    expect(localizePath('/contact-support/form', 'it')).toBe('/it/contatta-assistenza/modulo/');
    expect(localizePath('/contact-support/refund/', 'es')).toBe('/es/contactar-soporte/refund/');
    expect(localizePath('/contact-support/', 'ja')).toBe('/contact-support/');
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
