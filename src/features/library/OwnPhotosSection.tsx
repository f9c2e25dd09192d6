import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '../../app/dialogs/dialogs';
import { showToast } from '../../app/toasts/toasts';
import { useStore } from '../../app/useStore';
import { errorMessage, isApiError } from '../../lib/request';
import { LIBRARY_LOAD_MORE_PX } from '../../lib/shared/constants';
import { report } from '../../lib/report';
import { currentUser } from '../../lib/user';
import { deletePhotos, emitPhotoEvent, DropZone, UploadButton, UploadList, UploadQueue } from '../photos';
import { useMediaQuery } from '../../app/ui/useWindowWidth';
import { LibraryGrid } from './LibraryGrid';
import { LinkImport } from './LinkImport';
import type { LibraryImage } from './libraryImage';
import { useWidth } from './useWidth';
import type { SectionProps } from './librarySections';
import { ownPhotos, probableOwner } from './ownPhotos';

function useOwner(): string | null | undefined {
  const user = useStore(currentUser);
  const [guess, setGuess] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    if (user !== undefined) return;
    let live = true;
    void probableOwner().then((owner) => live && setGuess(owner));
    return () => {
      live = false;
    };
  }, [user]);
  if (user === null) return null;
  return user ? user.email : (guess ?? undefined);
}

/** Own photos (spec §4 "Image library"): sign-in prompt for visitors, pages of 50 as the user scrolls. */
export function OwnPhotosSection({ onPick, onSignIn }: SectionProps) {
  const { t } = useTranslation();
  const owner = useOwner();
  const state = useStore(ownPhotos.state);
  const [queue] = useState(() => new UploadQueue());
  const scroller = useRef<HTMLDivElement>(null);
  const width = useWidth(scroller);
  const compact = useMediaQuery('(max-width: 800px)');

  useEffect(() => {
    if (owner !== undefined) void ownPhotos.open(owner);
  }, [owner]);

  // Spec §4: more pages when the scroll position is within 400 px of the bottom, also when a page is
  // too short to scroll at all.
  const checkScroll = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    if (el.scrollHeight - el.scrollTop - el.clientHeight <= LIBRARY_LOAD_MORE_PX) void ownPhotos.loadMore();
  }, []);
  useEffect(() => {
    if (state.status === 'results' && state.hasMore && !state.loadingMore) checkScroll();
  }, [state.status, state.hasMore, state.loadingMore, state.images.length, width, checkScroll]);

  const remove = (image: LibraryImage): void => {
    void confirmDialog({
      titleKey: 'library_delete_title',
      contentKey: 'library_delete_confirm',
      values: { title: image.title || t('library_untitled') },
      confirmKey: 'gallery_delete',
      cancelKey: 'cancel',
      danger: true,
      onConfirm: async () => {
        try {
          await deletePhotos([image.id]);
          emitPhotoEvent({ type: 'deleted', id: image.id });
          showToast({ message: t('gallery_deleted'), kind: 'success', autoDismissMs: 2500 });
        } catch (error) {
          if (!isApiError(error, 'request_failed')) report('warning', 'library delete failed', { code: isApiError(error) ? error.code : String(error) });
          const message = errorMessage(error, { loggedIn: true });
          showToast({ message: t(message.key, message.values), kind: 'error' });
        }
      },
    }).catch(() => undefined);
  };

  // The source is shared by every opening of the library: only its state for this owner counts.
  const mine = typeof owner === 'string' && state.owner === owner;
  const signedIn = mine && state.status !== 'signed_out';
  const message = state.error ? errorMessage(state.error, { loggedIn: true }) : null;

  return (
    <DropZone onFiles={(files) => queue.add(files)} disabled={!signedIn} className="px-lib-section">
      {signedIn && (
        <div className="px-lib-section__bar">
          <span className="px-lib-section__count" data-testid="library-count">
            {state.status === 'results' ? t('library_count', { count: state.total }) : ''}
          </span>
          <UploadButton onFiles={(files) => queue.add(files)} className="px-btn px-btn--small" />
          <LinkImport onPick={onPick} />
        </div>
      )}
      <div className="px-lib-section__scroll" ref={scroller} onScroll={checkScroll} data-testid="library-scroll">
        {signedIn && <UploadList queue={queue} />}
        {state.fromCache && state.error !== null && (
          <p className="px-lib-notice" role="status" data-testid="library-offline">
            {t('library_offline_copy')}
          </p>
        )}
        {(owner === undefined || (typeof owner === 'string' && (!mine || state.status === 'loading'))) && (
          <div className="px-gallery__loading" aria-busy="true">
            <div className="px-spinner" />
          </div>
        )}
        {owner === null && (
          <div className="px-empty" data-testid="library-sign-in">
            <p>{t('library_sign_in_text')}</p>
            <button type="button" className="px-btn" onClick={onSignIn}>
              {t('sign_in')}
            </button>
          </div>
        )}
        {signedIn && state.status === 'no_results' && (
          <div className="px-empty" data-testid="library-empty">
            <p>{t('library_no_photos')}</p>
            <p className="px-gallery__hint">{t('gallery_drop_hint')}</p>
          </div>
        )}
        {signedIn && state.status === 'error' && message && (
          <div className="px-gallery__error" role="alert">
            <p>{t('library_load_failed')}</p>
            <p className="px-gallery__reason">{t(message.key, message.values)}</p>
            <button type="button" className="px-btn" onClick={() => void ownPhotos.retry()}>
              {t('try_again')}
            </button>
          </div>
        )}
        {signedIn && state.status === 'results' && (
          <>
            <LibraryGrid images={state.images} width={width} compact={compact} onPick={onPick} onDelete={remove} />
            <div className="px-gallery__more">
              {state.loadingMore && <div className="px-spinner" aria-label={t('loading')} />}
              {!state.fromCache && state.error !== null && !state.loadingMore && (
                <button type="button" className="px-btn px-btn--secondary" onClick={() => void ownPhotos.retry()}>
                  {t('try_again')}
                </button>
              )}
            </div>
          </>
        )}
      </div>
    </DropZone>
  );
}
