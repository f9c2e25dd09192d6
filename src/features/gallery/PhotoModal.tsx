import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { Modal } from '../../app/dialogs/Modal';
import { currentLanguage } from '../../app/language/language';
import { useStore } from '../../app/useStore';
import { errorMessage } from '../../lib/request';
import { isSiteLanguage } from '../../lib/shared/languages';
import { isOwnPhoto, isTransparentUrl, restorePhoto, type Photo, fetchPhoto, onPhotoEvent, editorLinkForImage, BIG_IMAGE, imageVariantUrl, screenDensity } from '../photos';
import { deleteWithConfirmation, requestRename, togglePublic } from './ownPhotoActions';
import { explorePath, userGalleryPath } from './paths';
import { useScrollLock } from './useScrollLock';
import { loadPhoto } from './galleryCache';
import { keptSizeOnError } from './cachedImage';
import { SavedCopyNote } from './GalleryBody';
import { currentUser } from '../../lib/user';
import { reportMode, reportPhoto } from './reportAbuse';

interface PhotoModalProps {
  id: string;
  /** The photo as the list had it, shown at once; the server is asked only without it. */
  initial?: unknown;
  /** The list it was opened from (the report's mode). */
  background?: string;
  onClose: () => void;
}

function OwnerActions({ photo }: { photo: Photo }) {
  const { t } = useTranslation();
  const lang = useStore(currentLanguage);
  return (
    <div className="px-photo__actions" data-testid="photo-owner-actions">
      <button type="button" className="px-btn px-btn--secondary px-btn--small" onClick={() => requestRename(photo)}>
        {t('gallery_rename')}
      </button>
      <button type="button" className="px-btn px-btn--secondary px-btn--small" onClick={() => void togglePublic(photo)}>
        {t(photo.isPublic === 1 ? 'gallery_make_private' : 'gallery_make_public')}
      </button>
      <Link className="px-btn px-btn--secondary px-btn--small" to={editorLinkForImage(isSiteLanguage(lang) ? lang : 'en', photo.url, photo.title)}>
        {t('gallery_open_in_editor')}
      </Link>
      <button type="button" className="px-btn px-btn--danger px-btn--small" onClick={() => void deleteWithConfirmation(photo)}>
        {t('gallery_delete')}
      </button>
    </div>
  );
}

/** Report abuse (subscription-navigation §8): once reported, disabled and reading "Reported". */
function ReportButton({ photo, background }: { photo: Photo; background: string | undefined }) {
  const { t } = useTranslation();
  const location = useLocation();
  const reported = photo.reported === 1;
  return (
    <button
      type="button"
      className="px-btn px-btn--secondary px-btn--small px-photo__report"
      disabled={reported}
      onClick={() => reportPhoto(photo, reportMode(background), location.pathname)}
      data-testid="photo-report"
    >
      {t(reported ? 'gallery_reported' : 'gallery_report')}
    </button>
  );
}

/** One photo at /explore/gallery/{imageID}/ (spec §2), over the list it was opened from. */
export function PhotoModal({ id, initial, background, onClose }: PhotoModalProps) {
  const { t, i18n } = useTranslation();
  const given = restorePhoto(initial);
  const [photo, setPhoto] = useState<Photo | null>(given && given.id === id ? given : null);
  const [error, setError] = useState<unknown>(null);
  /** The photo is the copy kept on this device (the server could not be reached). */
  const [saved, setSaved] = useState(false);
  useScrollLock();

  useEffect(() => {
    if (photo) return;
    const controller = new AbortController();
    loadPhoto(id, controller.signal).then(
      (loaded) => {
        setPhoto(loaded.photo);
        setSaved(loaded.saved);
      },
      (e: unknown) => {
        if (!controller.signal.aborted) setError(e);
      },
    );
    return () => controller.abort();
    // Fetched once per id; later changes arrive as photo events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);

  // A list's photo says nothing of the viewer's reports: a signed-in viewer asks the server once.
  const user = useStore(currentUser);
  const needsReportState = Boolean(user && photo && !isOwnPhoto(photo) && photo.reported === undefined);
  useEffect(() => {
    if (!needsReportState) return;
    const controller = new AbortController();
    // Offline this is not worth asking about: the button stays as the list had it.
    fetchPhoto(id, controller.signal, false).then(
      (fresh) => {
        if (fresh.reported === 1) setPhoto((p) => (p ? { ...p, reported: 1 } : p));
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [id, needsReportState]);

  useEffect(
    () =>
      onPhotoEvent((event) => {
        if (event.type === 'updated' && event.id === id) setPhoto((p) => (p ? { ...p, ...event.patch } : p));
        // Deleted here or elsewhere: back to the list, where it is gone too.
        if (event.type === 'deleted' && event.id === id) onClose();
      }),
    [id, onClose],
  );

  const date = photo?.dateCreated ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(photo.dateCreated)) : '';
  const message = error ? errorMessage(error) : null;

  return (
    <Modal title={photo?.title || t('gallery_photo')} size="large" id="photo" onClose={onClose} testId="photo-modal" className="px-photo-modal">
      {!photo && !error && (
        <div className="px-gallery__loading" aria-busy="true">
          <div className="px-spinner" />
        </div>
      )}
      {message && (
        <div className="px-empty" role="alert" data-testid="photo-modal-error">
          <p>{t(message.key === 'error_photo_not_found' ? 'gallery_photo_gone' : message.key, message.values)}</p>
        </div>
      )}
      {photo && saved && <SavedCopyNote />}
      {photo && (
        <article className="px-photo" data-photo-id={photo.id}>
          <div className={`px-photo__frame ${isTransparentUrl(photo.url) ? 'is-transparent' : ''}`}>
            <img
              src={imageVariantUrl(photo.url, { ...BIG_IMAGE, fit: 'bounds', devicePixelRatio: screenDensity() })}
              alt={photo.title}
              width={photo.width}
              height={photo.height}
              data-testid="photo-modal-image"
              onError={keptSizeOnError(photo.url)}
            />
          </div>
          <div className="px-photo__meta">
            <p className="px-photo__by">
              {photo.nick && (
                <>
                  {t('gallery_by')}{' '}
                  <Link to={userGalleryPath(photo.nick)} data-testid="photo-modal-nick">
                    {photo.nick}
                  </Link>
                </>
              )}
              {date && <span className="px-photo__date">{date}</span>}
              {isOwnPhoto(photo) && (
                <span className={`px-badge ${photo.isPublic === 1 ? 'px-badge--public' : ''}`} data-testid="photo-modal-visibility">
                  {t(photo.isPublic === 1 ? 'gallery_public' : 'gallery_private')}
                </span>
              )}
            </p>
            {photo.tags.length > 0 && (
              <ul className="px-photo__tags" aria-label={t('gallery_tags')}>
                {photo.tags.map((tag) => (
                  <li key={tag}>
                    <Link to={explorePath(tag)}>{`#${tag}`}</Link>
                  </li>
                ))}
              </ul>
            )}
            {isOwnPhoto(photo) ? (
              <OwnerActions photo={photo} />
            ) : (
              <div className="px-photo__actions">
                <Link className="px-btn px-btn--small" to={editorLinkForImage(isSiteLanguage(i18n.language) ? i18n.language : 'en', photo.url, photo.title)}>
                  {t('gallery_edit_copy')}
                </Link>
                <ReportButton photo={photo} background={background} />
              </div>
            )}
          </div>
        </article>
      )}
    </Modal>
  );
}
