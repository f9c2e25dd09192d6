// The account mails (verify email, reset password, close account), translated into the user's language
// from locales/<lang>/mail.json through the server's one translator (server/http/translations.ts), with a
// plain-text and an HTML part and links on PUBLIC_URL.
import type { TFunction } from 'i18next';
import { isRtl } from '../../src/lib/shared/languages';
import { PRODUCT_NAME } from '../../src/lib/shared/constants';
import type { MailMessage } from '../adapters/mail';
import { serverTranslator } from '../http/translations';

/** The mail strings (locales/<lang>/mail.json) in one language; an unknown language falls back to English. */
export const mailTranslator = serverTranslator(['mail']);

export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function formatUntil(lang: string, until: number): string {
  return new Intl.DateTimeFormat(lang === 'no' ? 'nb' : lang, { year: 'numeric', month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' }).format(new Date(until));
}

interface LinkMailParts {
  kind: string;
  subjectKey: string;
  introKey: string;
  buttonKey: string;
  values: Record<string, string>;
}

function render(t: TFunction, lang: string, to: string, link: string, expiresAt: number, parts: LinkMailParts): MailMessage {
  const values = { product: PRODUCT_NAME, email: to, until: formatUntil(lang, expiresAt), ...parts.values };
  const subject = t(parts.subjectKey, values);
  const paragraphs = [t(parts.introKey, values)];
  const after = [t('mail_link_expiry', values), t('mail_ignore', values)];
  const text = [
    t('mail_greeting', values),
    '',
    ...paragraphs,
    '',
    `${t(parts.buttonKey, values)}: ${link}`,
    '',
    ...after,
    '',
    t('mail_signature', values),
    '',
    '--',
    t('mail_footer', values),
    '',
  ].join('\n');
  const dir = isRtl(lang) ? 'rtl' : 'ltr';
  const p = (s: string): string => `<p style="margin:0 0 16px">${escapeHtml(s)}</p>`;
  const html = `<!doctype html>
<html lang="${escapeHtml(lang)}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f8f8fb;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1c1d26;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<p style="margin:0 0 24px;font-size:20px;font-weight:700">${escapeHtml(PRODUCT_NAME)}</p>
${p(t('mail_greeting', values))}
${paragraphs.map(p).join('\n')}
<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="display:inline-block;background:#5b4cf0;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">${escapeHtml(t(parts.buttonKey, values))}</a></p>
${p(t('mail_link_fallback', values))}
<p style="margin:0 0 16px;word-break:break-all"><a href="${escapeHtml(link)}" style="color:#5b4cf0">${escapeHtml(link)}</a></p>
${after.map(p).join('\n')}
${p(t('mail_signature', values))}
<p style="margin:24px 0 0;font-size:12px;color:#6b6d7c">${escapeHtml(t('mail_footer', values))}</p>
</div>
</body>
</html>
`;
  return { to, subject, text, html, kind: parts.kind, link, lang };
}

export type AccountMailKind = 'verify_email' | 'reset_password' | 'close_account';

const PARTS: Record<AccountMailKind, Omit<LinkMailParts, 'values' | 'kind'>> = {
  verify_email: { subjectKey: 'mail_verify_subject', introKey: 'mail_verify_intro', buttonKey: 'mail_verify_button' },
  reset_password: { subjectKey: 'mail_reset_subject', introKey: 'mail_reset_intro', buttonKey: 'mail_reset_button' },
  close_account: { subjectKey: 'mail_close_subject', introKey: 'mail_close_intro', buttonKey: 'mail_close_button' },
};

/** A translated account mail; an unknown language falls back to English. */
export async function accountMail(localesDir: string, kind: AccountMailKind, input: { to: string; lang: string; link: string; expiresAt: number }): Promise<MailMessage> {
  const { t, lang } = await mailTranslator(localesDir, input.lang);
  return render(t, lang, input.to, input.link, input.expiresAt, { kind, ...PARTS[kind], values: {} });
}

/** Feedback from auth/send-feedback, to the support inbox (in English, the team's language). */
export function feedbackMail(input: { to: string; from: string; subject: string; message: string; systemInfo: string; userId: string | null }): MailMessage {
  const lines = [`From: ${input.from}`, `User: ${input.userId ?? 'visitor'}`, '', input.message, '', '--', 'System info:', input.systemInfo || '(none)', ''];
  const text = lines.join('\n');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"></head><body><pre style="white-space:pre-wrap;font-family:ui-monospace,monospace">${escapeHtml(text)}</pre></body></html>`;
  return { to: input.to, subject: `[${PRODUCT_NAME} feedback] ${input.subject}`, text, html, kind: 'feedback', replyTo: input.from, lang: 'en' };
}
