// The print modal (subscription-navigation §2 "print modal"; its details are ours, issue 19): a product
// and a size with its price, whether the picture has the pixels for a sharp print at that size (300 dpi;
// a warning under 150), a quantity, the shipping address, the order's summary, and the order sent to the
// print service; then its confirmation. Prices come from the server, which prices the order again itself.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../app/dialogs/Modal';
import { errorMessage, isApiError } from '../../lib/request';
import { report } from '../../lib/report';
import { currentUser } from '../../lib/user';
import { useStore } from '../../app/useStore';
import { addressErrors, cleanAddress, dpiRating, printDpi, PRINT_QUANTITY_MAX, PRINT_SIZES, sharpLongSide, type AddressField, type PrintCatalog, type PrintOrderJson, type PrintProduct, type ShippingAddress } from '../../lib/shared/print';
import { fetchPrintCatalog, formatAmount, placePrintOrder } from './printApi';
import { AddressFields } from './AddressFields';
import { PrintConfirmation } from './PrintConfirmation';
import './print.css';

export interface PrintModalProps {
  /** The picture's size in pixels, as it will be printed. */
  picture: { width: number; height: number };
  /** Renders the picture at full size as a JPEG. */
  renderPicture: (signal: AbortSignal) => Promise<Blob>;
  onClose: () => void;
}

type Phase = { kind: 'form' } | { kind: 'sending' } | { kind: 'done'; order: PrintOrderJson };

const EMPTY_ADDRESS: ShippingAddress = { name: '', line1: '', line2: '', city: '', region: '', postal_code: '', country: '' };

function initialCountry(): string {
  const match = /(?:^|;\s*)ui_country=([A-Za-z]{2})/.exec(document.cookie);
  return match?.[1]?.toUpperCase() ?? '';
}

