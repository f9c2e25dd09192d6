// The pieces a project shows the same way as a card (thumbnail view) and as a row (list view): when it was
// edited, its badges, its action menu (open, rename, move to folder, delete) and the rename form.
import { useEffect, useRef, useState, type FormEvent, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionsMenu } from '../../app/layout/ActionsMenu';
import type { ProjectSummary } from './summaries';

/** What one project does, whichever way it is shown. */
export interface ProjectItemProps {
  project: ProjectSummary;
  signedIn: boolean;
  selected: boolean;
  onSelect(selected: boolean): void;
  onOpen(): void;
  onRename(name: string): Promise<string | null>;
  onMove(): void;
  onDelete(): void;
  /** Signed in: the project can be dragged onto a folder. */
  drag?: DragProps;
}

export type DragProps = Pick<HTMLAttributes<HTMLElement>, 'draggable' | 'onDragStart' | 'onDragEnd'>;

export function editedAt(ms: number, lang: string): string {
  try {
    return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(ms);
  } catch {
    return new Date(ms).toISOString().slice(0, 16).replace('T', ' ');
  }
}

/**
 * Conflict copy, refused by the server, not synced yet, or only in the account. With `always` (the list's
 * status column) a project with nothing to flag says it is synced, or, for a visitor, saved on this device.
 */
export function ProjectBadges({ project: p, signedIn, always = false }: { project: ProjectSummary; signedIn: boolean; always?: boolean }) {
  const { t } = useTranslation();
  const fallback = !always ? null : signedIn && p.remote ? t('projects_status_synced') : t('projects_status_saved_local');
  return (
    <>
      {p.conflictOf && <span className="px-project-badge is-conflict">{t('projects_conflict_badge')}</span>}
      {p.syncError ? (
        <span className="px-project-badge is-error">{t('projects_error_sync_refused')}</span>
      ) : p.unsynced && signedIn ? (
        <span className="px-project-badge">{t('projects_not_synced')}</span>
      ) : !p.local ? (
        <span className="px-project-badge">{t('projects_in_account')}</span>
      ) : fallback ? (
        <span className={`px-project-badge ${signedIn && p.remote ? 'is-synced' : ''}`}>{fallback}</span>
      ) : null}
    </>
  );
}

export function ProjectMenu({ name, signedIn, onOpen, onRename, onMove, onDelete }: { name: string; signedIn: boolean; onOpen(): void; onRename(): void; onMove(): void; onDelete(): void }) {
  const { t } = useTranslation();
  return (
    <ActionsMenu
      label={t('projects_actions_named', { name })}
      className="px-project-card__menu"
      buttonClassName="px-btn px-btn--ghost px-btn--small px-project-card__more"
      buttonTestId="project-actions"
      actions={[
        { label: t('projects_open'), onSelect: onOpen },
        { label: t('projects_rename'), testId: 'project-rename', onSelect: onRename },
        ...(signedIn ? [{ label: t('projects_move'), testId: 'project-move', onSelect: onMove }] : []),
        { label: t('projects_delete'), testId: 'project-delete', onSelect: onDelete },
      ]}
    />
  );
}

/** The rename form shown in a project's place: the server's or the rules' refusal inline, Cancel to leave. */
export function RenameForm({ id, name, onRename, onDone }: { id: string; name: string; onRename(name: string): Promise<string | null>; onDone(): void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(name);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    input.current?.select();
  }, []);

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    const refused = await onRename(draft);
    if (refused) setError(refused);
    else onDone();
  };

  return (
    <form className="px-project-card__rename" onSubmit={(e) => void submit(e)}>
      <label className="px-visually-hidden" htmlFor={`rename-${id}`}>
        {t('projects_rename_label')}
      </label>
      <input id={`rename-${id}`} dir="auto" className="px-input" value={draft} maxLength={100} onChange={(e) => setDraft(e.target.value)} aria-invalid={error ? true : undefined} ref={input} />
      {error && (
        <span className="px-field__error" role="alert">
          {error}
        </span>
      )}
      <div className="px-project-card__actions">
        <button type="submit" className="px-btn px-btn--small">
          {t('projects_save')}
        </button>
        <button type="button" className="px-btn px-btn--small px-btn--ghost" onClick={onDone}>
          {t('projects_cancel')}
        </button>
      </div>
    </form>
  );
}
