// The recent projects of a start screen (the photo editor's and the collage maker's): a tile each, its
// thumbnail, name and last change, and the way to the project manager. Nothing is shown without any.
import { useTranslation } from 'react-i18next';
import { ProjectThumb, ProjectsButton, type ProjectSummary } from '../../projects';

export interface RecentProjectsProps {
  /** The section's heading, in the user's language. */
  title: string;
  /** The heading's element id (unique on the page). */
  headingId: string;
  recent: readonly ProjectSummary[];
  busy: boolean;
  onProject(id: string): void;
}

export function RecentProjects({ title, headingId, recent, busy, onProject }: RecentProjectsProps) {
  const { t, i18n } = useTranslation();
  if (recent.length === 0) return null;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section className="px-ed-empty__section" aria-labelledby={headingId}>
      <div className="px-ed-empty__head">
        <h3 id={headingId}>{title}</h3>
        <ProjectsButton className="px-btn px-btn--ghost px-btn--small" />
      </div>
      <ul className="px-ed-tiles" data-testid="recent-projects">
        {recent.map((project) => (
          <li key={project.id}>
            <button type="button" className="px-ed-tile" data-testid="recent-project" data-project={project.id} disabled={busy} onClick={() => onProject(project.id)}>
              <span className="px-ed-tile__thumb">
                <ProjectThumb project={project} />
              </span>
              <span className="px-ed-tile__name">{project.conflictOf ? t('projects_conflict_copy_name', { name: project.baseName }) : project.baseName}</span>
              <span className="px-ed-tile__meta">{date.format(project.updatedAt)}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
