// What waits to be sent and what the server refused (the outbox, src/lib/outbox): each change in plain words,
// since when it waits, how often it was answered "not now", and the reason of a refusal; a waiting change can
// be sent now or discarded, a refused or stuck one retried or discarded.
import { useTranslation } from 'react-i18next';
import { Modal } from '../../app/dialogs/Modal';
import { DialogButtons } from '../../app/ui/DialogButtons';
import { useStore } from '../../app/useStore';
import type { SyncIssue } from '../../lib/shared/swProtocol';
import { online } from './connectivity';
import { describeChange, describeReason } from './labels';
import { closePanel } from './panels';
import { discardIssue, requestReplay, retryIssue, syncState } from './syncState';

function IssueItem({ issue }: { issue: SyncIssue }) {
  const { t } = useTranslation();
  const reason = describeReason(issue.code, issue.message, t);
  return (
    <li className={`px-sync-panel__item px-sync-panel__item--${issue.kind}`} data-testid="sync-issue" data-kind={issue.kind} data-request-id={issue.requestId}>
      <div className="px-sync-panel__what">{describeChange(issue, t)}</div>
      <div className="px-sync-panel__why">
        {issue.kind === 'refused' ? t('offline_issue_refused', { reason }) : t('offline_issue_stuck', { count: issue.attempts, reason })}
      </div>
      <div className="px-sync-panel__actions">
        <button type="button" className="px-btn px-btn--small" data-testid="sync-issue-retry" onClick={() => void retryIssue(issue.id)}>
          {t('offline_issue_retry')}
        </button>
        <button type="button" className="px-btn px-btn--ghost px-btn--small" data-testid="sync-issue-discard" onClick={() => void discardIssue(issue.id)}>
          {t('offline_issue_discard')}
        </button>
      </div>
    </li>
  );
}

export function SyncPanel() {
  const { t, i18n } = useTranslation();
  const state = useStore(syncState);
  const isOnline = useStore(online);
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  const failure = state.lastFailure;
  return (
    <Modal
      title={t('offline_panel_title')}
      size="medium"
      onClose={closePanel}
      testId="sync-panel"
      footer={
        <DialogButtons
          secondary={{ label: t('offline_panel_sync_now'), disabled: !isOnline || state.waiting.length === 0 || state.replaying, onClick: () => void requestReplay() }}
          primary={{ label: t('offline_panel_close'), onClick: closePanel }}
        />
      }
    >
      {state.waiting.length === 0 && state.issues.length === 0 && <p data-testid="sync-panel-empty">{t('offline_panel_all_saved')}</p>}
      {state.waiting.length > 0 && (
        <section aria-labelledby="px-sync-waiting">
          <h3 id="px-sync-waiting" className="px-sync-panel__heading">
            {t('offline_sync_waiting', { count: state.waiting.length })}
          </h3>
          {!isOnline && <p className="px-muted">{t('offline_panel_offline_hint')}</p>}
          {isOnline && failure && failure.status > 0 && <p className="px-muted">{t('offline_panel_last_failure', { reason: describeReason(failure.code, '', t) })}</p>}
          <ol className="px-sync-panel__list">
            {state.waiting.map((change) => (
              <li key={change.requestId} className="px-sync-panel__item" data-testid="sync-waiting-item" data-request-id={change.requestId}>
                <div className="px-sync-panel__what">{describeChange(change, t)}</div>
                <div className="px-sync-panel__why">
                  {t('offline_waiting_since', { time: time.format(change.queuedAt) })}
                  {change.attempts > 0 && ` · ${t('offline_waiting_attempts', { count: change.attempts })}`}
                </div>
                {change.seq !== undefined && (
                  <div className="px-sync-panel__actions">
                    <button type="button" className="px-btn px-btn--small" disabled={!isOnline || state.replaying} onClick={() => void requestReplay()}>
                      {t('offline_issue_retry')}
                    </button>
                    <button type="button" className="px-btn px-btn--ghost px-btn--small" data-testid="sync-waiting-discard" onClick={() => void discardIssue(change.seq!)}>
                      {t('offline_issue_discard')}
                    </button>
                  </div>
                )}
              </li>
            ))}
          </ol>
        </section>
      )}
      {state.issues.length > 0 && (
        <section aria-labelledby="px-sync-issues">
          <h3 id="px-sync-issues" className="px-sync-panel__heading">
            {t('offline_sync_attention', { count: state.issues.length })}
          </h3>
          <ul className="px-sync-panel__list">
            {state.issues.map((issue) => (
              <IssueItem key={issue.id} issue={issue} />
            ))}
          </ul>
        </section>
      )}
    </Modal>
  );
}
