// The generic form modal (spec §2.5, §5): a title, fields, a submit button and a confirmation state. All
// fields are required; they are validated on submit (and then as the user types), invalid ones are marked
// and the text under a field is that field's message. An error of the call lands under its field or
// above the submit button; the submit button is disabled with a spinner while sending.
import { useCallback, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../dialogs/Modal';
import { DialogButtons } from './DialogButtons';
import { errorMessage } from '../../lib/request';
import { FormError, SubmitButton, focusFirst } from './FormError';
import { CheckIcon } from './icons';
import { TextField } from './TextField';
import { useFormFields, type Errors, type Values } from './useFormFields';
import './form.css';

export interface FormModalField {
  name: string;
  labelKey: string;
  /** The message under the field when it is empty or breaks its rule. */
  messageKey: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  initial?: string;
  /** The field's rule (besides being required). */
  isValid?: (value: string, values: Values<string>) => boolean;
  /** Rewrites the value as the user types (a username loses characters it cannot have). */
  clean?: (value: string) => string;
  hintKey?: string;
  maxLength?: number;
}

export interface FormModalMessage {
  messageKey: string;
  values?: Record<string, string>;
}

/** What the modal shows after a successful submit; without one it closes. */
export type FormModalConfirmation = FormModalMessage;

export interface FormModalProps {
  titleKey: string;
  introKey?: string;
  introValues?: Record<string, string>;
  fields: FormModalField[];
  submitKey: string;
  onSubmit: (values: Values<string>) => Promise<FormModalConfirmation | void>;
  /** Where an error of onSubmit shows: under a field, or (default) above the submit button. */
  errorFor?: (error: unknown) => (FormModalMessage & { field?: string }) | null;
  onClose: () => void;
  testId?: string;
}

/** Required fields and each field's rule; the error is the field's own message. */
export function validateFields(fields: readonly FormModalField[], values: Values<string>): Errors<string> {
  const errors: Errors<string> = {};
  for (const field of fields) {
    const value = values[field.name] ?? '';
    if (!value.trim() || (field.isValid && !field.isValid(value, values))) errors[field.name] = field.messageKey;
  }
  return errors;
}

export function FormModal({ titleKey, introKey, introValues, fields, submitKey, onSubmit, errorFor, onClose, testId }: FormModalProps) {
  const { t } = useTranslation();
  const id = useId();
  const validate = useCallback((values: Values<string>) => validateFields(fields, values), [fields]);
  const form = useFormFields<string>(Object.fromEntries(fields.map((f) => [f.name, f.initial ?? ''])), validate);
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<FormModalMessage | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [confirmation, setConfirmation] = useState<FormModalConfirmation | null>(null);

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    setFieldErrors({});
    const invalid = form.submit();
    if (invalid.length) return focusFirst(id, invalid);
    setBusy(true);
    try {
      const done = await onSubmit(form.values);
      if (done) setConfirmation(done);
      else onClose();
    } catch (error) {
      const mapped = errorFor?.(error) ?? null;
      if (mapped?.field) {
        setFieldErrors({ [mapped.field]: mapped.messageKey });
        focusFirst(id, [mapped.field]);
      } else if (mapped) {
        setFormError(mapped);
      } else {
        const { key, values } = errorMessage(error, { loggedIn: true });
        setFormError({ messageKey: key, values });
      }
    } finally {
      setBusy(false);
    }
  }

  if (confirmation) {
    return (
      <Modal
        title={t(titleKey)}
        size="small"
        onClose={onClose}
        testId={testId}
        footer={
          <DialogButtons primary={{ label: t('ok'), onClick: onClose }} />
        }
      >
        <div className="px-auth__done" role="status" data-testid="form-modal-confirmation">
          <div className="px-auth__done-icon">
            <CheckIcon width={28} height={28} />
          </div>
          <p>{t(confirmation.messageKey, confirmation.values)}</p>
        </div>
      </Modal>
    );
  }

  return (
    <Modal title={t(titleKey)} size="small" onClose={busy ? undefined : onClose} testId={testId}>
      <form className="px-auth__form" onSubmit={(e) => void submit(e)} noValidate>
        {introKey && <p className="px-auth__intro">{t(introKey, introValues)}</p>}
        {fields.map((field, index) => (
          <TextField
            key={field.name}
            id={`${id}-${field.name}`}
            name={field.name}
            label={t(field.labelKey)}
            type={field.type ?? 'text'}
            autoComplete={field.autoComplete}
            maxLength={field.maxLength}
            value={form.values[field.name] ?? ''}
            onValue={(value) => {
              form.set(field.name, field.clean ? field.clean(value) : value);
              if (fieldErrors[field.name]) setFieldErrors({});
            }}
            onBlur={() => form.leave(field.name)}
            error={fieldErrors[field.name] ?? form.shown(field.name)}
            hint={field.hintKey ? t(field.hintKey) : undefined}
            data-autofocus={index === 0 || undefined}
          />
        ))}
        <FormError messageKey={formError?.messageKey ?? null} values={formError?.values} />
        <SubmitButton busy={busy} label={t(submitKey)} testId="form-modal-submit" />
      </form>
    </Modal>
  );
}
