// The message dialogs among the app's overlay hosts (Root): the teaser, announcement or targeted notice on
// screen (messageStore.ts). Loaded on first use.
import { useTranslation } from 'react-i18next';
import { Modal } from '../../app/dialogs/Modal';
import { addHostSlot } from '../../app/layout/slots';
import { router } from '../../app/routing/appRouter';
import { useStore } from '../../app/useStore';
import { AnnouncementModal } from './AnnouncementModal';
import { closeMessage, currentMessage } from './messageStore';
import type { TargetedNotice } from './targetedNotices';
import { TeaserModal } from './TeaserModal';
import './messages.css';

function NoticeModal({ notice }: { notice: TargetedNotice }) {
  const { t } = useTranslation();
  const confirm = (): void => {
    closeMessage();
    if (notice.confirmTo) void router.navigate(notice.confirmTo);
  };
  return (
    <Modal title={t(notice.headingText)} size="small" onClose={closeMessage} testId="notice-modal" className="px-msg-modal">
      <p className="px-msg-text">{t(notice.bodyText)}</p>
      <div className="px-msg-actions">
        <button type="button" className="px-btn" onClick={confirm} data-autofocus>
          {t(notice.confirmText)}
        </button>
        <button type="button" className="px-btn px-btn--secondary" onClick={closeMessage}>
          {t('announce_later')}
        </button>
      </div>
    </Modal>
  );
}

function MessagesHost() {
  const message = useStore(currentMessage);
  if (!message) return null;
  if (message.kind === 'teaser') return <TeaserModal key={message.id} featureKey={message.key} role={message.role} onClose={closeMessage} />;
  if (message.kind === 'announcement') return <AnnouncementModal key={message.id} announcement={message.announcement} onClose={message.onClose} />;
  return <NoticeModal key={message.id} notice={message.notice} />;
}

export function mountMessagesHost(): void {
  addHostSlot(MessagesHost);
}
