// The project manager's folder panel (signed in): all projects, unsorted, then the user's folders with their
// project counts, each with a menu (rename, delete), and a "new folder" button. On phones (below 801 px) the
// same choice is a select above the gallery, with the chosen folder's actions beside it.
import { useTranslation } from 'react-i18next';
import { useMenu } from '../../app/layout/useMenu';
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
}

function FolderMenu({ folder, onRename, onDelete }: { folder: Folder; onRename(folder: Folder): void; onDelete(folder: Folder): void }) {
  const { t } = useTranslation();
  const menu = useMenu();
  const choose = (action: (f: Folder) => void): void => {
    menu.close();
    action(folder);
  };
  return (
    <div className="px-pm-folder__menu" {...menu.rootProps}>
      <button type="button" className="px-btn px-btn--ghost px-btn--small px-pm-folder__more" aria-label={t('projects_folder_actions_named', { name: folder.name })} data-testid="folder-actions" {...menu.buttonProps}>
        <span aria-hidden="true">⋯</span>
      </button>
      {menu.open && (
        <div className="px-menu" role="menu" id={menu.menuId} aria-label={t('projects_folder_actions_named', { name: folder.name })}>
          <button type="button" role="menuitem" className="px-menu__item" data-testid="folder-rename" onClick={() => choose(onRename)}>
            {t('projects_rename')}
          </button>
          <button type="button" role="menuitem" className="px-menu__item" data-testid="folder-delete" onClick={() => choose(onDelete)}>
            {t('projects_delete')}
          </button>
        </div>
      )}
    </div>
  );
}

export function FolderPanel({ folders, counts, total, current, onChoose, onCreate, onRename, onDelete }: FolderPanelProps) {
  const { t } = useTranslation();
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
            <li key={e.folderId} className={`px-pm-folder ${e.folderId === current ? 'is-current' : ''}`} data-testid="folder-item" data-folder-id={e.folderId}>
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
