// The project manager's folder panel (signed in): all projects, unsorted, then the user's folders with their
// project counts, each with a menu (rename, delete), and a "new folder" button. On phones (below 801 px) the
// same choice is a select above the gallery, with the chosen folder's actions beside it. While projects are
// dragged, unsorted and each folder take the drop (highlighted under the pointer); keyboard users move with
// "Move to folder" instead.
import { useEffect, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionsMenu } from '../../app/layout/ActionsMenu';
import { ALL_PROJECTS, UNSORTED, type Folder } from './folders';

export interface FolderPanelProps {
  folders: Folder[];
  counts: ReadonlyMap<number, number>;
  total: number;
  current: number;
  onChoose(folderId: number): void;
  onCreate(): void;
  onRename(folder: Folder): void;
  onDelete(folder: Folder): void;
  /** Projects are being dragged: folders take a drop. */
  dragging: boolean;
  onDrop(folderId: number): void;
}

function FolderMenu({ folder, onRename, onDelete }: { folder: Folder; onRename(folder: Folder): void; onDelete(folder: Folder): void }) {
  const { t } = useTranslation();
  return (
    <ActionsMenu
      label={t('projects_folder_actions_named', { name: folder.name })}
      className="px-pm-folder__menu"
      buttonClassName="px-btn px-btn--ghost px-btn--small px-pm-folder__more"
      buttonTestId="folder-actions"
      actions={[
        { label: t('projects_rename'), testId: 'folder-rename', onSelect: () => onRename(folder) },
        { label: t('projects_delete'), testId: 'folder-delete', onSelect: () => onDelete(folder) },
      ]}
    />
  );
}

export function FolderPanel({ folders, counts, total, current, onChoose, onCreate, onRename, onDelete, dragging, onDrop }: FolderPanelProps) {
  const { t } = useTranslation();
  const [over, setOver] = useState<number | null>(null);
  useEffect(() => {
    if (!dragging) setOver(null);
  }, [dragging]);
  // "All projects" is a view, not a place: it takes no drop.
  const dropProps = (folderId: number) =>
    !dragging || folderId === ALL_PROJECTS
      ? {}
      : {
          onDragEnter: (e: DragEvent) => {
            e.preventDefault();
            setOver(folderId);
          },
          onDragOver: (e: DragEvent) => {
            e.preventDefault();
            e.dataTransfer.dropEffect = 'move';
            if (over !== folderId) setOver(folderId);
          },
          onDragLeave: (e: DragEvent) => {
            // Leaving for a child of the same row is not leaving the row.
            if (e.currentTarget.contains(e.relatedTarget as Node | null)) return;
            setOver((o) => (o === folderId ? null : o));
          },
          onDrop: (e: DragEvent) => {
            e.preventDefault();
            setOver(null);
            onDrop(folderId);
          },
        };
  const entries = [
    { folderId: ALL_PROJECTS, name: t('projects_all'), count: total, folder: null },
    { folderId: UNSORTED, name: t('projects_unsorted'), count: counts.get(UNSORTED) ?? 0, folder: null },
    ...folders.map((f) => ({ folderId: f.folderId, name: f.name, count: counts.get(f.folderId) ?? 0, folder: f })),
  ];
  const chosen = folders.find((f) => f.folderId === current);
  const newFolder = (
    <button type="button" className="px-btn px-btn--small px-btn--secondary px-pm-folders__new" onClick={onCreate} data-testid="folder-new">
      {t('projects_new_folder')}
    </button>
  );
  return (
    <>
      <nav className="px-pm-folders" aria-label={t('projects_folders')} data-testid="folder-panel">
        <ul className="px-pm-folders__list">
          {entries.map((e) => (
            <li
              key={e.folderId}
              className={`px-pm-folder ${e.folderId === current ? 'is-current' : ''} ${dragging && over === e.folderId ? 'is-drop-target' : ''}`}
              data-testid="folder-item"
              data-folder-id={e.folderId}
              {...dropProps(e.folderId)}
            >
              <button type="button" className="px-pm-folder__choose" aria-current={e.folderId === current ? 'true' : undefined} onClick={() => onChoose(e.folderId)}>
                <span className="px-pm-folder__name" dir="auto" data-testid="folder-name">
                  {e.name}
                </span>
                <span className="px-pm-folder__count" data-testid="folder-count">
                  {e.count}
                </span>
              </button>
              {e.folder && <FolderMenu folder={e.folder} onRename={onRename} onDelete={onDelete} />}
            </li>
          ))}
        </ul>
        {newFolder}
      </nav>
      <div className="px-pm-folder-bar">
        <label className="px-visually-hidden" htmlFor="px-pm-folder-select">
          {t('projects_folders')}
        </label>
        <select id="px-pm-folder-select" className="px-select" value={current} onChange={(e) => onChoose(Number(e.target.value))} data-testid="folder-select">
          {entries.map((e) => (
            <option key={e.folderId} value={e.folderId}>
              {`${e.name} (${e.count})`}
            </option>
          ))}
        </select>
        {chosen && <FolderMenu folder={chosen} onRename={onRename} onDelete={onDelete} />}
        {newFolder}
      </div>
    </>
  );
}
