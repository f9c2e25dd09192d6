// The social-network albums import end to end (issue 19 "Imports in the image library"): a user connects
// Facebook in the 750×600 popup (the fake authorization server approves), sees their albums from the fake
// Graph API, opens one, loads its next page through the "more photos" call, imports a photo into the photo
// editor, sees a declined photo permission as a clear message with Try again, and disconnects. The fakes run
// inside the Playwright worker; the app server is started first, pointed at their ports, and they then start
// on those ports knowing the app's callback URL.
import type { Page } from '@playwright/test';
import type {} from '../src/features/editor/shell/testHook';
import { test as base, expect } from './support/fixtures';
import { freePort } from './support/server';
import { deviceCheckedBefore } from './support/device';
import { registerUser, uniqueEmail } from './support/pwa';
import { startFakeOAuth, type FakeOAuthServer } from '../tests/support/oauthServer';
import { startFacebookGraph, GRAPH_VERSION, type RunningFacebookGraph } from '../tests/support/facebookGraph';

const OPEN_TIMEOUT = 45_000;
const CLIENT = { client_id: 'pixloom-facebook-e2e', client_secret: 'facebook-e2e-secret' } as const;

interface Ports {
  oauth: number;
  graph: number;
}

interface Fakes {
  oauth: FakeOAuthServer;
  graph: RunningFacebookGraph;
  /** The fake accounts whose tokens the Graph API has seen. */
  accounts: Set<string>;
}

function importEnv(ports: Ports): Record<string, string> {
  const oauth = `http://127.0.0.1:${ports.oauth}`;
  return {
    CAPTCHA: 'off',
    IMPORT_FACEBOOK_CLIENT_ID: CLIENT.client_id,
    IMPORT_FACEBOOK_CLIENT_SECRET: CLIENT.client_secret,
    IMPORT_FACEBOOK_AUTH_URL: `${oauth}/authorize`,
    IMPORT_FACEBOOK_TOKEN_URL: `${oauth}/token`,
    IMPORT_FACEBOOK_GRAPH_API: `http://127.0.0.1:${ports.graph}/${GRAPH_VERSION}`,
  };
}

const test = base.extend<object, { ports: Ports; fakes: Fakes }>({
  ports: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => use({ oauth: await freePort(), graph: await freePort() }),
    { scope: 'worker' },
  ],
  serverEnv: async ({ ports }, use) => use(importEnv(ports)),
  fakes: [
    async ({ ports, servers }, use) => {
      const server = await servers.get(importEnv(ports));
      const oauth = await startFakeOAuth({ port: ports.oauth, clients: [{ ...CLIENT, redirect_uris: [`${server.url}/imports/facebook/callback`] }] });
      const accounts = new Set<string>();
      const graph = await startFacebookGraph({
        port: ports.graph,
        tokenOwner: (token) => {
          const account = oauth.verify(`Bearer ${token}`)?.id ?? null;
          if (account) accounts.add(account);
          return account;
        },
      });
      await use({ oauth, graph, accounts });
      await graph.close();
      await oauth.close();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});

async function openSocialTab(page: Page) {
  await page.getByTestId('side-menu').getByTestId('open-library').click();
  const library = page.getByTestId('image-library');
  await expect(library).toBeVisible();
  // The tab is offered: the server has Facebook configured.
  await library.getByTestId('library-tab-social').click();
  return { library, section: library.getByTestId('social') };
}

test.describe('importing from social-network albums', () => {
  test('connects, opens an album, pages, imports a photo into the editor, shows a declined permission and disconnects', async ({ page, fakes }) => {
    test.setTimeout(180_000);
    await page.goto('/dashboard/');
    await deviceCheckedBefore(page);
    await registerUser(page, uniqueEmail('social'));
    await page.goto('/dashboard/');

    let { library, section } = await openSocialTab(page);
    await expect(section.getByTestId('social-connect')).toContainText('Connect your Facebook account');

    // Connect: the authorization popup (750×600) comes back to the app's callback page, which closes itself.
    const authPopup = page.waitForEvent('popup');
    await section.getByTestId('social-connect-button').click();
    const auth = await authPopup;
    await auth.waitForEvent('close');

    // The albums, as the Graph API has them.
    const albums = section.getByTestId('social-album');
    await expect(albums).toHaveText(fakes.graph.albums.map((a) => a.name));

    // An album of 130 photos: the first 100, then the rest through "More photos".
    const holidays = fakes.graph.albums.find((a) => a.name === 'Holidays')!;
    await albums.filter({ hasText: 'Holidays' }).click();
    const images = section.getByTestId('social-image');
    await expect(images).toHaveCount(100);
    await expect(section.getByTestId('social-count')).toHaveText('Holidays · Photos: 100');
    await expect(images.first().locator('img')).toHaveJSProperty('complete', true);
    expect(await images.first().locator('img').evaluate((img: HTMLImageElement) => img.naturalHeight)).toBeGreaterThan(0);
    await section.getByTestId('social-more').click();
    await expect(images).toHaveCount(130);
    await expect(section.getByTestId('social-more')).toHaveCount(0);
    await expect(images.last()).toHaveAttribute('data-image-id', `facebook_${holidays.photos[129]!.id}`);

    // Picking one closes the library and opens it in the photo editor; the server downloads the largest rendition.
    const first = holidays.photos[0]!;
    await images.first().getByRole('button', { name: 'Use photo 1 of Holidays' }).click();
    await expect(library).toHaveCount(0);
    await expect(page).toHaveURL(/\/create\/\?photo=%2Fimg%2Fimports%2Fsocial%2F/);
    await expect.poll(() => fakes.graph.requests.some((r) => r.path === `/cdn/${first.file}?w=${first.width}&oh=${first.id}`)).toBe(true);
    await expect(page).toHaveURL(/\?project=[0-9a-f-]{36}$/, { timeout: OPEN_TIMEOUT });
    await expect
      .poll(() => page.evaluate(() => window.__pixloomEditor?.document()?.canvas ?? null), { timeout: OPEN_TIMEOUT })
      .toMatchObject({ width: first.width, height: first.height });

    // The user took the photo permission back: a clear message with Try again, which works once it is granted.
    for (const account of fakes.accounts) fakes.graph.declined.set(account, new Set(['user_photos']));
    await page.goto('/dashboard/');
    ({ library, section } = await openSocialTab(page));
    await expect(section.getByTestId('social-error')).toContainText('You did not allow Pixloom to see your Facebook photos');
    for (const account of fakes.accounts) fakes.graph.declined.delete(account);
    await section.getByRole('button', { name: 'Try again' }).click();
    await expect(albums).toHaveCount(fakes.graph.albums.length);

    // Disconnecting shows the connect state, and the connection is gone on the server too.
    await section.getByTestId('social-disconnect').click();
    await expect(section.getByTestId('social-connect')).toBeVisible();
    await expect(albums).toHaveCount(0);
    await page.goto('/dashboard/');
    ({ section } = await openSocialTab(page));
    await expect(section.getByTestId('social-connect')).toContainText('Connect your Facebook account');
  });
});
