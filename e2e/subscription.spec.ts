// Plus as a new user meets it, against the sandbox payments processor (issue 13 "Done when";
// subscription-navigation §2 "Pricing modal", "Payment modal", §4 "Payment flow", §8): prices in the
// visitor's currency, paying yearly with the test Visa (Plus at once and after a reload), a declined card
// on screen, 3-D Secure through the test bank's page in the payment modal's frame, a free trial and a
// second one refused, and a free user's locked feature leading through its teaser to pricing and payment.
import type { Page } from '@playwright/test';
import { deviceCheckedBefore } from './support/device';
import { expect, test } from './support/fixtures';
import { setPlan } from './support/plan';
import { csrfToken, registerUser, uniqueEmail } from './support/pwa';

test.use({ serverEnv: { CAPTCHA: 'off', PAYMENTS: 'sandbox' } });

const PASSWORD = 'correct horse 1';
const OPEN_TIMEOUT = 60_000;

/** A signed-in free user (past the one-day new-user trial), on the pricing page. */
async function freeUserOnPricing(page: Page, server: Parameters<typeof setPlan>[0], prefix: string): Promise<string> {
  await page.goto('/pricing/');
  await deviceCheckedBefore(page);
  const email = uniqueEmail(prefix);
  await registerUser(page, email, PASSWORD);
  setPlan(server, email, 'free');
  await page.reload();
  await expect(page.getByTestId('pricing-price')).toBeVisible({ timeout: OPEN_TIMEOUT });
  return email;
}

async function fillCard(page: Page, number: string): Promise<void> {
  const modal = page.getByTestId('payment-modal');
  await modal.getByLabel('Name on card').fill('Ada Lovelace');
  await modal.getByLabel('Card number').fill(number);
  await modal.getByLabel('Expiry (MM/YY)').fill('12/34');
  await modal.getByLabel('CVC').fill('123');
}

test('prices show in dollars by default and in euros for Germany', async ({ page, context }) => {
  await page.goto('/pricing/');
  await expect(page.getByTestId('pricing-price')).toContainText('$', { timeout: OPEN_TIMEOUT });
  await expect(page.getByTestId('pricing-saving')).toContainText('%');
  // A visitor sees sign-in and upgrade; the yearly plan is chosen and shown per month.
  await expect(page.getByTestId('pricing-sign-in')).toBeVisible();
  await expect(page.getByTestId('pricing-year')).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('pricing-billed')).toContainText('billed yearly');

  await context.addCookies([{ name: 'ui_country', value: 'DE', url: new URL('/', page.url()).href }]);
  await page.reload();
  await expect(page.getByTestId('pricing-price')).toContainText('€', { timeout: OPEN_TIMEOUT });
  await page.getByTestId('pricing-month').click();
  await expect(page.getByTestId('pricing-billed')).toHaveCount(0);

  // A visitor who wants Plus registers (or signs in) first.
  await page.getByTestId('pricing-upgrade').click();
  const auth = page.getByTestId('auth-modal');
  await expect(auth.getByText('Create a free account or sign in to upgrade to Plus.')).toBeVisible();
  await expect(page.getByTestId('payment-modal')).toHaveCount(0);
});

test('a free user pays yearly with the test Visa and is Plus at once and after a reload', async ({ page, server }) => {
  test.setTimeout(180_000);
  await freeUserOnPricing(page, server, 'pay-yearly');
  await expect(page.getByTestId('plus-badge')).toHaveCount(0);

  await page.getByTestId('pricing-upgrade').click();
  const modal = page.getByTestId('payment-modal');
  await expect(modal.getByTestId('payment-plan-year')).toBeChecked();
  // The form's own checks first: a bad number and a past expiry are named on their fields.
  await modal.getByLabel('Card number').fill('4242 4242 4242 4241');
  await modal.getByLabel('Expiry (MM/YY)').fill('01/20');
  await modal.getByLabel('CVC').focus();
  await expect(modal.getByTestId('payment-number-error')).toHaveText('Your card number is invalid.');
  await expect(modal.getByTestId('payment-expiry-error')).toHaveText('Your card has expired.');

  await fillCard(page, '4242 4242 4242 4242');
  await expect(modal.getByTestId('payment-number-error')).toHaveCount(0);
  await modal.getByTestId('payment-submit').click();
  const after = page.getByTestId('after-upgrade');
  await expect(after).toBeVisible({ timeout: 30_000 });
  await expect(after).toContainText('Yearly');
  await after.getByTestId('after-upgrade-close').click();

  // Plus at once: the badge, no upgrade button; and after a reload.
  await expect(page.getByTestId('plus-badge')).toBeVisible();
  await expect(page.getByTestId('pricing-upgrade')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('plus-badge')).toBeVisible({ timeout: OPEN_TIMEOUT });
  await expect(page.getByTestId('pricing-upgrade')).toHaveCount(0);
});

test('a declined card shows error_card_declined on the form and the user stays free', async ({ page, server }) => {
  test.setTimeout(180_000);
  await freeUserOnPricing(page, server, 'pay-declined');
  await page.getByTestId('pricing-upgrade').click();
  await fillCard(page, '4000 0000 0000 0002');
  const modal = page.getByTestId('payment-modal');
  await modal.getByTestId('payment-submit').click();
  await expect(modal.getByTestId('payment-error')).toHaveText(/Your card was declined\. Please try another card\./, { timeout: 30_000 });
  await expect(modal.getByTestId('payment-error')).toHaveAttribute('data-code', 'error_card_declined');
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await page.reload();
  await expect(page.getByTestId('pricing-upgrade')).toBeVisible({ timeout: OPEN_TIMEOUT });
  await expect(page.getByTestId('plus-badge')).toHaveCount(0);
});

