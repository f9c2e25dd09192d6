// Signed in, projects are moved by dragging them onto a folder: the selection when the dragged project is
// in it, else the one project dragged. A drag that cannot start says why.
import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { draggedProjects, folderOf } from '../managerView';
import type { DragProps } from '../ProjectParts';
import type { ProjectSummary } from '../projectStore';
import { attempt } from './attempt';
import type { Notice } from './useProjectActions';

interface DragInputs {
  signedIn: boolean;
  selected: ReadonlySet<string>;
  all: ProjectSummary[];
  folderIds: ReadonlySet<number>;
  nameOf(p: ProjectSummary): string;
  move(ids: string[], folderId: number): Promise<void>;
  messageFor(key: string): string;
  setNotice(notice: Notice | null): void;
}

export function useProjectDrag({ signedIn, selected, all, folderIds, nameOf, move, messageFor, setNotice }: DragInputs) {
  const { t } = useTranslation();
  /** The projects being dragged, while a drag is under way. */
  const [dragging, setDragging] = useState<string[] | null>(null);

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
      if (key) setNotice({ text: messageFor(key) });
    });
  };

  return { dragging: dragging !== null, dragProps, drop };
}
