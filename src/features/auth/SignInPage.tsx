// The sign-in page (/sign-in/): the sign-in form on its own page, ?opn=fp opens the reset form (offering a
// new reset link), ?opn=register the registration. After signing in — or when already signed in — the
// user goes to `next` when it is on this site, else to the dashboard.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { PageProps } from '../../lib/pages';
import { currentLanguage } from '../../app/language/language';
import { useStore } from '../../app/useStore';
import { LOCAL_KEYS, readLocal } from '../../lib/localStore';
import { isSiteLanguage } from '../../lib/shared/languages';
import { dashboardPath } from '../../lib/shared/routes';
import { currentUser } from '../../lib/user';
import { AUTH_TITLE_KEYS, AuthPanel } from './AuthPanel';
import type { AuthMode } from './authModal';
import { completeLogin } from './loginSuccess';
import { safeNextAfterSignIn } from './next';
import '../../app/ui/form.css';
import './auth.css';

function modeFrom(opn: string | null): AuthMode {
  if (opn === 'fp') return 'forgot';
  if (opn === 'register') return 'register';
  return 'signIn';
}

export default function SignInPage(_props: PageProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const user = useStore(currentUser);
  const lang = useStore(currentLanguage);
  const opn = params.get('opn');
  const [mode, setMode] = useState<AuthMode>(() => modeFrom(opn));
  const [email, setEmail] = useState(() => readLocal<string>(LOCAL_KEYS.latestUserEmail, '') ?? '');
  const target = safeNextAfterSignIn(params.get('next'), window.location.origin) ?? dashboardPath(isSiteLanguage(lang) ? lang : 'en');

  useEffect(() => {
    if (user) void navigate(target, { replace: true });
  }, [user, target, navigate]);

  if (user !== null) {
    return (
      <main className="px-page px-center-state" aria-busy="true" data-testid="page-signIn">
        <div className="px-spinner" />
        <span className="px-visually-hidden">{t('loading')}</span>
      </main>
    );
  }

  return (
    <main className="px-page px-auth-page" data-testid="page-signIn">
      <div className="px-card px-auth-card">
        <h1>{t(AUTH_TITLE_KEYS[mode])}</h1>
        <AuthPanel
          mode={mode}
          onModeChange={setMode}
          email={email}
          onEmailChange={setEmail}
          forgotIntroKey={opn === 'fp' ? 'auth_forgot_intro_new_link' : undefined}
          // The page itself moves on once the user is known (the effect above); nothing else to run.
          onLogin={(result) => completeLogin(result, { onLogin: () => undefined })}
        />
      </div>
    </main>
  );
}
