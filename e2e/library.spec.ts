// The image library end to end: the signed-in user's photos in pages of 50 that page in on scroll, an
// upload into the library, picking an image (it opens in the editor), the sign-in prompt for visitors, and
// opening offline from the pages kept in Dexie (after a reload served by the service worker).
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { deviceCheckedBefore } from './support/device';
import { csrfToken, registerUser, uniqueEmail, waitForWorkerControl } from './support/pwa';

// This file's tests use the service worker (offline, its caches or its queue): not blocked here (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

test.use({ serverEnv: { CAPTCHA: 'off' } });

/** Uploads a photo the way the app does: direct-upload ticket, the POST to storage, then photo/add. */
async function uploadThroughApi(page: Page, name: string, data: Buffer): Promise<string> {
  const headers = { 'x-csrf-token': await csrfToken(page.context()) };
  const ticket = await page.request.post('/api/direct-upload/', { headers, form: { bucket: 'photos', content_type: 'image/png', filename: name } });
  expect(ticket.ok(), await ticket.text()).toBe(true);
  const { url, inputs, key } = ((await ticket.json()) as { data: { url: string; inputs: Record<string, string>; key: string } }).data;
  const stored = await page.request.post(url, { multipart: { ...inputs, file: { name, mimeType: 'image/png', buffer: data } } });
  expect(stored.status(), await stored.text()).toBe(201);
  const added = await page.request.post('/api/photo/add/', { headers, form: { key } });
  expect(added.ok(), await added.text()).toBe(true);
  return ((await added.json()) as { data: { id: string } }).data.id;
}

function swatch(i: number): Promise<Buffer> {
  const width = 160 + (i % 5) * 60;
  return sharp({ create: { width, height: 180, channels: 3, background: { r: (i * 37) % 256, g: (i * 91) % 256, b: (i * 53) % 256 } } }).png().toBuffer();
}

async function openLibrary(page: Page): Promise<ReturnType<Page['getByTestId']>> {
  await page.getByTestId('side-menu').getByTestId('open-library').click();
  const library = page.getByTestId('image-library');
  await expect(library).toBeVisible();
  return library;
}

test.describe('the image library', () => {
  test('shows the user’s photos, pages in on scroll, takes uploads, and opens offline', async ({ page, context }) => {
    test.setTimeout(180_000);
    await page.goto('/dashboard/');
    await deviceCheckedBefore(page);
    await registerUser(page, uniqueEmail('library'));
    const ids: string[] = [];
    for (let i = 0; i < 62; i++) ids.push(await uploadThroughApi(page, `Swatch ${i}.png`, await swatch(i)));

    await page.goto('/dashboard/');
    await waitForWorkerControl(page);
    let library = await openLibrary(page);
    await expect(library.getByTestId('library-tab-own')).toHaveAttribute('aria-selected', 'true');
    // Only the sections that exist get a tab.
    await expect(library.getByRole('tab')).toHaveCount(1);
    await expect(library.getByTestId('library-count')).toHaveText('Photos: 62');
    const images = library.getByTestId('library-image');
    // The first page of 50, newest first.
    await expect(images).toHaveCount(50);
    await expect(images.first()).toHaveAttribute('data-image-id', ids[61]!);

    // Scrolling near the bottom brings the next page.
    await library.getByTestId('library-scroll').evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await expect(images).toHaveCount(62);
    await expect(images.last()).toHaveAttribute('data-image-id', ids[0]!);

    // An upload into the library comes first.
    await library.getByTestId('photo-file-input').setInputFiles({ name: 'Fresh upload.png', mimeType: 'image/png', buffer: await swatch(99) });
    await expect(library.getByTestId('upload-entry')).toHaveAttribute('data-status', 'done');
    await expect(images).toHaveCount(63);
    await expect(images.first().getByRole('button', { name: 'Use Fresh upload' })).toBeVisible();
    await expect(library.getByTestId('library-count')).toHaveText('Photos: 63');

    // Picking an image closes the library and opens it in the photo editor.
    await images.nth(1).getByRole('button', { name: /^Use / }).click();
    await expect(library).toHaveCount(0);
    await expect(page).toHaveURL(/\/create\/\?photo=%2Fimg%2Fphotos%2F/);

    // Offline: the reloaded dashboard (from the service worker) opens the library from Dexie.
    await page.goto('/dashboard/');
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('dashboard')).toBeVisible();
    library = await openLibrary(page);
    await expect(library.getByTestId('library-offline')).toHaveText('You are offline. These are the photos saved on this device.');
    await expect(images).toHaveCount(63);
    await expect(images.first().getByRole('button', { name: 'Use Fresh upload' })).toBeVisible();
    await library.getByRole('button', { name: 'Close' }).click();
    await expect(library).toHaveCount(0);
    await context.setOffline(false);
  });

  test('asks a visitor to sign in', async ({ page }) => {
    await page.goto('/dashboard/');
    const library = await openLibrary(page);
    await expect(library.getByTestId('library-sign-in')).toContainText('Sign in to use the photos you saved in your designs.');
    await library.getByTestId('library-sign-in').getByRole('button', { name: 'Sign in' }).click();
    await expect(library).toHaveCount(0);
    await expect(page).toHaveURL(/\/sign-in\/\?next=%2Fdashboard%2F$/);
  });

  test('shows a new user that the library is empty', async ({ page }) => {
    await page.goto('/dashboard/');
    await registerUser(page, uniqueEmail('empty-library'));
    await page.reload();
    const library = await openLibrary(page);
    await expect(library.getByTestId('library-empty')).toContainText('No photos yet.');
  });
});
