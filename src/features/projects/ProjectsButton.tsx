import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Opens the projects list (the chosen project opens in its section). For menus: the dashboard's side menu. */
/** `onOpen` runs as it opens (a drawer that holds the button closes). */
export function ProjectsButton({ className = 'px-btn px-btn--secondary', icon = null, onOpen }: { className?: string; icon?: ReactNode; onOpen?: () => void }) {
  const { t } = useTranslation();
  const open = async (): Promise<void> => {
    // Loaded on first use: the list is not part of the pages' own chunks.
    const { openProjectsPanel } = await import('./openProjectsPanel');
    await openProjectsPanel();
  };
  return (
    <button type="button" className={className} onClick={() => {
        onOpen?.();
        void open();
      }} data-testid="open-projects">
      {icon}
      {t('projects_title')}
    </button>
  );
}
