// The password reset page (/reset-password/?q=<key>, account-content §2, §4, §5): three states — the link
// is valid (the new-password form), invalid (with ways to get a new link or sign in), or the reset is done
// (a link to sign in). The key must be 40 hex characters; a signed-in user goes to My Account.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { PageProps } from '../../lib/pages';
import { useStore } from '../../app/useStore';
import { ApiError, errorMessage } from '../../lib/request';
import { isHex40 } from '../../lib/shared/validators';
import { currentUser } from '../../lib/user';
import { FormError, SubmitButton, focusFirst } from '../../app/ui/FormError';
import { CheckIcon } from '../../app/ui/icons';
import { TextField } from '../../app/ui/TextField';
import { useFormFields } from '../../app/ui/useFormFields';
import { validateResetPassword } from './accountRules';
import { resetPassword, validateResetKey } from './accountCalls';
import '../../app/ui/form.css';
import './account.css';

type State = 'checking' | 'valid' | 'invalid' | 'done' | 'error';

function ResetForm({ qKey, onDone, onInvalid }: { qKey: string; onDone: () => void; onInvalid: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const form = useFormFields<'password' | 'again'>({ password: '', again: '' }, validateResetPassword, id);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ key: string; values?: Record<string, string> } | null>(null);

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    if (busy) return;
    setError(null);
    const invalid = form.submit();
    if (invalid.length) return focusFirst(id, invalid);
    setBusy(true);
    try {
      await resetPassword(qKey, form.values.password, form.values.again);
      onDone();
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 'invalid_key') return onInvalid();
      setError(errorMessage(failure));
      setBusy(false);
    }
  }

  return (
    <form className="px-auth__form" onSubmit={(e) => void submit(e)} noValidate data-testid="reset-form">
      <p className="px-auth__intro">{t('reset_password_intro')}</p>
      <TextField
        {...form.bind('password')}
        label={t('account_new_password')}
        type="password"
        autoComplete="new-password"
        hint={t('auth_password_hint')}
        autoFocus
      />
      <TextField
        {...form.bind('again')}
        label={t('account_new_password_again')}
        type="password"
        autoComplete="new-password"
      />
      <FormError messageKey={error?.key ?? null} values={error?.values} />
      <SubmitButton busy={busy} label={t('reset_password_submit')} testId="reset-submit" />
    </form>
  );
}

export default function ResetPasswordPage(_props: PageProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const user = useStore(currentUser);
  const qKey = params.get('q') ?? '';
  const [state, setState] = useState<State>(() => (isHex40(qKey) ? 'checking' : 'invalid'));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (user) void navigate('/my-account/', { replace: true });
  }, [user, navigate]);

  useEffect(() => {
    if (!isHex40(qKey)) return setState('invalid');
    let live = true;
    setState('checking');
    validateResetKey(qKey).then(
      () => live && setState('valid'),
      (failure: unknown) => live && setState(failure instanceof ApiError && failure.code === 'invalid_key' ? 'invalid' : 'error'),
    );
    return () => {
      live = false;
    };
  }, [qKey, attempt]);

  return (
    <main className="px-page px-auth-page" data-testid="page-resetPassword" data-state={state}>
      <div className="px-card px-auth-card">
        <h1>{t(state === 'done' ? 'reset_password_done_title' : state === 'invalid' ? 'reset_password_invalid_title' : 'page_reset_password')}</h1>
        {(state === 'checking' || user) && (
          <div className="px-center-state" aria-busy="true">
            <div className="px-spinner" />
          </div>
        )}
        {state === 'valid' && !user && <ResetForm qKey={qKey} onDone={() => setState('done')} onInvalid={() => setState('invalid')} />}
        {state === 'invalid' && (
          <div className="px-auth__done" data-testid="reset-invalid">
            <p>{t('reset_password_link_invalid')}</p>
            <div className="px-account-guest__actions">
              <Link className="px-btn" to="/sign-in/?opn=fp">
                {t('reset_password_new_link')}
              </Link>
              <Link className="px-btn px-btn--secondary" to="/sign-in/">
                {t('sign_in')}
              </Link>
            </div>
          </div>
        )}
        {state === 'done' && (
          <div className="px-auth__done" role="status" data-testid="reset-done">
            <div className="px-auth__done-icon">
              <CheckIcon width={28} height={28} />
            </div>
            <p>{t('reset_password_done')}</p>
            <Link className="px-btn" to="/sign-in/">
              {t('sign_in')}
            </Link>
          </div>
        )}
        {state === 'error' && (
          <FormError messageKey="error_request_failed">
            <button type="button" className="px-btn px-btn--small px-btn--secondary" onClick={() => setAttempt((n) => n + 1)}>
              {t('try_again')}
            </button>
          </FormError>
        )}
      </div>
    </main>
  );
}
