// The editor's side of projects (the projects area keeps them in Dexie and syncs them, projectStore.ts): a
// new picture becomes a project, every edit goes to its throttled autosave, a small thumbnail follows a
// moment after the picture settles, and a project opens back into the editor with its images. After a
// conflict the edits continue in the copy holding this device's version, and the address follows it.
import { createElement, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate, useLocation } from 'react-router-dom';
import { useStore } from '../../../app/useStore';
import { report } from '../../../lib/report';
import type { History } from '../../../lib/shared/editor/history';
import { encodeHistory, readSavedHistory } from '../../../lib/shared/editor/savedHistory';
import type { EditorDocument } from '../../../lib/shared/editor/types';
import type { ProjectType } from '../../../lib/shared/projects';
import { currentUser } from '../../../lib/user';
import { ProjectStatus, autosaveState, createProject, defaultProjectName, flushProject, listProjects, loadProject, saveProject, type ProjectSummary } from '../../projects';
import { currentOwner } from '../../../lib/settings/settingsStore';
import { isAbortError } from '../engineClient';
import { isFontAssetId } from '../../../lib/userFonts/file';
import { registerProjectFonts } from '../../../lib/userFonts/store';
import type { EditorController, PictureSource } from '../state/editorController';
import { PROJECT_PARAM } from '../open/useDeepLinkOpen';

/** The project thumbnail's longest side, and how long the picture must rest before one is made. */
export const THUMBNAIL_SIDE = 400;
export const THUMBNAIL_DELAY_MS = 2500;
const RECENT_COUNT = 8;

export interface OpenedProject {
  id: string;
  name: string;
  document: EditorDocument;
  images: Array<{ imageId: string; blob: Blob }>;
  /** The undo history saved with it (empty for a project from before; `historyDropped` when unreadable). */
  history: History;
  historyDropped: boolean;
}

export interface EditorProjects {
  recent: readonly ProjectSummary[];
  status: ReactNode;
  fullyAutosaved: boolean;
  projectId: string | null;
  /** The project edits go to right now (read when deciding whether a link names another one). */
  currentProjectId(): string | null;
  projectName: string | null;
  /** Makes a project of a picture just opened; its id. */
  startProject(document: EditorDocument, source: PictureSource, blob: Blob): Promise<string | null>;
  /** Makes a project of a new collage (no photos yet; they join as assets): its id. */
  startCollage(document: EditorDocument): Promise<string | null>;
  /**
   * Makes a project of type designer of a new design (issue 16): blank, or a template with its pictures
   * (`assets`, by the document's imageIds) and its name. Its id.
   */
  startDesigner(document: EditorDocument, options?: { assets?: ReadonlyMap<string, Blob>; name?: string }): Promise<string | null>;
  /** Autosaves the rest of the work now (before replacing it, leaving, or an update). */
  flush(): Promise<void>;
  load(id: string): Promise<OpenedProject | null>;
  /** The project opened into the editor is the one edits now go to. */
  adopt(project: OpenedProject): void;
  /** Edits stop going to the project (another picture is about to open, or the editor empties). */
  close(): void;
  /** Keeps a picture added as a layer with the project, together with the document that uses it. */
  addAsset(imageId: string, blob: Blob, document: EditorDocument): void;
}

/** A project is named after its picture: the file name without its extension. */
export function projectNameFor(source: Pick<PictureSource, 'name'>): string | undefined {
  const name = source.name.replace(/\.[a-z0-9]{2,5}$/i, '').trim();
  return name || undefined;
}

