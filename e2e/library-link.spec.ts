// "Import from a link" in the image library (issue 19): the server's image proxy fetches the image, it is
// saved to the user's photos and opens in the editor; a link to a local address is refused with its message.
// The server lets `localhost` through (IMAGE_PROXY_ALLOW_HOSTS, read only with APP_ENV=test) so the app's
// own sample image can stand for a public one; 127.0.0.1, the same server, stays refused.
import { join } from 'node:path';
import sharp from 'sharp';
import { test, expect } from './support/fixtures';
import { deviceCheckedBefore } from './support/device';
import { registerUser, uniqueEmail } from './support/pwa';
import { ROOT } from './support/globalSetup';
import type {} from '../src/features/editor/shell/testHook';

test.use({ serverEnv: { CAPTCHA: 'off', IMAGE_PROXY_ALLOW_HOSTS: 'localhost' } });

test('a public image imported by its link opens in the editor; a local address is refused', async ({ page, server }) => {
  test.setTimeout(120_000);
  await page.goto('/dashboard/');
  await deviceCheckedBefore(page);
  await registerUser(page, uniqueEmail('link'));
  await page.goto('/dashboard/');

  await page.getByTestId('side-menu').getByTestId('open-library').click();
  const library = page.getByTestId('image-library');
  await expect(library).toBeVisible();
  await library.getByTestId('library-link-open').click();
  const url = library.getByTestId('library-link-url');

  await url.fill(`http://127.0.0.1:${server.port}/img/samples/coffee.png`);
  await library.getByTestId('library-link-submit').click();
  await expect(library.getByTestId('library-link-error')).toHaveText('This link points to a private or local network address. Only public images can be imported.');

  await url.fill(`http://localhost:${server.port}/img/samples/coffee.png`);
  await library.getByTestId('library-link-submit').click();
  await expect(library).toBeHidden({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/create\/\?project=[0-9a-f-]{36}$/, { timeout: 45_000 });
  const { width, height } = await sharp(join(ROOT, 'public', 'samples', 'coffee.png')).metadata();
  await expect.poll(() => page.evaluate(() => window.__pixloomEditor?.document()?.canvas ?? null), { timeout: 45_000 }).toMatchObject({ width, height });
});
