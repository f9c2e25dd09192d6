// The projects list (a small first step towards the spec's project manager): this device's projects and,
// signed in, the account's, newest first, with thumbnail, name, when, and whether it is synced; open,
// rename (spec §5 rules) and delete. Visitors see their device's projects and an invitation to sign in.
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Modal } from '../../app/dialogs/Modal';
import { confirmDialog } from '../../app/dialogs/dialogs';
import { useStore } from '../../app/useStore';
import { currentUser } from '../../lib/user';
import { deleteProject, listProjects, ProjectError, renameProject, type ProjectSummary } from './projectStore';
import { ProjectThumb } from './ProjectThumb';
import './projects.css';

export function projectDisplayName(t: TFunction, p: Pick<ProjectSummary, 'baseName' | 'conflictOf'>): string {
  return p.conflictOf ? t('projects_conflict_copy_name', { name: p.baseName }) : p.baseName;
}

interface ProjectsPanelProps {
  onOpen(project: ProjectSummary): void;
  onClose(): void;
  onSignIn(): void;
}

function when(ms: number, lang: string): string {
  try {
    return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(ms);
  } catch {
    return new Date(ms).toISOString().slice(0, 16).replace('T', ' ');
  }
}

export function ProjectsPanel({ onOpen, onClose, onSignIn }: ProjectsPanelProps) {
  const { t, i18n } = useTranslation();
  const user = useStore(currentUser);
  const [projects, setProjects] = useState<ProjectSummary[] | null>(null);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);

  const refresh = useCallback(async () => {
    setProjects(await listProjects());
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh, user?.email]);

  const startRename = (p: ProjectSummary): void => {
    setRenaming(p.id);
    setDraft(projectDisplayName(t, p));
    setError(null);
  };

  const submitRename = async (event: FormEvent, p: ProjectSummary): Promise<void> => {
    event.preventDefault();
    try {
      await renameProject(p.id, draft);
      setRenaming(null);
      await refresh();
    } catch (e) {
      setError(t(`error_${e instanceof ProjectError ? e.code : 'request_failed'}`));
    }
  };

  const remove = (p: ProjectSummary): void => {
    void confirmDialog({
      titleKey: 'projects_delete_title',
      contentKey: 'projects_delete_confirm',
      values: { name: projectDisplayName(t, p) },
      confirmKey: 'projects_delete',
      danger: true,
      onConfirm: async () => {
        await deleteProject(p.id);
        await refresh();
      },
    });
  };

  return (
    <Modal title={t('projects_title')} size="large" onClose={onClose} testId="projects-panel" className="px-projects">
      {!user?.email && (
        <div className="px-projects__note">
          <span>{t('projects_sign_in_note')}</span>
          <button type="button" className="px-btn px-btn--small" onClick={onSignIn}>
            {t('projects_sign_in')}
          </button>
        </div>
      )}
      {projects === null ? (
        <div className="px-projects__loading" role="status">
          <span className="px-spinner" aria-hidden="true" />
          {t('projects_loading')}
        </div>
      ) : projects.length === 0 ? (
        <p className="px-empty" data-testid="projects-empty">
          {t('projects_empty')}
        </p>
      ) : (
        <ul className="px-projects__grid" data-testid="projects-list">
          {projects.map((p) => (
            <li key={p.id} className="px-project-card" data-testid="project-card" data-project-id={p.id}>
              <button type="button" className="px-project-card__open" onClick={() => onOpen(p)} aria-label={t('projects_open_named', { name: projectDisplayName(t, p) })}>
                <ProjectThumb project={p} />
              </button>
              {renaming === p.id ? (
                <form className="px-project-card__rename" onSubmit={(e) => void submitRename(e, p)}>
                  <label className="px-visually-hidden" htmlFor={`rename-${p.id}`}>
                    {t('projects_rename_label')}
                  </label>
                  <input id={`rename-${p.id}`} dir="auto" className="px-input" value={draft} maxLength={100} onChange={(e) => setDraft(e.target.value)} aria-invalid={error ? true : undefined} data-autofocus />
                  {error && <span className="px-field__error">{error}</span>}
                  <div className="px-project-card__actions">
                    <button type="submit" className="px-btn px-btn--small">
                      {t('projects_save')}
                    </button>
                    <button type="button" className="px-btn px-btn--small px-btn--ghost" onClick={() => setRenaming(null)}>
                      {t('projects_cancel')}
                    </button>
                  </div>
                </form>
              ) : (
                <div className="px-project-card__info">
                  <span className="px-project-card__name" data-testid="project-name" title={projectDisplayName(t, p)} dir="auto">
                    {projectDisplayName(t, p)}
                  </span>
                  <span className="px-project-card__meta">
                    {t('projects_updated', { when: when(p.updatedAt, i18n.language) })}
                    {p.conflictOf && <span className="px-project-badge is-conflict">{t('projects_conflict_badge')}</span>}
                    {p.syncError ? (
                      <span className="px-project-badge is-error">{t('projects_error_sync_refused')}</span>
                    ) : p.unsynced && user?.email ? (
                      <span className="px-project-badge">{t('projects_not_synced')}</span>
                    ) : !p.local ? (
                      <span className="px-project-badge">{t('projects_in_account')}</span>
                    ) : null}
                  </span>
                  <div className="px-project-card__actions">
                    <button type="button" className="px-btn px-btn--small px-btn--ghost" onClick={() => startRename(p)} data-testid="project-rename">
                      {t('projects_rename')}
                    </button>
                    <button type="button" className="px-btn px-btn--small px-btn--ghost" onClick={() => remove(p)} data-testid="project-delete">
                      {t('projects_delete')}
                    </button>
                  </div>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
