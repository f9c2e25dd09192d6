// Photos end to end, against the real server (storage on disk, sharp, mails as files): upload to My Photos
// with progress (file picker and drop), private first, public only after the email is verified, then in
// Explore, in the user's gallery, in the photo modal at its address, found by its title; renamed with a
// #tag, deleted, and gone everywhere. Also: visitors sent to sign in, the error state with try-again.
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { linkOf, mailCount, waitForMail } from './support/mail';
import { csrfToken, registerUser, uniqueEmail, waitForWorkerControl } from './support/pwa';

// This file's tests use the service worker (offline, its caches or its queue): not blocked here (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

test.use({ serverEnv: { CAPTCHA: 'off' } });

/** A photo-like JPEG: noise does not compress, so the file is large enough for the upload to take a while. */
async function noisyJpeg(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 95 }).toBuffer();
}

async function plainPng(color: string): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 200, channels: 3, background: color } }).png().toBuffer();
}

/** Drops files on My Photos the way a browser does (dragenter, dragover, drop with a DataTransfer). */
async function dropFiles(page: Page, files: { name: string; type: string; data: Buffer }[]): Promise<void> {
  const payload = files.map((f) => ({ name: f.name, type: f.type, b64: f.data.toString('base64') }));
  await page.evaluate((list) => {
    const transfer = new DataTransfer();
    for (const f of list) transfer.items.add(new File([Uint8Array.from(atob(f.b64), (c) => c.charCodeAt(0))], f.name, { type: f.type }));
    const zone = document.querySelector('[data-testid="photo-drop-zone"]');
    if (!zone) throw new Error('no drop zone');
    for (const type of ['dragenter', 'dragover', 'drop']) zone.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: transfer }));
  }, payload);
}

function tile(page: Page, id: string) {
  return page.locator(`[data-testid="photo-tile"][data-photo-id="${id}"]`);
}

async function openTileMenu(page: Page, id: string, item: string): Promise<void> {
  await tile(page, id).getByTestId('photo-actions').click();
  await page.getByRole('menuitem', { name: item }).click();
}

