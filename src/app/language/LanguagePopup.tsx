// The footer's language popup (spec subscription-navigation §2, modes in popupMode.ts): a button naming
// the current language opens a list of languages. Arrow keys, Home and End move through it, Escape or a
// click outside closes it, and the focus goes back to the button.
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { getCookie, setCookie } from '../../lib/cookies';
import { LANG_COOKIE } from '../../lib/shared/api';
import { LANG_COOKIE_DAYS } from '../../lib/shared/constants';
import { LANGUAGE_NAMES, type AppLanguage } from '../../lib/shared/languages';
import { GlobeIcon } from '../icons';
import { routeTable } from '../routing/routeTable';
import { resolveSitePath, siteAlternates } from '../../lib/shared/site/paths';
import { useStore } from '../useStore';
import { currentLanguage } from './language';
import { alternatesOf, languagePopupMode, popupLanguages } from './popupMode';
import { switchLanguage } from './switchLanguage';

export function LanguagePopup() {
  const { t } = useTranslation();
  const language = useStore(currentLanguage);
  const location = useLocation();
  const resolved = useMemo(() => routeTable.resolve(location.pathname), [location.pathname]);
  // A site page of the translated table has its own address in each site language.
  const alternates = useMemo(() => {
    const site = resolveSitePath(location.pathname);
    return site && site.page !== 'notFound' ? siteAlternates(site.page) : alternatesOf(resolved);
  }, [resolved, location.pathname]);
  const mode = languagePopupMode(resolved, alternates);
  const languages = popupLanguages(mode, alternates);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();

  // A static page tells browsers and the popup where its other language versions are.
  useEffect(() => {
    if (mode !== 'static') return;
    // The server's alternates of the first page (server/site/render.ts) give way to these: one link per language.
    document.querySelectorAll('link[rel="alternate"][data-site-head]:not([hreflang="x-default"])').forEach((link) => link.remove());
    const links = alternates.map(({ lang, href }) => {
      const link = document.createElement('link');
      link.rel = 'alternate';
      link.hreflang = lang;
      link.href = new URL(href, window.location.origin).href;
      document.head.append(link);
      return link;
    });
    return () => links.forEach((link) => link.remove());
  }, [mode, alternates]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent): void => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    (root.current?.querySelector<HTMLElement>('[aria-current="true"]') ?? root.current?.querySelector<HTMLElement>('[data-lang]'))?.focus();
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = (): void => {
    setOpen(false);
    button.current?.focus();
  };

  const choose = (lang: AppLanguage): void => {
    close();
    if (lang !== language) void switchLanguage(lang);
  };

  const onKey = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (!open) return;
    const items = [...(root.current?.querySelectorAll<HTMLElement>('[data-lang]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(at + step + items.length) % items.length]?.focus();
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      (event.key === 'Home' ? items[0] : items[items.length - 1])?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div className="px-language-popup" ref={root} onKeyDown={onKey} data-mode={mode} data-testid="language-popup">
      <button
        ref={button}
        type="button"
        className="px-btn px-btn--ghost px-btn--small px-language-popup__button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-label={t('nav_language_button', { language: LANGUAGE_NAMES[language] })}
        onClick={() => setOpen((o) => !o)}
        data-testid="language-popup-button"
      >
        <GlobeIcon />
        <span lang={language}>{LANGUAGE_NAMES[language]}</span>
      </button>
      {open && (
        <div className="px-language-popup__panel" role="dialog" id={listId} aria-label={t('nav_choose_language')} data-testid="language-popup-list">
          <ul>
            {languages.map((lang) => {
              const current = lang === language;
              const alternate = mode === 'static' ? alternates.find((a) => a.lang === lang) : undefined;
              return (
                <li key={lang}>
                  {alternate ? (
                    // STATIC: the alternate page is another document; a plain link loads it.
                    <a href={alternate.href} hrefLang={lang} lang={lang} data-lang={lang} aria-current={current ? 'true' : undefined} className="px-language-popup__item"
                      // The English page takes its language from the remembered choice: remember this one.
                      onClick={() => getCookie(LANG_COOKIE) !== lang && setCookie(LANG_COOKIE, lang, LANG_COOKIE_DAYS)}
                    >
                      {LANGUAGE_NAMES[lang]}
                    </a>
                  ) : (
                    <button type="button" lang={lang} data-lang={lang} aria-current={current ? 'true' : undefined} className="px-language-popup__item" onClick={() => choose(lang)}>
                      {LANGUAGE_NAMES[lang]}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </div>
  );
}
