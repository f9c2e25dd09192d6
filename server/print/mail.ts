// The order confirmation mailed after print/order, translated from locales/<lang>/print.json (the print
// namespace the modal uses too), plain text and HTML; queued through the mail jobs (server/jobs/mail.ts).
import { isRtl } from '../../src/lib/shared/languages';
import { PRODUCT_NAME } from '../../src/lib/shared/constants';
import { printOrderNumber, type PrintOrderJson } from '../../src/lib/shared/print';
import type { MailMessage } from '../adapters/mail';
import { serverTranslator } from '../http/translations';
import { escapeHtml } from '../accounts/mails';
import { formatAmount } from '../billing/receipt';

export const PRINT_MAIL_KIND = 'print_order';
const NS = 'print';

const printTranslator = serverTranslator([NS]);

export async function printOrderMail(localesDir: string, order: PrintOrderJson, lang: string): Promise<MailMessage> {
  const { t, lang: chosen } = await printTranslator(localesDir, lang);
  const [short, long] = order.size.split('x');
  const values = { product: PRODUCT_NAME, order: printOrderNumber(order.id) };
  const subject = t('print_mail_subject', values);
  const a = order.address;
  const rows: [string, string][] = [
    [t('print_mail_order'), values.order],
    [t('print_product'), t(`print_product_${order.product}`)],
    [t('print_size'), t('print_size_inches', { short, long })],
    [t('print_quantity'), String(order.quantity)],
    [t('print_subtotal'), formatAmount(chosen, order.unit_amount * order.quantity, order.currency)],
    [t('print_shipping'), formatAmount(chosen, order.shipping_amount, order.currency)],
    [t('print_total'), formatAmount(chosen, order.total_amount, order.currency)],
  ];
  const addressLines = [a.name, a.line1, a.line2, [a.postal_code, a.city].filter(Boolean).join(' '), a.region, a.country].filter(Boolean);
  const intro = t('print_mail_intro', values);
  const text = [t('print_mail_greeting'), '', intro, '', ...rows.map(([k, v]) => `${k}: ${v}`), '', `${t('print_address')}:`, ...addressLines, '', t('print_mail_signature', values), ''].join('\n');
  const html = `<!doctype html>
<html lang="${escapeHtml(chosen)}" dir="${isRtl(chosen) ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f8f8fb;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1c1d26;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<p style="margin:0 0 24px;font-size:20px;font-weight:700">${escapeHtml(PRODUCT_NAME)}</p>
<p style="margin:0 0 16px">${escapeHtml(t('print_mail_greeting'))}</p>
<p style="margin:0 0 16px">${escapeHtml(intro)}</p>
<table style="width:100%;border-collapse:collapse;margin:0 0 24px">
${rows.map(([k, v]) => `<tr><td style="padding:6px 0;color:#6b6d7c">${escapeHtml(k)}</td><td style="padding:6px 0;text-align:end;font-weight:600">${escapeHtml(v)}</td></tr>`).join('\n')}
</table>
<p style="margin:0 0 8px;color:#6b6d7c">${escapeHtml(t('print_address'))}</p>
<p style="margin:0 0 24px">${addressLines.map(escapeHtml).join('<br>')}</p>
<p style="margin:0 0 16px">${escapeHtml(t('print_mail_signature', values))}</p>
</div>
</body>
</html>
`;
  return { to: order.email, subject, text, html, kind: PRINT_MAIL_KIND, lang: chosen };
}
