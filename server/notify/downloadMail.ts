// The phone download link mail (shell-auth-platform §4.11): a link that opens Pixloom on the phone, where it
// installs as an app; translated from locales/<lang>/mail.json (mail_download_*), a text and an HTML part.
import { PRODUCT_NAME } from '../../src/lib/shared/constants';
import { isRtl } from '../../src/lib/shared/languages';
import type { MailMessage } from '../adapters/mail';
import { escapeHtml, mailTranslator } from '../accounts/mails';

export const DOWNLOAD_MAIL_KIND = 'download_link';

export async function downloadLinkMail(localesDir: string, input: { to: string; lang: string; link: string }): Promise<MailMessage> {
  const { t, lang } = await mailTranslator(localesDir, input.lang);
  const values = { product: PRODUCT_NAME, email: input.to };
  const subject = t('mail_download_subject', values);
  const intro = t('mail_download_intro', values);
  const steps = t('mail_download_install', values);
  const button = t('mail_download_button', values);
  const text = [t('mail_greeting', values), '', intro, '', `${button}: ${input.link}`, '', steps, '', t('mail_signature', values), '', '--', t('mail_footer', values), ''].join('\n');
  const p = (s: string): string => `<p style="margin:0 0 16px">${escapeHtml(s)}</p>`;
  const html = `<!doctype html>
<html lang="${escapeHtml(lang)}" dir="${isRtl(lang) ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f8f8fb;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1c1d26;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<p style="margin:0 0 24px;font-size:20px;font-weight:700">${escapeHtml(PRODUCT_NAME)}</p>
${p(t('mail_greeting', values))}
${p(intro)}
<p style="margin:24px 0"><a href="${escapeHtml(input.link)}" style="display:inline-block;background:#5b4cf0;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">${escapeHtml(button)}</a></p>
${p(steps)}
${p(t('mail_link_fallback', values))}
<p style="margin:0 0 16px;word-break:break-all"><a href="${escapeHtml(input.link)}" style="color:#5b4cf0">${escapeHtml(input.link)}</a></p>
${p(t('mail_signature', values))}
<p style="margin:24px 0 0;font-size:12px;color:#6b6d7c">${escapeHtml(t('mail_footer', values))}</p>
</div>
</body>
</html>
`;
  return { to: input.to, subject, text, html, kind: DOWNLOAD_MAIL_KIND, link: input.link, lang };
}
