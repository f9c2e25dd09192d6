// The quiet offline indicator: a small pill while the browser is offline; everything but sign-in and
// payment keeps working, and changes wait on the device.
import { useTranslation } from 'react-i18next';
import { useStore } from '../../app/useStore';
import { online } from './connectivity';

export function OfflineIndicator() {
  const { t } = useTranslation();
  const isOnline = useStore(online);
  if (isOnline) return null;
  return (
    <span className="px-offline-pill" role="status" data-testid="offline-indicator" title={t('offline_indicator_hint')}>
      <span className="px-offline-pill__dot" aria-hidden="true" />
      {t('offline_indicator')}
    </span>
  );
}
