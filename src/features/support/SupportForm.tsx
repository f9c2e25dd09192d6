// The support form (account-content §4 "Support page", §5 support form and attachments, §8 support errors).
// Submit: the captcha first, then validation, then each attachment uploaded one by one (direct upload, then
// registration for a token) with its own progress, then the ticket; success shows the confirmation.
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useStore } from '../../app/useStore';
import { acknowledgeDialog } from '../../app/dialogs/dialogs';
import { TextField } from '../../app/ui/TextField';
import { FormError, SubmitButton, focusFirst } from '../../app/ui/FormError';
import { useFormFields, type Errors, type Values } from '../../app/ui/useFormFields';
import { currentUser } from '../../lib/user';
import { errorMessage, isApiError } from '../../lib/request';
import { encodeBa, isValidEmail } from '../../lib/shared/validators';
import type { SiteLanguage } from '../../lib/shared/languages';
import { supportHelpPath, supportLandingPath } from '../../lib/shared/site/paths';
import {
  ATTACHMENT_EXTENSIONS,
  ATTACHMENT_MAX_FILES,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TOTAL_MAX_BYTES,
  CARD_NAME_ISSUES,
  checkAttachments,
  DEVICE_TYPES,
  GROUP_TYPES,
  helpSlugOf,
  isUnsupportedSupportBrowser,
  isValidCardName,
  isValidPaymentDate,
  NO_ATTACHMENT_ISSUES,
  PAYMENT_DATE_ISSUES,
  REFUND_REASONS,
  REFUND_REDIRECTS,
  SUPPORT_CARD_NAME_MAX,
  SUPPORT_EMAIL_MAX,
  SUPPORT_GROUP_MEMBERS_MAX,
  SUPPORT_MESSAGE_MAX,
  type AttachmentProblem,
  type SupportIssue,
} from '../../lib/shared/support';
import { loadCaptchaKit, type CaptchaHandle } from '../auth';
import { createTicket, uploadAttachment } from './supportCalls';
import { deviceSpecs } from './systemInfo';
import '../../app/ui/form.css';

type Field = 'email' | 'alt_email' | 'product' | 'refund_reason' | 'group_type' | 'group_members' | 'card_name' | 'payment_date' | 'message';

/** A card name with other characters shows its error only after this pause in typing (spec §5). */
export const CARD_NAME_ERROR_DELAY_MS = 1500;
const MB = 1024 * 1024;

const Captcha = lazy(() => loadCaptchaKit().then((kit) => ({ default: kit.Captcha })));

interface Attachment {
  id: number;
  file: File;
  progress: number;
  state: 'waiting' | 'uploading' | 'done' | 'failed';
  token?: string;
}

function localToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** The message of a §8 code: the support area's own text when it has one. */
function problemMessage(problem: AttachmentProblem): { key: string; values: Record<string, string> } {
  return {
    key: `support_error_${problem.code}`,
    values: { extension: problem.extension ? `.${problem.extension}` : '', name: problem.name ?? '', size: String(ATTACHMENT_MAX_BYTES / MB), total: String(ATTACHMENT_TOTAL_MAX_BYTES / MB), max: String(ATTACHMENT_MAX_FILES) },
  };
}

