// What the address asks the editor to open (spec §2.2, §3): the tool a deep link names, a sample
// (?image=coffee), one of the user's photos (?photo=/img/…), a project (?project=<id>, the resume and
// reload link), and the image queued by the share pickup — with its queue behavior: ask first, save the
// current work first, or open as new.
import { useEffect, useRef, type MutableRefObject } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useStore } from '../../../app/useStore';
import type { ParsedDeepLink } from '../../../lib/deeplink/parse';
import { report } from '../../../lib/report';
import type { ToolSpec } from '../../../lib/shared/editor/tools';
import { queuedDeepLink } from '../../offline';
import { photoTitleToOpen, photoToOpen } from '../../photos';
import type { EditorController } from '../state/editorController';
import { deepLinkTool, showDeepLinkTool } from './deepLinkTool';
import { SHARED_IMAGE_HASHES } from '../../../lib/deeplink/parse';
import { queuedStep } from './queuedImage';
import { sampleById, type Sample } from './sources';

export const PROJECT_PARAM = 'project';
const SHARED_HASHES = Object.keys(SHARED_IMAGE_HASHES);

interface DeepLinkOpenOptions {
  editor: EditorController | null;
  link: ParsedDeepLink | null;
  hasDocument: boolean;
  /** The tool to start on the next picture opened (set here from the link, used by the opener). */
  pendingTool: MutableRefObject<ToolSpec | null>;
  openUrl(url: string, title?: string): Promise<boolean>;
  openSample(sample: Sample): Promise<boolean>;
  openProject(id: string): Promise<unknown>;
  openBlob(blob: Blob, name: string): Promise<boolean>;
  /** A sample name that is not one of the shipped samples. */
  unknownSample(name: string): void;
  askReplace(thumbnail: string | null): Promise<boolean>;
  flush(): Promise<void>;
  currentProjectId(): string | null;
}

export function useDeepLinkOpen(options: DeepLinkOpenOptions): void {
  const { editor, link } = options;
  const location = useLocation();
  const navigate = useNavigate();
  const queued = useStore(queuedDeepLink);
  const latest = useRef(options);
  latest.current = options;
  const handledSearch = useRef<string | null>(null);

  // The named tool: its panel now, its start when a picture opens.
  const type = link?.type ?? null;
  useEffect(() => {
    const tool = deepLinkTool(type);
    latest.current.pendingTool.current = tool;
    if (tool && editor) showDeepLinkTool(editor, tool);
  }, [type, editor]);

  // The query names something to open.
  useEffect(() => {
    if (!editor || handledSearch.current === location.search) return;
    handledSearch.current = location.search;
    const o = latest.current;
    const query = new URLSearchParams(location.search);
    const project = query.get(PROJECT_PARAM);
    if (project) {
      if (project !== o.currentProjectId()) {
        // A project opens as it was saved: the link's tool shows its panel but changes nothing.
        o.pendingTool.current = null;
        void o.openProject(project);
      }
      return;
    }
    // A sample or a photo named in the address opens (the current work is saved first); once open, the
    // address names its project instead, so this happens once.
    if (link?.sampleImage) {
      const sample = sampleById(link.sampleImage);
      if (sample) void o.openSample(sample);
      else o.unknownSample(link.sampleImage);
      return;
    }
    const photo = photoToOpen(location.search);
    if (photo) void o.openUrl(photo, photoTitleToOpen(location.search) ?? undefined);
  }, [editor, location.search, link?.sampleImage]);

  // An image queued by the share pickup (or a project queued by the projects area).
  useEffect(() => {
    if (!editor || !queued) return;
    const image = queued.queuedImage;
    const project = queued.queuedProject;
    if (!image && !project) return;
    // Taken: the pickup stops showing it, and the address stops naming it (a reload would find it gone).
    queuedDeepLink.set(null);
    if (SHARED_HASHES.includes(window.location.hash.slice(1))) navigate({ pathname: window.location.pathname, search: window.location.search }, { replace: true });
    void (async () => {
      const o = latest.current;
      const queue = (image ?? project)!;
      const step = queuedStep(queue.behavior, o.hasDocument);
      try {
        if (step === 'ask_then_open') {
          const thumbnail = (await queue.getThumbnail?.().catch(() => null)) ?? null;
          if (!(await o.askReplace(thumbnail))) {
            // Declined: the image leaves the queue (its loader removes it from the device).
            if (image) await image.loadImage().catch(() => undefined);
            return;
          }
        }
        // Every way keeps the current work: it is saved to its project before anything replaces it.
        await o.flush();
        if (image) {
          const blob = await image.loadImage();
          await o.openBlob(blob, blob instanceof File ? blob.name : sharedName(blob));
        } else if (project) {
          const id = await project.loadProject();
          if (typeof id === 'string') await o.openProject(id);
        }
      } catch (error) {
        report('warning', 'queued item did not open', { error: String(error) });
      }
    })();
  }, [editor, queued, navigate]);
}

function sharedName(blob: Blob): string {
  const ext = blob.type.split('/')[1]?.replace('jpeg', 'jpg') ?? 'jpg';
  return `shared-image.${ext}`;
}
