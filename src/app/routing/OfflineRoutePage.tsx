// The app's own page for an address it does not know, while offline (issue 18): such an address is the
// server's, so with no network there is nothing to show but a way on — the dashboard, which opens offline,
// or trying again (a reload reaches the server once the network is back). See offlineFallback.ts.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '../../lib/shared/constants';
import { isSiteLanguage } from '../../lib/shared/languages';
import { OFFLINE_FALLBACK_META } from '../../lib/shared/offlineFallback';
import { dashboardPath } from '../../lib/shared/routes';

/** The address the worker could not reach when this document is its stand-in for it, else null. */
export function offlineFallbackPath(doc: Pick<Document, 'querySelector'> | undefined = typeof document === 'undefined' ? undefined : document): string | null {
  return doc?.querySelector(`meta[name="${OFFLINE_FALLBACK_META}"]`)?.getAttribute('content') ?? null;
}

export function OfflineRoutePage() {
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
