// The subscription dialogs among the app's overlay hosts: the pricing modal (the pricing page's content;
// a failure closes it and offers try_again, §8), the payment modal and the after-upgrade dialog.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { askDialog } from '../../app/dialogs/dialogs';
import { Modal } from '../../app/dialogs/Modal';
import { addHostSlot } from '../../app/layout/slots';
import { useStore } from '../../app/useStore';
import { report } from '../../lib/report';
import type { PaymentAnswerDone } from './calls';
import { formatPrice } from './formatPrice';
import { closeDialog, showDialog, subscriptionDialog } from './host';
import { PaymentModal } from './PaymentModal';
import { PricingContent } from './PricingContent';
import { subscriptionState } from './store';
import './subscription.css';

function PricingModal() {
  const { t } = useTranslation();
  const state = useStore(subscriptionState);
  const failed = state.prices === 'failed' && !state.pair;
  useEffect(() => {
    if (!failed) return;
    closeDialog();
    void askDialog({ titleKey: 'pricing_title', contentKey: 'pricing_load_failed', confirmKey: 'try_again', cancelKey: 'close' })
      .then((again) => {
        if (again) {
          subscriptionState.set((current) => ({ ...current, prices: 'idle' }));
          showDialog({ kind: 'pricing' });
        }
      })
      .catch((error: unknown) => report('warning', 'pricing retry not offered', { error: String(error) }));
  }, [failed]);
  return (
    <Modal title={t('pricing_title')} size="large" onClose={closeDialog} testId="pricing-modal" className="px-pricing-modal">
      <PricingContent inModal onLeave={closeDialog} />
    </Modal>
  );
}

function AfterUpgradeModal({ answer }: { answer: PaymentAnswerDone }) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(answer.subscr_date * 1000));
  const currency = subscriptionState.get().pair?.currency ?? 'usd';
  const amount = formatPrice(answer.subscr_amount, currency, i18n.language);
  const planKey = answer.plan_type === 1 ? 'pricing_yearly' : 'pricing_monthly';
  return (
    <Modal title={t('after_upgrade_title')} size="small" onClose={closeDialog} testId="after-upgrade">
      <p>{t(answer.trial_started === 1 ? 'after_upgrade_trial' : 'after_upgrade_text', { date, amount, plan: t(planKey) })}</p>
      <div className="px-pricing__actions">
        <button type="button" className="px-btn" onClick={closeDialog} data-autofocus data-testid="after-upgrade-close">
          {t('after_upgrade_start')}
        </button>
      </div>
    </Modal>
  );
}

function SubscriptionHost() {
  const dialog = useStore(subscriptionDialog);
  if (!dialog) return null;
  if (dialog.kind === 'pricing') return <PricingModal key={dialog.id} />;
  if (dialog.kind === 'payment') return <PaymentModal key={dialog.id} mode={dialog.mode} recurring={dialog.recurring} done={dialog.done} />;
  return <AfterUpgradeModal key={dialog.id} answer={dialog.answer} />;
}

export function mountSubscriptionHost(): void {
  addHostSlot(SubscriptionHost);
}
