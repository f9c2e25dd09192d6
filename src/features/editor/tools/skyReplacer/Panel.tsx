// The sky replacer (issue 17): the picture's sky is found by a classical mask in the tools worker (no model,
// so no AI badge) and the chosen shipped sky shows through it, the land taking on some of its light. The
// result is the layer's new picture: one undo step. A Plus tool: others get its teaser.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isPlusTool } from '../../../../lib/shared/features';
import { allowPlusFeature } from '../../../messages';
import { useEditor, useSlice } from '../../EditorContext';
import { Slider } from '../../panels/Slider';
import { noteToolUse } from '../../state/featureUse';
import { commitToolResult, readToolSource } from '../shared/rework';
import { targetImageLayer } from '../shared/pixels';
import { runToolJob, sendPixels } from '../shared/toolsWorker';
import { ToolJobStatus, useToolJob } from '../shared/useToolJob';
import { SHIPPED_SKIES, loadOwnSkyPixels, loadSkyPixels, skyThumbUrl } from './skies';
import './skyReplacer.css';

const TOOL = 'sky-replacer';
/** The choice of the user's own picture among the skies. */
const OWN = 'own';

export default function Panel() {
  const { t } = useTranslation();
  const editor = useEditor();
  const hasPicture = useSlice(editor.history, () => targetImageLayer(editor) !== null);
  const job = useToolJob();
  const [skyId, setSkyId] = useState(SHIPPED_SKIES[0]!.id);
  const [blend, setBlend] = useState(50);
  const [feather, setFeather] = useState(30);
  const [notice, setNotice] = useState<string | null>(null);
  const [own, setOwn] = useState<{ file: File; url: string } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => () => {
    if (own) URL.revokeObjectURL(own.url);
  }, [own]);

  if (!hasPicture) return <p className="px-ed-muted">{t('tools_open_picture_first')}</p>;

  const replace = (): void => {
    if (isPlusTool(TOOL) && !allowPlusFeature(TOOL)) return;
    setNotice(null);
    void job.run(async (signal, onProgress) => {
      let sky;
      try {
        sky = skyId === OWN && own ? await loadOwnSkyPixels(own.file) : await loadSkyPixels(skyId);
      } catch {
        setNotice(t('toolSky_own_failed'));
        return;
      }
      const source = await readToolSource(editor, TOOL);
      if (!source) return;
      const options = { blend: blend / 100, feather: feather / 100 };
      const result = await runToolJob((api, progress) => api.replaceSky(sendPixels(source.pixels), sendPixels(sky), options, progress), { signal, onProgress });
      if (signal.aborted) return;
      if (!result.pixels) {
        setNotice(t('toolSky_no_sky'));
        return;
      }
      if (await commitToolResult(editor, TOOL, source, result.pixels)) {
        noteToolUse(TOOL);
        setNotice(t('toolSky_done'));
      }
    });
  };

  return (
    <div className="px-ed-sky" data-testid="sky-replacer-panel">
      <p className="px-ed-muted">{t('toolSky_hint')}</p>
      <div className="px-ed-sky__grid" role="group" aria-label={t('toolSky_pick_sky')}>
        {SHIPPED_SKIES.map((sky) => (
          <button
            key={sky.id}
            type="button"
            aria-pressed={sky.id === skyId}
            className="px-ed-sky__choice"
            data-testid={`sky-${sky.id}`}
            disabled={job.busy}
            onClick={() => setSkyId(sky.id)}
          >
            <img src={skyThumbUrl(sky.id)} alt="" width={96} height={54} loading="lazy" />
            <span>{t(sky.labelKey)}</span>
          </button>
        ))}
        <button
          type="button"
          aria-pressed={skyId === OWN}
          className="px-ed-sky__choice"
          data-testid="sky-own"
          disabled={job.busy}
          onClick={() => (own && skyId !== OWN ? setSkyId(OWN) : fileInput.current?.click())}
        >
          {own ? <img src={own.url} alt="" width={96} height={54} /> : <span className="px-ed-sky__add" aria-hidden="true">+</span>}
          <span>{t('toolSky_own')}</span>
        </button>
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          hidden
          data-testid="sky-own-file"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (!file) return;
            setOwn({ file, url: URL.createObjectURL(file) });
            setSkyId(OWN);
          }}
        />
      </div>
      <Slider label={t('toolSky_blend')} value={blend} min={0} max={100} step={1} neutral={50} onChange={setBlend} disabled={job.busy} testId="sky-blend" />
      <Slider label={t('toolSky_feather')} value={feather} min={0} max={100} step={1} neutral={30} onChange={setFeather} disabled={job.busy} testId="sky-feather" />
      <button type="button" className="px-btn" onClick={replace} disabled={job.busy} data-testid="sky-replace">
        {t('toolSky_replace')}
      </button>
      <ToolJobStatus job={job} />
      {notice && !job.busy && (
        <p className="px-ed-muted" role="status" data-testid="sky-notice">
          {notice}
        </p>
      )}
    </div>
  );
}
