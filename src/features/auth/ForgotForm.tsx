// The reset-password form (spec §2.5, §5, §8.3): email and captcha; a confirmation once the link is sent.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validateForgot, type ForgotValues } from './authValidation';
import { Captcha } from './Captcha';
import { FormError, SubmitButton } from '../../app/ui/FormError';
import { requestPasswordReset } from './loginFlow';
import { TextField } from '../../app/ui/TextField';
import { useCaptchaForm } from './useCaptchaForm';
import { MailIcon } from '../../app/ui/icons';
import type { AuthFormProps } from './SignInForm';

export function ForgotForm({ captcha, email, onEmail, onSwitch, introKey }: Omit<AuthFormProps, 'onLogin'> & { introKey?: string }) {
  const { t } = useTranslation();
  const { captchaRef, form, busy, error, onSubmit } = useCaptchaForm<keyof ForgotValues>('forgot', { email }, validateForgot);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const submit = onSubmit(async (values, captchaResponse) => {
    await requestPasswordReset({ email: values.email, captcha: captchaResponse });
    setSentTo(values.email.trim());
  });

  if (sentTo) {
    return (
      <div className="px-auth__done" role="status" data-testid="forgot-sent">
        <div className="px-auth__done-icon">
          <MailIcon width={28} height={28} />
        </div>
        <p>{t('auth_reset_link_sent', { email: sentTo })}</p>
        <button type="button" className="px-btn" onClick={() => onSwitch('signIn')} data-autofocus>
          {t('auth_back_to_sign_in')}
        </button>
      </div>
    );
  }

  return (
    <form className="px-auth__form" onSubmit={(e) => void submit(e)} noValidate data-testid="forgot-form">
      <p className="px-auth__intro">{t(introKey ?? 'auth_forgot_intro')}</p>
      <TextField
        {...form.bind('email', onEmail)}
        label={t('auth_email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        data-autofocus
      />
      <Captcha mode={captcha} handleRef={captchaRef} />
      <FormError messageKey={error} />
      <SubmitButton busy={busy} label={t('auth_send_reset_link')} testId="auth-submit" />
      <p className="px-auth__switch">
        <button type="button" className="px-link" onClick={() => onSwitch('signIn')} data-testid="auth-switch-sign-in">
          {t('auth_back_to_sign_in')}
        </button>
      </p>
    </form>
  );
}
