// The site footer (spec subscription-navigation §2 "Language popup (footer)"): the product, ways onward
// and the language popup. Site pages, the dashboard and the create routes' start screen show it.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '../../lib/shared/constants';
import { isSiteLanguage } from '../../lib/shared/languages';
import { dashboardPath } from '../../lib/shared/routes';
import { FOOTER_LABELS, FOOTER_PAGES, localizePath, sitePath } from '../../lib/shared/site/paths';
import { platform } from '../../lib/platform';
import { currentLanguage } from '../language/language';
import { LanguagePopup } from '../language/LanguagePopup';
import { useStore } from '../useStore';
import './layout.css';

export function SiteFooter({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const lang = useStore(currentLanguage);
  const site = isSiteLanguage(lang) ? lang : 'en';
  // Links follow the language (the translated route table), except in the app-store apps (spec §2).
  const linkLang = platform() === 'apple_app_store' || platform() === 'play_store' ? 'en' : site;
  return (
    <footer className={`px-site-footer ${compact ? 'px-site-footer--compact' : ''}`} data-testid="site-footer">
      <span className="px-site-footer__brand">{t('nav_footer_copyright', { year: new Date().getFullYear(), product: PRODUCT_NAME })}</span>
      {!compact && (
        <nav className="px-site-footer__links" aria-label={t('nav_footer_links')}>
          <Link to="/explore/">{t('page_explore')}</Link>
          <Link to={dashboardPath(site)}>{t('page_dashboard')}</Link>
          {FOOTER_PAGES.map((page) => (
            <Link key={page} to={localizePath(sitePath(page, 'en'), linkLang)}>
              {t(FOOTER_LABELS[page] ?? '')}
            </Link>
          ))}
          <Link to={localizePath('/contact-support/', linkLang)}>{t('page_contact_support')}</Link>
        </nav>
      )}
      <LanguagePopup />
    </footer>
  );
}
