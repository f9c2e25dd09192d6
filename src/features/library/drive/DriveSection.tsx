// The drive section of the image library (spec account-content §2, §4): its own chunk, loaded when the
// tab is first opened. State and calls live in driveSource.ts; this renders them.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '../../../app/useStore';
import { useMediaQuery } from '../../../app/ui/useWindowWidth';
import { justifiedRows } from '../../../app/ui/justified';
import { errorMessage, isApiError } from '../../../lib/request';
import { LIBRARY_LOAD_MORE_PX } from '../../../lib/shared/constants';
import { currentUser } from '../../../lib/user';
import type { LibraryImage } from '../libraryImage';
import { useWidth } from '../useWidth';
import type { SectionProps } from '../librarySections';
import { driveSource, SHARED_TOP, type DriveFolder } from './driveSource';
import './drive.css';

/** Spec §9: rows of 200 for the drive, gutter 8. */
const ROW_HEIGHT = 200;
const GUTTER = 8;
/** Codes with the drive's own words; others go through the app's error messages. */
const DRIVE_CODES = new Set(['popup_blocked', 'access_denied', 'authorization_failed', 'invalid_state', 'provider_unavailable', 'provider_not_configured', 'file_not_found', 'unable_download_file', 'request_failed']);

function useDriveMessage(): (error: unknown) => string {
  const { t } = useTranslation();
  return useCallback(
    (error: unknown) => {
      if (isApiError(error) && DRIVE_CODES.has(error.code)) return t(`drive_error_${error.code}`);
      const message = errorMessage(error, { loggedIn: true });
      return t(message.key, message.values);
    },
    [t],
  );
}

const folderIcon = (
  <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" aria-hidden="true">
    <path d="M3 6a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" />
  </svg>
);
const sharedIcon = (
  <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" aria-hidden="true">
    <circle cx="9" cy="8" r="3" />
    <path d="M3 20a6 6 0 0 1 12 0M16 5a3 3 0 0 1 0 6M18 14a5 5 0 0 1 3 6" />
  </svg>
);

function DriveGrid({ images, width, onPick }: { images: LibraryImage[]; width: number; onPick: (image: LibraryImage) => void }) {
  const { t } = useTranslation();
  const layout = useMemo(() => (width > 0 ? justifiedRows(images, { containerWidth: width, rowHeight: ROW_HEIGHT, spacing: GUTTER }) : null), [images, width]);
  if (!layout) return null;
  return (
    <ul className="px-lib-grid" style={{ height: layout.height }}>
      {images.map((image, index) => {
        const box = layout.boxes[index];
        if (!box) return null;
        return (
          <li
            key={image.id}
            className={`px-lib-tile ${image.isTransparent ? 'is-transparent' : ''}`}
            style={{ insetInlineStart: box.left, top: box.top, width: box.width, height: box.height }}
            data-testid="drive-image"
            data-image-id={image.id}
          >
            <button type="button" className="px-lib-tile__pick" onClick={() => onPick(image)} title={image.title} aria-label={t('library_pick', { title: image.title || t('library_untitled') })}>
              <img src={image.thumbURL} alt="" loading="lazy" decoding="async" />
            </button>
          </li>
        );
      })}
    </ul>
  );
}

