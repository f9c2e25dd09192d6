// The blog (issue 19): the blog search in the app against the WordPress-compatible endpoint (a word from a
// post's body, 12 a page, paging, no results) and the posts as HTML that reads with JavaScript off.
import { test, expect } from './support/fixtures';

// The demo seed writes the blog's posts (13 how-to articles).
test.use({ serverEnv: { CAPTCHA: 'off', SEED_DEMO: 'on' } });

test.describe('the blog search', () => {
  test('finds a post by a word from its body, pages by 12 and says when nothing matches', async ({ page }) => {
    await page.goto('/learn/search/');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog search' })).toBeVisible();
    const results = page.getByTestId('blog-result');
    await expect(results).toHaveCount(12);
    // Each result: its title as a link, an excerpt cut near 65 characters, the featured image with its alt text.
    const first = results.first();
    await expect(first.getByRole('link')).toHaveText('Effects and artsy looks: give a photo a style');
    const excerpt = (await first.locator('p').textContent()) ?? '';
    expect(excerpt.length).toBeLessThanOrEqual(66);
    expect(excerpt.endsWith('…')).toBe(true);
    await expect(first.getByRole('img')).toHaveAttribute('alt', 'Black-and-white photo of a cameraman behind a camera on a tripod');
    await expect.poll(() => first.getByRole('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    // Paging: the second page holds the 13th post; back to the first.
    await expect(page.getByTestId('blog-page')).toHaveText('Page 1 of 2');
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/\/learn\/search\/\?page=2$/);
    await expect(results).toHaveCount(1);
    await expect(results.first().getByRole('link')).toHaveText('Crop and straighten a photo');
    await page.getByRole('button', { name: 'Previous page' }).click();
    await expect(results).toHaveCount(12);

    // A word only the background remover's body has; the term lives in the address.
    await page.getByTestId('blog-search').fill('checkerboard');
    await page.getByTestId('blog-search').press('Enter');
    await expect(page).toHaveURL(/\/learn\/search\/checkerboard\/$/);
    await expect(page.getByRole('heading', { name: 'Results for “checkerboard”' })).toBeVisible();
    await expect(results).toHaveCount(1);
    await expect(page.getByTestId('blog-page')).toHaveCount(0);
    await results.first().getByRole('link', { name: 'Remove the background from a photo' }).click();
    await expect(page).toHaveURL(/\/blog\/remove-a-background\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Remove the background from a photo');
    await page.goBack();

    // Nothing matches.
    await page.getByTestId('blog-search').fill('xylophonequartz');
    await page.getByTestId('blog-search').press('Enter');
    await expect(page.getByTestId('blog-no-results')).toContainText('No results for “xylophonequartz”.');
    await expect(results).toHaveCount(0);
  });

  test('shows a loading indicator while the search is under way', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/wp-json\/wp\/v2\/posts\?/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/learn/search/layers/');
    await expect(page.getByTestId('blog-loading')).toBeVisible();
    await expect(page.getByTestId('blog-loading')).toHaveText('Searching…');
    release();
    await expect(page.getByTestId('blog-result').first()).toBeVisible();
    await expect(page.getByTestId('blog-loading')).toHaveCount(0);
  });
});

test.describe('the blog without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('lists the posts, opens one and searches, all as plain HTML', async ({ page }) => {
    await page.goto('/blog/');
    await expect(page).toHaveTitle('Pixloom blog | Pixloom');
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('.bl-card')).toHaveCount(12);
    await page.getByRole('link', { name: 'Older posts' }).click();
    await expect(page).toHaveURL(/\/blog\/page\/2\/$/);
    await page.getByRole('link', { name: 'Crop and straighten a photo' }).click();
    await expect(page).toHaveURL(/\/blog\/crop-and-straighten-a-photo\/$/);
    await expect(page).toHaveTitle('Crop and straighten a photo | Pixloom');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Crop and straighten a photo');
    await expect(page.getByRole('heading', { level: 2, name: 'Straighten a tilted horizon' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Black silhouette of a horse on a white background' })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blog\/crop-and-straighten-a-photo\/$/);

    await page.getByRole('link', { name: 'All posts' }).click();
    await page.getByRole('searchbox').fill('checkerboard');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.locator('.bl-card')).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Remove the background from a photo' })).toBeVisible();

    const missing = await page.goto('/blog/no-such-post/');
    expect(missing?.status()).toBe(404);
  });

  test('sits in the site layout: the site header, the footer in the page language and the language versions', async ({ page, baseURL }) => {
    await page.goto('/blog/crop-and-straighten-a-photo/');
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.getByTestId('site-header').getByRole('link', { name: 'Pixloom' })).toHaveAttribute('href', '/');
    await expect(page.getByTestId('site-footer-links').getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing/');
    await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute('href', `${baseURL}/es/blog/crop-and-straighten-a-photo/`);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', `${baseURL}/blog/crop-and-straighten-a-photo/`);

    // The language switcher leads to the Spanish version: the words around the post and the site's links in Spanish.
    await page.getByTestId('site-languages').getByRole('link', { name: 'Español' }).click();
    await expect(page).toHaveURL(/\/es\/blog\/crop-and-straighten-a-photo\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/es/blog/crop-and-straighten-a-photo/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Crop and straighten a photo');
    await expect(page.getByTestId('site-header').getByRole('link', { name: 'Precios' })).toHaveAttribute('href', '/es/precios/');
    await page.getByTestId('site-footer-links').getByRole('link', { name: 'Sobre nosotros' }).click();
    await expect(page).toHaveURL(/\/es\/sobre-nosotros\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sobre Pixloom');
  });
});
