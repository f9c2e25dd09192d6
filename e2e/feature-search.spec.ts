// The feature search end to end (issue 12, subscription-navigation §2 "Feature search modal"): Ctrl+P on the
// dashboard, "glich" and Enter open the glitch tool; the German name finds it on /de/dashboard/; after three
// features were used the empty field lists them; arrows move, Enter picks; Escape closes and focus returns.
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { deviceCheckedBefore } from './support/device';

const OPEN_TIMEOUT = 45_000;

async function openDashboard(page: Page, path = '/dashboard/'): Promise<void> {
  await page.goto(path);
  await deviceCheckedBefore(page);
  await page.reload();
  // A reload loads the app again: on a loaded 2-core machine that can take longer than one expect's 10 s.
  await expect(page.getByTestId('dashboard')).toBeVisible({ timeout: OPEN_TIMEOUT });
}

/** Keeps the app's analytics events (DOM events `pixloom:track`) for the test to read. */
async function recordEvents(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { trackedEvents: unknown[] };
    w.trackedEvents = [];
    window.addEventListener('pixloom:track', (e) => w.trackedEvents.push((e as CustomEvent).detail));
  });
}

async function searchAndPick(page: Page, query: string, id: string): Promise<void> {
  await page.keyboard.press('Control+P');
  await expect(page.getByTestId('feature-search-input')).toBeFocused({ timeout: 30_000 });
  await page.keyboard.type(query);
  await expect(page.getByTestId('feature-search-result').first()).toHaveAttribute('data-feature', id);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('feature-search')).toHaveCount(0);
}

