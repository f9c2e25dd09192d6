// Opening pictures in the editor: from a file, a sample, an address, the image library, the camera or a
// shared image, and opening a saved project. A picture chosen while the engine is still starting opens as
// soon as it runs; the current work is saved before anything replaces it; problems become messages.
import { useCallback, useEffect, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { notify } from '../../../app/notifications/notifications';
import { report } from '../../../lib/report';
import type { ToolSpec } from '../../../lib/shared/editor/tools';
import { openImageLibrary } from '../../library';
import { imagePathOf } from '../../photos';
import type { EngineStatus } from '../shell/useEditorEngine';
import type { EditorController, PictureSource } from '../state/editorController';
import { resetToolUse } from '../state/featureUse';
import type { EditorProjects, OpenedProject } from '../project/useEditorProjects';
import { startDeepLinkTool } from './deepLinkTool';
import { OpenError, OPEN_PROBLEM_KEYS, openPicture } from './openPicture';
import { fetchImage, pictureName, sampleUrl, type Sample } from './sources';

export function usePictureOpening(engine: EngineStatus, projects: EditorProjects, pendingToolRef: RefObject<ToolSpec | null>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [opening, setOpening] = useState(false);
  const [sourceName, setSourceName] = useState<string | null>(null);
  // A picture chosen while the engine is still starting opens as soon as it runs.
  const [whenReady] = useState(() => {
    let resolve: (editor: EditorController | null) => void = () => undefined;
    const promise = new Promise<EditorController | null>((r) => (resolve = r));
    return { promise, resolve };
  });
  useEffect(() => {
    if (engine.kind === 'ready') whenReady.resolve(engine.editor);
    else if (engine.kind === 'failed') whenReady.resolve(null);
  }, [engine, whenReady]);
  const showProblem = useCallback(
    (error: unknown, fallbackName: string) => {
      const problem = error instanceof OpenError ? error : new OpenError('fetch', fallbackName);
      if (!(error instanceof OpenError)) report('warning', 'picture did not open', { error: String(error) });
      notify({ message: t(OPEN_PROBLEM_KEYS[problem.problem], { name: problem.fileName }), type: 'error' });
    },
    [t],
  );

  /** The picture is open: the scaled-down notice, the project, the address that reopens it. */
  const opened = useCallback(
    async (target: EditorController, source: PictureSource, blob: Blob) => {
      resetToolUse();
      setSourceName(source.name);
      // The tool the address named starts on the first picture.
      const tool = pendingToolRef.current;
      pendingToolRef.current = null;
      if (tool) startDeepLinkTool(target, tool);
      if (source.scaledDown) {
        notify({ message: t('editor_notice_image_scaled', { width: source.originalWidth, height: source.originalHeight, scaledWidth: source.width, scaledHeight: source.height }), type: 'warning' });
      }
      const doc = target.document;
      const id = doc ? await projects.startProject(doc, source, blob) : null;
      if (id) navigate({ pathname: location.pathname, search: `?project=${encodeURIComponent(id)}` }, { replace: true });
    },
    [t, projects, navigate, location.pathname, pendingToolRef],
  );

  /** Opens a picture from somewhere (file, sample, photo, library); the current work is saved first. */
  const openFrom = useCallback(
    async (load: () => Promise<{ blob: Blob; name: string }>, fallbackName: string): Promise<boolean> => {
      setOpening(true);
      try {
        const editor = await whenReady.promise;
        if (!editor) return false;
        const { blob, name } = await load();
        // The current work is saved, and stops receiving edits, before the new picture replaces it.
        await projects.flush();
        projects.close();
        const source = await openPicture(editor, blob, name);
        await opened(editor, source, blob);
        return true;
      } catch (error) {
        showProblem(error, fallbackName);
        return false;
      } finally {
        setOpening(false);
      }
    },
    [whenReady, projects, opened, showProblem],
  );

  const openFile = useCallback((file: File) => void openFrom(async () => ({ blob: file, name: file.name }), file.name), [openFrom]);
  const openSample = useCallback((sample: Sample) => openFrom(async () => ({ blob: await fetchImage(sampleUrl(sample)), name: sample.file }), sample.file), [openFrom]);
  // A user's photo is named by its title (its path only holds a storage id), "Untitled" without one.
  const openUrl = useCallback(
    (url: string, title?: string) => {
      const name = pictureName(url, title?.trim() || (imagePathOf(url) ? t('eui_untitled') : undefined));
      return openFrom(async () => ({ blob: await fetchImage(url), name }), name);
    },
    [openFrom, t],
  );
  const openLibrary = useCallback(async () => {
    const image = await openImageLibrary();
    if (image) await openUrl(image.imageURL, image.title);
  }, [openUrl]);

  const openProject = useCallback(
    async (id: string): Promise<OpenedProject | null> => {
      setOpening(true);
      try {
        const editor = await whenReady.promise;
        if (!editor) return null;
        await projects.flush();
        const project = await projects.load(id);
        if (!project) {
          notify({ message: t('eui_project_missing'), type: 'error' });
          return null;
        }
        await Promise.all(project.images.map((image) => editor.loadImage(image.imageId, image.blob)));
        projects.close();
        const first = project.document.layers.find((l) => l.kind === 'image');
        editor.load(project.document, first && first.kind === 'image' ? { name: project.name, imageId: first.imageId, width: first.width, height: first.height, originalWidth: first.width, originalHeight: first.height, scaledDown: false } : null, project.history);
        if (project.historyDropped) notify({ message: t('history_dropped'), type: 'warning' });
        projects.adopt(project);
        resetToolUse();
        setSourceName(project.name);
        // The address names the project (a Recent tile opens it from a bare /create/), so a reload reopens it.
        const query = new URLSearchParams(window.location.search);
        if (query.get('project') !== id) navigate({ pathname: window.location.pathname, search: `?project=${encodeURIComponent(id)}` }, { replace: true });
        return project;
      } catch (error) {
        report('warning', 'project did not open', { error: String(error) });
        notify({ message: t('eui_project_missing'), type: 'error' });
        return null;
      } finally {
        setOpening(false);
      }
    },
    [whenReady, projects, t, navigate],
  );

  const openBlob = useCallback((blob: Blob, name: string) => openFrom(async () => ({ blob, name }), name), [openFrom]);
  const unknownSample = useCallback((name: string) => showProblem(new OpenError('fetch', name), name), [showProblem]);

  return { opening, sourceName, setSourceName, openFrom, openFile, openSample, openUrl, openLibrary, openProject, openBlob, unknownSample };
}
