// One project of the project manager's list view: a table row with a small thumbnail and the name (one
// button that opens it; the name is the row's header for screen readers), the type, when it was last edited, its sync status and its action menu; the rename form takes the name's
// cell. The selection box (signed in) comes first.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { editedAt, ProjectBadges, ProjectMenu, RenameForm, type ProjectItemProps } from './ProjectParts';
import { ProjectThumb } from './ProjectThumb';
import { projectDisplayName } from './projectNames';

export function ProjectRow({ project: p, signedIn, selected, onSelect, onOpen, onRename, onMove, onDelete, drag }: ProjectItemProps) {
  const { t, i18n } = useTranslation();
  const name = projectDisplayName(t, p);
  const [renaming, setRenaming] = useState(false);

  return (
    <tr className={`px-project-row ${selected ? 'is-selected' : ''}`} data-testid="project-row" data-project-id={p.id} {...(renaming ? {} : drag)}>
      {signedIn && (
        <td className="px-project-row__select">
          <label>
            <input type="checkbox" checked={selected} onChange={(e) => onSelect(e.target.checked)} data-testid="project-select" />
            <span className="px-visually-hidden">{t('projects_select_named', { name })}</span>
          </label>
        </td>
      )}
      <th scope="row" className="px-project-row__name">
        {renaming ? (
          <div className="px-project-row__title">
            <span className="px-project-row__thumb">
              <ProjectThumb project={p} />
            </span>
            <RenameForm id={p.id} name={name} onRename={onRename} onDone={() => setRenaming(false)} />
          </div>
        ) : (
          // The name opens the project; the small thumbnail is part of the same button.
          <button type="button" className="px-project-row__title px-project-row__open" onClick={onOpen}>
            <span className="px-project-row__thumb">
              <ProjectThumb project={p} />
            </span>
            <span className="px-project-row__text">
              <span className="px-project-card__name" data-testid="project-name" title={name} dir="auto">
                {name}
              </span>
              {/* Phones have no room for the date column: the date goes under the name. */}
              <span className="px-project-row__sub" aria-hidden="true">
                {editedAt(p.updatedAt, i18n.language)}
              </span>
            </span>
          </button>
        )}
      </th>
      <td className="px-project-row__type">{t(`projects_kind_${p.section}`)}</td>
      <td className="px-project-row__edited">
        <time dateTime={new Date(p.updatedAt).toISOString()}>{editedAt(p.updatedAt, i18n.language)}</time>
      </td>
      <td className="px-project-row__status" data-testid="project-status">
        <ProjectBadges project={p} signedIn={signedIn} always />
      </td>
      <td className="px-project-row__actions">
        <ProjectMenu name={name} signedIn={signedIn} onOpen={onOpen} onRename={() => setRenaming(true)} onMove={onMove} onDelete={onDelete} />
      </td>
    </tr>
  );
}
