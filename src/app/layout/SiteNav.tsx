import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '../../lib/shared/constants';
import { CREATE_ROUTES, dashboardPath, homePath } from '../../lib/shared/routes';
import { isSiteLanguage } from '../../lib/shared/languages';
import { LanguagePicker } from '../language/LanguagePicker';
import { currentLanguage } from '../language/language';
import { ThemeToggle } from '../theme/ThemeToggle';
import { useStore } from '../useStore';
import { AccountSlot, StatusSlots } from './slots';
import './layout.css';

/** The site navigation bar of site pages. */
export function SiteNav() {
  const { t } = useTranslation();
  const lang = useStore(currentLanguage);
  const site = isSiteLanguage(lang) ? lang : 'en';
  return (
    <header className="px-site-nav">
      <Link to={homePath(site)} className="px-logo" aria-label={PRODUCT_NAME}>
        <img src="/favicon.svg" alt="" width={28} height={28} />
        <span>{PRODUCT_NAME}</span>
      </Link>
      <nav className="px-site-nav__links" aria-label={t('main_navigation')}>
        <Link to={CREATE_ROUTES[site].editor}>{t('section_editor')}</Link>
        <Link to={CREATE_ROUTES[site].collage}>{t('section_collage')}</Link>
        <Link to={CREATE_ROUTES[site].designer}>{t('section_designer')}</Link>
        <Link to="/explore/">{t('page_explore')}</Link>
        <Link to={dashboardPath(site)}>{t('page_dashboard')}</Link>
      </nav>
      <div className="px-site-nav__tools">
        <StatusSlots />
        <LanguagePicker compact />
        <ThemeToggle />
        <AccountSlot />
      </div>
    </header>
  );
}
