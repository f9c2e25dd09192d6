// The manager's dialog of the moment: a new folder, renaming or deleting a folder, or moving projects to a
// folder. Each change runs through attempt(), so a refusal stays in the dialog as its message key.
import { createFolder, deleteFolder, renameFolder, ALL_PROJECTS, UNSORTED, type Folder } from '../folders';
import { DeleteFolderDialog, FolderNameDialog, MoveDialog } from '../FolderDialogs';
import { folderOf } from '../managerView';
import type { ProjectSummary } from '../projectStore';
import { attempt } from './attempt';

export type ManagerDialog = { kind: 'new-folder' } | { kind: 'rename-folder'; folder: Folder } | { kind: 'delete-folder'; folder: Folder } | { kind: 'move'; ids: string[] };

interface ManagerDialogsProps {
  dialog: ManagerDialog | null;
  folders: Folder[];
  counts: ReadonlyMap<number, number>;
  all: ProjectSummary[];
  folderIds: ReadonlySet<number>;
  onClose(): void;
  folderAdded(folder: Folder): void;
  folderRenamed(folder: Folder): void;
  /** After a folder is deleted: the folder to show (all projects, or Unsorted where its projects went). */
  showFolder(folder: number): void;
  refresh(): Promise<unknown>;
  move(ids: string[], folderId: number): Promise<void>;
}

/** The folder the projects being moved share, or null when they come from several. */
function commonFolder(moving: ProjectSummary[], folderIds: ReadonlySet<number>): number | null {
  return moving.length > 0 && moving.every((p) => folderOf(p, folderIds) === folderOf(moving[0]!, folderIds)) ? folderOf(moving[0]!, folderIds) : null;
}

export function ManagerDialogs({ dialog, folders, counts, all, folderIds, onClose, folderAdded, folderRenamed, showFolder, refresh, move }: ManagerDialogsProps) {
  switch (dialog?.kind) {
    case 'new-folder':
      return <FolderNameDialog folder={null} onClose={onClose} onSubmit={(name) => attempt(async () => folderAdded(await createFolder(name, folders)))} />;
    case 'rename-folder':
      return <FolderNameDialog folder={dialog.folder} onClose={onClose} onSubmit={(name) => attempt(async () => folderRenamed(await renameFolder(dialog.folder.folderId, name, folders)))} />;
    case 'delete-folder':
      return (
        <DeleteFolderDialog
          folder={dialog.folder}
          projects={counts.get(dialog.folder.folderId) ?? 0}
          onClose={onClose}
          onDelete={(withProjects) =>
            attempt(async () => {
              await deleteFolder(dialog.folder.folderId, withProjects);
              showFolder(withProjects ? ALL_PROJECTS : UNSORTED);
              await refresh();
            })
          }
        />
      );
    case 'move':
      return <MoveDialog folders={folders} count={dialog.ids.length} current={commonFolder(all.filter((p) => dialog.ids.includes(p.id)), folderIds)} onClose={onClose} onMove={(folderId) => attempt(() => move(dialog.ids, folderId))} />;
    default:
      return null;
  }
}
