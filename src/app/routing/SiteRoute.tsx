// The site pages of the translated route table (src/lib/shared/site/paths.ts: /es/precios/, /about-us/,
// /features/…) at an address the start-up route table does not know: the table loads here, with the page,
// so its path pairs stay out of the start-up code. Pages another area already shows (pricing, what's new,
// learn, renewal policy) keep their component in every language; the rest are the site area's SitePage.
// Any other address is the server's (OfflineRoutePage.tsx decides: reload, or offline our own page).
import { lazy, Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PAGE_TITLE_KEYS } from '../../lib/pages';
import { PRODUCT_NAME } from '../../lib/shared/constants';
import { normalizePath, type PageName, type ResolvedRoute } from '../../lib/shared/routes';
import { resolveSitePath, resolveSupportPath, sitePath, type SitePageId } from '../../lib/shared/site/paths';
import { SiteNav } from '../layout/SiteNav';
import UnknownRoute from './OfflineRoutePage';
import { pages } from './pages';

const SiteFooter = lazy(() => import('../layout/SiteFooter').then((module) => ({ default: module.SiteFooter })));

const APP_PAGES: ReadonlyMap<SitePageId, PageName> = new Map<SitePageId, PageName>([
  ['home', 'home'],
  ['pricing', 'pricing'],
  ['whatsNew', 'whatsNew'],
  ['learn', 'learn'],
  ['renewalPolicy', 'renewalPolicy'],
  ['privacy', 'privacy'],
  ['tutorials', 'learnTutorials'],
  ['inspiration', 'learnInspiration'],
]);

/** The site page at an address as a resolved route (params.site is its id); null for the rest (the 404 is the server's). */
export function resolveSiteRoute(pathname: string): ResolvedRoute | null {
  // The contact-support pages in another site language (/es/contactar-soporte/…): the support area's page,
  // under the English route key it knows, in the address's language.
  const support = resolveSupportPath(pathname);
  if (support) {
    const key = support.view === 'form' ? '/contact-support/form/' : support.view === 'help' ? '/contact-support/{slug}/' : '/contact-support/';
    return { route: { key, page: 'contactSupport', lang: support.lang, options: { showSiteNav: true } }, params: support.view === 'help' ? { slug: support.slug } : {}, rest: [] };
  }
  const site = resolveSitePath(pathname);
  if (!site || site.page === 'notFound') return null;
  return {
    route: { key: sitePath(site.page, site.lang), page: APP_PAGES.get(site.page) ?? 'site', lang: site.lang, options: { showSiteNav: true } },
    params: { site: site.page },
    rest: [],
  };
}

export default function SiteRoute({ pathname, fallback }: { pathname: string; fallback: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const resolved = useMemo(() => resolveSiteRoute(pathname), [pathname]);
  const titleKey = resolved ? PAGE_TITLE_KEYS[resolved.route.page] : '';

  // As RouteView does for the table's routes: the trailing slash added, the title set (a site page sets its own).
  useEffect(() => {
    const normalized = normalizePath(pathname);
    if (resolved && normalized !== pathname) navigate(`${normalized}${window.location.search}${window.location.hash}`, { replace: true });
  }, [resolved, pathname, navigate]);
  useEffect(() => {
    if (titleKey) document.title = `${t(titleKey)} | ${PRODUCT_NAME}`;
  }, [titleKey, t]);

  if (!resolved) return <UnknownRoute pathname={pathname} fallback={fallback} />;
  const Page = pages[resolved.route.page];
  return (
    <>
      <SiteNav />
      <Suspense fallback={fallback}>
        <Page resolved={resolved} />
      </Suspense>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
    </>
  );
}
