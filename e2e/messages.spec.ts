// Teasers and announcements as users meet them (subscription-navigation §2 "Teaser modals", "Announcement
// modals", §4 "Announcements"): a free user asking for a Plus look gets its teaser and the pricing modal from
// it; the top bar's upgrade key opens the pricing modal directly; a Plus user just gets the look; an announcement shows
// once and never again after dismissal — after a reload and on a second device signed in as the same user.
import type { BrowserContext, Page } from '@playwright/test';
import { deviceCheckedBefore } from './support/device';
import { expect, test } from './support/fixtures';
import { setPlan } from './support/plan';
import { csrfToken, registerUser, serverSettings, uniqueEmail } from './support/pwa';

test.use({ serverEnv: { CAPTCHA: 'off' } });

const PASSWORD = 'correct horse 1';
const OPEN_TIMEOUT = 60_000;

async function signedInUser(page: Page, prefix: string): Promise<string> {
  await page.goto('/dashboard/');
  await deviceCheckedBefore(page);
  const email = uniqueEmail(prefix);
  await registerUser(page, email, PASSWORD);
  return email;
}

async function signIn(context: BrowserContext, page: Page, email: string): Promise<void> {
  await page.goto('/dashboard/');
  await deviceCheckedBefore(page);
  const response = await page.request.post('/api/auth/login/', {
    headers: { 'x-csrf-token': await csrfToken(context) },
    form: { userEmail: email, userPassBa: Buffer.from(encodeURIComponent(PASSWORD)).toString('base64') },
  });
  expect(response.ok()).toBe(true);
}

/** Opens the editor on the coffee sample and waits until this page load's messages were decided. */
async function openEditor(page: Page): Promise<void> {
  await page.goto('/create/?image=coffee');
  await expect(page.getByTestId('editor-empty')).toBeHidden({ timeout: OPEN_TIMEOUT });
  await expect(page.locator('html')).toHaveAttribute('data-messages-checked', 'yes', { timeout: OPEN_TIMEOUT });
}

test('a free user gets the look’s teaser with a before/after divider, and pricing from it and from the upgrade key', async ({ page, server }) => {
  test.setTimeout(180_000);
  const email = await signedInUser(page, 'teaser-free');
  setPlan(server, email, 'free');
  await openEditor(page);
  await expect(page.getByTestId('announcement-modal')).toHaveCount(0);

  await page.getByTestId('rail-artsy').click();
  const look = page.getByTestId('look-oil-painting');
  await look.click();
  const teaser = page.getByTestId('teaser-modal');
  await expect(teaser.getByRole('heading', { name: 'Turn your photos into oil paintings' })).toBeVisible();
  await expect(look).toHaveAttribute('aria-pressed', 'false');
  // The comparison: real before and after pictures, the divider moved by keyboard.
  await expect(teaser.getByRole('img', { name: 'The original photo' })).toHaveAttribute('src', '/teasers/oil-painting-before.jpg');
  await expect(teaser.getByRole('img', { name: 'The photo with the look applied' })).toHaveAttribute('src', '/teasers/oil-painting-after.jpg');
  const divider = teaser.getByRole('slider', { name: 'Before and after divider' });
  await divider.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(divider).toHaveAttribute('aria-valuenow', '45');
  await page.keyboard.press('End');
  await expect(divider).toHaveAttribute('aria-valuenow', '100');
  // A free user is offered the upgrade, not sign-in; Escape closes and gives focus back to the look.
  await expect(teaser.getByTestId('teaser-sign-in')).toHaveCount(0);
  await expect(teaser.getByRole('link', { name: 'Learn more' })).toHaveAttribute('href', '/learn/#artsy');
  await page.keyboard.press('Escape');
  await expect(teaser).toBeHidden();
  await expect(look).toBeFocused();

  await look.click();
  await teaser.getByRole('button', { name: 'Upgrade to Plus' }).click();
  // The upgrade path: the pricing modal over the editor (the pricing page's content), the editor stays.
  await expect(page.getByTestId('pricing-modal').getByTestId('pricing-content')).toBeVisible();
  await expect(page).toHaveURL(/\/create\//);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('pricing-modal')).toBeHidden();

  // The top bar's key skips the teaser: the pricing modal at once.
  await page.goto('/dashboard/');
  await page.getByTestId('nav-upgrade').click();
  await expect(page.getByTestId('pricing-modal')).toBeVisible();
  await expect(page.getByTestId('teaser-modal')).toHaveCount(0);
});

test('a Plus user gets the look itself, no teaser and no upgrade button', async ({ page, server }) => {
  test.setTimeout(180_000);
  const email = await signedInUser(page, 'teaser-plus');
  setPlan(server, email, 'plus');
  await openEditor(page);
  await page.getByTestId('rail-artsy').click();
  await page.getByTestId('look-cartoonizer').click();
  await expect(page.getByTestId('look-cartoonizer')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('teaser-modal')).toHaveCount(0);
  await page.goto('/dashboard/');
  await expect(page.getByTestId('dashboard-nav')).toBeVisible();
  await expect(page.getByTestId('nav-upgrade')).toHaveCount(0);
});

test('an announcement shows once: never again after dismissal, after a reload or on a second device', async ({ page, server, browser }) => {
  test.setTimeout(240_000);
  const email = await signedInUser(page, 'announce');
  // Registered before the darkroom looks came out: the what's new is for them.
  setPlan(server, email, 'free', 30);
  await openEditor(page);
  const announcement = page.getByTestId('announcement-modal');
  await expect(announcement.getByRole('heading', { name: 'New in the darkroom: glitch art and more' })).toBeVisible();
  await expect(announcement.getByRole('link', { name: 'Glitch art' })).toHaveAttribute('href', '/create/glitch-art/');
  await announcement.getByRole('button', { name: 'Later' }).click();
  await expect(announcement).toBeHidden();
  await expect.poll(async () => (await serverSettings(page)).dismissed_messages, { timeout: 30_000 }).toEqual(['darkroom_whats_new']);

  // Reload, without this device's one-day pause between announcements: still dismissed.
  await page.evaluate(() => localStorage.removeItem('pixloom.lastTakeoverAt'));
  await openEditor(page);
  await expect(announcement).toHaveCount(0);

  // A second device signed in as the same user.
  const other = await browser.newContext({ baseURL: server.url });
  try {
    const second = await other.newPage();
    await signIn(other, second, email);
    await openEditor(second);
    await expect(second.getByTestId('announcement-modal')).toHaveCount(0);
  } finally {
    await other.close();
  }
});

test('the learn and what’s new pages link into tools that open', async ({ page }) => {
  await page.goto('/learn/');
  await deviceCheckedBefore(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Learn' })).toBeVisible();
  await expect(page.locator('#artsy').getByRole('link', { name: 'Oil painting' })).toHaveAttribute('href', '/create/oil-painting/');
  await page.goto('/whats-new/');
  await expect(page.getByRole('heading', { level: 1, name: "What's new" })).toBeVisible();
  await page.getByTestId('guide-darkroom').getByRole('link', { name: 'Glitch art' }).click();
  await expect(page).toHaveURL(/\/create\/glitch-art\/$/);
  await expect(page.getByRole('heading', { name: 'Open a photo to start editing' })).toBeVisible({ timeout: OPEN_TIMEOUT });
});
