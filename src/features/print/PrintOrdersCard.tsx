// My Account's "Print orders" card: the signed-in user's print orders (print/orders) — what, which size,
// how many, the total, the status and the date — newest first, like the support requests beside it.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/request';
import { PRINT_ORDER_STATUSES, type PrintOrderSummary } from '../../lib/shared/print';
import { fetchMyPrintOrders, formatAmount } from './printApi';
import './print.css';

export default function PrintOrdersCard() {
  const { t, i18n } = useTranslation();
  const [orders, setOrders] = useState<PrintOrderSummary[] | null>(null);
  const [error, setError] = useState<{ key: string; values?: Record<string, string> } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setError(null);
    fetchMyPrintOrders().then(
      (list) => live && setOrders(list),
      (failure: unknown) => live && setError(errorMessage(failure, { loggedIn: true })),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  const date = new Intl.DateTimeFormat(i18n.language === 'no' ? 'nb' : i18n.language, { year: 'numeric', month: 'short', day: 'numeric' });
  const statusText = (status: string): string => ((PRINT_ORDER_STATUSES as readonly string[]).includes(status) ? t(`print_status_${status}`) : status);
  return (
    <section className="px-card px-account-card px-print-orders" aria-labelledby="px-print-orders-title" data-testid="print-orders">
      <h2 id="px-print-orders-title">{t('print_orders_title')}</h2>
      {error ? (
        <div className="px-form-error" role="alert">
          <span>{t(error.key, error.values)}</span>
          <button type="button" className="px-btn px-btn--small px-btn--secondary" onClick={() => setAttempt((n) => n + 1)}>
            {t('try_again')}
          </button>
        </div>
      ) : orders === null ? (
        <div role="status" aria-busy="true">
          <span className="px-spinner px-spinner--small" aria-hidden="true" />
          <span className="px-visually-hidden">{t('loading')}</span>
        </div>
      ) : orders.length === 0 ? (
        <p className="px-muted">{t('print_orders_none')}</p>
      ) : (
        <ul className="px-print-orders__list">
          {orders.map((order) => {
            const [short, long] = order.size.split('x');
            return (
              <li key={order.id} data-testid="print-order" data-status={order.status}>
                <span className="px-print-orders__what">{t('print_line', { qty: order.quantity, product: t(`print_product_${order.product}`), size: t('print_size_inches', { short, long }) })}</span>
                <span className="px-muted">{t('print_orders_meta', { number: order.number, date: date.format(new Date(order.created_at)), total: formatAmount(order.total_amount, order.currency, i18n.language) })}</span>
                <span className={`px-print-orders__status px-print-orders__status--${order.status}`}>{statusText(order.status)}</span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
