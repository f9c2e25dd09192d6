// One project of the project manager's thumbnail view: its thumbnail (opens it), name, when, sync badges, a
// selection box (signed in: for moving several at once) and its action menu (open, rename, move to folder,
// delete), or the rename form in its place.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { editedAt, ProjectBadges, ProjectMenu, RenameForm, type ProjectItemProps } from './ProjectParts';
import { ProjectThumb } from './ProjectThumb';
import { projectDisplayName } from './projectNames';

export function ProjectCard({ project: p, signedIn, selected, onSelect, onOpen, onRename, onMove, onDelete, drag }: ProjectItemProps) {
  const { t, i18n } = useTranslation();
  const name = projectDisplayName(t, p);
  const [renaming, setRenaming] = useState(false);

  return (
    <li className={`px-project-card ${selected ? 'is-selected' : ''}`} data-testid="project-card" data-project-id={p.id} {...(renaming ? {} : drag)}>
      <button type="button" className="px-project-card__open" onClick={onOpen} aria-label={t('projects_open_named', { name })}>
        <ProjectThumb project={p} />
      </button>
      {signedIn && (
        <label className="px-project-card__select">
          <input type="checkbox" checked={selected} onChange={(e) => onSelect(e.target.checked)} data-testid="project-select" />
          <span className="px-visually-hidden">{t('projects_select_named', { name })}</span>
        </label>
      )}
      {renaming ? (
        <RenameForm id={p.id} name={name} onRename={onRename} onDone={() => setRenaming(false)} />
      ) : (
        <div className="px-project-card__info">
          <div className="px-project-card__head">
            <span className="px-project-card__name" data-testid="project-name" title={name} dir="auto">
              {name}
            </span>
            <ProjectMenu name={name} signedIn={signedIn} onOpen={onOpen} onRename={() => setRenaming(true)} onMove={onMove} onDelete={onDelete} />
          </div>
          <span className="px-project-card__meta">
            {t('projects_updated', { when: editedAt(p.updatedAt, i18n.language) })}
            <ProjectBadges project={p} signedIn={signedIn} />
          </span>
        </div>
      )}
    </li>
  );
}
