import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { LanguagePicker } from '../../app/language/LanguagePicker';
import { ThemeToggle } from '../../app/theme/ThemeToggle';
import { useStore } from '../../app/useStore';
import type { SiteLanguage } from '../../lib/shared/languages';
import { CREATE_ROUTES, dashboardPath } from '../../lib/shared/routes';
import { currentUser } from '../../lib/user';
import { LibraryButton } from '../library';
import { ProjectsButton } from '../projects';
import { Icon } from './icons';

/** Spec subscription-navigation §2 "Hamburger side menu": hidden, opening, opened, closing. */
export type MenuState = 'hidden' | 'opening' | 'opened' | 'closing';
const TRANSITION_MS = 200;

interface SideMenuProps {
  lang: SiteLanguage;
  /** Wide screens (1270 and up): always open, part of the layout. */
  docked: boolean;
  open: boolean;
  onClose: () => void;
  /** Narrow screens get the account entries and the language picker here. */
  narrow: boolean;
}

/** Follows `open` through the opening and closing transitions. */
function useMenuState(open: boolean, docked: boolean): MenuState {
  const [state, setState] = useState<MenuState>(docked || open ? 'opened' : 'hidden');
  useEffect(() => {
    if (docked) return setState('opened');
    let timer: ReturnType<typeof setTimeout> | undefined;
    let frame = 0;
    if (open) {
      setState('opening');
      frame = requestAnimationFrame(() => (frame = requestAnimationFrame(() => setState('opened'))));
    } else {
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

export function SideMenu({ lang, docked, open, onClose, narrow }: SideMenuProps) {
  const { t } = useTranslation();
  const user = useStore(currentUser);
  const state = useMenuState(open, docked);
  const panel = useRef<HTMLElement>(null);

  // A drawer takes the focus once open, and Escape closes it from the moment it starts opening.
  useEffect(() => {
    if (!docked && state === 'opened') panel.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [docked, state]);
  useEffect(() => {
    if (docked || !open) return;
    const onKey = (e: KeyboardEvent): void => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [docked, open, onClose]);

  if (state === 'hidden') return null;
  const link = (to: string, key: string, icon: string, end = false) => (
    <NavLink to={to} end={end} className={({ isActive }) => `px-side__item ${isActive ? 'is-active' : ''}`} onClick={docked ? undefined : onClose}>
      <Icon name={icon} />
      {t(key)}
    </NavLink>
  );

  return (
    <>
      {!docked && <div className="px-side__scrim" data-state={state} onClick={onClose} aria-hidden="true" />}
      <nav ref={panel} className={`px-side ${docked ? 'px-side--docked' : ''}`} data-state={state} aria-label={t('dashboard_menu')} data-testid="side-menu">
        <ul className="px-side__list">
          <li>{link(dashboardPath(lang), 'page_dashboard', 'home', true)}</li>
          <li>{link(CREATE_ROUTES[lang].editor, 'section_editor', 'editor', true)}</li>
          <li>{link(CREATE_ROUTES[lang].collage, 'section_collage', 'collage', true)}</li>
          <li>{link(CREATE_ROUTES[lang].designer, 'section_designer', 'designer', true)}</li>
        </ul>
        <ul className="px-side__list">
          <li>{link('/myphotos/', 'page_my_photos', 'photos')}</li>
          <li>{link('/explore/', 'page_explore', 'explore')}</li>
          <li>
            <LibraryButton className="px-side__item px-side__button" icon={<Icon name="library" />} onOpen={docked ? undefined : onClose} />
          </li>
          <li>
            <ProjectsButton className="px-side__item px-side__button" icon={<Icon name="resume" />} onOpen={docked ? undefined : onClose} />
          </li>
        </ul>
        {narrow && (
          <ul className="px-side__list">
            {user && <li>{link('/my-account/', 'page_my_account', 'user')}</li>}
            <li>{link('/contact-support/', 'dashboard_help', 'help')}</li>
            <li className="px-side__tools">
              <LanguagePicker compact />
              <ThemeToggle />
            </li>
          </ul>
        )}
        <div className="px-side__bottom">
          {user ? (
            <NavLink to="/sign-out/" className="px-btn px-btn--secondary px-side__auth" data-testid="side-sign-out">
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
