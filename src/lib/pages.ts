// What every page component receives, and each page's name for titles. Here, not in src/app/routing, so
// that pages (in src/features) need nothing from the module that lists them.
import type { PageName, ResolvedRoute } from './shared/routes';

export interface PageProps {
  resolved: ResolvedRoute;
}

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
  whatsNew: 'page_whats_new',
  learn: 'page_learn',
  renewalPolicy: 'page_renewal_policy',
  // A site page titles itself (its title has the page's own words: SitePage.tsx).
  site: '',
  blogSearch: 'blog_page_title',
};

/**
 * Pages whose content is not part of the product yet. Menus leave out entries leading to them (no link to
 * "nothing here yet"); an area that builds one of these pages takes it off this list in the same change.
 * Empty since issue 19 built the last ones (support, the learn pages, privacy): keep it so.
 */
export const PLACEHOLDER_PAGES: ReadonlySet<PageName> = new Set<PageName>([]);
