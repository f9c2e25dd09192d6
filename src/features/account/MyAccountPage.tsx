// My Account (account-content §2 My Account): the profile card, email notifications and delete account;
// the unverified-email warning; ?mv= verification. A visitor sees a not-logged-in message with a sign-in
// button. The subscription card shows the Plus subscription and its billing (account-content §4).
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../lib/pages';
import { useStore } from '../../app/useStore';
import { currentUser } from '../../lib/user';
import { openAuthModal } from '../auth';
import { loadSupportTicketsCard } from '../support';
import { loadPrintOrdersCard } from '../print';
import { UserIcon } from '../../app/ui/icons';
import { DeleteAccountCard } from './DeleteAccountCard';
import { EmailNotificationsCard } from './EmailNotificationsCard';
import { PhoneLinkCard } from './PhoneLinkCard';
import { ProfileCard } from './ProfileCard';
import { SubscriptionCard } from './SubscriptionCard';
import { useEmailVerification } from './useEmailVerification';
import { VerifyEmailWarning } from './VerifyEmailWarning';
import '../../app/ui/form.css';
import './account.css';

// The support area's card of the user's tickets loads with the page, in the support area's chunk.
const SupportTicketsCard = lazy(loadSupportTicketsCard);
const PrintOrdersCard = lazy(loadPrintOrdersCard);

function NotLoggedIn() {
  const { t } = useTranslation();
  return (
    <div className="px-card px-center-state px-account-guest" data-testid="account-not-logged-in">
      <div className="px-auth__done-icon">
        <UserIcon width={26} height={26} />
      </div>
      <h2>{t('account_not_logged_in_title')}</h2>
      <p className="px-muted">{t('account_not_logged_in_text')}</p>
      <div className="px-account-guest__actions">
        <button type="button" className="px-btn" onClick={() => openAuthModal('signIn')}>
          {t('sign_in')}
        </button>
        <button type="button" className="px-btn px-btn--secondary" onClick={() => openAuthModal('register')}>
          {t('auth_register')}
        </button>
      </div>
    </div>
  );
}

export default function MyAccountPage(_props: PageProps) {
  const { t } = useTranslation();
  const user = useStore(currentUser);
  useEmailVerification(user);
  return (
    <main className="px-page px-account-page" data-testid="page-myAccount">
      <h1>{t('page_my_account')}</h1>
      {user === undefined && (
        <div className="px-center-state" aria-busy="true">
          <div className="px-spinner" />
          <span className="px-visually-hidden">{t('loading')}</span>
        </div>
      )}
      {user === null && <NotLoggedIn />}
      {user && (
        <>
          {user.isMailVerified !== 1 && <VerifyEmailWarning user={user} />}
          <div className="px-account-grid">
            <ProfileCard user={user} />
            <SubscriptionCard user={user} />
            <EmailNotificationsCard user={user} />
            <PhoneLinkCard user={user} />
            <Suspense fallback={null}>
              <SupportTicketsCard />
            </Suspense>
            <Suspense fallback={null}>
              <PrintOrdersCard />
            </Suspense>
            <DeleteAccountCard user={user} />
          </div>
        </>
      )}
    </main>
  );
}
