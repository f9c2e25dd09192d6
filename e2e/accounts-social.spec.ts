// Social sign-in (spec shell-auth-platform §2.5, §4.8) with a real OpenID Connect provider run in the test
// worker and configured as the server's Google: the button opens the provider in a 750×600 popup, the user
// signs in there, the server's callback page hands the result back, and the app calls auth/sn-login. The
// first time creates the user; the second time signs the same user in.
import type { Page } from '@playwright/test';
import { test, expect } from './support/oidcProvider';
import { expectSignedInAs, signOutFromMenu } from './support/accountFlows';

/** Plays the user in the provider's popup: its login form (any password) and consent, when it asks. */
async function signInAtProvider(page: Page, accountId: string): Promise<void> {
  const popupOpened = page.waitForEvent('popup');
  await page.getByTestId('auth-provider-google').click();
  const popup = await popupOpened;
  const closed = popup.isClosed() ? Promise.resolve(popup) : popup.waitForEvent('close');
  // The window the app asked for (spec §9: 750 wide, 600 tall).
  expect(popup.viewportSize()).toEqual({ width: 750, height: 600 });
  const login = popup.locator('input[name="login"]');
  const consent = popup.getByRole('button', { name: 'Continue' });
  for (let step = 0; step < 4 && !popup.isClosed(); step++) {
    const next = await Promise.race([
      login.waitFor().then(() => 'login' as const),
      consent.waitFor().then(() => 'consent' as const),
      closed.then(() => 'closed' as const),
    ]).catch(() => 'closed' as const);
    if (next === 'closed') break;
    if (next === 'login') {
      await login.fill(accountId);
      await popup.locator('input[name="password"]').fill('any password');
      await popup.getByRole('button', { name: 'Sign-in' }).click();
    } else {
      await consent.click();
    }
    await popup.waitForLoadState().catch(() => undefined);
  }
  await closed;
}

test.describe('social sign-in with an OpenID Connect provider', () => {
  test('signs a new user in, and the same user the second time', async ({ page, idp, server }) => {
    test.setTimeout(150_000);
    expect(idp.issuer).toContain('127.0.0.1');
    const accountId = `social${Date.now().toString(36)}`;
    const email = `${accountId}@example.com`;
    // The provider's pages load a web font from the internet; the test machine has none. (Set on the
    // context: a popup that the provider sends straight back may close before a route could be set on it.)
    await page.context().route(/fonts\.googleapis\.com/, (route) => route.abort());

    // The button appears because the server has the provider configured; the others do not.
    await page.goto('/sign-in/?next=/my-account/');
    await expect(page.getByTestId('auth-provider-google')).toBeVisible();
    await expect(page.getByTestId('auth-provider-facebook')).toHaveCount(0);
    await expect(page.getByTestId('auth-provider-apple')).toHaveCount(0);

    await signInAtProvider(page, accountId);
    const welcome = page.getByTestId('welcome-dialog');
    await expect(welcome).toContainText(email);
    await welcome.getByRole('button', { name: 'Close' }).first().click();
    await expect(page).toHaveURL(/\/my-account\/$/);
    await expect(page.getByTestId('profile-email')).toContainText(email);
    await expectSignedInAs(page, accountId);
    // A provider that verified the email leaves nothing to verify; a social account has no current password to give.
    await expect(page.getByTestId('verify-email-warning')).toHaveCount(0);
    await page.getByTestId('change-password').click();
    await expect(page.getByTestId('change-password-modal').getByLabel('Current password', { exact: true })).toHaveCount(0);
    await page.getByTestId('change-password-modal').getByRole('button', { name: 'Close' }).click();

    await signOutFromMenu(page, `${server.url}/`);

    await page.goto('/sign-in/?next=/my-account/');
    await signInAtProvider(page, accountId);
    await expect(page).toHaveURL(/\/my-account\/$/);
    await expect(page.getByTestId('profile-email')).toContainText(email);
    await expectSignedInAs(page, accountId);
    await expect(page.getByTestId('welcome-dialog')).toHaveCount(0);
  });
});