export function PrintModal({ picture, renderPicture, onClose }: PrintModalProps) {
  const { t, i18n } = useTranslation();
  const user = useStore(currentUser);
  const [catalog, setCatalog] = useState<PrintCatalog | null>(null);
  const [catalogFailed, setCatalogFailed] = useState(false);
  const [product, setProduct] = useState<PrintProduct>('photo_print');
  const [sizeId, setSizeId] = useState(PRINT_SIZES.photo_print[0]!.id);
  const [quantity, setQuantity] = useState('1');
  const [address, setAddress] = useState<ShippingAddress>(() => ({ ...EMPTY_ADDRESS, country: initialCountry() }));
  const [errors, setErrors] = useState<Map<AddressField, string>>(new Map());
  const [phase, setPhase] = useState<Phase>({ kind: 'form' });
  const [failure, setFailure] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);

  const loadCatalog = (): void => {
    setCatalogFailed(false);
    fetchPrintCatalog().then(setCatalog, (error: unknown) => {
      report('warning', 'print catalog did not load', { error: String(error) });
      setCatalogFailed(true);
    });
  };
  useEffect(loadCatalog, []);
  useEffect(() => () => abort.current?.abort(), []);

  const size = PRINT_SIZES[product].find((s) => s.id === sizeId) ?? PRINT_SIZES[product][0]!;
  const dpi = printDpi(picture, size);
  const rating = dpiRating(dpi);
  const count = Number(quantity);
  const quantityValid = Number.isInteger(count) && count >= 1 && count <= PRINT_QUANTITY_MAX;
  const unit = catalog?.products.find((p) => p.id === product)?.sizes.find((s) => s.id === size.id)?.unit_amount;
  const money = (amount: number): string => (catalog ? formatAmount(amount, catalog.currency, i18n.language) : '');
  const sending = phase.kind === 'sending';

  const chooseProduct = (next: PrintProduct): void => {
    setProduct(next);
    setSizeId(PRINT_SIZES[next][0]!.id);
  };

  const submit = async (): Promise<void> => {
    const found = addressErrors(address);
    setErrors(found);
    setFailure(null);
    if (found.size > 0 || !quantityValid || unit === undefined) return;
    const controller = new AbortController();
    abort.current = controller;
    setPhase({ kind: 'sending' });
    try {
      const blob = await renderPicture(controller.signal);
      const order = await placePrintOrder({ product, size: size.id, quantity: count, address: cleanAddress(address), picture: blob }, controller.signal);
      setPhase({ kind: 'done', order });
    } catch (error) {
      if (controller.signal.aborted) return;
      setPhase({ kind: 'form' });
      const field = isApiError(error) ? (error.details?.field as AddressField | undefined) : undefined;
      if (field && isApiError(error)) {
        setErrors(new Map([[field, error.code]]));
        return;
      }
      if (!isApiError(error, 'request_failed')) report('warning', 'print order failed', { code: isApiError(error) ? error.code : String(error) });
      const message = errorMessage(error, { loggedIn: true });
      setFailure(isApiError(error) && i18n.exists(`print_error_${error.code}`) ? t(`print_error_${error.code}`, { max: PRINT_QUANTITY_MAX }) : t(message.key, message.values));
    } finally {
      abort.current = null;
    }
  };

  if (phase.kind === 'done') return <PrintConfirmation order={phase.order} onClose={onClose} money={money} />;

  const footer = (
    <div className="px-print__footer">
      <button type="button" className="px-btn px-btn--secondary" onClick={onClose}>
        {t('cancel')}
      </button>
      <button type="button" className="px-btn" disabled={sending || !catalog || !quantityValid} onClick={() => void submit()} data-testid="print-submit">
        {sending ? t('print_sending') : t('print_place_order')}
      </button>
    </div>
  );

  return (
    <Modal title={t('print_title')} size="large" id="print-modal" onClose={onClose} testId="print-modal" footer={footer} className="px-print">
      <fieldset className="px-ed-fieldset" disabled={sending}>
        <legend>{t('print_product')}</legend>
        <div className="px-ed-chips" role="radiogroup" aria-label={t('print_product')}>
          {(Object.keys(PRINT_SIZES) as PrintProduct[]).map((id) => (
            <label key={id} className="px-ed-chip">
              <input type="radio" name="px-print-product" checked={product === id} onChange={() => chooseProduct(id)} data-testid={`print-product-${id}`} />
              {t(`print_product_${id}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="px-ed-fieldset" disabled={sending}>
        <legend>{t('print_size')}</legend>
        <div className="px-print__sizes">
          {PRINT_SIZES[product].map((s) => {
            const price = catalog?.products.find((p) => p.id === product)?.sizes.find((x) => x.id === s.id)?.unit_amount;
            return (
              <label key={s.id} className="px-ed-chip px-print__size">
                <input type="radio" name="px-print-size" checked={size.id === s.id} onChange={() => setSizeId(s.id)} data-testid={`print-size-${s.id}`} />
                <span>{t('print_size_label', { short: s.short, long: s.long, shortCm: Math.round(s.short * 2.54), longCm: Math.round(s.long * 2.54) })}</span>
                {price !== undefined && <span className="px-print__price">{money(price)}</span>}
              </label>
            );
          })}
        </div>
      </fieldset>
      <div className={`px-print__quality is-${rating}`} role={rating === 'low' ? 'alert' : 'status'} data-testid="print-quality" data-rating={rating}>
        <strong>{t(`print_quality_${rating}_title`)}</strong>
        <span>{t('print_quality_pixels', { width: picture.width, height: picture.height, dpi })}</span>
        {rating !== 'good' && <span>{t(`print_quality_${rating}_advice`, { inches: sharpLongSide(picture), cm: Math.floor(sharpLongSide(picture) * 2.54) })}</span>}
      </div>
      <div className="px-field px-print__quantity">
        <label htmlFor="px-print-quantity">{t('print_quantity')}</label>
        <input id="px-print-quantity" className="px-input" type="number" min={1} max={PRINT_QUANTITY_MAX} value={quantity} disabled={sending} aria-invalid={!quantityValid || undefined} onChange={(e) => setQuantity(e.currentTarget.value)} data-testid="print-quantity" />
        {!quantityValid && <div className="px-field__error">{t('print_error_invalid_quantity', { max: PRINT_QUANTITY_MAX })}</div>}
      </div>
      <AddressFields address={address} errors={errors} disabled={sending} onChange={(field, value) => setAddress((a) => ({ ...a, [field]: value }))} />
      <section className="px-print__summary" aria-label={t('print_summary')} data-testid="print-summary">
        <h3>{t('print_summary')}</h3>
        {catalogFailed && (
          <p className="px-field__error" role="alert">
            {t('print_catalog_failed')}{' '}
            <button type="button" className="px-btn px-btn--ghost px-btn--small" onClick={loadCatalog}>
              {t('try_again')}
            </button>
          </p>
        )}
        {catalog && unit !== undefined && quantityValid && (
          <dl>
            <dt>{t('print_line', { qty: count, product: t(`print_product_${product}`), size: t('print_size_inches', { short: size.short, long: size.long }) })}</dt>
            <dd>{money(unit * count)}</dd>
            <dt>{t('print_shipping')}</dt>
            <dd>{money(catalog.shipping_amount)}</dd>
            <dt className="px-print__total">{t('print_total')}</dt>
            <dd className="px-print__total" data-testid="print-total">
              {money(unit * count + catalog.shipping_amount)}
            </dd>
          </dl>
        )}
        {user?.email && <p className="px-print__note">{t('print_mail_note', { email: user.email })}</p>}
      </section>
      {failure && (
        <p className="px-field__error" role="alert" data-testid="print-error">
          {failure}
        </p>
      )}
    </Modal>
  );
}
