// The Expand tool's "Content-aware" fill (issue 17, Plus): instead of a plain colour, the new borders are
// painted from the picture itself. It renders the document as it is before its expand, makes the larger
// picture with the borders as the hole, fills it in the tools worker, and the document becomes that one
// picture (one undo step; undo brings back the colour borders).
import { useTranslation } from 'react-i18next';
import { isPlusTool } from '../../../../lib/shared/features';
import { allowPlusFeature } from '../../../messages';
import { useEditor } from '../../EditorContext';
import { lastGeometryOf, setLastGeometry } from '../../state/actions';
import { noteToolUse } from '../../state/featureUse';
import { replaceWithPicture } from '../shared/pixels';
import { runToolJob, sendPixels } from '../shared/toolsWorker';
import { ToolJobStatus, useToolJob } from '../shared/useToolJob';
import { expandPlacement, expandWithHole } from './expandHole';
import '../tools.css';
import './contentExpand.css';

const TOOL = 'expand';

export function ContentAwareFill({ ready }: { ready: boolean }) {
  const { t } = useTranslation();
  const editor = useEditor();
  const job = useToolJob();

  const fill = async (): Promise<void> => {
    const doc = editor.document;
    const expand = doc ? lastGeometryOf(doc, 'expand') : null;
    if (job.busy || !doc || !expand) return;
    if (isPlusTool(TOOL) && !allowPlusFeature(TOOL)) return;
    const before = setLastGeometry(doc, expand.id, 'expand', null).document;
    const done = await job.run(async (signal, onProgress) => {
      const rendered = await editor.renderPixels(before, {});
      const picture = { width: rendered.width, height: rendered.height, data: rendered.data };
      const { pixels, mask } = expandWithHole(picture, expandPlacement(expand.params, picture.width, picture.height));
      const result = await runToolJob((api, progress) => api.inpaint(sendPixels(pixels), sendPixels(mask), progress), { signal, onProgress });
      if (signal.aborted) return;
      if (!(await replaceWithPicture(editor, result))) throw new Error('no_document');
    });
    if (done) noteToolUse(TOOL);
  };

  return (
    <div className="px-inpaint-expand" data-testid="expand-content-aware">
      <p className="px-ed-tool__hint">{t('toolInpaint_expand_hint')}</p>
      <button type="button" className="px-btn" disabled={!ready || job.busy} onClick={() => void fill()} data-testid="expand-content-apply">
        {t('toolInpaint_expand_apply')}
      </button>
      <ToolJobStatus job={job} />
    </div>
  );
}
