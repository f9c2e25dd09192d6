// The selected layer's settings: opacity, blend mode, and what its kind has (a shape's colours and
// outline, an adjustment layer's operations). A slider drag is one undo step (its merge key).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { operationSpec, operationsInCategory, paramLabelKey } from '../../../../lib/shared/editor/catalogue';
import { isAdjustmentOperation, setAdjustmentParams, setLayerBlendMode, setLayerOpacity, updateShape, type ShapePatch } from '../../../../lib/shared/editor/layers';
import { BLEND_MODES, type AdjustmentLayer, type BlendMode, type Layer, type OperationParams, type ShapeLayer } from '../../../../lib/shared/editor/types';
import { useEditor } from '../../EditorContext';
import { Slider } from '../Slider';
import { commitStep } from './commitLayers';
import { MaskSettings } from './MaskSettings';
import { CurvesEditor } from '../tone/CurvesEditor';
import { addMask, canHaveMask } from '../../../../lib/shared/editor/masks';
import { blendLabelKey } from './layerNames';

function ShapeSettings({ layer }: { layer: ShapeLayer }) {
  const { t } = useTranslation();
  const editor = useEditor();
  const fillId = useId();
  const strokeId = useId();
  const patch = (p: ShapePatch, key: string): void => {
    const doc = editor.document;
    if (doc) editor.commit(updateShape(doc, layer.id, p), `layer:${layer.id}:${key}`);
  };
  const colour = (id: string, label: string, value: string, key: 'fill' | 'stroke') => (
    <div className="px-ed-color">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="color" value={value.slice(0, 7)} data-testid={`layer-${key}`} onChange={(e) => patch({ [key]: `${e.currentTarget.value}ff` }, key)} onBlur={() => editor.seal()} />
    </div>
  );
  return (
    <>
      <div className="px-ed-row">
        {layer.shape !== 'line' && colour(fillId, t('layers_fill'), layer.fill, 'fill')}
        {colour(strokeId, t('layers_stroke'), layer.stroke, 'stroke')}
      </div>
      <Slider label={t('layers_stroke_width')} value={layer.strokeWidth} min={0} max={100} step={1} neutral={layer.shape === 'line' ? undefined : 0} onChange={(v) => patch({ strokeWidth: v }, 'stroke-width')} />
      {layer.shape === 'rectangle' && <Slider label={t('layers_corner_radius')} value={layer.cornerRadius} min={0} max={Math.round(Math.min(layer.width, layer.height) / 2)} step={1} neutral={0} onChange={(v) => patch({ cornerRadius: v }, 'radius')} />}
    </>
  );
}

const ADJUSTMENTS = operationsInCategory('adjust').filter((spec) => isAdjustmentOperation(spec.type));

function AdjustmentSettings({ layer }: { layer: AdjustmentLayer }) {
  const { t } = useTranslation();
  const editor = useEditor();
  const pickId = useId();
  const set = (type: string, params: OperationParams, key: string): void => {
    const doc = editor.document;
    if (doc) editor.commit(setAdjustmentParams(doc, layer.id, type, params), `layer:${layer.id}:${type}:${key}`);
  };
  return (
    <>
      {layer.operations.map((op) => {
        const spec = operationSpec(op.type);
        if (!spec) return null;
        const several = Object.keys(spec.params).length > 1;
        // A curves layer (e.g. made through a selection) gets the curve editor: without it, its curve could not be shaped.
        if (Object.values(spec.params).some((p) => p.kind === 'curve')) return <CurvesEditor key={op.id} target={{ params: op.params, set: (patch, key) => set(op.type, patch, `curve:${key}`) }} />;
        return Object.entries(spec.params).map(([name, p]) =>
          p.kind === 'number' ? <Slider key={`${op.id}:${name}`} label={several ? `${t(spec.labelKey)} · ${t(paramLabelKey(name))}` : t(spec.labelKey)} value={Number(op.params[name] ?? p.default)} min={p.min} max={p.max} step={p.step} neutral={p.default} onChange={(v) => set(op.type, { [name]: v }, name)} /> : null,
        );
      })}
      <div className="px-ed-field">
        <label htmlFor={pickId}>{t('layers_adjustment_add')}</label>
        <select
          id={pickId}
          className="px-field"
          value=""
          onChange={(e) => {
            const type = e.currentTarget.value;
            if (type) commitStep(editor, (doc) => setAdjustmentParams(doc, layer.id, type, {}));
          }}
        >
          <option value="">{t('layers_adjustment_pick')}</option>
          {ADJUSTMENTS.filter((spec) => !layer.operations.some((op) => op.type === spec.type)).map((spec) => (
            <option key={spec.type} value={spec.type}>
              {t(spec.labelKey)}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}

export function LayerSettings({ layer }: { layer: Layer }) {
  const { t } = useTranslation();
  const editor = useEditor();
  const blendId = useId();
  const disabled = layer.locked;
  return (
    <fieldset className="px-ly-settings" disabled={disabled} data-testid="layer-settings">
      {disabled && <p className="px-ed-hint">{t('layers_locked_hint')}</p>}
      <Slider
        label={t('layers_opacity')}
        value={Math.round(layer.opacity * 100)}
        min={0}
        max={100}
        step={1}
        neutral={100}
        format={(v) => `${v} %`}
        testId="layer-opacity"
        disabled={disabled}
        onChange={(v) => {
          const doc = editor.document;
          if (doc) editor.commit(setLayerOpacity(doc, layer.id, v / 100), `layer:${layer.id}:opacity`);
        }}
      />
      <div className="px-ed-field">
        <label htmlFor={blendId}>{t('layers_blend')}</label>
        <select id={blendId} className="px-field" value={layer.blendMode} data-testid="layer-blend" onChange={(e) => commitStep(editor, (doc) => setLayerBlendMode(doc, layer.id, e.currentTarget.value as BlendMode))}>
          {BLEND_MODES.map((mode) => (
            <option key={mode} value={mode}>
              {t(blendLabelKey(mode))}
            </option>
          ))}
        </select>
      </div>
      {layer.kind === 'shape' && <ShapeSettings layer={layer} />}
      {layer.kind === 'adjustment' && <AdjustmentSettings layer={layer} />}
      {layer.mask && <MaskSettings layerId={layer.id} mask={layer.mask} />}
      {!layer.mask && canHaveMask(layer) && (
        <button
          type="button"
          className="px-btn px-btn--secondary px-btn--small"
          data-testid="mask-add"
          onClick={() => {
            commitStep(editor, (doc) => addMask(doc, layer.id));
            // A new mask shows everything: painting is how it hides, so the brush is ready.
            editor.setUi({ maskPaint: { layerId: layer.id, reveal: false, size: 60, hardness: 0.5 } });
          }}
        >
          {t('masks_add', { ns: 'editorMasks' })}
        </button>
      )}
    </fieldset>
  );
}
