// Upscale (issue 17, AI): the whole picture 2× or 4× larger with the shipped ESRGAN model, in the tools
// worker (workers/tools/ai). The picture is rendered with every edit, upscaled, and becomes the document's
// one picture in ONE history step — so the edits are merged into it, and Undo brings them back. A result
// larger than the editor keeps (upscaleSize.ts) is refused before anything runs.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isPlusTool } from '../../../../lib/shared/features';
import { allowPlusFeature } from '../../../messages';
import { useEditor, useSlice } from '../../EditorContext';
import { noteToolUse } from '../../state/featureUse';
import { documentPixels, replaceWithPicture } from '../shared/pixels';
import { runToolJob, sendPixels } from '../shared/toolsWorker';
import { ToolJobStatus, useToolJob } from '../shared/useToolJob';
import { UPSCALE_FACTORS, upscaledSize, type UpscaleFactor } from './upscaleSize';
import '../enhanceTools.css';

const TOOL = 'upscale';

export default function Panel() {
  const { t, i18n } = useTranslation();
  const editor = useEditor();
  const doc = useSlice(editor.history, (h) => h?.present ?? null);
  const job = useToolJob();
  const [factor, setFactor] = useState<UpscaleFactor>(2);
  const [done, setDone] = useState<{ width: number; height: number } | null>(null);

  const size = doc ? editor.pictureSize(doc) : null;
  if (!doc || !size) return <p className="px-ed-muted">{t('tools_open_picture_first')}</p>;
  const maxImageSize = editor.engineInfo.maxImageSize;
  const result = upscaledSize(size, factor, maxImageSize);
  const number = (n: number): string => n.toLocaleString(i18n.language);

  const upscale = (): void => {
    if (!result.fits) return;
    if (isPlusTool(TOOL) && !allowPlusFeature(TOOL)) return;
    setDone(null);
    const chosen = factor;
    void job
      .run(async (signal, onProgress) => {
        const pixels = await documentPixels(editor);
        onProgress(0.05);
        const bigger = await runToolJob((api, progress) => api.upscale(sendPixels(pixels), chosen, progress), { signal, onProgress: (f) => onProgress(0.05 + 0.85 * f) });
        if (signal.aborted) return;
        onProgress(0.92);
        if (!(await replaceWithPicture(editor, bigger))) throw new Error('no_document');
        setDone({ width: bigger.width, height: bigger.height });
        noteToolUse(TOOL);
      })
      .then((ok) => {
        if (!ok) setDone(null);
      });
  };

  return (
    <div className="px-ed-enh" data-testid="upscale-panel">
      <p className="px-ed-muted">{t('toolEnhance_upscale_intro')}</p>
      <div className="px-ed-chips" role="radiogroup" aria-label={t('toolEnhance_upscale_factor')}>
        {UPSCALE_FACTORS.map((f) => (
          <button key={f} type="button" role="radio" className="px-ed-chip" aria-checked={factor === f} disabled={job.busy} onClick={() => setFactor(f)} data-testid={`upscale-${f}x`}>
            {t('toolEnhance_upscale_times', { factor: f })}
          </button>
        ))}
      </div>
      <p className="px-ed-enh__size" data-testid="upscale-size">
        {t('toolEnhance_upscale_size', { from: `${number(size.width)} × ${number(size.height)}`, to: `${number(result.width)} × ${number(result.height)}` })}
      </p>
      {!result.fits && (
        <p className="px-ed-enh__warning" role="alert" data-testid="upscale-too-large">
          {t('toolEnhance_upscale_too_large', { max: number(result.maxSide) })}
        </p>
      )}
      <p className="px-ed-muted">{t('toolEnhance_upscale_merges')}</p>
      <button type="button" className="px-btn px-btn--primary px-ed-panel__wide" onClick={upscale} disabled={job.busy || !result.fits} data-testid="upscale-apply">
        {t('toolEnhance_upscale_apply')}
      </button>
      <ToolJobStatus job={job} />
      {done && !job.busy && (
        <p className="px-ed-muted" role="status">
          {t('toolEnhance_upscale_done', { size: `${number(done.width)} × ${number(done.height)}` })}
        </p>
      )}
    </div>
  );
}
