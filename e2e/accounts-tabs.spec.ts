// Two tabs of one browser (spec shell-auth-platform §4.3): the session is re-checked when another tab
// changes the stored latest-user email. Signing out in one tab ends the other's session
// (not_logged_in acknowledgement); signing in as someone else in one tab gives wrong_user in the other,
// and a visitor tab learns that the browser signed in (already_logged_in).
import { test, expect } from './support/fixtures';
import { expectSignedInAs, registerInModal, signOutFromMenu, submitSignIn, uniqueEmail } from './support/accountFlows';

const nameOf = (email: string): string => email.split('@')[0]!.replace(/[^A-Za-z0-9_-]/g, '');

test.describe('the session across two tabs', () => {
  test.describe.configure({ timeout: 180_000 });

  test('signing out in one tab makes the other acknowledge that its session ended', async ({ page, context, server }) => {
    const email = uniqueEmail('tab-out');
    await page.goto('/');
    await registerInModal(page, email, 'tab-pass-1');
    await page.goto('/my-account/');
    await expect(page.getByTestId('profile-email')).toContainText(email);

    const other = await context.newPage();
    await other.goto('/my-account/');
    await expect(other.getByTestId('profile-email')).toContainText(email);
    await signOutFromMenu(other, `${server.url}/`);

    const dialog = page.getByTestId('dialog');
    await expect(dialog).toContainText('Your session has ended. Please refresh the page to continue.');
    // The page logged out locally already: the account menu shows a visitor behind the dialog.
    await expect(page.getByTestId('account-menu-button')).toHaveAccessibleName('Account');
    await dialog.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByTestId('account-not-logged-in')).toBeVisible();
  });

  test('signing in as another user in one tab gives wrong_user in the other', async ({ page, context, server }) => {
    const first = uniqueEmail('tab-a');
    const second = uniqueEmail('tab-b');
    await page.goto('/');
    await registerInModal(page, second, 'tab-pass-2');
    await signOutFromMenu(page, `${server.url}/`);

    // A visitor tab is open on the sign-in page while the first tab signs in.
    const other = await context.newPage();
    await other.goto('/sign-in/');
    await registerInModal(page, first, 'tab-pass-1');
    const ask = other.getByTestId('dialog');
    await expect(ask).toContainText(`You are signed in as ${first} in this browser. Continue as this user?`);
    await ask.getByRole('button', { name: 'Not now' }).click();

    // That tab now signs in as the second user: the browser's session of the first is replaced (§4.4).
    await submitSignIn(other.getByTestId('page-signIn'), second, 'tab-pass-2');
    await expect(other).toHaveURL(/\/dashboard\/$/);
    await expectSignedInAs(other, nameOf(second));

    const dialog = page.getByTestId('dialog');
    await expect(dialog).toContainText(`Another account (${second}) is now signed in on this browser.`);
    await dialog.getByRole('button', { name: 'Refresh' }).click();
    await expectSignedInAs(page, nameOf(second));
  });
});
