// My Account offline (issue 18): a username changed with no network shows at once and waits in the one
// outbox; when another user took the name meanwhile, the server's refusal shows in the sync panel with its
// reason, the old name comes back and the change may be made again.
import { test, expect } from './support/fixtures';
import { csrfToken, outboxEntries, registerUser, uniqueEmail, waitForWorkerControl } from './support/pwa';

test.use({ serviceWorkers: 'allow' });
test.use({ serverEnv: { CAPTCHA: 'off' } });

test('a username changed offline shows at once; refused because the name was taken meanwhile, the old name comes back and the sync panel says why', async ({ page, context, browser }) => {
  await page.goto('/create/');
  await registerUser(page, uniqueEmail('offline-username'));
  await page.goto('/my-account/');
  // Offline, the app's code comes from the service worker.
  await waitForWorkerControl(page);
  const profileName = page.getByTestId('profile-username');
  await expect(page.getByTestId('change-username')).toBeVisible();
  // The row as it reads before the change (its label, the name, the Change button).
  const before = (await profileName.textContent()) ?? '';
  expect(before).toContain('offline-username-');
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-state', 'saved');

  const wanted = `Lighthouse_${Date.now().toString(36)}`;
  await context.setOffline(true);
  await page.getByTestId('change-username').click();
  const modal = page.getByTestId('change-username-modal');
  await modal.getByLabel('New username').fill(wanted);
  await modal.getByTestId('form-modal-submit').click();
  await expect(modal.getByTestId('form-modal-confirmation')).toHaveText(`Your username is now ${wanted} on this device. It will be saved when you are back online.`);
  await modal.getByRole('button', { name: 'OK' }).click();
  await expect(profileName).toContainText(wanted);
  await expect(page.getByTestId('change-username')).toHaveCount(0);
  await expect(page.getByTestId('sync-status')).toHaveText('1 change waiting to sync');
  expect((await outboxEntries(page)).map((e) => e.call)).toEqual(['auth/update-username']);

  // Meanwhile, on another device, another user takes the name.
  const origin = new URL(page.url()).origin;
  const other = await browser.newContext({ baseURL: origin });
  const otherPage = await other.newPage();
  await otherPage.goto('/create/');
  await registerUser(otherPage, uniqueEmail('offline-username-other'));
  const taken = await otherPage.request.post('/api/auth/update-username/', { headers: { 'x-csrf-token': await csrfToken(other) }, form: { newName: wanted } });
  expect(taken.ok(), await taken.text()).toBe(true);
  await other.close();

  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-state', 'attention', { timeout: 20_000 });
  await expect(profileName).toHaveText(before);
  await expect(page.getByTestId('change-username')).toBeVisible();
  await page.getByTestId('sync-status').click();
  const issue = page.getByTestId('sync-issue');
  await expect(issue).toHaveAttribute('data-kind', 'refused');
  await expect(issue).toContainText(`Change your username to “${wanted}”`);
  await expect(issue).toContainText('This username is already taken. Please choose another one.');
});
