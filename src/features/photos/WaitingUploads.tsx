// My Photos' waiting uploads (issue 18): photos uploaded or saved offline show at once, from the file kept on
// the device, marked as waiting until the server has them; one the server refused says why, with Try again
// and Discard (Discard deletes the kept file). Follows the outbox in every tab and the service worker.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type * as KeptUploadsModule from './keptUploads';
import type { WaitingUpload } from './keptUploads';
import './photos.css';

type KeptUploads = typeof KeptUploadsModule;

function loadKept(): Promise<KeptUploads> {
  return import('./keptUploads');
}

function Thumbnail({ file, title }: { file: Blob | null; title: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return undefined;
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url ? <img src={url} alt={title} className="px-waiting__img" data-testid="waiting-upload-thumbnail" /> : <span className="px-waiting__img" aria-hidden="true" />;
}

export function WaitingUploads({ owner }: { owner: string }) {
  const { t } = useTranslation();
  const [uploads, setUploads] = useState<WaitingUpload[]>([]);
  const [busy, setBusy] = useState<number | null>(null);

  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void loadKept().then((kept) => {
      if (!cancelled) stop = kept.watchWaitingUploads(owner, setUploads);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [owner]);

  if (uploads.length === 0) return null;
  const act = (seq: number, action: 'retry' | 'discard'): void => {
    setBusy(seq);
    void loadKept()
      .then((kept) => (action === 'retry' ? kept.retryUpload(seq) : kept.discardUpload(seq)))
      .finally(() => setBusy(null));
  };
  return (
    <section className="px-waiting" aria-label={t('photos_waiting_title')} data-testid="waiting-uploads">
      <h2 className="px-waiting__title">{t('photos_waiting_title')}</h2>
      <ul>
        {uploads.map((upload) => (
          <li key={upload.seq} className={`px-waiting__item ${upload.state === 'refused' ? 'is-refused' : ''}`} data-testid="waiting-upload" data-state={upload.state}>
            <Thumbnail file={upload.file} title={upload.title} />
            <span className="px-waiting__name" title={upload.title}>
              {upload.title}
            </span>
            {upload.state === 'waiting' ? (
              <span className="px-badge" data-testid="waiting-upload-badge">
                {t('photos_waiting_badge')}
              </span>
            ) : (
              <>
                <span className="px-waiting__reason" role="alert">
                  {t('photos_waiting_refused', { reason: upload.refusal?.code ? t(`error_${upload.refusal.code}`, { defaultValue: upload.refusal.message || upload.refusal.code }) : upload.refusal?.message ?? '' })}
                </span>
                <span className="px-waiting__actions">
                  <button type="button" className="px-btn px-btn--small" disabled={busy === upload.seq} onClick={() => act(upload.seq, 'retry')}>
                    {t('try_again')}
                  </button>
                  <button type="button" className="px-btn px-btn--ghost px-btn--small" disabled={busy === upload.seq} onClick={() => act(upload.seq, 'discard')} data-testid="waiting-upload-discard">
                    {t('photos_waiting_discard')}
                  </button>
                </span>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
