// My Account's subscription card (account-content §2, §4 "Subscription (My Account)", §8): package, price,
// billing cycle, next billing date, card; cancel (retention coupon first, then a confirm; immediate or dated
// end), resubscribe, switch to annual (with 3-D Secure), change card, the payment-failed notice, and store
// and PayPal subscribers sent to manage billing outside. The billing history opens lazily.
import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { acknowledgeDialog, askDialog } from '../../app/dialogs/dialogs';
import { showToast } from '../../app/toasts/toasts';
import { errorMessage, isApiError } from '../../lib/request';
import type { User } from '../../lib/user';
import { formatPrice, openPayment, openPricing, refreshSubscriptionState } from '../subscription';
import { applyRetentionCoupon, cancelSubscription, fetchCustomer, resubscribe, upgradeToYearly } from './billingCalls';
import { cancelMessage, cardActions, formatDate, offersRetention, packageOf, statusLine, yearlyPriceId, type CustomerRecord } from './billingRules';
import { ThreeDSecureModal, type ThreeDSecureOutcome } from './ThreeDSecureModal';

const BillingHistoryModal = lazy(() => import('./BillingHistoryModal'));

type State = { kind: 'loading' } | { kind: 'ready'; record: CustomerRecord | null } | { kind: 'error' };

const PLATFORM_KEYS: Readonly<Record<string, string>> = {
  paypal_subscr: 'billing_platform_paypal',
  google_play_store: 'billing_platform_google_play',
  apple_app_store: 'billing_platform_app_store',
};

function capitalize(word: string): string {
  return word ? word[0]!.toUpperCase() + word.slice(1) : word;
}

async function showFailure(failure: unknown): Promise<void> {
  const { key, values } = errorMessage(failure, { loggedIn: true });
  await acknowledgeDialog({ titleKey: 'billing_action_failed', contentKey: key, values }).catch(() => undefined);
}

