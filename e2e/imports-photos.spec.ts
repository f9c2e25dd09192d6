// The photo-service import end to end (issue 19 "Imports in the image library"): a user connects Google
// Photos in the 750×600 popup (the fake authorization server approves), chooses photos in the fake Google
// Photos Picker's window, browses them 45 a page, imports one into the photo editor, finds the selection
// remembered, and disconnects. The fakes run inside the Playwright worker; the app server is started first,
// pointed at their ports, and they then start on those ports knowing the app's callback URL.
import type { Page } from '@playwright/test';
import type {} from '../src/features/editor/shell/testHook';
import { test as base, expect } from './support/fixtures';
import { freePort } from './support/server';
import { deviceCheckedBefore } from './support/device';
import { registerUser, uniqueEmail } from './support/pwa';
import { startFakeOAuth, type FakeOAuthServer } from '../tests/support/oauthServer';
import { startGooglePhotosPicker, type RunningPhotosPicker } from '../tests/support/googlePhotosPicker';

const OPEN_TIMEOUT = 45_000;
const CLIENT = { client_id: 'pixloom-photos-e2e', client_secret: 'photos-e2e-secret' } as const;

interface Ports {
  oauth: number;
  photos: number;
}

interface Fakes {
  oauth: FakeOAuthServer;
  photos: RunningPhotosPicker;
}

function importEnv(ports: Ports): Record<string, string> {
  const oauth = `http://127.0.0.1:${ports.oauth}`;
  return {
    CAPTCHA: 'off',
    IMPORT_GOOGLE_CLIENT_ID: CLIENT.client_id,
    IMPORT_GOOGLE_CLIENT_SECRET: CLIENT.client_secret,
    IMPORT_GOOGLE_AUTH_URL: `${oauth}/authorize`,
    IMPORT_GOOGLE_TOKEN_URL: `${oauth}/token`,
    IMPORT_GOOGLE_REVOKE_URL: `${oauth}/revoke`,
    IMPORT_GOOGLE_PHOTOS_API: `http://127.0.0.1:${ports.photos}/v1`,
  };
}

const test = base.extend<object, { ports: Ports; fakes: Fakes }>({
  ports: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => use({ oauth: await freePort(), photos: await freePort() }),
    { scope: 'worker' },
  ],
  serverEnv: async ({ ports }, use) => use(importEnv(ports)),
  fakes: [
    async ({ ports, servers }, use) => {
      const server = await servers.get(importEnv(ports));
      const oauth = await startFakeOAuth({ port: ports.oauth, clients: [{ ...CLIENT, redirect_uris: [`${server.url}/imports/photos/callback`] }] });
      const photos = await startGooglePhotosPicker({ port: ports.photos, photoCount: 60, tokenOwner: (token) => oauth.verify(`Bearer ${token}`)?.id ?? null });
      await use({ oauth, photos });
      await photos.close();
      await oauth.close();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});

async function openLibrary(page: Page) {
  await page.getByTestId('side-menu').getByTestId('open-library').click();
  const library = page.getByTestId('image-library');
  await expect(library).toBeVisible();
  return library;
}

test.describe('importing from the photo service', () => {
  test('connects, chooses photos in the picker, browses, imports one into the editor and disconnects', async ({ page, fakes }) => {
    test.setTimeout(180_000);
    await page.goto('/dashboard/');
    await deviceCheckedBefore(page);
    await registerUser(page, uniqueEmail('photos'));
    await page.goto('/dashboard/');

    let library = await openLibrary(page);
    // The tab is offered: the server has the provider configured.
    await library.getByTestId('library-tab-photo_service').click();
    const section = library.getByTestId('photo-service');
    await expect(section.getByTestId('photo-service-connect')).toContainText('Connect your Google Photos account');

    // Connect: the authorization popup (750×600) comes back to the app's callback page, which closes itself.
    const authPopup = page.waitForEvent('popup');
    await section.getByTestId('photo-service-connect-button').click();
    const auth = await authPopup;
    await auth.waitForEvent('close');
    await expect(section.getByTestId('photo-service-choose-empty')).toBeVisible();

    // Choose in Google's picker window: everything, then Done (the picker closes itself).
    const pickerPopup = page.waitForEvent('popup');
    await section.getByTestId('photo-service-choose').click();
    const picker = await pickerPopup;
    await expect(section.getByTestId('photo-service-picking')).toBeVisible();
    await picker.waitForURL(/\/picker\/[0-9a-f]+\/autoclose$/);
    await picker.locator('input[type=checkbox]').first().waitFor();
    await picker.evaluate(() => document.querySelectorAll<HTMLInputElement>('input[type=checkbox]').forEach((box) => (box.checked = true)));
    await picker.getByRole('button', { name: 'Done' }).click();

    // The picked photos, 45 a page; scrolling near the bottom brings the rest.
    const images = section.getByTestId('photo-service-image');
    await expect(images).toHaveCount(45);
    await expect(section.getByTestId('photo-service-count')).toHaveText('Photos chosen: 45');
    await expect(images.first().locator('img')).toHaveJSProperty('complete', true);
    expect(await images.first().locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await section.locator('.px-lib-section__scroll').evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await expect(images).toHaveCount(60);

    // Picking one closes the library and opens it in the photo editor; the server downloads the original.
    const first = fakes.photos.library[0]!;
    await images.first().getByRole('button', { name: `Use ${first.filename}` }).click();
    await expect(library).toHaveCount(0);
    await expect(page).toHaveURL(/\/create\/\?photo=%2Fimg%2Fimports%2Fgoogle-photos%2F/);
    await expect.poll(() => fakes.photos.requests.some((r) => r.path === `/lh3/${first.id}=d`)).toBe(true);
    await expect(page).toHaveURL(/\?project=[0-9a-f-]{36}$/, { timeout: OPEN_TIMEOUT });
    await expect
      .poll(() => page.evaluate(() => window.__pixloomEditor?.document()?.canvas ?? null), { timeout: OPEN_TIMEOUT })
      .toMatchObject({ width: first.width, height: first.height });

    // Back on the dashboard the selection is remembered for this session; disconnecting shows the connect state.
    await page.goto('/dashboard/');
    library = await openLibrary(page);
    await library.getByTestId('library-tab-photo_service').click();
    await expect(images).toHaveCount(45);
    await section.getByTestId('photo-service-disconnect').click();
    await expect(section.getByTestId('photo-service-connect')).toBeVisible();
    await expect(images).toHaveCount(0);
    expect(fakes.oauth.counts.revocations).toBeGreaterThan(0);
  });
});
