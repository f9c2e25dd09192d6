// "Continue in designer" (issue 15's open gap): the open collage becomes a new design project and opens in
// the designer. The collage is saved first and stays as it was (its own project, reachable with Back and
// from the projects list); the design gets a copy of the collage's photos from its project (the same
// bytes under the same ids, which the engine already holds), so it reopens exactly, offline too. The
// conversion itself is pure: src/lib/shared/designer/fromCollage.ts.
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { notify } from '../../../app/notifications/notifications';
import { report } from '../../../lib/report';
import { collageToDesign } from '../../../lib/shared/designer/fromCollage';
import type { SiteLanguage } from '../../../lib/shared/languages';
import { createPath } from '../../../lib/shared/routes';
import { PROJECT_PARAM } from '../open/useDeepLinkOpen';
import type { EditorProjects } from '../project/useEditorProjects';
import type { EditorController } from '../state/editorController';
import { selectionPatch } from '../state/selection';
import type { CollageHost } from './collageHost';

/** The panel a design made from a collage opens on: what the collage maker did not have. */
const FIRST_PANEL = 'elements';

export function useContinueInDesigner(editor: EditorController | null, projects: EditorProjects, lang: SiteLanguage): CollageHost {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [continuing, setContinuing] = useState(false);

  const continueInDesigner = useCallback(async () => {
    const collage = editor?.document;
    const collageId = projects.currentProjectId();
    if (!editor || !collage || collage.section !== 'collage' || !collageId) return;
    setContinuing(true);
    try {
      editor.seal();
      // The collage as it is now, photos included, is in its project before anything else happens.
      await projects.flush();
      const saved = await projects.load(collageId);
      const design = collageToDesign(collage);
      const blobs = new Map((saved?.images ?? []).map((image) => [image.imageId, image.blob]));
      const used = new Set(design.layers.flatMap((l) => (l.kind === 'image' ? [l.imageId] : [])));
      const assets = new Map<string, Blob>();
      for (const imageId of used) {
        const blob = blobs.get(imageId);
        if (blob) assets.set(imageId, blob);
      }
      if (!saved || assets.size !== used.size) {
        // A design whose photos would be missing after a reload is not made; the collage stays open.
        report('warning', 'collage photos missing for the designer', { found: assets.size, used: used.size });
        notify({ message: t('designer_from_collage_failed'), type: 'error' });
        return;
      }
      projects.close();
      editor.load(design, null);
      editor.setUi({ ...selectionPatch([]), category: FIRST_PANEL, tool: null, editLayerId: null });
      const id = await projects.startDesigner(design, { assets, name: t('designer_from_collage_name', { name: saved.name }) });
      // A new entry (not a replacement): Back returns to the collage, which then reopens from its project.
      if (id) navigate(`${createPath(lang, 'designer')}?${PROJECT_PARAM}=${encodeURIComponent(id)}`);
    } catch (error) {
      report('warning', 'collage did not continue in the designer', { error: String(error) });
      notify({ message: t('designer_from_collage_failed'), type: 'error' });
    } finally {
      setContinuing(false);
    }
  }, [editor, projects, lang, navigate, t]);

  return useMemo(() => ({ continueInDesigner: () => void continueInDesigner(), continuing }), [continueInDesigner, continuing]);
}
