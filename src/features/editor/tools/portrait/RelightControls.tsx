// The portrait relight's controls: the segmentation model finds the person, then the tools worker lights
// them from the chosen side (shading, rim and fill light, the light's warmth) and may dim the background.
// No person: the user is told and the picture stays as it was. The result is the layer's new picture.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LightDirection } from '../../../../../workers/tools/sky';
import { isPlusTool } from '../../../../lib/shared/features';
import { allowPlusFeature } from '../../../messages';
import { useEditor } from '../../EditorContext';
import { Slider, formatSigned } from '../../panels/Slider';
import { noteToolUse } from '../../state/featureUse';
import { runToolJob, sendPixels } from '../shared/toolsWorker';
import { ToolJobStatus, useToolJob } from '../shared/useToolJob';
import { commitToolResult, readToolSource } from '../shared/rework';
import './portrait.css';

const TOOL = 'portrait-relight';

const DIRECTIONS: ReadonlyArray<readonly [LightDirection, string]> = [
  ['left', 'toolSky_dir_left'],
  ['top', 'toolSky_dir_top'],
  ['front', 'toolSky_dir_front'],
  ['right', 'toolSky_dir_right'],
];

export function RelightControls() {
  const { t } = useTranslation();
  const editor = useEditor();
  const job = useToolJob();
  const directionLabel = useId();
  const [direction, setDirection] = useState<LightDirection>('left');
  const [intensity, setIntensity] = useState(50);
  const [warmth, setWarmth] = useState(20);
  const [dim, setDim] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);

  const apply = (): void => {
    if (isPlusTool(TOOL) && !allowPlusFeature(TOOL)) return;
    setNotice(null);
    void job.run(async (signal, onProgress) => {
      const source = await readToolSource(editor, TOOL);
      if (!source) return;
      const { pixels } = source;
      const copy = { ...pixels, data: pixels.data.slice() };
      const mask = await runToolJob((api, progress) => api.segmentSubject(sendPixels(copy), progress), { signal, onProgress: (f) => onProgress(f * 0.6) });
      if (signal.aborted) return;
      const options = { direction, intensity: intensity / 100, warmth: warmth / 100, dim: dim / 100 };
      const result = await runToolJob((api, progress) => api.relight(sendPixels(pixels), sendPixels(mask), options, progress), { signal, onProgress: (f) => onProgress(0.6 + f * 0.4) });
      if (signal.aborted) return;
      if (!result.pixels) {
        setNotice(t('toolSky_no_person'));
        return;
      }
      if (await commitToolResult(editor, TOOL, source, result.pixels)) {
        noteToolUse(TOOL);
        setNotice(t('toolSky_done'));
      }
    });
  };

  return (
    <div className="px-ed-portrait" data-testid="portrait-relight-panel">
      <p className="px-ed-muted">{t('toolSky_relight_hint')}</p>
      <div className="px-ed-slider">
        <span id={directionLabel}>{t('toolSky_direction')}</span>
        <div className="px-ed-toggles px-ed-portrait__directions" role="group" aria-labelledby={directionLabel}>
          {DIRECTIONS.map(([id, key]) => (
            <button key={id} type="button" className="px-ed-toggle" aria-pressed={direction === id} disabled={job.busy} onClick={() => setDirection(id)} data-testid={`relight-${id}`}>
              {t(key)}
            </button>
          ))}
        </div>
      </div>
      <Slider label={t('toolSky_intensity')} value={intensity} min={0} max={100} step={1} neutral={50} onChange={setIntensity} disabled={job.busy} testId="relight-intensity" />
      <Slider label={t('toolSky_warmth')} value={warmth} min={-100} max={100} step={1} neutral={20} onChange={setWarmth} format={(v) => formatSigned(v)} disabled={job.busy} testId="relight-warmth" />
      <Slider label={t('toolSky_dim')} value={dim} min={0} max={100} step={1} neutral={0} onChange={setDim} disabled={job.busy} testId="relight-dim" />
      <button type="button" className="px-btn" onClick={apply} disabled={job.busy} data-testid="relight-apply">
        {t('toolSky_relight')}
      </button>
      <ToolJobStatus job={job} />
      {notice && !job.busy && (
        <p className="px-ed-muted" role="status" data-testid="relight-notice">
          {notice}
        </p>
      )}
    </div>
  );
}
