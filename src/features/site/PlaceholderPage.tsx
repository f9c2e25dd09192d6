import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PageProps } from '../../lib/pages';
import { PAGE_TITLE_KEYS } from '../../lib/pages';
import { CREATE_ROUTES, dashboardPath } from '../../lib/shared/routes';

/** A simple page for routes whose content is not part of the product yet: its name and ways onward. */
export default function PlaceholderPage({ resolved }: PageProps) {
  const { t } = useTranslation();
  const lang = resolved.route.lang;
  return (
    <main className="px-page" data-testid={`page-${resolved.route.page}`}>
      <h1>{t(PAGE_TITLE_KEYS[resolved.route.page])}</h1>
      <p className="px-muted">{t('placeholder_text')}</p>
      <p style={{ display: 'flex', gap: 10, flexWrap: 'wrap' }}>
        <Link className="px-btn" to={CREATE_ROUTES[lang].editor}>
          {t('home_open_editor')}
        </Link>
        <Link className="px-btn px-btn--secondary" to={dashboardPath(lang)}>
          {t('page_dashboard')}
        </Link>
      </p>
    </main>
  );
}