test('3-D Secure: the test bank’s page in the payment modal completes the payment', async ({ page, server }) => {
  test.setTimeout(180_000);
  await freeUserOnPricing(page, server, 'pay-3ds');
  await page.getByTestId('pricing-month').click();
  await page.getByTestId('pricing-upgrade').click();
  const modal = page.getByTestId('payment-modal');
  await expect(modal.getByTestId('payment-plan-month')).toBeChecked();
  await fillCard(page, '4000 0027 6000 3184');
  await modal.getByTestId('payment-submit').click();
  await expect(modal.getByTestId('payment-3ds')).toBeVisible({ timeout: 30_000 });
  const bank = page.frameLocator('[data-testid="payment-3ds"] iframe');
  await bank.locator('button[data-outcome="succeed"]').click();
  const after = page.getByTestId('after-upgrade');
  await expect(after).toBeVisible({ timeout: 30_000 });
  await expect(after).toContainText('Monthly');
  await after.getByTestId('after-upgrade-close').click();
  await expect(page.getByTestId('plus-badge')).toBeVisible();
});

test('a free trial starts once; a second one is refused with trial_found and the form turns to paying', async ({ page, server, context }) => {
  test.setTimeout(240_000);
  await freeUserOnPricing(page, server, 'trial');
  const offerTrial = async (): Promise<void> => {
    await page.evaluate(() => localStorage.setItem('pixloom.trialRecord', JSON.stringify({ country: 'US', expires: Date.now() + 7 * 86_400_000, enablePaywall: true })));
    await page.reload();
    await expect(page.getByTestId('pricing-price')).toBeVisible({ timeout: OPEN_TIMEOUT });
  };
  await offerTrial();
  await page.getByTestId('pricing-upgrade').filter({ hasText: 'Start your 7-day free trial' }).click();
  const modal = page.getByTestId('payment-modal');
  await expect(modal.getByRole('heading', { name: 'Start your free trial' })).toBeVisible();
  await fillCard(page, '4242 4242 4242 4242');
  await modal.getByTestId('payment-submit').click();
  const after = page.getByTestId('after-upgrade');
  await expect(after).toContainText('Your free trial has started', { timeout: 30_000 });
  await after.getByTestId('after-upgrade-close').click();
  await expect(page.getByTestId('plus-badge')).toBeVisible();

  // Cancelling a trial ends it at once; a second trial is then refused.
  const cancelled = await page.request.post('/api/transaction/cancel-subscr/', { headers: { 'x-csrf-token': await csrfToken(context) }, form: {} });
  expect(cancelled.ok()).toBe(true);
  expect(((await cancelled.json()) as { data: { immediately: number } }).data.immediately).toBe(1);
  await offerTrial();
  await expect(page.getByTestId('plus-badge')).toHaveCount(0);
  await page.getByTestId('pricing-upgrade').click();
  await fillCard(page, '4242 4242 4242 4242');
  await modal.getByTestId('payment-submit').click();
  await expect(modal.getByTestId('payment-error')).toHaveText(/You have already had a free trial/, { timeout: 30_000 });
  await expect(modal.getByTestId('payment-submit')).toHaveText(/^Pay /);
  expect(await page.evaluate(() => localStorage.getItem('pixloom.trialRecord'))).toBeNull();
});

test('a free user picking a Plus look gets its teaser, whose upgrade opens pricing and then the payment', async ({ page, server }) => {
  test.setTimeout(180_000);
  await page.goto('/dashboard/');
  await deviceCheckedBefore(page);
  const email = uniqueEmail('paywall');
  await registerUser(page, email, PASSWORD);
  setPlan(server, email, 'free');
  await page.goto('/create/?image=coffee');
  await expect(page.getByTestId('editor-empty')).toBeHidden({ timeout: OPEN_TIMEOUT });
  await expect(page.locator('html')).toHaveAttribute('data-messages-checked', 'yes', { timeout: OPEN_TIMEOUT });

  await page.getByTestId('rail-artsy').click();
  await page.getByTestId('look-oil-painting').click();
  const teaser = page.getByTestId('teaser-modal');
  await teaser.getByRole('button', { name: 'Upgrade to Plus' }).click();
  await expect(teaser).toBeHidden();
  // The pricing modal over the editor: the same content as the pricing page, no page change.
  const pricing = page.getByTestId('pricing-modal');
  await expect(pricing.getByTestId('pricing-content')).toBeVisible();
  await expect(pricing.getByTestId('pricing-price')).toContainText('$');
  await expect(page).toHaveURL(/\/create\//);
  await pricing.getByTestId('pricing-upgrade').click();
  await expect(pricing).toBeHidden();
  const modal = page.getByTestId('payment-modal');
  await fillCard(page, '4242 4242 4242 4242');
  await modal.getByTestId('payment-submit').click();
  await page.getByTestId('after-upgrade').getByTestId('after-upgrade-close').click({ timeout: 30_000 });

  // Unlocked at once: the look applies, no teaser.
  await page.getByTestId('look-oil-painting').click();
  await expect(page.getByTestId('look-oil-painting')).toHaveAttribute('aria-pressed', 'true');
  await expect(teaser).toHaveCount(0);
});
