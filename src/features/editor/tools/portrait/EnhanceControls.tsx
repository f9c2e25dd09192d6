// The portrait enhancer's controls: the face model finds the faces, then each is retouched in the tools
// worker (skin smoothing, eyes and teeth, local contrast, inside an ellipse around the face). No face: the
// user is told and the picture stays as it was. The result is the layer's new picture: one undo step.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isPlusTool } from '../../../../lib/shared/features';
import { allowPlusFeature } from '../../../messages';
import { useEditor } from '../../EditorContext';
import { Slider } from '../../panels/Slider';
import { noteToolUse } from '../../state/featureUse';
import { runToolJob, sendPixels } from '../shared/toolsWorker';
import { ToolJobStatus, useToolJob } from '../shared/useToolJob';
import { commitToolResult, readToolSource } from '../shared/rework';
import './portrait.css';

const TOOL = 'portrait-enhancer';

export function EnhanceControls() {
  const { t } = useTranslation();
  const editor = useEditor();
  const job = useToolJob();
  const [smoothing, setSmoothing] = useState(50);
  const [brightness, setBrightness] = useState(40);
  const [detail, setDetail] = useState(30);
  const [notice, setNotice] = useState<string | null>(null);

  const enhance = (): void => {
    if (isPlusTool(TOOL) && !allowPlusFeature(TOOL)) return;
    setNotice(null);
    void job.run(async (signal, onProgress) => {
      const source = await readToolSource(editor, TOOL);
      if (!source) return;
      const { pixels } = source;
      // The face model gets a copy: the picture itself travels to the worker once more for the retouch.
      const copy = { ...pixels, data: pixels.data.slice() };
      const faces = await runToolJob((api, progress) => api.detectFaces(sendPixels(copy), progress), { signal, onProgress: (f) => onProgress(f * 0.5) });
      if (signal.aborted) return;
      if (faces.length === 0) {
        setNotice(t('toolSky_no_face'));
        return;
      }
      const options = { smoothing: smoothing / 100, brightness: brightness / 100, detail: detail / 100 };
      const out = await runToolJob((api, progress) => api.enhancePortrait(sendPixels(pixels), faces, options, progress), { signal, onProgress: (f) => onProgress(0.5 + f * 0.5) });
      if (signal.aborted) return;
      if (await commitToolResult(editor, TOOL, source, out)) {
        noteToolUse(TOOL);
        setNotice(t('toolSky_faces_done', { count: faces.length }));
      }
    });
  };

  return (
    <div className="px-ed-portrait" data-testid="portrait-enhancer-panel">
      <p className="px-ed-muted">{t('toolSky_enhance_hint')}</p>
      <Slider label={t('toolSky_smoothing')} value={smoothing} min={0} max={100} step={1} neutral={50} onChange={setSmoothing} disabled={job.busy} testId="portrait-smoothing" />
      <Slider label={t('toolSky_brightness')} value={brightness} min={0} max={100} step={1} neutral={40} onChange={setBrightness} disabled={job.busy} testId="portrait-brightness" />
      <Slider label={t('toolSky_detail')} value={detail} min={0} max={100} step={1} neutral={30} onChange={setDetail} disabled={job.busy} testId="portrait-detail" />
      <button type="button" className="px-btn" onClick={enhance} disabled={job.busy} data-testid="portrait-enhance">
        {t('toolSky_enhance')}
      </button>
      <ToolJobStatus job={job} />
      {notice && !job.busy && (
        <p className="px-ed-muted" role="status" data-testid="portrait-notice">
          {notice}
        </p>
      )}
    </div>
  );
}
