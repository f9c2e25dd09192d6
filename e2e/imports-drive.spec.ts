// The drive import (issue 19, spec account-content §2, §4 "Image library": drive) with the local fakes of
// Google's authorization server and Drive v3: a user reads the one-time note, connects the drive in the
// 750×600 popup, browses a folder (and "shared with me"), imports a photo into the editor, finds the folder
// remembered, and disconnects (back to the connect state).
import { join } from 'node:path';
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { test, expect } from './support/importFakes';
import { deviceCheckedBefore } from './support/device';
import { registerUser, uniqueEmail } from './support/pwa';
import { ROOT } from './support/globalSetup';
import type {} from '../src/features/editor/shell/testHook';

async function openLibrary(page: Page) {
  await page.getByTestId('side-menu').getByTestId('open-library').click();
  const library = page.getByTestId('image-library');
  await expect(library).toBeVisible();
  return library;
}

test('a user connects the drive, browses a folder, imports a photo into the editor, and disconnects', async ({ page, googleFakes }) => {
  test.setTimeout(180_000);
  await page.goto('/dashboard/');
  await deviceCheckedBefore(page);
  await registerUser(page, uniqueEmail('drive'));
  await page.goto('/dashboard/');

  let library = await openLibrary(page);
  // Offered because the server has the drive's provider configured.
  await library.getByTestId('library-tab-drive').click();
  const drive = library.getByTestId('drive-section');
  await expect(drive.getByTestId('drive-note')).toContainText('Photos from your Google Drive');
  await drive.getByRole('button', { name: 'Continue' }).click();
  await expect(drive.getByTestId('drive-connect-state')).toContainText('Connect your Google Drive');

  // The popup: the server's start page → the provider (approves) → the callback page, which tells the app and closes.
  const popupOpened = page.waitForEvent('popup');
  await drive.getByTestId('drive-connect').click();
  const popup = await popupOpened;
  expect(popup.viewportSize()).toEqual({ width: 750, height: 600 });

  // The root: "Shared with me" first, then the folders; the root's photos below. The popup closed itself
  // (checked after: it may close before a wait for its close event could start).
  const folders = drive.getByTestId('drive-folder');
  await expect(folders).toHaveText(['Shared with me', 'Family', 'Holidays', 'Many'], { timeout: 30_000 });
  await expect.poll(() => popup.isClosed()).toBe(true);
  await expect(drive.getByTestId('drive-image')).toHaveCount(2);

  await folders.filter({ hasText: 'Shared with me' }).click();
  await expect(drive.getByTestId('drive-current-folder')).toHaveText('Shared with me');
  await expect(folders).toHaveText(['Shared album']);
  await expect(drive.getByTestId('drive-image')).toHaveCount(1);
  await drive.getByRole('button', { name: 'My Drive' }).click();

  // Pages of 45: the folder of 50 shows all of them as the user scrolls.
  await folders.filter({ hasText: 'Many' }).click();
  await expect(drive.getByTestId('drive-current-folder')).toHaveText('Many');
  await expect.poll(async () => {
    await drive.getByTestId('drive-scroll').evaluate((el) => el.scrollTo(0, el.scrollHeight));
    return drive.getByTestId('drive-image').count();
  }, { timeout: 30_000 }).toBe(50);
  await drive.getByRole('button', { name: 'My Drive' }).click();

  await folders.filter({ hasText: 'Holidays' }).click();
  await expect(drive.getByTestId('drive-current-folder')).toHaveText('Holidays');
  const coffee = drive.locator(`[data-image-id="drive_${googleFakes.drive.idOf('Coffee in Lisbon.png')}"]`);
  await expect(drive.getByTestId('drive-image')).toHaveCount(3);
  // The thumbnail came through the server (the browser holds no drive token).
  await expect.poll(() => coffee.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await coffee.getByRole('button').click();

  await expect(library).toBeHidden({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/create\/\?project=[0-9a-f-]{36}$/, { timeout: 45_000 });
  const { width, height } = await sharp(join(ROOT, 'public', 'samples', 'coffee.png')).metadata();
  await expect.poll(() => page.evaluate(() => window.__pixloomEditor?.document()?.canvas ?? null), { timeout: 45_000 }).toMatchObject({ width, height });

  // Back in the library: no note again, the folder remembered; then disconnect.
  await page.goto('/dashboard/');
  library = await openLibrary(page);
  await library.getByTestId('library-tab-drive').click();
  await expect(library.getByTestId('drive-current-folder')).toHaveText('Holidays');
  await expect(library.getByTestId('drive-note')).toHaveCount(0);
  const revocations = googleFakes.oauth.counts.revocations;
  await library.getByTestId('drive-disconnect').click();
  await expect(library.getByTestId('drive-connect-state')).toContainText('Connect your Google Drive');
  await expect(library.getByTestId('drive-image')).toHaveCount(0);
  expect(googleFakes.oauth.counts.revocations).toBe(revocations + 1);
});

test('on a phone-sized window the sections and the folders are dropdowns', async ({ page, googleFakes }) => {
  test.setTimeout(150_000);
  await page.goto('/dashboard/');
  await deviceCheckedBefore(page);
  await registerUser(page, uniqueEmail('drivephone'));
  await page.goto('/dashboard/');
  const library = await openLibrary(page);
  await page.setViewportSize({ width: 760, height: 900 });
  await library.getByRole('combobox', { name: 'Image sources' }).selectOption('drive');
  const drive = library.getByTestId('drive-section');
  await drive.getByRole('button', { name: 'Continue' }).click();
  const popupOpened = page.waitForEvent('popup');
  await drive.getByTestId('drive-connect').click();
  const popup = await popupOpened;
  const folders = drive.getByTestId('drive-folder-select');
  await expect(folders.locator('option:not([disabled])')).toHaveText(['Shared with me', 'Family', 'Holidays', 'Many'], { timeout: 30_000 });
  await expect.poll(() => popup.isClosed()).toBe(true);
  await folders.selectOption({ label: 'Family' });
  await expect(drive.getByTestId('drive-current-folder')).toHaveText('Family');
  await expect(drive.getByTestId('drive-image')).toHaveCount(2);
  await expect(folders.locator('option:not([disabled])')).toHaveText(['2024']);
  expect(googleFakes.drive.requests.some((r) => r.startsWith('GET /drive/v3/files'))).toBe(true);
});