/** `section`: whose projects the empty screen lists as recent (the editor's, the collage maker's or the designer's). */
export function useEditorProjects(editor: EditorController | null, hasDocument: boolean, section: ProjectType = 'editor'): EditorProjects {
  const navigate = useNavigate();
  const location = useLocation();
  const autosave = useStore(autosaveState);
  const user = useStore(currentUser);
  const [project, setProject] = useState<{ id: string; name: string } | null>(null);
  const current = useRef<{ id: string; name: string } | null>(null);
  const [recent, setRecent] = useState<ProjectSummary[]>([]);

  const attach = useCallback((next: { id: string; name: string } | null) => {
    current.current = next;
    setProject(next);
  }, []);

  // A thumbnail of the picture for the project lists, made once the picture rests (and before leaving it).
  const thumbnails = useRef<{ schedule(): void; now(): Promise<void> }>({ schedule: () => undefined, now: async () => undefined });

  // Every edit goes to the project's autosave, with the undo history that leads to it (issue 14).
  useEffect(() => {
    if (!editor) return;
    const savedHistory = (doc: EditorDocument): unknown => {
      const history = editor.history.get();
      return history && history.present === doc ? encodeHistory(history) : undefined;
    };
    let saved: EditorDocument | null = editor.document;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let pending = false;
    let job: AbortController | null = null;
    const make = async (): Promise<void> => {
      const target = current.current;
      const doc = editor.document;
      clearTimeout(timer);
      if (!target || !doc) return;
      job?.abort();
      const controller = new AbortController();
      job = controller;
      try {
        const thumbnail = await editor.projectThumbnail(doc, THUMBNAIL_SIDE, controller.signal);
        // Still the same project and picture: the thumbnail goes with the document it shows.
        if (current.current?.id === target.id && editor.document === doc) {
          saveProject(target.id, doc, undefined, { thumbnail, history: savedHistory(doc) });
          pending = false;
        }
      } catch (error) {
        // Interrupted by the preview (the user is working): later.
        if (isAbortError(error)) {
          if (!controller.signal.aborted || job === controller) schedule();
        } else report('warning', 'project thumbnail failed', { error: String(error) });
      }
    };
    const schedule = (): void => {
      pending = true;
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (editor.ui.get().interactive) schedule();
        else void make();
      }, THUMBNAIL_DELAY_MS);
    };
    thumbnails.current = { schedule, now: async () => (pending ? make() : undefined) };
    const unsubscribe = editor.history.subscribe(() => {
      const doc = editor.document;
      const target = current.current;
      if (!doc || doc === saved) return;
      saved = doc;
      if (!target) return;
      saveProject(target.id, doc, undefined, { history: savedHistory(doc) });
      schedule();
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
      job?.abort();
      thumbnails.current = { schedule: () => undefined, now: async () => undefined };
    };
  }, [editor]);

  // After a conflict the device's version lives on in a copy: follow it, so a reload opens that copy.
  useEffect(() => {
    const open = current.current;
    const conflict = autosave.conflict;
    if (!open || !conflict || conflict.originalId !== open.id || autosave.projectId !== conflict.copyId) return;
    attach({ id: conflict.copyId, name: open.name });
    const query = new URLSearchParams(location.search);
    query.set(PROJECT_PARAM, conflict.copyId);
    navigate({ pathname: location.pathname, search: `?${query.toString()}` }, { replace: true });
  }, [autosave.conflict, autosave.projectId, attach, navigate, location.pathname, location.search]);

  // Recent projects for the empty editor (this device's and, signed in, the server's).
  useEffect(() => {
    if (hasDocument) return;
    let cancelled = false;
    listProjects()
      .then((list) => {
        if (!cancelled) setRecent(list.filter((p) => p.section === section).slice(0, RECENT_COUNT));
      })
      .catch((error: unknown) => report('warning', 'recent projects not listed', { error: String(error) }));
    return () => {
      cancelled = true;
    };
  }, [hasDocument, user?.email, section]);

  const startProject = useCallback(
    async (document: EditorDocument, source: PictureSource, blob: Blob): Promise<string | null> => {
      const id = await createProject({ section: 'editor', document, assets: { [source.imageId]: blob }, name: projectNameFor(source) });
      attach({ id, name: projectNameFor(source) ?? source.name });
      thumbnails.current.schedule();
      return id;
    },
    [attach],
  );

  // Named by the projects area (defaultProjectName('collage')); the thumbnail follows the first photos.
  const startCollage = useCallback(
    async (document: EditorDocument): Promise<string | null> => {
      const name = defaultProjectName('collage');
      const id = await createProject({ section: 'collage', document, assets: {}, name });
      attach({ id, name });
      thumbnails.current.schedule();
      return id;
    },
    [attach],
  );

  // A design is named after its template, or by the projects area (defaultProjectName('designer')).
  const startDesigner = useCallback(
    async (document: EditorDocument, options: { assets?: ReadonlyMap<string, Blob>; name?: string } = {}): Promise<string | null> => {
      const name = options.name?.trim() || defaultProjectName('designer');
      const id = await createProject({ section: 'designer', document, assets: Object.fromEntries(options.assets ?? []), name });
      attach({ id, name });
      thumbnails.current.schedule();
      return id;
    },
    [attach],
  );

  const flush = useCallback(async () => {
    const open = current.current;
    if (!open) return;
    // A thumbnail still to come is made now (within a moment: leaving must not wait long for it).
    await Promise.race([thumbnails.current.now().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 3000))]);
    await flushProject(open.id).catch((error: unknown) => report('warning', 'project flush failed', { error: String(error) }));
  }, []);

  const load = useCallback(async (id: string): Promise<OpenedProject | null> => {
    const loaded = await loadProject(id);
    if (!loaded) return null;
    const { history, dropped } = readSavedHistory(loaded.history, loaded.document, loaded.project.document);
    if (dropped) report('warning', 'a project’s undo history could not be read', { id });
    // The design's own fonts (issue 16) are known before its first frame; they are not pictures.
    await registerProjectFonts(currentOwner(), Object.entries(loaded.assets));
    const images = Object.entries(loaded.assets).filter(([imageId]) => !isFontAssetId(imageId));
    return { id: loaded.project.id, name: loaded.project.name, document: loaded.document, images: images.map(([imageId, blob]) => ({ imageId, blob })), history, historyDropped: dropped };
  }, []);

  const adopt = useCallback((opened: OpenedProject) => attach({ id: opened.id, name: opened.name }), [attach]);
  const close = useCallback(() => attach(null), [attach]);
  const currentProjectId = useCallback(() => current.current?.id ?? null, []);
  // Saved with the document that first uses it, before that document reaches the history and autosave.
  const addAsset = useCallback((imageId: string, blob: Blob, document: EditorDocument) => {
    const target = current.current;
    if (target) saveProject(target.id, document, { [imageId]: blob });
  }, []);

  const status = useMemo(() => (project && hasDocument ? createElement(ProjectStatus) : null), [project, hasDocument]);
  const fullyAutosaved = autosave.fullyAutosaved;

  return useMemo(
    () => ({ recent, status, fullyAutosaved, projectId: project?.id ?? null, currentProjectId, projectName: project?.name ?? null, startProject, startCollage, startDesigner, flush, load, adopt, close, addAsset }),
    [recent, status, fullyAutosaved, project, currentProjectId, startProject, startCollage, startDesigner, flush, load, adopt, close, addAsset],
  );
}
