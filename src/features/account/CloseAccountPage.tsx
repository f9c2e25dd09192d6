// The account-closing page (/close-account/?q=<key>, account-content §2, §4; shell §2.5, §4.6): a visitor is
// sent to sign in first; the key is checked; yes/no; yes starts the closure and shows the progress screen
// (status asked first after 2.555 s, then every 100 ms) until it finishes; then "account deleted", the
// user is signed out on this device, and goes home. No says thanks for staying and goes home. An invalid
// link shows error_invalid_url and goes home (the same link a second time goes home directly).
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { acknowledgeDialog } from '../../app/dialogs/dialogs';
import { currentLanguage } from '../../app/language/language';
import type { PageProps } from '../../lib/pages';
import { useStore } from '../../app/useStore';
import { readLocal, writeLocal } from '../../lib/localStore';
import { ApiError, errorMessage } from '../../lib/request';
import { isSiteLanguage } from '../../lib/shared/languages';
import { homePath } from '../../lib/shared/routes';
import { currentUser } from '../../lib/user';
import { signInPath, forgetSessionUser, suspendSessionChecks, clearLocalSettings } from '../auth';
import { checkCloseKey, closeAccount, closeAccountStatus } from './accountCalls';
import { pollCloseStatus } from './closeAccountPolling';
import '../../app/ui/form.css';
import './account.css';

/** The last close link found invalid on this device; on disk, so the name needs a migration to change. */
const INVALID_CLOSE_KEY = 'pixloom.invalidCloseKey';

type Step = 'checking' | 'confirm' | 'closing' | 'failed' | 'leaving';

export default function CloseAccountPage(_props: PageProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const user = useStore(currentUser);
  const lang = useStore(currentLanguage);
  const key = params.get('q') ?? '';
  const [step, setStep] = useState<Step>('checking');
  const [progress, setProgress] = useState(0);
  const checked = useRef(false);
  const home = homePath(isSiteLanguage(lang) ? lang : 'en');

  const leave = (path = home): void => {
    setStep('leaving');
    void navigate(path, { replace: true });
  };

  useEffect(() => {
    if (user === undefined || checked.current) return;
    if (user === null) {
      void navigate(signInPath(`/close-account/?q=${encodeURIComponent(key)}`), { replace: true });
      return;
    }
    checked.current = true;
    checkCloseKey(key).then(
      () => setStep('confirm'),
      async (failure: unknown) => {
        if (failure instanceof ApiError && failure.code === 'invalid_key') {
          const seen = readLocal<string | null>(INVALID_CLOSE_KEY, null) === key;
          writeLocal(INVALID_CLOSE_KEY, key);
          if (!seen) await acknowledgeDialog({ contentKey: 'error_invalid_url' }).catch(() => undefined);
        } else {
          const { key: messageKey, values } = errorMessage(failure, { loggedIn: true });
          await acknowledgeDialog({ contentKey: messageKey, values }).catch(() => undefined);
        }
        leave();
      },
    );
    // Runs once the user is known; `leave` and `home` only matter then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user, key, navigate]);

  async function stay(): Promise<void> {
    await acknowledgeDialog({ contentKey: 'account_close_thanks_for_staying' }).catch(() => undefined);
    leave();
  }

  async function close(): Promise<void> {
    const email = currentUser.get()?.email ?? null;
    // The closure ends the session on purpose: no "session expired" dialog on the way.
    const resume = suspendSessionChecks();
    setStep('closing');
    setProgress(0);
    try {
      await closeAccount(key);
    } catch (failure) {
      resume();
      const invalid = failure instanceof ApiError && failure.code === 'invalid_key';
      const { key: messageKey, values } = invalid ? { key: 'error_invalid_url', values: undefined } : errorMessage(failure, { loggedIn: true });
      await acknowledgeDialog({ titleKey: 'account_close_failed_title', contentKey: messageKey, values }).catch(() => undefined);
      if (invalid) leave();
      else setStep('confirm');
      return;
    }
    try {
      await pollCloseStatus({ fetchStatus: closeAccountStatus, onProgress: setProgress });
    } catch {
      // The closure started and this browser's session is gone: only a refresh (and support) can help.
      setStep('failed');
      await acknowledgeDialog({ titleKey: 'account_close_failed_title', contentKey: 'account_close_failed', confirmKey: 'auth_refresh' }).catch(() => undefined);
      window.location.reload();
      return;
    }
    await clearLocalSettings(email);
    forgetSessionUser();
    await acknowledgeDialog({ titleKey: 'account_deleted_title', contentKey: 'account_deleted' }).catch(() => undefined);
    resume();
    // A full load: nothing of the closed account stays in memory.
    window.location.replace(home);
  }

  return (
    <main className="px-page px-close-page" data-testid="page-closeAccount">
      <div className="px-card px-close-card">
        {(step === 'checking' || step === 'leaving') && (
          <div className="px-center-state" aria-busy="true">
            <div className="px-spinner" />
            <span className="px-visually-hidden">{t('loading')}</span>
          </div>
        )}
        {step === 'confirm' && (
          <div className="px-close" data-testid="close-confirm">
            <h1>{t('account_close_title')}</h1>
            <p>{t('account_close_question', { email: user?.email ?? '' })}</p>
            <ul className="px-close__list">
              <li>{t('account_close_consequence_photos')}</li>
              <li>{t('account_close_consequence_projects')}</li>
              <li>{t('account_close_consequence_subscription')}</li>
            </ul>
            <div className="px-close__actions">
              <button type="button" className="px-btn px-btn--secondary" onClick={() => void stay()} data-testid="close-no">
                {t('account_close_no')}
              </button>
              <button type="button" className="px-btn px-btn--danger" onClick={() => void close()} data-testid="close-yes">
                {t('account_close_yes')}
              </button>
            </div>
          </div>
        )}
        {step === 'failed' && (
          <div className="px-close" role="alert" data-testid="close-failed">
            <h1>{t('account_close_failed_title')}</h1>
            <p>{t('account_close_failed')}</p>
            <button type="button" className="px-btn" onClick={() => window.location.reload()}>
              {t('auth_refresh')}
            </button>
          </div>
        )}
        {step === 'closing' && (
          <div className="px-close" data-testid="close-progress" aria-live="polite">
            <h1>{t('account_closing_title')}</h1>
            <p className="px-muted">{t('account_closing_text')}</p>
            <div className="px-progress" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress} aria-label={t('account_closing_title')}>
              <div className="px-progress__bar" style={{ width: `${progress}%` }} />
            </div>
            <p className="px-close__percent" data-testid="close-percent">
              {t('account_closing_percent', { percent: String(progress) })}
            </p>
          </div>
        )}
      </div>
    </main>
  );
}
