// My Account's "Support requests" card: the signed-in user's tickets and their status (support/tickets),
// newest first, with a link to the help centre.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../lib/request';
import type { TicketSummary } from '../../lib/shared/support';
import { listMyTickets } from './supportCalls';
import './support.css';

export default function TicketsCard() {
  const { t, i18n } = useTranslation();
  const [tickets, setTickets] = useState<TicketSummary[] | null>(null);
  const [error, setError] = useState<{ key: string; values?: Record<string, string> } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setError(null);
    listMyTickets().then(
      (list) => live && setTickets(list),
      (failure: unknown) => live && setError(errorMessage(failure, { loggedIn: true })),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  const date = new Intl.DateTimeFormat(i18n.language === 'no' ? 'nb' : i18n.language, { year: 'numeric', month: 'short', day: 'numeric' });
  return (
    <section className="px-card px-account-card px-support-tickets" aria-labelledby="px-support-tickets-title" data-testid="support-tickets">
      <h2 id="px-support-tickets-title">{t('support_tickets_title')}</h2>
      {error ? (
        <div className="px-form-error" role="alert">
          <span>{t(error.key, error.values)}</span>
          <button type="button" className="px-btn px-btn--small px-btn--secondary" onClick={() => setAttempt((n) => n + 1)}>
            {t('try_again')}
          </button>
        </div>
      ) : tickets === null ? (
        <div role="status" aria-busy="true">
          <span className="px-spinner px-spinner--small" aria-hidden="true" />
          <span className="px-visually-hidden">{t('loading')}</span>
        </div>
      ) : tickets.length === 0 ? (
        <p className="px-muted">{t('support_tickets_none')}</p>
      ) : (
        <ul className="px-support-tickets__list">
          {tickets.map((ticket) => (
            <li key={ticket.id} data-testid="support-ticket" data-status={ticket.status}>
              <span className="px-support-tickets__topic">{t(`support_reason_${ticket.subject}`)}</span>
              <span className="px-muted">{t('support_ticket_number', { number: ticket.number, date: date.format(new Date(ticket.created_at)) })}</span>
              <span className={`px-support-tickets__status px-support-tickets__status--${ticket.status}`}>{t(`support_status_${ticket.status}`)}</span>
            </li>
          ))}
        </ul>
      )}
      <Link to="/contact-support/">{t('support_tickets_new')}</Link>
    </section>
  );
}
