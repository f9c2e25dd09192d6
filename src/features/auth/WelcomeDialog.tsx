// The after-register welcome dialog (spec §2.5, §4.4): a greeting, the verification mail that is on its
// way, and a way to start creating.
import { useTranslation } from 'react-i18next';
import { Modal } from '../../app/dialogs/Modal';
import { DialogButtons } from '../../app/ui/DialogButtons';
import { currentLanguage } from '../../app/language/language';
import { router } from '../../app/routing/appRouter';
import { useStore } from '../../app/useStore';
import { isSiteLanguage } from '../../lib/shared/languages';
import { createPath } from '../../lib/shared/routes';
import { CheckIcon } from '../../app/ui/icons';

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
        <DialogButtons secondary={{ label: t('close'), onClick: onClose }} primary={{ label: t('auth_welcome_start'), onClick: start }} />
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
