// The site footer (spec subscription-navigation §2 "Language popup (footer)"): the product, ways onward
// and the language popup. Site pages, the dashboard and the create routes' start screen show it.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '../../lib/shared/constants';
import { isSiteLanguage } from '../../lib/shared/languages';
import { dashboardPath } from '../../lib/shared/routes';
import { currentLanguage } from '../language/language';
import { LanguagePopup } from '../language/LanguagePopup';
import { useStore } from '../useStore';
import './layout.css';

export function SiteFooter({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const lang = useStore(currentLanguage);
  const site = isSiteLanguage(lang) ? lang : 'en';
  return (
    <footer className={`px-site-footer ${compact ? 'px-site-footer--compact' : ''}`} data-testid="site-footer">
      <span className="px-site-footer__brand">{t('nav_footer_copyright', { year: new Date().getFullYear(), product: PRODUCT_NAME })}</span>
      {!compact && (
        <nav className="px-site-footer__links" aria-label={t('nav_footer_links')}>
          <Link to="/explore/">{t('page_explore')}</Link>
          <Link to={dashboardPath(site)}>{t('page_dashboard')}</Link>
        </nav>
      )}
      <LanguagePopup />
    </footer>
  );
}
