// The content of the sign-in, registration and reset-password modals (spec §2.5), shared with the
// sign-in page: provider buttons, the form of the current mode, links between the three. The email
// typed in one mode carries over to the others.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthMode } from './authModal';
import { ForgotForm } from './ForgotForm';
import type { LoginResult } from './loginFlow';
import { ProviderButtons } from './ProviderButtons';
import { RegisterForm } from './RegisterForm';
import { SignInForm } from './SignInForm';
import { useSignInOptions } from './signInOptions';

export interface AuthPanelProps {
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  email: string;
  onEmailChange: (email: string) => void;
  onLogin: (result: LoginResult) => void | Promise<void>;
  noteKey?: string;
  forgotIntroKey?: string;
}

export function AuthPanel({ mode, onModeChange, email, onEmailChange, onLogin, noteKey, forgotIntroKey }: AuthPanelProps) {
  const { t } = useTranslation();
  const { options, failed, retry } = useSignInOptions();
  const root = useRef<HTMLDivElement>(null);
  // The form appears once the options are known, and changes with the mode: focus its first field.
  const ready = options !== null;
  useEffect(() => {
    if (ready) root.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [ready, mode]);
  if (failed) {
    return (
      <div className="px-form-error" role="alert" data-testid="auth-options-failed">
        <span>{t('auth_captcha_failed')}</span>
        <button type="button" className="px-btn px-btn--small px-btn--secondary" onClick={retry}>
          {t('try_again')}
        </button>
      </div>
    );
  }
  if (!options) {
    return (
      <div className="px-auth__loading" aria-busy="true">
        <span className="px-spinner" />
        <span className="px-visually-hidden">{t('loading')}</span>
      </div>
    );
  }
  const common = { captcha: options.captcha, email, onEmail: onEmailChange, onSwitch: onModeChange };
  return (
    <div className="px-auth" data-mode={mode} ref={root}>
      {noteKey && <p className="px-auth__note">{t(noteKey)}</p>}
      {mode !== 'forgot' && <ProviderButtons providers={options.providers} onLogin={onLogin} onRegisterWithEmail={() => onModeChange('register')} />}
      {mode === 'signIn' && <SignInForm key="signIn" {...common} onLogin={onLogin} />}
      {mode === 'register' && <RegisterForm key="register" {...common} onLogin={onLogin} />}
      {mode === 'forgot' && <ForgotForm key="forgot" {...common} introKey={forgotIntroKey} />}
    </div>
  );
}

export const AUTH_TITLE_KEYS: Record<AuthMode, string> = {
  signIn: 'auth_sign_in_title',
  register: 'auth_register_title',
  forgot: 'auth_forgot_title',
};
