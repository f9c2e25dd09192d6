// One project of the project manager: its thumbnail (opens it), name, when, sync badges, a selection box
// (signed in: for moving several at once) and its action menu (open, rename, move to folder, delete), or
// the rename form in its place.
import { useEffect, useRef, useState, type FormEvent, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { useMenu } from '../../app/layout/useMenu';
import { ProjectThumb } from './ProjectThumb';
import { projectDisplayName } from './projectNames';
import type { ProjectSummary } from './summaries';

export interface ProjectCardProps {
  project: ProjectSummary;
  signedIn: boolean;
  selected: boolean;
  onSelect(selected: boolean): void;
  onOpen(): void;
  onRename(name: string): Promise<string | null>;
  onMove(): void;
  onDelete(): void;
  /** Signed in: the card can be dragged onto a folder. */
  drag?: DragProps;
}

export type DragProps = Pick<HTMLAttributes<HTMLElement>, 'draggable' | 'onDragStart' | 'onDragEnd'>;

function when(ms: number, lang: string): string {
  try {
    return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(ms);
  } catch {
    return new Date(ms).toISOString().slice(0, 16).replace('T', ' ');
  }
}

export function ProjectCard({ project: p, signedIn, selected, onSelect, onOpen, onRename, onMove, onDelete, drag }: ProjectCardProps) {
  const { t, i18n } = useTranslation();
  const menu = useMenu();
  const name = projectDisplayName(t, p);
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const renameInput = useRef<HTMLInputElement>(null);
  const renaming = draft !== null;

  useEffect(() => {
    if (renaming) renameInput.current?.select();
  }, [renaming]);

  const choose = (action: () => void): void => {
    menu.close();
    action();
  };

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    const refused = await onRename(draft ?? '');
    if (refused) setError(refused);
    else setDraft(null);
  };

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
        <form className="px-project-card__rename" onSubmit={(e) => void submit(e)}>
          <label className="px-visually-hidden" htmlFor={`rename-${p.id}`}>
            {t('projects_rename_label')}
          </label>
          <input id={`rename-${p.id}`} dir="auto" className="px-input" value={draft ?? ''} maxLength={100} onChange={(e) => setDraft(e.target.value)} aria-invalid={error ? true : undefined} ref={renameInput} />
          {error && (
            <span className="px-field__error" role="alert">
              {error}
            </span>
          )}
          <div className="px-project-card__actions">
            <button type="submit" className="px-btn px-btn--small">
              {t('projects_save')}
            </button>
            <button type="button" className="px-btn px-btn--small px-btn--ghost" onClick={() => setDraft(null)}>
              {t('projects_cancel')}
            </button>
          </div>
        </form>
      ) : (
        <div className="px-project-card__info">
          <div className="px-project-card__head">
            <span className="px-project-card__name" data-testid="project-name" title={name} dir="auto">
              {name}
            </span>
            <div className="px-project-card__menu" {...menu.rootProps}>
              <button type="button" className="px-btn px-btn--ghost px-btn--small px-project-card__more" aria-label={t('projects_actions_named', { name })} data-testid="project-actions" {...menu.buttonProps}>
                <span aria-hidden="true">⋯</span>
              </button>
              {menu.open && (
                <div className="px-menu" role="menu" id={menu.menuId} aria-label={t('projects_actions_named', { name })}>
                  <button type="button" role="menuitem" className="px-menu__item" onClick={() => choose(onOpen)}>
                    {t('projects_open')}
                  </button>
                  <button
                    type="button"
                    role="menuitem"
                    className="px-menu__item"
                    data-testid="project-rename"
                    onClick={() =>
                      choose(() => {
                        setDraft(name);
                        setError(null);
                      })
                    }
                  >
                    {t('projects_rename')}
                  </button>
                  {signedIn && (
                    <button type="button" role="menuitem" className="px-menu__item" data-testid="project-move" onClick={() => choose(onMove)}>
                      {t('projects_move')}
                    </button>
                  )}
                  <button type="button" role="menuitem" className="px-menu__item" data-testid="project-delete" onClick={() => choose(onDelete)}>
                    {t('projects_delete')}
                  </button>
                </div>
              )}
            </div>
          </div>
          <span className="px-project-card__meta">
            {t('projects_updated', { when: when(p.updatedAt, i18n.language) })}
            {p.conflictOf && <span className="px-project-badge is-conflict">{t('projects_conflict_badge')}</span>}
            {p.syncError ? (
              <span className="px-project-badge is-error">{t('projects_error_sync_refused')}</span>
            ) : p.unsynced && signedIn ? (
              <span className="px-project-badge">{t('projects_not_synced')}</span>
            ) : !p.local ? (
              <span className="px-project-badge">{t('projects_in_account')}</span>
            ) : null}
          </span>
        </div>
      )}
    </li>
  );
}
