// The share target (manifest share_target, spec §2.2): an image posted to /share-target/ as the share sheet
// does opens the create route with #use-shared-pwa-image, and the photo editor opens it.
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { ROOT } from './support/globalSetup';
import { waitForWorkerControl } from './support/pwa';
import { deviceCheckedBefore } from './support/device';
// The editor's test hook (window.__pixloomEditor, in the test build only).
import type {} from '../src/features/editor/shell/testHook';

// This file's tests use the service worker (offline, its caches or its queue): not blocked here (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

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

test('an image shared to the app opens the create route and the photo editor opens it', async ({ page }) => {
  await page.goto('/dashboard/');
  await deviceCheckedBefore(page);
  await waitForWorkerControl(page);
  await shareImage(page, IMAGE);
  // The editor takes the queued image: it opens as a project, and the address names that project.
  await expect(page).toHaveURL(/\/create\/\?project=[0-9a-f-]{36}$/, { timeout: 45_000 });
  await expect(page.getByTestId('editor-empty')).toBeHidden();
  await expect.poll(() => page.evaluate(() => window.__pixloomEditor?.document()?.layers[0])).toMatchObject({ kind: 'image', width: 400, height: 328 });

  // Taken means gone from the device's share queue: the share address finds nothing any more.
  await page.goto('/create/#use-shared-pwa-image');
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
