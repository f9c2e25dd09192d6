// A picture arrived (shared to the app, opened with it) while the user has work open and the queue says
// "ask the user": shows the arriving picture and asks whether to open it. The current work stays in its
// project either way.
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../app/dialogs/Modal';

export function ReplaceWorkDialog({ thumbnail, onAnswer }: { thumbnail: string | null; onAnswer: (open: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      title={t('eui_replace_title')}
      size="small"
      onClose={() => onAnswer(false)}
      testId="replace-work-dialog"
      footer={
        <>
          <button type="button" className="px-btn px-btn--secondary" onClick={() => onAnswer(false)} data-testid="replace-keep">
            {t('eui_replace_keep')}
          </button>
          <button type="button" className="px-btn" onClick={() => onAnswer(true)} data-testid="replace-open" data-autofocus>
            {t('eui_replace_open')}
          </button>
        </>
      }
    >
      {thumbnail && <img className="px-ed-replace__thumb" src={thumbnail} alt={t('eui_replace_thumb_alt')} />}
      <p>{t('eui_replace_text')}</p>
    </Modal>
  );
}