test.describe('the feature search', () => {
  test.describe.configure({ mode: 'parallel' });

  test('Ctrl+P on the dashboard, "glich", Enter: the editor opens with the glitch tool', async ({ page }) => {
    await openDashboard(page);
    await recordEvents(page);
    await page.keyboard.press('Control+P');
    const dialog = page.getByTestId('feature-search');
    // The dialog's chunk loads on first use: on a loaded machine that takes a while.
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    const box = (await dialog.boundingBox())!;
    expect([Math.round(box.width), Math.round(box.height)]).toEqual([340, 480]);
    await expect(page.getByTestId('feature-search-input')).toBeFocused();
    await page.keyboard.type('glich');
    const first = page.getByTestId('feature-search-result').first();
    await expect(first).toHaveAttribute('data-feature', 'glitch-art');
    await expect(first).toContainText('Glitch art');
    await expect(first).toContainText('Photo editor › Effects');
    await page.keyboard.press('Enter');

    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/create\/glitch-art\/$/);
    await expect(page.getByTestId('create-page')).toHaveAttribute('data-type', 'glitch-art');
    await expect(page.getByTestId('tool-unavailable')).toHaveCount(0);
    const events = await page.evaluate(() => (window as unknown as { trackedEvents: Array<Record<string, unknown>> }).trackedEvents);
    expect(events).toContainEqual(expect.objectContaining({ event: 'feature_searched', query: 'glich', feature: 'glitch-art', name: 'Glitch art', context: 'Photo editor › Effects' }));

    // With a picture, the glitch look is applied and its panel is open.
    await page.getByTestId('sample-chelsea').click();
    await expect(page.getByTestId('tool-panel')).toHaveAttribute('data-category', 'effect', { timeout: OPEN_TIMEOUT });
    await expect(page.getByTestId('look-glitch-art')).toHaveAttribute('aria-pressed', 'true', { timeout: OPEN_TIMEOUT });

    // In the editor too; a word that is no feature says so.
    await page.keyboard.press('Control+P');
    await page.keyboard.type('qxzvqk');
    await expect(page.getByTestId('feature-search-none')).toHaveText('No results');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('feature-search')).toHaveCount(0);
  });

  test('on /de/dashboard/ the German names find the tools and the German routes open', async ({ page }) => {
    await openDashboard(page, '/de/dashboard/');
    await searchAndPick(page, 'Glitch-Art', 'glitch-art');
    await expect(page).toHaveURL(/\/de\/erstellen\/glitch-art\/$/);
    await expect(page.getByTestId('create-page')).toHaveAttribute('data-type', 'glitch-art');

    await page.goBack();
    await expect(page.getByTestId('dashboard')).toBeVisible();
    await page.keyboard.press('Control+P');
    await page.keyboard.type('zuschneid');
    const first = page.getByTestId('feature-search-result').first();
    await expect(first).toHaveAttribute('data-feature', 'crop');
    await expect(first).toContainText('Zuschneiden');
    await expect(first).toContainText('Fotoeditor');
    // The English name finds it as well.
    await page.getByTestId('feature-search-input').fill('crop');
    await expect(first).toHaveAttribute('data-feature', 'crop');
  });

  test('after three features were used the empty field lists them; arrows move and Enter picks', async ({ page }) => {
    // Five page loads: more than the default 90 s on a loaded machine.
    test.setTimeout(180_000);
    await openDashboard(page);
    await page.keyboard.press('Control+P');
    await expect(page.getByTestId('feature-search-input')).toBeFocused();
    // Nothing used yet: no list.
    await expect(page.getByTestId('feature-search-result')).toHaveCount(0);
    await page.keyboard.press('Escape');

    for (const [query, id] of [['glitch', 'glitch-art'], ['sepia', 'sepia'], ['vignette', 'vignette']] as const) {
      await searchAndPick(page, query, id);
      await expect(page.getByTestId('create-page')).toHaveAttribute('data-type', id);
      await page.goBack();
      await expect(page.getByTestId('dashboard')).toBeVisible({ timeout: OPEN_TIMEOUT });
    }

    await page.keyboard.press('Control+P');
    const results = page.getByTestId('feature-search-result');
    await expect(results).toHaveCount(3);
    // Most used first: the one used last scores highest.
    expect(await results.evaluateAll((els) => els.map((e) => e.getAttribute('data-feature')))).toEqual(['vignette', 'sepia', 'glitch-art']);
    await expect(results.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(results.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(results.first()).toHaveAttribute('aria-selected', 'false');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/create\/sepia\/$/);

    // Kept on the device: still there after a reload.
    await page.goto('/dashboard/');
    await expect(page.getByTestId('dashboard')).toBeVisible({ timeout: OPEN_TIMEOUT });
    // The shortcut is listened for once the app has started (a press before that reaches nothing): press
    // until the dialog has the focus.
    await expect(async () => {
      await page.keyboard.press('Control+P');
      await expect(page.getByTestId('feature-search-input')).toBeFocused({ timeout: 2_000 });
    }).toPass();
    await expect(page.getByTestId('feature-search-result')).toHaveCount(3);
  });

  test('Escape closes and focus returns to where it was; the bar’s button opens it too', async ({ page }) => {
    await openDashboard(page);
    const cardLink = page.locator('[data-testid="section-get_started"] [data-card="editor"]');
    await cardLink.focus();
    await page.keyboard.press('Control+P');
    await expect(page.getByTestId('feature-search-input')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('feature-search')).toHaveCount(0);
    await expect(cardLink).toBeFocused();
    await expect(page).toHaveURL(/\/dashboard\/$/);

    const button = page.getByTestId('feature-search-button').first();
    await button.click();
    await expect(page.getByTestId('feature-search-input')).toBeFocused();
    await page.getByTestId('feature-search').getByRole('button', { name: 'Close' }).click();
    await expect(page.getByTestId('feature-search')).toHaveCount(0);
    await expect(button).toBeFocused();
  });

  test('never larger than a small window', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 400 });
    await openDashboard(page);
    await page.keyboard.press('Control+P');
    await expect(page.getByTestId('feature-search')).toBeVisible({ timeout: 30_000 });
    const box = (await page.getByTestId('feature-search').boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(320 - 32 + 1);
    expect(box.height).toBeLessThanOrEqual(400 - 32 + 1);
  });
});
