// Delete account (account-content §2, §4): a confirmation, then auth/close-account-request mails a link to
// the closing page; the closing happens there. A failure shows its reason in a dialog.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { acknowledgeDialog, askDialog } from '../../app/dialogs/dialogs';
import { errorMessage } from '../../lib/request';
import type { User } from '../../lib/user';
import { requestAccountClose } from './accountCalls';

export function DeleteAccountCard({ user }: { user: User }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);

  async function start(): Promise<void> {
    const yes = await askDialog({ titleKey: 'account_delete_title', contentKey: 'account_delete_confirm', values: { email: user.email }, confirmKey: 'account_delete_send_link', cancelKey: 'cancel', danger: true }).catch(() => false);
    if (!yes) return;
    setBusy(true);
    try {
      await requestAccountClose();
      await acknowledgeDialog({ titleKey: 'account_delete_title', contentKey: 'account_delete_link_sent', values: { email: user.email } });
    } catch (failure) {
      const { key, values } = errorMessage(failure, { loggedIn: true });
      await acknowledgeDialog({ titleKey: 'account_delete_failed_title', contentKey: key, values }).catch(() => undefined);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="px-card px-account-card px-account-card--danger" aria-labelledby="px-delete-title">
      <h2 id="px-delete-title">{t('account_delete_title')}</h2>
      <p className="px-muted">{t('account_delete_text')}</p>
      <button type="button" className="px-btn px-btn--danger" onClick={() => void start()} disabled={busy} data-testid="delete-account">
        {busy && <span className="px-spinner px-spinner--small" aria-hidden="true" />}
        <span>{t('account_delete_button')}</span>
      </button>
    </section>
  );
}
