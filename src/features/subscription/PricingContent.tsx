// The pricing page's content, also shown in the pricing modal (subscription-navigation §2 "Pricing modal"):
// what Free and Plus give, side by side under a sticky header, the month/year switch with the yearly
// saving, the prices of the user's price group (§9: the yearly plan shown per month), and the sign-in and
// upgrade buttons.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '../../app/useStore';
import { currentUser } from '../../lib/user';
import { openAuthModal } from '../auth';
import { isPlus } from './access';
import { formatPrice, yearlyPerMonth } from './formatPrice';
import { openPayment } from './payment';
import type { Recurring } from './rules';
import { ensurePrices, priceChoice } from './state';
import { subscriptionState } from './store';
import './subscription.css';

/** The comparison's rows: [label key, in Free, in Plus]. */
const ROWS: readonly (readonly [string, boolean])[] = [
  ['pricing_row_editor', true],
  ['pricing_row_collage', true],
  ['pricing_row_projects', true],
  ['pricing_row_ai', false],
  ['pricing_row_artsy', false],
  ['pricing_row_templates', false],
  ['pricing_row_no_ads', false],
  ['pricing_row_support', false],
];

export function PricingContent({ onLeave, inModal = false }: { onLeave?: () => void; inModal?: boolean }) {
  const { t, i18n } = useTranslation();
  const state = useStore(subscriptionState);
  const user = useStore(currentUser);
  const plus = isPlus(user);
  const language = i18n.language;

  useEffect(() => {
    if (state.prices === 'idle') void ensurePrices();
  }, [state.prices]);

  const pair = state.pair;
  const recurring = state.recurring;
  const choose = (value: Recurring): void => priceChoice.setRecurring(value);

  const upgrade = (): void => {
    onLeave?.();
    void openPayment({ mode: state.trialsEnabled ? 'free_trial' : 'charge', recurring });
  };
  const signIn = (): void => {
    onLeave?.();
    openAuthModal('signIn');
  };

  const price = pair ? (recurring === 'year' ? yearlyPerMonth(pair.year.unit_amount) : pair.month.unit_amount) : 0;

  return (
    <div className="px-pricing" data-testid="pricing-content" data-in-modal={inModal ? 'yes' : 'no'}>
      <p className="px-pricing__lead">{t('pricing_lead')}</p>
      {plus && (
        <p className="px-pricing__member" data-testid="plus-badge">
          <span className="px-pricing__badge">{t('pricing_plus_badge')}</span> {t('pricing_you_are_plus')}
        </p>
      )}
      <div className="px-pricing__switch" role="radiogroup" aria-label={t('pricing_billing_period')}>
        {(['month', 'year'] as const).map((value) => (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={recurring === value}
            className={`px-btn px-btn--small ${recurring === value ? '' : 'px-btn--secondary'}`}
            onClick={() => choose(value)}
            data-testid={`pricing-${value}`}
          >
            {t(value === 'year' ? 'pricing_yearly' : 'pricing_monthly')}
            {value === 'year' && pair && pair.saving_percent > 0 && (
              <span className="px-pricing__save" data-testid="pricing-saving">
                {' '}
                {t('pricing_save_percent', { percent: pair.saving_percent })}
              </span>
            )}
          </button>
        ))}
      </div>
      {state.prices === 'loading' && !pair && <p className="px-muted">{t('loading')}</p>}
      {state.prices === 'failed' && !pair && (
        <p className="px-pricing__error" role="alert" data-testid="pricing-failed">
          {t('pricing_load_failed')}{' '}
          <button type="button" className="px-btn px-btn--small px-btn--secondary" onClick={() => void ensurePrices(true)}>
            {t('try_again')}
          </button>
        </p>
      )}
      {state.fromCache && <p className="px-muted" data-testid="pricing-offline">{t('pricing_offline_prices')}</p>}
      <div className="px-pricing__scroll">
        <table className="px-pricing__table">
          <thead>
            <tr>
              <th scope="col">{t('pricing_features')}</th>
              <th scope="col">
                <span className="px-pricing__plan">{t('pricing_free')}</span>
                <span className="px-pricing__amount">{pair ? formatPrice(0, pair.currency, language) : ''}</span>
              </th>
              <th scope="col" className="px-pricing__plus-col">
                <span className="px-pricing__plan">{t('pricing_plus')}</span>
                {pair && (
                  <span className="px-pricing__amount" data-testid="pricing-price">
                    {t('pricing_per_month', { price: formatPrice(price, pair.currency, language) })}
                  </span>
                )}
                {pair && recurring === 'year' && (
                  <span className="px-pricing__billed" data-testid="pricing-billed">
                    {t('pricing_billed_yearly', { price: formatPrice(pair.year.unit_amount, pair.currency, language) })}
                  </span>
                )}
              </th>
            </tr>
          </thead>
          <tbody>
            {ROWS.map(([key, free]) => (
              <tr key={key}>
                <th scope="row">{t(key)}</th>
                <td aria-label={t(free ? 'pricing_included' : 'pricing_not_included')}>{free ? '✓' : '—'}</td>
                <td aria-label={t('pricing_included')}>✓</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {!plus && (
        <div className="px-pricing__actions">
          {!user && (
            <button type="button" className="px-btn px-btn--secondary" onClick={signIn} data-testid="pricing-sign-in">
              {t('pricing_sign_in')}
            </button>
          )}
          <button type="button" className="px-btn" onClick={upgrade} disabled={!pair} data-testid="pricing-upgrade">
            {t(state.trialsEnabled ? 'pricing_start_trial' : 'pricing_upgrade')}
          </button>
        </div>
      )}
    </div>
  );
}
