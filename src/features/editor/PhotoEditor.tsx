// The photo editor screen: top bar, tool rail and panel, the canvas, and — with nothing open — every way
// to open a picture. The collage maker (issue 15) and the designer (issue 16) are this screen on a document
// of their section, with their own rail, panels and start screen. It starts the engine, opens what the
// address asks for (a tool, ?image=<sample>, ?photo=<path>, ?project=<id>, a shared image; the opening
// itself is usePictureOpening), keeps the project autosaving and tells the shell whether work is open (the
// leave confirmation and the update flow read it).
import { Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { notify } from '../../app/notifications/notifications';
import { appSectionState } from '../../app/routing/appState';
import { showToast } from '../../app/toasts/toasts';
import type { ParsedDeepLink } from '../../lib/deeplink/parse';
import type { History } from '../../lib/shared/editor/history';
import type { ToolSpec } from '../../lib/shared/editor/tools';
import type { SiteLanguage } from '../../lib/shared/languages';
import { createStore } from '../../lib/store';
import { requireSignIn } from '../auth';
import { PrintModal } from '../print';
import { CanvasStage } from './canvas/CanvasStage';
import { EditorContext, useSlice } from './EditorContext';
import type { EngineEvent } from './engineClient';
import { ExportDialog } from './export/ExportDialog';
import { originalBytes } from './export/photoMetadata';
import { SaveToPhotosDialog } from './export/SaveToPhotosDialog';
import { CameraDialog } from './open/CameraDialog';
import { deepLinkTool } from './open/deepLinkTool';
import { EmptyState } from './open/EmptyState';
import { ReplaceWorkDialog } from './open/ReplaceWorkDialog';
import { usePictureOpening } from './open/usePictureOpening';
import { useDeepLinkOpen } from './open/useDeepLinkOpen';
import { useDropAndPaste } from './open/useDropAndPaste';
import { LayersPanel } from './panels/layers/LayersPanel';
import { ToolPanel, ToolRail } from './panels/ToolPanel';
import { useEditorProjects } from './project/useEditorProjects';
import { CollagePanel } from './collage/CollagePanel';
import { CollageRail } from './collage/CollageRail';
import { CollageHostContext } from './collage/collageHost';
import { CollageStart } from './collage/CollageStart';
import { setCollageAssetSink } from './collage/photos';
import { useCollageStart } from './collage/useCollageStart';
import { useCollageUi } from './collage/useCollageUi';
import { useContinueInDesigner } from './collage/useContinueInDesigner';
import { designerStartOf } from '../../lib/deeplink/designer';
import { DesignerLayers } from './designer/arrange/DesignerLayers';
import { useDesignerKeys } from './designer/arrange/useDesignerKeys';
import { DesignerPanel } from './designer/DesignerPanel';
import { DesignerRail } from './designer/DesignerRail';
import { addDesignerPhotos, setDesignerAssetSink } from './designer/photos';
import { setToolAssetSink } from './tools/shared/pixels';
import { DesignerHostContext } from './designer/start/designerHost';
import { DesignerStart } from './designer/start/DesignerStart';
import { useDesignerPanelFollow } from './designer/start/useDesignerPanelFollow';
import { templateProblemMessage, useDesignerStart } from './designer/useDesignerStart';
import { EditorTopBar } from './shell/EditorTopBar';
import { installTestHook } from './shell/testHook';
import { useEditorEngine } from './shell/useEditorEngine';
import { useEditorKeys } from './shell/useEditorKeys';
import { useEditorSession } from './shell/useEditorSession';
import './editor.css';

type Dialog = { kind: 'export' } | { kind: 'print' } | { kind: 'save' } | { kind: 'camera' } | { kind: 'replace'; thumbnail: string | null; answer: (open: boolean) => void } | null;

const NO_HISTORY = createStore<History | null>(null);

export interface PhotoEditorProps {
  link: ParsedDeepLink | null;
  lang: SiteLanguage;
  /** Shown in the empty editor: the share pickup's card or message. */
  children?: ReactNode;
}

export default function PhotoEditor({ link, lang, children }: PhotoEditorProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const onEngineEvent = useCallback(
    (event: EngineEvent) => {
      if (event.type === 'contextlost') showToast({ message: t('editor_notice_context_lost'), autoDismissMs: 4000 });
      else if (event.type === 'contextrestored') showToast({ message: t('editor_notice_context_restored'), kind: 'success', autoDismissMs: 3000 });
      else notify({ message: t('editor_notice_cpu_fallback'), type: 'warning' });
    },
    [t],
  );
  const engine = useEditorEngine(onEngineEvent);
  const editor = engine.kind === 'ready' ? engine.editor : null;
  const hasDocument = useSlice(editor?.history ?? NO_HISTORY, (h) => h !== null);
  const section = link?.sectionId ?? 'editor';
  // The collage maker is this editor on a document of section 'collage' (issue 15).
  const collageRoute = section === 'collage';
  const isCollage = useSlice(editor?.history ?? NO_HISTORY, (h) => h?.present.section === 'collage');
  // The designer too, on a document of section 'designer' (issue 16).
  const designerRoute = section === 'designer';
  const isDesigner = useSlice(editor?.history ?? NO_HISTORY, (h) => h?.present.section === 'designer');
  const projects = useEditorProjects(editor, hasDocument, collageRoute ? 'collage' : designerRoute ? 'designer' : 'editor');
  const collage = useCollageStart(editor, projects);
  const designer = useDesignerStart(editor, projects);
  const designerLink = useMemo(() => designerStartOf(link), [link]);
  useCollageUi(editor);
  useDesignerPanelFollow(editor);
  useEffect(() => (editor ? setCollageAssetSink(editor, projects.addAsset) : undefined), [editor, projects.addAsset]);
  useEffect(() => (editor ? setDesignerAssetSink(editor, projects.addAsset) : undefined), [editor, projects.addAsset]);
  useEffect(() => (editor ? setToolAssetSink(editor, projects.addAsset) : undefined), [editor, projects.addAsset]);
  const designerHost = useMemo(() => ({ addAsset: projects.addAsset }), [projects.addAsset]);
  // "Continue in designer" from the collage's Layout panel: a new design project of the collage.
  const collageHost = useContinueInDesigner(editor, projects, lang);
  const [dialog, setDialog] = useState<Dialog>(null);
  const pendingTool = useRef<ToolSpec | null>(null);

  useEffect(() => (editor ? installTestHook(editor) : undefined), [editor]);

  // The shell's view of the work: open while a document is, saved when the autosave has it all.
  useEffect(() => {
    appSectionState.set({ open: hasDocument, fullyAutosaved: !hasDocument || projects.fullyAutosaved });
  }, [hasDocument, projects.fullyAutosaved]);
  useEffect(() => () => appSectionState.set({ open: false, fullyAutosaved: true }), []);

  const { opening, sourceName, setSourceName, openFrom, openFile, openSample, openUrl, openLibrary, openProject, openBlob, unknownSample } = usePictureOpening(engine, projects, pendingTool);

  const askReplace = useCallback((thumbnail: string | null) => new Promise<boolean>((resolve) => setDialog({ kind: 'replace', thumbnail, answer: (open) => (setDialog(null), resolve(open)) })), []);

  useDeepLinkOpen({ editor, link, hasDocument, pendingTool, openUrl, openSample, openProject, openBlob, unknownSample, askReplace, flush: projects.flush, currentProjectId: projects.currentProjectId });

  // A template the address names opens once, unless the address also names a project.
  const linkedTemplate = designerRoute ? designerLink.templateId : null;
  const startTemplate = designer.startTemplate;
  const openedTemplate = useRef<string | null>(null);
  useEffect(() => {
    if (!editor || !linkedTemplate || hasDocument || openedTemplate.current === linkedTemplate) return;
    if (new URLSearchParams(location.search).has('project')) return;
    openedTemplate.current = linkedTemplate;
    void startTemplate(linkedTemplate);
  }, [editor, linkedTemplate, hasDocument, location.search, startTemplate]);

  useEditorKeys(editor, dialog === null);
  useDesignerKeys(editor, dialog === null && isDesigner);
  useEditorSession(editor);
  const dropOnDesigner = useCallback(
    (files: File[]) => {
      if (editor?.document) void addDesignerPhotos(editor, files).catch((error: unknown) => notify({ message: templateProblemMessage(error, t), type: 'error' }));
      else void designer.startWithPhotos(files, designerLink.category);
    },
    [editor, designer, designerLink.category, t],
  );
  const dragging = useDropAndPaste(openFile, dialog === null, designerRoute || isDesigner ? dropOnDesigner : collageRoute || isCollage ? collage.dropFiles : undefined);

  const startNew = useCallback(async () => {
    if (!editor) return;
    await projects.flush();
    projects.close();
    editor.close();
    setSourceName(null);
    navigate({ pathname: location.pathname, search: '' }, { replace: true });
  }, [editor, projects, navigate, location.pathname, setSourceName]);

  const names = useMemo(() => ({ projectName: projects.projectName, originalName: sourceName }), [projects.projectName, sourceName]);
  // A deep link naming a tool the editor does not have (a mistyped or outdated link): say so, and offer the editor.
  const unavailable = link?.type && !collageRoute && !designerRoute && !deepLinkTool(link.type) ? link.type : null;
  const doc = editor?.document ?? null;
  const picture = editor && doc ? editor.pictureSize(doc) : null;

  const engineFailed = engine.kind === 'failed' && (
    <p className="px-ed-notice px-ed-notice--error" role="alert" data-testid="editor-failed">
      {t('eui_engine_failed')}
    </p>
  );
  const empty = designerRoute ? (
    <DesignerStart
      start={designerLink}
      onBlank={(size) => void designer.startBlank(size)}
      onTemplate={(template) => void designer.startTemplate(template.id)}
      onProject={(id) => void openProject(id)}
      recent={projects.recent}
      dragging={dragging}
      busy={opening || designer.starting || engine.kind !== 'ready'}
    >
      {engineFailed}
    </DesignerStart>
  ) : collageRoute ? (
    <CollageStart onLayout={(layout, size) => void collage.start(layout.id, size)} onAuto={(files, size) => void collage.startAuto(files, size)} onProject={(id) => void openProject(id)} recent={projects.recent} dragging={dragging} busy={opening || collage.starting || engine.kind !== 'ready'}>
      {engineFailed}
    </CollageStart>
  ) : (
    <EmptyState onFile={openFile} onCamera={() => setDialog({ kind: 'camera' })} onLibrary={() => void openLibrary()} onSample={(s) => void openSample(s)} onProject={(id) => void openProject(id)} recent={projects.recent} dragging={dragging} busy={opening}>
      {engineFailed}
      {unavailable && (
        <p className="px-ed-notice" role="status" data-testid="tool-unavailable">
          {t('eui_tool_unavailable', { tool: t(`dashboard_tool_${unavailable.replace(/-/g, '_')}`, { defaultValue: unavailable }) })}
        </p>
      )}
    </EmptyState>
  );

  const mode = hasDocument ? (isDesigner ? 'designer' : isCollage ? 'collage' : 'photo') : designerRoute ? 'designer' : collageRoute ? 'collage' : 'photo';

  return (
    <div className={`px-ed ${hasDocument ? 'has-document' : 'is-empty'}`} data-testid="photo-editor" data-mode={mode} data-engine={engine.kind} data-backend={editor?.engineInfo.backend ?? ''}>
      <EditorContext.Provider value={editor}>
      <DesignerHostContext.Provider value={designerHost}>
      <CollageHostContext.Provider value={collageHost}>
        <EditorTopBar
          lang={lang}
          section={section}
          hasDocument={hasDocument}
          projectStatus={projects.status}
          onNew={() => void startNew()}
          onExport={() => setDialog({ kind: 'export' })}
          onSave={() => requireSignIn(() => setDialog({ kind: 'save' }), 'eui_sign_in_to_save')}
        />
        <div className="px-ed-main">
          {editor && hasDocument && (isDesigner ? <DesignerRail /> : isCollage ? <CollageRail /> : <ToolRail />)}
          {editor && hasDocument && (isDesigner ? <DesignerPanel /> : isCollage ? <CollagePanel /> : <ToolPanel />)}
          {engine.kind === 'ready' && <CanvasStage canvas={engine.canvas} showLoading={hasDocument && !opening} />}
          {/* A collage's photos are its cells (the Photos panel); its texts are in the Text panel. A design has its own layers panel. */}
          {editor && hasDocument && isDesigner && <DesignerLayers onPhotoAsset={projects.addAsset} />}
          {editor && hasDocument && !isCollage && !isDesigner && <LayersPanel onPhotoAsset={projects.addAsset} />}
          {!hasDocument && empty}
          {/* Always mounted, in one place: the share pickup must not start over when a picture opens. */}
          <div className="px-ed-notices">{children}</div>
          {(opening || designer.starting) && (
            <div className="px-ed-opening" role="status" data-testid="editor-opening">
              <div className="px-spinner" />
              <span>{t('eui_opening')}</span>
            </div>
          )}
        </div>
        {editor && dialog?.kind === 'export' && doc && picture && <ExportDialog editor={editor} document={doc} picture={picture} names={names} loadOriginal={isCollage || isDesigner ? undefined : () => originalBytes(projects.projectId, doc)} onClose={() => setDialog(null)} onPrint={() => requireSignIn(() => setDialog({ kind: 'print' }), 'print_sign_in')} />}
        {editor && dialog?.kind === 'print' && doc && picture && (
          <Suspense fallback={null}>
            <PrintModal picture={picture} renderPicture={async (signal) => (await editor.exportImage(doc, { type: 'image/jpeg', quality: 0.92, width: picture.width, height: picture.height }, { signal })).blob} onClose={() => setDialog(null)} />
          </Suspense>
        )}
        {editor && dialog?.kind === 'save' && doc && <SaveToPhotosDialog editor={editor} document={doc} names={names} onClose={() => setDialog(null)} />}
        {dialog?.kind === 'camera' && (
          <CameraDialog
            onClose={() => setDialog(null)}
            onPhoto={(blob) => {
              setDialog(null);
              void openFrom(async () => ({ blob, name: `camera-${new Date().toISOString().slice(0, 10)}.jpg` }), 'camera.jpg');
            }}
          />
        )}
        {dialog?.kind === 'replace' && <ReplaceWorkDialog thumbnail={dialog.thumbnail} onAnswer={dialog.answer} />}
      </CollageHostContext.Provider>
      </DesignerHostContext.Provider>
      </EditorContext.Provider>
    </div>
  );
}
