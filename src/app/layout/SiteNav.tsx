// The site navigation bar of site pages (spec subscription-navigation §2 "Site navigation bar"):
// - dropdown menus that open on hover and on keyboard focus (Escape closes and keeps the focus on the trigger);
// - a scroll shadow once the page is scrolled down;
// - at 767 px and narrower (§9), or wherever the links would be cut off (a language with long names), a
//   popup menu instead: accordion sections and a close button, Escape closes, focus returns to its button;
// - the account menu (avatar letter, truncated e-mail, sign-out return address) is the accounts area's,
//   in the account slot (src/features/auth/AccountMenu.tsx).
// Entries whose page is not built yet (learn, what's new until the teasers area lands) are left out.
import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '../../lib/shared/constants';
import { CREATE_ROUTES, dashboardPath, homePath } from '../../lib/shared/routes';
import { isSiteLanguage } from '../../lib/shared/languages';
import { currentLanguage } from '../language/language';
import { MenuIcon } from '../icons';
import { isLivePath } from '../routing/livePages';
import { useStore } from '../useStore';
import { BarTools } from '../ui/BarTools';
import { useMediaQuery } from '../ui/useWindowWidth';
import { NAV_POPUP_MAX_PX } from './navRules';
import { useFoldWhenCut } from './useFoldWhenCut';
import './layout.css';

/** The phone-width popup loads when first opened: it is not part of the start-up code. */
const NavPopup = lazy(() => import('./NavPopup').then((module) => ({ default: module.NavPopup })));

import type { NavItem, NavSection } from './NavPopup';

function useSections(): NavSection[] {
  const { t } = useTranslation();
  const lang = useStore(currentLanguage);
  const site = isSiteLanguage(lang) ? lang : 'en';
  const discover: NavItem[] = [
    { to: '/explore/', label: t('page_explore') },
    { to: dashboardPath(site), label: t('page_dashboard') },
  ];
  if (isLivePath('/whats-new/')) discover.push({ to: '/whats-new/', label: t('nav_whats_new') });
  if (isLivePath('/learn/')) discover.push({ to: '/learn/', label: t('nav_learn') });
  return [
    {
      id: 'create',
      label: t('nav_create'),
      items: [
        { to: CREATE_ROUTES[site].editor, label: t('section_editor') },
        { to: CREATE_ROUTES[site].collage, label: t('section_collage') },
        { to: CREATE_ROUTES[site].designer, label: t('section_designer') },
      ],
    },
    { id: 'discover', label: t('nav_discover'), items: discover },
  ];
}

/** A drop-down of the bar: opens while the mouse is over it and while the keyboard focus is in it. */
function NavDropdown({ section, header }: { section: NavSection; header: RefObject<HTMLElement | null> }) {
  const [open, setOpen] = useState(false);
  const [offset, setOffset] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  const show = (): void => {
    const bar = header.current?.getBoundingClientRect();
    const own = button.current?.getBoundingClientRect();
    if (bar && own) setOffset(document.documentElement.dir === 'rtl' ? bar.right - own.right : own.left - bar.left);
    setOpen(true);
  };

  return (
    <div
      ref={root}
      className="px-site-nav__dropdown"
      data-testid={`site-nav-${section.id}`}
      onPointerEnter={(e) => e.pointerType === 'mouse' && show()}
      onPointerLeave={(e) => e.pointerType === 'mouse' && !root.current?.contains(document.activeElement) && setOpen(false)}
      onFocus={(e) => !root.current?.contains(e.relatedTarget as Node | null) && show()}
      onBlur={(e) => !root.current?.contains(e.relatedTarget as Node | null) && setOpen(false)}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.preventDefault();
          e.stopPropagation();
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <button ref={button} type="button" className="px-site-nav__trigger" aria-expanded={open} aria-controls={menuId} onClick={show}>
        {section.label}
        <span aria-hidden="true" className="px-site-nav__caret">▾</span>
      </button>
      <ul id={menuId} className="px-site-nav__dropdown-menu" hidden={!open} style={{ insetInlineStart: offset }}>
        {section.items.map((item) => (
          <li key={item.to}>
            <Link to={item.to} onClick={() => setOpen(false)}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SiteNav() {
  const { t } = useTranslation();
  const lang = useStore(currentLanguage);
  const site = isSiteLanguage(lang) ? lang : 'en';
  const sections = useSections();
  const header = useRef<HTMLElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const [popupOpen, setPopupOpen] = useState(false);
  const [scrolled, setScrolled] = useState(false);
  const phone = useMediaQuery(`(max-width: ${NAV_POPUP_MAX_PX}px)`);
  const { ref: linksRef, folded } = useFoldWhenCut<HTMLElement>();
  const popupMode = phone || folded;

  useEffect(() => {
    const onScroll = (): void => setScrolled(window.scrollY > 0);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  useEffect(() => {
    if (!popupMode) setPopupOpen(false);
  }, [popupMode]);

  const closePopup = (): void => {
    setPopupOpen(false);
    menuButton.current?.focus();
  };

  let menu: ReactNode = null;
  if (popupOpen)
    menu = (
      <Suspense fallback={null}>
        <NavPopup sections={sections} onClose={closePopup} />
      </Suspense>
    );

  return (
    <header ref={header} className={`px-site-nav ${popupMode ? 'is-folded' : ''}`} data-scrolled={scrolled ? 'true' : 'false'} data-testid="site-nav">
      <div className="px-site-nav__menu">
        <button
          ref={menuButton}
          type="button"
          className="px-btn px-btn--ghost px-btn--icon"
          aria-label={t('main_navigation')}
          aria-expanded={popupOpen}
          aria-haspopup="dialog"
          onClick={() => setPopupOpen((o) => !o)}
          data-testid="site-menu-button"
        >
          <MenuIcon />
        </button>
        {menu}
      </div>
      <Link to={homePath(site)} className="px-logo" aria-label={PRODUCT_NAME}>
        <img src="/favicon.svg" alt="" width={28} height={28} />
        <span>{PRODUCT_NAME}</span>
      </Link>
      <nav ref={linksRef} className="px-site-nav__links" aria-label={t('main_navigation')}>
        <NavDropdown section={sections[0] as NavSection} header={header} />
        {sections[1]?.items.map((link) => (
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
