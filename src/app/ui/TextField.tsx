// A labelled input with its error under it (from the field's message key), and a show/hide toggle for
// passwords. The error is tied to the input with aria-describedby and marks it aria-invalid.
import { useId, useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeOffIcon } from './icons';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'type'> {
  label: string;
  value: string;
  onValue: (value: string) => void;
  type?: 'text' | 'email' | 'password';
  /** i18next key of the error to show, if any. */
  error?: string;
  hint?: string;
}

export function TextField({ label, value, onValue, type = 'text', error, hint, id, ...rest }: TextFieldProps) {
  const { t } = useTranslation();
  const generated = useId();
  const inputId = id ?? generated;
  const [visible, setVisible] = useState(false);
  const described = [error ? `${inputId}-error` : '', hint ? `${inputId}-hint` : ''].filter(Boolean).join(' ') || undefined;
  const input = (
    <input
      {...rest}
      id={inputId}
      className="px-input"
      type={type === 'password' && visible ? 'text' : type}
      value={value}
      onChange={(event) => onValue(event.target.value)}
      aria-invalid={error ? true : undefined}
      aria-describedby={described}
      dir={type === 'text' ? undefined : 'ltr'}
    />
  );
  return (
    <div className="px-field">
      <label htmlFor={inputId}>{label}</label>
      {type === 'password' ? (
        <div className="px-password">
          {input}
          <button
            type="button"
            className="px-btn px-btn--ghost px-btn--small px-password__toggle"
            aria-pressed={visible}
            aria-label={t(visible ? 'auth_hide_password' : 'auth_show_password')}
            title={t(visible ? 'auth_hide_password' : 'auth_show_password')}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? <EyeOffIcon /> : <EyeIcon />}
          </button>
        </div>
      ) : (
        input
      )}
      {hint && !error && (
        <div id={`${inputId}-hint`} className="px-field__hint">
          {hint}
        </div>
      )}
      {error && (
        <div id={`${inputId}-error`} className="px-field__error">
          {t(error)}
        </div>
      )}
    </div>
  );
}
