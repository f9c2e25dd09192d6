// @vitest-environment jsdom
// My Account's subscription card and billing history as the user sees them (account-content §4, §8, §9):
// the buttons each kind of subscriber gets, the cancel flow (retention offer first, then the confirm and
// the dated end), resubscribe, the payment-failed notice, error_account_info with try again, and the
// receipt opened from the history (700 px wide, letter aspect) with its Print button.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import billing from '../../locales/en/billing.json';
import common from '../../locales/en/common.json';
import errors from '../../locales/en/errors.json';
import { toUser } from '../../src/features/auth/userData';
import { ApiError } from '../../src/lib/request';
import { toCustomer, toInvoices } from '../../src/features/account/billingRules';

const NEXT = Date.UTC(2030, 0, 15) / 1000;
const customer = vi.fn<() => Promise<unknown>>();
const invoices = vi.fn<() => Promise<unknown>>();
const calls = { cancel: vi.fn(async () => ({ immediately: 0, plan_expiration_date: NEXT })), coupon: vi.fn(async () => undefined), resubscribe: vi.fn(async () => undefined), upgrade: vi.fn(async (_input: unknown) => ({ done: true })) };
const askDialog = vi.fn<(init: { contentKey: string }) => Promise<boolean>>();
const acknowledgeDialog = vi.fn(async (_init: { contentKey: string; values?: Record<string, string> }) => undefined);
const openPayment = vi.fn(async (_options: unknown) => true);

vi.mock('../../src/features/account/billingCalls', () => ({
  fetchCustomer: async () => toCustomer(await customer()),
  fetchInvoices: async () => toInvoices(await invoices()),
  cancelSubscription: () => calls.cancel(),
  applyRetentionCoupon: () => calls.coupon(),
  resubscribe: () => calls.resubscribe(),
  upgradeToYearly: (input: unknown) => calls.upgrade(input),
}));
vi.mock('../../src/app/dialogs/dialogs', () => ({ askDialog: (init: { contentKey: string }) => askDialog(init), acknowledgeDialog: (init: { contentKey: string }) => acknowledgeDialog(init) }));
vi.mock('../../src/features/subscription', () => ({
  formatPrice: (amount: number, currency: string) => `${currency.toUpperCase()} ${(amount / 100).toFixed(2)}`,
  openPayment: (options: unknown) => openPayment(options),
  openPricing: vi.fn(),
  refreshSubscriptionState: async () => undefined,
}));

const { SubscriptionCard } = await import('../../src/features/account/SubscriptionCard');
const { toasts } = await import('../../src/app/toasts/toasts');

let i18n: I18n;
beforeAll(async () => {
  i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', ns: ['common', 'billing', 'errors'], defaultNS: 'common', fallbackNS: ['billing', 'errors'], resources: { en: { common, billing, errors } }, interpolation: { escapeValue: false } });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  toasts.set({});
});

function plus(fields: Record<string, unknown> = {}) {
  return { PaymentPlatform: 'card', iscancelled: 0, billingCycle: 'month', nextbillingdate_timestamp: NEXT, packageName: 'Plus', price_id: 'us_month', price_currency: 'usd', price_unit_amount: 799, last4: '4242', exp_month: 4, exp_year: 2031, can_apply_coupon: 1, coupon_applied: 0, price_pair_id: 'us', status: 'active', delinquent: 0, ...fields };
}

async function show(record: unknown, pl = '1') {
  if (record instanceof ApiError) customer.mockRejectedValue(record);
  else customer.mockResolvedValue(record);
  const user = toUser({ email: 'me@example.com', user_name: 'me', isMailVerified: 1, pl })!;
  render(
    <I18nextProvider i18n={i18n}>
      <SubscriptionCard user={user} />
    </I18nextProvider>,
  );
  await screen.findByTestId('subscription-package');
}

const button = (testId: string) => screen.queryByTestId(testId);

