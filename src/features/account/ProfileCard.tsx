// The profile card of My Account (account-content §2): username (changeable once), email, password and
// the devices signed in to the account.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../lib/user';
import { ChangeEmailModal, ChangePasswordModal, ChangeUsernameModal } from './changeModals';
import { DevicesModal } from './DevicesModal';

type Open = 'username' | 'email' | 'password' | 'devices' | null;

function Row({ label, value, action, testId }: { label: string; value: React.ReactNode; action?: React.ReactNode; testId: string }) {
  return (
    <div className="px-profile__row" data-testid={testId}>
      <div className="px-profile__text">
        <span className="px-profile__label">{label}</span>
        <span className="px-profile__value">{value}</span>
      </div>
      {action}
    </div>
  );
}

export function ProfileCard({ user }: { user: User }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Open>(null);
  const button = (what: Exclude<Open, null>, labelKey: string, testId: string) => (
    <button type="button" className="px-btn px-btn--secondary px-btn--small" onClick={() => setOpen(what)} data-testid={testId}>
      {t(labelKey)}
    </button>
  );
  return (
    <section className="px-card px-account-card" aria-labelledby="px-profile-title">
      <h2 id="px-profile-title">{t('account_profile')}</h2>
      <Row
        testId="profile-username"
        label={t('account_username')}
        value={user.user_name || <span className="px-muted">{t('account_no_username')}</span>}
        action={user.can_change_user_name ? button('username', 'account_change', 'change-username') : undefined}
      />
      <Row testId="profile-email" label={t('auth_email')} value={<span dir="ltr">{user.email}</span>} action={button('email', 'account_change', 'change-email')} />
      <Row testId="profile-password" label={t('auth_password')} value={<span aria-hidden="true">••••••••</span>} action={button('password', 'account_change', 'change-password')} />
      <Row testId="profile-devices" label={t('account_devices')} value={t('account_devices_summary')} action={button('devices', 'account_see_devices', 'see-devices')} />
      {open === 'username' && <ChangeUsernameModal user={user} onClose={() => setOpen(null)} />}
      {open === 'email' && <ChangeEmailModal user={user} onClose={() => setOpen(null)} />}
      {open === 'password' && <ChangePasswordModal user={user} onClose={() => setOpen(null)} />}
      {open === 'devices' && <DevicesModal onClose={() => setOpen(null)} />}
    </section>
  );
}
