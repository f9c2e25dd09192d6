// The two mails of a new ticket: a confirmation to the user in their language (locales/<lang>/support_server.json,
// the topic's name from support.json) and the ticket to the support inbox (SUPPORT_EMAIL) in English, the
// team's language, with every field, the device details and each attachment by its original name with a
// signed, time-limited link that opens it (attachmentLinks.ts).
import { isRtl } from '../../src/lib/shared/languages';
import { PRODUCT_NAME } from '../../src/lib/shared/constants';
import type { MailMessage } from '../adapters/mail';
import { serverTranslator } from '../http/translations';
import { escapeHtml } from '../accounts/mails';
import { ticketNumber, type TicketRow } from './repo';

export const CONFIRMATION_MAIL_KIND = 'support_confirmation';
export const INBOX_MAIL_KIND = 'support_ticket';
const NAMESPACES = ['support_server', 'support'] as const;
// The mail texts first; the topics' names come from the app's support namespace.
const supportTranslator = serverTranslator(NAMESPACES);

export async function supportConfirmationMail(localesDir: string, ticket: TicketRow): Promise<MailMessage> {
  const { t, lang } = await supportTranslator(localesDir, ticket.lang);
  const number = ticketNumber(ticket.id);
  const values = { product: PRODUCT_NAME, number, topic: t(`support_reason_${ticket.subject}`) };
  const subject = t('support_mail_subject', values);
  const paragraphs = [t('support_mail_intro', values), t('support_mail_number', values)];
  const text = [t('support_mail_greeting', values), '', ...paragraphs, '', `${t('support_mail_copy', values)}`, ticket.message, '', t('support_mail_signature', values), ''].join('\n');
  const p = (s: string): string => `<p style="margin:0 0 16px">${escapeHtml(s)}</p>`;
  const html = `<!doctype html>
<html lang="${escapeHtml(lang)}" dir="${isRtl(lang) ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f8f8fb;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1c1d26;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<p style="margin:0 0 24px;font-size:20px;font-weight:700">${escapeHtml(PRODUCT_NAME)}</p>
${p(t('support_mail_greeting', values))}
${paragraphs.map(p).join('\n')}
<p style="margin:0 0 8px;font-weight:600">${escapeHtml(t('support_mail_copy', values))}</p>
<blockquote style="margin:0 0 16px;padding:12px 16px;background:#f1f1f6;border-radius:8px;white-space:pre-wrap">${escapeHtml(ticket.message)}</blockquote>
${p(t('support_mail_signature', values))}
</div>
</body>
</html>
`;
  return { to: ticket.email, subject, text, html, kind: CONFIRMATION_MAIL_KIND, lang };
}

export interface InboxAttachment {
  /** The name the user's file had. */
  filename: string;
  size: number;
  /** The signed link that downloads it (attachmentLinks.ts). */
  link: string;
}

function readableSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The ticket for the support team; Reply-To is the user (and the alternative address, if given). */
export function supportInboxMail(to: string, ticket: TicketRow, files: InboxAttachment[], publicUrl: string, linksExpire: number): MailMessage {
  const number = ticketNumber(ticket.id);
  const fields: [string, string][] = [
    ['Ticket', `${number} (${ticket.id})`],
    ['Topic', ticket.subject],
    ['Email', ticket.email],
    ['Alternative email', ticket.alt_email],
    ['User', ticket.user_id ?? 'visitor'],
    ['Device type', ticket.product],
    ['Name on card', ticket.payment_name],
    ['Last charge', ticket.payment_date],
    ['Group', ticket.group_description],
    ['Group members', ticket.group_members],
    ['Tag', ticket.tag],
    ['Language', ticket.lang],
  ].filter((f): f is [string, string] => f[1] !== '');
  let specs: Record<string, unknown> = {};
  try {
    specs = JSON.parse(ticket.device_specs) as Record<string, unknown>;
  } catch {
    specs = {};
  }
  const until = new Date(linksExpire).toISOString().slice(0, 10);
  const head = [...fields.map(([k, v]) => `${k}: ${v}`), '', ticket.message, '', '--', `Attachments (${files.length}):`];
  const tail = [
    '',
    'Device details:',
    ...(Object.keys(specs).length ? Object.entries(specs).map(([k, v]) => `${k}: ${String(v)}`) : ['(none)']),
    '',
    `Sent from ${publicUrl}`,
    '',
  ];
  const attachmentLines = files.length ? [...files.map((f) => `- ${f.filename} (${readableSize(f.size)}): ${f.link}`), `(The links open the files until ${until}.)`] : ['(none)'];
  const text = [...head, ...attachmentLines, ...tail].join('\n');
  const pre = (lines: string[]) => `<pre style="white-space:pre-wrap;font-family:ui-monospace,monospace;margin:0">${escapeHtml(lines.join('\n'))}</pre>`;
  const attachmentHtml = files.length
    ? `<ul style="margin:4px 0">${files.map((f) => `<li><a href="${escapeHtml(f.link)}">${escapeHtml(f.filename)}</a> (${escapeHtml(readableSize(f.size))})</li>`).join('')}</ul><p style="margin:0 0 8px">The links open the files until ${escapeHtml(until)}.</p>`
    : pre(['(none)']);
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"></head><body>${pre(head)}${attachmentHtml}${pre(tail)}</body></html>`;
  const replyTo = [ticket.email, ticket.alt_email].filter(Boolean).join(', ');
  return { to, subject: `[${PRODUCT_NAME} support ${number}] ${ticket.subject}`, text, html, kind: INBOX_MAIL_KIND, replyTo, lang: 'en' };
}
