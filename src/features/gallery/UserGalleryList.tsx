import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/request';
import type { Photo } from '../photos';
import { fetchUserGallery } from '../photos';
import { GalleryBody } from './GalleryBody';
import { userGalleryPath } from './paths';
import { useGallery } from './useGallery';

/** The address the server answers with its 404 page (spec §8: user_does_not_exist goes there). */
export const NOT_FOUND_PATH = '/404/';

/** A user's public gallery (spec §2): the username in the header. */
export function UserGalleryList({ nick }: { nick: string }) {
  const { t } = useTranslation();
  const fetcher = useMemo(() => (request: { start: number; signal: AbortSignal }) => fetchUserGallery(nick, request), [nick]);
  const rules = useMemo(() => ({ accepts: (photo: Photo) => photo.isPublic === 1 && photo.nick.toLowerCase() === nick.toLowerCase() }), [nick]);
  const { state, loader } = useGallery(`gallery:${nick}`, fetcher, rules);

  useEffect(() => {
    // A full navigation: /404/ is the server's page, not one of the app's routes.
    if (isApiError(state.error, 'user_does_not_exist')) window.location.replace(NOT_FOUND_PATH);
  }, [state.error]);

  return (
    <>
      <header className="px-gallery__header">
        <div className="px-gallery__user">
          <span className="px-avatar" aria-hidden="true">
            {[...nick][0]?.toUpperCase() ?? '?'}
          </span>
          <div>
            <h1 data-testid="gallery-nick">{nick}</h1>
            <p className="px-gallery__lead">{t('gallery_user_lead', { nick })}</p>
          </div>
        </div>
      </header>
      <GalleryBody state={state} loader={loader} background={userGalleryPath(nick)} showNick={false} empty={<p>{t('gallery_user_empty', { nick })}</p>} />
    </>
  );
}
