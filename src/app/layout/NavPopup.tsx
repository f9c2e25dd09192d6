// The site bar's phone-width popup (subscription-navigation §2 "Site navigation bar": at 767 px and narrower,
// accordion sections and a close button). Loaded by SiteNav when first opened.
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '../../lib/shared/constants';
import { CloseIcon } from '../icons';

export interface NavItem {
  to: string;
  label: string;
}

export interface NavSection {
  id: string;
  label: string;
  items: NavItem[];
}

/** The phone-width popup: one accordion section per drop-down, the first one open. */
export function NavPopup({ sections, onClose }: { sections: NavSection[]; onClose: () => void }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState<string | null>(sections[0]?.id ?? null);
  const panel = useRef<HTMLDivElement>(null);
  const baseId = useId();
  useEffect(() => {
    panel.current?.querySelector<HTMLElement>('button')?.focus();
  }, []);
  return (
    <div
      ref={panel}
      className="px-site-nav__popup"
      role="dialog"
      aria-label={t('main_navigation')}
      data-testid="site-menu"
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.preventDefault();
          e.stopPropagation();
          onClose();
        }
      }}
    >
      <div className="px-site-nav__popup-head">
        <span className="px-logo">{PRODUCT_NAME}</span>
        <button type="button" className="px-btn px-btn--ghost px-btn--icon" onClick={onClose} aria-label={t('nav_close_menu')} data-testid="site-menu-close">
          <CloseIcon />
        </button>
      </div>
      {sections.map((section) => {
        const isOpen = expanded === section.id;
        const headId = `${baseId}-${section.id}-head`;
        const listId = `${baseId}-${section.id}-list`;
        return (
          <section key={section.id} className="px-site-nav__accordion" data-testid={`site-menu-${section.id}`}>
            <h2 className="px-site-nav__accordion-title">
              <button id={headId} type="button" aria-expanded={isOpen} aria-controls={listId} onClick={() => setExpanded(isOpen ? null : section.id)}>
                {section.label}
                <span aria-hidden="true" className="px-site-nav__caret">▾</span>
              </button>
            </h2>
            <ul id={listId} aria-labelledby={headId} hidden={!isOpen}>
              {section.items.map((item) => (
                <li key={item.to}>
                  <Link to={item.to} onClick={onClose}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

