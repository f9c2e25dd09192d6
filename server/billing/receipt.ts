// The receipt mailed for every charge (a first payment, an upgrade, a renewal), translated from
// locales/<lang>/billing_server.json, with a plain-text and an HTML part; queued (server/jobs/mail.ts).
import { isRtl } from '../../src/lib/shared/languages';
import { PRODUCT_NAME } from '../../src/lib/shared/constants';
import type { MailMessage } from '../adapters/mail';
import { serverTranslator } from '../http/translations';
import { escapeHtml } from '../accounts/mails';
import { currencyDecimals } from './prices';

export const RECEIPT_MAIL_KIND = 'receipt';
const NS = 'billing_server';

export const billingTranslator = serverTranslator([NS]);

const intlLocale = (lang: string): string => (lang === 'no' ? 'nb' : lang);

export function formatAmount(lang: string, amount: number, currency: string): string {
  const digits = currencyDecimals(currency);
  return new Intl.NumberFormat(intlLocale(lang), { style: 'currency', currency: currency.toUpperCase(), minimumFractionDigits: digits, maximumFractionDigits: digits }).format(amount / 10 ** digits);
}

const formatDate = (lang: string, ms: number): string => new Intl.DateTimeFormat(intlLocale(lang), { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(ms));

export interface ReceiptInput {
  to: string;
  lang: string;
  invoiceId: string;
  amount: number;
  currency: string;
  cycle: 'month' | 'year';
  last4: string;
  holderName: string;
  date: number;
  periodStart: number;
  periodEnd: number;
  /** My Account, where billing history and the printable receipt are. */
  accountLink: string;
}

export async function receiptMail(localesDir: string, input: ReceiptInput): Promise<MailMessage> {
  const { t, lang } = await billingTranslator(localesDir, input.lang);
  const values = { product: PRODUCT_NAME, amount: formatAmount(lang, input.amount, input.currency) };
  const subject = t('receipt_subject', values);
  const rows: [string, string][] = [
    [t('receipt_number'), input.invoiceId],
    [t('receipt_date'), formatDate(lang, input.date)],
    [t('receipt_plan'), t(input.cycle === 'year' ? 'receipt_plan_year' : 'receipt_plan_month', values)],
    [t('receipt_period'), `${formatDate(lang, input.periodStart)} – ${formatDate(lang, input.periodEnd)}`],
    [t('receipt_card'), `•••• ${input.last4}`],
    [t('receipt_name'), input.holderName],
    [t('receipt_amount'), values.amount],
  ];
  const intro = t('receipt_intro', values);
  const manage = t('receipt_manage', values);
  const text = [t('receipt_greeting', values), '', intro, '', ...rows.map(([k, v]) => `${k}: ${v}`), '', `${manage}: ${input.accountLink}`, '', t('receipt_signature', values), ''].join('\n');
  const html = `<!doctype html>
<html lang="${escapeHtml(lang)}" dir="${isRtl(lang) ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f8f8fb;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1c1d26;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<p style="margin:0 0 24px;font-size:20px;font-weight:700">${escapeHtml(PRODUCT_NAME)}</p>
<p style="margin:0 0 16px">${escapeHtml(t('receipt_greeting', values))}</p>
<p style="margin:0 0 16px">${escapeHtml(intro)}</p>
<table style="width:100%;border-collapse:collapse;margin:0 0 24px">
${rows.map(([k, v]) => `<tr><td style="padding:6px 0;color:#6b6d7c">${escapeHtml(k)}</td><td style="padding:6px 0;text-align:end;font-weight:600">${escapeHtml(v)}</td></tr>`).join('\n')}
</table>
<p style="margin:24px 0"><a href="${escapeHtml(input.accountLink)}" style="display:inline-block;background:#5b4cf0;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">${escapeHtml(manage)}</a></p>
<p style="margin:0 0 16px">${escapeHtml(t('receipt_signature', values))}</p>
</div>
</body>
</html>
`;
  return { to: input.to, subject, text, html, kind: RECEIPT_MAIL_KIND, link: input.accountLink, lang };
}