describe('subscription card', () => {
  it('shows package, price, cycle, next billing date and the card, with cancel, switch to annual and change card', async () => {
    await show(plus());
    expect(screen.getByTestId('subscription-package').textContent).toBe('Plus');
    expect(screen.getByTestId('subscription-price').textContent).toBe('USD 7.99 per month');
    expect(screen.getByTestId('subscription-cycle').textContent).toBe('Monthly');
    expect(screen.getByTestId('subscription-status').textContent).toBe('January 15, 2030');
    expect(screen.getByTestId('subscription-card-number').textContent).toContain('•••• 4242');
    expect(button('subscription-cancel')).not.toBeNull();
    expect(button('subscription-switch-annual')).not.toBeNull();
    expect(button('subscription-change-card')).not.toBeNull();
    expect(button('subscription-resubscribe')).toBeNull();
    expect(screen.getByRole('link', { name: 'Renewal and cancellation policy' }).getAttribute('href')).toBe('/renewal-policy/');
  });

  it('a legacy monthly plan has no switch to annual', async () => {
    await show(plus({ price_id: 'monthly_premium_2017' }));
    expect(button('subscription-switch-annual')).toBeNull();
    expect(button('subscription-cancel')).not.toBeNull();
  });

  it('a store subscriber gets a manage-billing link and no in-app actions', async () => {
    await show(plus({ PaymentPlatform: 'google_play_store', last4: '' }));
    expect(screen.getByTestId('subscription-card-number').textContent).toBe('Google Play');
    expect(screen.getByRole('link', { name: 'Manage billing' }).getAttribute('href')).toBe('https://play.google.com/store/account/subscriptions');
    for (const id of ['subscription-cancel', 'subscription-switch-annual', 'subscription-change-card', 'subscription-resubscribe']) expect(button(id)).toBeNull();
  });

  it('a free user (user_not_plus) sees Free and the upgrade button, no error', async () => {
    await show(new ApiError('user_not_plus'), '0');
    expect(screen.getByTestId('subscription-package').textContent).toBe('Free');
    expect(button('subscription-upgrade')).not.toBeNull();
    expect(button('account-info-error')).toBeNull();
  });

  it('another failure for a Plus user shows error_account_info with a try-again button that reloads', async () => {
    customer.mockRejectedValueOnce(new ApiError('request_failed'));
    customer.mockResolvedValue(plus());
    const user = toUser({ email: 'me@example.com', user_name: 'me', isMailVerified: 1, pl: '1' })!;
    render(
      <I18nextProvider i18n={i18n}>
        <SubscriptionCard user={user} />
      </I18nextProvider>,
    );
    const alert = await screen.findByTestId('account-info-error');
    expect(alert.textContent).toContain('We could not load your subscription details.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('subscription-package')).textContent).toBe('Plus');
  });

  it('delinquent: the payment-failed notice has an update button that opens the payment form in update mode', async () => {
    await show(plus({ delinquent: 1, status: 'past_due' }));
    expect(screen.getByTestId('payment-failed').textContent).toContain('Your last payment failed.');
    fireEvent.click(screen.getByTestId('payment-failed-update'));
    await waitFor(() => expect(openPayment).toHaveBeenCalledWith({ mode: 'update' }));
  });

  it('cancel: the retention offer comes first; declining it, then confirming, cancels and shows the dated end', async () => {
    await show(plus());
    askDialog.mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    customer.mockResolvedValue(plus({ iscancelled: 1 }));
    fireEvent.click(screen.getByTestId('subscription-cancel'));
    await waitFor(() => expect(acknowledgeDialog).toHaveBeenCalled());
    expect(askDialog.mock.calls.map(([init]) => init.contentKey)).toEqual(['billing_retention_text', 'billing_cancel_confirm']);
    expect(calls.coupon).not.toHaveBeenCalled();
    expect(calls.cancel).toHaveBeenCalledTimes(1);
    expect(acknowledgeDialog.mock.calls[0]![0]).toMatchObject({ contentKey: 'my_account_unsubscribed_until', values: { date: 'January 15, 2030' } });
    expect((await screen.findByTestId('subscription-status')).textContent).toBe('Cancelled: your Plus subscription ends on January 15, 2030');
    expect(button('subscription-resubscribe')).not.toBeNull();
    expect(button('subscription-cancel')).toBeNull();
  });

  it('cancel: accepting the retention offer applies the coupon and cancels nothing', async () => {
    await show(plus());
    askDialog.mockResolvedValueOnce(true);
    fireEvent.click(screen.getByTestId('subscription-cancel'));
    await waitFor(() => expect(calls.coupon).toHaveBeenCalledTimes(1));
    expect(calls.cancel).not.toHaveBeenCalled();
    await waitFor(() => expect(toasts.get().bottom?.message).toBe('Your 30% discount is applied. Thank you for staying with Plus!'));
  });

  it('cancel without a coupon to offer goes straight to the confirm; "keep" cancels nothing', async () => {
    await show(plus({ can_apply_coupon: 0 }));
    askDialog.mockResolvedValueOnce(false);
    fireEvent.click(screen.getByTestId('subscription-cancel'));
    await waitFor(() => expect(askDialog).toHaveBeenCalledTimes(1));
    expect(askDialog.mock.calls[0]![0].contentKey).toBe('billing_cancel_confirm');
    expect(calls.cancel).not.toHaveBeenCalled();
  });

  it('resubscribe on a cancelled plan shows my_account_resubscribed', async () => {
    await show(plus({ iscancelled: 1 }));
    customer.mockResolvedValue(plus());
    fireEvent.click(screen.getByTestId('subscription-resubscribe'));
    await waitFor(() => expect(toasts.get().bottom?.message).toBe('Welcome back! Your Plus subscription will renew as usual.'));
    expect(calls.resubscribe).toHaveBeenCalledTimes(1);
  });
});

describe('billing history and receipt', () => {
  it('no_invoices shows the empty state', async () => {
    invoices.mockResolvedValue([]);
    await show(plus());
    fireEvent.click(screen.getByTestId('billing-history-open'));
    expect((await screen.findByTestId('billing-no-receipts')).textContent).toBe('No receipts yet.');
  });

  it('lists the charges newest first; a row opens a 700 px letter-size receipt with a Print button', async () => {
    invoices.mockResolvedValue([
      { id: 'in_2', date_timestamp: NEXT, period_start_timestamp: NEXT, period_end_timestamp: NEXT + 365 * 86400, name: 'Ann Lee', package_name: 'Plus', billing_cycle: 'year', charge: 5399, currency: 'usd', last4: '4242' },
      { id: 'in_1', date_timestamp: NEXT - 31 * 86400, period_start_timestamp: NEXT - 31 * 86400, period_end_timestamp: NEXT, name: 'Ann Lee', package_name: 'Plus', billing_cycle: 'month', charge: 799, currency: 'usd', last4: '4242' },
    ]);
    await show(plus());
    fireEvent.click(screen.getByTestId('billing-history-open'));
    const rows = await screen.findAllByTestId('billing-history-row');
    expect(rows.map((row) => row.querySelector('.px-billing-history__amount')?.textContent)).toEqual(['USD 53.99', 'USD 7.99']);
    fireEvent.click(rows[0]!);
    const receipt = await screen.findByTestId('receipt');
    expect(receipt.style.width).toBe('700px');
    expect(receipt.style.minHeight).toBe(`${Math.round((700 * 11) / 8.5)}px`);
    expect(receipt.textContent).toContain('IN_2');
    expect(receipt.textContent).toContain('Ann Lee');
    expect(receipt.textContent).toContain('Pixloom Plus · Yearly');
    expect(screen.getByTestId('receipt-total').textContent).toBe('USD 53.99');
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    fireEvent.click(screen.getByTestId('receipt-print'));
    expect(print).toHaveBeenCalledTimes(1);
    expect(document.body.classList.contains('px-printing-receipt')).toBe(true);
  });
});
