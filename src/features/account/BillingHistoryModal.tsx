// Billing history (account-content §2 My Account, §7 transaction/invoices, §8 no_invoices, §9 invoice
// print): the list of charges, newest first; each opens a printable receipt 700 px wide in letter aspect.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../app/dialogs/Modal';
import { errorMessage } from '../../lib/request';
import { formatPrice } from '../subscription';
import { fetchInvoices } from './billingCalls';
import { RECEIPT_HEIGHT_PX, RECEIPT_WIDTH_PX, formatDate, receiptNumber, type Invoice } from './billingRules';

type State = { kind: 'loading' } | { kind: 'ready'; invoices: Invoice[] } | { kind: 'error'; key: string; values?: Record<string, string> };

export function Receipt({ invoice }: { invoice: Invoice }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const amount = formatPrice(invoice.charge, invoice.currency, lang);
  const cycle = t(invoice.billing_cycle === 'year' ? 'billing_cycle_year' : 'billing_cycle_month');
  return (
    <article className="px-receipt" style={{ width: RECEIPT_WIDTH_PX, minHeight: RECEIPT_HEIGHT_PX }} data-testid="receipt" aria-label={t('billing_receipt_title')}>
      <header className="px-receipt__head">
        <div>
          <strong className="px-receipt__brand">{t('billing_receipt_company')}</strong>
          <div className="px-muted">{window.location.host}</div>
        </div>
        <div className="px-receipt__title">
          <h3>{t('billing_receipt_title')}</h3>
          <div className="px-muted">
            {t('billing_receipt_number')} {receiptNumber(invoice)}
          </div>
        </div>
      </header>
      <dl className="px-receipt__facts">
        <dt>{t('billing_receipt_date_paid')}</dt>
        <dd>{formatDate(invoice.date_timestamp, lang)}</dd>
        {invoice.name && (
          <>
            <dt>{t('billing_receipt_billed_to')}</dt>
            <dd>{invoice.name}</dd>
          </>
        )}
        {invoice.last4 && (
          <>
            <dt>{t('billing_receipt_payment_method')}</dt>
            <dd>{t('billing_card_ending', { last4: invoice.last4 })}</dd>
          </>
        )}
      </dl>
      <table className="px-receipt__lines">
        <thead>
          <tr>
            <th scope="col">{t('billing_receipt_description')}</th>
            <th scope="col">{t('billing_receipt_period')}</th>
            <th scope="col" className="px-receipt__amount">
              {t('billing_receipt_amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>{t('billing_receipt_line', { package: invoice.package_name, cycle })}</td>
            <td>{t('billing_period_range', { start: formatDate(invoice.period_start_timestamp, lang), end: formatDate(invoice.period_end_timestamp, lang) })}</td>
            <td className="px-receipt__amount">{amount}</td>
          </tr>
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              {t('billing_receipt_total_paid')}
            </th>
            <td className="px-receipt__amount" data-testid="receipt-total">
              {amount}
            </td>
          </tr>
        </tfoot>
      </table>
      <p className="px-receipt__note px-muted">{t('billing_receipt_note')}</p>
    </article>
  );
}

function ReceiptModal({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    document.body.classList.add('px-printing-receipt');
    return () => document.body.classList.remove('px-printing-receipt');
  }, []);
  return (
    <Modal
      title={t('billing_receipt_title')}
      size="large"
      onClose={onClose}
      testId="receipt-modal"
      className="px-receipt-modal"
      footer={
        <button type="button" className="px-btn" onClick={() => window.print()} data-testid="receipt-print">
          {t('billing_print')}
        </button>
      }
    >
      <div className="px-receipt__scroll">
        <Receipt invoice={invoice} />
      </div>
    </Modal>
  );
}

export default function BillingHistoryModal({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [open, setOpen] = useState<Invoice | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    fetchInvoices().then(
      (invoices) => live && setState({ kind: 'ready', invoices }),
      (failure: unknown) => live && setState({ kind: 'error', ...errorMessage(failure, { loggedIn: true }) }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  return (
    <>
      <Modal title={t('billing_history')} size="medium" onClose={onClose} testId="billing-history">
        {state.kind === 'loading' && (
          <div className="px-center-state" aria-busy="true">
            <div className="px-spinner" />
            <span className="px-visually-hidden">{t('loading')}</span>
          </div>
        )}
        {state.kind === 'error' && (
          <div className="px-center-state" role="alert">
            <p>{t(state.key, state.values)}</p>
            <button type="button" className="px-btn px-btn--secondary" onClick={() => setAttempt((n) => n + 1)}>
              {t('billing_try_again')}
            </button>
          </div>
        )}
        {state.kind === 'ready' && state.invoices.length === 0 && (
          <p className="px-center-state px-muted" data-testid="billing-no-receipts">
            {t('billing_no_receipts')}
          </p>
        )}
        {state.kind === 'ready' && state.invoices.length > 0 && (
          <ul className="px-billing-history" data-testid="billing-history-list">
            {state.invoices.map((invoice) => (
              <li key={invoice.id || invoice.date_timestamp}>
                <button type="button" className="px-billing-history__row" onClick={() => setOpen(invoice)} data-testid="billing-history-row">
                  <span className="px-billing-history__date">{formatDate(invoice.date_timestamp, i18n.language)}</span>
                  <span className="px-muted">
                    {invoice.package_name} · {t(invoice.billing_cycle === 'year' ? 'billing_cycle_year' : 'billing_cycle_month')}
                    {invoice.last4 ? ` · ${t('billing_card_ending', { last4: invoice.last4 })}` : ''}
                  </span>
                  <strong className="px-billing-history__amount">{formatPrice(invoice.charge, invoice.currency, i18n.language)}</strong>
                  <span className="px-billing-history__open">{t('billing_view_receipt')}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </Modal>
      {open && <ReceiptModal invoice={open} onClose={() => setOpen(null)} />}
    </>
  );
}
