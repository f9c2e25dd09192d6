// The reset-password form (spec §2.5, §5, §8.3): email and captcha; a confirmation once the link is sent.
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { validateForgot, type ForgotValues } from './authValidation';
import { authErrorKey } from './authErrors';
import { Captcha, type CaptchaHandle } from './Captcha';
import { FormError, SubmitButton, focusFirst } from './FormError';
import { requestPasswordReset } from './loginFlow';
import { TextField } from './TextField';
import { useFormFields } from './useFormFields';
import { MailIcon } from './icons';
import type { AuthFormProps } from './SignInForm';

export function ForgotForm({ captcha, email, onEmail, onSwitch, introKey }: Omit<AuthFormProps, 'onLogin'> & { introKey?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const captchaRef = useRef<CaptchaHandle | null>(null);
  const form = useFormFields<keyof ForgotValues>({ email }, validateForgot);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function onSubmit(event: FormEvent): Promise<void> {
    event.preventDefault();
    if (busy) return;
    setError(null);
    const invalid = form.submit();
    if (invalid.length) return focusFirst(id, invalid);
    setBusy(true);
    try {
      const response = await captchaRef.current?.response().catch(() => null);
      if (response === null) {
        setError('auth_captcha_required');
        return;
      }
      await requestPasswordReset({ email: form.values.email, captcha: response ?? '' });
      setSentTo(form.values.email.trim());
    } catch (failure) {
      setError(authErrorKey('forgot', failure));
      captchaRef.current?.renew();
    } finally {
      setBusy(false);
    }
  }

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
    <form className="px-auth__form" onSubmit={(e) => void onSubmit(e)} noValidate data-testid="forgot-form">
      <p className="px-auth__intro">{t(introKey ?? 'auth_forgot_intro')}</p>
      <TextField
        id={`${id}-email`}
        label={t('auth_email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        value={form.values.email}
        onValue={(v) => {
          form.set('email', v);
          onEmail(v);
        }}
        onBlur={() => form.touch('email')}
        error={form.shown('email')}
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
