// The device compatibility check wired into the app (spec §2.4, §4.10; subscription-navigation §8): it runs
// in its worker at start, its result is remembered in the webgl_compat cookie, and an unsupported device
// never reaches the editor — forced here with the admin renderer override on a phone.
import { test, expect } from './support/fixtures';

const ANDROID_UA = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
/** Below the spec's Adreno 540 minimum for phones. */
const OLD_MOBILE_GPU = 'Adreno (TM) 330';

test.describe('on a computer with a software renderer', () => {
  test('the check runs in its worker and warns without blocking the editor', async ({ page }) => {
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await page.goto('/create/');
    const warning = page.getByTestId('compat-warning');
    await expect(warning).toHaveText('Pixloom may run slowly on this device.', { timeout: 20_000 });
    expect(workers.some((url) => /compat\.worker/.test(url))).toBe(true);
    await expect(page.getByTestId('section-title')).toHaveText('Photo editor');

    await warning.click();
    const dialog = page.getByTestId('compat-result-dialog');
    await expect(dialog).toBeVisible();
    // The renderer was measured on the worker's OffscreenCanvas (SwiftShader in headless Chromium).
    await expect(dialog).toContainText('SwiftShader');
    await expect(dialog.locator('[data-test="hardware_acceleration"]')).toHaveClass(/is-failed/);
    await expect(dialog.getByRole('link', { name: /support/i })).toHaveAttribute('href', /\/contact-support\/form\/\?issue=features-not-accessible/);
  });
});

test.describe('on a phone whose GPU is below the minimum (admin renderer override)', () => {
  test.use({ userAgent: ANDROID_UA });

  test('the create route falls back, the unsupported-device dialog explains, and the result is remembered', async ({ page, context, server }) => {
    await context.addCookies([{ name: 'admin_renderer', value: OLD_MOBILE_GPU, url: server.url }]);
    await page.goto('/create/');
    // No page to go back to: the default route (the dashboard) instead of the editor.
    await expect(page).toHaveURL(/\/dashboard\/$/, { timeout: 20_000 });
    const dialog = page.getByTestId('compat-result-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('[data-message="cannot_run_app"]')).toBeVisible();
    await expect(dialog.locator('[data-test="mobile_gpu"]')).toHaveClass(/is-failed/);
    await expect(dialog).toContainText(OLD_MOBILE_GPU);
    await expect(dialog.getByRole('link', { name: /support/i })).toBeVisible();

    const cookie = (await context.cookies()).find((c) => c.name === 'webgl_compat');
    expect(cookie).toBeDefined();
    const fields = decodeURIComponent(cookie!.value).split('.');
    expect(Number.parseInt(fields[4] ?? '', 36) & 1).toBe(0); // flags: not supported
    expect(fields.slice(9).join('.')).toBe(OLD_MOBILE_GPU);
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);

    // From a page of the app, a create link goes back to where the user was, and the dialog explains why.
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toHaveCount(0);
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Create' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Collage maker' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('compat-result-dialog')).toBeVisible();
  });
});
