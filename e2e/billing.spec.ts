// Plus in My Account against the real server in sandbox payments (issue 13, account-content §4, §7, §8, §9;
// the calls of paycontract.md): a new user pays through the API, then, on the page, sees the subscription
// card; cancels (the retention offer declined) and gets the dated end; resubscribes; switches to annual;
// finds every charge in the billing history with a printable receipt, and as an .eml receipt. A trial on a
// card whose charges fail, run past its end with the sandbox clock, leaves the payment-failed notice with
// its update button. And the renewal policy page.
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { csrfToken, registerUser, uniqueEmail } from './support/pwa';
import { mailCount, waitForMail } from './support/mail';

// Its own server: the sandbox clock moves for every subscription on it.
test.use({ serverEnv: { CAPTCHA: 'off', PAYMENTS: 'sandbox' } });

async function api(page: Page, call: string, form: Record<string, string> = {}): Promise<unknown> {
  const response = await page.request.post(`/api/${call}/`, { headers: { 'x-csrf-token': await csrfToken(page.context()) }, form });
  const body = (await response.json()) as { data?: unknown; error?: string };
  if (!response.ok() || body.error) throw new Error(`${call}: ${response.status()} ${JSON.stringify(body)}`);
  return body.data;
}

async function newSubscriber(page: Page, prefix: string, fields: Record<string, string>): Promise<string> {
  const email = uniqueEmail(prefix);
  await page.goto('/');
  await registerUser(page, email);
  const paid = (await api(page, 'transaction/create-customer', { holdername: 'Ann Lee', country: 'US', ...fields })) as Record<string, unknown>;
  expect(paid.action_needed).toBe(0);
  return email;
}

test('pay monthly, cancel (retention declined), resubscribe, switch to annual, billing history and receipts', async ({ page, server }) => {
  test.setTimeout(180_000);
  const email = await newSubscriber(page, 'billing', { stripeToken: 'tok_visa', price: 'us_month', start_free_trial: '0' });

  await page.goto('/my-account/');
  const card = page.getByTestId('subscription-card');
  // The account page and its calls load lazily: slower on a busy machine.
  await expect(card.getByTestId('subscription-package')).toHaveText('Plus', { timeout: 30_000 });
  await expect(card.getByTestId('subscription-cycle')).toHaveText('Monthly');
  await expect(card.getByTestId('subscription-price')).toContainText('7.99');
  await expect(card.getByTestId('subscription-card-number')).toContainText('4242');
  await expect(card.getByTestId('subscription-status')).not.toBeEmpty();
  await expect(card.getByRole('link', { name: 'Renewal and cancellation policy' })).toHaveAttribute('href', '/renewal-policy/');

  // Cancel: the retention offer first, declined; then the confirm; the plan ends at the period's end.
  await card.getByTestId('subscription-cancel').click();
  const dialog = page.getByTestId('dialog');
  await expect(dialog).toContainText('30% off');
  await dialog.getByRole('button', { name: 'No thanks, cancel' }).click();
  await expect(dialog).toContainText('Do you really want to cancel Plus?');
  await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(dialog).toContainText('Your subscription is cancelled. You keep Plus until');
  await dialog.getByRole('button').last().click();
  await expect(card.getByTestId('subscription-status')).toContainText('Cancelled: your Plus subscription ends on');
  await expect(card.getByTestId('subscription-cancel')).toBeHidden();

  // Resubscribe.
  await card.getByTestId('subscription-resubscribe').click();
  await expect(page.getByText('Welcome back! Your Plus subscription will renew as usual.')).toBeVisible();
  await expect(card.getByTestId('subscription-cancel')).toBeVisible();
  await expect(card.getByTestId('subscription-resubscribe')).toBeHidden();

  // Switch to annual (4242 needs no 3-D Secure).
  await card.getByTestId('subscription-switch-annual').click();
  await dialog.getByRole('button', { name: 'Switch and pay' }).click();
  await expect(page.getByText('You are now on yearly billing.')).toBeVisible();
  await expect(card.getByTestId('subscription-cycle')).toHaveText('Yearly');
  await expect(card.getByTestId('subscription-switch-annual')).toBeHidden();

  // Billing history: both charges, newest (the yearly one, 10 % off 59.99 = 53.99) first; a receipt opens.
  await card.getByTestId('billing-history-open').click();
  const rows = page.getByTestId('billing-history-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('53.99');
  await expect(rows.nth(1)).toContainText('7.99');
  await rows.first().click();
  const receipt = page.getByTestId('receipt');
  await expect(receipt).toContainText('Ann Lee');
  await expect(receipt).toContainText('Yearly');
  const box = await receipt.boundingBox();
  expect(box?.width).toBeCloseTo(700, 0);
  expect((box?.height ?? 0) / (box?.width ?? 1)).toBeCloseTo(11 / 8.5, 1);
  await expect(page.getByTestId('receipt-print')).toBeVisible();

  // One mailed receipt (.eml) per charge; the newest is the yearly one.
  await expect.poll(() => mailCount(server.dataDir, email, 'receipt'), { message: 'two receipt mails' }).toBe(2);
  expect((await waitForMail(server.dataDir, email, 'receipt', 1)).text).toContain('53.99');
});

test('switch to annual on a card that needs 3-D Secure: the bank page in a frame, then the plan is yearly', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await registerUser(page, uniqueEmail('billing-3ds'));
  const fields = { holdername: 'Ann Lee', country: 'US', stripeToken: 'pm_card_threeDSecure2Required', price: 'us_month', start_free_trial: '0' };
  const first = (await api(page, 'transaction/create-customer', fields)) as Record<string, unknown>;
  expect(first.action_needed).toBe(1);
  const authenticated = await page.request.post(`/sandbox/payments/${encodeURIComponent(String(first.client_secret))}/confirm`, { headers: { 'x-csrf-token': await csrfToken(page.context()) }, form: { outcome: 'succeed' } });
  expect(authenticated.ok(), await authenticated.text()).toBe(true);
  const paid = (await api(page, 'transaction/create-customer', { ...fields, payment_intent: String(first.payment_intent) })) as Record<string, unknown>;
  expect(paid.action_needed).toBe(0);

  await page.goto('/my-account/');
  const card = page.getByTestId('subscription-card');
  await expect(card.getByTestId('subscription-cycle')).toHaveText('Monthly', { timeout: 30_000 });
  await card.getByTestId('subscription-switch-annual').click();
  await page.getByTestId('dialog').getByRole('button', { name: 'Switch and pay' }).click();
  const bank = page.getByTestId('billing-3ds');
  await expect(bank).toContainText('Your bank asks you to confirm this payment.');
  await bank.frameLocator('iframe').locator('button[data-outcome="succeed"]').click();
  await expect(page.getByText('You are now on yearly billing.')).toBeVisible();
  await expect(bank).toBeHidden();
  await expect(card.getByTestId('subscription-cycle')).toHaveText('Yearly');
});

