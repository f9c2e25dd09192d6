import { useTranslation } from 'react-i18next';

/** The inline error of a form (spec §8.3), announced to screen readers. */
export function FormError({ messageKey, values, children }: { messageKey: string | null; values?: Record<string, string>; children?: React.ReactNode }) {
  const { t } = useTranslation();
  if (!messageKey) return null;
  return (
    <div className="px-form-error" role="alert" data-testid="form-error" data-key={messageKey}>
      <span>{t(messageKey, values)}</span>
      {children}
    </div>
  );
}

/** The submit button: disabled with a spinner while the form is sending. */
export function SubmitButton({ busy, label, testId, className }: { busy: boolean; label: string; testId?: string; className?: string }) {
  return (
    <button type="submit" className={`px-btn px-submit ${className ?? ''}`} disabled={busy} aria-busy={busy} data-testid={testId}>
      {busy && <span className="px-spinner px-spinner--small" aria-hidden="true" />}
      <span>{label}</span>
    </button>
  );
}

/** Moves focus to the first field in error, so keyboard and screen-reader users land on it. */
export function focusFirst(idPrefix: string, fields: readonly string[]): void {
  const first = fields[0];
  if (first) document.getElementById(`${idPrefix}-${first}`)?.focus();
}
