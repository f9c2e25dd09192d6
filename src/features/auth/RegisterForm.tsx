// The registration form (spec §2.5, §5, §8.3): email, email again, password (at least 6), captcha.
import { useTranslation } from 'react-i18next';
import { validateRegister, type RegisterValues } from './authValidation';
import { Captcha } from './Captcha';
import { FormError, SubmitButton } from '../../app/ui/FormError';
import { registerWithPassword } from './loginFlow';
import { TextField } from '../../app/ui/TextField';
import { useCaptchaForm } from './useCaptchaForm';
import type { AuthFormProps } from './SignInForm';

export function RegisterForm({ captcha, email, onEmail, onSwitch, onLogin }: AuthFormProps) {
  const { t } = useTranslation();
  const { captchaRef, form, busy, error, onSubmit } = useCaptchaForm<keyof RegisterValues>('register', { email, emailAgain: '', password: '' }, validateRegister, { busyAfterSuccess: true });
  const submit = onSubmit(async (values, captchaResponse) => {
    await onLogin(await registerWithPassword({ ...values, captcha: captchaResponse }));
  });

  return (
    <form className="px-auth__form" onSubmit={(e) => void submit(e)} noValidate data-testid="register-form">
      <TextField
        {...form.bind('email', onEmail)}
        label={t('auth_email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        data-autofocus
      />
      <TextField
        {...form.bind('emailAgain')}
        label={t('auth_email_again')}
        type="email"
        autoComplete="email"
        inputMode="email"
      />
      <TextField
        {...form.bind('password')}
        label={t('auth_password')}
        type="password"
        autoComplete="new-password"
        hint={t('auth_password_hint')}
      />
      <Captcha mode={captcha} handleRef={captchaRef} />
      <FormError messageKey={error} />
      <SubmitButton busy={busy} label={t('auth_register_submit')} testId="auth-submit" />
      <p className="px-auth__legal">
        <span>{t('auth_register_terms')}</span>{' '}
        <a href="/privacy/" target="_blank" rel="noopener">
          {t('page_privacy')}
        </a>
      </p>
      <p className="px-auth__switch">
        <span>{t('auth_have_account')}</span>{' '}
        <button type="button" className="px-link" onClick={() => onSwitch('signIn')} data-testid="auth-switch-sign-in">
          {t('auth_sign_in_link')}
        </button>
      </p>
    </form>
  );
}
