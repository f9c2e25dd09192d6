// The manager's gallery: a spinner while loading, what to say when nothing is shown, else the projects as
// thumbnails or as a table.
import { useTranslation } from 'react-i18next';
import { UNSORTED } from '../folders';
import type { ViewState } from '../managerView';
import { ProjectCard } from '../ProjectCard';
import type { ProjectItemProps } from '../ProjectParts';
import { ProjectRow } from '../ProjectRow';
import type { ProjectSummary } from '../projectStore';

interface ProjectGalleryProps {
  /** null while loading. */
  projects: ProjectSummary[] | null;
  shown: ProjectSummary[];
  /** The filters in force. */
  view: ViewState;
  signedIn: boolean;
  itemProps(p: ProjectSummary): ProjectItemProps;
  onClearSearch(): void;
}

/** Why nothing is shown, most telling reason first; a search offers to clear it. */
function emptyReason(total: number, view: ViewState): { key: string; values?: Record<string, string>; clear: boolean } {
  if (total === 0) return { key: 'projects_empty', clear: false };
  if (view.search) return { key: 'projects_no_results', values: { search: view.search }, clear: true };
  if (view.orientation !== 'all') return { key: 'projects_no_orientation_results', clear: false };
  if (view.type !== 'all') return { key: 'projects_no_type_results', clear: false };
  if (view.folder === UNSORTED) return { key: 'projects_unsorted_empty', clear: false };
  return { key: 'projects_folder_empty', clear: false };
}

export function ProjectGallery({ projects, shown, view, signedIn, itemProps, onClearSearch }: ProjectGalleryProps) {
  const { t } = useTranslation();
  if (projects === null) {
    return (
      <div className="px-projects__loading" role="status">
        <span className="px-spinner" aria-hidden="true" />
        {t('projects_loading')}
      </div>
    );
  }
  if (shown.length === 0) {
    const empty = emptyReason(projects.length, view);
    return (
      <div className="px-empty px-pm-empty" data-testid="projects-empty">
        <p>{t(empty.key, empty.values)}</p>
        {empty.clear && (
          <button type="button" className="px-btn px-btn--small px-btn--secondary" onClick={onClearSearch}>
            {t('projects_clear_search')}
          </button>
        )}
      </div>
    );
  }
  if (view.mode === 'list') {
    return (
      <table className="px-projects__table" data-testid="projects-table">
        <caption className="px-visually-hidden">{t('projects_title')}</caption>
        <thead>
          <tr>
            {signedIn && (
              <th scope="col">
                <span className="px-visually-hidden">{t('projects_column_select')}</span>
              </th>
            )}
            <th scope="col">{t('projects_column_name')}</th>
            <th scope="col" className="px-project-row__type">
              {t('projects_column_type')}
            </th>
            <th scope="col" className="px-project-row__edited">
              {t('projects_column_edited')}
            </th>
            <th scope="col" className="px-project-row__status">
              {t('projects_column_status')}
            </th>
            <th scope="col">
              <span className="px-visually-hidden">{t('projects_column_actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {shown.map((p) => (
            <ProjectRow key={p.id} {...itemProps(p)} />
          ))}
        </tbody>
      </table>
    );
  }
  return (
    <ul className="px-projects__grid" data-testid="projects-list">
      {shown.map((p) => (
        <ProjectCard key={p.id} {...itemProps(p)} />
      ))}
    </ul>
  );
}
