// "Replace background": none (transparent), a colour, a blurred copy of the photo, or a picture — one of the
// shipped samples or a file of the user's — covering the canvas under the subject. Each choice is one undo
// step (backdrop.ts); a new picture is kept with the project like any tool result.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorDocument, ImageLayer } from '../../../../lib/shared/editor/types';
import { useEditor } from '../../EditorContext';
import { loadPicture as openPicture, OPEN_PROBLEM_KEYS, OpenError } from '../../open/openPicture';
import { fetchImage, SAMPLES, sampleUrl, type Sample } from '../../open/sources';
import { commitStep } from '../../panels/layers/commitLayers';
import { Slider } from '../../panels/Slider';
import { commitWithPicture } from '../shared/pixels';
import { backdropBlur, currentBackdrop, DEFAULT_BACKDROP_BLUR, setBackdrop, setBackdropBlur, type Backdrop, type BackdropKind } from './backdrop';

const KINDS: readonly BackdropKind[] = ['none', 'colour', 'blur', 'image'];
const DEFAULT_COLOUR = '#ffffffff';

export function BackdropControls({ layer }: { layer: ImageLayer }) {
  const { t } = useTranslation('toolBackground');
  const editor = useEditor();
  const file = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const doc = editor.document as EditorDocument;
  const kind = currentBackdrop(doc, layer.id);
  const colour = kind === 'colour' ? doc.canvas.background : DEFAULT_COLOUR;

  const choose = (backdrop: Backdrop): void => commitStep(editor, (current) => setBackdrop(current, layer.id, backdrop));
  const pick = (next: BackdropKind): void => {
    setProblem(null);
    if (next === 'none') choose({ kind: 'none' });
    else if (next === 'colour') choose({ kind: 'colour', colour });
    else if (next === 'blur') choose({ kind: 'blur', amount: backdropBlur(doc, layer.id) });
    else file.current?.click();
  };
  // A picture (a sample's or a file's bytes) loaded into the engine, then laid under the subject.
  const takePicture = async (blob: () => Promise<Blob>, name: string): Promise<void> => {
    setBusy(true);
    setProblem(null);
    try {
      const bytes = await blob();
      const source = await openPicture(editor, bytes, name);
      const current = editor.document;
      if (!current) return;
      const next = setBackdrop(current, layer.id, { kind: 'image', imageId: source.imageId, width: source.width, height: source.height });
      commitWithPicture(editor, next, { imageId: source.imageId, width: source.width, height: source.height, blob: bytes });
    } catch (error) {
      setProblem(error instanceof OpenError ? t(OPEN_PROBLEM_KEYS[error.problem], { name }) : t('bgremove_image_failed'));
    } finally {
      setBusy(false);
    }
  };
  const takeSample = (sample: Sample): Promise<void> => takePicture(() => fetchImage(sampleUrl(sample)), sample.file);

  return (
    <fieldset className="px-ed-fieldset px-bgr__backdrop" disabled={busy}>
      <legend>{t('bgremove_backdrop')}</legend>
      <div className="px-ed-chips" role="radiogroup" aria-label={t('bgremove_backdrop')}>
        {KINDS.map((k) => (
          <button key={k} type="button" role="radio" aria-checked={kind === k} className="px-ed-chip" data-testid={`bgremove-backdrop-${k}`} onClick={() => pick(k)}>
            {t(`bgremove_backdrop_${k}`)}
          </button>
        ))}
      </div>
      {kind === 'colour' && (
        <label className="px-ed-color">
          <span>{t('bgremove_colour')}</span>
          <input
            type="color"
            value={colour.slice(0, 7)}
            data-testid="bgremove-colour"
            onChange={(e) => {
              const current = editor.document;
              if (current) editor.commit(setBackdrop(current, layer.id, { kind: 'colour', colour: `${e.currentTarget.value}ff` }), `bgremove:${layer.id}:colour`);
            }}
            onBlur={() => editor.seal()}
          />
        </label>
      )}
      {kind === 'blur' && (
        <Slider
          label={t('bgremove_blur')}
          value={backdropBlur(doc, layer.id)}
          min={0}
          max={100}
          step={1}
          neutral={DEFAULT_BACKDROP_BLUR}
          testId="bgremove-blur"
          onChange={(amount) => {
            const current = editor.document;
            if (current) editor.commit(setBackdropBlur(current, layer.id, amount), `bgremove:${layer.id}:blur`);
          }}
        />
      )}
      <p className="px-ed-hint">{t('bgremove_samples')}</p>
      <ul className="px-bgr__samples">
        {SAMPLES.map((sample) => (
          <li key={sample.id}>
            <button type="button" className="px-bgr__sample" aria-label={t('bgremove_use_sample', { name: sample.id.replace(/_/g, ' ') })} data-testid={`bgremove-sample-${sample.id}`} onClick={() => void takeSample(sample)}>
              <img src={sampleUrl(sample)} alt="" loading="lazy" width={56} height={40} />
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="px-btn px-btn--secondary px-btn--small" onClick={() => file.current?.click()} data-testid="bgremove-backdrop-file">
        {t('bgremove_choose_file')}
      </button>
      <input
        ref={file}
        type="file"
        accept="image/*"
        hidden
        aria-label={t('bgremove_choose_file')}
        onChange={(e) => {
          const picked = e.currentTarget.files?.[0];
          e.currentTarget.value = '';
          if (picked) void takePicture(() => Promise.resolve(picked), picked.name);
        }}
      />
      {busy && (
        <p className="px-ed-hint" role="status">
          <span className="px-spinner px-spinner--small" />
          {t('bgremove_image_loading')}
        </p>
      )}
      {problem && (
        <p className="px-ed-notice px-ed-notice--error" role="alert">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
