// The social-network albums section of the image library (issue 19; spec account-content §3 "Social-network
// album", §7 "Social network graph", §8): the user's albums from the social network (Facebook), then an
// album's photos in rows of 200 px thumbnails, 100 a page, further pages through the server's "more photos"
// call (the album's nextPageURL cursor). Not connected (no_access_token) or an expired token
// (invalid_access_token) shows the connect empty state (the 750×600 popup of the imports core); a declined
// permission ({scope}_scope_declined) shows what to allow, with connect again; other errors offer Try again.
// Disconnecting goes back to the connect empty state. Loaded only when the tab is chosen.
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '../../../app/useStore';
import { justifiedRows } from '../../../app/ui/justified';
import { useMediaQuery } from '../../../app/ui/useWindowWidth';
import { connectImport } from '../../../lib/imports/connect';
import { ApiError, CANCELLED_BY_USER, errorMessage, INVALID_RESPONSE, isApiError } from '../../../lib/request';
import { currentUser } from '../../../lib/user';
import type { LibraryImage } from '../libraryImage';
import type { SectionProps } from '../librarySections';
import './social.css';
import { disconnectSocial, SOCIAL_THUMB, socialAlbumPhotos, socialAlbums, type SocialAlbum } from './socialApi';
import { useWidth } from '../useWidth';

const GUTTER = 8;

type View =
  | { kind: 'checking' }
  | { kind: 'connect'; expired: boolean }
  | { kind: 'albums'; albums: SocialAlbum[] }
  | { kind: 'album'; albums: SocialAlbum[]; album: SocialAlbum; loadingMore: boolean; moreFailed: boolean }
  | { kind: 'error'; error: unknown; retry: () => void };

/** The codes that mean "authorise again" (spec §8: no_access_token triggers a new authorization flow). */
const isReauthorise = (error: unknown): boolean => isApiError(error, 'no_access_token') || isApiError(error, 'invalid_access_token');
/** A permission the user declined at the consent screen: `{scope}_scope_declined` (or plain scope_declined). */
const isScopeDeclined = (error: unknown): boolean => error instanceof ApiError && /(^|_)scope_declined$/.test(error.code);

function Grid({ images, width, compact, onPick }: { images: LibraryImage[]; width: number; compact: boolean; onPick: (image: LibraryImage) => void }) {
  const { t } = useTranslation();
  const layout = useMemo(() => (compact ? null : justifiedRows(images, { containerWidth: width, rowHeight: SOCIAL_THUMB, spacing: GUTTER })), [images, width, compact]);
  const tile = (image: LibraryImage, n: number, style?: React.CSSProperties) => (
    <li key={image.id} className="px-lib-tile" style={style} data-testid="social-image" data-image-id={image.id}>
      <button type="button" className="px-lib-tile__pick" onClick={() => onPick(image)} aria-label={t('social_pick', { album: image.title, n })}>
        <img src={image.thumbURL} alt="" loading="lazy" decoding="async" />
      </button>
    </li>
  );
  if (!layout) return <ul className="px-lib-grid px-lib-grid--compact">{images.map((image, i) => tile(image, i + 1))}</ul>;
  return (
    <ul className="px-lib-grid" style={{ height: layout.height }}>
      {images.map((image, i) => {
        const box = layout.boxes[i];
        return box ? tile(image, i + 1, { insetInlineStart: box.left, top: box.top, width: box.width, height: box.height }) : null;
      })}
    </ul>
  );
}

