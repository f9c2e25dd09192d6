// On the create page: the image shared to the app (#use-shared-pwa-image) or the reason it did not arrive.
// It becomes the deep link's queued image for the editor (sharedImage.ts); until the editor takes it, the
// page shows it here.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useStore } from '../../app/useStore';
import type { SharedImageRow } from '../../lib/db/db';
import { SHARE_ERRORS, SHARE_ERROR_PARAM, type ShareError } from '../../lib/shared/swProtocol';
import { SHARED_IMAGE_HASHES } from '../../lib/deeplink/parse';
import { newestSharedImage, queuedDeepLink, removeSharedImage, sharedImageBlob, sharedImageDeepLink } from './sharedImage';

type Pickup = { status: 'loading' } | { status: 'none' } | { status: 'ready'; row: SharedImageRow; url: string } | { status: 'dismissed' };

function shareErrorOf(search: string): ShareError | null {
  const value = new URLSearchParams(search).get(SHARE_ERROR_PARAM);
  return (SHARE_ERRORS as readonly string[]).includes(value ?? '') ? (value as ShareError) : null;
}

export function SharedImagePickup() {
  const { t } = useTranslation();
  const location = useLocation();
  const shared = Object.prototype.hasOwnProperty.call(SHARED_IMAGE_HASHES, location.hash.slice(1));
  const error = shared ? shareErrorOf(location.search) : null;
  const [pickup, setPickup] = useState<Pickup>({ status: 'loading' });
  const link = useStore(queuedDeepLink);

  useEffect(() => {
    if (!shared || error) return;
    let cancelled = false;
    let url: string | undefined;
    setPickup({ status: 'loading' });
    void newestSharedImage().then((row) => {
      if (cancelled) return;
      if (!row) {
        setPickup({ status: 'none' });
        return;
      }
      url = URL.createObjectURL(sharedImageBlob(row));
      queuedDeepLink.set(sharedImageDeepLink(row, location.pathname, url));
      setPickup({ status: 'ready', row, url });
    });
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [shared, error, location.key, location.pathname]);

  if (!shared) return null;
  if (error) {
    return (
      <section className="px-card px-shared" role="alert" data-testid="shared-image-error" data-error={error}>
        <h2 className="px-shared__title">{t('offline_share_title')}</h2>
        <p>{t(`offline_share_error_${error}`)}</p>
      </section>
    );
  }
  if (pickup.status === 'none') {
    return (
      <section className="px-card px-shared" role="status" data-testid="shared-image-missing">
        <p>{t('offline_share_missing')}</p>
      </section>
    );
  }
  // The editor took the image: it shows it now.
  if (pickup.status !== 'ready' || link === null) return null;
  const dismiss = (): void => {
    void removeSharedImage(pickup.row.id);
    queuedDeepLink.set(null);
    setPickup({ status: 'dismissed' });
  };
  return (
    <section className="px-card px-shared" aria-labelledby="px-shared-title" data-testid="shared-image-card">
      <h2 className="px-shared__title" id="px-shared-title">
        {t('offline_share_title')}
      </h2>
      <img className="px-shared__image" src={pickup.url} alt={pickup.row.name} data-testid="shared-image" />
      <p className="px-shared__name">{pickup.row.name}</p>
      <p className="px-muted">{t('offline_share_received')}</p>
      <button type="button" className="px-btn px-btn--secondary px-btn--small" onClick={dismiss}>
        {t('offline_share_dismiss')}
      </button>
    </section>
  );
}