export default function DriveSection({ onPick, onSignIn }: SectionProps) {
  const { t } = useTranslation();
  const user = useStore(currentUser);
  const state = useStore(driveSource.state);
  const messageOf = useDriveMessage();
  const scroller = useRef<HTMLDivElement>(null);
  const width = useWidth(scroller, state.status);
  const [disconnecting, setDisconnecting] = useState(false);
  const [disconnectError, setDisconnectError] = useState<unknown>(null);
  // Spec §2: on phones the folders appear in a dropdown.
  const compact = useMediaQuery('(max-width: 800px)');

  const owner = user === undefined ? undefined : (user?.email ?? null);
  useEffect(() => {
    if (owner !== undefined) driveSource.open(owner);
  }, [owner]);

  // Spec §4: the next page when the scroll position is within 400 px of the bottom (or nothing scrolls yet).
  const checkScroll = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    if (el.scrollHeight - el.scrollTop - el.clientHeight <= LIBRARY_LOAD_MORE_PX) void driveSource.loadMore();
  }, []);
  useEffect(() => {
    if (state.status === 'browsing' && state.nextPageToken && !state.loadingMore && !state.imagesLoading && !state.loadError) checkScroll();
  }, [state.status, state.nextPageToken, state.loadingMore, state.imagesLoading, state.loadError, state.images.length, width, checkScroll]);

  const disconnect = async (): Promise<void> => {
    setDisconnecting(true);
    setDisconnectError(null);
    try {
      await driveSource.disconnect();
    } catch (error) {
      setDisconnectError(error);
    } finally {
      setDisconnecting(false);
    }
  };

  const folderName = (folder: DriveFolder, index: number): string => (index === 0 ? t('drive_my_drive') : folder === SHARED_TOP || (folder.shared && !folder.nested) ? t('drive_shared_with_me') : folder.name);

  if (owner === undefined || state.status === 'checking') {
    return (
      <div className="px-lib-section px-drive" data-testid="drive-section">
        <div className="px-gallery__loading" role="status" aria-busy="true" aria-label={t('loading')}>
          <div className="px-spinner" />
        </div>
      </div>
    );
  }

  if (owner === null || state.status === 'signed_out') {
    return (
      <div className="px-lib-section px-drive" data-testid="drive-section">
        <div className="px-empty" data-testid="drive-sign-in">
          <p>{t('drive_sign_in_text')}</p>
          <button type="button" className="px-btn" onClick={onSignIn}>
            {t('sign_in')}
          </button>
        </div>
      </div>
    );
  }

  if (state.status === 'note') {
    return (
      <div className="px-lib-section px-drive" data-testid="drive-section">
        <div className="px-empty px-drive__note" data-testid="drive-note">
          <h3>{t('drive_note_title')}</h3>
          <p>{t('drive_note_text')}</p>
          <p className="px-gallery__hint">{t('drive_note_privacy')}</p>
          <button type="button" className="px-btn" onClick={() => driveSource.dismissNote()} autoFocus>
            {t('drive_note_continue')}
          </button>
        </div>
      </div>
    );
  }

  if (state.status === 'connect' || state.status === 'connecting') {
    const connecting = state.status === 'connecting';
    return (
      <div className="px-lib-section px-drive" data-testid="drive-section">
        <div className="px-empty" data-testid="drive-connect-state">
          <p>{state.expired ? t('drive_expired_text') : t('drive_connect_text')}</p>
          {state.error !== null && (
            <p className="px-gallery__reason" role="alert" data-testid="drive-connect-error">
              {messageOf(state.error)}
            </p>
          )}
          <button type="button" className="px-btn" onClick={() => void driveSource.connect()} disabled={connecting} aria-busy={connecting} data-testid="drive-connect">
            {connecting ? t('drive_connecting') : t('drive_connect')}
          </button>
          {connecting && (
            <button type="button" className="px-btn px-btn--secondary" onClick={() => driveSource.cancelConnect()} data-testid="drive-connect-cancel">
              {t('cancel')}
            </button>
          )}
        </div>
      </div>
    );
  }

  if (state.status === 'error') {
    return (
      <div className="px-lib-section px-drive" data-testid="drive-section">
        <div className="px-gallery__error" role="alert">
          <p>{t('drive_load_failed')}</p>
          <p className="px-gallery__reason">{messageOf(state.error)}</p>
          <button type="button" className="px-btn" onClick={() => void driveSource.retry()}>
            {t('try_again')}
          </button>
        </div>
      </div>
    );
  }

  const current = state.path[state.path.length - 1]!;
  const subfolders = state.folders ?? [];
  const empty = !state.imagesLoading && !state.loadError && state.folders !== null && subfolders.length === 0 && state.images.length === 0;
  return (
    <div className="px-lib-section px-drive" data-testid="drive-section">
      <div className="px-lib-section__bar">
        <nav aria-label={t('drive_path')} className="px-drive__path">
          <ol>
            {state.path.map((folder, index) => {
              const last = index === state.path.length - 1;
              return (
                <li key={`${folder.id}-${index}`}>
                  {last ? (
                    <span aria-current="page" data-testid="drive-current-folder">
                      {folderName(folder, index)}
                    </span>
                  ) : (
                    <button type="button" className="px-drive__crumb" onClick={() => void driveSource.goTo(index)}>
                      {folderName(folder, index)}
                    </button>
                  )}
                </li>
              );
            })}
          </ol>
        </nav>
        <button type="button" className="px-btn px-btn--secondary px-btn--small" onClick={() => void disconnect()} disabled={disconnecting} data-testid="drive-disconnect">
          {t('drive_disconnect')}
        </button>
        {disconnectError !== null && (
          <p className="px-gallery__reason" role="alert">
            {messageOf(disconnectError)}
          </p>
        )}
      </div>
      <div className="px-lib-section__scroll" ref={scroller} onScroll={checkScroll} data-testid="drive-scroll">
        {compact && subfolders.length > 0 && (
          <select
            className="px-select px-drive__folder-select"
            value=""
            aria-label={t('drive_folders')}
            onChange={(e) => {
              const folder = subfolders[Number(e.target.value)];
              if (folder) void driveSource.openFolder(folder);
            }}
            data-testid="drive-folder-select"
          >
            <option value="" disabled>
              {t('drive_path')}
            </option>
            {subfolders.map((folder, index) => (
              <option key={`${folder.shared ? 's' : 'd'}-${folder.id}`} value={index}>
                {folder === SHARED_TOP ? t('drive_shared_with_me') : folder.name}
              </option>
            ))}
          </select>
        )}
        {!compact && subfolders.length > 0 && (
          <ul className="px-drive__folders" aria-label={t('drive_folders')}>
            {subfolders.map((folder) => (
              <li key={`${folder.shared ? 's' : 'd'}-${folder.id}`}>
                <button type="button" className="px-drive__folder" onClick={() => void driveSource.openFolder(folder)} data-testid="drive-folder">
                  {folder === SHARED_TOP ? sharedIcon : folderIcon}
                  <span>{folder === SHARED_TOP ? t('drive_shared_with_me') : folder.name}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {(state.imagesLoading || state.folders === null) && !state.loadError && (
          <div className="px-gallery__loading" role="status" aria-busy="true" aria-label={t('loading')}>
            <div className="px-spinner" />
          </div>
        )}
        {empty && (
          <div className="px-empty" data-testid="drive-empty">
            <p>{current.shared && !current.nested ? t('drive_shared_empty') : t('drive_folder_empty')}</p>
          </div>
        )}
        {state.images.length > 0 && <DriveGrid images={state.images} width={width} onPick={onPick} />}
        {state.loadError !== null && (
          <div className="px-gallery__error" role="alert" data-testid="drive-load-error">
            <p>{t('drive_load_failed')}</p>
            <p className="px-gallery__reason">{messageOf(state.loadError)}</p>
            <button type="button" className="px-btn" onClick={() => void driveSource.retry()}>
              {t('try_again')}
            </button>
          </div>
        )}
        <div className="px-gallery__more">{state.loadingMore && <div className="px-spinner" role="status" aria-label={t('loading')} />}</div>
      </div>
    </div>
  );
}
