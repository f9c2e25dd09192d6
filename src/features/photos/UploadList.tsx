import { useTranslation } from 'react-i18next';
import { useStore } from '../../app/useStore';
import { isFinished, type UploadEntry, type UploadQueue } from './uploadQueue';
import './photos.css';

function EntryRow({ entry, onDismiss }: { entry: UploadEntry; onDismiss: () => void }) {
  const { t } = useTranslation();
  const percent = Math.round(entry.fraction * 100);
  const finished = isFinished(entry);
  const statusText =
    entry.status === 'failed' && entry.error
      ? t(entry.error.key, entry.error.values)
      : entry.status === 'done'
        ? t('photos_upload_done')
        : entry.status === 'kept'
          ? t('photos_upload_kept')
          : entry.status === 'registering'
            ? t('photos_upload_processing')
            : entry.status === 'waiting'
              ? t('photos_upload_waiting')
              : t('photos_upload_percent', { percent: String(percent) });
  return (
    <li className={`px-upload px-upload--${entry.status}`} data-testid="upload-entry" data-status={entry.status}>
      <div className="px-upload__head">
        <span className="px-upload__name" title={entry.name}>
          {entry.name}
        </span>
        <span className="px-upload__status" role={entry.status === 'failed' ? 'alert' : undefined}>
          {statusText}
        </span>
        {finished && (
          <button type="button" className="px-btn px-btn--ghost px-btn--small" onClick={onDismiss} aria-label={t('dismiss')}>
            <span aria-hidden="true">✕</span>
          </button>
        )}
      </div>
      {!finished && (
        <div
          className={`px-progress ${entry.status === 'registering' || entry.status === 'waiting' ? 'px-progress--indeterminate' : ''}`}
          role="progressbar"
          aria-label={t('photos_upload_progress', { name: entry.name })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          data-testid="upload-progress"
        >
          <div className="px-progress__bar" style={entry.status === 'registering' || entry.status === 'waiting' ? undefined : { width: `${percent}%` }} />
        </div>
      )}
    </li>
  );
}

/** One row per file: a progress bar while it travels, then done or the reason it failed. */
export function UploadList({ queue }: { queue: UploadQueue }) {
  const { t } = useTranslation();
  const entries = useStore(queue.entries);
  if (entries.length === 0) return null;
  const finished = entries.filter(isFinished).length;
  return (
    <section className="px-uploads" aria-label={t('photos_uploads')} data-testid="upload-list">
      <ul>
        {entries.map((entry) => (
          <EntryRow key={entry.id} entry={entry} onDismiss={() => queue.dismiss(entry.id)} />
        ))}
      </ul>
      {finished > 1 && (
        <button type="button" className="px-btn px-btn--ghost px-btn--small" onClick={() => queue.clearFinished()}>
          {t('photos_upload_clear')}
        </button>
      )}
    </section>
  );
}
