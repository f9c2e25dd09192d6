// Starting a design (issue 16): blank on a format or a custom size, or from a template. A template's
// pictures are fetched (the service worker answers offline for the shipped ones), loaded into the engine
// with the editor's picture loading — the engine names them, so the document's imageIds are rewritten to
// the engine's — and kept with the project as its assets, so the design reopens exactly, offline too. The
// current work is saved and let go first; the address names the new project (a reload reopens it).
// Inside an open design a template replaces the work as one undo step (TemplatesPanel).
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { notify } from '../../../app/notifications/notifications';
import { report } from '../../../lib/report';
import { newDesignerDocument, sizeOfFormat, type DesignerSize } from '../../../lib/shared/designer/document';
import { loadTemplate, TemplateError, type TemplateSummary } from '../../../lib/shared/designer/templates';
import { restoreDocument } from '../../../lib/shared/editor/restore';
import type { EditorDocument, Layer } from '../../../lib/shared/editor/types';
import { loadPicture, OPEN_PROBLEM_KEYS, OpenError } from '../open/openPicture';
import { fetchImage } from '../open/sources';
import { PROJECT_PARAM } from '../open/useDeepLinkOpen';
import type { EditorProjects } from '../project/useEditorProjects';
import type { EditorController } from '../state/editorController';
import { addDesignerPhotos } from './photos';
import { selectionPatch } from '../state/selection';

/** Why a template did not open; each is a message key of the designerStart namespace. */
export type TemplateProblem = 'template_not_found' | 'template_unreadable' | 'template_offline';

export const TEMPLATE_PROBLEM_KEYS: Readonly<Record<TemplateProblem, string>> = {
  template_not_found: 'designer_start_error_not_found',
  template_unreadable: 'designer_start_error_unreadable',
  template_offline: 'designer_start_error_offline',
};

export class TemplateOpenError extends Error {
  constructor(readonly problem: TemplateProblem) {
    super(problem);
    this.name = 'TemplateOpenError';
  }
}

export interface PreparedTemplate {
  summary: TemplateSummary;
  /** The template's document, its imageIds the engine's. */
  document: EditorDocument;
  /** The pictures' bytes by the engine's imageIds (the project's assets). */
  assets: Map<string, Blob>;
}

/** The format a design started by dropping photos has when the start screen shows all formats. */
const DROP_FORMAT = 'instagram-post';

const offline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

/** A layer whose picture the engine took at another size (scaled down on this device): the same size on the canvas. */
function withPicture(layer: Layer, picture: { imageId: string; width: number; height: number }): Layer {
  if (layer.kind !== 'image') return layer;
  const sx = layer.width / picture.width;
  const sy = layer.height / picture.height;
  if (sx === 1 && sy === 1) return { ...layer, imageId: picture.imageId };
  const { transform } = layer;
  return { ...layer, imageId: picture.imageId, width: picture.width, height: picture.height, transform: { ...transform, scaleX: transform.scaleX * sx, scaleY: transform.scaleY * sy } };
}

/** Loads a template with its pictures into the engine: the document to open and the assets to keep. */
export async function prepareTemplate(editor: EditorController, id: string): Promise<PreparedTemplate> {
  let loaded;
  try {
    loaded = await loadTemplate(id);
  } catch (error) {
    if (error instanceof TemplateError) throw new TemplateOpenError(error.code);
    throw new TemplateOpenError(offline() ? 'template_offline' : 'template_unreadable');
  }
  const restored = restoreDocument(loaded.document);
  if (!restored.ok || restored.document.section !== 'designer') throw new TemplateOpenError('template_unreadable');
  const pictures = new Map<string, { imageId: string; width: number; height: number }>();
  const assets = new Map<string, Blob>();
  for (const image of loaded.images) {
    let blob: Blob;
    try {
      blob = await fetchImage(image.url);
    } catch {
      throw new TemplateOpenError(offline() ? 'template_offline' : 'template_unreadable');
    }
    const name = image.url.split('/').pop() || `${image.imageId}.jpg`;
    const picture = await loadPicture(editor, blob, name).catch(() => {
      throw new TemplateOpenError('template_unreadable');
    });
    pictures.set(image.imageId, picture);
    assets.set(picture.imageId, blob);
  }
  const layers = restored.document.layers.map((layer) => {
    if (layer.kind !== 'image') return layer;
    const picture = pictures.get(layer.imageId);
    if (!picture) throw new TemplateOpenError('template_unreadable');
    return withPicture(layer, picture);
  });
  const document: EditorDocument = { ...restored.document, layers, designer: { format: restored.document.designer?.format ?? loaded.summary.format, templateId: loaded.summary.id } };
  return { summary: loaded.summary, document, assets };
}

