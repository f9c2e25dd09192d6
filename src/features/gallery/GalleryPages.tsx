// One page component for Explore, user galleries, My Photos and the photo modal route. Because all four
// routes render this same component, opening /explore/gallery/{imageID}/ from a list keeps that list
// mounted under the modal (its pages, scroll and uploads), and closing goes back to it (spec §2).
import { useCallback, useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { PageProps } from '../../lib/pages';
import { routeTable } from '../../app/routing/routeTable';
import type { ResolvedRoute } from '../../lib/shared/routes';
import { isPhotoFilter } from '../photos';
import { ExploreList } from './ExploreList';
import { MyPhotosList } from './MyPhotosList';
import { PhotoModal } from './PhotoModal';
import { RenameHost } from './RenameHost';
import { UserGalleryList } from './UserGalleryList';
import { readPhotoLinkState } from './paths';
import './gallery.css';

const LIST_PAGES = new Set(['explore', 'userGallery', 'myPhotos']);
const DEFAULT_BACKGROUND = '/explore/';

function GalleryList({ resolved, active }: { resolved: ResolvedRoute; active: boolean }) {
  const { page } = resolved.route;
  if (page === 'userGallery') return <UserGalleryList nick={resolved.params.nick ?? ''} />;
  if (page === 'myPhotos') {
    const filter = resolved.params.filter;
    return <MyPhotosList filter={isPhotoFilter(filter) ? filter : 'all'} active={active} />;
  }
  return <ExploreList keyword={resolved.params.keyword ?? ''} />;
}

function backgroundRoute(path: string): ResolvedRoute {
  const resolved = routeTable.resolve(path.split(/[?#]/)[0] ?? DEFAULT_BACKGROUND);
  if (resolved && LIST_PAGES.has(resolved.route.page)) return resolved;
  return routeTable.resolve(DEFAULT_BACKGROUND) as ResolvedRoute;
}

export default function GalleryPages({ resolved }: PageProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const isModal = resolved.route.page === 'exploreGallery';
  const linkState = isModal ? readPhotoLinkState(location.state) : null;
  const list = isModal ? backgroundRoute(linkState?.background ?? DEFAULT_BACKGROUND) : resolved;
  const photoId = isModal ? (resolved.params.imageId ?? '') : null;

  // /myphotos/{filter}/ with an unknown filter is the same as all.
  const badFilter = resolved.route.page === 'myPhotos' && resolved.params.filter !== undefined && !isPhotoFilter(resolved.params.filter);
  useEffect(() => {
    if (badFilter) navigate('/myphotos/', { replace: true });
  }, [badFilter, navigate]);

  const openedFromList = linkState !== null;
  const close = useCallback(() => {
    // Opened from a list: back to it (its history entry, scroll and all); a direct visit goes to Explore.
    if (openedFromList) navigate(-1);
    else navigate(DEFAULT_BACKGROUND, { replace: true });
  }, [openedFromList, navigate]);

  let modal: ReactNode = null;
  if (photoId) modal = <PhotoModal key={photoId} id={photoId} initial={linkState?.photo} background={linkState?.background} onClose={close} />;

  return (
    <main className="px-gallery" data-testid={`page-${resolved.route.page}`}>
      <GalleryList resolved={list} active={!isModal} />
      {modal}
      <RenameHost />
    </main>
  );
}
