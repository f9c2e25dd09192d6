// Renders the page of the current address from the route table, with the rules of spec §2.4: unknown
// routes reload so the server answers (offline they show the app's "needs a connection" page instead:
// OfflineRoutePage.tsx); titles; per-route scroll restore. (The leave-create confirmation
// is the history's guard: router.tsx.)
import { lazy, Suspense, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { PRODUCT_NAME } from '../../lib/shared/constants';
import { normalizePath, type ResolvedRoute } from '../../lib/shared/routes';
import { deepLinkSection } from '../../lib/deeplink/section';
import { SiteNav } from '../layout/SiteNav';
import { PAGE_TITLE_KEYS } from '../../lib/pages';
import { pages } from './pages';
import { routeTable } from './routeTable';

/** The footer (and its language popup) sits below the page: it loads after the first render, outside the start-up code. */
const SiteFooter = lazy(() => import('../layout/SiteFooter').then((module) => ({ default: module.SiteFooter })));

/**
 * An address the start-up table does not know: a site page of the translated table (SiteRoute.tsx), else
 * reloaded so the server answers, or offline the app's own page. Its decision and its page load when
 * needed, outside the start-up code.
 */
const UnknownRoute = lazy(() => import('./SiteRoute'));

const scrollPositions = new Map<string, number>();

function titleKey(resolved: ResolvedRoute): string {
  if (resolved.route.page === 'create') {
    return `section_${deepLinkSection(resolved) ?? 'editor'}`;
  }
  return PAGE_TITLE_KEYS[resolved.route.page];
}

function PageFallback() {
  return (
    <div className="px-page px-empty" aria-busy="true">
      <div className="px-spinner" style={{ margin: '0 auto' }} />
    </div>
  );
}

export function RouteView() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const resolved = useMemo(() => routeTable.resolve(location.pathname), [location.pathname]);
  const previousPath = useRef<string | null>(null);

  // Addresses without the trailing slash get it, keeping the query and hash.
  useEffect(() => {
    const normalized = normalizePath(location.pathname);
    if (resolved && normalized !== location.pathname) navigate(`${normalized}${location.search}${location.hash}`, { replace: true });
  }, [resolved, location, navigate]);

  const key = resolved ? titleKey(resolved) : null;
  useEffect(() => {
    if (key) document.title = `${t(key)} | ${PRODUCT_NAME}`;
  }, [key, t]);

  // Per-route scroll position, for every route but the create routes (the app is full-screen there).
  useLayoutEffect(() => {
    const path = location.pathname;
    const isCreate = resolved?.route.page === 'create';
    if (!isCreate) window.scrollTo(0, scrollPositions.get(path) ?? 0);
    previousPath.current = path;
    return () => {
      if (!isCreate) scrollPositions.set(path, window.scrollY);
    };
  }, [location.pathname, resolved]);

  if (!resolved) {
    return (
      <Suspense fallback={<PageFallback />}>
        <UnknownRoute pathname={location.pathname} fallback={<PageFallback />} />
      </Suspense>
    );
  }
  const Page = pages[resolved.route.page];
  return (
    <>
      {resolved.route.options?.showSiteNav && <SiteNav />}
      <Suspense fallback={<PageFallback />}>
        <Page resolved={resolved} />
      </Suspense>
      {resolved.route.options?.showSiteNav && (
        <Suspense fallback={null}>
          <SiteFooter />
        </Suspense>
      )}
    </>
  );
}
