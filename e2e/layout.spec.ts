// Arabic on a phone (390 × 844, spec §9: phones are under 801 px): the pages read right to left, nothing
// makes the page scroll sideways, the navigation bar's controls stay on the screen and big enough for a
// finger, and in the editor the app menu and the bottom tool bar stay reachable, with a toast in another
// language reading in its own direction above that bar.
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { deviceCheckedBefore } from './support/device';
import { registerUser, uniqueEmail } from './support/pwa';

// The sync chip is shown from the service worker's report: not blocked here (playwright.config.ts).
test.use({ serverEnv: { CAPTCHA: 'off' }, viewport: { width: 390, height: 844 }, serviceWorkers: 'allow' });

/** The app in Arabic (its language cookie) on a device whose graphics check passed before. */
async function inArabic(page: Page, baseURL: string | undefined): Promise<void> {
  await page.context().addCookies([{ name: 'lang', value: 'ar', url: baseURL ?? '' }]);
  await page.goto('/dashboard/');
  await deviceCheckedBefore(page);
}

async function expectNoSideways(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
}

/** Wholly inside the window's width, and at least `min` px tall. */
async function expectOnScreen(control: Locator, min = 0): Promise<void> {
  await expect(control).toBeVisible();
  const box = await control.boundingBox();
  if (!box) throw new Error('no box');
  const width = control.page().viewportSize()?.width ?? 0;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
  expect(box.height).toBeGreaterThanOrEqual(min);
}

test.describe('Arabic on a phone', () => {
  test('the dashboard, Explore and My Photos of a signed-in user fit the screen, with the bar’s controls on it', async ({ page, baseURL }) => {
    await inArabic(page, baseURL);
    await registerUser(page, uniqueEmail('layout'));
    for (const path of ['/dashboard/', '/explore/', '/myphotos/']) {
      await page.goto(path);
      await expect(page.getByTestId('account-menu-button')).toBeVisible();
      await expectNoSideways(page);
      await expectOnScreen(page.getByTestId('account-menu-button'), 36);
      await expectOnScreen(page.getByTestId('app-menu-button'), 38);
    }
    // The site bar of Explore and My Photos: the language list and the sync chip, finger-sized.
    await expectOnScreen(page.getByTestId('language-picker'), 38);
    await expectOnScreen(page.getByTestId('sync-status'), 38);
    await expect(page.getByTestId('language-picker')).toHaveValue('ar');
  });

  test('the editor keeps its app menu and its bottom tool bar on the screen, and a toast in English reads left to right above the bar', async ({ page, baseURL }) => {
    test.setTimeout(60_000);
    await inArabic(page, baseURL);
    await page.goto('/create/');
    await expect(page.getByTestId('editor-empty')).toBeVisible();
    await expectNoSideways(page);

    await page.goto('/create/?image=coffee');
    await expect(page).toHaveURL(/\?project=[0-9a-f-]{36}$/, { timeout: 45_000 });
    await expectNoSideways(page);
    await expectOnScreen(page.getByTestId('app-menu-button'), 38);
    for (const tool of ['tools', 'geometry', 'adjust', 'effect', 'artsy', 'retouch', 'text', 'select']) await expectOnScreen(page.getByTestId(`rail-${tool}`), 40);
    await expectOnScreen(page.getByTestId('export'), 38);

    // The browser speaks English (the test's locale): the suggestion is in English, so it reads left to right.
    const toast = page.getByTestId('toast');
    await expect(toast).toContainText('Pixloom is available in English.');
    await expect(toast).toHaveAttribute('dir', 'ltr');
    const toastBox = await toast.boundingBox();
    const railBox = await page.getByTestId('rail-text').boundingBox();
    expect((toastBox?.y ?? 0) + (toastBox?.height ?? 0)).toBeLessThanOrEqual(railBox?.y ?? 0);
    await page.getByTestId('rail-adjust').click();
    await expect(page.getByTestId('tool-panel')).toHaveAttribute('data-category', 'adjust');

    // A 360 px phone: every control of the bar whole on the screen, none over another, and the app menu's
    // list opens over the page (not clipped inside the bar) so its items can be chosen.
    await page.setViewportSize({ width: 360, height: 740 });
    const bar = ['editor-back', 'undo', 'redo', 'compare', 'app-menu-button', 'open-other', 'save-to-photos', 'export', 'account-menu-button'];
    const boxes = [];
    for (const id of bar) {
      await expectOnScreen(page.getByTestId(id));
      boxes.push((await page.getByTestId(id).boundingBox())!);
    }
    boxes.sort((a, b) => a.x - b.x);
    for (let i = 1; i < boxes.length; i++) expect(boxes[i]!.x).toBeGreaterThanOrEqual(boxes[i - 1]!.x + boxes[i - 1]!.width - 0.5);
    await page.getByTestId('app-menu-button').click();
    await page.getByTestId('menu-sync').click();
    await expect(page.getByTestId('sync-panel')).toBeVisible();
  });
});
