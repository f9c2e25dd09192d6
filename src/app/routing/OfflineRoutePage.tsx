// The app's own page for an address it does not know, while offline (issue 18): such an address is the
// server's, so with no network there is nothing to show but a way on — the dashboard, which opens offline,
// or trying again (a reload reaches the server once the network is back). See offlineFallback.ts.
// Loaded only at an unknown address (RouteView's UnknownRoute), with the decision: online such an address is
// the server's, so the page reloads for it to answer (its 404 page); offline this page shows instead.
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '../../lib/shared/constants';
import { isSiteLanguage } from '../../lib/shared/languages';
import { dashboardPath } from '../../lib/shared/routes';
import { offlineFallbackPath, unknownRouteAnswer } from '../../lib/shared/offlineFallback';

/** At an address outside the route table: a reload (shown as `fallback` meanwhile), or offline our page. */
export default function UnknownRoute({ pathname, fallback }: { pathname: string; fallback: ReactNode }) {
  const answer = unknownRouteAnswer(pathname, { fallbackPath: offlineFallbackPath(document), browserOffline: navigator.onLine === false });
  useEffect(() => {
    if (answer === 'reload') window.location.reload();
  }, [answer, pathname]);
  return answer === 'offline' ? <OfflineRoutePage /> : fallback;
}

function OfflineRoutePage() {
  const { t, i18n } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${t('offline_page_title')} | ${PRODUCT_NAME}`;
  }, [t]);
  // A keyboard or screen reader user lands on what happened, not at the top of an empty page.
  useEffect(() => heading.current?.focus(), []);
  const dashboard = dashboardPath(isSiteLanguage(i18n.language) ? i18n.language : 'en');
  return (
    <main className="px-page px-empty" data-testid="offline-page">
      <h1 ref={heading} tabIndex={-1}>
        {t('offline_page_title')}
      </h1>
      <p>{t('offline_page_text')}</p>
      <p style={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'center' }}>
        <Link to={dashboard} className="px-btn" data-testid="offline-page-dashboard">
          {t('offline_page_dashboard')}
        </Link>
        <button type="button" className="px-btn px-btn--secondary" onClick={() => window.location.reload()} data-testid="offline-page-retry">
          {t('offline_page_retry')}
        </button>
      </p>
    </main>
  );
}
