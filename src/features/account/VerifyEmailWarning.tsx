// The unverified-email warning of My Account (account-content §2, §4): a send-verification button; when a
// verification mail was sent recently (the send cookie exists) a resend asks for confirmation first.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { acknowledgeDialog, askDialog } from '../../app/dialogs/dialogs';
import { showToast } from '../../app/toasts/toasts';
import { getCookie, setCookie } from '../../lib/cookies';
import { errorMessage } from '../../lib/request';
import type { User } from '../../lib/user';
import { MailIcon } from '../../app/ui/icons';
import { sendVerificationEmail } from './accountCalls';

/** Set when a verification mail goes out; while it lasts, a resend asks first. */
export const VERIFY_SENT_COOKIE = 'verify_email_sent';
const VERIFY_SENT_DAYS = 1;

export function VerifyEmailWarning({ user }: { user: User }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);

  async function send(): Promise<void> {
    if (getCookie(VERIFY_SENT_COOKIE)) {
      const again = await askDialog({ contentKey: 'account_verify_resend_confirm', values: { email: user.email }, confirmKey: 'account_verify_resend', cancelKey: 'cancel' }).catch(() => false);
      if (!again) return;
    }
    setBusy(true);
    try {
      const to = await sendVerificationEmail();
      setCookie(VERIFY_SENT_COOKIE, '1', VERIFY_SENT_DAYS);
      showToast({ message: t('verification_email_sent', { email: to }), kind: 'success', autoDismissMs: 6000 });
    } catch (failure) {
      const { key, values } = errorMessage(failure, { loggedIn: true });
      await acknowledgeDialog({ contentKey: key, values }).catch(() => undefined);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="px-verify-warning" role="status" data-testid="verify-email-warning">
      <MailIcon width={22} height={22} />
      <p>{t('please_verify_email', { email: user.email })}</p>
      <button type="button" className="px-btn px-btn--small" onClick={() => void send()} disabled={busy} data-testid="send-verification">
        {busy && <span className="px-spinner px-spinner--small" aria-hidden="true" />}
        <span>{t('account_send_verification')}</span>
      </button>
    </div>
  );
}
