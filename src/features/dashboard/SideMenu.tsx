// The hamburger side menu (spec subscription-navigation §2 "Hamburger side menu", §6 roles, §9 widths).
// Four states, each a data-state the stylesheet animates (reduced motion: no transition): hidden, opening,
// opened, closing. Docked (always open, part of the layout) from 1270 px; below that a drawer over the page
// that keeps Tab inside while open, closes on Escape or a click on the scrim, and gives the focus back to
// what had it (the menu button). The account entries join it when the layout switches at 820 px
// (src/app/layout/navRules.ts says why 820 and not §9's 801).
// Every entry leads to a real page or dialog: an entry whose page is still the placeholder (help, pricing,
// learn, what's new until their areas build them) is left out rather than shown as a dead end.
import { useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { LanguagePicker } from '../../app/language/LanguagePicker';
import { navRole, signOutHref, upgradeLabelKey } from '../../app/layout/navRules';
import { isLivePath } from '../../app/routing/livePages';
import { routeTable } from '../../app/routing/routeTable';
import { ThemeToggle } from '../../app/theme/ThemeToggle';
import { useStore } from '../../app/useStore';
import type { SiteLanguage } from '../../lib/shared/languages';
import { CREATE_ROUTES, dashboardPath } from '../../lib/shared/routes';
import { currentUser } from '../../lib/user';
import { openAuthModal } from '../auth';
import { LibraryButton } from '../library';
import { openSettingsPanel } from '../offline';
import { ProjectsButton } from '../projects';
import { Icon } from './icons';
import { useTrialOffered } from './trialOffer';

/** Spec subscription-navigation §2 "Hamburger side menu": hidden, opening, opened, closing. */
export type MenuState = 'hidden' | 'opening' | 'opened' | 'closing';
const TRANSITION_MS = 200;

/** Targets that areas other than this one build; shown once they are real pages. */
export const SIDE_MENU_TARGETS = { whatsNew: '/whats-new/', learn: '/learn/', help: '/contact-support/', pricing: '/pricing/' } as const;

interface SideMenuProps {
  lang: SiteLanguage;
  /** Wide screens (1270 and up): always open, part of the layout. */
  docked: boolean;
  open: boolean;
  onClose: () => void;
  /** Below the 820 px layout switch: the account entries, settings and the language picker live here. */
  narrow: boolean;
  /** Opens the feedback dialog (Plus users, narrow screens). */
  onFeedback: () => void;
}

const reducedMotion = (): boolean => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Follows `open` through the opening and closing transitions (none with reduced motion). */
function useMenuState(open: boolean, docked: boolean): MenuState {
  const [state, setState] = useState<MenuState>(docked || open ? 'opened' : 'hidden');
  const wasDocked = useRef(docked);
  useEffect(() => {
    const undocked = wasDocked.current && !docked;
    wasDocked.current = docked;
    if (docked) return setState('opened');
    // A docked menu that the window no longer holds is not a drawer closing: it goes at once.
    const instant = undocked || reducedMotion();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let frame = 0;
    if (open) {
      if (instant) return setState('opened');
      setState('opening');
      frame = requestAnimationFrame(() => (frame = requestAnimationFrame(() => setState('opened'))));
    } else {
      if (instant) return setState('hidden');
      setState((s) => (s === 'hidden' ? s : 'closing'));
      timer = setTimeout(() => setState('hidden'), TRANSITION_MS);
    }
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [open, docked]);
  return state;
}

const FOCUSABLE = 'a[href], button:not([disabled]), select:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function SideMenu({ lang, docked, open, onClose, narrow, onFeedback }: SideMenuProps) {
  const { t } = useTranslation();
  const user = useStore(currentUser);
  const role = navRole(user);
  const trialOffered = useTrialOffered(user);
  const state = useMenuState(open, docked);
  const panel = useRef<HTMLElement>(null);
  const overlay = !docked && open;

  // A drawer takes the focus once open and gives it back to what had it when it closes.
  useEffect(() => {
    if (!overlay) return;
    const previous = document.activeElement as HTMLElement | null;
    return () => {
      // Only when the focus is still in the drawer (or lost with it): a dialog the drawer opened keeps it.
      const active = document.activeElement;
      if (previous?.isConnected && (!active || active === document.body || active.closest('.px-side'))) previous.focus();
    };
  }, [overlay]);
  useEffect(() => {
    if (overlay && state === 'opened') panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [overlay, state]);
  // Escape closes it from the moment it starts opening.
  useEffect(() => {
    if (!overlay) return;
    const onKey = (e: KeyboardEvent): void => {
      if (e.key === 'Escape' && !e.defaultPrevented) onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [overlay, onClose]);

  /** Focus trap while the drawer covers the page: Tab from the last entry goes to the first and back. */
  const onPanelKey = (e: ReactKeyboardEvent<HTMLElement>): void => {
    if (!overlay || e.key !== 'Tab') return;
    const items = [...(panel.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])].filter((el) => el.offsetParent !== null);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };

  if (state === 'hidden') return null;
  const after = docked ? undefined : onClose;
  const link = (to: string, key: string, icon: string, testId: string, end = false) => (
    <NavLink to={to} end={end} className={({ isActive }) => `px-side__item ${isActive ? 'is-active' : ''}`} onClick={after} data-testid={testId}>
      <Icon name={icon} />
      {t(key)}
    </NavLink>
  );
  const action = (key: string, icon: string, testId: string, run: () => void) => (
    <button
      type="button"
      className="px-side__item px-side__button"
      data-testid={testId}
      onClick={() => {
        after?.();
        run();
      }}
    >
      <Icon name={icon} />
      {t(key)}
    </button>
  );
  const upgradeKey = upgradeLabelKey(role, trialOffered);
  const showUpgrade = upgradeKey !== null && isLivePath(SIDE_MENU_TARGETS.pricing);
  const location = typeof window !== 'undefined' ? window.location : { pathname: dashboardPath(lang), search: '', hash: '', origin: '' };

  return (
    <>
      {!docked && <div className="px-side__scrim" data-state={state} onClick={onClose} aria-hidden="true" />}
      <nav
        ref={panel}
        className={`px-side ${docked ? 'px-side--docked' : ''}`}
        data-state={state}
        data-role={role}
        aria-label={t('dashboard_menu')}
        data-testid="side-menu"
        onKeyDown={onPanelKey}
      >
        <ul className="px-side__list">
          <li>{link(dashboardPath(lang), 'page_dashboard', 'home', 'side-dashboard', true)}</li>
          <li>{link(CREATE_ROUTES[lang].editor, 'section_editor', 'editor', 'side-app-editor', true)}</li>
          <li>{link(CREATE_ROUTES[lang].collage, 'section_collage', 'collage', 'side-app-collage', true)}</li>
          <li>{link(CREATE_ROUTES[lang].designer, 'section_designer', 'designer', 'side-app-designer', true)}</li>
        </ul>
        <ul className="px-side__list">
          <li>{link('/myphotos/', 'page_my_photos', 'photos', 'side-photos')}</li>
          <li>{link('/explore/', 'page_explore', 'explore', 'side-explore')}</li>
          <li>
            <LibraryButton className="px-side__item px-side__button" icon={<Icon name="library" />} onOpen={after} />
          </li>
          <li>
            <ProjectsButton className="px-side__item px-side__button" icon={<Icon name="resume" />} onOpen={after} />
          </li>
        </ul>
        {!narrow && (isLivePath(SIDE_MENU_TARGETS.whatsNew) || isLivePath(SIDE_MENU_TARGETS.learn)) && (
          <ul className="px-side__list">
            {isLivePath(SIDE_MENU_TARGETS.whatsNew) && <li>{link(SIDE_MENU_TARGETS.whatsNew, 'nav_whats_new', 'news', 'side-whats-new')}</li>}
            {isLivePath(SIDE_MENU_TARGETS.learn) && <li>{link(SIDE_MENU_TARGETS.learn, 'nav_learn', 'learn', 'side-learn')}</li>}
          </ul>
        )}
        {narrow && (
          <ul className="px-side__list">
            {user && <li>{link('/my-account/', 'page_my_account', 'user', 'side-my-account')}</li>}
            {user === null && <li>{action('auth_register', 'register', 'side-register', () => openAuthModal('register'))}</li>}
            {user && role !== 'plus' && isLivePath(SIDE_MENU_TARGETS.pricing) && <li>{link(SIDE_MENU_TARGETS.pricing, 'nav_membership', 'star', 'side-membership')}</li>}
            <li>{action('nav_settings', 'settings', 'side-settings', openSettingsPanel)}</li>
            {isLivePath(SIDE_MENU_TARGETS.help) && <li>{link(SIDE_MENU_TARGETS.help, 'dashboard_help', 'help', 'side-help')}</li>}
            {role === 'plus' && <li>{action('nav_feedback', 'feedback', 'side-feedback', onFeedback)}</li>}
            <li className="px-side__tools">
              <LanguagePicker compact />
              <ThemeToggle />
            </li>
          </ul>
        )}
        <div className="px-side__bottom">
          {showUpgrade && (
            <NavLink to={SIDE_MENU_TARGETS.pricing} className="px-btn px-side__auth px-side__upgrade" onClick={after} data-testid="side-upgrade">
              {t(upgradeKey)}
            </NavLink>
          )}
          {user ? (
            <NavLink to={signOutHref(routeTable.resolve(location.pathname), location, location.origin)} className="px-btn px-btn--secondary px-side__auth" data-testid="side-sign-out">
              {t('page_sign_out')}
            </NavLink>
          ) : user === null ? (
            <NavLink to={`/sign-in/?next=${encodeURIComponent(dashboardPath(lang))}`} className="px-btn px-side__auth" data-testid="side-sign-in">
              {t('sign_in')}
            </NavLink>
          ) : null}
        </div>
      </nav>
    </>
  );
}