test('a failed renewal (sandbox clock) shows the payment-failed notice with its update button', async ({ page }) => {
  test.setTimeout(180_000);
  // A trial saves the card without charging it; the charge at the trial's end fails.
  await newSubscriber(page, 'billing-fail', { stripeToken: 'tok_chargeCustomerFail', price: 'us_month', start_free_trial: '1' });
  await page.goto('/my-account/');
  await expect(page.getByTestId('subscription-package')).toHaveText('Plus (free trial)', { timeout: 30_000 });

  // The sandbox clock (PAYMENTS=sandbox only): 31 days on, the renewal job runs and the trial's charge fails.
  const advanced = await page.request.post('/sandbox/clock/advance', { headers: { 'x-csrf-token': await csrfToken(page.context()) }, form: { days: '31' } });
  expect(advanced.ok(), await advanced.text()).toBe(true);
  const clock = ((await advanced.json()) as { data: Record<string, unknown> }).data;
  expect(Number(clock.failed)).toBeGreaterThanOrEqual(1);

  await page.reload();
  const notice = page.getByTestId('payment-failed');
  await expect(notice).toContainText('Your last payment failed.');
  await expect(notice.getByRole('button', { name: 'Update payment method' })).toBeVisible();
  await notice.getByRole('button', { name: 'Update payment method' }).click();
  await expect(page.getByRole('dialog').last()).toBeVisible();
});

test('the renewal policy page explains renewals, cancelling, trials and refunds', async ({ page }) => {
  await page.goto('/renewal-policy/');
  await expect(page.getByRole('heading', { level: 1, name: 'Renewal policy' })).toBeVisible();
  for (const heading of ['Automatic renewal', 'Failed payments', 'Cancelling', 'Free trials', 'Refunds', 'Google Play, App Store and PayPal']) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.getByText('A free trial lasts 7 days')).toBeVisible();
  await expect(page).toHaveTitle(/Renewal policy/);
});
