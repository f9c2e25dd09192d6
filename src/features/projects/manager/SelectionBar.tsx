// Signed in, with projects ticked: how many, Move (to a folder) and Clear selection.
import { useTranslation } from 'react-i18next';

export function SelectionBar({ count, onMove, onClear }: { count: number; onMove(): void; onClear(): void }) {
  const { t } = useTranslation();
  return (
    <div className="px-pm__selection" data-testid="projects-selection">
      <span>{t('projects_selected', { number: String(count) })}</span>
      <button type="button" className="px-btn px-btn--small" onClick={onMove} data-testid="projects-move-selected">
        {t('projects_move')}
      </button>
      <button type="button" className="px-btn px-btn--small px-btn--ghost" onClick={onClear}>
        {t('projects_clear_selection')}
      </button>
    </div>
  );
}
