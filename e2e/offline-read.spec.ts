// Reading offline (issue 18): My Photos and Explore seen online show the same photos, with their thumbnails,
// after a reload with no network, quietly marked as the saved copy and without the offline prompt; a photo
// opens from them. The demo content (SEED_DEMO) gives a signed-in user photos of their own and an Explore.
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { csrfToken, waitForWorkerControl } from './support/pwa';

// Offline reads come from the service worker's caches: not blocked here (playwright.config.ts).
test.use({ serverEnv: { CAPTCHA: 'off', SEED_DEMO: 'on' }, serviceWorkers: 'allow' });

const tiles = (page: Page) => page.getByTestId('photo-tile');
const ids = (page: Page) => tiles(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-photo-id')));
/** Every thumbnail drawn (loaded, not broken). */
const thumbnailsShown = (page: Page) => tiles(page).locator('img').evaluateAll((imgs) => imgs.length > 0 && imgs.every((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0));

test('My Photos and Explore seen online show their saved photos offline after a reload, with the note', async ({ page, context }) => {
  await page.goto('/dashboard/');
  await waitForWorkerControl(page);
  const login = await page.request.post('/api/auth/login/', {
    headers: { 'x-csrf-token': await csrfToken(context) },
    form: { userEmail: 'demo@example.com', userPassBa: Buffer.from(encodeURIComponent('demo1234')).toString('base64') },
  });
  expect(login.ok()).toBe(true);

  await page.goto('/myphotos/');
  await expect(tiles(page).first()).toBeVisible();
  const mine = await ids(page);
  await expect.poll(() => thumbnailsShown(page)).toBe(true);
  await page.goto('/explore/');
  await expect(tiles(page).first()).toBeVisible();
  const explore = await ids(page);
  await expect.poll(() => thumbnailsShown(page)).toBe(true);
  await expect(page.getByTestId('gallery-saved-copy')).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('gallery-saved-copy')).toHaveText('Offline — showing the saved copy');
  expect(await ids(page)).toEqual(explore);
  await expect.poll(() => thumbnailsShown(page)).toBe(true);
  await expect(page.getByTestId('offline-prompt')).toHaveCount(0);

  await page.goto('/myphotos/');
  await expect(page.getByTestId('gallery-saved-copy')).toBeVisible();
  expect(await ids(page)).toEqual(mine);
  await expect.poll(() => thumbnailsShown(page)).toBe(true);
  await expect(page.getByTestId('offline-prompt')).toHaveCount(0);

  // A photo opens from the saved list, and at its own address after a reload; its big size was never
  // fetched, so the size kept from the list stands in for it.
  const modalImageShown = () => page.getByTestId('photo-modal-image').evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0);
  await tiles(page).first().locator('a').click();
  await expect(page.getByTestId('photo-modal')).toBeVisible();
  await expect.poll(modalImageShown).toBe(true);
  await page.reload();
  await expect(page.getByTestId('photo-modal').locator(`[data-photo-id="${mine[0]}"]`)).toBeVisible();
  await expect.poll(modalImageShown).toBe(true);
  await expect(page.getByTestId('offline-prompt')).toHaveCount(0);
});

test('started with no network, the dashboard’s sections and the panels that need no network open', async ({ page, context }) => {
  await page.goto('/dashboard/');
  await waitForWorkerControl(page);
  await context.setOffline(true);
  await page.reload();
  for (const section of ['get_started', 'favorite_tools']) await expect(page.getByTestId(`section-${section}`).locator('[data-card]').first()).toBeVisible();

  await page.getByTestId('app-menu-button').click();
  await page.getByTestId('menu-settings').click();
  await expect(page.getByTestId('settings-panel').getByTestId('setting-theme_color')).toBeVisible();
  await page.keyboard.press('Escape');

  // The projects on this device (none yet): listed, not waiting for the network.
  await page.getByTestId('open-projects').click();
  await expect(page.getByTestId('projects-panel').getByTestId('projects-empty')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByTestId('feature-search-button').click();
  await page.getByTestId('feature-search-input').fill('collage');
  await expect(page.getByTestId('feature-search-result').first()).toBeVisible();
  await expect(page.getByTestId('offline-prompt')).toHaveCount(0);
});