export function SubscriptionCard({ user }: { user: User }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [challenge, setChallenge] = useState<{ clientSecret: string; resolve: (outcome: ThreeDSecureOutcome | null) => void } | null>(null);
  const attempt = useRef(0);
  const isPlusUser = user.pl === '1';

  const load = useCallback(async (): Promise<void> => {
    const mine = ++attempt.current;
    try {
      const record = await fetchCustomer();
      if (mine === attempt.current) setState({ kind: 'ready', record });
    } catch (failure) {
      if (mine !== attempt.current) return;
      // §8: user_not_plus is ignored (a free user); other failures show error_account_info for Plus users.
      if (isApiError(failure, 'user_not_plus') || !isPlusUser) setState({ kind: 'ready', record: null });
      else setState({ kind: 'error' });
    }
  }, [isPlusUser]);

  useEffect(() => {
    void load();
  }, [load, user.plan_type, user.delinquent, user.subscription_status]);

  /** Runs an action with the buttons disabled, then re-reads the record and the app's subscription state. */
  async function run(action: () => Promise<void>): Promise<void> {
    setBusy(true);
    try {
      await action();
    } catch (failure) {
      await showFailure(failure);
    } finally {
      await Promise.allSettled([load(), refreshSubscriptionState()]);
      setBusy(false);
    }
  }

  async function cancel(record: CustomerRecord): Promise<void> {
    if (offersRetention(record)) {
      const keep = await askDialog({ titleKey: 'billing_retention_title', contentKey: 'billing_retention_text', confirmKey: 'billing_retention_accept', cancelKey: 'billing_retention_decline' }).catch(() => null);
      if (keep === null) return;
      if (keep) {
        await run(async () => {
          await applyRetentionCoupon();
          showToast({ message: t('billing_coupon_applied'), kind: 'success', autoDismissMs: 5000 });
        });
        return;
      }
    }
    const yes = await askDialog({ titleKey: 'billing_cancel_title', contentKey: 'billing_cancel_confirm', values: { date: formatDate(record.nextbillingdate_timestamp, lang) }, confirmKey: 'billing_cancel_yes', cancelKey: 'billing_keep', danger: true }).catch(() => false);
    if (!yes) return;
    await run(async () => {
      const message = cancelMessage(await cancelSubscription());
      void acknowledgeDialog({ titleKey: 'billing_cancel_title', contentKey: message.key, values: { date: formatDate(message.date, lang) } }).catch(() => undefined);
    });
  }

  async function resubscribeNow(): Promise<void> {
    await run(async () => {
      await resubscribe();
      showToast({ message: t('my_account_resubscribed'), kind: 'success', autoDismissMs: 5000 });
    });
  }

  function authenticate(clientSecret: string): Promise<ThreeDSecureOutcome | null> {
    return new Promise((resolve) => setChallenge({ clientSecret, resolve }));
  }

  async function switchToAnnual(record: CustomerRecord): Promise<void> {
    const yes = await askDialog({ titleKey: 'billing_switch_annual', contentKey: 'billing_switch_annual_confirm', confirmKey: 'billing_switch_annual_yes', cancelKey: 'cancel' }).catch(() => false);
    if (!yes) return;
    await run(async () => {
      let answer = await upgradeToYearly({ price: yearlyPriceId(record) });
      if (!answer.done) {
        const outcome = await authenticate(answer.clientSecret);
        setChallenge(null);
        if (outcome === null) return;
        answer = await upgradeToYearly({ confirmed: outcome === 'succeed' ? '1' : '2' });
      }
      if (answer.done) showToast({ message: t('billing_switched_to_annual'), kind: 'success', autoDismissMs: 5000 });
    });
  }

  async function changeCard(mode: 'update' | 'update_from_payflow'): Promise<void> {
    setBusy(true);
    try {
      if (await openPayment({ mode })) await Promise.allSettled([load(), refreshSubscriptionState()]);
    } catch (failure) {
      await showFailure(failure);
    } finally {
      setBusy(false);
    }
  }

  const record = state.kind === 'ready' ? state.record : null;
  const actions = cardActions(record);
  const pkg = packageOf(record);
  const status = statusLine(record);

  return (
    <section className="px-card px-account-card px-subscription" aria-labelledby="px-subscription-title" data-testid="subscription-card" aria-busy={state.kind === 'loading'}>
      <h2 id="px-subscription-title">{t('billing_subscription')}</h2>
      {state.kind === 'loading' && (
        <div className="px-center-state">
          <div className="px-spinner" />
          <span className="px-visually-hidden">{t('loading')}</span>
        </div>
      )}
      {state.kind === 'error' && (
        <div className="px-subscription__notice" role="alert" data-testid="account-info-error">
          <p>{t('error_account_info')}</p>
          <button type="button" className="px-btn px-btn--secondary" onClick={() => void load()}>
            {t('billing_try_again')}
          </button>
        </div>
      )}
      {state.kind === 'ready' && (
        <>
          {actions.paymentFailed && (
            <div className="px-subscription__notice px-subscription__notice--danger" role="alert" data-testid="payment-failed">
              <p>{t('payment_failed_notification')}</p>
              <button type="button" className="px-btn" disabled={busy} onClick={() => void changeCard(actions.changeCardMode)} data-testid="payment-failed-update">
                {t('billing_update_payment')}
              </button>
            </div>
          )}
          <div className="px-profile__row">
            <div className="px-profile__text">
              <span className="px-profile__label">{t('billing_package')}</span>
              <span className="px-profile__value" data-testid="subscription-package">
                {t(pkg === 'trial' ? 'billing_package_trial' : pkg === 'plus' ? 'billing_package_plus' : 'billing_package_free')}
              </span>
            </div>
            {pkg === 'free' && (
              <button type="button" className="px-btn" onClick={() => openPricing()} data-testid="subscription-upgrade">
                {t('billing_upgrade')}
              </button>
            )}
          </div>
          {record && pkg !== 'free' && (
            <>
              {record.price_unit_amount > 0 && (
                <div className="px-profile__row">
                  <div className="px-profile__text">
                    <span className="px-profile__label">{t('billing_price')}</span>
                    <span className="px-profile__value" data-testid="subscription-price">
                      {t(record.billingCycle === 'year' ? 'billing_price_per_year' : 'billing_price_per_month', { price: formatPrice(record.price_unit_amount, record.price_currency, lang) })}
                    </span>
                    {record.coupon_applied && <span className="px-muted">{t('billing_coupon_active')}</span>}
                  </div>
                </div>
              )}
              <div className="px-profile__row">
                <div className="px-profile__text">
                  <span className="px-profile__label">{t('billing_cycle')}</span>
                  <span className="px-profile__value" data-testid="subscription-cycle">
                    {t(record.billingCycle === 'year' ? 'billing_cycle_year' : 'billing_cycle_month')}
                  </span>
                </div>
                {actions.switchToAnnual && (
                  <button type="button" className="px-btn px-btn--secondary" disabled={busy} onClick={() => void switchToAnnual(record)} data-testid="subscription-switch-annual">
                    {t('billing_switch_annual')}
                  </button>
                )}
              </div>
              {status && (
                <div className="px-profile__row">
                  <div className="px-profile__text">
                    <span className="px-profile__label">{t(record.iscancelled ? 'billing_status' : record.status === 'trialing' ? 'billing_trial' : 'billing_next_billing')}</span>
                    <span className="px-profile__value" data-testid="subscription-status">
                      {t(status.key, { date: formatDate(status.date, lang) })}
                    </span>
                  </div>
                </div>
              )}
              <div className="px-profile__row">
                <div className="px-profile__text">
                  <span className="px-profile__label">{t('billing_payment_method')}</span>
                  <span className="px-profile__value" data-testid="subscription-card-number">
                    {Object.hasOwn(PLATFORM_KEYS, record.PaymentPlatform)
                      ? t(PLATFORM_KEYS[record.PaymentPlatform]!)
                      : record.last4
                        ? `${record.brand ? `${capitalize(record.brand)} ` : ''}•••• ${record.last4}${record.exp_month && record.exp_year ? ` · ${String(record.exp_month).padStart(2, '0')}/${String(record.exp_year).slice(-2)}` : ''}`
                        : t('billing_no_card')}
                  </span>
                </div>
                {actions.changeCard && (
                  <button type="button" className="px-btn px-btn--secondary" disabled={busy} onClick={() => void changeCard(actions.changeCardMode)} data-testid="subscription-change-card">
                    {t('billing_change_card')}
                  </button>
                )}
              </div>
              {actions.manageUrl && (
                <p className="px-subscription__external" data-testid="subscription-manage-external">
                  <span className="px-muted">{t('billing_manage_externally_text')}</span>{' '}
                  <a href={actions.manageUrl} target="_blank" rel="noopener noreferrer">
                    {t('billing_manage_billing')}
                  </a>
                </p>
              )}
            </>
          )}
          <div className="px-subscription__actions">
            <button type="button" className="px-btn px-btn--secondary" onClick={() => setHistoryOpen(true)} data-testid="billing-history-open">
              {t('billing_history')}
            </button>
            {actions.resubscribe && record && (
              <button type="button" className="px-btn" disabled={busy} onClick={() => void resubscribeNow()} data-testid="subscription-resubscribe">
                {t('billing_resubscribe')}
              </button>
            )}
            {actions.cancel && record && (
              <button type="button" className="px-btn px-btn--ghost" disabled={busy} onClick={() => void cancel(record)} data-testid="subscription-cancel">
                {t('billing_cancel_subscription')}
              </button>
            )}
            {busy && <span className="px-spinner px-spinner--small" aria-hidden="true" />}
          </div>
          <p className="px-subscription__policy px-muted">
            <a href="/renewal-policy/">{t('billing_renewal_policy_link')}</a>
          </p>
        </>
      )}
      {historyOpen && (
        <Suspense fallback={null}>
          <BillingHistoryModal onClose={() => setHistoryOpen(false)} />
        </Suspense>
      )}
      {challenge && <ThreeDSecureModal clientSecret={challenge.clientSecret} onDone={challenge.resolve} />}
    </section>
  );
}
