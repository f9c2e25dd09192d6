import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '../../lib/shared/constants';
import { CREATE_ROUTES, dashboardPath, homePath } from '../../lib/shared/routes';
import { isSiteLanguage } from '../../lib/shared/languages';
import { currentLanguage } from '../language/language';
import { MenuIcon } from '../icons';
import { useStore } from '../useStore';
import { BarTools } from '../ui/BarTools';
import { useFoldWhenCut } from './useFoldWhenCut';
import { useMenu } from './useMenu';
import './layout.css';

/** The site navigation bar of site pages. Where its links do not fit (a narrow window, a language with
 *  long names) they fold into a menu button. */
export function SiteNav() {
  const { t } = useTranslation();
  const lang = useStore(currentLanguage);
  const site = isSiteLanguage(lang) ? lang : 'en';
  const menu = useMenu();
  const { ref: linksRef, folded } = useFoldWhenCut<HTMLElement>();
  const links = [
    { to: CREATE_ROUTES[site].editor, label: t('section_editor') },
    { to: CREATE_ROUTES[site].collage, label: t('section_collage') },
    { to: CREATE_ROUTES[site].designer, label: t('section_designer') },
    { to: '/explore/', label: t('page_explore') },
    { to: dashboardPath(site), label: t('page_dashboard') },
  ];
  return (
    <header className={`px-site-nav ${folded ? 'is-folded' : ''}`}>
      <div className="px-site-nav__menu" {...menu.rootProps}>
        <button {...menu.buttonProps} type="button" className="px-btn px-btn--ghost px-btn--icon" aria-label={t('main_navigation')} data-testid="site-menu-button">
          <MenuIcon />
        </button>
        {menu.open && (
          <div className="px-menu" role="menu" id={menu.menuId} aria-label={t('main_navigation')} data-testid="site-menu">
            {links.map((link) => (
              <Link key={link.to} role="menuitem" className="px-menu__item" to={link.to} onClick={() => menu.close()}>
                {link.label}
              </Link>
            ))}
          </div>
        )}
      </div>
      <Link to={homePath(site)} className="px-logo" aria-label={PRODUCT_NAME}>
        <img src="/favicon.svg" alt="" width={28} height={28} />
        <span>{PRODUCT_NAME}</span>
      </Link>
      <nav ref={linksRef} className="px-site-nav__links" aria-label={t('main_navigation')}>
        {links.map((link) => (
          <Link key={link.to} to={link.to}>
            {link.label}
          </Link>
        ))}
      </nav>
      <div className="px-site-nav__tools">
        <BarTools />
      </div>
    </header>
  );
}
