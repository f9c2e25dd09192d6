// The crop tool's panel part: start cropping, pick a ratio (free, original, square, 4:3 …), read the size
// in pixels, apply or cancel. The box itself is dragged on the canvas (canvas/CropOverlay.tsx).
import { useTranslation } from 'react-i18next';
import { CROP_RATIO_LABEL_KEYS, CROP_RATIOS, type CropRatio } from '../../../lib/shared/editor/catalogue';
import { outputSize } from '../../../lib/shared/editor/geometry';
import { useEditor, useSlice } from '../EditorContext';
import { setLastGeometry } from '../state/actions';
import { cropPixelSize, FULL_RECT, isFullRect, rectForRatio } from '../state/cropMath';
import { noteToolUse } from '../state/featureUse';
import { CheckIcon, CloseIcon, CropIcon } from '../shell/icons';

export function startCrop(editor: ReturnType<typeof useEditor>): void {
  const doc = editor.document;
  if (!doc) return;
  editor.setUi({ tool: 'crop', crop: editor.cropDraftFor(doc), selectedLayerId: null, compare: false });
}

export function applyCrop(editor: ReturnType<typeof useEditor>): void {
  const doc = editor.document;
  const draft = editor.ui.get().crop;
  if (!doc || !draft) return;
  const unchanged = isFullRect(draft.rect) && draft.ratio === 'free';
  if (!(unchanged && draft.editId === null)) {
    const params = unchanged ? null : { ...draft.rect, ratio: draft.ratio };
    editor.seal();
    editor.commit(setLastGeometry(doc, draft.editId, 'crop', params).document);
    editor.seal();
    noteToolUse('crop');
  }
  editor.setUi({ crop: null });
}

export function CropControls() {
  const { t } = useTranslation();
  const editor = useEditor();
  const draft = useSlice(editor.ui, (ui) => ui.crop);
  if (!draft) {
    return (
      <button type="button" className="px-btn px-btn--secondary px-ed-panel__wide" data-testid="crop-start" onClick={() => startCrop(editor)}>
        <CropIcon size={18} />
        {t('eui_crop_start')}
      </button>
    );
  }
  const picture = outputSize(draft.base, 1);
  const size = cropPixelSize(draft.rect, picture);
  const setRatio = (ratio: CropRatio): void => editor.setUi((ui) => (ui.crop ? { crop: { ...ui.crop, ratio, rect: ratio === 'free' ? ui.crop.rect : rectForRatio(ratio, picture) } } : {}));
  return (
    <div className="px-ed-crop" data-testid="crop-controls">
      <div className="px-ed-chips" role="radiogroup" aria-label={t('editor_param_ratio')}>
        {CROP_RATIOS.map((ratio) => {
          const key = CROP_RATIO_LABEL_KEYS[ratio];
          return (
            <button key={ratio} type="button" role="radio" aria-checked={draft.ratio === ratio} className="px-ed-chip" data-ratio={ratio} onClick={() => setRatio(ratio)}>
              {key ? t(key) : ratio}
            </button>
          );
        })}
      </div>
      <p className="px-ed-muted" data-testid="crop-size" aria-live="polite">
        {t('eui_size_px', { width: size.width, height: size.height })}
      </p>
      <div className="px-ed-row">
        <button type="button" className="px-btn px-btn--small" data-testid="crop-apply" onClick={() => applyCrop(editor)}>
          <CheckIcon size={16} />
          {t('eui_apply')}
        </button>
        <button type="button" className="px-btn px-btn--secondary px-btn--small" onClick={() => editor.setUi({ crop: null })}>
          <CloseIcon size={16} />
          {t('cancel')}
        </button>
        <button
          type="button"
          className="px-btn px-btn--ghost px-btn--small"
          disabled={isFullRect(draft.rect) && draft.ratio === 'free'}
          onClick={() => editor.setUi((ui) => (ui.crop ? { crop: { ...ui.crop, rect: FULL_RECT, ratio: 'free' } } : {}))}
        >
          {t('eui_reset')}
        </button>
      </div>
      <p className="px-ed-hint">{t('eui_crop_hint')}</p>
    </div>
  );
}
