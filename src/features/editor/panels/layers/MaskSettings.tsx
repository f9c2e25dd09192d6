// The selected layer's mask: on/off, invert, density and feather, delete. Each change is one undo step (a
// slider drag too, through its merge key).
import { useTranslation } from 'react-i18next';
import { deleteMask, invertMask, setMaskDensity, setMaskEnabled, setMaskFeather, type LayerMask } from '../../../../lib/shared/editor/masks';
import { useEditor } from '../../EditorContext';
import { Slider } from '../Slider';
import { commitStep } from './commitLayers';

export function MaskSettings({ layerId, mask }: { layerId: string; mask: LayerMask }) {
  const { t } = useTranslation('editorMasks');
  const editor = useEditor();
  const slide = (change: (value: number) => void) => (value: number) => change(value);
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
      <button type="button" className="px-btn px-btn--secondary px-btn--small" data-testid="mask-delete" onClick={() => commitStep(editor, (doc) => deleteMask(doc, layerId))}>
        {t('masks_delete')}
      </button>
    </div>
  );
}
