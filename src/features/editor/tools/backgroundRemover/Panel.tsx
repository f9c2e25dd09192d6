// The background remover and the cutout (one panel for both tool ids, issue 17). "Remove background" runs
// the on-device subject model and masks the photo to its subject (subjectMask.ts: one undo step, the photo
// untouched); then the Keep / Erase brush paints the mask by hand, refine edge and feather shape its edge,
// and the backdrop behind the subject is chosen (BackdropControls). The cutout opens with the brush ready
// and says how to keep the transparency (a PNG export).
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isPlusTool } from '../../../../lib/shared/features';
import { MASK_LIMITS, setMaskFeather, setMaskRefine } from '../../../../lib/shared/editor/masks';
import type { ImageLayer } from '../../../../lib/shared/editor/types';
import { allowPlusFeature } from '../../../messages';
import { useEditor, useSlice } from '../../EditorContext';
import { canSelect } from '../../panels/select/selectionActions';
import { Slider } from '../../panels/Slider';
import type { EditorController } from '../../state/editorController';
import { targetImageLayer } from '../shared/pixels';
import { ToolJobStatus, useToolJob } from '../shared/useToolJob';
import { BackdropControls } from './BackdropControls';
import { currentBackdrop, subjectOf } from './backdrop';
import { removeBackground } from './subjectMask';
import './backgroundRemover.css';

const BRUSH = { size: 40, hardness: 0.6 };

/** Starts painting the layer's mask (keep = reveal, erase = hide), or stops when `reveal` is null. */
function setBrush(editor: EditorController, layerId: string, reveal: boolean | null): void {
  if (reveal === null) {
    editor.setUi((ui) => (ui.maskPaint?.layerId === layerId ? { maskPaint: null } : {}));
    return;
  }
  editor.setUi((ui) => ({ selectedLayerId: layerId, maskPaint: { layerId, reveal, size: ui.maskPaint?.size ?? BRUSH.size, hardness: ui.maskPaint?.hardness ?? BRUSH.hardness } }));
}

export default function Panel() {
  const { t } = useTranslation('toolBackground');
  const editor = useEditor();
  const toolId = useSlice(editor.ui, (ui) => ui.tool) ?? 'background-remover';
  const cutout = toolId === 'cutout';
  const doc = useSlice(editor.history, (h) => h?.present ?? null);
  // Read again when the selection changes (the tool works on the selected photo layer).
  useSlice(editor.ui, (ui) => ui.selectedLayerId);
  const layer: ImageLayer | null = doc ? subjectOf(doc, targetImageLayer(editor, doc)) : null;
  const layerId = layer?.id ?? null;
  const mask = layer?.mask;
  const hasSubject = mask?.parts.some((p) => p.type === 'image') ?? false;
  const paint = useSlice(editor.ui, (ui) => (ui.maskPaint && ui.maskPaint.layerId === layerId ? ui.maskPaint : null));
  const job = useToolJob();

  // The cutout is about hand work on the mask: its brush is ready whenever there is a subject to refine.
  useEffect(() => {
    if (cutout && hasSubject && layerId && !editor.ui.get().maskPaint) setBrush(editor, layerId, false);
  }, [cutout, hasSubject, layerId, editor]);
  // The brush belongs to this panel: leaving it puts the brush down.
  useEffect(
    () => () => {
      if (layerId !== null) setBrush(editor, layerId, null);
    },
    [editor, layerId],
  );

  if (!doc || !layer) return <p className="px-ed-hint">{t('tools_open_picture_first')}</p>;

  const remove = (): void => {
    if (isPlusTool(toolId) && !allowPlusFeature(toolId)) return;
    void job.run(async (signal, onProgress) => {
      const masked = await removeBackground(editor, signal, onProgress);
      if (masked && cutout) setBrush(editor, masked, false);
    });
  };
  const paintable = canSelect(doc) && !layer.locked;
  const transparent = hasSubject && currentBackdrop(doc, layer.id) === 'none';

  return (
    <div className={`px-bgr${cutout ? ' px-bgr--cutout' : ''}`} data-testid="bgremove-panel">
      <p className="px-ed-hint">{t(cutout ? 'bgremove_intro_cutout' : 'bgremove_intro')}</p>
      <button type="button" className="px-btn px-btn--primary" disabled={job.busy || layer.locked} onClick={remove} data-testid="bgremove-run">
        {t(hasSubject ? 'bgremove_run_again' : 'bgremove_run')}
      </button>
      <ToolJobStatus job={job} />
      {layer.locked && <p className="px-ed-hint">{t('bgremove_locked')}</p>}
      {hasSubject && mask && (
        <>
          <fieldset className="px-ed-fieldset px-bgr__brush" disabled={!paintable}>
            <legend>{t('bgremove_brush')}</legend>
            <div className="px-ed-chips" role="group" aria-label={t('bgremove_brush')}>
              {[true, false].map((reveal) => (
                <button
                  key={String(reveal)}
                  type="button"
                  className="px-ed-chip"
                  aria-pressed={paint?.reveal === reveal}
                  aria-keyshortcuts="Escape"
                  data-testid={`bgremove-brush-${reveal ? 'keep' : 'erase'}`}
                  onClick={() => setBrush(editor, layer.id, paint?.reveal === reveal ? null : reveal)}
                >
                  {t(reveal ? 'bgremove_keep' : 'bgremove_erase')}
                </button>
              ))}
            </div>
            {paint && (
              <Slider
                label={t('bgremove_brush_size')}
                value={paint.size}
                min={2}
                max={500}
                step={1}
                format={(v) => `${v} px`}
                testId="bgremove-brush-size"
                onChange={(size) => editor.setUi((ui) => (ui.maskPaint ? { maskPaint: { ...ui.maskPaint, size } } : {}))}
              />
            )}
            <p className="px-ed-hint">{t(paintable ? 'bgremove_brush_hint' : 'bgremove_brush_unavailable')}</p>
          </fieldset>
          <Slider
            label={t('bgremove_refine')}
            value={mask.refine?.radius ?? 0}
            min={0}
            max={MASK_LIMITS.refineRadius[1]}
            step={1}
            format={(v) => (v === 0 ? t('bgremove_off') : `${v} px`)}
            testId="bgremove-refine"
            onChange={(radius) => {
              const current = editor.document;
              if (current) editor.commit(setMaskRefine(current, layer.id, { radius }), `bgremove:${layer.id}:refine`);
            }}
          />
          <Slider
            label={t('bgremove_feather')}
            value={mask.feather}
            min={0}
            max={50}
            step={1}
            neutral={0}
            format={(v) => `${v} px`}
            testId="bgremove-feather"
            onChange={(feather) => {
              const current = editor.document;
              if (current) editor.commit(setMaskFeather(current, layer.id, feather), `bgremove:${layer.id}:feather`);
            }}
          />
          <BackdropControls layer={layer} />
          {transparent && <p className={cutout ? 'px-ed-notice px-bgr__png' : 'px-ed-hint'} data-testid="bgremove-png-hint">{t('bgremove_png_hint')}</p>}
        </>
      )}
    </div>
  );
}