/** The message for a template or picture that did not open. */
export function templateProblemMessage(error: unknown, t: (key: string, values?: Record<string, unknown>) => string): string {
  if (error instanceof TemplateOpenError) return t(TEMPLATE_PROBLEM_KEYS[error.problem]);
  if (error instanceof OpenError) return t(OPEN_PROBLEM_KEYS[error.problem], { name: error.fileName });
  report('warning', 'design did not start', { error: String(error) });
  return t('designer_start_failed');
}

export function useDesignerStart(editor: EditorController | null, projects: EditorProjects) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [starting, setStarting] = useState(false);

  /** The new design opens as a designer project; the address names it. */
  const open = useCallback(
    async (target: EditorController, doc: EditorDocument, options: { assets?: ReadonlyMap<string, Blob>; name?: string }) => {
      await projects.flush();
      projects.close();
      target.load(doc, null);
      // A blank canvas wants content first; a template's texts and photos are on the canvas to change.
      target.setUi({ category: doc.layers.length === 0 ? 'templates' : 'elements', tool: null });
      const id = await projects.startDesigner(doc, options);
      if (id) navigate({ pathname: location.pathname, search: `?${PROJECT_PARAM}=${encodeURIComponent(id)}` }, { replace: true });
    },
    [projects, navigate, location.pathname],
  );

  const startBlank = useCallback(
    async (size: DesignerSize) => {
      if (!editor) return;
      setStarting(true);
      try {
        await open(editor, newDesignerDocument(size), {});
      } catch (error) {
        notify({ message: templateProblemMessage(error, t), type: 'error' });
      } finally {
        setStarting(false);
      }
    },
    [editor, open, t],
  );

  const startTemplate = useCallback(
    async (id: string): Promise<boolean> => {
      if (!editor) return false;
      setStarting(true);
      try {
        const prepared = await prepareTemplate(editor, id);
        await open(editor, prepared.document, { assets: prepared.assets, name: t(prepared.summary.nameKey) });
        return true;
      } catch (error) {
        notify({ message: templateProblemMessage(error, t), type: 'error' });
        return false;
      } finally {
        setStarting(false);
      }
    },
    [editor, open, t],
  );

  /** Photos dropped on the start screen: a blank design of the format shown (Instagram post otherwise) with them on it. */
  const startWithPhotos = useCallback(
    async (files: readonly File[], format: string) => {
      if (!editor) return;
      setStarting(true);
      try {
        await open(editor, newDesignerDocument(sizeOfFormat(format) ?? sizeOfFormat(DROP_FORMAT) ?? { format: DROP_FORMAT, width: 1080, height: 1080 }), {});
        await addDesignerPhotos(editor, files);
      } catch (error) {
        notify({ message: templateProblemMessage(error, t), type: 'error' });
      } finally {
        setStarting(false);
      }
    },
    [editor, open, t],
  );

  return { starting, startBlank, startTemplate, startWithPhotos };
}

/**
 * Replaces the open design with a template, as one undo step: the canvas, the layers and the format become
 * the template's; its pictures join the project's assets (with the document that first uses them).
 */
export function applyTemplate(editor: EditorController, prepared: PreparedTemplate, addAsset: (imageId: string, blob: Blob, document: EditorDocument) => void): void {
  const current = editor.document;
  if (!current) return;
  const next = prepared.document;
  for (const [imageId, blob] of prepared.assets) addAsset(imageId, blob, next);
  editor.setUi(selectionPatch([]));
  editor.seal();
  editor.commit(next);
  editor.seal();
}
