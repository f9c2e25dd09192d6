// Which component renders each page of the route table. Pages load lazily, each in its own chunk
// (the service worker precaches every chunk, so they open offline): each area's front door (index.ts)
// gives a loader for its pages, and areas replace their line here.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadCloseAccountPage, loadMyAccountPage, loadRenewalPolicyPage, loadResetPasswordPage } from '../../features/account';
import { loadSignInPage, loadSignOutPage } from '../../features/auth';
import { loadCreatePage } from '../../features/create';
import { loadDashboardPage } from '../../features/dashboard';
import { loadGalleryPages } from '../../features/gallery';
import { loadLearnPage, loadWhatsNewPage } from '../../features/messages';
import { loadHomePage, loadSitePage } from '../../features/site';
import { loadSupportPage } from '../../features/support';
import type { PageProps } from '../../lib/pages';
import type { PageName } from '../../lib/shared/routes';

type Page = LazyExoticComponent<ComponentType<PageProps>>;

// One component for the four gallery routes, so a list stays mounted under the photo modal.
const galleryPages = lazy(loadGalleryPages);
// The site pages of the translated route table (privacy among them): one content model, one component.
const sitePage = lazy(loadSitePage);

export const pages: Record<PageName, Page> = {
  home: lazy(loadHomePage),
  create: lazy(loadCreatePage),
  dashboard: lazy(loadDashboardPage),
  myAccount: lazy(loadMyAccountPage),
  myPhotos: galleryPages,
  signIn: lazy(loadSignInPage),
  signOut: lazy(loadSignOutPage),
  contactSupport: lazy(loadSupportPage),
  learnTutorials: sitePage,
  learnInspiration: sitePage,
  learnNewMobile: sitePage,
  explore: galleryPages,
  exploreGallery: galleryPages,
  userGallery: galleryPages,
  closeAccount: lazy(loadCloseAccountPage),
  resetPassword: lazy(loadResetPasswordPage),
  privacy: sitePage,
  // The subscription area's front door itself loads on demand: the start-up budget has no room for it.
  pricing: lazy<ComponentType<PageProps>>(() => import('../../features/subscription').then((area) => area.loadPricingPage())),
  whatsNew: lazy(loadWhatsNewPage),
  learn: lazy(loadLearnPage),
  renewalPolicy: lazy(loadRenewalPolicyPage),
  site: sitePage,
  blogSearch: lazy<ComponentType<PageProps>>(() => import('../../features/blog').then((area) => area.loadBlogSearchPage())),
};
