// The sign-in form (spec §2.5, §5, §8.3): email, password, captcha; inline errors; links to the
// registration and reset forms.
import { useTranslation } from 'react-i18next';
import { validateSignIn, type SignInValues } from './authValidation';
import { Captcha } from './Captcha';
import { FormError, SubmitButton } from '../../app/ui/FormError';
import { signInWithPassword, type LoginResult } from './loginFlow';
import { TextField } from '../../app/ui/TextField';
import { useCaptchaForm } from './useCaptchaForm';
import type { AuthMode } from './authModal';

export interface AuthFormProps {
  captcha: 'altcha' | 'off';
  email: string;
  onEmail: (email: string) => void;
  onSwitch: (mode: AuthMode) => void;
  onLogin: (result: LoginResult) => void | Promise<void>;
}

export function SignInForm({ captcha, email, onEmail, onSwitch, onLogin }: AuthFormProps) {
  const { t } = useTranslation();
  const { captchaRef, form, busy, error, onSubmit } = useCaptchaForm<keyof SignInValues>('signIn', { email, password: '' }, validateSignIn, { busyAfterSuccess: true });

  const submit = onSubmit(async (values, captchaResponse) => {
    await onLogin(await signInWithPassword({ email: values.email, password: values.password, captcha: captchaResponse }));
  });

  return (
    <form className="px-auth__form" onSubmit={(e) => void submit(e)} noValidate data-testid="sign-in-form">
      <TextField
        {...form.bind('email', onEmail)}
        label={t('auth_email')}
        type="email"
        autoComplete="username"
        inputMode="email"
        data-autofocus={!email || undefined}
      />
      <TextField
        {...form.bind('password')}
        label={t('auth_password')}
        type="password"
        autoComplete="current-password"
        data-autofocus={email ? true : undefined}
      />
      <div className="px-auth__row">
        <button type="button" className="px-link" onClick={() => onSwitch('forgot')} data-testid="auth-forgot-link">
          {t('auth_forgot_password_link')}
        </button>
      </div>
      <Captcha mode={captcha} handleRef={captchaRef} />
      <FormError messageKey={error} />
      <SubmitButton busy={busy} label={t('auth_sign_in_submit')} testId="auth-submit" />
      <p className="px-auth__switch">
        <span>{t('auth_no_account')}</span>{' '}
        <button type="button" className="px-link" onClick={() => onSwitch('register')} data-testid="auth-switch-register">
          {t('auth_register_link')}
        </button>
      </p>
    </form>
  );
}
