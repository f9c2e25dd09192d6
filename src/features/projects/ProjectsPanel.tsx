// The project manager (spec account-content "Project manager (modal)"): this device's projects and, signed
// in, the account's, with search, sort, type and orientation filters, as thumbnails or a list; open / rename
// / move / delete from each project's menu, and (signed in) folders in a left panel — a select above the
// gallery on phones. Visitors see their device's projects and an invitation to sign in; folders live in the
// account, so they have none. Signed in, projects are also moved by dragging them onto a folder (the
// selection, or the one project dragged).
import { useCallback, useEffect, useMemo, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '../../app/dialogs/dialogs';
import { Modal } from '../../app/dialogs/Modal';
import { useStore } from '../../app/useStore';
import { currentUser } from '../../lib/user';
import { DeleteFolderDialog, FolderNameDialog, MoveDialog } from './FolderDialogs';
import { FolderPanel } from './FolderPanel';
import { ALL_PROJECTS, createFolder, deleteFolder, listFolders, moveProjects, renameFolder, UNSORTED, type Folder } from './folders';
import { applySearch, draggedProjects, resetFilters, folderCounts, folderOf, INITIAL_VIEW, ORIENTATION_FILTERS, SORT_MODES, TYPE_FILTERS, VIEW_MODES, visibleProjects, type OrientationFilter, type SortMode, type TypeFilter, type ViewMode, type ViewState } from './managerView';
import { ProjectCard } from './ProjectCard';
import type { DragProps, ProjectItemProps } from './ProjectParts';
import { ProjectRow } from './ProjectRow';
import { errorKey } from './projectErrors';
import { projectDisplayName } from './projectNames';
import { deleteProject, listProjects, renameProject, type ProjectSummary } from './projectStore';
import { readViewMode, writeViewMode } from './viewMode';
import './projects.css';

export { projectDisplayName } from './projectNames';

interface ProjectsPanelProps {
  onOpen(project: ProjectSummary): void;
  onClose(): void;
  onSignIn(): void;
}

type Dialog = { kind: 'new-folder' } | { kind: 'rename-folder'; folder: Folder } | { kind: 'delete-folder'; folder: Folder } | { kind: 'move'; ids: string[] };

export function ProjectsPanel({ onOpen, onClose, onSignIn }: ProjectsPanelProps) {
  const { t, i18n } = useTranslation();
  const user = useStore(currentUser);
  const signedIn = Boolean(user?.email);
  const [projects, setProjects] = useState<ProjectSummary[] | null>(null);
  const [folders, setFolders] = useState<Folder[]>([]);
  const [view, setView] = useState<ViewState>(() => ({ ...INITIAL_VIEW, mode: readViewMode() }));
  const [searchText, setSearchText] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<Dialog | null>(null);
  /** A line over the gallery: an error (role alert), or a hint such as why a drag did not start. */
  const [notice, setNotice] = useState<{ text: string; hint?: boolean } | null>(null);
  /** The projects being dragged, while a drag is under way. */
  const [dragging, setDragging] = useState<string[] | null>(null);

  const refresh = useCallback(async (): Promise<ProjectSummary[]> => {
    const [list, folderList] = await Promise.all([listProjects(), signedIn ? listFolders() : Promise.resolve([])]);
    setProjects(list);
    setFolders(folderList);
    return list;
  }, [signedIn]);

  useEffect(() => {
    void refresh();
  }, [refresh, user?.email]);

  const nameOf = useCallback((p: ProjectSummary) => projectDisplayName(t, p), [t]);
  const folderIds = useMemo(() => new Set(folders.map((f) => f.folderId)), [folders]);
  const all = useMemo(() => projects ?? [], [projects]);
  const counts = useMemo(() => folderCounts(all, folderIds), [all, folderIds]);
  // A visitor has no folders: everything is shown whatever the (initial) folder choice.
  const effective = useMemo(() => (signedIn ? view : { ...view, folder: ALL_PROJECTS }), [signedIn, view]);
  const shown = useMemo(() => visibleProjects(all, effective, folderIds, nameOf), [all, effective, folderIds, nameOf]);

  const changeView = (next: ViewState, clearSelection: boolean): void => {
    if (next === view) return;
    setView(next);
    if (clearSelection) setSelected(new Set());
  };
  const changeMode = (mode: ViewMode): void => {
    if (mode === view.mode) return;
    writeViewMode(mode);
    changeView({ ...view, mode }, true);
  };
  const onSearch = (text: string): void => {
    setSearchText(text);
    changeView(applySearch(view, text), true);
  };
  const clearSearch = (): void => onSearch('');

  const message = (error: unknown): string => {
    const key = errorKey(error);
    return t(i18n.exists(key) ? key : 'projects_error_generic');
  };

  const rename = async (p: ProjectSummary, name: string): Promise<string | null> => {
    try {
      await renameProject(p.id, name);
      await refresh();
      return null;
    } catch (e) {
      return message(e);
    }
  };

  const remove = (p: ProjectSummary): void => {
    void confirmDialog({
      titleKey: 'projects_delete_title',
      contentKey: 'projects_delete_confirm',
      values: { name: nameOf(p) },
      confirmKey: 'projects_delete',
      danger: true,
      onConfirm: async () => {
        await deleteProject(p.id);
        setSelected((s) => new Set([...s].filter((id) => id !== p.id)));
        const list = await refresh();
        // Spec: deleting the last project (here: the last one the filters let through) resets the filters,
        // so the manager does not sit on an empty filtered view while other projects exist.
        const left = visibleProjects(list, effective, folderIds, nameOf).length;
        if (left === 0) {
          setView(resetFilters);
          setSelected(new Set());
        }
      },
    });
  };

  const toggle = (id: string, on: boolean): void => {
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  };

  const attempt = async (change: () => Promise<void>): Promise<string | null> => {
    try {
      await change();
      return null;
    } catch (e) {
      return errorKey(e);
    }
  };

  const moving = dialog?.kind === 'move' ? all.filter((p) => dialog.ids.includes(p.id)) : [];
  const movingFrom = moving.length > 0 && moving.every((p) => folderOf(p, folderIds) === folderOf(moving[0]!, folderIds)) ? folderOf(moving[0]!, folderIds) : null;

  const closeDialog = (): void => setDialog(null);

  const move = async (ids: string[], folderId: number): Promise<void> => {
    setNotice(null);
    await moveProjects(ids, folderId);
    // The list follows at once; the server's list is read again behind it.
    setProjects((list) => list?.map((p) => (ids.includes(p.id) ? { ...p, folderId } : p)) ?? list);
    setSelected(new Set());
    void refresh().catch(() => setNotice({ text: t('projects_error_generic') }));
  };

  const dragProps = (p: ProjectSummary): DragProps | undefined =>
    signedIn
      ? {
          draggable: true,
          onDragStart: (e: DragEvent) => {
            const ids = draggedProjects(selected, p.id);
            if (!ids) {
              e.preventDefault();
              setNotice({ text: t('projects_drag_cancelled'), hint: true });
              return;
            }
            setNotice(null);
            e.dataTransfer.effectAllowed = 'move';
            // Firefox starts a drag only with some data.
            e.dataTransfer.setData('text/plain', nameOf(p));
            setDragging(ids);
          },
          onDragEnd: () => setDragging(null),
        }
      : undefined;

  const drop = (folderId: number): void => {
    const ids = dragging;
    setDragging(null);
    if (!ids) return;
    const moved = all.filter((p) => ids.includes(p.id));
    if (moved.every((p) => folderOf(p, folderIds) === folderId)) return;
    void attempt(() => move(ids, folderId)).then((key) => {
      if (key) setNotice({ text: t(i18n.exists(key) ? key : 'projects_error_generic') });
    });
  };

  const itemProps = (p: ProjectSummary): ProjectItemProps => ({
    project: p,
    signedIn,
    selected: selected.has(p.id),
    onSelect: (on) => toggle(p.id, on),
    onOpen: () => onOpen(p),
    onRename: (name) => rename(p, name),
    onMove: () => setDialog({ kind: 'move', ids: [p.id] }),
    onDelete: () => remove(p),
    drag: dragProps(p),
  });

  const emptyText = (): { text: string; clear: boolean } => {
    if (all.length === 0) return { text: t('projects_empty'), clear: false };
    if (effective.search) return { text: t('projects_no_results', { search: effective.search }), clear: true };
    if (effective.orientation !== 'all') return { text: t('projects_no_orientation_results'), clear: false };
    if (effective.type !== 'all') return { text: t('projects_no_type_results'), clear: false };
    if (effective.folder === UNSORTED) return { text: t('projects_unsorted_empty'), clear: false };
    return { text: t('projects_folder_empty'), clear: false };
  };

  const gallery =
    projects === null ? (
      <div className="px-projects__loading" role="status">
        <span className="px-spinner" aria-hidden="true" />
        {t('projects_loading')}
      </div>
    ) : shown.length === 0 ? (
      <div className="px-empty px-pm-empty" data-testid="projects-empty">
        <p>{emptyText().text}</p>
        {emptyText().clear && (
          <button type="button" className="px-btn px-btn--small px-btn--secondary" onClick={clearSearch}>
            {t('projects_clear_search')}
          </button>
        )}
      </div>
    ) : view.mode === 'list' ? (
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
    ) : (
      <ul className="px-projects__grid" data-testid="projects-list">
        {shown.map((p) => (
          <ProjectCard key={p.id} {...itemProps(p)} />
        ))}
      </ul>
    );

  return (
    <Modal title={t('projects_title')} size="large" onClose={onClose} testId="projects-panel" className="px-projects">
      {!signedIn && (
        <div className="px-projects__note">
          <span>{t('projects_sign_in_note')}</span>
          <button type="button" className="px-btn px-btn--small" onClick={onSignIn}>
            {t('projects_sign_in')}
          </button>
        </div>
      )}
      <div className={`px-pm ${signedIn ? 'has-folders' : ''}`}>
        {signedIn && (
          <FolderPanel
            folders={folders}
            counts={counts}
            total={all.length}
            current={view.folder}
            onChoose={(folder) => changeView(folder === view.folder ? view : { ...view, folder }, true)}
            onCreate={() => setDialog({ kind: 'new-folder' })}
            onRename={(folder) => setDialog({ kind: 'rename-folder', folder })}
            onDelete={(folder) => setDialog({ kind: 'delete-folder', folder })}
            dragging={dragging !== null}
            onDrop={drop}
          />
        )}
        <div className="px-pm__main">
          <div className="px-pm__toolbar">
            <form className="px-pm__search" role="search" onSubmit={(e) => e.preventDefault()}>
              <label className="px-visually-hidden" htmlFor="px-pm-search">
                {t('projects_search')}
              </label>
              <input id="px-pm-search" type="search" className="px-input" value={searchText} maxLength={100} placeholder={t('projects_search_placeholder')} onChange={(e) => onSearch(e.target.value)} dir="auto" data-testid="projects-search" />
            </form>
            <label className="px-pm__control">
              <span>{t('projects_sort')}</span>
              <select className="px-select" value={effective.sort} onChange={(e) => changeView({ ...view, sort: e.target.value as SortMode }, false)} data-testid="projects-sort">
                {effective.search && <option value="relevant">{t('projects_sort_relevant')}</option>}
                {SORT_MODES.map((mode) => (
                  <option key={mode} value={mode}>
                    {t(`projects_sort_${mode}`)}
                  </option>
                ))}
              </select>
            </label>
            <label className="px-pm__control">
              <span>{t('projects_type')}</span>
              <select className="px-select" value={effective.type} onChange={(e) => changeView({ ...view, type: e.target.value as TypeFilter }, true)} data-testid="projects-type">
                {TYPE_FILTERS.map((type) => (
                  <option key={type} value={type}>
                    {t(`projects_type_${type}`)}
                  </option>
                ))}
              </select>
            </label>
            <label className="px-pm__control">
              <span>{t('projects_orientation')}</span>
              <select className="px-select" value={effective.orientation} onChange={(e) => changeView({ ...view, orientation: e.target.value as OrientationFilter }, true)} data-testid="projects-orientation">
                {ORIENTATION_FILTERS.map((orientation) => (
                  <option key={orientation} value={orientation}>
                    {t(`projects_orientation_${orientation}`)}
                  </option>
                ))}
              </select>
            </label>
            <div className="px-pm__views" role="group" aria-label={t('projects_view')}>
              {VIEW_MODES.map((mode) => (
                <button key={mode} type="button" className={`px-btn px-btn--small ${view.mode === mode ? '' : 'px-btn--secondary'}`} aria-pressed={view.mode === mode} onClick={() => changeMode(mode)} data-testid={`projects-view-${mode}`}>
                  {t(`projects_view_${mode}`)}
                </button>
              ))}
            </div>
          </div>
          {signedIn && selected.size > 0 && (
            <div className="px-pm__selection" data-testid="projects-selection">
              <span>{t('projects_selected', { number: String(selected.size) })}</span>
              <button type="button" className="px-btn px-btn--small" onClick={() => setDialog({ kind: 'move', ids: [...selected] })} data-testid="projects-move-selected">
                {t('projects_move')}
              </button>
              <button type="button" className="px-btn px-btn--small px-btn--ghost" onClick={() => setSelected(new Set())}>
                {t('projects_clear_selection')}
              </button>
            </div>
          )}
          {notice && (
            <p className={notice.hint ? 'px-projects__hint' : 'px-field__error'} role={notice.hint ? 'status' : 'alert'}>
              {notice.text}
            </p>
          )}
          {gallery}
        </div>
      </div>
      {dialog?.kind === 'new-folder' && (
        <FolderNameDialog
          folder={null}
          onClose={closeDialog}
          onSubmit={(name) =>
            attempt(async () => {
              const folder = await createFolder(name, folders);
              setFolders((list) => [...list, folder].sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' })));
            })
          }
        />
      )}
      {dialog?.kind === 'rename-folder' && (
        <FolderNameDialog
          folder={dialog.folder}
          onClose={closeDialog}
          onSubmit={(name) =>
            attempt(async () => {
              const renamed = await renameFolder(dialog.folder.folderId, name, folders);
              setFolders((list) => list.map((f) => (f.folderId === renamed.folderId ? renamed : f)).sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' })));
            })
          }
        />
      )}
      {dialog?.kind === 'delete-folder' && (
        <DeleteFolderDialog
          folder={dialog.folder}
          projects={counts.get(dialog.folder.folderId) ?? 0}
          onClose={closeDialog}
          onDelete={(withProjects) =>
            attempt(async () => {
              await deleteFolder(dialog.folder.folderId, withProjects);
              changeView({ ...view, folder: withProjects ? ALL_PROJECTS : UNSORTED }, true);
              await refresh();
            })
          }
        />
      )}
      {dialog?.kind === 'move' && (
        <MoveDialog
          folders={folders}
          count={dialog.ids.length}
          current={movingFrom}
          onClose={closeDialog}
          onMove={(folderId) => attempt(() => move(dialog.ids, folderId))}
        />
      )}
    </Modal>
  );
}
