import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BarTools } from '../../app/ui/BarTools';
import { PRODUCT_NAME } from '../../lib/shared/constants';
import type { SiteLanguage } from '../../lib/shared/languages';
import { dashboardPath } from '../../lib/shared/routes';
import { Icon } from './icons';
import { readLastSection } from './lastSection';
import { resumePath } from '../projects';
import { UpgradeButton } from '../messages';

interface DashboardNavProps {
  lang: SiteLanguage;
  /** The side menu is docked: no menu button. */
  docked: boolean;
  menuOpen: boolean;
  onMenu: () => void;
  /** Below 820 px: the language picker and theme toggle live in the side menu. */
  narrow: boolean;
}

/**
 * Spec §2 Dashboard "Top navigation": menu button, logo, optional resume button, account dropdown; plus the
 * shell's status items (sync state, offline) and, on wide layouts, the language picker and theme toggle.
 */
export function DashboardNav({ lang, docked, menuOpen, onMenu, narrow }: DashboardNavProps) {
  const { t } = useTranslation();
  const last = readLastSection();
  return (
    <header className="px-dash-nav" data-testid="dashboard-nav">
      {!docked && (
        <button type="button" className="px-btn px-btn--ghost px-btn--icon" onClick={onMenu} aria-expanded={menuOpen} aria-label={t('dashboard_menu')} data-testid="menu-button">
          <Icon name="menu" size={22} />
        </button>
      )}
      <Link to={dashboardPath(lang)} className="px-logo" aria-label={PRODUCT_NAME}>
        <img src="/favicon.svg" alt="" width={28} height={28} />
        <span>{PRODUCT_NAME}</span>
      </Link>
      <div className="px-dash-nav__spacer" />
      {last && (
        <Link to={resumePath(lang, last)} className="px-btn px-btn--small px-dash-nav__resume" data-testid="resume-project" aria-label={t('dashboard_resume_in', { section: t(`section_${last}`) })}>
          <Icon name="resume" size={14} />
          <span className="px-dash-nav__resume-text">{t('dashboard_resume')}</span>
        </Link>
      )}
      <UpgradeButton />
      <BarTools compact={narrow} />
    </header>
  );
}
