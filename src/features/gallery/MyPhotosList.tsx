import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import { useStore } from '../../app/useStore';
import { currentUser } from '../../lib/user';
import { PHOTO_FILTERS, type Photo, type PhotoFilter, fetchMyPhotos, DropZone, UploadButton, UploadList, UploadQueue, WaitingUploads } from '../photos';
import { GalleryBody } from './GalleryBody';
import { OwnPhotoMenu, useOwnPhotoActions } from './OwnPhotoMenu';
import { myPhotosPath, signInPath } from './paths';
import { useGallery } from './useGallery';
import { LibraryButton } from '../library';

const FILTER_KEYS: Record<PhotoFilter, string> = { all: 'gallery_filter_all', public: 'gallery_filter_public', private: 'gallery_filter_private' };
const EMPTY_KEYS: Record<PhotoFilter, string> = { all: 'gallery_no_photos', public: 'gallery_no_public', private: 'gallery_no_private' };

function accepts(filter: PhotoFilter, photo: Photo): boolean {
  return filter === 'all' || (filter === 'public') === (photo.isPublic === 1);
}

function TileExtras({ photo }: { photo: Photo }) {
  const { t } = useTranslation();
  return (
    <>
      <span className={`px-badge ${photo.isPublic === 1 ? 'px-badge--public' : ''}`} data-testid="photo-visibility">
        {t(photo.isPublic === 1 ? 'gallery_public' : 'gallery_private')}
      </span>
      <OwnPhotoMenu photo={photo} />
    </>
  );
}

/** My Photos (spec §2): own photos with the filter tabs, the owner's actions and uploads. */
export function MyPhotosList({ filter, active }: { filter: PhotoFilter; active: boolean }) {
  const { t } = useTranslation();
  const user = useStore(currentUser);
  const location = useLocation();
  const navigate = useNavigate();
  const [queue] = useState(() => new UploadQueue());
  const ownActions = useOwnPhotoActions();
  const fetcher = useMemo(() => (request: { start: number; signal: AbortSignal }) => fetchMyPhotos(filter, request), [filter]);
  const rules = useMemo(() => ({ accepts: (photo: Photo) => accepts(filter, photo), takesUploads: true }), [filter]);
  const { state, loader } = useGallery(user ? `me:${user.email}:${filter}` : null, fetcher, rules, user?.email);

  useEffect(() => {
    // Spec §2, §6: not logged in, go to sign-in with the current address as next.
    if (user === null && active) navigate(signInPath(`${location.pathname}${location.search}`), { replace: true });
  }, [user, active, location.pathname, location.search, navigate]);

  if (!user) {
    return (
      <div className="px-gallery__loading" aria-busy="true">
        <div className="px-spinner" />
      </div>
    );
  }

  const addFiles = (files: File[]): void => queue.add(files);

  return (
    <DropZone onFiles={addFiles} className="px-gallery__drop">
      <header className="px-gallery__header">
        <div>
          <h1>{t('page_my_photos')}</h1>
          <p className="px-gallery__lead">{t('gallery_my_photos_lead')}</p>
        </div>
        <div className="px-gallery__actions">
          <LibraryButton />
          <UploadButton onFiles={addFiles} />
        </div>
      </header>
      <nav className="px-tabs" aria-label={t('gallery_filters')}>
        {PHOTO_FILTERS.map((f) => (
          <NavLink key={f} to={myPhotosPath(f)} end className={() => `px-tabs__tab ${f === filter ? 'is-active' : ''}`} aria-current={f === filter ? 'page' : undefined} data-testid={`filter-${f}`}>
            {t(FILTER_KEYS[f])}
          </NavLink>
        ))}
      </nav>
      <UploadList queue={queue} />
      {filter !== 'public' && <WaitingUploads owner={user.email} />}
      <GalleryBody
        state={state}
        loader={loader}
        background={myPhotosPath(filter)}
        showNick={false}
        tileExtras={(photo) => <TileExtras photo={photo} />}
        tileActions={ownActions}
        empty={
          <>
            <p>{t(EMPTY_KEYS[filter])}</p>
            {filter === 'all' && <p className="px-gallery__hint">{t('gallery_drop_hint')}</p>}
          </>
        }
      />
    </DropZone>
  );
}
