// Form state with validation as the user types and on submit (spec §5): a field's error shows once the
// user has left it or tried to submit, and follows every keystroke after that.
import { useCallback, useMemo, useState } from 'react';
import { afterPointerRelease } from './pointerRelease';

export type Values<F extends string> = Record<F, string>;
export type Errors<F extends string> = Partial<Record<F, string>>;

export interface FormFields<F extends string> {
  values: Values<F>;
  errors: Errors<F>;
  set(field: F, value: string): void;
  touch(field: F): void;
  /** The user left the field: its error shows, after the press that moved the focus (see pointerRelease). */
  leave(field: F): void;
  /** The error to show under a field now (i18next key), if any. */
  shown(field: F): string | undefined;
  /** Marks every field for display; returns the fields in error, in order (empty when valid). */
  submit(): F[];
  /** The props that tie a TextField to a field: its value, typing, leaving and the error shown now;
   *  `alsoOnValue` hears every new value too (the auth modal keeps the email across its forms). */
  bind(field: F, alsoOnValue?: (value: string) => void): FieldBinding;
}

export interface FieldBinding {
  id: string;
  value: string;
  onValue(value: string): void;
  onBlur(): void;
  error: string | undefined;
}

/** `idPrefix` makes each bound input's id `${idPrefix}-${field}`, so submit can focus the first in error. */
export function useFormFields<F extends string>(initial: Values<F>, validate: (values: Values<F>) => Errors<F>, idPrefix = ''): FormFields<F> {
  const [values, setValues] = useState<Values<F>>(initial);
  const [touched, setTouched] = useState<Partial<Record<F, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const errors = useMemo(() => validate(values), [validate, values]);
  const set = useCallback((field: F, value: string) => setValues((prev) => ({ ...prev, [field]: value })), []);
  const touch = useCallback((field: F) => setTouched((prev) => (prev[field] ? prev : { ...prev, [field]: true })), []);
  const leave = useCallback((field: F) => afterPointerRelease(() => touch(field)), [touch]);
  const shown = (field: F): string | undefined => (submitted || touched[field] ? errors[field] : undefined);
  return {
    values,
    errors,
    set,
    touch,
    leave,
    shown,
    bind: (field, alsoOnValue) => ({
      id: `${idPrefix}-${field}`,
      value: values[field],
      onValue: (value) => {
        set(field, value);
        alsoOnValue?.(value);
      },
      onBlur: () => leave(field),
      error: shown(field),
    }),
    submit() {
      setSubmitted(true);
      return (Object.keys(values) as F[]).filter((field) => Boolean(errors[field]));
    },
  };
}
