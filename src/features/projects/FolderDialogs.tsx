// The project manager's small dialogs: a folder's name (create and rename), deleting a folder (with its
// projects or keeping them) and moving projects to a folder. Each shows a refusal inline, in the user's
// language, and stays open until the change is made or the user cancels (Escape too).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../app/dialogs/Modal';
import { TextField } from '../../app/ui/TextField';
import { UNSORTED, type Folder } from './folders';
import { errorKey } from './projectErrors';

/** Runs a change; answers the refusal's message key, or null when it was made. */
export type Attempt = () => Promise<string | null>;

function useAttempt(): { busy: boolean; error: string | null; run(attempt: Attempt, done: () => void): Promise<void>; clear(): void } {
  const { i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return {
    busy,
    error,
    clear: () => setError(null),
    async run(attempt, done) {
      setBusy(true);
      setError(null);
      const refused = await attempt().catch((e: unknown) => errorKey(e));
      setBusy(false);
      if (refused) setError(i18n.exists(refused) ? refused : 'projects_error_generic');
      else done();
    },
  };
}

export function FolderNameDialog({ folder, onSubmit, onClose }: { folder: Folder | null; onSubmit(name: string): Promise<string | null>; onClose(): void }) {
  const { t } = useTranslation();
  const [name, setName] = useState(folder?.name ?? '');
  const attempt = useAttempt();
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    void attempt.run(() => onSubmit(name), onClose);
  };
  return (
    <Modal title={t(folder ? 'projects_rename_folder' : 'projects_new_folder')} size="small" onClose={onClose} testId="folder-dialog">
      <form onSubmit={submit} noValidate>
        <TextField
          label={t('projects_folder_name')}
          value={name}
          onValue={(v) => {
            setName(v);
            attempt.clear();
          }}
          error={attempt.error ?? undefined}
          maxLength={100}
          dir="auto"
          data-autofocus
          data-testid="folder-name-input"
        />
        <div className="px-pm-dialog__buttons">
          <button type="button" className="px-btn px-btn--secondary" onClick={onClose}>
            {t('projects_cancel')}
          </button>
          <button type="submit" className="px-btn" disabled={attempt.busy} data-testid="folder-name-save">
            {t(folder ? 'projects_save' : 'projects_create_folder')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

export function DeleteFolderDialog({ folder, projects, onDelete, onClose }: { folder: Folder; projects: number; onDelete(withProjects: boolean): Promise<string | null>; onClose(): void }) {
  const { t } = useTranslation();
  const attempt = useAttempt();
  return (
    <Modal title={t('projects_delete_folder')} size="small" role="alertdialog" onClose={onClose} testId="folder-delete-dialog">
      <p>{t('projects_delete_folder_question', { name: folder.name })}</p>
      <p className="px-pm-dialog__hint">{t('projects_delete_folder_count', { number: String(projects) })}</p>
      {attempt.error && (
        <p className="px-field__error" role="alert">
          {t(attempt.error)}
        </p>
      )}
      <div className="px-pm-dialog__buttons is-stacked">
        <button type="button" className="px-btn px-btn--secondary" onClick={onClose} data-autofocus>
          {t('projects_cancel')}
        </button>
        <button type="button" className="px-btn px-btn--secondary" disabled={attempt.busy} onClick={() => void attempt.run(() => onDelete(false), onClose)} data-testid="folder-delete-keep">
          {t('projects_delete_folder_keep')}
        </button>
        <button type="button" className="px-btn px-btn--danger" disabled={attempt.busy} onClick={() => void attempt.run(() => onDelete(true), onClose)} data-testid="folder-delete-all">
          {t('projects_delete_folder_and_projects')}
        </button>
      </div>
    </Modal>
  );
}

export function MoveDialog({ folders, count, current, onMove, onClose }: { folders: Folder[]; count: number; current: number | null; onMove(folderId: number): Promise<string | null>; onClose(): void }) {
  const { t } = useTranslation();
  const attempt = useAttempt();
  const targets = [{ folderId: UNSORTED, name: t('projects_unsorted') }, ...folders];
  return (
    <Modal title={t(count > 1 ? 'projects_move_selected_title' : 'projects_move_title', { number: String(count) })} size="small" onClose={onClose} testId="move-dialog">
      {folders.length === 0 && <p className="px-pm-dialog__hint">{t('projects_move_no_folders')}</p>}
      <ul className="px-pm-move">
        {targets.map((f) => (
          <li key={f.folderId}>
            <button
              type="button"
              className="px-pm-move__target"
              disabled={attempt.busy || f.folderId === current}
              aria-current={f.folderId === current ? 'true' : undefined}
              onClick={() => void attempt.run(() => onMove(f.folderId), onClose)}
              data-testid="move-target"
              dir="auto"
            >
              {f.name}
              {f.folderId === current && <span className="px-pm-move__here">{t('projects_move_current')}</span>}
            </button>
          </li>
        ))}
      </ul>
      {attempt.error && (
        <p className="px-field__error" role="alert">
          {t(attempt.error)}
        </p>
      )}
      <div className="px-pm-dialog__buttons">
        <button type="button" className="px-btn px-btn--secondary" onClick={onClose}>
          {t('projects_cancel')}
        </button>
      </div>
    </Modal>
  );
}
