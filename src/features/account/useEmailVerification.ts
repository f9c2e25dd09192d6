// ?mv=<key> on My Account (account-content §2, §4 Email verification): verify the email of the signed-in
// user. Success sets isMailVerified to 1 and returns to /my-account/; an already verified email shows a
// notice; a visitor is asked to sign in first.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { showToast } from '../../app/toasts/toasts';
import { ApiError, errorMessage } from '../../lib/request';
import type { User } from '../../lib/user';
import { openAuthModal, updateSessionUser } from '../auth';
import { verifyEmail } from './accountCalls';

export function useEmailVerification(user: User | null | undefined): void {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const mv = params.get('mv');
  const done = useRef<string | null>(null);

  useEffect(() => {
    if (!mv || user === undefined || done.current === mv) return;
    if (user === null) {
      openAuthModal('signIn', { noteKey: 'account_verify_sign_in_first' });
      return;
    }
    done.current = mv;
    const back = (): void => void navigate('/my-account/', { replace: true });
    if (user.isMailVerified === 1) {
      showToast({ message: t('account_email_already_verified'), kind: 'info', autoDismissMs: 6000 });
      return back();
    }
    verifyEmail(mv).then(
      () => {
        updateSessionUser({ isMailVerified: 1 });
        showToast({ message: t('email_successfully_verified'), kind: 'success', autoDismissMs: 6000 });
        back();
      },
      (failure: unknown) => {
        if (failure instanceof ApiError && failure.code === 'already_verified') {
          updateSessionUser({ isMailVerified: 1 });
          showToast({ message: t('account_email_already_verified'), kind: 'info', autoDismissMs: 6000 });
        } else {
          const { key, values } = errorMessage(failure, { loggedIn: true });
          showToast({ message: t(failure instanceof ApiError && failure.code === 'invalid_key' ? 'account_verify_link_invalid' : key, values), kind: 'error', autoDismissMs: 8000 });
        }
        back();
      },
    );
  }, [mv, user, t, navigate]);
}
