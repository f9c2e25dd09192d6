// The selected layer's mask: on/off, invert, density, feather and refine edge (radius, then strength once it
// is on), painting it (reveal or hide, brush size and
// hardness), delete. Each change is one undo step (a slider drag too, through its merge key; a painted stroke).
import { useTranslation } from 'react-i18next';
import type { MaskPaint } from '../../state/uiState';
import { DEFAULT_REFINE_STRENGTH, deleteMask, invertMask, MASK_LIMITS, setMaskDensity, setMaskEnabled, setMaskFeather, setMaskRefine, type LayerMask } from '../../../../lib/shared/editor/masks';
import { useEditor, useSlice } from '../../EditorContext';
import { Slider } from '../Slider';
import { commitStep } from './commitLayers';

export function MaskSettings({ layerId, mask }: { layerId: string; mask: LayerMask }) {
  const { t } = useTranslation('editorMasks');
  const editor = useEditor();
  const slide = (change: (value: number) => void) => (value: number) => change(value);
  const paint = useSlice(editor.ui, (ui) => (ui.maskPaint?.layerId === layerId ? ui.maskPaint : null));
  const setPaint = (patch: Partial<MaskPaint>): void => editor.setUi((ui) => (ui.maskPaint?.layerId === layerId ? { maskPaint: { ...ui.maskPaint, ...patch } } : {}));
  return (
    <div className="px-ly-mask" role="group" aria-labelledby={`mask-title-${layerId}`} data-testid="mask-settings">
      <p className="px-ly-mask__title" id={`mask-title-${layerId}`}>
        {t('masks_title')}
      </p>
      <div className="px-ed-row">
        <label className="px-ed-chip">
          <input type="checkbox" checked={mask.enabled} data-testid="mask-enabled" onChange={(e) => commitStep(editor, (doc) => setMaskEnabled(doc, layerId, e.currentTarget.checked))} />
          {t('masks_enabled')}
        </label>
        <button type="button" className="px-ed-chip" aria-pressed={mask.inverted} data-testid="mask-invert" onClick={() => commitStep(editor, (doc) => invertMask(doc, layerId))}>
          {t('masks_invert')}
        </button>
      </div>
      <Slider
        label={t('masks_density')}
        value={Math.round(mask.density * 100)}
        min={0}
        max={100}
        step={1}
        neutral={100}
        format={(v) => `${v} %`}
        testId="mask-density"
        onChange={slide((v) => {
          const doc = editor.document;
          if (doc) editor.commit(setMaskDensity(doc, layerId, v / 100), `mask:${layerId}:density`);
        })}
      />
      <Slider
        label={t('masks_feather')}
        value={mask.feather}
        min={0}
        max={100}
        step={1}
        neutral={0}
        format={(v) => `${v} px`}
        testId="mask-feather"
        onChange={slide((v) => {
          const doc = editor.document;
          if (doc) editor.commit(setMaskFeather(doc, layerId, v), `mask:${layerId}:feather`);
        })}
      />
      <Slider
        label={t('masks_refine')}
        value={mask.refine?.radius ?? 0}
        min={0}
        max={MASK_LIMITS.refineRadius[1]}
        step={1}
        neutral={0}
        format={(v) => (v === 0 ? t('masks_refine_off') : `${v} px`)}
        testId="mask-refine"
        onChange={slide((v) => {
          const doc = editor.document;
          if (doc) editor.commit(setMaskRefine(doc, layerId, { radius: v }), `mask:${layerId}:refine`);
        })}
      />
      {mask.refine && (
        <Slider
          label={t('masks_refine_strength')}
          value={Math.round(mask.refine.strength * 100)}
          min={0}
          max={100}
          step={1}
          neutral={Math.round(DEFAULT_REFINE_STRENGTH * 100)}
          format={(v) => `${v} %`}
          testId="mask-refine-strength"
          onChange={slide((v) => {
            const doc = editor.document;
            if (doc) editor.commit(setMaskRefine(doc, layerId, { strength: v / 100 }), `mask:${layerId}:refine-strength`);
          })}
        />
      )}
      {mask.refine && <p className="px-ed-hint">{t('masks_refine_hint')}</p>}
      <button
        type="button"
        className="px-ed-chip"
        aria-pressed={paint !== null}
        aria-keyshortcuts="Escape"
        data-testid="mask-paint"
        onClick={() => editor.setUi({ maskPaint: paint ? null : { layerId, reveal: false, size: 60, hardness: 0.5 } })}
      >
        {t('masks_paint')}
      </button>
      {paint && (
        <>
          <div className="px-ed-chips" role="radiogroup" aria-label={t('masks_paint_mode')}>
            {[false, true].map((reveal) => (
              <button key={String(reveal)} type="button" role="radio" aria-checked={paint.reveal === reveal} className="px-ed-chip" data-testid={`mask-paint-${reveal ? 'reveal' : 'hide'}`} onClick={() => setPaint({ reveal })}>
                {t(reveal ? 'masks_paint_reveal' : 'masks_paint_hide')}
              </button>
            ))}
          </div>
          <Slider label={t('masks_brush_size')} value={paint.size} min={2} max={500} step={1} format={(v) => `${v} px`} testId="mask-brush-size" onChange={(size) => setPaint({ size })} />
          <Slider label={t('masks_brush_hardness')} value={Math.round(paint.hardness * 100)} min={0} max={100} step={1} format={(v) => `${v} %`} testId="mask-brush-hardness" onChange={(v) => setPaint({ hardness: v / 100 })} />
          <p className="px-ed-hint">{t('masks_paint_hint')}</p>
        </>
      )}
      <button type="button" className="px-btn px-btn--secondary px-btn--small" data-testid="mask-delete" onClick={() => commitStep(editor, (doc) => deleteMask(doc, layerId))}>
        {t('masks_delete')}
      </button>
    </div>
  );
}