test.describe('photos', () => {
  test('upload, verify to publish, find everywhere, rename with a #tag, delete', async ({ page, server }) => {
    test.setTimeout(180_000);
    const email = uniqueEmail('photos');
    await page.goto('/');
    await registerUser(page, email);

    // Upload through the file picker, with a progress bar (the upload is slowed to a real network's pace).
    await page.goto('/myphotos/');
    await expect(page.getByTestId('gallery-empty')).toContainText('You have no photos yet.');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 400 * 1024 });
    const big = await noisyJpeg(900, 700);
    expect(big.length).toBeGreaterThan(400 * 1024);
    await page.getByTestId('photo-file-input').setInputFiles({ name: 'Harbor lights at dusk.jpg', mimeType: 'image/jpeg', buffer: big });
    const entry = page.getByTestId('upload-entry').filter({ hasText: 'Harbor lights at dusk.jpg' });
    const bar = entry.getByRole('progressbar', { name: 'Uploading Harbor lights at dusk.jpg' });
    await expect(bar).toBeVisible();
    await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 20_000 }).toBeGreaterThan(0);
    await expect(entry).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
    await expect(entry).toContainText('Uploaded');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

    const harbor = page.getByTestId('photo-tile').filter({ has: page.getByRole('link', { name: 'Harbor lights at dusk' }) });
    await expect(harbor).toHaveCount(1);
    const id = (await harbor.getAttribute('data-photo-id')) ?? '';
    expect(id).toMatch(/^pixloom_photo_\d+$/);
    await expect(harbor.getByTestId('photo-visibility')).toHaveText('Private');

    // Several files dropped at once: each gets its own row; a text file and a fake JPEG fail with their reason.
    await dropFiles(page, [
      { name: 'Blue wall.png', type: 'image/png', data: await plainPng('#2255cc') },
      { name: 'Green wall.png', type: 'image/png', data: await plainPng('#22aa55') },
      { name: 'notes.txt', type: 'text/plain', data: Buffer.from('not an image') },
      { name: 'broken.jpg', type: 'image/jpeg', data: Buffer.from('this is not a jpeg at all') },
    ]);
    const rows = page.getByTestId('upload-entry');
    await expect(rows).toHaveCount(5);
    await expect(rows.filter({ hasText: 'Blue wall.png' })).toHaveAttribute('data-status', 'done');
    await expect(rows.filter({ hasText: 'Green wall.png' })).toHaveAttribute('data-status', 'done');
    await expect(rows.filter({ hasText: 'notes.txt' })).toContainText('This file type is not supported');
    await expect(rows.filter({ hasText: 'broken.jpg' })).toContainText('This file is not an image that can be opened.');
    await expect(page.getByTestId('photo-tile')).toHaveCount(3);

    // Private, not public.
    await page.getByTestId('filter-private').click();
    await expect(page).toHaveURL(/\/myphotos\/private\/$/);
    await expect(tile(page, id)).toBeVisible();
    await page.getByTestId('filter-public').click();
    await expect(page.getByTestId('gallery-empty')).toContainText('You have no public photos.');

    // Unverified: making it public asks to send the verification mail first, and the photo stays private.
    await page.getByTestId('filter-all').click();
    const mailsBefore = mailCount(server.dataDir, email, 'verify_email');
    await openTileMenu(page, id, 'Make public');
    const ask = page.getByTestId('dialog');
    await expect(ask).toContainText('To make photos public, verify your email address first.');
    await ask.getByRole('button', { name: 'Send email' }).click();
    await expect(page.getByTestId('dialog')).toContainText(`We sent a verification email to ${email}.`);
    await page.getByTestId('dialog').getByRole('button', { name: 'OK' }).click();
    await expect(tile(page, id).getByTestId('photo-visibility')).toHaveText('Private');
    const mail = await waitForMail(server.dataDir, email, 'verify_email', mailsBefore);

    // The mail's link verifies the address (the account page), then the photo can go public.
    await page.goto(linkOf(mail));
    await expect(page.getByText('Your email address is verified. Thank you!')).toBeVisible();
    await page.goto('/myphotos/private/');
    await openTileMenu(page, id, 'Make public');
    await expect(page.getByText('The photo is public now')).toBeVisible();
    // In the private filter, the photo leaves the list after the toggle.
    await expect(tile(page, id)).toHaveCount(0);
    await page.getByTestId('filter-public').click();
    await expect(tile(page, id).getByTestId('photo-visibility')).toHaveText('Public');

    // Explore shows it; it opens in the photo modal at its address; closing returns to the list.
    await page.goto('/explore/');
    await tile(page, id).getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/explore/gallery/${id}/$`));
    const modal = page.getByTestId('photo-modal');
    await expect(modal.getByRole('heading', { name: 'Harbor lights at dusk' })).toBeVisible();
    await expect(modal.getByTestId('photo-modal-image')).toBeVisible();
    const nick = (await modal.getByTestId('photo-modal-nick').textContent()) ?? '';
    expect(nick).not.toBe('');
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/explore\/$/);
    await expect(modal).toHaveCount(0);
    await expect(tile(page, id)).toBeVisible();

    // The address alone opens it too.
    await page.goto(`/explore/gallery/${id}/`);
    await expect(page.getByTestId('photo-modal').getByRole('heading', { name: 'Harbor lights at dusk' })).toBeVisible();

    // The user's public gallery, with the username in the header.
    await page.goto(`/gallery/${nick}/`);
    await expect(page.getByTestId('gallery-nick')).toHaveText(nick);
    await expect(tile(page, id)).toBeVisible();
    await expect(page.getByTestId('photo-tile')).toHaveCount(1);

    // Found by a word of its title; the keyword lives in the address; an unknown word finds nothing.
    await page.goto('/explore/');
    await page.getByTestId('explore-search').fill('  harbor  ');
    await page.getByTestId('explore-search').press('Enter');
    await expect(page).toHaveURL(/\/explore\/photos\/harbor\/$/);
    await expect(tile(page, id)).toBeVisible();
    await page.getByTestId('explore-search').fill('zebracorn');
    await page.getByTestId('explore-search').press('Enter');
    await expect(page.getByTestId('gallery-empty')).toHaveText('No results for “zebracorn”. Try another word.');

    // Renamed with a #tag: the tag is derived from the title and finds the photo.
    await page.goto('/myphotos/');
    await openTileMenu(page, id, 'Rename');
    const form = page.getByTestId('rename-dialog');
    await form.getByLabel('Title').fill('');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByRole('alert')).toHaveText('A title has 1 to 100 characters.');
    await form.getByLabel('Title').fill('Golden hour #seaside');
    await expect(form).toContainText('Tags: #seaside');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toHaveCount(0);
    await expect(tile(page, id).getByRole('link')).toHaveAccessibleName('Golden hour #seaside');
    await page.goto('/explore/photos/seaside/');
    await tile(page, id).getByRole('link').click();
    await expect(page.getByTestId('photo-modal').getByRole('link', { name: '#seaside' })).toBeVisible();

    // Deleted after a confirmation, and gone everywhere.
    await page.goto('/myphotos/');
    await openTileMenu(page, id, 'Delete');
    const confirm = page.getByTestId('dialog');
    await expect(confirm).toContainText('Delete “Golden hour #seaside”?');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(tile(page, id)).toHaveCount(0);
    await expect(page.getByTestId('photo-tile')).toHaveCount(2);
    await page.goto('/explore/photos/seaside/');
    await expect(page.getByTestId('gallery-empty')).toContainText('No results for “seaside”');
    await page.goto('/explore/');
    await expect(page.getByTestId('photo-grid').or(page.getByTestId('gallery-empty'))).toBeVisible();
    await expect(tile(page, id)).toHaveCount(0);
    await page.goto(`/gallery/${nick}/`);
    await expect(page.getByTestId('gallery-empty')).toHaveText(`${nick} has not shared any photos yet.`);
    await page.goto(`/explore/gallery/${id}/`);
    await expect(page.getByTestId('photo-modal-error')).toHaveText('This photo does not exist or is no longer available.');
  });

  test('a gallery offers more when a page came back with 100 photos', async ({ page, server }) => {
    test.setTimeout(180_000);
    const email = uniqueEmail('many');
    await page.goto('/');
    await registerUser(page, email);
    await page.goto(linkOf(await waitForMail(server.dataDir, email, 'verify_email')));
    await expect(page.getByText('Your email address is verified. Thank you!')).toBeVisible();

    // 101 public photos, sent the way the app sends them: ticket, storage POST, photo/add, then public.
    const headers = { 'x-csrf-token': await csrfToken(page.context()) };
    const png = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#884422' } }).png().toBuffer();
    let nick = '';
    for (let i = 0; i < 101; i++) {
      const ticket = await page.request.post('/api/direct-upload/', { headers, form: { bucket: 'photos', content_type: 'image/png', filename: `Brick ${i}.png` } });
      const { url, inputs, key } = ((await ticket.json()) as { data: { url: string; inputs: Record<string, string>; key: string } }).data;
      expect((await page.request.post(url, { multipart: { ...inputs, file: { name: `Brick ${i}.png`, mimeType: 'image/png', buffer: png } } })).status()).toBe(201);
      const added = (await (await page.request.post('/api/photo/add/', { headers, form: { key } })).json()) as { data: { id: string; key: string; nick: string } };
      nick = added.data.nick;
      const shared = await page.request.post('/api/photo/update-image-info/', { headers, form: { imgId: `${added.data.id}-${added.data.key}`, isPublic: '1' } });
      expect(shared.ok(), await shared.text()).toBe(true);
    }

    await page.goto(`/gallery/${nick}/`);
    await expect(page.getByTestId('photo-tile')).toHaveCount(100);
    await page.getByTestId('load-more').click();
    await expect(page.getByTestId('photo-tile')).toHaveCount(101);
    // The second page came back short: nothing more to load.
    await expect(page.getByTestId('load-more')).toHaveCount(0);
  });

  test('Explore comes by GET with an ETag; a page a visitor has seen opens offline', async ({ page, context, browser, server }) => {
    // A public photo with a word of its own, shared by a user in a browser of their own.
    const word = `lantern${Date.now().toString(36)}`;
    const owner = await browser.newContext({ baseURL: server.url, serviceWorkers: 'block' });
    try {
      const ownerPage = await owner.newPage();
      const email = uniqueEmail('explore-offline');
      await ownerPage.goto('/');
      await registerUser(ownerPage, email);
      await ownerPage.goto(linkOf(await waitForMail(server.dataDir, email, 'verify_email')));
      await expect(ownerPage.getByText('Your email address is verified. Thank you!')).toBeVisible();
      const headers = { 'x-csrf-token': await csrfToken(owner) };
      const ticket = await ownerPage.request.post('/api/direct-upload/', { headers, form: { bucket: 'photos', content_type: 'image/png', filename: 'lantern.png' } });
      const { url, inputs, key } = ((await ticket.json()) as { data: { url: string; inputs: Record<string, string>; key: string } }).data;
      expect((await ownerPage.request.post(url, { multipart: { ...inputs, file: { name: 'lantern.png', mimeType: 'image/png', buffer: await plainPng('#c08020') } } })).status()).toBe(201);
      const added = (await (await ownerPage.request.post('/api/photo/add/', { headers, form: { key, title: `Paper ${word}` } })).json()) as { data: { id: string; key: string } };
      const shared = await ownerPage.request.post('/api/photo/update-image-info/', { headers, form: { imgId: `${added.data.id}-${added.data.key}`, isPublic: '1' } });
      expect(shared.ok(), await shared.text()).toBe(true);
    } finally {
      await owner.close();
    }

    // A visitor opens the search; once the worker controls the page, the page comes through it.
    await page.goto(`/explore/photos/${word}/`);
    await waitForWorkerControl(page);
    const answer = page.waitForResponse((r) => r.url().includes(`/api/get/photo/explore/?start=0&end=100&keyword=${word}`));
    await page.reload();
    const response = await answer;
    expect(response.request().method()).toBe('GET');
    expect(response.headers()['etag']).toMatch(/^W\/"[\w-]+"$/);
    expect(response.headers()['cache-control']).toMatch(/^public, max-age=\d+$/);
    const tiles = page.getByTestId('photo-tile');
    await expect(tiles).toHaveCount(1);
    await expect(tiles.getByRole('link')).toHaveAccessibleName(`Paper ${word}`);

    // Offline, the same page opens from the worker's copy.
    await context.setOffline(true);
    await page.reload();
    await expect(tiles).toHaveCount(1);
    await expect(tiles.getByRole('link')).toHaveAccessibleName(`Paper ${word}`);
    await expect(page.getByTestId('gallery-error')).toHaveCount(0);
    await context.setOffline(false);
  });

  test('My Photos sends a visitor to sign in, with the address to come back to', async ({ page }) => {
    await page.goto('/myphotos/public/');
    await expect(page).toHaveURL(/\/sign-in\/\?next=%2Fmyphotos%2Fpublic%2F$/);
  });

  test('a gallery that fails to load says so and tries again; an unknown user is the 404 page', async ({ page, context }) => {
    let fail = true;
    // On the context: once the service worker controls the page, Explore's GET reaches the network from it.
    await context.route('**/api/get/photo/explore/**', (route) => (fail ? route.abort('connectionreset') : route.continue()));
    await page.goto('/explore/');
    const error = page.getByTestId('gallery-error');
    await expect(error).toContainText('The photos could not be loaded.');
    fail = false;
    await error.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('photo-grid').or(page.getByTestId('gallery-empty'))).toBeVisible();
    await expect(error).toHaveCount(0);

    const response = page.waitForResponse((r) => r.url().endsWith('/404/'));
    await page.goto('/gallery/no-such-user-anywhere/');
    expect((await response).status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});
