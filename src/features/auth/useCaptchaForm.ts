// What the sign-in, registration and reset forms share: fields validated as the user types and on
// submit, the captcha answer fetched before sending, the §8.3 inline error mapped from a failure, a fresh
// captcha after one, and the busy state of the submit button.
import { useId, useRef, useState, type FormEvent } from 'react';
import { authErrorKey, type AuthFormKind } from './authErrors';
import type { CaptchaHandle } from './Captcha';
import { focusFirst } from '../../app/ui/FormError';
import { useFormFields, type Errors, type Values } from '../../app/ui/useFormFields';

export interface CaptchaFormOptions {
  /** Sign-in and registration stay busy after success: the modal closes or the page moves on. */
  busyAfterSuccess?: boolean;
}

export function useCaptchaForm<F extends string>(kind: AuthFormKind, initial: Values<F>, validate: (values: Values<F>) => Errors<F>, options: CaptchaFormOptions = {}) {
  const id = useId();
  const captchaRef = useRef<CaptchaHandle | null>(null);
  const form = useFormFields<F>(initial, validate, id);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  /** An onSubmit handler that validates, gets the captcha answer and runs `send` with it. */
  const onSubmit = (send: (values: Values<F>, captcha: string) => Promise<void>) => async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    if (busy) return;
    setError(null);
    const invalid = form.submit();
    if (invalid.length) return focusFirst(id, invalid);
    setBusy(true);
    let succeeded = false;
    try {
      const response = await captchaRef.current?.response().catch(() => null);
      if (response === null) {
        setError('auth_captcha_required');
        return;
      }
      await send(form.values, response ?? '');
      succeeded = true;
    } catch (failure) {
      setError(authErrorKey(kind, failure));
      captchaRef.current?.renew();
    } finally {
      if (!succeeded || !options.busyAfterSuccess) setBusy(false);
    }
  };

  return { id, captchaRef, form, busy, error, onSubmit };
}
