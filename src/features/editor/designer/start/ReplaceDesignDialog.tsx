// Asked before a template replaces the open design: the template's picture, and the way back (undo).
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../../app/dialogs/Modal';

export function ReplaceDesignDialog({ thumbnail, onAnswer }: { thumbnail: string; onAnswer: (replace: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      title={t('designer_start_replace_title')}
      size="small"
      onClose={() => onAnswer(false)}
      testId="designer-replace-dialog"
      footer={
        <>
          <button type="button" className="px-btn px-btn--secondary" onClick={() => onAnswer(false)} data-testid="designer-replace-keep">
            {t('designer_start_replace_keep')}
          </button>
          <button type="button" className="px-btn" onClick={() => onAnswer(true)} data-testid="designer-replace-confirm" data-autofocus>
            {t('designer_start_replace_confirm')}
          </button>
        </>
      }
    >
      <img className="px-ds-replace__thumb" src={thumbnail} alt={t('designer_start_replace_thumb_alt')} />
      <p>{t('designer_start_replace_text')}</p>
    </Modal>
  );
}
