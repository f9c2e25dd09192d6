// A panel's header (subscription-navigation §2 "Panel headers"): the title between the named buttons of
// panelHeader.ts: left ones before it, then right2, then right1 at the far end (mirrored in RTL by the flex
// row). Pressing a button reports its type's event name to onEvent.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { placePanelButtons, type PanelButtonRequest, type PanelButtonType, type PlacedPanelButton } from './panelHeader';
import './widgets.css';

const PATHS: Record<PanelButtonType['icon'], ReactNode> = {
  help: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17h.01" />
    </>
  ),
  close: <path d="M6 6l12 12M18 6L6 18" />,
  select: <path d="M4 12l5 5L20 6" />,
  deselect: (
    <>
      <rect x="4" y="4" width="16" height="16" rx="2" />
      <path d="M9 9l6 6M15 9l-6 6" />
    </>
  ),
  plus: <path d="M12 5v14M5 12h14" />,
  minus: <path d="M5 12h14" />,
  // Drawn pointing left; flipped in RTL by CSS.
  back: <path d="M15 5l-7 7 7 7" />,
  grid: (
    <>
      <rect x="4" y="4" width="6" height="6" rx="1" />
      <rect x="14" y="4" width="6" height="6" rx="1" />
      <rect x="4" y="14" width="6" height="6" rx="1" />
      <rect x="14" y="14" width="6" height="6" rx="1" />
    </>
  ),
};

export function PanelIcon({ icon, size = 18 }: { icon: PanelButtonType['icon']; size?: number }) {
  return (
    <svg className={`px-panel-head__icon px-panel-head__icon--${icon}`} width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      {PATHS[icon]}
    </svg>
  );
}

export interface PanelHeaderProps {
  title: ReactNode;
  buttons: readonly PanelButtonRequest[];
  /** Called with the pressed button's event name (e.g. panel_close). */
  onEvent: (event: string) => void;
  className?: string;
  /** The heading level of the title. */
  level?: 2 | 3;
}

export function PanelHeader({ title, buttons, onEvent, className, level = 2 }: PanelHeaderProps) {
  const { t } = useTranslation();
  const placed = placePanelButtons(buttons);
  const Heading = level === 2 ? 'h2' : 'h3';
  const render = (button: PlacedPanelButton): ReactNode => (
    <button
      key={button.name}
      type="button"
      className={`px-panel-head__btn ${button.className ?? ''}`}
      aria-label={button.label ?? t(button.type.labelKey)}
      title={button.label ?? t(button.type.labelKey)}
      disabled={button.disabled}
      data-panel-button={button.name}
      onClick={() => onEvent(button.type.event)}
    >
      <PanelIcon icon={button.type.icon} />
    </button>
  );
  return (
    <header className={`px-panel-head ${className ?? ''}`}>
      {placed.left.map(render)}
      <Heading className="px-panel-head__title">{title}</Heading>
      {placed.right2.map(render)}
      {placed.right1.map(render)}
    </header>
  );
}
