// The site pages as visitors meet them (issue 19): readable with JavaScript off, the app taking over with the
// same content, the translated addresses in the footer following the language, and the cookie banner for
// visitors from the listed countries — the answer kept in gdpr_cookie_consent for 365 days (yes) or 30 (no).
import axe from 'axe-core';
import type { AxeResults } from 'axe-core';
import type { BrowserContext } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { waitForWorkerControl } from './support/pwa';

const DAY_S = 24 * 60 * 60;

/** The country the app remembers for prices (the ui_country cookie), as for a returning visitor. */
async function setCountry(context: BrowserContext, country: string, baseURL: string): Promise<void> {
  await context.addCookies([{ name: 'ui_country', value: country, url: baseURL }]);
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('a Spanish visitor reads the pricing page at /es/precios/ and follows its links', async ({ page }) => {
    await page.goto('/es/precios/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Free y Plus');
    await expect(page.getByTestId('site-plus-plan')).toContainText('al mes');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    // The footer's links are the Spanish addresses; following one loads that page, still without scripts.
    const footer = page.getByTestId('site-footer-links');
    await expect(footer.getByRole('link', { name: 'Sobre nosotros' })).toHaveAttribute('href', '/es/sobre-nosotros/');
    await footer.getByRole('link', { name: 'Sobre nosotros' }).click();
    await expect(page).toHaveURL(/\/es\/sobre-nosotros\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sobre Pixloom');
    await expect(page.getByText('Pixloom es un editor de fotos, creador de collages y diseñador gráfico')).toBeVisible();
  });

  test('a tool page tells what the tool does and links into the editor', async ({ page }) => {
    await page.goto('/features/background-remover/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Background remover in your browser');
    await expect(page.getByText('Remove the background from a photo in one step')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open Background remover' })).toHaveAttribute('href', '/create/background-remover/');
  });
});

test('the app takes over a site page and navigates between site pages in its language', async ({ page }) => {
  await page.goto('/fr/fonctionnalites/');
  await expect(page.locator('html')).toHaveClass(/px-ready/);
  const main = page.getByTestId('site-page-features');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Tout ce que vous pouvez faire avec Pixloom');
  await expect(page.locator('h1')).toHaveCount(1);
  // A card navigates inside the app (no new document) to the French tool page.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await main.getByRole('link', { name: /Supprimer l’arrière-plan/ }).click();
  await expect(page).toHaveURL(/\/fr\/fonctionnalites\/supprimer-arriere-plan\/$/);
  await expect(page.getByTestId('site-page-backgroundRemover').getByRole('heading', { level: 1 })).toContainText('dans votre navigateur');
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await expect(page).toHaveTitle(/outil photo en ligne gratuit \| Pixloom$/);
});

test('changing the language rewrites the footer’s links to that language’s addresses', async ({ page }) => {
  await page.goto('/explore/');
  const footer = page.getByTestId('site-footer');
  await expect(footer.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing/');
  await expect(footer.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy/');
  const popup = footer.getByTestId('language-popup');
  await popup.getByTestId('language-popup-button').click();
  await popup.locator('[data-lang="es"]').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(footer.getByRole('link', { name: 'Precios' })).toHaveAttribute('href', '/es/precios/');
  await expect(footer.getByRole('link', { name: 'Privacidad' })).toHaveAttribute('href', '/es/privacidad/');
  await expect(footer.getByRole('link', { name: 'Contactar con soporte' })).toHaveAttribute('href', '/es/contactar-soporte/');
  // The translated address opens inside the app.
  await footer.getByRole('link', { name: 'Privacidad' }).click();
  await expect(page).toHaveURL(/\/es\/privacidad\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Política de privacidad');
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('once the app is installed, a translated site page opens offline in its language', async ({ page, context }) => {
    await page.goto('/dashboard/');
    await waitForWorkerControl(page);
    await context.setOffline(true);
    await page.goto('/it/chi-siamo/');
    await expect(page.getByTestId('site-page-about').getByRole('heading', { level: 1 })).toHaveText('Chi è Pixloom');
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await page.goto('/de/funktionen/himmel-ersetzen/');
    await expect(page.getByTestId('site-page-skyReplacer').getByRole('heading', { level: 1 })).toContainText('im Browser');
    await context.setOffline(false);
  });
});

test.describe('in the App Store app', () => {
  // The Apple app wrapper marks its user agent (src/lib/platform.ts).
  test.use({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 PixloomApp/iOS' });

  test('the footer’s links are not rewritten when the language changes', async ({ page }) => {
    await page.goto('/explore/');
    const footer = page.getByTestId('site-footer');
    await expect(footer.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing/');
    const popup = footer.getByTestId('language-popup');
    await popup.getByTestId('language-popup-button').click();
    await popup.locator('[data-lang="es"]').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(footer.getByRole('link', { name: 'Precios' })).toHaveAttribute('href', '/pricing/');
  });
});

test.describe('cookie consent', () => {
  test('a visitor from France sees the banner; accepting keeps yes for 365 days and the banner away', async ({ page, context, baseURL }) => {
    await setCountry(context, 'FR', baseURL!);
    await page.goto('/about-us/');
    const banner = page.getByTestId('consent-banner');
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Accept' })).toBeVisible();
    expect((await context.cookies()).find((c) => c.name === 'gdpr_cookie_consent')).toBeUndefined();
    const before = Date.now() / 1000;
    await banner.getByRole('button', { name: 'Accept' }).click();
    await expect(banner).toBeHidden();
    const cookie = (await context.cookies()).find((c) => c.name === 'gdpr_cookie_consent');
    expect(cookie?.value).toBe('yes');
    expect(cookie!.expires - before).toBeGreaterThan(364 * DAY_S);
    expect(cookie!.expires - before).toBeLessThan(366 * DAY_S);
    // Kept: the next pages do not ask again.
    await page.goto('/dashboard/');
    await expect(page.locator('html')).toHaveClass(/px-ready/);
    await expect(page.locator('meta[name="px-consent"]')).toHaveCount(0);
    await expect(banner).toHaveCount(0);
  });

  test('declining keeps no for 30 days', async ({ page, context, baseURL }) => {
    await setCountry(context, 'DE', baseURL!);
    await page.goto('/de/');
    const banner = page.getByTestId('consent-banner');
    await banner.getByRole('button', { name: 'Ablehnen' }).click();
    await expect(banner).toBeHidden();
    const cookie = (await context.cookies()).find((c) => c.name === 'gdpr_cookie_consent');
    expect(cookie?.value).toBe('no');
    const days = (cookie!.expires - Date.now() / 1000) / DAY_S;
    expect(days).toBeGreaterThan(29);
    expect(days).toBeLessThan(31);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/px-ready/);
    await expect(banner).toHaveCount(0);
  });

  test('a visitor from the US sees no banner', async ({ page, context, baseURL }) => {
    await setCountry(context, 'US', baseURL!);
    await page.goto('/about-us/');
    await expect(page.locator('html')).toHaveClass(/px-ready/);
    await expect(page.getByTestId('site-page-about')).toBeVisible();
    await expect(page.locator('meta[name="px-consent"]')).toHaveCount(0);
    await expect(page.getByTestId('consent-banner')).toHaveCount(0);
  });
});

test('site pages and the cookie banner have no serious or critical accessibility violations', async ({ page, context, baseURL }) => {
  test.setTimeout(120_000);
  await setCountry(context, 'FR', baseURL!);
  const found: string[] = [];
  for (const path of ['/features/', '/fr/fonctionnalites/remplacer-ciel/', '/es/precios/', '/about-us/', '/privacy/', '/de/barrierefreiheit/', '/learn/tutorials/', '/it/impara/ispirazione/']) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveClass(/px-ready/);
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(page.getByTestId('site-footer')).toBeVisible();
    await expect(page.getByTestId('consent-banner')).toBeVisible();
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
    const result = await page.evaluate(() => (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<AxeResults> } }).axe.run(document, { resultTypes: ['violations'] }));
    for (const v of result.violations) {
      if (v.impact === 'serious' || v.impact === 'critical') found.push(`${path}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
    }
  }
  expect(found).toEqual([]);
});
