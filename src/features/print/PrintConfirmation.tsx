// The order's confirmation: its number, what was ordered, the total and where the prints go, and that a
// confirmation mail is on its way.
import { useTranslation } from 'react-i18next';
import { Modal } from '../../app/dialogs/Modal';
import { printOrderNumber, type PrintOrderJson } from '../../lib/shared/print';

export function PrintConfirmation({ order, money, onClose }: { order: PrintOrderJson; money: (amount: number) => string; onClose: () => void }) {
  const { t } = useTranslation();
  const [short, long] = order.size.split('x');
  const a = order.address;
  return (
    <Modal
      title={t('print_done_title')}
      size="medium"
      id="print-modal"
      onClose={onClose}
      testId="print-confirmation"
      footer={
        <button type="button" className="px-btn" onClick={onClose}>
          {t('print_done_close')}
        </button>
      }
    >
      <p role="status">{t('print_done_text', { order: printOrderNumber(order.id) })}</p>
      <dl className="px-print__done">
        <dt>{t('print_product')}</dt>
        <dd>{t('print_line', { qty: order.quantity, product: t(`print_product_${order.product}`), size: t('print_size_inches', { short, long }) })}</dd>
        <dt>{t('print_total')}</dt>
        <dd data-testid="print-done-total">{money(order.total_amount)}</dd>
        <dt>{t('print_address')}</dt>
        <dd>{[a.name, a.line1, a.line2, [a.postal_code, a.city].filter(Boolean).join(' '), a.region, a.country].filter(Boolean).join(', ')}</dd>
      </dl>
      <p>{t('print_done_mail', { email: order.email })}</p>
    </Modal>
  );
}