export default function SocialSection({ onPick, onSignIn }: SectionProps) {
  const { t } = useTranslation();
  const user = useStore(currentUser);
  const [view, setView] = useState<View>({ kind: 'checking' });
  const [notice, setNotice] = useState<string | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const width = useWidth(scroller);
  const compact = useMediaQuery('(max-width: 800px)');
  /** Whether the section has closed (answers after that are dropped), and the connect popup's cancel. */
  const life = useRef<{ closed: boolean; connect: AbortController }>({ closed: false, connect: new AbortController() });

  useEffect(() => {
    const state = life.current;
    state.closed = false;
    return () => {
      state.closed = true;
      state.connect.abort();
    };
  }, []);

  const fail = useCallback((error: unknown, retry: () => void) => {
    if (life.current.closed) return;
    if (isReauthorise(error)) setView({ kind: 'connect', expired: isApiError(error, 'invalid_access_token') });
    else setView({ kind: 'error', error, retry });
  }, []);

  /** Bumped to load the albums again (Try again, after connecting). */
  const [generation, reload] = useReducer((n: number) => n + 1, 0);

  useEffect(() => {
    if (!user) return;
    let stale = false;
    setView({ kind: 'checking' });
    socialAlbums().then(
      (albums) => {
        if (!stale && !life.current.closed) setView({ kind: 'albums', albums });
      },
      (error: unknown) => {
        if (stale) return;
        if (isApiError(error, 'no_access_token')) {
          if (!life.current.closed) setView({ kind: 'connect', expired: false });
          return;
        }
        fail(error, reload);
      },
    );
    return () => {
      stale = true;
    };
  }, [user, generation, fail]);

  function messageOf(error: unknown): string {
    const code = error instanceof ApiError ? error.code : '';
    if (isScopeDeclined(error)) {
      const own = `social_error_${code}`;
      return t(own) !== own ? t(own) : t('social_error_scope_declined');
    }
    const own = `social_error_${code}`;
    if (code && code !== INVALID_RESPONSE && t(own) !== own) return t(own);
    const message = errorMessage(error, { loggedIn: true });
    return t(message.key, message.values);
  }

  const connect = async (): Promise<void> => {
    setNotice(null);
    try {
      await connectImport('facebook', life.current.connect.signal);
      reload();
    } catch (error) {
      if (isApiError(error, CANCELLED_BY_USER) || life.current.closed) return;
      setNotice(messageOf(error));
    }
  };

  const disconnect = async (): Promise<void> => {
    setNotice(null);
    try {
      await disconnectSocial();
      if (!life.current.closed) setView({ kind: 'connect', expired: false });
    } catch (error) {
      setNotice(messageOf(error));
    }
  };

  const openAlbum = (album: SocialAlbum): void => {
    if (view.kind !== 'albums') return;
    setView({ kind: 'album', albums: view.albums, album, loadingMore: false, moreFailed: false });
    scroller.current?.scrollTo?.(0, 0);
  };

  const backToAlbums = (): void => {
    if (view.kind === 'album') setView({ kind: 'albums', albums: view.albums });
  };

  const loadMore = useCallback(async () => {
    if (view.kind !== 'album' || !view.album.nextPage || view.loadingMore) return;
    const { album } = view;
    const cursor = album.nextPage!;
    setView({ ...view, loadingMore: true, moreFailed: false });
    try {
      const page = await socialAlbumPhotos(album, cursor);
      if (life.current.closed) return;
      setView((v) => {
        if (v.kind !== 'album' || v.album.id !== album.id) return v;
        const grown = { ...v.album, images: [...v.album.images, ...page.images], nextPage: page.nextPage };
        // The albums list keeps what was loaded: going back and in again does not load the pages again.
        return { ...v, album: grown, albums: v.albums.map((a) => (a.id === grown.id ? grown : a)), loadingMore: false };
      });
    } catch (error) {
      if (isReauthorise(error) || isScopeDeclined(error)) return fail(error, reload);
      setView((v) => (v.kind === 'album' && v.album.id === album.id ? { ...v, loadingMore: false, moreFailed: true } : v));
    }
  }, [view, fail]);

  const connected = view.kind === 'albums' || view.kind === 'album';
  const declined = view.kind === 'error' && isScopeDeclined(view.error);

  return (
    <div className="px-lib-section" data-testid="social">
      {user && connected && (
        <div className="px-lib-section__bar">
          <span className="px-lib-section__count" data-testid="social-count">
            {view.kind === 'album' ? t('social_album_count', { name: view.album.name || t('social_untitled_album'), count: view.album.images.length }) : ''}
          </span>
          <div className="px-lib-section__actions">
            {view.kind === 'album' && (
              <button type="button" className="px-btn px-btn--small px-btn--secondary" onClick={backToAlbums} data-testid="social-back">
                {t('social_all_albums')}
              </button>
            )}
            <button type="button" className="px-btn px-btn--small px-btn--secondary" onClick={() => void disconnect()} data-testid="social-disconnect">
              {t('social_disconnect')}
            </button>
          </div>
        </div>
      )}
      {notice && (
        <p className="px-lib-notice" role="alert" data-testid="social-notice">
          {notice}
        </p>
      )}
      <div className="px-lib-section__scroll" ref={scroller}>
        {user === null && (
          <div className="px-empty" data-testid="social-sign-in">
            <p>{t('social_sign_in_text')}</p>
            <button type="button" className="px-btn" onClick={onSignIn}>
              {t('sign_in')}
            </button>
          </div>
        )}
        {(user === undefined || (user && view.kind === 'checking')) && (
          <div className="px-gallery__loading" aria-busy="true">
            <div className="px-spinner" aria-label={t('loading')} />
          </div>
        )}
        {user && view.kind === 'connect' && (
          <div className="px-empty" data-testid="social-connect">
            <p>{view.expired ? t('social_reconnect_text') : t('social_connect_text')}</p>
            <button type="button" className="px-btn" onClick={() => void connect()} data-testid="social-connect-button">
              {view.expired ? t('social_reconnect') : t('social_connect')}
            </button>
          </div>
        )}
        {user && view.kind === 'error' && (
          <div className="px-gallery__error" role="alert" data-testid="social-error">
            <p>{t('social_load_failed')}</p>
            <p className="px-gallery__reason">{messageOf(view.error)}</p>
            <button type="button" className="px-btn" onClick={view.retry}>
              {t('try_again')}
            </button>
            {declined && (
              <button type="button" className="px-btn px-btn--secondary" onClick={() => void connect()} data-testid="social-connect-button">
                {t('social_reconnect')}
              </button>
            )}
          </div>
        )}
        {user && view.kind === 'albums' &&
          (view.albums.length === 0 ? (
            <div className="px-empty" data-testid="social-no-albums">
              <p>{t('social_no_albums')}</p>
            </div>
          ) : (
            <ul className="px-lib-albums" data-testid="social-albums">
              {view.albums.map((album) => (
                <li key={album.id}>
                  <button type="button" className="px-lib-album" onClick={() => openAlbum(album)} data-testid="social-album">
                    <span className="px-lib-album__cover">{album.images[0] ? <img src={album.images[0].thumbURL} alt="" loading="lazy" decoding="async" /> : null}</span>
                    <span className="px-lib-album__name">{album.name || t('social_untitled_album')}</span>
                  </button>
                </li>
              ))}
            </ul>
          ))}
        {user && view.kind === 'album' && (
          <>
            {view.album.images.length === 0 ? (
              <div className="px-empty" data-testid="social-empty">
                <p>{t('social_no_photos')}</p>
              </div>
            ) : (
              <Grid images={view.album.images} width={width} compact={compact} onPick={onPick} />
            )}
            <div className="px-gallery__more">
              {view.loadingMore && <div className="px-spinner" aria-label={t('loading')} />}
              {!view.loadingMore && view.album.nextPage && (
                <button type="button" className="px-btn px-btn--secondary" onClick={() => void loadMore()} data-testid="social-more">
                  {view.moreFailed ? t('try_again') : t('social_more_photos')}
                </button>
              )}
              {view.moreFailed && (
                <p className="px-gallery__reason" role="alert">
                  {t('social_more_failed')}
                </p>
              )}
            </div>
          </>
        )}
      </div>
    </div>
  );
}
