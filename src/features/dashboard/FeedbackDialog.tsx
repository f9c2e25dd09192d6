// Feedback (spec subscription-navigation §2 side menu "help and feedback", §6: Plus users may send
// feedback): a subject and a message, sent to support with auth/send-feedback, which stores it and mails
// the support inbox. Both fields are required; an error of the call shows above the buttons.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../app/dialogs/Modal';
import { DialogButtons } from '../../app/ui/DialogButtons';
import { TextField } from '../../app/ui/TextField';
import { useStore } from '../../app/useStore';
import { apiCall, errorMessage } from '../../lib/request';
import { currentUser } from '../../lib/user';

const SUBJECT_MAX = 200;
const MESSAGE_MAX = 4000;

export function FeedbackDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const user = useStore(currentUser);
  const formId = useId();
  const messageId = useId();
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<{ key: string; values?: Record<string, string> } | null>(null);
  const subjectError = tried && !subject.trim() ? 'error_invalid_subject' : undefined;
  const messageError = tried && !message.trim() ? 'error_invalid_message' : undefined;

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    setTried(true);
    setError(null);
    if (busy || !user || !subject.trim() || !message.trim()) return;
    setBusy(true);
    try {
      await apiCall('auth/send-feedback', { email: user.email, subject: subject.trim(), message: message.trim(), system_info: navigator.userAgent.slice(0, 500) });
      setSent(true);
    } catch (err) {
      setError(errorMessage(err, { loggedIn: true }));
    } finally {
      setBusy(false);
    }
  }

  if (sent) {
    return (
      <Modal title={t('nav_feedback_title')} size="small" onClose={onClose} testId="feedback-dialog" footer={<DialogButtons primary={{ label: t('close'), onClick: onClose }} />}>
        <p role="status" data-testid="feedback-sent">
          {t('nav_feedback_sent')}
        </p>
      </Modal>
    );
  }
  return (
    <Modal
      title={t('nav_feedback_title')}
      size="small"
      onClose={onClose}
      testId="feedback-dialog"
      footer={<DialogButtons secondary={{ label: t('cancel'), onClick: onClose }} primary={{ label: t('nav_feedback_send'), submitForm: formId, disabled: busy, autoFocus: false, testId: 'feedback-send' }} />}
    >
      <form id={formId} onSubmit={(e) => void submit(e)} noValidate>
        <p className="px-muted">{t('nav_feedback_intro')}</p>
        <TextField label={t('nav_feedback_subject')} value={subject} onValue={setSubject} maxLength={SUBJECT_MAX} error={subjectError} data-autofocus />
        <div className="px-field">
          <label htmlFor={messageId}>{t('nav_feedback_message')}</label>
          <textarea
            id={messageId}
            className="px-input"
            rows={6}
            maxLength={MESSAGE_MAX}
            value={message}
            onChange={(e) => setMessage(e.currentTarget.value)}
            aria-invalid={messageError ? true : undefined}
            aria-describedby={messageError ? `${messageId}-error` : undefined}
          />
          {messageError && (
            <p id={`${messageId}-error`} className="px-field__error">
              {t(messageError)}
            </p>
          )}
        </div>
        {error && (
          <p className="px-form-error" role="alert">
            {t(error.key, error.values)}
          </p>
        )}
      </form>
    </Modal>
  );
}
