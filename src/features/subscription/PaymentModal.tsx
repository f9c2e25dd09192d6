// The payment modal (subscription-navigation §2 "Payment modal", §4 "Payment flow", §5, §8): the plan
// chooser, the sandbox card form with its checks, 3-D Secure in a frame, one payment at a time, the
// errors of §8 on the form, and on success the user re-read so Plus shows at once.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../app/dialogs/Modal';
import { useStore } from '../../app/useStore';
import { report } from '../../lib/report';
import { isApiError } from '../../lib/request';
import { currentUser } from '../../lib/user';
import { cleanHolderName, formatCardNumber, formatExpiry, sandboxToken, validateCard, type CardErrors, type CardInput } from './card';
import { createCustomer, updateCustomer, updatePayflowCustomer, type PaymentAnswer, type PaymentAnswerAction, type PaymentAnswerDone, type PaymentFields } from './calls';
import { formatPrice, yearlyPerMonth } from './formatPrice';
import { closeDialog, showDialog } from './host';
import { isOffline } from './payment';
import { createPaymentGuard, paymentErrorView, type PaymentErrorView, type PaymentMode, type Recurring } from './rules';
import { dropTrial, priceChoice, refreshSubscriptionState } from './state';
import { subscriptionState } from './store';
import { ThreeDSecureFrame, type ThreeDSOutcome } from './ThreeDSecure';

/** One payment at a time, across every payment modal of the page. */
const guard = createPaymentGuard();

function isAction(answer: unknown): answer is PaymentAnswerAction {
  return typeof answer === 'object' && answer !== null && (answer as PaymentAnswerAction).action_needed === 1;
}

class PaymentFailure extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

const FIELDS: readonly (keyof CardInput)[] = ['holder', 'number', 'expiry', 'cvc'];