export default function SupportForm({ issue, compatInfo, lang = 'en' }: { issue: SupportIssue; compatInfo?: string; lang?: SiteLanguage }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const user = useStore(currentUser);
  const id = useId();
  const captchaRef = useRef<CaptchaHandle | null>(null);
  const [captchaMode, setCaptchaMode] = useState<'altcha' | 'off' | null>(null);
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const nextAttachment = useRef(1);
  const [performanceIssue, setPerformanceIssue] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ key: string; values?: Record<string, string> } | null>(null);
  const [done, setDone] = useState<{ number: string; email: string } | null>(null);
  const [cardNameErrorShown, setCardNameErrorShown] = useState(false);
  const today = localToday();
  const asksCardName = CARD_NAME_ISSUES.has(issue);
  const asksPaymentDate = PAYMENT_DATE_ISSUES.has(issue);
  const takesFiles = !NO_ATTACHMENT_ISSUES.has(issue);
  const signedInEmail = user?.email ?? null;

  useEffect(() => {
    let live = true;
    loadCaptchaKit()
      .then((kit) => kit.loadSignInOptions())
      .then(
        (options) => live && setCaptchaMode(options.captcha),
        () => live && setCaptchaMode('altcha'),
      );
    return () => {
      live = false;
    };
  }, []);

  const validate = useCallback(
    (v: Values<Field>): Errors<Field> => {
      const errors: Errors<Field> = {};
      const email = (signedInEmail ?? v.email).trim();
      if (!email) errors.email = 'support_error_email_required';
      else if (email.length > SUPPORT_EMAIL_MAX || !isValidEmail(email)) errors.email = 'support_error_invalid_email';
      const alt = v.alt_email.trim();
      if (alt && (alt.length > SUPPORT_EMAIL_MAX || !isValidEmail(alt))) errors.alt_email = 'support_error_invalid_alt_email';
      if (!(DEVICE_TYPES as readonly string[]).includes(v.product)) errors.product = 'support_error_device_type_empty';
      if (issue === 'refund' && !v.refund_reason) errors.refund_reason = 'support_error_refund_request_empty';
      if (issue === 'partner' && !v.group_type) errors.group_type = 'support_error_group_type_empty';
      if (asksCardName) {
        if (!v.card_name.trim()) errors.card_name = 'support_error_card_name_empty';
        else if (!isValidCardName(v.card_name)) errors.card_name = 'support_error_invalid_card_name';
      }
      if (asksPaymentDate) {
        if (!v.payment_date) errors.payment_date = 'support_error_payment_date_empty';
        else if (!isValidPaymentDate(v.payment_date, today)) errors.payment_date = 'support_error_invalid_payment_date';
      }
      if (issue !== 'refund' && !v.message.trim()) errors.message = 'support_error_message_empty';
      return errors;
    },
    [signedInEmail, issue, asksCardName, asksPaymentDate, today],
  );
  const form = useFormFields<Field>({ email: '', alt_email: '', product: '', refund_reason: '', group_type: '', group_members: '', card_name: '', payment_date: '', message: '' }, validate, id);

  // Letters, digits and spaces only: the error for other characters waits for a pause in typing.
  const cardNameInvalid = form.errors.card_name === 'support_error_invalid_card_name';
  useEffect(() => {
    setCardNameErrorShown(false);
    if (!cardNameInvalid) return;
    const timer = setTimeout(() => setCardNameErrorShown(true), CARD_NAME_ERROR_DELAY_MS);
    return () => clearTimeout(timer);
  }, [cardNameInvalid, form.values.card_name]);
  const shown = (field: Field): string | undefined => {
    if (field === 'card_name' && cardNameInvalid) return cardNameErrorShown ? form.errors.card_name : undefined;
    return form.shown(field);
  };

  const addFiles = (list: FileList | null): void => {
    if (!list || list.length === 0) return;
    const chosen = [...list];
    const all = [...attachments.map((a) => a.file), ...chosen];
    const problem = checkAttachments(all);
    // Processing stops at the first bad file: the ones before it are kept.
    const firstBad = problem ? problem.index : all.length;
    const keep = chosen.slice(0, Math.max(0, firstBad - attachments.length));
    setAttachments((prev) => [...prev, ...keep.map((file) => ({ id: nextAttachment.current++, file, progress: 0, state: 'waiting' as const }))]);
    if (problem) {
      const message = problemMessage(problem);
      void acknowledgeDialog({ contentKey: message.key, values: message.values }).catch(() => undefined);
    }
  };

  const showFailure = (failure: unknown): void => {
    const code = isApiError(failure) ? failure.code : '';
    const own = code && i18n.exists(`support_error_${code}`) ? { key: `support_error_${code}`, values: problemMessage({ code: 'invalid_file_format', index: 0 }).values } : errorMessage(failure);
    setError(own);
    void acknowledgeDialog({ titleKey: 'support_error_title', contentKey: own.key, values: own.values }).catch(() => undefined);
  };

  const onSubmit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    if (busy) return;
    setError(null);
    setBusy(true);
    try {
      // 1. The captcha.
      const captcha = captchaMode === 'off' ? '' : await (captchaRef.current?.response() ?? Promise.reject(new Error('no captcha'))).catch(() => null);
      if (captcha === null) {
        setError({ key: 'support_error_invalid_captcha' });
        return;
      }
      // 2. Validation.
      const invalid = form.submit();
      if (invalid.length) {
        setCardNameErrorShown(true);
        const first = invalid[0]!;
        if (first === 'email' || first === 'product' || first === 'refund_reason') {
          void acknowledgeDialog({ contentKey: form.errors[first]! }).catch(() => undefined);
        }
        focusFirst(id, invalid);
        return;
      }
      if (isUnsupportedSupportBrowser(navigator.userAgent)) {
        void acknowledgeDialog({ contentKey: 'support_error_unsupported_browser' }).catch(() => undefined);
        return;
      }
      // 3. The attachments, one by one.
      const tokens: string[] = [];
      for (const attachment of takesFiles ? attachments : []) {
        if (attachment.token) {
          tokens.push(attachment.token);
          continue;
        }
        const update = (patch: Partial<Attachment>): void => setAttachments((prev) => prev.map((a) => (a.id === attachment.id ? { ...a, ...patch } : a)));
        update({ state: 'uploading', progress: 0 });
        try {
          const token = await uploadAttachment(attachment.file, (progress) => update({ progress }));
          update({ state: 'done', progress: 1, token });
          tokens.push(token);
        } catch (failure) {
          update({ state: 'failed' });
          throw failure;
        }
      }
      // 4. The ticket.
      const v = form.values;
      const refundText = issue === 'refund' ? t(`support_refund_${v.refund_reason}`) : '';
      const message = (issue === 'refund' ? [refundText, v.message.trim()].filter(Boolean).join('\n\n') : v.message.trim()).slice(0, SUPPORT_MESSAGE_MAX);
      const email = (signedInEmail ?? v.email).trim();
      const ticket = await createTicket({
        email,
        subject: issue,
        product: v.product,
        message: encodeBa(message.replace(/\r?\n/g, '<br>')),
        alt_email: v.alt_email.trim(),
        payment_name: asksCardName ? v.card_name.trim() : '',
        payment_date: asksPaymentDate ? v.payment_date : '',
        group_description: issue === 'partner' ? v.group_type : '',
        group_members: issue === 'partner' ? v.group_members.trim() : '',
        attachment: tokens.length ? '1' : '0',
        tag: issue === 'refund' ? v.refund_reason : '',
        device_specs: deviceSpecs({ performanceIssue, compatInfo }),
        uploads: tokens.join(','),
        captcha_response: captcha,
      });
      setDone({ number: ticket.number, email });
    } catch (failure) {
      showFailure(failure);
      captchaRef.current?.renew();
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <section className="px-card px-support__done" data-state="CONFIRMATION" data-testid="support-confirmation" aria-live="polite">
        <h1>{t('support_done_title')}</h1>
        <p>{t('support_done_text', { number: done.number, email: done.email })}</p>
        <Link className="px-btn px-btn--secondary" to={supportLandingPath(lang)}>
          {t('support_done_back')}
        </Link>
      </section>
    );
  }

  const select = (field: Field, label: string, options: readonly string[], optionKey: (o: string) => string, onChange?: (value: string) => void) => {
    const error = shown(field);
    const fieldId = `${id}-${field}`;
    return (
      <div className="px-field">
        <label htmlFor={fieldId}>{label}</label>
        <select
          id={fieldId}
          className="px-input"
          value={form.values[field]}
          onChange={(e) => {
            form.set(field, e.target.value);
            onChange?.(e.target.value);
          }}
          onBlur={() => form.leave(field)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : undefined}
        >
          <option value="">{t('support_choose')}</option>
          {options.map((o) => (
            <option key={o} value={o}>
              {t(optionKey(o))}
            </option>
          ))}
        </select>
        {error && (
          <div id={`${fieldId}-error`} className="px-field__error">
            {t(error)}
          </div>
        )}
      </div>
    );
  };

  const messageError = shown('message');
  return (
    <form className="px-card px-support__form px-auth__form" data-state="FORM" data-testid="support-form" data-issue={issue} noValidate onSubmit={(e) => void onSubmit(e)}>
      <h1>{t('support_form_title', { topic: t(`support_reason_${issue}`) })}</h1>
      <p className="px-support__intro">{t('support_form_intro')}</p>
      {signedInEmail ? (
        <TextField label={t('support_field_email')} type="email" id={`${id}-email`} value={signedInEmail} onValue={() => undefined} readOnly aria-readonly="true" hint={t('support_email_locked')} />
      ) : (
        <TextField label={t('support_field_email')} type="email" autoComplete="email" maxLength={SUPPORT_EMAIL_MAX} {...form.bind('email')} />
      )}
      <TextField label={t('support_field_alt_email')} type="email" maxLength={SUPPORT_EMAIL_MAX} hint={t('support_optional')} {...form.bind('alt_email')} />
      {select('product', t('support_field_device'), DEVICE_TYPES, (o) => `support_device_${o}`)}
      {issue === 'refund' &&
        select('refund_reason', t('support_field_refund_reason'), REFUND_REASONS, (o) => `support_refund_${o}`, (value) => {
          const target = Object.hasOwn(REFUND_REDIRECTS, value) ? REFUND_REDIRECTS[value as keyof typeof REFUND_REDIRECTS] : undefined;
          if (target) void navigate(supportHelpPath(lang, helpSlugOf(target)));
        })}
      {issue === 'partner' && (
        <>
          {select('group_type', t('support_field_group_type'), GROUP_TYPES, (o) => `support_group_${o}`)}
          <TextField label={t('support_field_group_members')} maxLength={SUPPORT_GROUP_MEMBERS_MAX} hint={t('support_optional')} {...form.bind('group_members')} />
        </>
      )}
      {asksCardName && <TextField label={t('support_field_card_name')} autoComplete="cc-name" maxLength={SUPPORT_CARD_NAME_MAX} {...form.bind('card_name')} error={shown('card_name')} />}
      {asksPaymentDate && (
        <div className="px-field">
          <label htmlFor={`${id}-payment_date`}>{t('support_field_payment_date')}</label>
          <input
            id={`${id}-payment_date`}
            className="px-input"
            type="date"
            max={today}
            value={form.values.payment_date}
            onChange={(e) => form.set('payment_date', e.target.value)}
            onBlur={() => form.leave('payment_date')}
            aria-invalid={shown('payment_date') ? true : undefined}
            aria-describedby={shown('payment_date') ? `${id}-payment_date-error` : undefined}
          />
          {shown('payment_date') && (
            <div id={`${id}-payment_date-error`} className="px-field__error">
              {t(shown('payment_date')!)}
            </div>
          )}
        </div>
      )}
      <div className="px-field">
        <label htmlFor={`${id}-message`}>{t(issue === 'refund' ? 'support_field_refund_details' : 'support_field_message')}</label>
        <textarea
          id={`${id}-message`}
          className="px-input px-support__message"
          rows={6}
          maxLength={SUPPORT_MESSAGE_MAX}
          value={form.values.message}
          onChange={(e) => form.set('message', e.target.value)}
          onBlur={() => form.leave('message')}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={`${id}-message-count${messageError ? ` ${id}-message-error` : ''}`}
        />
        <div id={`${id}-message-count`} className="px-field__hint">
          {t('support_message_count', { used: String(form.values.message.length), max: String(SUPPORT_MESSAGE_MAX) })}
        </div>
        {messageError && (
          <div id={`${id}-message-error`} className="px-field__error">
            {t(messageError)}
          </div>
        )}
      </div>
      {(issue === 'features_not_accessible' || issue === 'other') && (
        <label className="px-check">
          <input type="checkbox" checked={performanceIssue} onChange={(e) => setPerformanceIssue(e.target.checked)} />
          <span>{t('support_field_performance')}</span>
        </label>
      )}
      {takesFiles && (
        <div className="px-field px-support__files">
          <label htmlFor={`${id}-files`}>{t('support_field_attachments')}</label>
          <input
            id={`${id}-files`}
            type="file"
            multiple
            accept={ATTACHMENT_EXTENSIONS.map((e) => `.${e}`).join(',')}
            disabled={busy || attachments.length >= ATTACHMENT_MAX_FILES}
            aria-describedby={`${id}-files-hint`}
            data-testid="support-files"
            onChange={(e) => {
              addFiles(e.target.files);
              e.target.value = '';
            }}
          />
          <div id={`${id}-files-hint`} className="px-field__hint">
            {t('support_attachments_hint', { types: ATTACHMENT_EXTENSIONS.join(', '), size: String(ATTACHMENT_MAX_BYTES / MB), total: String(ATTACHMENT_TOTAL_MAX_BYTES / MB), max: String(ATTACHMENT_MAX_FILES) })}
          </div>
          {attachments.length > 0 && (
            <ul className="px-support__attachments" data-testid="support-attachments">
              {attachments.map((a) => (
                <li key={a.id} data-state={a.state}>
                  <span className="px-support__file-name">{a.file.name}</span>
                  <progress max={1} value={a.progress} aria-label={t('support_upload_progress', { name: a.file.name })} />
                  <span className="px-support__file-state">{t(`support_file_${a.state}`)}</span>
                  <button
                    type="button"
                    className="px-btn px-btn--ghost px-btn--small"
                    disabled={busy}
                    aria-label={t('support_remove_file', { name: a.file.name })}
                    onClick={() => setAttachments((prev) => prev.filter((x) => x.id !== a.id))}
                  >
                    {t('support_remove')}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {captchaMode && (
        <Suspense fallback={null}>
          <Captcha mode={captchaMode} handleRef={captchaRef} />
        </Suspense>
      )}
      <FormError messageKey={error?.key ?? null} values={error?.values} />
      <SubmitButton busy={busy} label={t('support_submit')} testId="support-submit" />
    </form>
  );
}
