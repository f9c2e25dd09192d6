// Unblur image (issue 17), classical — no model, no AI badge: Richardson–Lucy deconvolution of the picture's
// luminance with a Gaussian blur of the chosen radius, in the tools worker (workers/tools/enhance/unblur.ts),
// guarded against ringing. The result replaces the layer's picture in one history step (undo brings the
// old one back; the compare button shows the step before).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isPlusTool } from '../../../../lib/shared/features';
import { allowPlusFeature } from '../../../messages';
import { useEditor, useSlice } from '../../EditorContext';
import { Slider } from '../../panels/Slider';
import { noteToolUse } from '../../state/featureUse';
import { layerSourcePixels, swapLayerImage, targetImageLayer } from '../shared/pixels';
import { runToolJob, sendPixels } from '../shared/toolsWorker';
import { ToolJobStatus, useToolJob } from '../shared/useToolJob';
import '../enhanceTools.css';

const TOOL = 'unblur-image';

export default function Panel() {
  const { t } = useTranslation();
  const editor = useEditor();
  const doc = useSlice(editor.history, (h) => h?.present ?? null);
  const compare = useSlice(editor.ui, (ui) => ui.compare);
  const job = useToolJob();
  const [strength, setStrength] = useState(60);
  const [radius, setRadius] = useState(2);
  const [done, setDone] = useState(false);

  if (!doc) return <p className="px-ed-muted">{t('tools_open_picture_first')}</p>;
  const layer = targetImageLayer(editor, doc);
  if (!layer) return <p className="px-ed-muted">{t('toolEnhance_no_image_layer')}</p>;

  const apply = (): void => {
    if (isPlusTool(TOOL) && !allowPlusFeature(TOOL)) return;
    setDone(false);
    const layerId = layer.id;
    void job
      .run(async (signal, onProgress) => {
        const pixels = await layerSourcePixels(editor, layer);
        onProgress(0.05);
        const result = await runToolJob((api, progress) => api.unblur(sendPixels(pixels), strength, radius, progress), { signal, onProgress: (f) => onProgress(0.05 + 0.9 * f) });
        if (signal.aborted) return;
        if (!(await swapLayerImage(editor, layerId, result))) throw new Error('layer_gone');
        noteToolUse(TOOL);
      })
      .then((ok) => setDone(ok));
  };

  return (
    <div className="px-ed-enh" data-testid="unblur-panel">
      <p className="px-ed-muted">{t('toolEnhance_unblur_intro')}</p>
      <Slider label={t('toolEnhance_unblur_strength')} value={strength} min={0} max={100} step={1} onChange={setStrength} format={(v) => `${Math.round(v)}%`} testId="unblur-strength" disabled={job.busy} />
      <Slider label={t('toolEnhance_unblur_radius')} value={radius} min={0.5} max={8} step={0.5} onChange={setRadius} format={(v) => t('toolEnhance_pixels', { value: v })} testId="unblur-radius" disabled={job.busy} />
      <p className="px-ed-muted">{t('toolEnhance_unblur_radius_hint')}</p>
      <button type="button" className="px-btn px-btn--primary px-ed-panel__wide" onClick={apply} disabled={job.busy || strength === 0} data-testid="unblur-apply">
        {t('toolEnhance_apply')}
      </button>
      <ToolJobStatus job={job} />
      {done && !job.busy && (
        <div className="px-ed-enh__row" role="status">
          <span className="px-ed-muted">{t('toolEnhance_unblur_done')}</span>
          <button type="button" className="px-btn px-btn--secondary px-btn--small" aria-pressed={compare} onClick={() => editor.setUi((ui) => ({ compare: !ui.compare }))}>
            {t('toolEnhance_compare')}
          </button>
        </div>
      )}
    </div>
  );
}
