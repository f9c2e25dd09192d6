// The offline prompt of the request layer (spec §4.2): try again or cancel; it also goes away by itself
// when the browser's online event fires or a probe reaches the server.
import { useTranslation } from 'react-i18next';
import { setOfflinePrompt, type OfflineChoice } from '../../lib/request';
import { createStore } from '../../lib/store';
import { useStore } from '../useStore';
import { Modal } from './Modal';
import { DialogButtons } from '../ui/DialogButtons';

interface PendingPrompt {
  answer: (choice: OfflineChoice) => void;
}

const pending = createStore<PendingPrompt | null>(null);
const waiting: ((choice: OfflineChoice) => void)[] = [];

/** Installs the prompt in the request layer; every request waiting offline shares one prompt. */
export function installOfflinePrompt(): void {
  setOfflinePrompt(
    (autoRetry) =>
      new Promise<OfflineChoice>((resolve) => {
        waiting.push(resolve);
        if (pending.get()) return;
        const answer = (choice: OfflineChoice): void => {
          pending.set(null);
          for (const r of waiting.splice(0)) r(choice);
        };
        pending.set({ answer });
        void autoRetry.then(() => {
          if (pending.get()?.answer === answer) answer('retry');
        });
      }),
  );
}

export function OfflinePrompt() {
  const { t } = useTranslation();
  const prompt = useStore(pending);
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
