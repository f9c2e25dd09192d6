// "Get the app on your phone" (shell-auth-platform §4.11, subscription-navigation §7 notify/send-download-
// link): a Plus user has the link that opens Pixloom on a phone mailed to them; the card shows sending,
// sent and the server's error in the user's language. Sending is for Plus users only (§6): a free user is
// told so instead of getting a button.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiCall, errorMessage, isApiError, SILENT_CODES } from '../../lib/request';
import type { User } from '../../lib/user';

type SendState = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'error'; key: string; values?: Record<string, string> };

export function sendDownloadLink(): Promise<unknown> {
  return apiCall('notify/send-download-link', {});
}

export function PhoneLinkCard({ user }: { user: User }) {
  const { t } = useTranslation();
  const [state, setState] = useState<SendState>({ kind: 'idle' });
  const plus = user.pl === '1';

  async function send(): Promise<void> {
    setState({ kind: 'sending' });
    try {
      await sendDownloadLink();
      setState({ kind: 'sent' });
    } catch (error) {
      if (isApiError(error) && SILENT_CODES.has(error.code)) return setState({ kind: 'idle' });
      const message = errorMessage(error, { loggedIn: true });
      setState({ kind: 'error', key: message.key, values: message.values });
    }
  }

  return (
    <section className="px-card px-account-card px-phone-link" aria-labelledby="px-phone-link-title" data-testid="phone-link-card">
      <h2 id="px-phone-link-title">{t('account_phone_link_title')}</h2>
      {!plus && (
        <p className="px-muted" data-testid="phone-link-plus-only">
          {t('account_phone_link_plus_only')}
        </p>
      )}
      {plus && (
        <>
          <p className="px-muted">{t('account_phone_link_text', { email: user.email })}</p>
          <div className="px-phone-link__actions">
            <button type="button" className="px-btn px-btn--small" onClick={() => void send()} disabled={state.kind === 'sending'} data-testid="phone-link-send">
              {state.kind === 'sending' && <span className="px-spinner px-spinner--small" aria-hidden="true" />}
              <span>{t(state.kind === 'sending' ? 'account_phone_link_sending' : state.kind === 'sent' ? 'account_phone_link_send_again' : 'account_phone_link_send')}</span>
            </button>
          </div>
          <p className="px-phone-link__status" role="status" data-testid="phone-link-status">
            {state.kind === 'sent' ? t('account_phone_link_sent', { email: user.email }) : ''}
          </p>
          {state.kind === 'error' && (
            <p className="px-form-error" role="alert" data-testid="phone-link-error">
              {t(state.key, state.values)}
            </p>
          )}
        </>
      )}
    </section>
  );
}
