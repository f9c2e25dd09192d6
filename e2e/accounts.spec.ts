// The accounts journey against the real server with its default ALTCHA captcha, solved by the widget in
// the browser: register, verify by mail, sign out, a wrong password, reset by mail, sign in, change the
// username once, see this device, close the account through the mailed link to the end of the progress
// screen, and register again with the same email.
import { test, expect } from './support/fixtures';
import { linkOf, mailCount, waitForMail } from './support/mail';
import { expectCaptchaSolved, expectSignedInAs, registerInModal, signOutFromMenu, submitSignIn, uniqueEmail } from './support/accountFlows';

test.describe('an account from registration to closing', () => {
  test('register, verify, reset the password, change the username, see the device, close the account, register again', async ({ page, server }) => {
    // One long journey through every account screen; a busy machine makes each step slower.
    test.setTimeout(240_000);
    const email = uniqueEmail('journey');
    // The server names a new user after the email's local part, without the characters a username cannot have.
    const localPart = email.split('@')[0]!.replace(/[^A-Za-z0-9_-]/g, '');
    const firstPassword = 'first-pass-1';
    const newPassword = 'second-pass-2';
    const home = `${server.url}/`;

    await page.goto('/');

    // Registration, with the §5 rules as the user types.
    await page.getByTestId('account-menu-button').click();
    await page.getByTestId('account-menu-register').click();
    const modal = page.getByTestId('auth-modal');
    await modal.getByLabel('Email', { exact: true }).fill('not-an-email');
    await modal.getByLabel('Confirm email', { exact: true }).focus();
    await expect(modal.getByText('Please enter a valid email address.')).toBeVisible();
    await modal.getByLabel('Email', { exact: true }).fill(email);
    await expect(modal.getByText('Please enter a valid email address.')).toBeHidden();
    await modal.getByLabel('Confirm email', { exact: true }).fill(`x${email}`);
    await modal.getByLabel('Password', { exact: true }).focus();
    await expect(modal.getByText('The email addresses do not match.')).toBeVisible();
    await modal.getByLabel('Confirm email', { exact: true }).fill(email);
    await modal.getByLabel('Password', { exact: true }).fill('12345');
    await modal.getByTestId('auth-submit').click();
    await expect(modal.getByText('The password must be 6 to 100 characters long.')).toBeVisible();
    await modal.getByLabel('Password', { exact: true }).fill(firstPassword);
    await expectCaptchaSolved(modal);
    await modal.getByTestId('auth-submit').click();
    const welcome = page.getByTestId('welcome-dialog');
    await expect(welcome).toContainText(email);
    await welcome.getByRole('button', { name: 'Close' }).first().click();
    await expectSignedInAs(page, localPart);

    // The verification mail; My Account warns until the link is followed.
    const verifyMail = await waitForMail(server.dataDir, email, 'verify_email');
    await page.goto('/my-account/');
    await expect(page.getByTestId('verify-email-warning')).toBeVisible();
    await page.goto(linkOf(verifyMail));
    await expect(page.getByText('Your email address is verified. Thank you!')).toBeVisible();
    await expect(page).toHaveURL(/\/my-account\/$/);
    await expect(page.getByTestId('verify-email-warning')).toHaveCount(0);

    // Sign out: home, a visitor, the last-used email forgotten.
    await signOutFromMenu(page, home);
    expect(await page.evaluate(() => localStorage.getItem('pixloom.latestUserEmail'))).toBeNull();

    // A wrong password is an inline error of the sign-in form.
    await page.goto('/sign-in/?next=/my-account/');
    const signInCard = page.getByTestId('page-signIn');
    await submitSignIn(signInCard, email, 'not-my-password');
    await expect(signInCard.getByTestId('form-error')).toHaveText('The email or the password is not correct.');

    // Reset through the mailed link.
    const resetsBefore = mailCount(server.dataDir, email, 'reset_password');
    await signInCard.getByTestId('auth-forgot-link').click();
    await expect(signInCard.getByLabel('Email', { exact: true })).toHaveValue(email);
    await expectCaptchaSolved(signInCard);
    await signInCard.getByTestId('auth-submit').click();
    await expect(signInCard.getByTestId('forgot-sent')).toContainText(email);
    const resetMail = await waitForMail(server.dataDir, email, 'reset_password', resetsBefore);
    await page.goto(linkOf(resetMail));
    const resetPage = page.getByTestId('page-resetPassword');
    await expect(resetPage).toHaveAttribute('data-state', 'valid');
    await resetPage.getByLabel('New password', { exact: true }).fill(newPassword);
    await resetPage.getByLabel('Confirm new password', { exact: true }).fill(`${newPassword}x`);
    await resetPage.getByTestId('reset-submit').click();
    await expect(resetPage.getByText('The passwords do not match.')).toBeVisible();
    await resetPage.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
    await resetPage.getByTestId('reset-submit').click();
    await expect(resetPage.getByTestId('reset-done')).toBeVisible();
    // The link is used up.
    await page.goto(linkOf(resetMail));
    await expect(page.getByTestId('page-resetPassword')).toHaveAttribute('data-state', 'invalid');

    // Sign in with the new password; `next` brings the user to My Account.
    await page.goto('/sign-in/?next=/my-account/');
    await submitSignIn(page.getByTestId('page-signIn'), email, newPassword);
    await expect(page).toHaveURL(/\/my-account\/$/);
    await expectSignedInAs(page, localPart);

    // The username changes once.
    const newName = `e2e_${Date.now().toString(36)}`;
    await page.getByTestId('change-username').click();
    const usernameModal = page.getByTestId('change-username-modal');
    await usernameModal.getByLabel('New username').fill('a b');
    await expect(usernameModal.getByLabel('New username')).toHaveValue('ab');
    await usernameModal.getByTestId('form-modal-submit').click();
    await expect(usernameModal.getByText('A username has 4 to 100 characters: letters, digits, _ or -.')).toBeVisible();
    await usernameModal.getByLabel('New username').fill(newName);
    await usernameModal.getByTestId('form-modal-submit').click();
    await expect(usernameModal.getByTestId('form-modal-confirmation')).toContainText(newName);
    await usernameModal.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByTestId('profile-username')).toContainText(newName);
    await expect(page.getByTestId('change-username')).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('profile-username')).toContainText(newName);
    await expect(page.getByTestId('change-username')).toHaveCount(0);

    // This device is in the list.
    await page.getByTestId('see-devices').click();
    const devices = page.getByTestId('devices-modal');
    await expect(devices.getByTestId('device-item').filter({ hasText: 'This device' })).toHaveCount(1);
    await devices.getByRole('button', { name: 'Close' }).click();

    // Closing: the request mails a link; the link's page asks, then shows the progress to the end.
    await page.getByTestId('delete-account').click();
    const dialog = page.getByTestId('dialog');
    await dialog.getByRole('button', { name: 'Send the link' }).click();
    await expect(dialog).toContainText(`we sent a link to ${email}`);
    await dialog.getByRole('button', { name: 'OK' }).click();
    const closeMail = await waitForMail(server.dataDir, email, 'close_account');
    await page.goto(linkOf(closeMail));
    await page.getByTestId('close-yes').click();
    const progress = page.getByTestId('close-progress');
    await expect(progress).toBeVisible();
    await expect(progress.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    await expect(page.getByTestId('dialog')).toContainText('Your account was deleted', { timeout: 15_000 });
    await expect(progress.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await page.getByTestId('dialog').getByRole('button', { name: 'OK' }).click();
    await page.waitForURL(home);
    await expect(page.getByTestId('account-menu-button')).toHaveAccessibleName('Account');

    // The account is gone: its password no longer works, and the email registers again.
    await page.goto('/sign-in/');
    await submitSignIn(page.getByTestId('page-signIn'), email, newPassword);
    await expect(page.getByTestId('form-error')).toHaveText('The email or the password is not correct.');
    await page.goto('/');
    await registerInModal(page, email, firstPassword);
    await expectSignedInAs(page, localPart);
  });
});
