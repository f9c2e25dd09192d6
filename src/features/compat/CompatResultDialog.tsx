// The compatibility-check result dialog (shell-auth-platform §2.5, §4.10; subscription-navigation §8): the
// messages, the tests, a contact-support offer, a learn-more link on computers, and a close button.
// Built on the shell's Modal: role=dialog, aria-modal, labelled by its title, focus moves in, Escape closes.
import { useTranslation } from 'react-i18next';
import { Modal } from '../../app/dialogs/Modal';
import type { CompatResult } from '../../../workers/compat/rules';
import { CompatLinks, CompatMessages, CompatTestList } from './CompatDetails';
import { COMPAT_LEARN_MORE_HREF, compatSupportHref, currentUserAgent } from './supportLink';

export interface CompatResultDialogProps {
  /** The result from getCompatibility() (src/lib/compat/compatClient). */
  result: CompatResult;
  /** Close button, Escape, or a click outside. */
  onClose: () => void;
  /** Defaults to the support form with this device's facts prefilled. */
  supportHref?: string;
  /** Defaults to the "features not accessible" help page; never shown on phones and tablets. */
  learnMoreHref?: string;
}

export function compatDialogTitleKey(result: CompatResult): string {
  if (!result.supported) return 'compat_title_unsupported';
  return result.messages.some((message) => message !== 'meets_requirements') ? 'compat_title_warning' : 'compat_title_ok';
}

export function CompatResultDialog({ result, onClose, supportHref, learnMoreHref = COMPAT_LEARN_MORE_HREF }: CompatResultDialogProps) {
  const { t } = useTranslation('compat');
  const device = currentUserAgent();
  const support = supportHref ?? compatSupportHref(result, device.userAgent, device.maxTouchPoints);
  return (
    <Modal
      title={t(compatDialogTitleKey(result))}
      size="small"
      onClose={onClose}
      className="px-compat-dialog"
      testId="compat-result-dialog"
      footer={
        <>
          <CompatLinks supportHref={support} learnMoreHref={result.isMobile ? undefined : learnMoreHref} />
          <button type="button" className="px-btn" onClick={onClose} data-autofocus>
            {t('compat_close')}
          </button>
        </>
      }
    >
      <CompatMessages result={result} />
      <CompatTestList result={result} />
    </Modal>
  );
}
