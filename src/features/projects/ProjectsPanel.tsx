// The project manager (spec account-content "Project manager (modal)"): this device's projects and, signed
// in, the account's, with search, sort, type and orientation filters, as thumbnails or a list; open / rename
// / move / delete from each project's menu, and (signed in) folders in a left panel — a select above the
// gallery on phones. Visitors see their device's projects and an invitation to sign in; folders live in the
// account, so they have none. Signed in, projects are also moved by dragging them onto a folder (the
// selection, or the one project dragged). This file wires the parts in manager/ together.
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../app/dialogs/Modal';
import { useStore } from '../../app/useStore';
import { currentUser } from '../../lib/user';
import { FolderPanel } from './FolderPanel';
import { ManagerDialogs, type ManagerDialog } from './manager/ManagerDialogs';
import { ManagerToolbar } from './manager/ManagerToolbar';
import { ProjectGallery } from './manager/ProjectGallery';
import { SelectionBar } from './manager/SelectionBar';
import { useProjectActions } from './manager/useProjectActions';
import { useProjectDrag } from './manager/useProjectDrag';
import { useProjectFilters } from './manager/useProjectFilters';
import { useProjectSelection } from './manager/useProjectSelection';
import { useProjectsLoading } from './manager/useProjectsLoading';
import type { ProjectItemProps } from './ProjectParts';
import { projectDisplayName } from './projectNames';
import type { ProjectSummary } from './projectStore';
import './projects.css';

export { projectDisplayName } from './projectNames';

interface ProjectsPanelProps {
  onOpen(project: ProjectSummary): void;
  onClose(): void;
  onSignIn(): void;
}

export function ProjectsPanel({ onOpen, onClose, onSignIn }: ProjectsPanelProps) {
  const { t } = useTranslation();
  const user = useStore(currentUser);
  const signedIn = Boolean(user?.email);
  const nameOf = useCallback((p: ProjectSummary) => projectDisplayName(t, p), [t]);
  const loaded = useProjectsLoading(signedIn, user?.email);
  const selection = useProjectSelection();
  const filters = useProjectFilters({ signedIn, all: loaded.all, folderIds: loaded.folderIds, nameOf, clearSelection: selection.clear });
  const actions = useProjectActions({ nameOf, refresh: loaded.refresh, showMoved: loaded.showMoved, clearSelection: selection.clear, forgetSelected: selection.forget, countShown: filters.countShown, resetFilters: filters.resetFilters });
  const drag = useProjectDrag({ signedIn, selected: selection.selected, all: loaded.all, folderIds: loaded.folderIds, nameOf, move: actions.move, messageFor: actions.messageFor, setNotice: actions.setNotice });
  const [dialog, setDialog] = useState<ManagerDialog | null>(null);
  const { selected } = selection;
  const { notice } = actions;

  const itemProps = (p: ProjectSummary): ProjectItemProps => ({
    project: p,
    signedIn,
    selected: selected.has(p.id),
    onSelect: (on) => selection.toggle(p.id, on),
    onOpen: () => onOpen(p),
    onRename: (name) => actions.rename(p, name),
    onMove: () => setDialog({ kind: 'move', ids: [p.id] }),
    onDelete: () => actions.remove(p),
    drag: drag.dragProps(p),
  });

  return (
    <Modal title={t('projects_title')} size="large" id="projects" onClose={onClose} testId="projects-panel" className="px-projects">
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
            folders={loaded.folders}
            counts={loaded.counts}
            total={loaded.all.length}
            current={filters.view.folder}
            onChoose={filters.chooseFolder}
            onCreate={() => setDialog({ kind: 'new-folder' })}
            onRename={(folder) => setDialog({ kind: 'rename-folder', folder })}
            onDelete={(folder) => setDialog({ kind: 'delete-folder', folder })}
            dragging={drag.dragging}
            onDrop={drag.drop}
          />
        )}
        <div className="px-pm__main">
          <ManagerToolbar searchText={filters.searchText} view={filters.effective} onSearch={filters.search} onSort={filters.sortBy} onType={filters.filterType} onOrientation={filters.filterOrientation} onMode={filters.changeMode} />
          {signedIn && selected.size > 0 && <SelectionBar count={selected.size} onMove={() => setDialog({ kind: 'move', ids: [...selected] })} onClear={selection.clear} />}
          {notice && (
            <p className={notice.hint ? 'px-projects__hint' : 'px-field__error'} role={notice.hint ? 'status' : 'alert'}>
              {notice.text}
            </p>
          )}
          <ProjectGallery projects={loaded.projects} shown={filters.shown} view={filters.effective} signedIn={signedIn} itemProps={itemProps} onClearSearch={filters.clearSearch} />
        </div>
      </div>
      <ManagerDialogs
        dialog={dialog}
        folders={loaded.folders}
        counts={loaded.counts}
        all={loaded.all}
        folderIds={loaded.folderIds}
        onClose={() => setDialog(null)}
        folderAdded={loaded.folderAdded}
        folderRenamed={loaded.folderRenamed}
        showFolder={filters.showFolder}
        refresh={loaded.refresh}
        move={actions.move}
      />
    </Modal>
  );
}
