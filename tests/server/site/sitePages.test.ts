// @vitest-environment jsdom
// (for DOMParser: the tests read the pages as a browser would; the server runs as in every server test.)
// The site pages as real HTML (issue 19): every page in each site language answers 200 with its title,
// description, canonical, one h1 and the hreflang alternates; translated paths resolve; unknown addresses
// get the 404 page with a 404 status; the server decides who sees the cookie banner.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabases, TestClient, type TestServer } from '../../support/serverHarness';
import { SITE_LANGUAGES } from '../../../src/lib/shared/languages';
import { SITE_PAGE_IDS, sitePath, supportFormPath, supportHelpPath, supportLandingPath } from '../../../src/lib/shared/site/paths';

const PUBLIC_URL = 'https://pixloom.test';
const PAGES = SITE_PAGE_IDS.filter((page) => page !== 'notFound');

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

describe.each(testDatabases)('site pages on %s', (kind) => {
  let server: TestServer;
  let client: TestClient;
  let distDir: string;

  beforeAll(async () => {
    // The app's shell as the build makes it (the source index.html has the same head and root).
    distDir = mkdtempSync(join(tmpdir(), 'pixloom-site-dist-'));
    copyFileSync(join(process.cwd(), 'index.html'), join(distDir, 'index.html'));
    server = await startTestServer(kind, { distDir, publicUrl: PUBLIC_URL });
    client = new TestClient(server);
  });
  afterAll(async () => {
    await server.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  for (const lang of SITE_LANGUAGES) {
    it(`serves every site page in ${lang} as HTML with its SEO tags`, async () => {
      const titles = new Set<string>();
      for (const page of PAGES) {
        const path = sitePath(page, lang);
        const res = await client.request({ method: 'GET', url: path, headers: { accept: 'text/html' } });
        expect(res.statusCode, path).toBe(200);
        expect(res.headers['content-type']).toContain('text/html');
        const doc = parse(res.body);
        expect(doc.documentElement.lang, path).toBe(lang);
        const title = doc.title;
        expect(title, path).toMatch(/\| Pixloom$/);
        expect(title.length, path).toBeGreaterThan(' | Pixloom'.length + 3);
        titles.add(title);
        const description = doc.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
        expect(description.length, path).toBeGreaterThan(20);
        expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href'), path).toBe(`${PUBLIC_URL}${path}`);
        expect(doc.querySelectorAll('h1'), path).toHaveLength(1);
        expect(doc.querySelector('h1')?.textContent?.trim().length, path).toBeGreaterThan(3);
        const alternates = [...doc.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]);
        expect(alternates, path).toEqual([...SITE_LANGUAGES.map((l) => [l, `${PUBLIC_URL}${sitePath(page, l)}`]), ['x-default', `${PUBLIC_URL}${sitePath(page, 'en')}`]]);
        // No key shows as a key: every text is translated.
        expect(doc.body.textContent, path).not.toMatch(/\bsite_[a-z_]+\b/);
        // Readable without JavaScript: the start-up cover is gone and the app's root holds the page.
        expect(doc.querySelector('.px-boot'), path).toBeNull();
        expect(doc.querySelector('#root main')?.textContent?.length ?? 0, path).toBeGreaterThan(80);
      }
      // Each page has a title of its own.
      expect(titles.size).toBe(PAGES.length);
    });
  }

  it('serves the Spanish pricing page at /es/precios/ in Spanish, with the prices of the visitor’s country', async () => {
    const res = await client.request({ method: 'GET', url: '/es/precios/', headers: { accept: 'text/html', 'cf-ipcountry': 'ES' } });
    expect(res.statusCode).toBe(200);
    const doc = parse(res.body);
    expect(doc.querySelector('h1')?.textContent).toBe('Free y Plus');
    const plus = doc.querySelector('[data-testid="site-plus-plan"]')?.textContent ?? '';
    expect(plus).toContain('7,99');
    expect(plus).toContain('€');
    expect(plus).toContain('al mes');
    // The US visitor sees dollars.
    const us = parse((await client.request({ method: 'GET', url: '/pricing/', headers: { 'cf-ipcountry': 'US' } })).body);
    expect(us.querySelector('[data-testid="site-plus-plan"]')?.textContent).toContain('$7.99');
  });

  it('normalises slashes and links the footer in the page’s language', async () => {
    const res = await client.request({ method: 'GET', url: '/de/preise' });
    expect(res.statusCode).toBe(200);
    const doc = parse(res.body);
    const footer = [...doc.querySelectorAll('[data-testid="site-footer-links"] a')].map((a) => a.getAttribute('href'));
    expect(footer).toContain('/de/preise/');
    expect(footer).toContain('/de/datenschutz/');
    expect(footer).not.toContain('/pricing/');
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${PUBLIC_URL}/de/preise/`);
  });

  it('serves the contact-support pages in every site language and sends an unknown reason to that language’s 404 page', async () => {
    for (const lang of SITE_LANGUAGES) {
      for (const url of [supportLandingPath(lang), supportFormPath(lang), supportFormPath(lang, 'refund'), supportHelpPath(lang, 'cancel-subscription')]) {
        const res = await client.request({ method: 'GET', url, headers: { accept: 'text/html' } });
        expect(res.statusCode, url).toBe(200);
        expect(parse(res.body).getElementById('root'), url).not.toBeNull();
        expect(parse(res.body).documentElement.lang, url).toBe(lang);
      }
      for (const url of [supportFormPath(lang, 'free-money'), supportHelpPath(lang, 'no-such-topic')]) {
        const res = await client.request({ method: 'GET', url, headers: { accept: 'text/html' } });
        expect(res.statusCode, url).toBe(302);
        expect(res.headers.location, url).toBe(sitePath('notFound', lang));
        const page = await client.request({ method: 'GET', url: String(res.headers.location), headers: { accept: 'text/html' } });
        expect(page.statusCode).toBe(404);
      }
    }
    // The site pages' footer links the support landing in the page's language.
    const doc = parse((await client.request({ method: 'GET', url: '/fr/tarifs/' })).body);
    const footer = [...doc.querySelectorAll('[data-testid="site-footer-links"] a')].map((a) => a.getAttribute('href'));
    expect(footer).toContain('/fr/contacter-assistance/');
  });

  it('answers an unknown address, and /404/, with the 404 page and a 404 status', async () => {
    for (const url of ['/no-such-page/', '/es/no-existe/', '/features/no-such-tool/', '/404/']) {
      const res = await client.request({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      const doc = parse(res.body);
      expect(doc.querySelectorAll('h1'), url).toHaveLength(1);
      expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    }
    const es = parse((await client.request({ method: 'GET', url: '/es/no-existe/' })).body);
    expect(es.documentElement.lang).toBe('es');
    expect(es.querySelector('h1')?.textContent).toBe('Página no encontrada');
  });

  it('keeps app routes on the plain app shell', async () => {
    const res = await client.request({ method: 'GET', url: '/dashboard/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
  });

  describe('cookie consent', () => {
    const asked = (body: string): boolean => parse(body).querySelector('meta[name="px-consent"]') !== null;

    it('asks visitors from a listed country (header or ui_country cookie), or with the testing flag', async () => {
      expect(asked((await client.request({ method: 'GET', url: '/', headers: { 'cf-ipcountry': 'FR' } })).body)).toBe(true);
      expect(asked((await client.request({ method: 'GET', url: '/dashboard/', headers: { cookie: 'ui_country=DE' } })).body)).toBe(true);
      expect(asked((await client.request({ method: 'GET', url: '/about-us/?cookie_consent_test=1', headers: { 'cf-ipcountry': 'US' } })).body)).toBe(true);
    });

    it('does not ask visitors from elsewhere, nor one who has answered', async () => {
      expect(asked((await client.request({ method: 'GET', url: '/', headers: { 'cf-ipcountry': 'US' } })).body)).toBe(false);
      expect(asked((await client.request({ method: 'GET', url: '/', headers: { cookie: 'ui_country=US' } })).body)).toBe(false);
      expect(asked((await client.request({ method: 'GET', url: '/' })).body)).toBe(false);
      expect(asked((await client.request({ method: 'GET', url: '/', headers: { 'cf-ipcountry': 'FR', cookie: 'gdpr_cookie_consent=no' } })).body)).toBe(false);
      expect(asked((await client.request({ method: 'GET', url: '/dashboard/', headers: { cookie: 'ui_country=FR; gdpr_cookie_consent=yes' } })).body)).toBe(false);
    });
  });
});
