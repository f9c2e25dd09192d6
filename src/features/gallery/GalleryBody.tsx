import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/request';
import type { Photo } from '../photos';
import type { GalleryLoader, GalleryState } from './galleryLoader';
import { PhotoGrid } from './PhotoGrid';
import type { MenuAction } from '../../app/ui/ContextMenu';

interface GalleryBodyProps {
  state: GalleryState<Photo>;
  loader: GalleryLoader<Photo>;
  background: string;
  /** What an empty list says (no results for a search, no photos of one's own). */
  empty: ReactNode;
  tileExtras?: (photo: Photo) => ReactNode;
  /** The tile's context menu actions. */
  tileActions?: (photo: Photo) => MenuAction[];
  showNick?: boolean;
}

function ErrorBox({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const message = errorMessage(error, { loggedIn: true });
  return (
    <div className="px-gallery__error" role="alert" data-testid="gallery-error">
      <p>{t('gallery_load_failed')}</p>
      <p className="px-gallery__reason">{t(message.key, message.values)}</p>
      <button type="button" className="px-btn" onClick={onRetry}>
        {t('try_again')}
      </button>
    </div>
  );
}

/** Quietly says that the list is the copy kept on this device (offline). */
export function SavedCopyNote() {
  const { t } = useTranslation();
  return (
    <p className="px-gallery__saved" role="status" data-testid="gallery-saved-copy">
      {t('gallery_offline_saved_copy')}
    </p>
  );
}

/** A gallery's states (spec §4): loading, results with 'load more', no_results, error with try-again. */
export function GalleryBody({ state, loader, background, empty, tileExtras, tileActions, showNick }: GalleryBodyProps) {
  const { t } = useTranslation();
  if (state.status === 'loading' || state.status === 'idle') {
    return (
      <div className="px-gallery__loading" aria-busy="true" data-testid="gallery-loading">
        <div className="px-spinner" />
        <span className="px-visually-hidden">{t('loading')}</span>
      </div>
    );
  }
  if (state.status === 'error') return <ErrorBox error={state.error} onRetry={() => loader.retry()} />;
  if (state.status === 'no_results') {
    return (
      <>
        {state.savedAt !== null && <SavedCopyNote />}
        <div className="px-empty px-gallery__empty" data-testid="gallery-empty">
          {empty}
        </div>
      </>
    );
  }
  return (
    <>
      {state.savedAt !== null && <SavedCopyNote />}
      <PhotoGrid photos={state.items} background={background} tileExtras={tileExtras} tileActions={tileActions} showNick={showNick} />
      <div className="px-gallery__more">
        {state.error !== null && !state.loading && <ErrorBox error={state.error} onRetry={() => loader.retry()} />}
        {state.loading && <div className="px-spinner" aria-label={t('loading')} />}
        {state.offlineEnd && (
          <p className="px-gallery__saved" role="status" data-testid="gallery-offline-end">
            {t('gallery_offline_end')}
          </p>
        )}
        {state.hasMore && !state.loading && state.error === null && !state.offlineEnd && (
          <button type="button" className="px-btn px-btn--secondary" onClick={() => loader.loadMore()} data-testid="load-more">
            {t('gallery_load_more')}
          </button>
        )}
      </div>
    </>
  );
}
