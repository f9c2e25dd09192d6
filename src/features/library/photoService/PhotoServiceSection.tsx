// The photo-service section of the image library (spec account-content §4 "Image library", photo service):
// authorise first (token check, then the connect popup of 750×600 when needed), then the photos. With the
// Google Photos Picker the user chooses photos in Google's own picker (a popup); the section polls the
// picking session and shows the picked photos, "all photos" of the selection, 45 a page, loading more within
// 400 px of the bottom. The selection is remembered for the browser session (spec §3 local session keys).
// no_access_token (and the social network's invalid_access_token) asks to connect again; disconnecting
// forgets the selection and shows the connect empty state. Loaded only when the section is opened.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '../../../app/useStore';
import { justifiedRows } from '../../../app/ui/justified';
import { useMediaQuery } from '../../../app/ui/useWindowWidth';
import { connectImport, IMPORT_POPUP_HEIGHT, IMPORT_POPUP_WIDTH } from '../../../lib/imports/connect';
import { ApiError, CANCELLED_BY_USER, errorMessage, INVALID_RESPONSE, isApiError } from '../../../lib/request';
import { LIBRARY_LOAD_MORE_PX } from '../../../lib/shared/constants';
import { currentUser } from '../../../lib/user';
import type { LibraryImage } from '../libraryImage';
import type { SectionProps } from '../librarySections';
import { disconnectPhotoService, listMedia, newSession, rememberAlbum, rememberedAlbum, sessionPicked, tokenStatus } from './photoServiceApi';
import { useWidth } from '../useWidth';

const ROW_HEIGHT = 200;
const GUTTER = 8;
/** How long the section waits for a pick before it stops polling (the picking session lives 30 minutes). */
const PICK_TIMEOUT_MS = 30 * 60_000;

type View =
  | { kind: 'checking' }
  | { kind: 'connect'; expired: boolean }
  | { kind: 'choose' }
  | { kind: 'picking' }
  | { kind: 'loading' }
  | { kind: 'results'; tkn: string; images: LibraryImage[]; nextPage: string | null; loadingMore: boolean; moreFailed: boolean }
  | { kind: 'error'; error: unknown; retry: () => void };

/** The codes that mean "authorise again" (spec §8: no_access_token triggers a new authorization flow). */
const isReauthorise = (error: unknown): boolean => isApiError(error, 'no_access_token') || isApiError(error, 'invalid_access_token');
/** The codes that mean the remembered selection is gone: choose again. */
const isSelectionGone = (error: unknown): boolean => isApiError(error, 'picker_session_not_found') || isApiError(error, 'media_items_not_set');

function popupFeatures(): string {
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - IMPORT_POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - IMPORT_POPUP_HEIGHT) / 2));
  return `popup=yes,width=${IMPORT_POPUP_WIDTH},height=${IMPORT_POPUP_HEIGHT},left=${left},top=${top}`;
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = window.setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      window.clearTimeout(timer);
      resolve();
    });
  });
}

function Grid({ images, width, compact, onPick }: { images: LibraryImage[]; width: number; compact: boolean; onPick: (image: LibraryImage) => void }) {
  const { t } = useTranslation();
  const layout = useMemo(() => (compact ? null : justifiedRows(images, { containerWidth: width, rowHeight: ROW_HEIGHT, spacing: GUTTER })), [images, width, compact]);
  const tile = (image: LibraryImage, style?: React.CSSProperties) => (
    <li key={image.id} className={`px-lib-tile ${image.isTransparent ? 'is-transparent' : ''}`} style={style} data-testid="photo-service-image" data-image-id={image.id}>
      <button type="button" className="px-lib-tile__pick" onClick={() => onPick(image)} title={image.title} aria-label={t('library_pick', { title: image.title || t('library_untitled') })}>
        <img src={image.thumbURL} alt="" loading="lazy" decoding="async" />
      </button>
    </li>
  );
  if (!layout) return <ul className="px-lib-grid px-lib-grid--compact">{images.map((image) => tile(image))}</ul>;
  return (
    <ul className="px-lib-grid" style={{ height: layout.height }}>
      {images.map((image, i) => {
        const box = layout.boxes[i];
        return box ? tile(image, { insetInlineStart: box.left, top: box.top, width: box.width, height: box.height }) : null;
      })}
    </ul>
  );
}

