// The after-register welcome dialog (spec §2.5, §4.4): a greeting, the verification mail that is on its
// way, and a way to start creating.
import { useTranslation } from 'react-i18next';
import { Modal } from '../../app/dialogs/Modal';
import { currentLanguage } from '../../app/language/language';
import { router } from '../../app/routing/router';
import { useStore } from '../../app/useStore';
import { isSiteLanguage } from '../../lib/shared/languages';
import { createPath } from '../../lib/shared/routes';
import { CheckIcon } from './icons';

export function WelcomeDialog({ email, onClose }: { email: string; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useStore(currentLanguage);
  const start = (): void => {
    onClose();
    void router.navigate(createPath(isSiteLanguage(lang) ? lang : 'en', 'editor'));
  };
  return (
    <Modal
      title={t('auth_welcome_title')}
      size="small"
      onClose={onClose}
      testId="welcome-dialog"
      footer={
        <>
          <button type="button" className="px-btn px-btn--secondary" onClick={onClose}>
            {t('close')}
          </button>
          <button type="button" className="px-btn" onClick={start} data-autofocus>
            {t('auth_welcome_start')}
          </button>
        </>
      }
    >
      <div className="px-welcome">
        <div className="px-welcome__icon">
          <CheckIcon width={28} height={28} />
        </div>
        <p>{t('auth_welcome_text')}</p>
        <p className="px-muted">{t('auth_welcome_verify', { email })}</p>
      </div>
    </Modal>
  );
}
