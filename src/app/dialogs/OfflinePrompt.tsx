// The offline prompt's view (state: offlinePrompt.ts).
import { useTranslation } from 'react-i18next';
import { useStore } from '../useStore';
import { Modal } from './Modal';
import { DialogButtons } from '../ui/DialogButtons';
import { offlinePrompt } from './offlinePrompt';

export function OfflinePrompt() {
  const { t } = useTranslation();
  const prompt = useStore(offlinePrompt);
  if (!prompt) return null;
  return (
    <Modal
      title={t('offline_title')}
      size="small"
      role="alertdialog"
      testId="offline-prompt"
      onClose={() => prompt.answer('cancel')}
      footer={
        <DialogButtons secondary={{ label: t('cancel'), onClick: () => prompt.answer('cancel') }} primary={{ label: t('try_again'), onClick: () => prompt.answer('retry') }} />
      }
    >
      <p>{t('offline_text')}</p>
    </Modal>
  );
}
