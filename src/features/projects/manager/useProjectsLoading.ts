// The project manager's data: this device's projects (and, signed in, the account's) and the account's
// folders, read when the manager opens and again when the user changes; null projects while loading.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { listFolders, type Folder } from '../folders';
import { folderCounts } from '../managerView';
import { listProjects, type ProjectSummary } from '../projectStore';

function byName(a: Folder, b: Folder): number {
  return a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });
}

export function useProjectsLoading(signedIn: boolean, email: string | undefined) {
  const [projects, setProjects] = useState<ProjectSummary[] | null>(null);
  const [folders, setFolders] = useState<Folder[]>([]);

  const refresh = useCallback(async (): Promise<ProjectSummary[]> => {
    const [list, folderList] = await Promise.all([listProjects(), signedIn ? listFolders() : Promise.resolve([])]);
    setProjects(list);
    setFolders(folderList);
    return list;
  }, [signedIn]);

  useEffect(() => {
    void refresh();
  }, [refresh, email]);

  const folderIds = useMemo(() => new Set(folders.map((f) => f.folderId)), [folders]);
  const all = useMemo(() => projects ?? [], [projects]);
  const counts = useMemo(() => folderCounts(all, folderIds), [all, folderIds]);

  /** Moved projects show in their new folder at once, before the server's list is read again. */
  const showMoved = useCallback((ids: string[], folderId: number): void => {
    setProjects((list) => list?.map((p) => (ids.includes(p.id) ? { ...p, folderId } : p)) ?? list);
  }, []);
  const folderAdded = useCallback((folder: Folder): void => setFolders((list) => [...list, folder].sort(byName)), []);
  const folderRenamed = useCallback((renamed: Folder): void => setFolders((list) => list.map((f) => (f.folderId === renamed.folderId ? renamed : f)).sort(byName)), []);

  return { projects, folders, all, folderIds, counts, refresh, showMoved, folderAdded, folderRenamed };
}
