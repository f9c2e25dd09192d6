// Starting a collage: the current work is saved and let go, the new document (the chosen layout on the
// chosen size, white) opens with a project of type collage, the address names that project (a reload
// reopens it), and photos picked for "Auto collage" go into its cells. Photos dropped or pasted go into
// the open collage, or start an auto collage when none is open.
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { notify } from '../../../app/notifications/notifications';
import { report } from '../../../lib/report';
import { createCollageDocument } from '../../../lib/shared/collage/document';
import { autoLayout } from '../../../lib/shared/collage/layouts';
import { OPEN_PROBLEM_KEYS, OpenError } from '../open/openPicture';
import { PROJECT_PARAM } from '../open/useDeepLinkOpen';
import type { EditorProjects } from '../project/useEditorProjects';
import type { EditorController } from '../state/editorController';
import type { Size } from './CanvasSize';
import { addCollageFiles } from './photos';

/** A new collage's canvas when none was chosen (a drop on the start screen): the square preset's. */
const DEFAULT_SIZE: Size = { width: 3000, height: 3000 };

export function useCollageStart(editor: EditorController | null, projects: EditorProjects) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [starting, setStarting] = useState(false);

  const problem = useCallback(
    (error: unknown) => {
      if (error instanceof OpenError) notify({ message: t(OPEN_PROBLEM_KEYS[error.problem], { name: error.fileName }), type: 'error' });
      else {
        report('warning', 'collage did not start', { error: String(error) });
        notify({ message: t('collage_start_failed'), type: 'error' });
      }
    },
    [t],
  );

  const start = useCallback(
    async (layoutId: string, size: Size, files: readonly File[] = []) => {
      if (!editor) return;
      setStarting(true);
      try {
        await projects.flush();
        projects.close();
        const doc = createCollageDocument({ layoutId, width: size.width, height: size.height, background: '#ffffffff' });
        editor.load(doc, null);
        // A layout chosen first: photos next. Photos chosen first: the layout can change next.
        editor.setUi({ category: files.length > 0 ? 'layout' : 'photos' });
        const id = await projects.startCollage(doc);
        if (id) navigate({ pathname: location.pathname, search: `?${PROJECT_PARAM}=${encodeURIComponent(id)}` }, { replace: true });
        if (files.length > 0) await addCollageFiles(editor, files);
      } catch (error) {
        problem(error);
      } finally {
        setStarting(false);
      }
    },
    [editor, projects, navigate, location.pathname, problem],
  );

  const startAuto = useCallback((files: readonly File[], size: Size = DEFAULT_SIZE) => start(autoLayout(Math.max(2, files.length), size.width / size.height).id, size, files), [start]);

  /** Photos dropped or pasted: into the open collage, or an auto collage of them. */
  const dropFiles = useCallback(
    (files: File[]) => {
      if (!editor) return;
      if (editor.document) void addCollageFiles(editor, files).catch(problem);
      else void startAuto(files);
    },
    [editor, startAuto, problem],
  );

  return { starting, start, startAuto, dropFiles };
}
