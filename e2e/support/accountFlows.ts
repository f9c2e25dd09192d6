// What a person does with the account screens, as steps the accounts specs share: open the forms from the
// account menu, fill them, wait for the in-browser captcha, sign out.
import { randomBytes } from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';

export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}.${randomBytes(5).toString('hex')}@example.com`;
}

/** The captcha area of a form, when the server's captcha is on: the widget must solve it in the browser. */
export async function expectCaptchaSolved(scope: Locator): Promise<void> {
  await expect(scope.getByTestId('captcha')).toHaveAttribute('data-state', 'verified', { timeout: 20_000 });
}

export async function openAccountMenuItem(page: Page, item: 'sign-in' | 'register' | 'sign-out'): Promise<void> {
  await page.getByTestId('account-menu-button').click();
  await page.getByTestId(`account-menu-${item}`).click();
}

/** Registers through the registration modal of the account menu; leaves the welcome dialog closed. */
export async function registerInModal(page: Page, email: string, password: string): Promise<void> {
  await openAccountMenuItem(page, 'register');
  const modal = page.getByTestId('auth-modal');
  await expect(modal.getByRole('heading', { name: 'Create your free account' })).toBeVisible();
  await modal.getByLabel('Email', { exact: true }).fill(email);
  await modal.getByLabel('Confirm email', { exact: true }).fill(email);
  await modal.getByLabel('Password', { exact: true }).fill(password);
  await expectCaptchaSolved(modal);
  await modal.getByTestId('auth-submit').click();
  const welcome = page.getByTestId('welcome-dialog');
  await expect(welcome).toBeVisible();
  await welcome.getByRole('button', { name: 'Close' }).first().click();
  await expect(welcome).toBeHidden();
}

/** Fills the sign-in form in `scope` (the sign-in page or modal) and submits it. */
export async function submitSignIn(scope: Locator, email: string, password: string): Promise<void> {
  await scope.getByLabel('Email', { exact: true }).fill(email);
  await scope.getByLabel('Password', { exact: true }).fill(password);
  await expectCaptchaSolved(scope);
  await scope.getByTestId('auth-submit').click();
}

/** Signs out through the account menu; the sign-out page sends the browser home. */
export async function signOutFromMenu(page: Page, home: string): Promise<void> {
  await openAccountMenuItem(page, 'sign-out');
  await page.waitForURL(home);
  await expect(page.getByTestId('account-menu-button')).toHaveAccessibleName('Account');
}

export async function expectSignedInAs(page: Page, name: string): Promise<void> {
  await expect(page.getByTestId('account-menu-button')).toHaveAccessibleName(`Account of ${name}`);
}
