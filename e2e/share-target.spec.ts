// The share target (manifest share_target, spec §2.2): an image posted to /share-target/ as the share sheet
// does opens the create route with #use-shared-pwa-image, and the create page shows it.
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { ROOT } from './support/globalSetup';
import { waitForWorkerControl } from './support/pwa';

const IMAGE = join(ROOT, 'public', 'samples', 'horse.png');

/** Posts a file the way the operating system's share sheet does: a multipart form navigation. */
async function shareImage(page: Page, file: string): Promise<void> {
  await page.evaluate(() => {
    const form = document.createElement('form');
    form.method = 'post';
    form.enctype = 'multipart/form-data';
    form.action = '/share-target/';
    form.id = 'share-sheet';
    const input = document.createElement('input');
    input.type = 'file';
    input.name = 'image';
    form.append(input);
    document.body.append(form);
  });
  await page.setInputFiles('#share-sheet input[type=file]', file);
  await Promise.all([page.waitForURL(/#use-shared-pwa-image$/), page.evaluate(() => (document.getElementById('share-sheet') as HTMLFormElement).submit())]);
}

test('an image shared to the app opens the create route and is shown there', async ({ page }) => {
  await page.goto('/dashboard/');
  await waitForWorkerControl(page);
  await shareImage(page, IMAGE);
  await expect(page).toHaveURL(/\/create\/#use-shared-pwa-image$/);
  const image = page.getByTestId('shared-image');
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('alt', 'horse.png');
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // It stays until the editor takes it or the user removes it: a reload still shows it.
  await page.reload();
  await expect(page.getByTestId('shared-image')).toBeVisible();
  await page.getByTestId('shared-image-card').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByTestId('shared-image')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('shared-image-missing')).toBeVisible();
});

test.describe('before the service worker is there', () => {
  test.use({ serviceWorkers: 'block' });

  test('a share that reaches the server asks to share again', async ({ page }) => {
    await page.goto('/create/');
    await shareImage(page, IMAGE);
    await expect(page).toHaveURL(/\/create\/\?share_error=no_worker#use-shared-pwa-image$/);
    await expect(page.getByTestId('shared-image-error')).toContainText('Please share it again');
  });
});
