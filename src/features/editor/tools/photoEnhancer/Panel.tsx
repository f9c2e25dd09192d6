// Photo enhancer (issue 17), no model: one click looks at a small render of the picture and adds ordinary
// adjustments (auto levels, exposure, shadows, contrast, white balance, vibrance, clarity) as ONE history
// step — non-destructive, each then editable in the Adjust panel. The intensity slider rescales what the
// enhancement added (one drag, one step); the compare button shows before and after.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { analysePicture } from '../../../../../workers/tools/enhance/analyse';
import { isPlusTool } from '../../../../lib/shared/features';
import { allowPlusFeature } from '../../../messages';
import { useEditor, useSlice } from '../../EditorContext';
import { Slider } from '../../panels/Slider';
import type { EditorController } from '../../state/editorController';
import { noteToolUse } from '../../state/featureUse';
import { commitTarget, targetDocument, useTargetDocument } from '../../state/operationsTarget';
import { ToolJobStatus, useToolJob } from '../shared/useToolJob';
import { applyEnhancement, intensityIn, withIntensity, type Enhancement } from './enhancement';
import '../enhanceTools.css';

const TOOL = 'photo-enhancer';
/** The analysis looks at the picture this small: a histogram needs no more, and it takes milliseconds. */
const ANALYSIS_SIDE = 256;

// The last enhancement of each editor, so the intensity survives leaving the panel and coming back.
const enhancements = new WeakMap<EditorController, Enhancement>();
let runs = 0;

export default function Panel() {
  const { t } = useTranslation();
  const editor = useEditor();
  const view = useTargetDocument();
  const compare = useSlice(editor.ui, (ui) => ui.compare);
  const job = useToolJob();
  const [enhancement, setEnhancement] = useState<Enhancement | null>(() => enhancements.get(editor) ?? null);
  const [mergeKey, setMergeKey] = useState(() => `enhance:${runs}`);
  const [nothing, setNothing] = useState(false);

  if (!view) return <p className="px-ed-muted">{t('tools_open_picture_first')}</p>;
  const intensity = enhancement ? intensityIn(view, enhancement) : null;

  const enhance = (): void => {
    if (isPlusTool(TOOL) && !allowPlusFeature(TOOL)) return;
    setNothing(false);
    void job.run(async (signal, onProgress) => {
      const analysed = targetDocument(editor);
      const size = editor.pictureSize(analysed);
      if (!analysed || !size) return;
      const scale = Math.min(1, ANALYSIS_SIDE / Math.max(size.width, size.height));
      const small = await editor.renderPixels(analysed, { width: Math.max(1, Math.round(size.width * scale)), height: Math.max(1, Math.round(size.height * scale)) });
      onProgress(0.8);
      const plan = analysePicture(small);
      // The picture changed while it was being looked at (or the user cancelled): nothing is applied.
      if (signal.aborted || targetDocument(editor) !== analysed) return;
      if (plan.changes.length === 0) {
        setNothing(true);
        return;
      }
      const { document, enhancement: made } = applyEnhancement(analysed, plan.changes);
      editor.seal();
      commitTarget(editor, document);
      editor.seal();
      enhancements.set(editor, made);
      setEnhancement(made);
      setMergeKey(`enhance:${++runs}`);
      noteToolUse(TOOL);
    });
  };

  const setIntensity = (value: number): void => {
    const current = targetDocument(editor);
    if (!current || !enhancement) return;
    commitTarget(editor, withIntensity(current, enhancement, value / 100), mergeKey);
  };

  return (
    <div className="px-ed-enh" data-testid="photo-enhancer-panel">
      <p className="px-ed-muted">{t('toolEnhance_enhancer_intro')}</p>
      <button type="button" className="px-btn px-btn--primary px-ed-panel__wide" onClick={enhance} disabled={job.busy} data-testid="enhance-apply">
        {t('toolEnhance_enhancer_apply')}
      </button>
      <ToolJobStatus job={job} />
      {nothing && (
        <p className="px-ed-muted" role="status">
          {t('toolEnhance_enhancer_nothing')}
        </p>
      )}
      {enhancement && intensity !== null && (
        <>
          <Slider label={t('toolEnhance_intensity')} value={Math.round(intensity * 100)} min={0} max={100} step={1} onChange={setIntensity} format={(v) => `${Math.round(v)}%`} testId="enhance-intensity" />
          <p className="px-ed-muted">{t('toolEnhance_enhancer_editable')}</p>
          <div className="px-ed-enh__row">
            <button type="button" className="px-btn px-btn--secondary px-btn--small" aria-pressed={compare} onClick={() => editor.setUi((ui) => ({ compare: !ui.compare }))} data-testid="enhance-compare">
              {t('toolEnhance_compare')}
            </button>
            <button type="button" className="px-btn px-btn--ghost px-btn--small" onClick={() => editor.setUi({ category: 'adjust', tool: null })} data-testid="enhance-open-adjust">
              {t('toolEnhance_open_adjust')}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
