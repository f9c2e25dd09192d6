// The performance warning of the compatibility check in the status line (a computer that runs the app
// with a caveat, e.g. software rendering): quiet, and it opens the result dialog with the details.
import { useTranslation } from 'react-i18next';
import { useStore } from '../../app/useStore';
import { compatView, openCompatDialog } from './compatView';

export function CompatWarning() {
  const { t } = useTranslation();
  const { warning } = useStore(compatView);
  if (!warning) return null;
  return (
    <button type="button" className="px-sync px-sync--attention px-compat-warning" onClick={openCompatDialog} title={t('offline_compat_details')} data-testid="compat-warning">
      <span className="px-sync__dot px-compat-warning__dot" aria-hidden="true" />
      <span className="px-sync__label">{t('offline_compat_warning')}</span>
    </button>
  );
}
