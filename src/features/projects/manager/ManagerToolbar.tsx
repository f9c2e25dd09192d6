// The manager's toolbar: search by name, sort, type and orientation filters, thumbnails or list.
import { useTranslation } from 'react-i18next';
import { ORIENTATION_FILTERS, SORT_MODES, TYPE_FILTERS, VIEW_MODES, type OrientationFilter, type SortMode, type TypeFilter, type ViewMode, type ViewState } from '../managerView';

interface ManagerToolbarProps {
  searchText: string;
  /** The filters in force (a visitor's folder choice aside). */
  view: ViewState;
  onSearch(text: string): void;
  onSort(sort: SortMode): void;
  onType(type: TypeFilter): void;
  onOrientation(orientation: OrientationFilter): void;
  onMode(mode: ViewMode): void;
}

export function ManagerToolbar({ searchText, view, onSearch, onSort, onType, onOrientation, onMode }: ManagerToolbarProps) {
  const { t } = useTranslation();
  return (
    <div className="px-pm__toolbar">
      <form className="px-pm__search" role="search" onSubmit={(e) => e.preventDefault()}>
        <label className="px-visually-hidden" htmlFor="px-pm-search">
          {t('projects_search')}
        </label>
        <input id="px-pm-search" type="search" className="px-input" value={searchText} maxLength={100} placeholder={t('projects_search_placeholder')} onChange={(e) => onSearch(e.target.value)} dir="auto" data-testid="projects-search" />
      </form>
      <label className="px-pm__control">
        <span>{t('projects_sort')}</span>
        <select className="px-select" value={view.sort} onChange={(e) => onSort(e.target.value as SortMode)} data-testid="projects-sort">
          {view.search && <option value="relevant">{t('projects_sort_relevant')}</option>}
          {SORT_MODES.map((mode) => (
            <option key={mode} value={mode}>
              {t(`projects_sort_${mode}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="px-pm__control">
        <span>{t('projects_type')}</span>
        <select className="px-select" value={view.type} onChange={(e) => onType(e.target.value as TypeFilter)} data-testid="projects-type">
          {TYPE_FILTERS.map((type) => (
            <option key={type} value={type}>
              {t(`projects_type_${type}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="px-pm__control">
        <span>{t('projects_orientation')}</span>
        <select className="px-select" value={view.orientation} onChange={(e) => onOrientation(e.target.value as OrientationFilter)} data-testid="projects-orientation">
          {ORIENTATION_FILTERS.map((orientation) => (
            <option key={orientation} value={orientation}>
              {t(`projects_orientation_${orientation}`)}
            </option>
          ))}
        </select>
      </label>
      <div className="px-pm__views" role="group" aria-label={t('projects_view')}>
        {VIEW_MODES.map((mode) => (
          <button key={mode} type="button" className={`px-btn px-btn--small ${view.mode === mode ? '' : 'px-btn--secondary'}`} aria-pressed={view.mode === mode} onClick={() => onMode(mode)} data-testid={`projects-view-${mode}`}>
            {t(`projects_view_${mode}`)}
          </button>
        ))}
      </div>
    </div>
  );
}