export function PaymentModal({ mode: initialMode, recurring: initialRecurring, done }: { mode: PaymentMode; recurring: Recurring; done: (paid: boolean) => void }) {
  const { t, i18n } = useTranslation();
  const state = useStore(subscriptionState);
  const user = useStore(currentUser);
  const [mode, setMode] = useState<PaymentMode>(initialMode);
  const recurring = state.recurring ?? initialRecurring;
  const [card, setCard] = useState<CardInput>({ holder: '', number: '', expiry: '', cvc: '' });
  const [touched, setTouched] = useState<Partial<Record<keyof CardInput, boolean>>>({});
  const [serverField, setServerField] = useState<CardErrors>({});
  const [banner, setBanner] = useState<PaymentErrorView | null>(null);
  const [busy, setBusy] = useState(false);
  const [challenge, setChallenge] = useState<{ secret: string; resolve: (outcome: ThreeDSOutcome) => void } | null>(null);
  const pair = state.pair;
  const language = i18n.language;

  const errors = validateCard(card, new Date());
  const shown = (field: keyof CardInput): string | undefined => (touched[field] ? errors[field] : undefined) ?? serverField[field];

  const update = (field: keyof CardInput, raw: string): void => {
    const value = field === 'holder' ? cleanHolderName(raw) : field === 'number' ? formatCardNumber(raw) : field === 'expiry' ? formatExpiry(raw) : raw.replace(/\D/g, '').slice(0, 4);
    setCard((current) => ({ ...current, [field]: value }));
    setServerField((current) => ({ ...current, [field]: undefined }));
  };

  const close = (paid: boolean): void => {
    closeDialog();
    done(paid);
  };

  const call = (fields: PaymentFields): Promise<PaymentAnswer | Awaited<ReturnType<typeof updateCustomer>>> => {
    if (mode === 'update') return updateCustomer({ stripeToken: fields.stripeToken, holdername: fields.holdername, payment_intent: fields.payment_intent });
    if (mode === 'update_from_payflow') return updatePayflowCustomer(fields);
    return createCustomer(fields);
  };

  const pay = async (): Promise<PaymentAnswer | unknown> => {
    const fields: PaymentFields = {
      stripeToken: sandboxToken(card.number),
      stripeEmail: user?.email,
      holdername: card.holder.trim(),
      price: priceChoice.priceId(recurring),
      country: pair?.country,
      start_free_trial: mode === 'free_trial' ? '1' : '0',
      handlerType: 'card',
      ...(mode === 'update_from_payflow'
        ? { nextBillingDate: String(typeof user?.payflow_next_billing_date === 'number' ? user.payflow_next_billing_date : ''), period: recurring }
        : {}),
    };
    let answer = await call(fields);
    if (isAction(answer)) {
      const secret = answer.client_secret;
      const outcome = await new Promise<ThreeDSOutcome>((resolve) => setChallenge({ secret, resolve }));
      setChallenge(null);
      if (outcome === 'fail' && mode === 'update') throw new PaymentFailure('authentication_failed');
      answer = await call({ ...fields, payment_intent: answer.payment_intent });
      if (isAction(answer)) throw new PaymentFailure('authentication_failed');
    }
    return answer;
  };

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    setTouched({ holder: true, number: true, expiry: true, cvc: true });
    setBanner(null);
    if (FIELDS.some((field) => errors[field])) return;
    if (isOffline()) {
      setBanner(paymentErrorView('user_offline'));
      return;
    }
    setBusy(true);
    try {
      const answer = await guard.run(pay);
      if (answer === null) {
        setBanner(paymentErrorView('payment_in_progress'));
        return;
      }
      await refreshSubscriptionState().catch((error: unknown) => report('warning', 'user not re-read after payment', { error: String(error) }));
      close(true);
      if (mode !== 'update' && typeof answer === 'object' && answer !== null && (answer as PaymentAnswerDone).action_needed === 0) {
        showDialog({ kind: 'after', answer: answer as PaymentAnswerDone });
      }
    } catch (error) {
      const code = error instanceof PaymentFailure ? error.code : isApiError(error) ? error.code : 'processing_error';
      const view = paymentErrorView(code);
      if (view.report) report('warning', 'payment failed', { code });
      if (view.key === 'error_trial_found') {
        dropTrial();
        setMode('charge');
      }
      if (view.field) setServerField({ [view.field]: view.key });
      setBanner(view);
    } finally {
      setChallenge(null);
      setBusy(false);
    }
  };

  const chooser = mode !== 'update' && pair;
  const titleKey = mode === 'update' ? 'payment_title_update' : mode === 'free_trial' ? 'payment_title_trial' : 'payment_title';
  const amount = pair ? (recurring === 'year' ? pair.year.unit_amount : pair.month.unit_amount) : 0;
  const submitLabel =
    mode === 'update' ? t('payment_submit_update') : mode === 'free_trial' ? t('payment_submit_trial') : pair ? t('payment_submit_pay', { price: formatPrice(amount, pair.currency, language) }) : t('payment_submit_update');

  const field = (name: keyof CardInput, labelKey: string, props: { autoComplete: string; inputMode?: 'numeric' | 'text'; placeholder?: string }) => {
    const error = shown(name);
    const id = `px-pay-${name}`;
    return (
      <div className="px-pay__field">
        <label htmlFor={id}>{t(labelKey)}</label>
        <input
          id={id}
          value={card[name]}
          onChange={(event) => update(name, event.target.value)}
          onBlur={() => setTouched((current) => ({ ...current, [name]: true }))}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          autoComplete={props.autoComplete}
          inputMode={props.inputMode}
          placeholder={props.placeholder}
          disabled={busy}
          data-testid={`payment-${name}`}
        />
        {error && (
          <span id={`${id}-error`} className="px-pay__error" data-testid={`payment-${name}-error`}>
            {t(error)}
          </span>
        )}
      </div>
    );
  };

  return (
    <Modal title={t(titleKey)} size="small" onClose={busy ? undefined : () => close(false)} testId="payment-modal" className="px-pay">
      {challenge ? (
        <ThreeDSecureFrame clientSecret={challenge.secret} onOutcome={challenge.resolve} />
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          {banner && (
            <div className="px-pay__banner" role="alert" data-testid="payment-error" data-code={banner.key}>
              <span>{t(banner.key)}</span>
              {banner.support && (
                <a href="/contact-support/" className="px-pay__support">
                  {t('payment_contact_support')}
                </a>
              )}
              <button type="button" className="px-btn px-btn--ghost px-btn--small" onClick={() => setBanner(null)} aria-label={t('close')}>
                ×
              </button>
            </div>
          )}
          {chooser && (
            <fieldset className="px-pay__plans" disabled={busy}>
              <legend>{t('payment_choose_plan')}</legend>
              {(['year', 'month'] as const).map((value) => (
                <label key={value} className="px-pay__plan">
                  <input type="radio" name="px-pay-plan" checked={recurring === value} onChange={() => priceChoice.setRecurring(value)} data-testid={`payment-plan-${value}`} />
                  <span>
                    {t(value === 'year' ? 'pricing_yearly' : 'pricing_monthly')} —{' '}
                    {value === 'year'
                      ? t('pricing_billed_yearly', { price: formatPrice(pair.year.unit_amount, pair.currency, language) })
                      : t('pricing_per_month', { price: formatPrice(pair.month.unit_amount, pair.currency, language) })}
                    {value === 'year' && ` (${t('pricing_per_month', { price: formatPrice(yearlyPerMonth(pair.year.unit_amount), pair.currency, language) })})`}
                  </span>
                </label>
              ))}
              {mode === 'free_trial' && <p className="px-muted">{t('payment_trial_note')}</p>}
            </fieldset>
          )}
          {field('holder', 'payment_holder', { autoComplete: 'cc-name' })}
          {field('number', 'payment_number', { autoComplete: 'cc-number', inputMode: 'numeric', placeholder: '1234 1234 1234 1234' })}
          <div className="px-pay__row">
            {field('expiry', 'payment_expiry', { autoComplete: 'cc-exp', inputMode: 'numeric', placeholder: 'MM/YY' })}
            {field('cvc', 'payment_cvc', { autoComplete: 'cc-csc', inputMode: 'numeric', placeholder: 'CVC' })}
          </div>
          <p className="px-muted px-pay__sandbox">{t('payment_sandbox_note')}</p>
          <button type="submit" className="px-btn px-pay__submit" disabled={busy || card.holder.trim() === '' || !!errors.holder} data-testid="payment-submit">
            {busy ? t('payment_processing') : submitLabel}
          </button>
        </form>
      )}
    </Modal>
  );
}
