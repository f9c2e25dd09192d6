// The settings' storage section (issue 18): the space the app uses on this device and the browser's quota
// ("12.4 MB of 1.2 GB used", in the user's language), and whether the storage is persistent. Read each time
// the settings open, so it reflects what was saved or downloaded since.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes, readStorageState, type StorageState } from './storageUsage';

type Reading = { kind: 'reading' } | { kind: 'known'; state: StorageState } | { kind: 'unknown' };

export function StorageSection() {
  const { t, i18n } = useTranslation();
  const [reading, setReading] = useState<Reading>({ kind: 'reading' });

  useEffect(() => {
    let live = true;
    void readStorageState().then((state) => {
      if (live) setReading(state ? { kind: 'known', state } : { kind: 'unknown' });
    });
    return () => {
      live = false;
    };
  }, []);

  return (
    <section className="px-settings__section" aria-labelledby="storage-space-title" aria-busy={reading.kind === 'reading'} data-testid="settings-storage">
      <h3 id="storage-space-title" className="px-settings__heading">
        {t('offline_space_title')}
      </h3>
      {reading.kind === 'reading' && (
        <p className="px-muted px-settings__note" role="status">
          <span className="px-spinner px-spinner--small" aria-hidden="true" /> {t('offline_space_reading')}
        </p>
      )}
      {reading.kind === 'unknown' && <p className="px-muted px-settings__note">{t('offline_space_unavailable')}</p>}
      {reading.kind === 'known' && (
        <>
          <meter className="px-settings__progress" min={0} max={Math.max(1, reading.state.quota)} value={reading.state.usage} aria-label={t('offline_space_meter')} />
          <p className="px-settings__note" data-testid="settings-storage-used">
            {t('offline_space_used', { used: formatBytes(reading.state.usage, i18n.language), quota: formatBytes(reading.state.quota, i18n.language) })}
          </p>
          <p className="px-muted px-settings__note" data-testid="settings-storage-persistent">
            {reading.state.persistent ? t('offline_space_persistent') : t('offline_space_not_persistent')}
          </p>
        </>
      )}
    </section>
  );
}
