// What the user does to projects from the manager: rename, delete (after a confirmation) and move to a
// folder, and the line over the gallery that reports a refusal or explains why a drag did not start.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '../../../app/dialogs/dialogs';
import { moveProjects } from '../folders';
import { errorKey } from '../projectErrors';
import { deleteProject, renameProject, type ProjectSummary } from '../projectStore';

/** A line over the gallery: an error (role alert), or a hint such as why a drag did not start. */
export interface Notice {
  text: string;
  hint?: boolean;
}

interface ActionInputs {
  nameOf(p: ProjectSummary): string;
  refresh(): Promise<ProjectSummary[]>;
  showMoved(ids: string[], folderId: number): void;
  clearSelection(): void;
  forgetSelected(id: string): void;
  countShown(list: readonly ProjectSummary[]): number;
  resetFilters(): void;
}

export function useProjectActions({ nameOf, refresh, showMoved, clearSelection, forgetSelected, countShown, resetFilters }: ActionInputs) {
  const { t, i18n } = useTranslation();
  const [notice, setNotice] = useState<Notice | null>(null);

  /** A refusal's message in the user's language; one we have no words for reads as the generic error. */
  const messageFor = (key: string): string => t(i18n.exists(key) ? key : 'projects_error_generic');

  const rename = async (p: ProjectSummary, name: string): Promise<string | null> => {
    try {
      await renameProject(p.id, name);
      await refresh();
      return null;
    } catch (e) {
      return messageFor(errorKey(e));
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
        forgetSelected(p.id);
        const list = await refresh();
        // Spec: deleting the last project (here: the last one the filters let through) resets the filters,
        // so the manager does not sit on an empty filtered view while other projects exist.
        if (countShown(list) === 0) {
          resetFilters();
          clearSelection();
        }
      },
    });
  };

  const move = async (ids: string[], folderId: number): Promise<void> => {
    setNotice(null);
    await moveProjects(ids, folderId);
    // The list follows at once; the server's list is read again behind it.
    showMoved(ids, folderId);
    clearSelection();
    void refresh().catch(() => setNotice({ text: t('projects_error_generic') }));
  };

  return { notice, setNotice, messageFor, rename, remove, move };
}