export default function PhotoServiceSection({ onPick, onSignIn }: SectionProps) {
  const { t } = useTranslation();
  const user = useStore(currentUser);
  const [view, setView] = useState<View>({ kind: 'checking' });
  const [notice, setNotice] = useState<string | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const width = useWidth(scroller);
  const compact = useMediaQuery('(max-width: 800px)');
  /** Whether the section has closed (answers after that are dropped), and the wait for a pick in progress. */
  const life = useRef<{ closed: boolean; pick: AbortController | null; connect: AbortController }>({ closed: false, pick: null, connect: new AbortController() });
  const retina = typeof window !== 'undefined' && (window.devicePixelRatio || 1) > 1;

  useEffect(() => {
    const state = life.current;
    state.closed = false;
    return () => {
      state.closed = true;
      state.pick?.abort();
      state.connect.abort();
    };
  }, []);

  const fail = useCallback((error: unknown, retry: () => void) => {
    if (life.current.closed) return;
    if (isReauthorise(error)) setView({ kind: 'connect', expired: true });
    else setView({ kind: 'error', error, retry });
  }, []);

  const showSelection = useCallback(
    async (tkn: string) => {
      setView({ kind: 'loading' });
      try {
        const page = await listMedia(tkn, null, retina);
        if (life.current.closed) return;
        rememberAlbum(tkn);
        setView({ kind: 'results', tkn, images: page.images, nextPage: page.nextPage, loadingMore: false, moreFailed: false });
      } catch (error) {
        if (isSelectionGone(error)) {
          rememberAlbum(null);
          if (!life.current.closed) setView({ kind: 'choose' });
          return;
        }
        fail(error, () => void showSelection(tkn));
      }
    },
    [fail, retina],
  );

  const start = useCallback(async () => {
    setView({ kind: 'checking' });
    try {
      const connected = await tokenStatus();
      if (life.current.closed) return;
      if (!connected) return setView({ kind: 'connect', expired: false });
      const remembered = rememberedAlbum();
      if (remembered) await showSelection(remembered);
      else setView({ kind: 'choose' });
    } catch (error) {
      fail(error, () => void start());
    }
  }, [fail, showSelection]);

  useEffect(() => {
    if (user) void start();
  }, [user, start]);

  const connect = async (): Promise<void> => {
    setNotice(null);
    try {
      await connectImport('photos', life.current.connect.signal);
      await start();
    } catch (error) {
      if (isApiError(error, CANCELLED_BY_USER) || life.current.closed) return;
      setNotice(messageOf(error));
    }
  };

  const choose = async (): Promise<void> => {
    setNotice(null);
    // Opened at once, in the click: a window opened after an await is blocked as a pop-up.
    const popup = window.open('', 'pixloom-photos-picker', popupFeatures());
    if (!popup) {
      setNotice(t('photos_error_popup_blocked'));
      return;
    }
    setView({ kind: 'picking' });
    life.current.pick?.abort();
    const pick = new AbortController();
    life.current.pick = pick;
    const signal = pick.signal;
    try {
      const session = await newSession();
      popup.location.href = session.pickerUrl;
      const until = Date.now() + PICK_TIMEOUT_MS;
      for (;;) {
        await wait(session.pollInterval, signal);
        if (signal.aborted) return;
        const picked = await sessionPicked(session.tkn);
        if (signal.aborted) return;
        if (picked) {
          await showSelection(session.tkn);
          return;
        }
        // Whether the user closed the picker cannot be seen from here (the picker is another site, and
        // this page's cross-origin opener policy severs the window's handle): the session is polled until it
        // has a pick, the user cancels, or the wait is too long.
        if (Date.now() > until) {
          const remembered = rememberedAlbum();
          if (remembered) await showSelection(remembered);
          else setView({ kind: 'choose' });
          return;
        }
      }
    } catch (error) {
      popup.close();
      if (signal.aborted) return;
      fail(error, () => setView({ kind: 'choose' }));
    }
  };

  const cancelPicking = (): void => {
    life.current.pick?.abort();
    life.current.pick = null;
    const remembered = rememberedAlbum();
    if (remembered) void showSelection(remembered);
    else setView({ kind: 'choose' });
  };

  const disconnect = async (): Promise<void> => {
    setNotice(null);
    try {
      await disconnectPhotoService();
      rememberAlbum(null);
      setView({ kind: 'connect', expired: false });
    } catch (error) {
      setNotice(messageOf(error));
    }
  };

  function messageOf(error: unknown): string {
    const code = error instanceof ApiError ? error.code : '';
    const own = `photos_error_${code}`;
    if (code && code !== INVALID_RESPONSE && t(own) !== own) return t(own);
    const message = errorMessage(error, { loggedIn: true });
    return t(message.key, message.values);
  }

  const loadMore = useCallback(async () => {
    if (view.kind !== 'results' || !view.nextPage || view.loadingMore) return;
    const { tkn, nextPage } = view;
    setView({ ...view, loadingMore: true, moreFailed: false });
    try {
      const page = await listMedia(tkn, nextPage, retina);
      if (life.current.closed) return;
      setView((v) => (v.kind === 'results' && v.tkn === tkn ? { ...v, images: [...v.images, ...page.images], nextPage: page.nextPage, loadingMore: false } : v));
    } catch (error) {
      if (isReauthorise(error)) return fail(error, () => undefined);
      setView((v) => (v.kind === 'results' && v.tkn === tkn ? { ...v, loadingMore: false, moreFailed: true } : v));
    }
  }, [view, retina, fail]);

  const checkScroll = useCallback(() => {
    const el = scroller.current;
    if (!el || view.kind !== 'results' || view.moreFailed) return;
    if (el.scrollHeight - el.scrollTop - el.clientHeight <= LIBRARY_LOAD_MORE_PX) void loadMore();
  }, [view, loadMore]);
  useEffect(() => {
    if (view.kind === 'results' && view.nextPage && !view.loadingMore) checkScroll();
  }, [view, width, checkScroll]);

  const connected = view.kind === 'choose' || view.kind === 'results' || view.kind === 'picking' || view.kind === 'loading';

  return (
    <div className="px-lib-section" data-testid="photo-service">
      {user && connected && (
        <div className="px-lib-section__bar">
          <span className="px-lib-section__count" data-testid="photo-service-count">
            {view.kind === 'results' ? t('photos_picked_count', { count: view.images.length }) : ''}
          </span>
          <div className="px-lib-section__actions">
            <button type="button" className="px-btn px-btn--small" onClick={() => void choose()} disabled={view.kind === 'picking'} data-testid="photo-service-choose">
              {view.kind === 'results' ? t('photos_choose_other') : t('photos_choose')}
            </button>
            <button type="button" className="px-btn px-btn--small px-btn--secondary" onClick={() => void disconnect()} data-testid="photo-service-disconnect">
              {t('photos_disconnect')}
            </button>
          </div>
        </div>
      )}
      {notice && (
        <p className="px-lib-notice" role="alert" data-testid="photo-service-notice">
          {notice}
        </p>
      )}
      <div className="px-lib-section__scroll" ref={scroller} onScroll={checkScroll}>
        {user === null && (
          <div className="px-empty" data-testid="photo-service-sign-in">
            <p>{t('photos_sign_in_text')}</p>
            <button type="button" className="px-btn" onClick={onSignIn}>
              {t('sign_in')}
            </button>
          </div>
        )}
        {(user === undefined || (user && (view.kind === 'checking' || view.kind === 'loading'))) && (
          <div className="px-gallery__loading" aria-busy="true">
            <div className="px-spinner" aria-label={t('loading')} />
          </div>
        )}
        {user && view.kind === 'connect' && (
          <div className="px-empty" data-testid="photo-service-connect">
            <p>{view.expired ? t('photos_reconnect_text') : t('photos_connect_text')}</p>
            <button type="button" className="px-btn" onClick={() => void connect()} data-testid="photo-service-connect-button">
              {view.expired ? t('photos_reconnect') : t('photos_connect')}
            </button>
          </div>
        )}
        {user && view.kind === 'choose' && (
          <div className="px-empty" data-testid="photo-service-choose-empty">
            <p>{t('photos_choose_text')}</p>
          </div>
        )}
        {user && view.kind === 'picking' && (
          <div className="px-empty" role="status" data-testid="photo-service-picking">
            <div className="px-spinner" aria-hidden="true" />
            <p>{t('photos_picking_text')}</p>
            <button type="button" className="px-btn px-btn--secondary" onClick={cancelPicking}>
              {t('cancel')}
            </button>
          </div>
        )}
        {user && view.kind === 'error' && (
          <div className="px-gallery__error" role="alert" data-testid="photo-service-error">
            <p>{t('photos_load_failed')}</p>
            <p className="px-gallery__reason">{messageOf(view.error)}</p>
            <button type="button" className="px-btn" onClick={view.retry}>
              {t('try_again')}
            </button>
          </div>
        )}
        {user && view.kind === 'results' && (
          <>
            {view.images.length === 0 ? (
              <div className="px-empty" data-testid="photo-service-empty">
                <p>{t('photos_no_photos')}</p>
              </div>
            ) : (
              <Grid images={view.images} width={width} compact={compact} onPick={onPick} />
            )}
            <div className="px-gallery__more">
              {view.loadingMore && <div className="px-spinner" aria-label={t('loading')} />}
              {view.moreFailed && (
                <button type="button" className="px-btn px-btn--secondary" onClick={() => void loadMore()}>
                  {t('try_again')}
                </button>
              )}
            </div>
          </>
        )}
      </div>
    </div>
  );
}
