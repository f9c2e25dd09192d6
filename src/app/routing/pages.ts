// Which component renders each page of the route table. Pages load lazily, each in its own chunk
// (the service worker precaches every chunk, so they open offline). Areas replace their line here.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageName, ResolvedRoute } from '../../lib/shared/routes';

export interface PageProps {
  resolved: ResolvedRoute;
}

type Page = LazyExoticComponent<ComponentType<PageProps>>;

const placeholder = lazy(() => import('../../features/site/PlaceholderPage'));
// One component for the four gallery routes, so a list stays mounted under the photo modal.
const galleryPages = lazy(() => import('../../features/gallery/GalleryPages'));

export const pages: Record<PageName, Page> = {
  home: lazy(() => import('../../features/site/HomePage')),
  create: lazy(() => import('../../features/create/CreatePage')),
  dashboard: lazy(() => import('../../features/dashboard/DashboardPage')),
  myAccount: lazy(() => import('../../features/account/MyAccountPage')),
  myPhotos: galleryPages,
  signIn: lazy(() => import('../../features/auth/SignInPage')),
  signOut: lazy(() => import('../../features/auth/SignOutPage')),
  contactSupport: placeholder,
  learnTutorials: placeholder,
  learnInspiration: placeholder,
  learnNewMobile: placeholder,
  explore: galleryPages,
  exploreGallery: galleryPages,
  userGallery: galleryPages,
  closeAccount: lazy(() => import('../../features/account/CloseAccountPage')),
  resetPassword: lazy(() => import('../../features/account/ResetPasswordPage')),
  privacy: placeholder,
  pricing: placeholder,
};

/** The i18next key of each page's name, for titles (spec §2.4: section or page name, then the product). */
export const PAGE_TITLE_KEYS: Record<PageName, string> = {
  home: 'page_home',
  create: 'section_editor',
  dashboard: 'page_dashboard',
  myAccount: 'page_my_account',
  myPhotos: 'page_my_photos',
  signIn: 'page_sign_in',
  signOut: 'page_sign_out',
  contactSupport: 'page_contact_support',
  learnTutorials: 'page_tutorials',
  learnInspiration: 'page_inspiration',
  learnNewMobile: 'page_new_mobile',
  explore: 'page_explore',
  exploreGallery: 'page_explore',
  userGallery: 'page_gallery',
  closeAccount: 'page_close_account',
  resetPassword: 'page_reset_password',
  privacy: 'page_privacy',
  pricing: 'page_pricing',
};
