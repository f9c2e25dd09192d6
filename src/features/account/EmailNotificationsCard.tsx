// Email notifications (account-content §2, §7 auth/update-email-pref): whether the user gets the emails
// about new effects and features; changed in a small modal.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../app/dialogs/Modal';
import { errorMessage } from '../../lib/request';
import type { User } from '../../lib/user';
import { FormError, SubmitButton } from '../../app/ui/FormError';
import { updateSessionUser } from '../auth';
import { updateEmailPreference } from './accountCalls';

function NotificationsModal({ subscribed, onClose }: { subscribed: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [checked, setChecked] = useState(subscribed);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ key: string; values?: Record<string, string> } | null>(null);
  return (
    <Modal title={t('account_email_notifications')} size="small" onClose={busy ? undefined : onClose} testId="notifications-modal">
      <form
        className="px-auth__form"
        onSubmit={(event) => {
          event.preventDefault();
          setBusy(true);
          setError(null);
          updateEmailPreference(checked).then(
            () => {
              updateSessionUser({ is_subscribe_newsletter: checked ? 1 : 0 });
              onClose();
            },
            (failure: unknown) => {
              setError(errorMessage(failure, { loggedIn: true }));
              setBusy(false);
            },
          );
        }}
      >
        <label className="px-check">
          <input type="checkbox" checked={checked} onChange={(e) => setChecked(e.target.checked)} data-autofocus />
          <span>
            <strong>{t('account_newsletter_label')}</strong>
            <span className="px-muted">{t('account_newsletter_text')}</span>
          </span>
        </label>
        <FormError messageKey={error?.key ?? null} values={error?.values} />
        <SubmitButton busy={busy} label={t('account_save')} />
      </form>
    </Modal>
  );
}

export function EmailNotificationsCard({ user }: { user: User }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const subscribed = user.is_subscribe_newsletter === 1;
  return (
    <section className="px-card px-account-card" aria-labelledby="px-notifications-title">
      <h2 id="px-notifications-title">{t('account_email_notifications')}</h2>
      <div className="px-profile__row">
        <div className="px-profile__text">
          <span className="px-profile__label">{t('account_newsletter_label')}</span>
          <span className="px-profile__value" data-testid="newsletter-state">
            {t(subscribed ? 'account_on' : 'account_off')}
          </span>
        </div>
        <button type="button" className="px-btn px-btn--secondary px-btn--small" onClick={() => setOpen(true)}>
          {t('account_change')}
        </button>
      </div>
      {open && <NotificationsModal subscribed={subscribed} onClose={() => setOpen(false)} />}
    </section>
  );
}
